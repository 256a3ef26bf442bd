"""Each interpretation of the spec is an option; the default is the spec's reading (RULES.md)."""

from __future__ import annotations

import pytest
from bb_helpers import HAND, game, labels, play, player, tiles
from test_bb_worked_examples import B7

import meeple

R2 = {"turn_order": [0, 1], "round": 2}


def _end_canal(s):
    while s.view(None)["era"] == "canal" and not s.is_over:
        s.apply("pass")
        if not s.is_over and s.view(None)["action"]:
            s.apply(labels(s)[0])


def test_options_are_declared_with_the_spec_defaults():
    opts = meeple.game_info("brass_birmingham").options
    assert {k: opts[k].default for k in ("link_cap", "kw_link_farm_vp", "merchant_paths",
                                         "overbuild_own_beside_free_slot", "merchant_beer_any_sale",
                                         "unflipped_link_vp", "intro_final_income", "intro_vp_floor")} == {
        "link_cap": True, "kw_link_farm_vp": True, "merchant_paths": True, "overbuild_own_beside_free_slot": True,
        "merchant_beer_any_sale": False, "unflipped_link_vp": False, "intro_final_income": False,
        "intro_vp_floor": True}
    with pytest.raises(meeple.GameError, match="link_cap"):
        meeple.new_game("brass_birmingham", players=2, options={"link_cap": "maybe"})


@pytest.mark.parametrize("cap", [True, False])
def test_link_cap(cap):
    s = game(dict(R2, players=[{"links_left": 0}, {}]), link_cap=cap)
    assert ("network" in labels(s)) == (not cap)


@pytest.mark.parametrize("on,vp", [(True, 3 + 3 + 5), (False, 1 + 3 + 5)])
def test_kidderminster_worcester_link_scores_the_farm(on, vp):
    s = game(B7, kw_link_farm_vp=on)
    _end_canal(s)
    assert player(s, 0)["vp"] == vp


@pytest.mark.parametrize("on,vp", [(False, 3 + 3 + 5), (True, 4 + 3 + 5)])
def test_unflipped_link_vp(on, vp):
    s = game(B7, unflipped_link_vp=on)
    _end_canal(s)
    assert player(s, 0)["vp"] == vp


@pytest.mark.parametrize("on", [True, False])
def test_merchant_paths(on):
    merchants = {"shrewsbury[0]": "manufacturer", "oxford[0]": "blank", "oxford[1]": "blank",
                 "gloucester[0]": "all_goods", "gloucester[1]": "cotton"}
    s = game(dict(R2, merchants=merchants, links={"birmingham--oxford": 0, "oxford--redditch": 1,
                                                  "gloucester--redditch": 1},
                  tiles={"birmingham[1]": {"owner": 0, "industry": "manufacturer", "level": 3}}),
             merchant_paths=on)
    assert ("sell" in labels(s)) == on  # Birmingham reaches Gloucester only through Oxford
    s = game(dict(R2, links={"birmingham--oxford": 0}), merchant_paths=on)
    play(s, "network", "card stafford")
    assert ("link oxford--redditch" in labels(s)) == on  # Oxford is in P0's network only with the option


@pytest.mark.parametrize("on,expected", [(True, ["overbuild 0", "slot 1", "cancel"]), (False, None)])
def test_overbuild_own_beside_a_free_slot(on, expected):
    s = game({"era": "rail", **R2, "links": {"gloucester--worcester": 1},
              "tiles": {"worcester[0]": {"owner": 0, "industry": "cotton", "level": 2}},
              "players": [{"money": 40, "hand": ["worcester"] + HAND[:7], "mat": {"cotton": 3}}, {}]},
             overbuild_own_beside_free_slot=on)
    play(s, "build", "card worcester")
    if expected:
        assert labels(s) == expected
    else:  # the free slot is forced
        assert tiles(s)["worcester[1]"]["level"] == 3 and tiles(s)["worcester[0]"]["level"] == 2


def test_merchant_beer_for_a_sale_needing_none():
    setup = dict(R2, links={"birmingham--oxford": 0}, merchant_beer=["oxford[0]"],
                 tiles={"birmingham[1]": {"owner": 0, "industry": "manufacturer", "level": 3}})
    s = game(setup, merchant_beer_any_sale=True)
    play(s, "sell", "card stafford")
    assert labels(s) == ["beer merchant", "done", "cancel"]
    s.apply("beer merchant")
    assert player(s, 0)["income_space"] == 10 + 4 + 2  # the flip, then Oxford's bonus
    s = game(setup, merchant_beer_any_sale=True)
    play(s, "sell", "card stafford", "done")
    assert player(s, 0)["income_space"] == 14 and s.view(None)["merchants"]["oxford[0]"]["beer"]


@pytest.mark.parametrize("income,floor,vps", [(False, True, [9 + 2, 0]), (True, False, [10 + 2, 0 - 5])])
def test_introductory_options(income, floor, vps):
    s = game({"turn_order": [0, 1], "round": 10, "current": 0,
              "players": [{"money": 38, "income_space": 13}, {"money": 3, "income_space": 5}]},
             introductory=True, intro_final_income=income, intro_vp_floor=floor)
    _end_canal(s)
    assert s.is_over and [p["vp"] for p in s.view(None)["players"]] == vps
