"""Random-playout properties over many seeds: cards conserved, scores add up, views hide, replays."""

import json

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

import meeple
from meeple.builtin.steam_court import cards
from meeple.builtin.steam_court.phases import AUCTION, DIVE, KEEP, OVER, STOP
from meeple.core import Rng

FAST = (Phase.explicit, Phase.reuse, Phase.generate)  # whole playouts: shrinking would take minutes
VARIANTS = st.sampled_from(["standard", "party", "auction", "random_characters"])


def table_cards(s) -> int:
    """Every card of the playing table, wherever it lies (hands, Court Hand, pile, trick, pending)."""
    total = s.court_hand + s.discard + s.trick[4] + sum(s.hand)
    if s.phase == STOP:
        total += s.pending[1][1][5]
    elif s.phase == KEEP:
        total += s.pending[2]
    elif s.phase == DIVE:
        total += s.pending[0]
    return total


def table(s) -> tuple:
    """The playing table's Quarter fields."""
    return tuple(getattr(s, f) for f in ("court_hand", "discard", "used", "went_out", "trick_number", "diver",
                                         "received", "court_known", "looked_at", "knowledge", "known_gifts"))


def playout(players, seed, choices, variant, level=None):
    opts = {"level": level} if level else None
    s = meeple.new_game("steam_court", players=players, seed=seed, variant=variant, options=opts)
    r = Rng(choices)
    states = []
    while not s.is_over:
        states.append(s.clone())
        legal = s.legal_actions()
        s.apply(legal[r.below(len(legal))])
    return s, states


def dealt(states):
    """The states with cards on the playing table (neither the auction nor the end)."""
    return [x for x in states if x.phase not in (AUCTION, OVER)]


@settings(max_examples=25, deadline=None, phases=FAST)
@given(st.integers(3, 10), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1), VARIANTS)
def test_cards_are_conserved_and_scores_add_up(players, seed, choices, variant):
    s, states = playout(players, seed, choices, variant)
    for x in dealt(states):
        assert table_cards(x) == x.rules.decks[x.playing_table]
        assert all(not h for p, h in enumerate(x.hand) if p not in x.seating.order[x.playing_table])
    res = s.result()
    n = players
    if variant == "party":
        assert sorted(res.scores) == list(range(1, n + 1))
    else:
        assert all(len(t) == 5 for t in s.tokens)
        assert sum(sum(t) for t in s.tokens) == 5 * n * (n + 1) // 2
        assert sum(res.scores) == 5 * n * (n + 1) // 2 - sum(s.costs)
        for i in range(5):
            assert sorted(t[i] for t in s.tokens) == list(range(1, n + 1))
    assert res.winners == (res.ranking[0],)


@settings(max_examples=12, deadline=None, phases=FAST)
@given(st.integers(3, 10), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1), VARIANTS,
       st.integers(0, 2**31 - 1))
def test_views_hide_what_they_must_and_determinize_keeps_them(players, seed, choices, variant, dseed):
    s, states = playout(players, seed, choices, variant)
    for x in states[::40]:
        for seat in [None, *range(players)]:
            v = x.view(seat)
            assert json.loads(json.dumps(v)) == v
            d = x.determinize(seat, dseed)
            assert d.view(seat) == v
            if x.phase not in (AUCTION, OVER):
                assert table_cards(d) == table_cards(x)
                if seat is not None:
                    assert d.hand[seat] == x.hand[seat]
            # the sample depends only on the view and the seed
            assert d.determinize(seat, 5).view(None) == x.determinize(seat, 5).view(None)


@settings(max_examples=12, deadline=None, phases=FAST)
@given(st.integers(3, 7), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1))
def test_level_2_keeps_the_circle_and_replays(players, seed, choices):
    s, states = playout(players, seed, choices, "random_characters", level=2)
    circle = states[0].circle
    assert all(x.circle == circle for x in states)
    rec = json.loads(json.dumps(s.record()))
    r = meeple.replay(rec)
    assert r.view(None) == s.view(None) and r.events == s.events and r.result() == s.result()


@settings(max_examples=15, deadline=None, phases=FAST)
@given(st.integers(3, 10), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1), VARIANTS)
def test_replays_reproduce_and_clones_are_independent(players, seed, choices, variant):
    s, states = playout(players, seed, choices, variant)
    r = meeple.replay(json.loads(json.dumps(s.record())))
    assert r.view(None) == s.view(None) and r.events == s.events
    mid = states[len(states) // 2]
    before = (mid.view(None), list(mid.hand), table(mid), mid.trick)
    c = mid.clone()
    while not c.is_over:
        c.apply(c.legal_actions()[0])
    assert (mid.view(None), list(mid.hand), table(mid), mid.trick) == before


@settings(max_examples=15, deadline=None, phases=FAST)
@given(st.integers(3, 10), st.integers(0, 2**31 - 1), st.integers(0, 2**31 - 1), VARIANTS)
def test_what_a_giver_knows_for_certain_is_true(players, seed, choices, variant):
    _, states = playout(players, seed, choices, variant)
    for x in dealt(states):
        for _, holder, known in x.known_gifts:
            assert cards.fits(known, x.hand[holder])
