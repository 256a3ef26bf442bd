"""The solo Automa rules one by one (spec brass_birmingham_automa.md §2-§13), as scenarios."""

from __future__ import annotations

import json

import pytest
from automa_helpers import MERCHANTS, automa, automa_vp, board, solo, tile

import meeple
from meeple.builtin.brass_birmingham.automa_data import CARD_GROUP, LAYER_STARTS, layer_of
from meeple.builtin.brass_birmingham.board import IND_INDEX, T_LINKVP, T_VP, TILE_OF, WILD_LOC


def _human(s: meeple.State) -> dict:
    return s.view(0)["players"][0]


# ---- setup (§2) -------------------------------------------------------------------------------

def test_canal_setup_human_deals_19_and_sets_21_aside() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=5)
    h = _human(s)
    v = s.view(0)
    assert len(h["hand"]) == 8 and v["deck_size"] == 11 and h["set_aside"] == 21 and h["discard"] == []
    assert "face_down" not in h and v["actions_left"] == 1 and v["turn_order"] == [0, 1]
    assert v["automa"]["deck_size"] == 22 and v["automa"]["first_turn"] is True
    assert v["players"][1] == {"vp": 0, "links_left": 14, "spent": 0, "mat": v["players"][1]["mat"]}
    assert v["players"][1]["mat"]["manufacturer"] == [0, 2, 0, 0, 1, 1, 1, 2]


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_difficulty_mats(difficulty: str) -> None:
    mats = {"easy": [1, 2, 1, 1, 2, 1, 1, 2], "medium": [0, 2, 0, 0, 1, 1, 1, 2], "hard": [0, 2, 0, 0, 0, 1, 1, 2]}
    s = meeple.new_game("brass_birmingham", players=1, seed=1, options={"difficulty": difficulty})
    assert s.view(None)["players"][1]["mat"]["manufacturer"] == mats[difficulty]
    assert s.view(None)["players"][0]["mat"]["manufacturer"] == [1, 2, 1, 1, 2, 1, 1, 2]


def test_custom_automa_mat_overrides_one_industry() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=1,
                        options={"difficulty": "hard", "automa_mat": {"cotton": [0, 0, 3, 3]}})
    mat = s.view(None)["players"][1]["mat"]
    assert mat["cotton"] == [0, 0, 3, 3] and mat["manufacturer"] == [0, 2, 0, 0, 0, 1, 1, 2]


@pytest.mark.parametrize("bad", [{"cotton": [9, 0, 0, 0]}, {"cotton": [1, 1]}, {"steel": [1]}, {"coal": "all"}])
def test_custom_automa_mat_errors(bad: dict) -> None:
    with pytest.raises(meeple.GameError, match="automa_mat"):
        meeple.new_game("brass_birmingham", players=1, seed=1, options={"automa_mat": bad})


def test_rail_setup_deals_20_and_sets_20_aside() -> None:
    s = solo({}, era="rail", rnd=1, automa={"start": "human"})
    h = _human(s)
    assert len(h["hand"]) == 8 and s.view(0)["deck_size"] == 12 and h["set_aside"] == 20


def _play_to(s: meeple.State, stop, seed: int = 3) -> meeple.State:
    import random
    rnd = random.Random(seed)
    while not s.is_over and not stop(s):
        acts = s.legal_actions()
        s.apply(acts[int(rnd.random() * len(acts))])
    return s


def test_rail_preparation_reshuffles_the_40_cards_and_the_automa_deck() -> None:
    s = _play_to(meeple.new_game("brass_birmingham", players=1, seed=2), lambda x: x.view(None)["era"] == "rail")
    v = s.view(0)
    assert v["round"] == 1 and v["deck_size"] == 12 and len(v["players"][0]["hand"]) == 8
    assert v["players"][0]["set_aside"] == 20 and v["players"][0]["discard"] == []
    assert v["automa"]["discard"] == [] and v["links"] == {} and v["players"][1]["links_left"] == 14
    groups = [CARD_GROUP[c] for c in s.automa.deck]
    assert [groups[:10].count(g) for g in range(3)] == [4, 3, 3]
    assert all(t["level"] > 1 for t in v["tiles"].values())


# ---- setup format errors (§0) -------------------------------------------------------------------

@pytest.mark.parametrize(("setup", "words"), [
    ({"automa": {"deck": [23]}}, "not an Automa card number"),
    ({"automa": {"deck": [3], "discard": [3]}}, "named twice"),
    ({"automa": {"rejected": [4]}}, "automa_rear"),
    ({"round": 5, "automa": {"first_turn": True}}, "Canal round 1"),
    ({"players": [{"set_aside": ["stone"]}]}, "exactly 21"),
    ({"players": [{"face_down": "stone"}]}, "no face-down card"),
    ({"current": 0}, "no 'current'"),
    ({"actions_left": 1, "automa": {"start": "automa_turn"}}, "actions_left"),
    ({"tiles": {"birmingham[1]": tile(1, "manufacturer", 1)}}, "automa: more manufacturer"),
    ({"automa": {"latest": "atlantis"}}, "location id"),
    ({"turn_order": [1, 0]}, "variable"),
    ({"automa": {"start": "later"}}, "automa.start"),
    ({"players": [{}, {}]}, "exactly one object"),
])
def test_setup_errors_say_what_is_wrong(setup: dict, words: str) -> None:
    with pytest.raises(meeple.GameError, match=words):
        meeple.new_game("brass_birmingham", players=1, seed=1, options={"setup": setup})


def test_setup_named_deck_cards_go_on_top() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=1, options={"setup": {"automa": {"deck": [8, 12]}}})
    assert s.automa.deck[:2] == (8, 12) and sorted(s.automa.deck) == list(range(1, 23))
    assert s.view(None)["automa"]["hidden_layers"] is None


# ---- front slots (§6) -----------------------------------------------------------------------

def test_build_tries_the_banner_towns_in_order() -> None:
    s = solo({"cannock[1]": tile(1, "coal", 2, coal=3)}, automa={"deck": [2]})
    assert board(s)["tiles"]["burton_on_trent[0]"] == tile(1, "manufacturer", 2, flipped=False)


def test_iron_condition_reads_board_iron_as_zero_or_the_market_option() -> None:
    tiles = {"dudley[1]": tile(0, "iron", 1, iron=1), "tamworth[0]": tile(1, "coal", 2, coal=3)}
    effective = solo(tiles, markets={"iron": 5}, automa={"deck": [10]})
    assert "birmingham[2]" not in board(effective)["tiles"]
    assert any("iron costs £0, below its £3" in e for e in effective.events)
    market = solo(tiles, markets={"iron": 5}, automa={"deck": [10]}, options={"iron_price_rule": "market"})
    assert board(market)["tiles"]["birmingham[2]"]["industry"] == "iron"


def test_coal_mine_then_a_network_from_it() -> None:
    s = solo({}, automa={"deck": [5]})
    v = board(s)
    assert v["tiles"]["redditch[0]"] == tile(1, "coal", 2, flipped=False, coal=3)
    assert v["links"] == {"oxford--redditch": 1}
    assert v["automa"]["latest"] == "oxford" and v["automa"]["top_card"]["card"] != 5


def test_farm_brewery_with_its_link_is_two_actions() -> None:
    s = solo({"worcester[0]": tile(1, "cotton", 1)}, automa={"deck": [6, 1]})
    v = board(s)
    assert v["links"] == {"kidderminster--worcester": 1}
    assert v["tiles"]["farm_brewery_south[0]"] == tile(1, "brewery", 1, flipped=False, beer=1)
    assert v["automa"]["top_card"]["card"] == 1 and automa_vp(s) == 0


def test_farm_brewery_on_its_own_link_is_one_action_then_the_rear() -> None:
    s = solo({"worcester[0]": tile(1, "cotton", 1, flipped=True)}, {"kidderminster--worcester": 1},
             automa={"deck": [6, 15]})
    v = board(s)
    assert v["tiles"]["farm_brewery_south[0]"]["owner"] == 1
    assert any("second action from the rear of card 15" in e for e in s.events)


def test_farm_brewery_blocked_by_a_human_link_falls_to_the_next_slot() -> None:
    s = solo({"worcester[0]": tile(1, "cotton", 1)}, {"kidderminster--worcester": 0}, automa={"deck": [6]})
    v = board(s)
    assert "farm_brewery_south[0]" not in v["tiles"] and "farm_brewery_north[0]" not in v["tiles"]
    assert v["tiles"]["stafford[0]"] == tile(1, "brewery", 1, flipped=False, beer=1)


def test_network_slot_needs_the_town_in_its_network() -> None:
    s = solo({"walsall[0]": tile(1, "iron", 2, flipped=True), "nuneaton[0]": tile(0, "brewery", 1, beer=1),
              "walsall[1]": tile(0, "brewery", 1, beer=1)}, automa={"deck": [3, 11]})
    # slot 1 Iron Works (iron £2 < £4), slot 2 Brewery: Nuneaton and Walsall are full; slot 3: Walsall only,
    # to Birmingham by T4 (4 free slots against 2 in Cannock, Burton-on-Trent and Wolverhampton); one action,
    # so the rear of card 11 adds a NETWORK from Birmingham (to Coventry, 3 free slots)
    assert board(s)["links"] == {"birmingham--walsall": 1, "birmingham--coventry": 1}
    assert any("Nuneaton is not in its network" in e for e in s.events)


# ---- rear actions and tiebreaks (§7, §9) --------------------------------------------------------

@pytest.mark.parametrize(("card", "sold"), [(8, "tamworth[1]"), (2, "tamworth[0]")])
def test_sale_tie_in_one_town_goes_by_the_tiebreak_icon(card: int, sold: str) -> None:
    tiles = {"tamworth[0]": tile(1, "cotton", 3), "tamworth[1]": tile(1, "cotton", 3)}
    links = {"birmingham--tamworth": 1, "birmingham--oxford": 1}
    s = solo(tiles, links, {"start": "automa_rear", "deck": [card]}, era="rail")
    t = board(s)["tiles"]
    assert t[sold]["flipped"] and sum(x["flipped"] for x in t.values()) == 1


def test_rear_with_an_empty_deck_and_discard_is_a_pass() -> None:
    s = solo({}, automa={"start": "automa_rear", "deck": [], "rejected": list(range(1, 23))})
    assert automa_vp(s) == 5 and automa(s)["discard"] == list(range(1, 23))


def test_an_empty_deck_is_reshuffled_from_the_discard_pile() -> None:
    s = solo({}, automa={"discard": list(range(1, 23))})
    a = automa(s)
    assert any("shuffled into a new deck" in e for e in s.events)
    assert a["deck_size"] + len(a["discard"]) == 22 and a["hidden_layers"] is None


def test_merchant_vp_bonus_only() -> None:
    # W9's Cotton Mill with Oxford's barrel left: sold with the merchant's beer, whose +2 income is lost
    s = solo({"worcester[0]": tile(1, "cotton", 1)}, {"birmingham--worcester": 1, "birmingham--oxford": 0},
             automa={"start": "automa_rear", "deck": [1]})
    v = board(s)
    assert v["tiles"]["worcester[0]"]["flipped"] and automa_vp(s) == 0
    assert v["merchants"]["oxford[0]"]["beer"] is False


# ---- flow: eras, scoring, turn order (§3, §11, §2.6) ------------------------------------------

def test_canal_end_scores_the_automa_like_a_player() -> None:
    tiles = {"worcester[0]": tile(1, "cotton", 1, flipped=True), "birmingham[1]": tile(0, "manufacturer", 2)}
    s = solo(tiles, {"birmingham--worcester": 1}, {"start": "automa_rear", "deck": [3]}, rnd=10)
    cotton = TILE_OF[IND_INDEX["cotton"], 1]
    # rear of card 3: no sale (nothing unflipped), no develop, a link from its latest location (none): PASS +5
    assert automa_vp(s) == 5 + T_LINKVP[cotton] + T_VP[cotton]
    assert board(s)["era"] == "rail"


def test_final_tie_is_shared() -> None:
    s = solo({}, era="rail", rnd=10, automa={"start": "automa_rear", "deck": [3]}, players=[{"vp": 5}])
    assert s.is_over
    r = s.result()
    assert r.scores == (5, 5) and set(r.winners) == {0, 1}


def test_automa_wins_with_more_vp() -> None:
    s = solo({}, era="rail", rnd=10, automa={"start": "automa_rear", "deck": [3], "vp": 7}, players=[{"vp": 5}])
    assert s.result().winners == (1,) and s.result().ranking == (1, 0)


def test_variable_turn_order_puts_the_lower_spender_first() -> None:
    s = solo({}, automa={"deck": [15, 3, 11]}, options={"turn_order": "variable"}, players=[{"spent": 30}])
    v = board(s)
    assert v["round"] == 6 and v["turn_order"] == [1, 0] and s.to_move == (0,)
    assert v["automa"]["discard"][:1] == [15] and len(v["automa"]["discard"]) >= 2  # it played round 6 already


def test_fixed_turn_order_never_changes() -> None:
    s = solo({}, automa={"deck": [15, 3, 11]}, players=[{"spent": 30}])
    assert board(s)["turn_order"] == [0, 1] and board(s)["automa"]["discard"] == [15]


def test_the_human_gets_income_the_automa_none() -> None:
    s = solo({}, automa={"deck": [15]}, players=[{"money": 10, "income_space": 20}])
    assert _human(s)["money"] == 10 + 5
    assert "money" not in board(s)["players"][1] and "income_space" not in board(s)["players"][1]


# ---- the human's choices (§13) ----------------------------------------------------------------

def test_identical_free_slots_are_offered_separately() -> None:
    setup = {"round": 2, "merchants": MERCHANTS, "players": [{"hand": ["tamworth"]}]}
    s = meeple.new_game("brass_birmingham", players=1, seed=1, options={"setup": setup})
    for step in ("build", "card tamworth", "industry cotton"):
        s.apply(step)
    assert [str(a) for a in s.legal_actions()] == ["slot 0", "slot 1", "cancel"]


# ---- information (§12) ------------------------------------------------------------------------

def test_views_show_the_top_rear_and_hide_the_rest() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=4)
    spectator, human, automa_seat = s.view(None), s.view(0), s.view(1)
    assert automa_seat == spectator
    assert "hand" not in spectator["players"][0] and len(human["players"][0]["hand"]) == 8
    top = spectator["automa"]["top_card"]
    assert top["card"] == s.automa.deck[0] and top["tiebreak_cell"] in ("top_left", "top_right",
                                                                       "bottom_left", "bottom_right")
    text = json.dumps(spectator)
    assert "adeck" not in text and str(list(s.automa.deck[1:4]))[1:-1] not in text


def test_determinize_keeps_the_view_and_the_layers() -> None:
    s = _play_to(meeple.new_game("brass_birmingham", players=1, seed=6), lambda x: x.view(None)["round"] == 4)
    seen = s.view(0)
    drawn = 22 - len(s.automa.deck)
    decks = set()
    for seed in range(6):
        d = s.determinize(0, seed)
        assert d.view(0) == seen
        assert d.automa.deck[0] == s.automa.deck[0] and sorted(d.automa.deck) == sorted(s.automa.deck)
        for layer in range(len(LAYER_STARTS)):
            def groups(deck, layer=layer):
                return sorted(CARD_GROUP[c] for j, c in enumerate(deck) if j and layer_of(drawn + j) == layer)
            assert groups(d.automa.deck) == groups(s.automa.deck)
        decks.add(d.automa.deck)
    assert len(decks) > 1


def test_spectator_determinization_redeals_the_human_hand() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=4)
    hands = {s.determinize(None, k).hands[0] for k in range(5)}
    assert len(hands) > 1
    assert all(s.determinize(1, k).view(1) == s.view(1) for k in range(3))


# ---- invariants over random games -------------------------------------------------------------

@pytest.mark.parametrize(("difficulty", "turn_order", "seed"), [("easy", "fixed", 1), ("medium", "variable", 2),
                                                                ("hard", "fixed", 3)])
def test_random_games_conserve_cards_and_vp(difficulty: str, turn_order: str, seed: int) -> None:
    import random
    rnd = random.Random(seed)
    s = meeple.new_game("brass_birmingham", players=1, seed=seed,
                        options={"difficulty": difficulty, "turn_order": turn_order})
    vp = 0
    while not s.is_over:
        automa = s.automa
        assert sorted(automa.deck + automa.discard + automa.rejected) == list(range(1, 23)) and not automa.rejected
        in_action = s.act.cards if s.act is not None else ()
        human_cards = [c for c in s.hands[0] + s.deck + s.discards[0] + s.aside + in_action if c < WILD_LOC]
        assert len(human_cards) == 40
        now = s.view(None)["players"][1]["vp"]
        assert now >= vp
        vp = now
        acts = s.legal_actions()
        s.apply(acts[int(rnd.random() * len(acts))])
    r = s.result()
    assert r.scores == tuple(p["vp"] for p in s.view(None)["players"])
    assert any(e.startswith("Automa: draws card") for e in s.events)
    assert meeple.replay(s.record()).view(None) == s.view(None)


# ---- illegal actions say which rule they break (and change nothing) -----------------------------

@pytest.mark.parametrize(("steps", "words"), [
    (["nonsense"], "first choose the kind of action"),
    (["build", "card stafford"], "you do not hold a stafford card"),
    (["build", "card coal", "at birmingham"], "birmingham has no slot showing coal"),
    (["network", "card tamworth", "link birmingham--redditch"], "takes no canal link"),
    (["network", "card tamworth", "link nowhere--else"], "there is no line"),
    (["sell"], "no unflipped goods tile"),
])
def test_illegal_actions_name_the_rule(steps: list[str], words: str) -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=1,
                        options={"setup": {"round": 2, "players": [{"hand": ["tamworth", "coal", "walsall"]}]}})
    for step in steps[:-1]:
        s.apply(step)
    before = json.dumps(s.view(0), sort_keys=True)
    with pytest.raises(meeple.IllegalAction, match=words):
        s.apply(steps[-1])
    assert json.dumps(s.view(0), sort_keys=True) == before


def test_the_automa_seat_is_never_to_move() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=1)
    assert s.legal_actions(1) == []
    with pytest.raises(meeple.IllegalAction, match="not to move"):
        s.apply("pass", 1)


def test_t5_rail_link_whose_coal_comes_from_its_own_mine() -> None:
    # from Walsall (rail): cannock--walsall and walsall--wolverhampton tie on T2-T4 (neither end in its
    # network, no built tile, two free slots beyond); the Wolverhampton link's coal comes from its own mine in
    # Dudley, the Cannock link's from the human's in Burton: T5 picks Wolverhampton, though Cannock is first
    # clockwise
    tiles = {"walsall[1]": tile(1, "manufacturer", 2, flipped=True), "dudley[0]": tile(1, "coal", 2, coal=2),
             "burton_on_trent[0]": tile(0, "coal", 2, coal=2)}
    links = {"birmingham--walsall": 0, "tamworth--walsall": 0, "dudley--wolverhampton": 0,
             "burton_on_trent--cannock": 0}
    s = solo(tiles, links, {"start": "automa_rear", "deck": [3], "latest": "walsall"}, era="rail")
    v = board(s)
    assert v["links"]["walsall--wolverhampton"] == 1 and "cannock--walsall" not in v["links"]
    assert v["tiles"]["dudley[0]"]["coal"] == 1 and v["tiles"]["burton_on_trent[0]"]["coal"] == 2
    assert any("its coal comes from its own mine" in e for e in s.events)


def test_sell_missing_link_from_scattered_starts_takes_the_most_slots() -> None:
    # the Cotton Mill in Worcester reaches a buyer by birmingham--worcester (start Worcester, to Oxford) or by
    # coalbrookdale--shrewsbury (start Coalbrookdale, through the human's links): no common start, so P1:
    # Birmingham 4 + Worcester 2 slots against Coalbrookdale 3 + Shrewsbury 0
    tiles = {"worcester[0]": tile(1, "cotton", 1), "coalbrookdale[1]": tile(1, "iron", 2, flipped=True)}
    links = {"birmingham--oxford": 0, "coalbrookdale--kidderminster": 0, "kidderminster--worcester": 0}
    s = solo(tiles, links, {"start": "automa_rear", "deck": [1]})
    v = board(s)
    assert v["links"]["birmingham--worcester"] == 1 and "coalbrookdale--shrewsbury" not in v["links"]
    assert v["automa"]["latest"] == "birmingham"


def test_every_card_builds_from_its_front_and_acts_from_its_rear() -> None:
    """Over a few seeded random games, each of the 22 cards drives a front build and a rear action."""
    import random
    import re
    fronts: set[int] = set()
    rears: set[int] = set()
    for seed in range(6):
        rnd = random.Random(seed)
        s = meeple.new_game("brass_birmingham", players=1, seed=seed)
        while not s.is_over:
            acts = s.legal_actions()
            s.apply(acts[int(rnd.random() * len(acts))])
        card = 0
        for e in s.events:
            if m := re.match(r"Automa: (?:first turn: )?draws card (\d+)", e):
                card = int(m.group(1))
            elif m := re.match(r"Automa: second action from the rear of card (\d+)", e):
                card = 0
                rears.add(int(m.group(1)))
            elif card and "of the card" in e and "builds" in e:
                fronts.add(card)
    assert fronts == set(range(1, 23)) and rears == set(range(1, 23))


@pytest.mark.parametrize(("extra", "order"), [(0, [0, 1]), (1, [1, 0])])
def test_variable_turn_order_counts_what_the_automa_would_have_paid(extra: int, order: list[int]) -> None:
    # W15: it builds Pottery I (its £ cost, plus a £2 market iron cube), then passes (free); a tie keeps the order
    from meeple.builtin.brass_birmingham.board import T_COST
    spent = T_COST[TILE_OF[IND_INDEX["pottery"], 1]] + 2
    s = solo({}, {"cannock--stafford": 0, "stafford--stone": 0}, {"deck": [11, 3, 13, 14]},
             options={"turn_order": "variable"}, players=[{"spent": spent + extra}])
    assert board(s)["turn_order"] == order
    assert any(f"(spent £{spent})" in e for e in s.events)
