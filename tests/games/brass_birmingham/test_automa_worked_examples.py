"""The worked examples W0-W16 of spec brass_birmingham_automa.md §16, as scenarios read where
``new_game`` returns: after the Automa's turn and the end-of-round upkeep."""

from __future__ import annotations

import pytest
from automa_helpers import automa_vp, board, solo, tile

import meeple
from meeple.builtin.brass_birmingham.automa_data import CARD_GROUP


def _layers_hold(deck: tuple[int, ...]) -> None:
    groups = [CARD_GROUP[c] for c in deck]
    assert len(deck) == 22 and sorted(deck) == list(range(1, 23))
    assert [groups[:10].count(g) for g in range(3)] == [4, 3, 3]
    assert [groups[10:13].count(g) for g in range(3)] == [1, 1, 1]
    assert [groups[13:].count(g) for g in range(3)] == [7, 0, 2]


@pytest.mark.parametrize("seed", range(8))
def test_w0_deck_preparation_layers(seed: int) -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=seed)
    _layers_hold(s.automa.deck)
    assert s.view(None)["automa"]["hidden_layers"] is not None


def test_w1_first_turn_draw_builds_the_pottery() -> None:
    s = solo({"worcester[0]": tile(0, "cotton", 1)}, rnd=1, automa={"deck": [1]})
    v = board(s)
    assert v["tiles"]["coventry[0]"] == tile(1, "pottery", 1, flipped=False)
    assert v["markets"]["iron"] == 7
    a = v["automa"]
    assert a["discard"] == [1] and a["deck_size"] == 21 and a["latest"] == "coventry"
    assert automa_vp(s) == 0 and not a["first_turn"]
    assert v["round"] == 2 and s.to_move == (0,)


def test_w2_first_turn_develop() -> None:
    s = solo({}, rnd=1, automa={"deck": [7]})
    v = board(s)
    assert v["markets"]["iron"] == 6 and automa_vp(s) == 3
    assert v["automa"]["top_card"]["card"] == 7 and v["automa"]["deck_size"] == 22 and v["automa"]["discard"] == []


def test_w3_first_turn_link_from_outside_the_network() -> None:
    s = solo({"cannock[1]": tile(0, "coal", 1, coal=2)}, rnd=1, automa={"deck": [18]},
             options={"difficulty": "easy"})
    v = board(s)
    assert v["links"] == {"cannock--walsall": 1}
    assert v["automa"]["latest"] == "cannock"
    assert not any(t["owner"] == 1 for t in v["tiles"].values())


def test_w4_slot_by_tiebreak_icon_then_sell_fallback_link() -> None:
    s = solo({}, {"birmingham--worcester": 0, "gloucester--worcester": 0}, {"deck": [8, 12]})
    v = board(s)
    assert v["tiles"]["coventry[2]"] == tile(1, "manufacturer", 2, flipped=False)
    assert "coventry[1]" not in v["tiles"]
    assert v["markets"]["iron"] == 7
    assert v["links"]["birmingham--coventry"] == 1
    assert v["automa"]["top_card"]["card"] == 12 and v["automa"]["discard"] == [8]


def _w5(with_walsall_brewery: bool) -> meeple.State:
    tiles = {"kidderminster[1]": tile(1, "cotton", 1), "wolverhampton[0]": tile(1, "manufacturer", 2),
             "coalbrookdale[0]": tile(0, "brewery", 1, beer=1)}
    if with_walsall_brewery:
        tiles["walsall[1]"] = tile(1, "brewery", 1, beer=1)
    links = {"coalbrookdale--kidderminster": 1, "coalbrookdale--shrewsbury": 1, "coalbrookdale--wolverhampton": 1}
    return solo(tiles, links, {"start": "automa_rear", "deck": [20]})


def test_w5_sell_order_merchant_beer_then_own_beer() -> None:
    s = _w5(True)
    t = board(s)["tiles"]
    assert t["kidderminster[1]"]["flipped"] and t["wolverhampton[0]"]["flipped"]
    assert t["walsall[1]"] == tile(1, "brewery", 1, flipped=True, beer=0)
    assert t["coalbrookdale[0]"] == tile(0, "brewery", 1, flipped=False, beer=1)
    assert automa_vp(s) == 4
    assert board(s)["merchants"]["shrewsbury[0]"]["beer"] is False


def test_w5_variant_takes_the_humans_beer_last() -> None:
    s = _w5(False)
    v = board(s)
    assert v["tiles"]["wolverhampton[0]"]["flipped"]
    assert v["tiles"]["coalbrookdale[0]"] == tile(0, "brewery", 1, flipped=True, beer=0)
    assert v["players"][0]["income_space"] == 14


@pytest.mark.parametrize(("card", "iron_after", "vp"), [(2, 5, 3), (7, 6, 3)])
def test_w6_develop_thresholds(card: int, iron_after: int, vp: int) -> None:
    s = solo({}, markets={"iron": 7}, automa={"start": "automa_rear", "deck": [card]})
    assert board(s)["markets"]["iron"] == iron_after and automa_vp(s) == vp


def test_w6c_board_iron_only_then_pass() -> None:
    s = solo({"stafford[0]": tile(1, "brewery", 1, flipped=True)}, {"cannock--stafford": 0, "stafford--stone": 0},
             markets={"iron": 7}, automa={"start": "automa_rear", "deck": [3], "latest": "stafford"})
    assert board(s)["markets"]["iron"] == 7 and automa_vp(s) == 5


def test_w7_rail_front_network_double_then_develop_own_works() -> None:
    tiles = {"redditch[1]": tile(1, "iron", 2, iron=1), "dudley[0]": tile(1, "coal", 2, coal=3),
             "walsall[1]": tile(1, "brewery", 2, beer=2), "redditch[0]": tile(0, "manufacturer", 5)}
    s = solo(tiles, {"birmingham--dudley": 0}, {"deck": [5, 19]}, era="rail")
    v = board(s)
    assert v["links"] == {"birmingham--dudley": 0, "birmingham--redditch": 1, "birmingham--walsall": 1}
    assert v["tiles"]["dudley[0]"]["coal"] == 1
    assert v["tiles"]["walsall[1]"]["beer"] == 1
    assert v["tiles"]["redditch[1]"] == tile(1, "iron", 2, flipped=True, iron=0)
    assert v["automa"]["latest"] == "walsall" and automa_vp(s) == 3
    assert v["markets"]["iron"] == 8


def test_w8_coal_link_before_an_iron_works() -> None:
    s = solo({"tamworth[0]": tile(1, "coal", 2, coal=3)}, markets={"iron": 5}, automa={"deck": [10]})
    v = board(s)
    assert v["links"] == {"birmingham--tamworth": 1}
    assert v["tiles"]["birmingham[2]"] == tile(1, "iron", 2, flipped=True, iron=0)
    assert v["tiles"]["tamworth[0]"]["coal"] == 2
    assert v["markets"]["iron"] == 9
    assert v["automa"]["discard"] == [10] and v["automa"]["latest"] == "birmingham"


def test_w9_sell_fallback_builds_a_brewery_in_the_rears_town() -> None:
    s = solo({"worcester[0]": tile(1, "cotton", 1)}, {"birmingham--worcester": 1, "birmingham--oxford": 0},
             merchant_beer=["shrewsbury[0]", "gloucester[0]"], automa={"start": "automa_rear", "deck": [1]})
    v = board(s)
    assert v["tiles"]["stone[0]"] == tile(1, "brewery", 1, flipped=False, beer=1)
    assert v["markets"]["iron"] == 7 and v["automa"]["latest"] == "stone"


def test_w10_canal_limit_no_overbuild_then_rear_network() -> None:
    s = solo({"cannock[1]": tile(1, "coal", 2, coal=3), "burton_on_trent[0]": tile(0, "coal", 1, coal=2)},
             automa={"deck": [2, 4]})
    v = board(s)
    assert v["tiles"]["nuneaton[1]"] == tile(1, "cotton", 1, flipped=False)
    assert v["links"] == {"nuneaton--tamworth": 1}
    assert v["automa"]["latest"] == "tamworth"


def test_w11_rail_rejected_card_then_rear_double_through_human_coal() -> None:
    tiles = {"cannock[0]": tile(0, "manufacturer", 2), "cannock[1]": tile(0, "coal", 2, coal=1),
             "kidderminster[0]": tile(0, "coal", 2, coal=2)}
    s = solo(tiles, automa={"deck": [19, 4, 17]}, era="rail")
    v = board(s)
    assert v["tiles"]["coalbrookdale[0]"] == tile(1, "brewery", 2, flipped=False, beer=1)
    assert v["links"] == {"coalbrookdale--kidderminster": 1, "kidderminster--worcester": 1}
    assert v["tiles"]["kidderminster[0]"] == tile(0, "coal", 2, flipped=True, coal=0)
    assert v["players"][0]["income_space"] == 17
    assert v["markets"]["iron"] == 7
    assert v["automa"]["discard"] == [4, 19] and v["automa"]["latest"] == "worcester"


def test_w12_clockwise_tiebreak_at_walsall() -> None:
    s = solo({}, {"birmingham--walsall": 0}, {"deck": [18, 8]})
    v = board(s)
    assert v["tiles"]["walsall[1]"] == tile(1, "manufacturer", 2, flipped=False)
    assert v["links"]["cannock--walsall"] == 1 and len(v["links"]) == 2


def test_w13_rail_only_a_merchant_line_then_develop_from_the_humans_works() -> None:
    tiles = {"coalbrookdale[1]": tile(1, "iron", 3, flipped=True), "coalbrookdale[0]": tile(0, "iron", 2, iron=2),
             "burton_on_trent[1]": tile(0, "brewery", 2, beer=1)}
    links = {"coalbrookdale--wolverhampton": 0, "coalbrookdale--kidderminster": 0}
    s = solo(tiles, links, {"deck": [4, 13]}, era="rail")
    v = board(s)
    assert v["links"]["coalbrookdale--shrewsbury"] == 1 and len(v["links"]) == 3
    assert v["markets"]["coal"] == 12
    assert v["automa"]["latest"] == "shrewsbury"
    assert v["tiles"]["coalbrookdale[0]"] == tile(0, "iron", 2, flipped=True, iron=0)
    assert v["players"][0]["income_space"] == 13 and automa_vp(s) == 3


def test_w14_coal_link_to_a_merchant() -> None:
    s = solo({"worcester[0]": tile(1, "cotton", 1)}, {"gloucester--worcester": 1}, {"deck": [1]},
             markets={"iron": 6})
    v = board(s)
    assert v["links"]["gloucester--redditch"] == 1
    assert v["tiles"]["redditch[1]"] == tile(1, "iron", 2, flipped=True, iron=0)
    assert v["markets"] == {"coal": 12, "iron": 10}


def test_w15_nothing_works_pass() -> None:
    s = solo({}, {"cannock--stafford": 0, "stafford--stone": 0}, {"deck": [11, 3]})
    v = board(s)
    assert v["tiles"]["stafford[1]"] == tile(1, "pottery", 1, flipped=False)
    assert v["markets"]["iron"] == 7 and automa_vp(s) == 5


def test_w16_rail_preparation_of_an_untouched_medium_mat() -> None:
    s = solo({}, {"cannock--stafford": 0, "stafford--stone": 0}, {"start": "automa_rear", "deck": [3]}, rnd=10)
    v = board(s)
    assert v["era"] == "rail" and v["round"] == 1
    mat = v["players"][1]["mat"]
    assert mat["cotton"] == [0, 1, 3, 3] and mat["brewery"] == [0, 2, 2, 1]
    assert mat["manufacturer"] == [0, 2, 0, 0, 1, 1, 1, 2] and mat["coal"] == [0, 1, 2, 2]
    assert mat["iron"] == [0, 1, 1, 1] and mat["pottery"] == [1, 1, 1, 1, 1]
    _layers_hold(s.automa.deck)
    assert v["automa"]["discard"] == [] and v["links"] == {}
