"""The worked examples of spec §14 (B1-B8), as scenarios."""

from __future__ import annotations

import pytest
from bb_helpers import HAND, game, labels, play, player, tiles

import meeple
from meeple.builtin.brass_birmingham.board import COAL_EMPTY, COAL_PRICES, IRON_EMPTY, IRON_PRICES, buy_cost


def test_b1_market_buying():
    assert buy_cost(COAL_PRICES, COAL_EMPTY, 13, 3) == 5
    assert buy_cost(IRON_PRICES, IRON_EMPTY, 8, 2) == 4
    assert buy_cost(COAL_PRICES, COAL_EMPTY, 1, 3) == 7 + 8 + 8
    assert buy_cost(IRON_PRICES, IRON_EMPTY, 0, 2) == 12


def test_b1c_iron_works_pays_first_then_sells_to_the_market():
    s = game({"turn_order": [0, 1], "round": 2, "links": {"birmingham--oxford": 0},
              "players": [{"hand": ["birmingham"] + HAND[:7]}, {}]})
    play(s, "build", "card birmingham", "industry iron")
    p = player(s, 0)
    # £5 + 1 coal from the market (£1, connected to Oxford) = £6; then 2 iron sold for £1 + £1
    assert p["money"] == 17 - 6 + 2 and p["spent"] == 6
    assert tiles(s)["birmingham[2]"] == {"owner": 0, "industry": "iron", "level": 1, "flipped": False, "iron": 2}
    assert s.view(None)["markets"] == {"coal": 12, "iron": 10}


def test_b1d_coal_mine_connected_to_a_merchant_sells_to_the_market():
    s = game({"turn_order": [0, 1], "round": 2, "links": {"oxford--redditch": 1},
              "players": [{"hand": ["redditch"] + HAND[:7], "mat": {"coal": 2}}, {}]})
    play(s, "build", "card redditch", "industry coal")
    assert player(s, 0)["money"] == 17 - 7 + 1
    assert tiles(s)["redditch[0]"]["coal"] == 2
    assert s.view(None)["markets"]["coal"] == 14


def test_b1d_coal_mine_not_connected_keeps_its_cubes():
    s = game({"turn_order": [0, 1], "round": 2,
              "players": [{"hand": ["redditch"] + HAND[:7], "mat": {"coal": 2}}, {}]})
    # unconnected, the Manufacturer and the Iron Works (both need coal) are not offered: coal is forced
    play(s, "build", "card redditch")
    assert player(s, 0)["money"] == 10
    assert tiles(s)["redditch[0]"]["coal"] == 3
    assert s.view(None)["markets"]["coal"] == 13


@pytest.mark.parametrize("space,after", [(10, 7), (26, 20), (33, 26), (3, 0)])
def test_b2_loans_land_on_the_top_space_of_the_new_level(space, after):
    s = game({"turn_order": [0, 1], "round": 2, "players": [{"income_space": space}, {}]})
    play(s, "loan")
    if s.view(None)["action"]:
        s.apply(labels(s)[0])
    assert player(s, 0)["income_space"] == after
    assert player(s, 0)["money"] == 47


def test_b2_no_loan_below_level_minus_ten():
    s = game({"turn_order": [0, 1], "round": 2, "players": [{"income_space": 2}, {}]})
    assert "loan" not in labels(s)
    with pytest.raises(meeple.IllegalAction, match="below -10"):
        s.apply("loan")


def test_b3_flips_move_spaces_and_income_is_paid_by_level():
    s = game({"turn_order": [0, 1], "round": 2, "current": 1, "actions_left": 1,
              "tiles": {"dudley[0]": {"owner": 0, "industry": "coal", "level": 2, "coal": 1}},
              "players": [{"income_space": 7}, {"hand": ["dudley"] + HAND[:6]}]})
    # Dudley's coal slot is taken (and holds coal, so no overbuild): the Iron Works is forced
    play(s, "build", "card dudley")
    # the last coal cube came from P0's mine: it flipped, +7 spaces -> space 14 = level 2
    assert tiles(s)["dudley[0]"]["flipped"] is True
    assert s.view(None)["round"] == 3
    assert player(s, 0)["income_space"] == 14 and player(s, 0)["income_level"] == 2
    assert player(s, 0)["money"] == 17 + 2


def test_b4_turn_order_by_money_spent_ties_keep_their_order():
    s = game({"turn_order": [0, 1, 2], "round": 2, "current": 2, "actions_left": 1,
              "players": [{"spent": 10}, {}, {"spent": 10}]}, players=3)
    play(s, "pass")
    if s.view(None)["action"]:
        s.apply(labels(s)[0])
    v = s.view(None)
    assert v["turn_order"] == [1, 0, 2] and v["current"] == 1
    assert [p["spent"] for p in v["players"]] == [0, 0, 0]


B5 = {"turn_order": [0, 1], "round": 2,
      "links": {"birmingham--dudley": 1, "dudley--wolverhampton": 1},
      "tiles": {"dudley[0]": {"owner": 1, "industry": "coal", "level": 2, "coal": 1},
                "wolverhampton[1]": {"owner": 1, "industry": "coal", "level": 2, "coal": 3}},
      "players": [{"mat": {"manufacturer": 3}, "hand": ["birmingham"] + HAND[:7]}, {}]}


def test_b5_coal_from_the_nearest_mine_first():
    s = game(B5)
    play(s, "build", "card birmingham", "industry manufacturer")
    t = tiles(s)
    assert t["birmingham[1]"] == {"owner": 0, "industry": "manufacturer", "level": 3, "flipped": False}
    assert t["dudley[0]"]["flipped"] is True and t["wolverhampton[1]"]["coal"] == 2
    assert player(s, 1)["income_space"] == 17
    assert player(s, 0)["money"] == 17 - 12


def test_b5_without_the_far_mine_the_manufacturer_is_not_offered():
    setup = dict(B5, tiles={"dudley[0]": B5["tiles"]["dudley[0]"]})
    s = game(setup)
    play(s, "build", "card birmingham")
    assert "industry manufacturer" not in labels(s)
    assert "industry cotton" in labels(s)


def test_coal_distance_tie_is_the_builders_choice():
    s = game({"turn_order": [0, 1], "round": 2,
              "links": {"birmingham--dudley": 1, "birmingham--tamworth": 1},
              "tiles": {"dudley[0]": {"owner": 1, "industry": "coal", "level": 2, "coal": 1},
                        "tamworth[0]": {"owner": 1, "industry": "coal", "level": 2, "coal": 2}},
              "players": [{"mat": {"manufacturer": 3}, "hand": ["birmingham"] + HAND[:7]}, {}]})
    play(s, "build", "card birmingham", "industry manufacturer")
    assert labels(s) == ["coal dudley[0]", "coal tamworth[0]", "cancel"]
    s.apply("coal tamworth[0]")
    # the second cube: both still tie at distance 1
    assert labels(s) == ["coal dudley[0]", "coal tamworth[0]", "cancel"]
    s.apply("coal tamworth[0]")
    t = tiles(s)
    assert t["tamworth[0]"]["flipped"] and t["dudley[0]"]["coal"] == 1
    assert s.view(None)["action"] is None


B6 = {
    "era": "rail", "round": 3, "turn_order": [0, 1], "current": 0,
    "markets": {"coal": 13, "iron": 8},
    "merchants": {"shrewsbury[0]": "blank", "oxford[0]": "cotton", "oxford[1]": "manufacturer",
                  "gloucester[0]": "all_goods", "gloucester[1]": "blank"},
    "merchant_beer": ["oxford[0]", "gloucester[0]"],
    "tiles": {
        "walsall[0]": {"owner": 0, "industry": "iron", "level": 2, "flipped": True},
        "cannock[1]": {"owner": 0, "industry": "coal", "level": 2, "coal": 2},
        "burton_on_trent[1]": {"owner": 1, "industry": "brewery", "level": 2, "beer": 1},
    },
    "players": [{"money": 20, "income_space": 14, "mat": {"manufacturer": 3}, "hand": ["stafford", "cannock"]},
                {"vp": 12, "hand": ["wild_location"]}],
}


def test_b6_setup_card_arithmetic():
    v = game(B6).view(0)
    assert v["deck_size"] == 16
    assert v["wild_piles"] == {"wild_location": 3, "wild_industry": 4}
    assert [len(p["discard"]) for p in v["players"]] == [5, 4]
    assert [p["hand_size"] for p in v["players"]] == [8, 8]
    assert v["players"][0]["mat"]["manufacturer"] == [0, 0, 1, 1, 2, 1, 1, 2]
    assert v["players"][0]["mat"]["iron"] == [1, 0, 1, 1] and v["players"][0]["mat"]["coal"] == [1, 1, 2, 2]


def test_b6_double_rail_with_an_opponents_beer():
    s = game(B6)
    play(s, "network", "card stafford", "link cannock--walsall")
    assert labels(s) == ["link burton_on_trent--cannock", "done", "cancel"]
    s.apply("link burton_on_trent--cannock")
    v = s.view(None)
    assert v["links"] == {"cannock--walsall": 0, "burton_on_trent--cannock": 0}
    assert v["tiles"]["cannock[1]"]["flipped"] and v["tiles"]["burton_on_trent[1]"]["flipped"]
    p, q = v["players"]
    assert (p["money"], p["spent"], p["income_space"]) == (5, 15, 21)
    assert q["income_space"] == 15
    assert v["action"] is None and v["actions_left"] == 1


def test_b6_no_second_link_without_reachable_beer():
    setup = dict(B6, tiles={**{k: v for k, v in B6["tiles"].items() if not k.startswith("burton")},
                            "uttoxeter[0]": {"owner": 1, "industry": "brewery", "level": 2, "beer": 1}})
    s = game(setup)
    play(s, "network", "card stafford", "link cannock--walsall")
    v = s.view(None)
    assert v["action"] is None and v["links"] == {"cannock--walsall": 0}
    assert v["players"][0]["money"] == 15 and v["actions_left"] == 1


B7 = {"turn_order": [0, 1], "round": 10, "current": 1, "actions_left": 2, "merchant_beer": [],
      "links": {"kidderminster--worcester": 0, "gloucester--worcester": 0},
      "tiles": {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 1, "flipped": True},
                "farm_brewery_south[0]": {"owner": 1, "industry": "brewery", "level": 1, "flipped": True},
                "kidderminster[1]": {"owner": 1, "industry": "cotton", "level": 1}}}


def test_b7_end_of_the_canal_era():
    s = game(B7)
    assert player(s, 0)["hand_size"] == 0 and player(s, 1)["hand_size"] == 2
    while s.view(None)["era"] == "canal":
        s.apply("pass")
        if s.view(None)["action"]:
            s.apply(labels(s)[0])
    v = s.view(None)
    assert [p["vp"] for p in v["players"]] == [3 + 3 + 5, 4]
    assert v["tiles"] == {} and v["links"] == {}
    assert [p["links_left"] for p in v["players"]] == [14, 14]
    assert {k: m["beer"] for k, m in v["merchants"].items()} == {
        "shrewsbury[0]": True, "oxford[0]": True, "oxford[1]": False, "gloucester[0]": True, "gloucester[1]": False}
    assert v["round"] == 1 and v["deck_size"] == 24
    assert [p["hand_size"] for p in v["players"]] == [8, 8]
    assert all(p["discard"] == [] and p["face_down"] == 0 for p in v["players"])
    assert v["actions_left"] == 2


def test_b7_level_two_tiles_stay_and_score_again():
    setup = dict(B7, tiles={"worcester[0]": {"owner": 0, "industry": "cotton", "level": 2, "flipped": True}})
    s = game(setup)
    while s.view(None)["era"] == "canal":
        s.apply("pass")
        if s.view(None)["action"]:
            s.apply(labels(s)[0])
    v = s.view(None)
    # links: kidderminster--worcester 0 + 2 (flipped Cotton II) = 2; gloucester--worcester 2 + 2 = 4; tile 5
    assert v["players"][0]["vp"] == 2 + 4 + 5
    assert v["tiles"] == {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 2, "flipped": True}}


B8 = {"turn_order": [1, 0], "round": 2, "current": 0, "actions_left": 2,
      "tiles": {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 1},
                "dudley[0]": {"owner": 0, "industry": "coal", "level": 2, "coal": 3}},
      "players": [{"money": 2, "income_space": 5, "vp": 3}, {}]}


def _pass_turn(s):
    for _ in range(2):
        s.apply("pass")
        if s.view(None)["action"]:
            s.apply(labels(s)[0])


@pytest.mark.parametrize("remove,money", [("remove dudley[0]", 0), ("remove worcester[0]", 3)])
def test_b8_income_shortfall(remove, money):
    s = game(B8)
    _pass_turn(s)
    assert s.to_move == (0,)
    assert labels(s) == ["remove dudley[0]", "remove worcester[0]"]
    assert s.view(None)["shortfall"] == {"seat": 0, "debt": 3}
    s.apply(remove)
    v = s.view(None)
    assert v["shortfall"] is None and v["players"][0]["money"] == money
    assert len(v["tiles"]) == 1 and v["round"] == 3 and v["players"][0]["vp"] == 3


def test_shortfall_with_a_single_tile_removes_it_without_asking():
    s = game(dict(B8, tiles={"dudley[0]": B8["tiles"]["dudley[0]"]}))
    _pass_turn(s)
    v = s.view(None)
    assert v["tiles"] == {} and v["players"][0]["money"] == 0 and v["round"] == 3


def test_shortfall_without_tiles_costs_vp_but_not_below_zero():
    s = game(dict(B8, tiles={}, players=[{"money": 2, "income_space": 0, "vp": 5}, {}]))
    _pass_turn(s)
    assert player(s, 0)["vp"] == 0 and player(s, 0)["money"] == 0


def test_shortfall_tiles_that_cannot_cover_the_debt_all_go_and_vp_are_lost():
    s = game(dict(B8, players=[{"money": 0, "income_space": 0, "vp": 5}, {}]))
    _pass_turn(s)
    # debt 10; tiles raise 6 + 3 = 9; 1 VP lost
    v = s.view(None)
    assert v["tiles"] == {} and v["players"][0]["vp"] == 4 and v["players"][0]["money"] == 0
