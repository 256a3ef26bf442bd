"""One test (at least) per rule of the spec, from exact positions."""

import pytest
from barons_helpers import cid, game, labels, names, play, town, zone

import meeple
from meeple.builtin.brawling_barons.data import CARDS


def illegal(s, label, words):
    before = (s.view(None), [s.view(i) for i in range(s.players)], s.to_move)
    with pytest.raises(meeple.IllegalAction, match=words):
        s.apply(label)
    assert (s.view(None), [s.view(i) for i in range(s.players)], s.to_move) == before


# ---- setup (2) -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,decks", [(2, 1), (3, 2), (5, 3), (8, 4)])
def test_deal_hands_market_and_deck(players, decks):
    s = meeple.new_game("brawling_barons", players=players, seed=3)
    assert s.table.decks == decks
    assert all(len(h) == 5 for h in s.hands)
    assert len(s.market) == 3 and not any(CARDS.is_aid[c] for c in s.market)
    assert len(s.deck) == decks * 48 - 5 * players - 3
    assert sum(CARDS.is_aid[c] for c in s.deck) == 5 * decks
    assert not any(CARDS.is_aid[c] for h in s.hands for c in h)


def test_two_players_one_deck_has_35_cards_in_the_deck():
    assert len(meeple.new_game("brawling_barons", players=2, seed=9).deck) == 35


def test_decks_option_and_its_lower_bound():
    s = meeple.new_game("brawling_barons", players=4, seed=1, options={"decks": 1})
    assert s.table.ncards == 48
    with pytest.raises(meeple.GameError, match="at least 2"):
        meeple.new_game("brawling_barons", players=5, seed=1, options={"decks": 1})


def test_teams_only_with_4_6_8_players():
    with pytest.raises(meeple.GameError):
        meeple.new_game("brawling_barons", players=5, seed=1, variant="teams")
    assert meeple.new_game("brawling_barons", players=6, seed=1, variant="teams").table.teams


def test_sealed_reveal_is_simultaneous_and_hidden_until_all_have_chosen():
    s = game(players=3, phase="SETUP_REVEAL", seats=[{"hand": ["knight#1", "shield#1", "farm#1"]},
                                                     {"hand": ["soldier#1", "farm#2"]}, {"hand": ["farm#3"]}])
    assert s.to_move == (0, 1, 2)
    assert labels(s, 0) == ["reveal()", "reveal(knight#1)", "reveal(shield#1)", "reveal(knight#1, shield#1)"]
    assert labels(s, 2) == ["reveal()"]
    s.apply("reveal(knight#1, shield#1)", 0)
    assert s.to_move == (1, 2)
    for viewer in (None, 1, 2):
        v = s.view(viewer)
        assert v["players"][0]["answered"] and "my_reveal" not in v["players"][0]
        assert "'knight#1'" not in str(v) and "'shield#1'" not in str(v)
    assert s.view(0)["players"][0]["my_reveal"] == ["knight#1", "shield#1"]
    assert not any("knight" in e.lower() or "shield" in e.lower() for e in s.events)
    d = s.determinize(1, 4)
    assert d.reveals[0] >= 0 and d.to_move == (1, 2)
    s.apply("reveal(soldier#1)", 1)
    s.apply("reveal()", 2)
    assert s.to_move == (0,) and s.view(None)["phase"] == "MAIN" and s.turn == 1
    assert s.view(2)["players"][0]["hand"] == ["knight#1", "shield#1"]  # now publicly known
    assert s.view(2)["players"][1]["hand"] == ["soldier#1"]


def test_reveal_tie_is_a_seeded_fair_pick_among_the_tied():
    firsts = set()
    for seed in range(12):
        s = game(players=3, seed=seed, phase="SETUP_REVEAL",
                 seats=[{"hand": ["knight#1"]}, {"hand": ["soldier#1"]}, {"hand": ["soldier#2"]}])
        s.apply("reveal(knight#1)", 0)
        s.apply("reveal()", 1)
        s.apply("reveal(soldier#2)", 2)
        firsts.add(s.active)
    assert firsts == {0, 2}


def test_first_player_option_skips_the_reveal():
    s = meeple.new_game("brawling_barons", players=3, seed=2, options={"first_player": 2})
    assert s.to_move == (2,) and s.view(None)["phase"] == "MAIN"


# ---- the turn (3) ----------------------------------------------------------------------------------------


def test_gather_and_draw_count_the_bonuses():
    s = game(seats=[{"town": ["mayor#1[up]", "farm#1[base]", "freeholder#1[up]"]}, {}])
    assert s.production(0) == (1 + 1 + 2, 1 + 1)
    play(s, "draw")
    assert len(s.hands[0]) == 2 and len(s.deck) == 18


def test_end_turn_only_after_an_action_and_a_forced_action():
    s = game()
    assert "end_turn" not in labels(s)
    illegal(s, "end_turn", "must take an action")
    play(s, "gather")
    assert s.active == 1  # nothing hidden in hand and no free play: the turn ends by itself


def test_turn_does_not_end_by_itself_with_a_hidden_card_in_hand():
    s = game(seats=[{"hand": ["farm#1"]}, {}])
    play(s, "gather")
    assert labels(s) == ["end_turn"] and s.active == 0
    play(s, "end_turn")
    assert s.active == 1


def test_take_market_is_public_and_refills_the_slot():
    s = game(market=["knight#1", "farm#1", "shield#1"], deck=["soldier#1", "19 filler"])
    play(s, "take_market(0)")
    assert s.view(1)["players"][0]["hand"] == ["knight#1"]
    assert s.view(None)["market"][0] == "soldier#1"
    assert "P1 takes Squire/Knight from the market" in s.events


def test_recruit_pays_checks_places_and_squires_need_military_places():
    s = game(seats=[{"hand": ["knight#1", "soldier#1", "soldier#2", "farm#1"], "pile": 3,
                     "town": ["archers#1[base]", "horsemen#1[up]"]}, {}])
    # two military places are taken: no Squire; the Peasant costs 1
    play(s, "begin_recruit")
    assert labels(s) == ["recruit(farm#1)"]
    play(s, "recruit(farm#1)")
    assert labels(s) == ["finish"]
    play(s, "finish")
    assert len(s.piles[0]) == 2


def test_barracks_and_inn_give_military_places():
    s = game(seats=[{"hand": ["soldier#1", "soldier#2", "soldier#3", "knight#1"], "pile": 10,
                     "town": ["barracks#1[up]", "inn#1[up]", "archers#1[base]", "archers#2[base]"]}, {}])
    assert s.capacity(0) == (3, 5)
    play(s, "begin_recruit", "recruit(soldier#1)", "recruit(soldier#2)", "recruit(soldier#3)")
    assert labels(s) == ["finish"]


def test_upgrade_only_in_town_with_smithy_discount_for_military_only():
    s = game(seats=[{"pile": 3, "town": ["smithy#1[up]", "smithy#2[up]", "knight#1[base]", "farm#1[base]",
                                         "tower#1[base]"], "wall": ["soldier#1[base]"]}, {}])
    assert s.upgrade_price(0, cid("knight#1")) == 2
    assert s.upgrade_price(0, cid("tower#1")) == 4
    play(s, "begin_upgrade")
    assert labels(s) == ["upgrade(knight#1)", "upgrade(farm#1)"]  # never a wall unit; the Tower is too dear
    play(s, "upgrade(knight#1)")
    assert len(s.piles[0]) == 1 and labels(s) == ["finish"]


def test_move_steps_town_wall_army_once_per_action():
    s = game(seats=[{"town": ["soldier#1[base]", "farm#1[base]"], "wall": ["knight#1[up]", "archers#1[base]"]}, {}])
    play(s, "begin_move")
    assert labels(s) == ["move(soldier#1)", "move(knight#1)"]  # a base unit never enters the King's Army
    play(s, "move(soldier#1)")
    assert labels(s) == ["move(knight#1)", "finish"]  # soldier#1 moved already in this action
    play(s, "move(knight#1)", "finish")
    assert zone(s, 0, "army") == ["knight#1[up]"] and zone(s, 0, "wall") == ["archers#1[base]", "soldier#1[base]"]
    assert s.vp(0) == 2


def test_horsemen_free_move_once_per_turn_plus_a_move_action():
    s = game(seats=[{"town": ["horsemen#1[up]"]}, {}])
    play(s, "horse_move(horsemen#1)")
    assert "horse_move(horsemen#1)" not in labels(s)
    assert s.actions_left == 1
    play(s, "begin_move", "move(horsemen#1)", "finish")
    assert zone(s, 0, "army") == ["horsemen#1[up]"]


def test_a_downgraded_horsemen_has_no_free_move():
    s = game(seats=[{"town": ["horsemen#1[base]"]}, {}])
    assert "horse_move(horsemen#1)" not in labels(s)


def test_extra_action_once_per_turn_and_optional():
    s = game(decks=2, seats=[{"hand": ["extra_action#1", "d1:extra_action#1"]}, {}])
    play(s, "extra_action(extra_action#1)")
    assert "extra_action(d1:extra_action#1)" not in labels(s)
    illegal(s, "extra_action(d1:extra_action#1)", "only one Extra Action per turn")
    play(s, "gather")
    assert "end_turn" in labels(s) and s.actions_left == 1
    play(s, "gather")
    assert labels(s) == ["end_turn"]  # the hidden Extra Action stays in hand


def test_extra_action_after_the_first_action():
    s = game(seats=[{"hand": ["extra_action#1"]}, {}])
    play(s, "gather", "extra_action(extra_action#1)")
    assert s.actions_left == 1 and s.actions_taken == 1


def test_the_bomb_discards_any_card_in_play_even_the_kings_army_and_aids():
    s = game(seats=[{"hand": ["the_bomb#1"], "pile": 6}, {"army": ["knight#1"], "aids": ["aid_royal_guard#1"]}])
    legal = labels(s)
    assert "play_bomb(the_bomb#1, knight#1)" in legal and "play_bomb(the_bomb#1, aid_royal_guard#1)" in legal
    play(s, "play_bomb(the_bomb#1, knight#1)")
    assert zone(s, 1, "army") == [] and s.view(None)["discard"] == ["the_bomb#1", "knight#1"]
    assert len(s.piles[0]) == 0 and len(s.deck) == 26


def test_the_bomb_needs_six_resources():
    s = game(seats=[{"hand": ["the_bomb#1"], "pile": 5}, {"army": ["knight#1"]}])
    assert not any(a.startswith("play_bomb") for a in labels(s))
    illegal(s, "play_bomb(the_bomb#1, knight#1)", "costs 6")


def test_flip_unit_up_and_down_never_buildings_nor_the_army():
    s = game(seats=[{"hand": ["flip_unit#1"]},
                    {"town": ["farm#1[base]", "mayor#1[base]", "knight#1[up]", "tower#1[up]"],
                     "army": ["soldier#1"]}])
    s2 = game(seats=[{"hand": ["flip_unit#1"]}, {"wall": ["archers#1[base]"]}])
    flips = [a for a in labels(s) if a.startswith("play_flip")]
    assert flips == ["play_flip(flip_unit#1, mayor#1)", "play_flip(flip_unit#1, knight#1)"]
    play(s, "play_flip(flip_unit#1, knight#1)")
    assert "knight#1[base]" in town(s, 1)
    play(s2, "play_flip(flip_unit#1, archers#1)")  # a base unit on a wall may be flipped up
    assert zone(s2, 1, "wall") == ["archers#1[up]"]


def test_prison_discards_an_opposing_military_unit_not_in_the_army():
    s = game(seats=[{"hand": ["prison#1"], "pile": 5, "town": ["soldier#2[base]"]},
                    {"wall": ["soldier#1[base]"], "army": ["knight#1"]}])
    assert [a for a in labels(s) if a.startswith("play_prison")] == ["play_prison(prison#1, soldier#1)"]
    illegal(s, "play_prison(prison#1, knight#1)", "never one in the King's Army")


def test_courthouse_downgrades_ignores_walls_and_discards_a_squire():
    s = game(seats=[{"town": ["courthouse#1[up]"], "pile": 6},
                    {"wall": ["soldier#1[base]"], "town": ["knight#1[up]"]}])
    play(s, "courthouse(knight#1)")
    assert town(s, 1) == ["knight#1[base]"] and len(s.piles[0]) == 3
    s = game(seats=[{"town": ["courthouse#1[up]"], "pile": 3}, {"wall": ["soldier#1[base]"]}])
    play(s, "courthouse(soldier#1)")
    assert zone(s, 1, "wall") == [] and s.view(None)["discard"] == ["soldier#1"]


def test_market_building_buy_and_sell():
    s = game(seats=[{"town": ["market#1[up]"], "pile": 2, "hand": ["farm#2"]}, {}])
    play(s, "market_buy")
    assert len(s.hands[0]) == 4 and len(s.piles[0]) == 0 and len(s.deck) == 19
    s = game(seats=[{"town": ["market#1[up]"], "hand": ["farm#2"]}, {}])
    assert "market_buy" not in labels(s)
    play(s, "market_sell(farm#2)")
    assert len(s.piles[0]) == 4 and s.view(None)["discard"] == ["farm#2"]


def test_military_action_modes():
    seats = [{"hand": ["military_action#1"], "pile": 2, "town": ["knight#1[base]", "smithy#1[up]",
                                                                 "smithy#2[up]"]},
             {"town": ["farm#1[up]"], "hand": ["shield#1"]}]
    s = game(seats=seats)
    legal = labels(s)
    assert "military_action(military_action#1, knight#1, upgrade)" in legal
    assert "military_action(military_action#1, knight#1, move)" in legal
    assert "military_action(military_action#1, knight#1, attack, farm#1)" in legal
    play(s, 'military_action(military_action#1, knight#1, "upgrade")')
    assert town(s, 0)[0] == "knight#1[up]" and len(s.piles[0]) == 0 and s.actions_left == 1
    s = game(seats=seats)
    play(s, "military_action(military_action#1, knight#1, attack, farm#1)")
    assert s.to_move == (1,)
    play(s, "pass")
    assert town(s, 1) == ["farm#1[up]"] and s.actions_left == 1  # a Squire's 1 < 3: the Farm holds
    assert s.view(None)["discard"] == ["military_action#1", "knight#1"]  # the attacking Squire is discarded


def test_military_action_attack_gets_no_plus_two_window():
    s = game(seats=[{"hand": ["military_action#1", "plus_two_attack#1"], "town": ["knight#1[up]"]},
                    {"town": ["smithy#1[up]"]}])
    play(s, "military_action(military_action#1, knight#1, attack, smithy#1)")
    assert s.view(None)["phase"] == "MAIN" and "knight#1[base]" in town(s, 0)
    assert town(s, 1) == ["smithy#1[up]"]  # 8 < 10


# ---- attacks (5) -------------------------------------------------------------------------------------------


def test_archers_plus_four_against_units_not_buildings():
    s = game(seats=[{"town": ["archers#1[up]"]}, {"town": ["soldier#1[up]", "farm#1[up]"]}])
    assert s.strength(cid("archers#1"), cid("soldier#1")) == 5
    assert s.strength(cid("archers#1"), cid("farm#1")) == 1
    play(s, "begin_attack", "assign(archers#1, soldier#1)", "confirm")
    assert town(s, 1) == ["soldier#1[base]", "farm#1[up]"]  # 5 >= 4: downgraded, < 8
    assert town(s, 0) == ["archers#1[base]"]


def test_catapults_plus_six_against_buildings_double_health_discards():
    s = game(seats=[{"town": ["catapults#1[up]"]}, {"town": ["farm#1[up]"]}])
    play(s, "begin_attack", "assign(catapults#1, farm#1)", "confirm")
    assert town(s, 1) == []  # 8 >= 2 x 3


def test_damage_reaching_health_discards_a_peasant_or_squire():
    s = game(seats=[{"town": ["soldier#1[base]"]}, {"town": ["farm#1[base]"]}])
    play(s, "begin_attack", "assign(soldier#1, farm#1)", "confirm")
    assert town(s, 1) == [] and town(s, 0) == []  # both base units discarded
    assert s.view(None)["discard"] == ["farm#1", "soldier#1"]


def test_damage_below_health_does_nothing():
    s = game(seats=[{"town": ["soldier#1[base]"]}, {"town": ["mayor#1[up]"]}])
    play(s, "begin_attack", "assign(soldier#1, mayor#1)", "confirm")
    assert town(s, 1) == ["mayor#1[up]"]


def test_sheriff_discards_a_military_target_and_cannot_be_shielded():
    s = game(seats=[{"town": ["sheriff#1[up]"]}, {"town": ["knight#1[up]"], "hand": ["shield#1"]}])
    play(s, "begin_attack", "assign(sheriff#1, knight#1)", "confirm")
    assert s.view(None)["phase"] == "MAIN"  # nothing shieldable: the defender is not asked
    assert town(s, 1) == [] and town(s, 0) == ["sheriff#1[base]"]


def test_sheriff_deals_normal_strength_to_civilians():
    s = game(seats=[{"town": ["sheriff#1[up]"]}, {"town": ["farm#1[base]"]}])
    play(s, "begin_attack", "assign(sheriff#1, farm#1)", "confirm")
    assert town(s, 1) == []  # 1 >= 1: the Peasant is discarded


def test_plus_two_attack_alone_and_walls_apply_per_defender():
    s = game(players=3, seats=[{"hand": ["plus_two_attack#1"]}, {"wall": ["soldier#1[base]"], "town": ["farm#1"]},
                               {"town": ["farm#2[base]"]}])
    play(s, "begin_attack")
    assert labels(s) == ["plus_two(plus_two_attack#1, soldier#1)", "plus_two(plus_two_attack#1, farm#2)",
                         "cancel"]
    play(s, "plus_two(plus_two_attack#1, farm#2)", "confirm")
    assert town(s, 2) == [] and s.view(None)["discard"] == ["farm#2", "plus_two_attack#1"]


def test_one_attack_hits_several_targets_simultaneously():
    s = game(seats=[{"town": ["knight#1[up]", "soldier#1[up]"]}, {"wall": ["archers#1[up]", "soldier#2[base]"]}])
    play(s, "begin_attack", "assign(knight#1, archers#1)", "assign(soldier#1, soldier#2)", "confirm")
    assert zone(s, 1, "wall") == []  # 8 >= 2x4; 3 >= 2x1
    assert town(s, 0) == ["knight#1[base]", "soldier#1[base]"]


def test_kings_army_never_attacks_nor_is_attacked():
    s = game(seats=[{"army": ["knight#1"], "town": ["soldier#1"]}, {"army": ["knight#2"]}])
    assert "begin_attack" not in labels(s)
    s = game(seats=[{"army": ["knight#1"]}, {"town": ["farm#1"]}])
    assert "begin_attack" not in labels(s)


def test_cancel_before_confirm_returns_cards_which_stay_known():
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["plus_two_attack#1", "farm#2"]}, {"town": ["farm#1"]}])
    play(s, "begin_attack", "plus_two(plus_two_attack#1, farm#1)", "assign(knight#1, farm#1)", "cancel")
    assert s.view(None)["phase"] == "MAIN" and s.actions_left == 1
    assert s.view(1)["players"][0]["hand"] == ["plus_two_attack#1"]  # shown, so now publicly known
    assert "knight#1[up]" in town(s, 0)
    play(s, "begin_attack", "assign(knight#1, farm#1)", "confirm")
    illegal(s, "cancel", "not legal now|not now")


def test_shield_window_asked_on_public_facts_only():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"town": ["smithy#1[up]"], "hand": ["farm#2"]}])
    play(s, "begin_attack", "assign(knight#1, smithy#1)", "confirm")
    assert s.to_move == (1,) and labels(s) == ["pass"]  # asked although no Shield is in the hand
    play(s, "pass")
    assert town(s, 1) == ["smithy#1[up]"]


def test_shields_stack_and_no_shield_on_a_unit_taking_no_damage():
    s = game(decks=2, seats=[{"town": ["knight#1[up]"]},
                             {"town": ["farm#1[up]"], "hand": ["shield#1", "shield#2", "d1:shield#1"]}])
    play(s, "begin_attack", "assign(knight#1, farm#1)", "confirm", "shield(shield#1, farm#1)",
         "shield(shield#2, farm#1)")
    assert s.view(1)["attack"]["targets"][0]["damage"] == 2
    assert labels(s) == ["shield(d1:shield#1, farm#1)", "pass"]
    play(s, "shield(d1:shield#1, farm#1)")
    assert labels(s) == ["pass"]
    play(s, "pass")
    assert town(s, 1) == ["farm#1[up]"]


def test_royal_guard_is_used_like_a_shield():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"town": ["smithy#1[up]"], "aids": ["aid_royal_guard#1"]}])
    play(s, "begin_attack", "assign(knight#1, smithy#1)", "confirm")
    assert labels(s) == ["aid_shield(aid_royal_guard#1, smithy#1)", "pass"]
    play(s, "aid_shield(aid_royal_guard#1, smithy#1)", "pass")
    assert town(s, 1) == ["smithy#1[up]"] and s.view(None)["discard"] == ["aid_royal_guard#1"]


def test_defenders_are_asked_in_turn_order_after_the_attacker():
    s = game(players=3, active=1, seats=[{"town": ["farm#1[up]"], "hand": ["shield#1"]},
                                         {"town": ["knight#1[up]", "soldier#1[up]"]},
                                         {"town": ["farm#2[up]"], "hand": ["shield#2"]}])
    play(s, "begin_attack", "assign(knight#1, farm#1)", "assign(soldier#1, farm#2)", "confirm")
    assert s.to_move == (2,)
    play(s, "pass")
    assert s.to_move == (0,)


# ---- Royal Aid (6) ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("aid,seats,who", [
    ("aid_royal_courier#1", [{"town": ["mayor#1[up]"]}, {"hand": ["farm#1"]}], None),  # 2 v 1: seat 1
    ("aid_royal_courier#1", [{"hand": ["farm#2", "farm#3"]}, {"hand": ["farm#1"]}], None),
    ("aid_market_privilege#1", [{"town": ["farm#1[base]"]}, {}], None),
    ("aid_royal_guard#1", [{}, {"wall": ["soldier#1"]}], None),
    ("aid_royal_treasury#1", [{"pile": 1}, {"pile": 2}], None),
])
def test_royal_aid_criteria_and_tie_breaks(aid, seats, who):
    # the drawer is seat 0; the weakest seat by the Aid's measure receives it
    s = game(seats=seats, deck=[aid, "19 filler"])
    drawn_before = len(s.hands[0])
    production = s.production(0)[1]
    play(s, "draw")
    holders = [i for i in range(2) if s.aids[i]]
    v = s.view(None)
    assert len(s.hands[0]) == drawn_before + production  # the Aid was replaced
    expected = {"aid_royal_courier#1": 1, "aid_market_privilege#1": 1, "aid_royal_guard#1": 0,
                "aid_royal_treasury#1": 0}[aid]
    assert holders == [expected], v["players"]


def test_royal_courier_tie_break_counts_cards_already_drawn():
    s = game(seats=[{"town": ["mayor#1[up]"]}, {"hand": ["farm#1"], "town": ["mayor#2[up]"]}],
             deck=["filler", "aid_royal_courier#1", "18 filler"])
    play(s, "draw")  # seat 0 draws 2: the first card, then the Aid: hands 1 v 1 -> discarded
    assert s.view(None)["discard"] == ["aid_royal_courier#1"] and len(s.hands[0]) == 2


def test_royal_aid_taken_as_a_resource_is_an_ordinary_card():
    s = game(deck=["aid_royal_guard#1", "19 filler"])
    play(s, "gather")
    assert s.piles[0] == (cid("aid_royal_guard#1"),) and not s.aids[0] and not s.aids[1]


def test_royal_aid_in_the_market_refill_is_played_and_replaced():
    s = game(seats=[{}, {"town": ["farm#1[up]"]}], deck=["aid_master_builder#1", "knight#1", "18 filler"])
    play(s, "take_market(1)")
    assert s.aids[0] == (cid("aid_master_builder#1"),) and s.view(None)["market"][1] == "knight#1"


def test_master_builder_bonus():
    s = game(seats=[{"aids": ["aid_master_builder#1"], "town": ["tower#1[base]", "mayor#1[base]"]}, {}])
    assert [a for a in labels(s) if a.startswith("aid_")] == ["aid_builder(aid_master_builder#1, tower#1)"]
    play(s, "aid_builder(aid_master_builder#1, tower#1)")
    assert town(s, 0)[0] == "tower#1[up]" and s.actions_left == 1 and s.vp(0) == 1


def test_royal_courier_bonus_draws_two():
    s = game(seats=[{"aids": ["aid_royal_courier#1"]}, {}])
    play(s, "aid_courier(aid_royal_courier#1)")
    assert len(s.hands[0]) == 2 and s.actions_left == 1 and s.view(None)["discard"] == ["aid_royal_courier#1"]


def test_market_privilege_bonus_takes_a_market_card():
    s = game(seats=[{"aids": ["aid_market_privilege#1"]}, {}], market=["knight#1", "filler", "filler"])
    play(s, "aid_market(aid_market_privilege#1, 0)")
    assert s.view(1)["players"][0]["hand"] == ["knight#1"] and len(s.deck) == 19 and s.actions_left == 1


def test_royal_treasury_bonus_gains_three():
    s = game(seats=[{"aids": ["aid_royal_treasury#1"]}, {}])
    play(s, "aid_treasury(aid_royal_treasury#1)")
    assert len(s.piles[0]) == 3 and s.actions_left == 1


# ---- end (7) ------------------------------------------------------------------------------------------------


def test_game_ends_at_once_mid_draw_and_the_ender_loses_ties():
    s = game(seats=[{"town": ["mayor#1[up]"]}, {}], deck=["aid_royal_guard#1", "farm#1"][::-1])
    play(s, "draw")
    assert s.is_over and s.result().details["ender"] == 0 and s.result().winners == (1,)
    assert s.result().ranking == (1, 0)


def test_max_turns_truncates():
    s = meeple.new_game("brawling_barons", players=2, seed=1, options={"max_turns": 2, "first_player": 0})
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    r = s.result()
    assert r.details["truncated"] and r.details["turns"] == 2


def test_scoring_counts_buildings_and_kings_army_only():
    s = game(seats=[{"town": ["farm#1[up]", "freeholder#1[up]"], "wall": ["knight#1[up]"], "army": ["knight#2"],
                     "aids": ["aid_royal_guard#1"], "pile": 5}, {}])
    assert s.vp(0) == 3


# ---- team play (8) ---------------------------------------------------------------------------------------------


def test_teams_cannot_attack_or_imprison_teammates_but_may_bomb_them():
    s = game(players=4, variant="teams", seats=[{"town": ["knight#1[up]"], "hand": ["prison#1", "the_bomb#1"],
                                                 "pile": 6}, {}, {"town": ["soldier#1"]}, {}])
    assert "begin_attack" not in labels(s)
    legal = labels(s)
    assert not any(a.startswith("play_prison") for a in legal)
    assert "play_bomb(the_bomb#1, soldier#1)" in legal


def test_transfer_resource_costs_two_and_needs_a_teammate():
    s = game(players=4, variant="teams", seats=[{"pile": 3}, {}, {}, {}])
    play(s, "begin_transfer")
    assert labels(s) == ["give_resource(2)"]
    play(s, "give_resource(2)")
    assert len(s.piles[0]) == 1 and len(s.piles[2]) == 1 and labels(s) == ["finish"]
    s = game(players=2, seats=[{"pile": 3}, {}])
    assert "begin_transfer" not in labels(s)


def test_team_royal_aid_the_team_chooses_the_recipient():
    s = game(players=4, variant="teams", seats=[{}, {"town": ["farm#1[up]"]}, {}, {}],
             deck=["aid_master_builder#1", "19 filler"], active=1)
    play(s, "draw")
    assert s.to_move == (2,) and labels(s) == ["choose_recipient(0)", "choose_recipient(2)"]
    s.apply("choose_recipient(0)")
    assert s.aids[0] == (cid("aid_master_builder#1"),) and s.to_move == (1,) and len(s.hands[1]) == 1


def test_team_aid_decider_is_the_active_player_when_in_the_team():
    s = game(players=4, variant="teams", seats=[{}, {"town": ["farm#1[up]"]}, {}, {}],
             deck=["aid_master_builder#1", "19 filler"])
    play(s, "draw")
    assert s.to_move == (0,)


def test_team_result_names_every_winning_seat_and_ties_go_against_the_enders_team():
    s = game(players=4, variant="teams", seats=[{"town": ["farm#1[up]"]}, {"town": ["farm#2[up]"]}, {}, {}], deck=1)
    play(s, "gather")
    r = s.result()
    assert r.winners == (1, 3) and r.details["team_vp"] == [1, 1] and r.ranking[:2] == (1, 3)
    s = game(players=4, variant="teams", seats=[{}, {}, {"army": ["knight#1"]}, {"town": ["farm#2[up]"]}], deck=1)
    play(s, "gather")
    assert s.result().winners == (2, 0)  # team 0 wins 2 to 1; its seats by their own VP


# ---- hidden information (10) ----------------------------------------------------------------------------------


def test_views_hide_hands_piles_and_deck_and_determinize_resamples_them():
    s = meeple.new_game("brawling_barons", players=3, seed=11, options={"first_player": 0})
    play(s, "gather")
    v1 = s.view(1)
    assert v1["players"][0]["hand"] == [] and v1["players"][1]["hand"] == names(s.hands[1])
    assert isinstance(v1["deck"], int) and isinstance(v1["players"][0]["resources"], int)
    hidden_seen = set()
    for seed in range(6):
        d = s.determinize(1, seed)
        assert d.view(1) == v1
        assert d.hands[1] == s.hands[1] and d.market == s.market
        assert not any(CARDS.is_aid[c] for h in d.hands for c in h)
        assert sorted(d.deck + [c for p in d.piles for c in p] + list(d.hands[0] + d.hands[2])) == \
            sorted(s.deck + [c for p in s.piles for c in p] + list(s.hands[0] + s.hands[2]))
        hidden_seen.add(tuple(d.hands[0]))
    assert len(hidden_seen) > 1


def test_known_hand_cards_survive_determinization():
    s = game(seats=[{"hand": ["knight#1", "farm#1"], "known": ["knight#1"]}, {}])
    for seed in range(5):
        d = s.determinize(1, seed)
        assert cid("knight#1") in d.hands[0] and len(d.hands[0]) == 2


def test_given_card_is_known_to_the_giver_only():
    s = game(players=4, variant="teams", seats=[{"pile": 2, "hand": ["knight#1"]}, {}, {}, {}])
    play(s, "begin_transfer", "give_hand_card(knight#1, 2)")
    assert s.view(0)["players"][2]["hand"] == ["knight#1"]
    assert s.view(1)["players"][2]["hand"] == []
    d = s.determinize(0, 3)
    assert cid("knight#1") in d.hands[2]


# ---- the setup format (A.1) -------------------------------------------------------------------------------------


@pytest.mark.parametrize("setup,words", [
    ({"bogus": 1}, "unknown key"),
    ({"seats": [{}]}, "exactly 2"),
    ({"seats": [{"hand": ["knight#9"]}, {}]}, "no card"),
    ({"seats": [{"hand": ["knight#1"]}, {"hand": ["d0:knight#1"]}]}, "twice"),
    ({"seats": [{"wall": ["farm#1"]}, {}]}, "not a military"),
    ({"seats": [{"army": ["knight#1[base]"]}, {}]}, "only upgraded"),
    ({"seats": [{"hand": ["aid_royal_guard#1"]}, {}]}, "never stays in a hand"),
    ({"seats": [{"aids": ["knight#1"]}, {}]}, "only Royal Aid"),
    ({"market": ["filler"]}, "exactly 3"),
    ({"deck": []}, "may not be empty"),
    ({"deck": 60}, "filler cards asked"),
    ({"seats": [{"known": ["knight#1"]}, {}]}, "not a card of that seat"),
    ({"active": 2}, "active"),
    ({"actions_left": 0, "actions_taken": 0}, "must be 1"),
    ({"actions_left": 0, "actions_taken": 1}, "already have ended"),
    ({"horse_moved": ["knight#1"]}, "not a Horsemen"),
    ({"phase": "SETUP_REVEAL", "turn": 2}, "may not be given"),
    ({"phase": "ATTACK"}, "phase must be"),
    ({"seats": [{"town": ["d1:farm#1"]}, {}]}, "no card"),
])
def test_setup_errors(setup, words):
    with pytest.raises(meeple.GameError, match=words):
        game(**setup)


def test_setup_with_first_player_is_refused():
    with pytest.raises(meeple.GameError, match="first_player"):
        meeple.new_game("brawling_barons", players=2, seed=1, options={"setup": {}, "first_player": 0})


def test_setup_games_replay_and_keep_cards_out_of_play():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"town": ["farm#1"]}])
    assert len(s.view(None)["out_of_play"]) == 48 - 20 - 3 - 2
    play(s, "begin_attack", "assign(knight#1, farm#1)", "confirm")
    r = meeple.replay(s.record())
    assert r.view(None) == s.view(None)


def test_labels_accept_other_spacing():
    s = game()
    s.apply("take_market( 1 )")
    assert s.active == 1



def test_losing_a_farm_removes_nobody_but_blocks_new_civilians():
    s = game(seats=[{"hand": ["the_bomb#1"], "pile": 6},
                    {"town": ["farm#1[up]", "mayor#1", "freeholder#1", "inn#1"], "hand": ["barracks#1"], "pile": 3}])
    play(s, "play_bomb(the_bomb#1, farm#1)")
    assert len(town(s, 1)) == 3 and s.view(None)["players"][1]["civilians"] == [3, 2]
    assert "begin_recruit" not in labels(s, 1)


def test_transfer_keeps_the_zone_and_public_cards_stay_public():
    s = game(players=4, variant="teams", seats=[{"pile": 3, "wall": ["knight#1[up]"], "hand": ["shield#1"],
                                                 "known": ["shield#1"]}, {}, {}, {}])
    play(s, "begin_transfer", "give_unit(knight#1, 2)", "give_hand_card(shield#1, 2)", "finish")
    assert zone(s, 2, "wall") == ["knight#1[up]"]
    assert s.view(1)["players"][2]["hand"] == ["shield#1"]
    assert "P1 gives Shield to P3" in s.events


def test_horsemen_free_move_belongs_to_the_card_for_the_whole_turn():
    s = game(decks=2, seats=[{"town": ["horsemen#1[up]"], "hand": ["flip_unit#1", "d1:flip_unit#1",
                                                                   "extra_action#1"]}, {}])
    play(s, "horse_move(horsemen#1)", "extra_action(extra_action#1)", "play_flip(flip_unit#1, horsemen#1)",
         "play_flip(d1:flip_unit#1, horsemen#1)")
    assert zone(s, 0, "wall") == ["horsemen#1[up]"]
    assert "horse_move(horsemen#1)" not in labels(s)


def test_two_towers_stack():
    s = game(seats=[{"town": ["knight#1[up]", "catapults#1[up]"]}, {"town": ["tower#1[up]", "tower#2[up]"]}])
    play(s, "begin_attack", "assign(knight#1, tower#1)", "assign(catapults#1, tower#1)", "confirm")
    assert town(s, 1) == ["tower#1[up]", "tower#2[up]"]  # 16 - 6 = 10 < 12


def test_spectator_view_hides_every_hand():
    s = game(seats=[{"hand": ["knight#1"]}, {"hand": ["farm#1", "shield#1"], "known": ["farm#1"]}])
    v = s.view(None)
    assert v["players"][0]["hand"] == [] and v["players"][1]["hand"] == ["farm#1"]
    assert v["players"][1]["hand_count"] == 2
