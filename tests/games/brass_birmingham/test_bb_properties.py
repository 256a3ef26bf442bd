"""Random playouts (many seeds) keep the invariants; the conformance kit passes at 2, 3 and 4 players."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import meeple
from meeple.builtin.brass_birmingham.board import (
    CARD_IDS,
    IND_TILES,
    INDUSTRIES,
    LEVEL_OF_SPACE,
    SLOT_LOC,
    T_COUNT,
    T_IND,
    T_LEVEL,
    TILE_OF,
    deck_for,
    rounds_for,
)
from meeple.core import Rng
from meeple.testing import check_game


def test_conformance_at_2_3_and_4_players():
    assert check_game("brass_birmingham", games=3) == []


def _check_invariants(s) -> None:
    n = s.n
    # cards: every card of the deck lies in exactly one place; 4 wild cards of each kind
    cards = Counter(s.deck)
    for p in range(n):
        cards.update(s.hands[p])
        cards.update(s.discards[p])
        if s.face_down[p] >= 0:
            cards[s.face_down[p]] += 1
    if s.act is not None:
        cards.update(s.act.cards)
    wl, wi = cards.pop(CARD_IDS.index("wild_location"), 0), cards.pop(CARD_IDS.index("wild_industry"), 0)
    assert cards == Counter(deck_for(n))
    assert wl + s.wild[0] == 4 and wi + s.wild[1] == 4
    # tiles: mat plus board never exceeds the standard mat; one tile per location per player in the Canal era
    for p in range(n):
        assert s.money[p] >= 0 and s.vp[p] >= 0 and 0 <= s.income_space[p] <= 99
        board = Counter(s.slot_tile[x] for x in range(len(s.slot_owner)) if s.slot_owner[x] == p)
        for t in range(len(T_COUNT)):
            assert 0 <= s.mat[p][t] and s.mat[p][t] + board[t] <= T_COUNT[t]
        if s.era == 0:
            locs = [SLOT_LOC[x] for x in range(len(s.slot_owner)) if s.slot_owner[x] == p]
            assert len(locs) == len(set(locs))
        assert s.links_left[p] + sum(1 for o in s.link_owner if o == p) <= 14
    for x in range(len(s.slot_owner)):
        if s.slot_owner[x] < 0:
            assert s.slot_cubes[x] == 0 and not s.slot_flipped[x]
        elif T_IND[s.slot_tile[x]] >= 3:
            assert (s.slot_cubes[x] == 0) == bool(s.slot_flipped[x])
        else:
            assert s.slot_cubes[x] == 0
    assert 0 <= s.coal <= 14 and 0 <= s.iron <= 10


def _playout(n: int, seed: int, check_every: int = 1):
    s = meeple.new_game("brass_birmingham", players=n, seed=seed)
    rng = Rng(seed)
    steps = 0
    while not s.is_over:
        legal = s.legal_actions()
        labels = [str(a) for a in legal]
        assert legal and len(set(labels)) == len(labels)
        # ascending label order, then done, then cancel (spec §8.0)
        tail = [x for x in ("done", "cancel") if x in labels]
        assert labels == sorted(x for x in labels if x not in tail) + tail
        s.apply(rng.choice(legal))
        steps += 1
        if steps % check_every == 0:
            _check_invariants(s)
    return s, steps


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_random_playouts_keep_the_invariants(n, seed):
    s, _ = _playout(n, seed, check_every=3)
    _check_invariants(s)
    # the game ends after two eras of R rounds, hands and deck empty
    assert s.era == 1 and s.round_number == rounds_for(n) and not s.deck and not any(s.hands)
    assert sum(1 for e in s.events if e.startswith("Rail era, round")) == rounds_for(n)
    res = s.result()
    assert list(res.scores) == s.vp
    keys = [(s.vp[p], LEVEL_OF_SPACE[s.income_space[p]], s.money[p]) for p in range(n)]
    assert [keys[p] for p in res.ranking] == sorted(keys, reverse=True)
    assert set(res.winners) == {p for p in range(n) if keys[p] == max(keys)}
    r = meeple.replay(json.loads(json.dumps(s.record())))
    assert r.view(None) == s.view(None) and r.events == s.events


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), cut=st.integers(5, 300))
def test_views_hide_hands_and_determinize_keeps_the_view(n, seed, cut):
    s = meeple.new_game("brass_birmingham", players=n, seed=seed)
    rng = Rng(seed)
    for _ in range(cut):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(n):
        v = s.view(seat)
        assert json.loads(json.dumps(v)) == v
        for p, pv in enumerate(v["players"]):
            assert ("hand" in pv) == (p == seat)
        d1, d2 = s.determinize(seat, 1), s.determinize(seat, 2)
        assert d1.view(seat) == v and d2.view(seat) == v
        # the result depends only on the view and the seed
        for other in range(n):
            assert d1.determinize(seat, 7).view(other) == d2.determinize(seat, 7).view(other)
    assert all("hand" not in pv for pv in s.view(None)["players"])


def test_clone_is_independent():
    s = meeple.new_game("brass_birmingham", players=3, seed=5)
    rng = Rng(3)
    for _ in range(120):
        s.apply(rng.choice(s.legal_actions()))
    before = json.dumps(s.view(None), sort_keys=True)
    c = s.clone()
    for _ in range(60):
        c.apply(rng.choice(c.legal_actions()))
    assert json.dumps(s.view(None), sort_keys=True) == before


def test_mat_matches_the_data():
    assert [len(IND_TILES[i]) for i in range(6)] == [4, 8, 5, 4, 4, 4]
    assert sum(T_COUNT) == 45
    assert INDUSTRIES == ("cotton", "manufacturer", "pottery", "coal", "iron", "brewery")
    assert T_LEVEL[TILE_OF[(1, 8)]] == 8


# A playout biased towards building, selling and linking reaches the deeper rules
# (sales with merchant beer, double rails, overbuilds, income shortfalls).
_PREF = {"sell": 8, "build": 6, "network": 4, "pass": 0.2, "done": 0.3, "cancel": 0.05}


def _biased_playout(n: int, seed: int):
    s = meeple.new_game("brass_birmingham", players=n, seed=seed)
    rng = Rng(seed)
    while not s.is_over:
        legal = s.legal_actions()
        weights = [_PREF.get(str(a), 1.0) for a in legal]
        x = rng.random() * sum(weights)
        i = 0
        while x >= weights[i] and i < len(legal) - 1:
            x -= weights[i]
            i += 1
        s.apply(legal[i])
        _check_invariants(s)
    return s


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_biased_playouts_keep_the_invariants_and_replay(n, seed):
    s = _biased_playout(n, seed)
    r = meeple.replay(json.loads(json.dumps(s.record())))
    assert r.view(None) == s.view(None) and r.result() == s.result()


def test_biased_playouts_reach_the_deeper_rules():
    text = "\n".join(e for seed in range(6) for e in _biased_playout(2 + seed % 3, seed).events)
    for what in ("sells", "drinks the merchant's beer", "(overbuild)", " removes ", "bonus"):
        assert what in text, what
    assert any(line.count("builds a rail link") == 2 for line in text.split("\n"))
