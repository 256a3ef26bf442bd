"""One test (at least) per rule of the spec, on hand-built positions."""

from __future__ import annotations

import pytest
from bb_helpers import HAND, game, labels, play, player, tiles

import meeple
from meeple.builtin.brass_birmingham.board import ERA_LINKS

R2 = {"turn_order": [0, 1], "round": 2}


# ---- turn structure ---------------------------------------------------------------------------

def test_first_canal_round_has_one_action_then_two():
    s = meeple.new_game("brass_birmingham", players=2, seed=3)
    first = s.to_move[0]
    assert s.view(None)["actions_left"] == 1
    s.apply("loan")
    if s.view(None)["action"]:
        s.apply(labels(s)[0])
    assert s.to_move[0] != first
    assert player(s, first)["hand_size"] == 8 and s.view(None)["deck_size"] == 21


def test_action_kinds_are_always_asked_and_listed_in_label_order():
    s = game(R2)
    assert labels(s) == sorted(labels(s)) and "pass" in labels(s)


# ---- network ------------------------------------------------------------------------------------

def test_canal_link_costs_3_and_no_coal_anywhere_on_an_empty_board():
    s = game(R2)
    play(s, "network", "card stafford")
    assert len([x for x in labels(s) if x.startswith("link")]) == len(ERA_LINKS[0]) == 31  # every canal line
    s.apply("link birmingham--oxford")
    p = player(s, 0)
    assert (p["money"], p["spent"], p["links_left"]) == (14, 3, 13)
    assert s.view(None)["markets"]["coal"] == 13


def test_links_must_touch_the_network():
    s = game(dict(R2, links={"birmingham--oxford": 0}))
    play(s, "network", "card stafford")
    for lab in labels(s)[:-1]:
        ends = lab.split()[1].split("--")
        assert "birmingham" in ends or "oxford" in ends


def test_rail_link_needs_coal_from_a_connected_mine_or_a_merchant_connection():
    s = game({"era": "rail", **R2, "tiles": {"walsall[0]": {"owner": 0, "industry": "iron", "level": 2,
                                                          "flipped": True}}})
    # Walsall touches no merchant and no mine holds coal: no rail link can be paid for with coal
    assert "network" not in labels(s)
    with pytest.raises(meeple.IllegalAction, match="network"):
        s.apply("network")
    s = game({"era": "rail", **R2, "tiles": {"birmingham[2]": {"owner": 0, "industry": "iron", "level": 2,
                                                             "flipped": True}}})
    # birmingham--oxford is the only line with coal (market coal through Oxford): it is forced
    play(s, "network", "card stafford")
    assert s.view(None)["links"] == {"birmingham--oxford": 0}
    assert player(s, 0)["money"] == 17 - 5 - 1 and s.view(None)["markets"]["coal"] == 12


def test_double_rail_cannot_use_merchant_beer():
    s = game({"era": "rail", **R2, "merchant_beer": ["gloucester[0]"],
              "tiles": {"redditch[0]": {"owner": 0, "industry": "coal", "level": 2, "coal": 3}}})
    play(s, "network", "card stafford", "link gloucester--redditch")
    # no brewery anywhere: the action ends after one link although Gloucester has a barrel
    assert s.view(None)["action"] is None and s.view(None)["links"] == {"gloucester--redditch": 0}


def test_cancel_restores_the_position_mid_double_rail():
    setup = {"era": "rail", **R2,
             "tiles": {"cannock[1]": {"owner": 0, "industry": "coal", "level": 2, "coal": 3},
                       "walsall[1]": {"owner": 0, "industry": "brewery", "level": 2, "beer": 2}}}
    s = game(setup)
    before = s.view(0)
    play(s, "network", "card stafford", "link cannock--walsall")
    assert "done" in labels(s)
    s.apply("cancel")
    after = s.view(0)
    assert after == before and s.events[-1] == "P1 cancels the network"


# ---- build -------------------------------------------------------------------------------------

def test_location_card_builds_anywhere_industry_card_only_in_the_network():
    s = game(dict(R2, tiles={"worcester[0]": {"owner": 0, "industry": "cotton", "level": 1, "flipped": True}},
                  links={"kidderminster--worcester": 0},
                  players=[{"hand": ["brewery"] + HAND[:7]}, {}]))
    play(s, "build", "card brewery")
    # the three-ended link puts the southern farm in the network; Kidderminster and Worcester have no brewery slot
    assert s.view(None)["tiles"]["farm_brewery_south[0]"]["owner"] == 0


def test_empty_board_exception_opens_every_undeveloped_slot_farms_included():
    s = game(dict(R2, players=[{"hand": ["brewery"] + HAND[:7]}, {}]))
    play(s, "build", "card brewery")
    locs = labels(s)
    assert "at farm_brewery_north" in locs and "at farm_brewery_south" in locs and "at stafford" in locs


def test_wild_location_cannot_name_a_farm_brewery():
    s = game(dict(R2, players=[{"hand": ["wild_location"] + HAND[:7]}, {}]))
    play(s, "build", "card wild_location", "industry brewery")
    assert not any("farm" in x for x in labels(s)) and "at uttoxeter" in labels(s)


def test_single_icon_slot_must_be_used_first_and_identical_slots_are_one_choice():
    s = game(dict(R2, links={"birmingham--oxford": 1}, players=[{"hand": ["birmingham"] + HAND[:7]}, {}]))
    play(s, "build", "card birmingham", "industry manufacturer")
    # birmingham[1] and [3] are manufacturer-only: the lower is used, [0] (cotton/manufacturer) is not offered
    assert tiles(s)["birmingham[1]"]["industry"] == "manufacturer"


def test_canal_era_one_tile_per_location_per_player():
    s = game(dict(R2, tiles={"birmingham[2]": {"owner": 0, "industry": "iron", "level": 1, "iron": 4},
                             "birmingham[1]": {"owner": 1, "industry": "manufacturer", "level": 1}},
                  players=[{"hand": ["birmingham"] + HAND[:7]}, {}]))
    play(s, "build")
    assert "card birmingham" not in labels(s)
    # the other player still may build there
    s2 = game(dict(R2, current=1, tiles={"birmingham[2]": {"owner": 0, "industry": "iron", "level": 1,
                                                             "iron": 4}},
                   players=[{}, {"hand": ["birmingham"] + HAND[:7]}]))
    play(s2, "build", "card birmingham")  # only the Cotton Mill needs no coal: forced
    assert tiles(s2)["birmingham[0]"]["owner"] == 1


def test_overbuild_own_tile_in_the_canal_era():
    s = game(dict(R2, links={"gloucester--worcester": 1},
                  tiles={"worcester[0]": {"owner": 0, "industry": "cotton", "level": 1}},
                  players=[{"hand": ["worcester"] + HAND[:7], "mat": {"cotton": 2}}, {}]))
    play(s, "build", "card worcester")
    t = tiles(s)
    assert t["worcester[0]"] == {"owner": 0, "industry": "cotton", "level": 2, "flipped": False}
    assert "worcester[1]" not in t
    assert player(s, 0)["money"] == 17 - 14 - 1  # Cotton II: £14 + 1 market coal (£1)


def test_overbuild_own_tile_allowed_beside_a_free_slot_in_the_rail_era():
    s = game({"era": "rail", **R2, "links": {"gloucester--worcester": 1},
              "tiles": {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 2}},
              "players": [{"money": 40, "hand": ["worcester"] + HAND[:7], "mat": {"cotton": 3}}, {}]})
    play(s, "build", "card worcester")
    assert labels(s) == ["overbuild 0", "slot 1", "cancel"]


def test_overbuild_opponents_coal_mine_only_when_no_coal_anywhere():
    setup = dict(R2, markets={"coal": 0}, tiles={"dudley[0]": {"owner": 1, "industry": "coal", "level": 1,
                                                               "flipped": True}},
                 players=[{"hand": ["dudley"] + HAND[:7], "mat": {"coal": 2}}, {}])
    s = game(setup)
    play(s, "build", "card dudley")
    assert tiles(s)["dudley[0]"] == {"owner": 0, "industry": "coal", "level": 2, "flipped": False, "coal": 3}
    s = game(dict(setup, markets={"coal": 1}))
    play(s, "build")
    assert "card dudley" not in labels(s)


def test_opponents_goods_tiles_are_never_overbuilt():
    s = game(dict(R2, links={"gloucester--worcester": 0},
                  tiles={"worcester[0]": {"owner": 1, "industry": "cotton", "level": 1},
                         "kidderminster[1]": {"owner": 1, "industry": "cotton", "level": 1}},
                  players=[{"hand": ["worcester"] + HAND[:7], "mat": {"cotton": 2}}, {}]))
    play(s, "build", "card worcester")
    assert tiles(s)["worcester[1]"]["owner"] == 0 and tiles(s)["worcester[0]"]["owner"] == 1


def test_rail_era_canal_only_tile_blocks_its_stack_but_pottery_one_is_allowed():
    s = game({"era": "rail", **R2, "players": [{"money": 40, "hand": ["worcester"] + HAND[:7]}, {}]})
    # Cotton I is canal-only, so the Worcester card builds nothing: the Stafford Pottery I is forced
    play(s, "build")
    assert tiles(s)["stafford[1]"] == {"owner": 0, "industry": "pottery", "level": 1, "flipped": False}


def test_iron_works_choice_and_market_only_when_no_works_has_iron():
    setup = dict(R2, tiles={"dudley[1]": {"owner": 1, "industry": "iron", "level": 1, "iron": 1},
                            "coalbrookdale[1]": {"owner": 1, "industry": "iron", "level": 2, "iron": 2}},
                 players=[{"hand": HAND}, {}])
    s = game(setup)
    play(s, "build", "card stafford", "industry brewery")
    assert labels(s) == ["iron coalbrookdale[1]", "iron dudley[1]", "cancel"]
    s.apply("iron dudley[1]")
    assert tiles(s)["dudley[1]"]["flipped"] and player(s, 1)["income_space"] == 13
    assert tiles(s)["stafford[0]"]["beer"] == 1


# ---- sell --------------------------------------------------------------------------------------

SELL = dict(R2, links={"gloucester--worcester": 0},
            tiles={"worcester[0]": {"owner": 0, "industry": "cotton", "level": 1}})


def test_sell_with_merchant_beer_takes_the_gloucester_bonus():
    s = game(SELL)
    play(s, "sell", "card stafford")
    assert labels(s) == ["bonus brewery", "bonus coal", "bonus cotton", "bonus iron", "bonus manufacturer", "cancel"]
    s.apply("bonus iron")
    v = s.view(None)
    assert v["tiles"]["worcester[0]"]["flipped"] and v["players"][0]["income_space"] == 15
    assert v["players"][0]["mat"]["iron"] == [0, 1, 1, 1]
    assert v["merchants"]["gloucester[0]"]["beer"] is False
    assert v["players"][0]["money"] == 17  # selling pays nothing by itself


def test_sell_needs_beer_from_a_connected_opponent_brewery():
    base = dict(SELL, merchant_beer=[],
                tiles={**SELL["tiles"], "farm_brewery_south[0]": {"owner": 1, "industry": "brewery", "level": 1,
                                                                   "beer": 1}})
    assert "sell" not in labels(game(base))
    s = game(dict(base, links={**base["links"], "kidderminster--worcester": 1}))
    play(s, "sell", "card stafford")
    v = s.view(None)
    assert v["tiles"]["farm_brewery_south[0]"]["flipped"] and v["players"][1]["income_space"] == 14


def test_sell_with_own_beer_needs_no_connection():
    s = game(dict(SELL, merchant_beer=[],
                  tiles={**SELL["tiles"], "stafford[0]": {"owner": 0, "industry": "brewery", "level": 1, "beer": 1}}))
    play(s, "sell", "card stafford")
    assert tiles(s)["worcester[0]"]["flipped"] and tiles(s)["stafford[0]"]["flipped"]


def test_tile_needing_no_beer_leaves_the_merchant_barrel():
    s = game(dict(R2, links={"birmingham--oxford": 0}, merchant_beer=["oxford[0]"],
                  tiles={"birmingham[1]": {"owner": 0, "industry": "manufacturer", "level": 3}}))
    play(s, "sell", "card stafford")
    v = s.view(None)
    assert v["tiles"]["birmingham[1]"]["flipped"] and v["merchants"]["oxford[0]"]["beer"] is True
    assert v["players"][0]["income_space"] == 14


def test_sell_needs_a_merchant_buying_that_industry():
    s = game(dict(R2, links={"birmingham--oxford": 0}, merchant_beer=["oxford[0]"],
                  tiles={"birmingham[0]": {"owner": 0, "industry": "cotton", "level": 1}}))
    assert "sell" not in labels(s)  # Oxford buys manufactured goods only (its other tile is blank)


def test_several_sales_in_one_action_then_done():
    s = game(dict(R2, links={"birmingham--oxford": 0, "birmingham--worcester": 1, "gloucester--worcester": 1},
                  tiles={"birmingham[1]": {"owner": 0, "industry": "manufacturer", "level": 3},
                         "worcester[0]": {"owner": 1, "industry": "cotton", "level": 1},
                         "coventry[1]": {"owner": 0, "industry": "manufacturer", "level": 2}}))
    play(s, "sell", "card stafford")  # the tile is forced: Coventry is not connected to any merchant
    assert labels(s) == ["to gloucester[0]", "to oxford[0]", "cancel"]
    play(s, "to oxford[0]")
    assert s.view(None)["action"] is None  # nothing more to sell: the action ended by itself
    assert tiles(s)["birmingham[1]"]["flipped"] and not tiles(s)["coventry[1]"]["flipped"]


def test_after_a_sale_another_sale_or_done():
    s = game(dict(R2, links={"birmingham--oxford": 0, "birmingham--coventry": 0},
                  tiles={"birmingham[1]": {"owner": 0, "industry": "manufacturer", "level": 3},
                         "coventry[1]": {"owner": 1, "industry": "manufacturer", "level": 2},
                         "coventry[2]": {"owner": 0, "industry": "manufacturer", "level": 2}}))
    play(s, "sell", "card stafford")
    assert labels(s) == ["sell birmingham[1]", "sell coventry[2]", "cancel"]
    play(s, "sell birmingham[1]")
    assert labels(s) == ["sell coventry[2]", "done", "cancel"]
    play(s, "done")
    assert s.view(None)["action"] is None and not tiles(s)["coventry[2]"]["flipped"]


# ---- develop, loan, scout, pass ----------------------------------------------------------------

def test_develop_one_or_two_tiles_with_iron_lightbulbs_excluded():
    s = game(dict(R2, tiles={"dudley[1]": {"owner": 1, "industry": "iron", "level": 1, "iron": 3}}))
    play(s, "develop", "card stafford")
    assert "develop pottery" not in labels(s)
    with pytest.raises(meeple.IllegalAction):
        s.apply("develop pottery")
    s.apply("develop coal")
    assert "done" in labels(s) and "develop coal" in labels(s)
    s.apply("develop coal")
    v = s.view(None)
    assert v["players"][0]["mat"]["coal"] == [0, 1, 2, 2] and v["tiles"]["dudley[1]"]["iron"] == 1
    assert v["action"] is None


def test_develop_needs_payable_iron():
    s = game(dict(R2, markets={"iron": 0}, players=[{"money": 5}, {}]))
    assert "develop" not in labels(s)


def test_scout_takes_two_wild_cards_and_is_illegal_with_a_wild_in_hand():
    s = game(dict(R2, players=[{"hand": ["wild_industry"]}, {}]))
    assert "scout" not in labels(s)
    with pytest.raises(meeple.IllegalAction, match="wild"):
        s.apply("scout")
    s = game(dict(R2, players=[{"hand": HAND}, {}]))
    play(s, "scout", "card burton_on_trent")
    assert all(x >= "card burton_on_trent" for x in labels(s)[:-1])
    play(s, "card burton_on_trent", "card cannock")
    p = s.view(0)["players"][0]
    assert sorted(p["hand"]) == sorted(["cannock", "stafford", "stafford", "tamworth", "walsall",
                                        "wild_industry", "wild_location"])
    assert s.view(None)["wild_piles"] == {"wild_location": 3, "wild_industry": 3}


def test_wild_cards_go_back_to_their_pile():
    s = game(dict(R2, players=[{"hand": ["wild_location"]}, {}]))
    play(s, "pass", "card wild_location")
    assert s.view(None)["wild_piles"]["wild_location"] == 4
    assert "wild_location" not in player(s, 0)["discard"]


# ---- end of game, options, setup ----------------------------------------------------------------

END = {"era": "rail", "round": 10, "turn_order": [0, 1], "current": 0,
       "players": [{"income_space": 11}, {"income_space": 12}]}


def _finish(s):
    while not s.is_over:
        s.apply("pass")
        if not s.is_over and s.view(None)["action"]:
            s.apply(labels(s)[0])


def test_game_ends_after_the_rail_era_without_income_and_ties_are_shared():
    s = game(END)
    _finish(s)
    r = s.result()
    assert [p["money"] for p in s.view(None)["players"]] == [17, 17]  # no income after the last round
    assert r.winners == (0, 1) and r.ranking == (0, 1)


def test_income_tiebreak_by_space_option():
    s = game(END, income_tiebreak="space")
    _finish(s)
    assert s.result().winners == (1,) and s.result().ranking == (1, 0)


def test_introductory_game_ends_after_the_canal_era():
    s = game({"turn_order": [0, 1], "round": 10, "current": 0,
              "tiles": {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 2, "flipped": True}},
              "players": [{"money": 40, "income_space": 13}, {"money": 3, "income_space": 5}]},
             introductory=True)
    _finish(s)
    # P0: tile 5 + 2 more for the tile again... scored once at era end (5) then once more (5);
    # links none; money 40 -> 10; income level 2 -> +2. P1: money 0, level -5, floored at 0.
    assert [p["vp"] for p in s.view(None)["players"]] == [5 + 10 + 2 + 5, 0]


@pytest.mark.parametrize("bad", [
    {"colour": 1},
    {"round": 11},
    {"tiles": {"dudley[5]": {"owner": 0, "industry": "coal", "level": 1, "coal": 1}}},
    {"tiles": {"dudley[0]": {"owner": 0, "industry": "iron", "level": 1, "iron": 1}}},
    {"tiles": {"dudley[0]": {"owner": 0, "industry": "coal", "level": 1, "coal": 3}}},
    {"tiles": {"dudley[0]": {"owner": 0, "industry": "coal", "level": 1}}},
    {"tiles": {"dudley[0]": {"owner": 0, "industry": "coal", "level": 2, "coal": 1},
               "dudley[1]": {"owner": 0, "industry": "iron", "level": 2, "iron": 1}}},
    {"era": "rail", "tiles": {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 1}}},
    {"links": {"birmingham--nuneaton": 0}},
    {"players": [{"hand": ["belper"]}, {}]},
    {"players": [{"hand": HAND + ["stafford"]}, {}]},
    {"wild_piles": {"wild_location": 4}, "players": [{"hand": ["wild_location"]}, {}]},
    {"merchants": {"shrewsbury[0]": "blank"}},
    {"merchant_beer": ["gloucester[1]"]},
    {"markets": {"coal": 15}},
    {"players": [{"money": -1}, {}]},
    {"turn_order": [0, 0]},
    {"era": "rail", "players": [{"face_down": "stafford"}, {}]},
    {"players": [{"mat": {"cotton": [3, 2, 3]}}, {}]},
])
def test_setup_errors_are_reported(bad):
    with pytest.raises(ValueError, match="setup"):
        game(bad)


# ---- more merchant bonuses, beer choices, wild industry, the income track ceiling --------------

M4 = {"warrington[0]": "cotton", "warrington[1]": "blank", "nottingham[0]": "cotton", "nottingham[1]": "blank",
      "shrewsbury[0]": "all_goods", "gloucester[0]": "manufacturer", "gloucester[1]": "manufacturer",
      "oxford[0]": "pottery", "oxford[1]": "blank"}


@pytest.mark.parametrize("links,tile,effect", [
    ({"stoke_on_trent--warrington": 0}, "stoke_on_trent[0]", ("money", 17 + 5)),
    ({"derby--nottingham": 0}, "derby[0]", ("vp", 3)),
    ({"coalbrookdale--kidderminster": 0, "coalbrookdale--shrewsbury": 0}, "kidderminster[1]", ("vp", 4)),
])
def test_merchant_beer_bonuses(links, tile, effect):
    s = game({"turn_order": [0, 1, 2, 3], "round": 2, "merchants": M4,
              "merchant_beer": ["warrington[0]", "nottingham[0]", "shrewsbury[0]"], "links": links,
              "tiles": {tile: {"owner": 0, "industry": "cotton", "level": 1}},
              "players": [{"hand": HAND}, {}, {}, {}]}, players=4)
    play(s, "sell", "card stafford")
    key, value = effect
    assert player(s, 0)[key] == value and tiles(s)[tile]["flipped"]


def test_two_barrels_from_the_merchant_and_an_own_brewery_in_either_order():
    s = game(dict(R2, links={"birmingham--oxford": 0}, merchant_beer=["oxford[0]"],
                  tiles={"birmingham[1]": {"owner": 0, "industry": "manufacturer", "level": 5},
                         "walsall[1]": {"owner": 0, "industry": "brewery", "level": 1, "beer": 1}}))
    play(s, "sell", "card stafford")
    assert labels(s) == ["beer merchant", "beer walsall[1]", "cancel"]
    s.apply("beer merchant")
    v = s.view(None)
    assert v["tiles"]["birmingham[1]"]["flipped"] and v["tiles"]["walsall[1]"]["flipped"]
    assert v["players"][0]["income_space"] == 10 + 4 + 2 + 2  # brewery flip, Manufacturer V, Oxford bonus


def test_wild_industry_builds_any_industry_in_the_network():
    s = game(dict(R2, links={"cannock--stafford": 0}, players=[{"hand": ["wild_industry"] + HAND[:7]}, {}]))
    play(s, "build", "card wild_industry")
    # Manufacturer I needs coal (none connected), Pottery I costs £17 + iron: only these two remain
    assert labels(s) == ["industry brewery", "industry coal", "cancel"]


def test_income_never_passes_space_99():
    s = game(dict(SELL, players=[{"hand": HAND, "income_space": 97}, {}]))
    play(s, "sell", "card stafford", "bonus coal")
    assert player(s, 0)["income_space"] == 99 and player(s, 0)["income_level"] == 30


def test_rail_era_lines_only_in_the_rail_era():
    s = game({"era": "rail", **R2, "markets": {"coal": 14},
              "tiles": {"walsall[1]": {"owner": 0, "industry": "brewery", "level": 2, "beer": 2},
                        "burton_on_trent[0]": {"owner": 0, "industry": "coal", "level": 2, "coal": 3}}})
    play(s, "network", "card stafford")
    offered = {x.split()[1] for x in labels(s)[:-1]}
    assert "burton_on_trent--walsall" not in offered  # a canal-only line, though Burton's coal would serve it
    assert "burton_on_trent--cannock" in offered  # a rail-only line
