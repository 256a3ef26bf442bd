"""The facts the Automa's faster paths rely on, checked over random positions (``automa.py``)."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.builtin.brass_birmingham import connectivity
from meeple.builtin.brass_birmingham.automa import _GOODS_SLOTS as GOODS_SLOTS
from meeple.builtin.brass_birmingham.automa import _GOODS_TILE as GOODS_TILE
from meeple.builtin.brass_birmingham.automa import TurnState, _coal_index, _take_from
from meeple.builtin.brass_birmingham.automa_data import AUTOMA
from meeple.builtin.brass_birmingham.automa_search import (
    buyer_components,
    buyer_labels,
    empty_lines_touching,
    goods_tiles,
    lines_in,
)
from meeple.builtin.brass_birmingham.board import (
    ERA_LINKS,
    IND_SLOTS,
    LINK_ENDS,
    LOC_LINKS,
    MSLOT_LOC,
    MTILE_BUYS,
    NLINKS,
    NLOCS,
    NSLOTS,
)
from meeple.builtin.brass_birmingham.connectivity import network_of, network_with_link
from meeple.builtin.brass_birmingham.queries import coal_index


def _random_positions(players: int, seed: int, every: int = 9, options: dict | None = None):
    """Positions of a seeded random game of ``players`` (1: solo), every ``every`` decisions."""
    s = meeple.new_game("brass_birmingham", players=players, seed=seed, options=options)
    chooser = random.Random(seed)
    step = 0
    while not s.is_over:
        seat = s.to_move[0]
        legal = s.legal_actions(seat)
        s.apply(legal[chooser.randrange(len(legal))], seat)
        step += 1
        if step % every == 0:
            yield s


@pytest.mark.parametrize("merchant_paths", [True, False])
def test_nearest_mines_to_a_lines_ends_do_not_depend_on_the_line(merchant_paths: bool) -> None:
    """Link tiebreak T5 reads the mines nearest a line's ends on the board's network: the link on that
    line would only join its ends, from which the distances are measured."""
    checked = 0
    for seed in range(6):
        for players in (1, 2, 3):
            for s in _random_positions(players, seed, every=15, options={"merchant_paths": merchant_paths}):
                for k in range(NLINKS):
                    if s.link_owner[k] < 0:
                        with_link, _ = s._mines(LINK_ENDS[k], s.link_mask | 1 << k)
                        without, _ = s._mines(LINK_ENDS[k], s.link_mask)
                        assert sorted(with_link) == sorted(without), (seed, players, k)
                        checked += bool(without)
    assert checked > 100  # positions with connected mines were met


def test_buyers_by_label_match_the_merchant_sets_when_paths_pass_merchants() -> None:
    """``automa._buyer_components`` reads a merchant's component from its label when paths pass
    through merchants (each merchant location lies in exactly its label's component)."""
    checked = 0
    for seed in range(4):
        for s in _random_positions(1, seed):
            net = network_of(s.link_mask, True)
            for ind in range(len(IND_SLOTS)):
                by_label = buyer_labels(ind, s.merchant_tiles, MTILE_BUYS, MSLOT_LOC, net[0])
                assert by_label == buyer_components(ind, s.merchant_tiles, MTILE_BUYS, MSLOT_LOC, net[4]), (seed, ind)
                checked += bool(by_label)
    assert checked > 100


def test_the_frontier_by_line_masks_is_the_empty_lines_touching_the_network() -> None:
    """``automa_search.empty_lines_touching`` (bit masks, the board's links as ``link_mask``) against its
    definition: the era's empty lines with an end in the network, in line order."""
    checked = 0
    for seed in range(4):
        for s in _random_positions(1, seed):
            for era in (0, 1):
                for p in (0, 1):
                    net = s._nets()[p][0]
                    if net is None:
                        continue
                    plain = [k for k in ERA_LINKS[era] if s.link_owner[k] < 0 and any(net[e] for e in LINK_ENDS[k])]
                    lines = sum(1 << k for k in ERA_LINKS[era])
                    per_location = tuple(sum(1 << k for k in LOC_LINKS[x]) for x in range(NLOCS))
                    assert lines_in(empty_lines_touching(lines, s.link_mask, per_location, net)) == plain, \
                        (seed, era, p)
                    checked += bool(plain)
    assert checked > 100


@pytest.mark.parametrize("merchant_paths", [True, False])
def test_a_network_with_a_link_more_matches_the_network_built_afresh(merchant_paths: bool) -> None:
    """``connectivity.network_with_link`` (the Automa's network after its link, derived from the one
    without it) against the network of the same links built from nothing: the same components, the
    same merchant locations in each (labels may differ: they only tell components apart)."""
    checked = 0
    for seed in range(3):
        for s in _random_positions(1, seed, every=15, options={"merchant_paths": merchant_paths}):
            for k in range(NLINKS):
                if s.link_owner[k] >= 0:
                    continue
                connectivity._CACHE.clear()
                fresh = network_of(s.link_mask | 1 << k, merchant_paths)
                connectivity._CACHE.clear()
                derived = network_with_link(network_of(s.link_mask, merchant_paths), k)
                assert derived[2] == fresh[2] and derived[5] == fresh[5]
                for x in range(NLOCS):
                    for y in range(NLOCS):
                        assert (derived[0][x] == derived[0][y]) == (fresh[0][x] == fresh[0][y]), (seed, k, x, y)
                    assert derived[3] >> derived[0][x] & 1 == fresh[3] >> fresh[0][x] & 1
                    assert derived[4].get(derived[0][x]) == fresh[4].get(fresh[0][x])
                checked += 1
    connectivity._CACHE.clear()
    assert checked > 100


@pytest.mark.parametrize("players", [1, 2])
def test_a_game_does_not_depend_on_which_networks_are_cached(players: int) -> None:
    """``connectivity`` empties its network cache when it grows past its limit, mid-game too; a network
    derived from a cached one (``_one_link_more``) and one built afresh label components differently,
    so the game must read labels only to tell components apart. Each game is played twice by the same
    chooser, the second time with the cache emptied before every decision."""
    for seed in range(3):
        played = []
        for emptied in (False, True):
            s = meeple.new_game("brass_birmingham", players=players, seed=seed)
            chooser = random.Random(seed)
            labels = []
            while not s.is_over:
                if emptied:
                    connectivity._CACHE.clear()
                seat = s.to_move[0]
                legal = s.legal_actions(seat)
                action = legal[chooser.randrange(len(legal))]
                labels.append(action[0])
                s.apply(action, seat)
            played.append((labels, s.events, s.result().scores))
        assert played[0] == played[1], seed


def _solo_fields(s) -> tuple:
    """What a solo state holds, but its record: the fields, the Automa's, the views and the events."""
    a = s.automa
    return (s.n, s.rounds, s.era, s.round_number, s.order, s.pos, s.current, s.acts, s.money, s.vp, s.income_space,
            s.spent, s.mat, s.links_left, s.hands, s.deck, s.discards, s.aside, s.wild, s.face_down, s.slot_owner,
            s.slot_tile, s.slot_flipped, s.slot_cubes, s.link_owner, s.link_mask, s.coal, s.iron, s.merchant_tiles,
            s.merchant_beer, a.deck, a.discard, a.rejected, a.latest, a.first, a.layered, a.last_turn, s.view(None),
            s.view(0), s.events)


@pytest.mark.parametrize("options", [{}, {"difficulty": "hard", "turn_order": "variable"},
                                     {"automa_mat": {"coal": [1, 1, 1, 1]}}])
def test_the_standard_setup_is_what_an_empty_description_makes(options: dict) -> None:
    """``automa_setup._standard_setup`` (no option ``setup``) against the general path reading a
    description that states only the default era: the same state and the same random draws after."""
    for seed in range(1, 6):
        fast = meeple.new_game("brass_birmingham", players=1, seed=seed, options=options)
        read = meeple.new_game("brass_birmingham", players=1, seed=seed,
                               options={**options, "setup": {"era": "canal"}})
        assert _solo_fields(fast) == _solo_fields(read)
        assert fast.rng.below(1 << 30) == read.rng.below(1 << 30)


@pytest.mark.parametrize("every", [1, 7])
def test_a_clone_owns_its_automa_fields(every: int) -> None:
    """``AutomaState.clone`` copies the compiled ``AutomaPlayer`` and shares the board's lists until
    written: a game cloned at every ``every``-th decision plays as the same game never cloned, and
    playing on leaves the clones as they were. Cloned at every decision, each Automa turn starts
    from shared lists and gives back the copies it made (``TurnState.changed``); cloned now and
    then, its turns between clones write the lists in place (``AutomaPlayer.owns_board``) and the
    first after a clone copies them."""
    for seed in (3, 8):
        plain = meeple.new_game("brass_birmingham", players=1, seed=seed)
        cloned = meeple.new_game("brass_birmingham", players=1, seed=seed)
        chooser = random.Random(seed)
        kept = []
        decisions = 0
        while not plain.is_over:
            decisions += 1
            if decisions % every == 0:
                copy = cloned.clone()
                if len(kept) < 5 and chooser.random() < 0.05 * every:
                    kept.append((copy, _solo_fields(copy)))
            seat = plain.to_move[0]
            legal = plain.legal_actions(seat)
            action = legal[chooser.randrange(len(legal))]
            plain.apply(action, seat)
            cloned.apply(action, seat)
            assert _solo_fields(cloned) == _solo_fields(plain)
        for copy, before in kept:
            assert _solo_fields(copy) == before


def test_the_automas_known_goods_tiles_are_those_on_the_board() -> None:
    """SELL reads its goods tiles from ``AutomaPlayer.goods`` once known: it must list exactly the
    Automa's goods tiles on the board, in slot order, across builds, sales and the era's end."""
    checked = 0
    for seed in range(8):
        for s in _random_positions(1, seed, every=3):
            known = s.automa.goods
            if known is not None:
                assert known == goods_tiles(GOODS_SLOTS, s.slot_owner, s.slot_tile, GOODS_TILE, AUTOMA), seed
                checked += 1
    assert checked > 100


def test_the_coal_index_kept_as_cubes_are_taken_is_the_index_counted_afresh() -> None:
    """An Automa turn keeps its coal index (cubes per component) as it takes cubes (``_take_from``):
    after each cube taken from any tile holding cubes, it equals the index counted afresh."""
    checked = 0
    for seed in range(6):
        for s in _random_positions(1, seed, every=5):
            copy = s.clone()
            state = TurnState(copy, copy.turn_fields())
            _coal_index(state)  # known from here on
            for slot in range(NSLOTS):
                while state.slot_owner[slot] >= 0 and state.slot_cubes[slot]:
                    _take_from(state, slot)
                    counted = coal_index(state.links_network, state.slot_owner, state.slot_tile, state.slot_cubes)
                    assert _coal_index(state)[1] == counted[1], (seed, slot)
                    checked += 1
    assert checked > 100
