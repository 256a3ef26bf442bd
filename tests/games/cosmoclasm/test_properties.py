"""Random-playout invariants over many seeds (hypothesis)."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import meeple
from meeple.builtin.cosmoclasm.data import CARD_IDS, NCARDS, POINT_BORDERS, bits
from meeple.core import Rng

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def zones(s):
    cards = [c for h in s.hands for c in bits(h)]
    cards += [c for p in s.played for c in p] + bits(s.market) + list(s.deck) + list(s.discard)
    cards += [c for pile in s.resist for c in pile] + bits(s.out)
    return cards


def playout(n, variant, seed, check):
    s = meeple.new_game("cosmoclasm", players=n, seed=seed, variant=variant)
    rng = Rng(seed)
    while not s.is_over:
        check(s)
        seat = s.to_move[rng.below(len(s.to_move))]
        legal = s.legal_actions(seat)
        s.apply(legal[rng.below(len(legal))], seat)
    check(s)
    return s


@SETTINGS
@given(n=st.integers(2, 5), variant=st.sampled_from(["base", "factions"]), seed=st.integers(0, 10**6))
def test_cards_and_stations_are_conserved_and_scores_add_up(n, variant, seed):
    def check(s):
        cards = zones(s)
        assert sorted(cards) == list(range(NCARDS))
        assert all(s.known[q] & ~s.hands[q] == 0 for q in range(n))
        on_board = s.station_counts()
        tally = [[0] * n for _ in range(12)]
        for q, pt, _r in s.stations:
            for m in POINT_BORDERS[pt]:
                tally[m][q] += 1
        assert s.tally == tuple(map(tuple, tally))
        assert all(on_board[q] + s.supply[q] == 24 for q in range(n))
        assert sum(s.planets()) == sum(1 for c in s.claimed if c >= 0) <= 12

    s = playout(n, variant, seed, check)
    r = s.result()
    assert r.scores == tuple(s.planets())
    assert max(r.scores) == r.scores[r.winners[0]]
    assert all(r.scores[w] == max(r.scores) for w in r.winners)


@SETTINGS
@given(n=st.integers(2, 5), variant=st.sampled_from(["base", "factions"]), seed=st.integers(0, 10**6))
def test_views_hide_other_hands_and_the_deck(n, variant, seed):
    def check(s):
        for seat in [None, *range(n)]:
            v = s.view(seat)
            assert json.loads(json.dumps(v)) == v
            # the reshuffles name cards that were public in the discard pile before they went hidden
            text = json.dumps({k: x for k, x in v.items() if k != "reshuffles"})
            for q in range(n):
                if q == seat:
                    continue
                for c in bits(s.hands[q] & ~s.known[q]):
                    # a hidden card may be named only if it is public elsewhere, which it is not
                    assert f'"{CARD_IDS[c]}"' not in text, (seat, q, CARD_IDS[c])
            for c in s.deck:
                assert f'"{CARD_IDS[c]}"' not in text

    playout(n, variant, seed, check)


@SETTINGS
@given(n=st.integers(2, 5), variant=st.sampled_from(["base", "factions"]), seed=st.integers(0, 10**6))
def test_replay_reproduces_and_determinize_keeps_the_view(n, variant, seed):
    seen = []

    def check(s):
        if len(seen) % 11 == 0 and not s.is_over:
            for seat in range(n):
                d = s.determinize(seat, len(seen))
                assert d.view(seat) == s.view(seat)
                assert sorted(zones(d)) == list(range(NCARDS))
        seen.append(1)

    s = playout(n, variant, seed, check)
    r = meeple.replay(json.loads(json.dumps(s.record())))
    assert r.view(None) == s.view(None) and r.events == s.events and r.result() == s.result()
