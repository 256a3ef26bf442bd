"""The spec's worked examples (section 12), each from its exact position."""

import pytest
from barons_helpers import game, labels, names, play, town, zone

import meeple

E1_SEATS = [
    {"town": ["soldier#1[base]", "archers#1[base]", "knight#1[up]"]},
    {"town": ["smithy#1[up]"], "hand": ["shield#1"]},
]


def attack_all_on_smithy(s):
    play(s, "begin_attack", "assign(soldier#1, smithy#1)", "assign(archers#1, smithy#1)",
         "assign(knight#1, smithy#1)", "confirm")


def test_e1_rulebook_attack_shield_saves_the_smithy():
    s = game(seats=E1_SEATS)
    assert s.to_move == (0,)
    attack_all_on_smithy(s)
    assert s.to_move == (1,) and s.view(1)["phase"] == "SHIELD_WINDOW"
    assert s.view(1)["attack"]["targets"][0]["strength"] == 10
    play(s, "shield(shield#1, smithy#1)", "pass")
    assert town(s, 1) == ["smithy#1[up]"]
    assert town(s, 0) == ["knight#1[base]"]
    assert s.view(None)["discard"] == ["soldier#1", "archers#1", "shield#1"]
    assert s.vp(1) == 1
    assert s.to_move == (1,) and s.active == 1 and s.actions_left == 1 and s.turn == 2


def test_e2_no_shield_destroys_the_smithy():
    seats = [E1_SEATS[0], {"town": ["smithy#1[up]"]}]
    s = game(seats=seats)
    attack_all_on_smithy(s)
    assert s.view(None)["phase"] == "MAIN"  # no Shield window, no +2 window (empty hands)
    assert town(s, 1) == []
    assert s.view(None)["discard"] == ["smithy#1", "soldier#1", "archers#1"]
    assert s.vp(1) == 0


def test_e2b_tower_reduces_damage_to_buildings():
    seats = [E1_SEATS[0], {"town": ["smithy#1[up]", "tower#1[up]"]}]
    s = game(seats=seats)
    attack_all_on_smithy(s)
    assert town(s, 1) == ["smithy#1[up]", "tower#1[up]"]
    s = game(seats=seats)
    play(s, "begin_attack", "assign(soldier#1, tower#1)", "assign(archers#1, tower#1)",
         "assign(knight#1, tower#1)", "confirm")
    assert town(s, 1) == ["smithy#1[up]", "tower#1[up]"]  # 10 - 3 = 7 >= 6, a building is not downgraded


def test_e3_plus_two_after_a_pass_then_locked_by_a_shield():
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["plus_two_attack#1", "plus_two_attack#2"]},
                    {"town": ["smithy#1[up]"], "hand": ["shield#1"]}])
    play(s, "begin_attack", "assign(knight#1, smithy#1)", "confirm")
    assert s.to_move == (1,)
    play(s, "pass")
    assert s.to_move == (0,) and s.view(0)["phase"] == "PLUS_TWO_WINDOW"
    play(s, "plus_two(plus_two_attack#1, smithy#1)", "pass")
    assert s.to_move == (1,) and s.view(1)["attack"]["targets"][0]["strength"] == 10
    play(s, "shield(shield#1, smithy#1)")
    assert s.view(1)["attack"]["targets"][0]["damage"] == 7
    play(s, "pass")
    assert town(s, 1) == ["smithy#1[up]"]
    assert town(s, 0) == ["knight#1[base]"]
    assert s.view(None)["discard"] == ["plus_two_attack#1", "shield#1"]
    assert s.view(0)["players"][0]["hand"] == ["plus_two_attack#2"]
    assert labels(s) == ["end_turn"]


def test_e4_town_limits_and_the_farm():
    s = game(seats=[{"town": ["farm#1[base]", "barracks#1[base]"], "hand": ["mayor#1", "inn#1", "extra_action#1"],
                     "pile": 4}, {}])
    assert "begin_recruit" not in labels(s)
    play(s, "extra_action(extra_action#1)")
    assert s.actions_left == 2
    play(s, "begin_upgrade", "upgrade(farm#1)", "finish")
    assert s.view(0)["players"][0]["civilians"] == [1, 3]
    assert len(s.piles[0]) == 2 and len(s.deck) == 22 and s.actions_left == 1
    play(s, "begin_recruit", "recruit(mayor#1)", "recruit(inn#1)", "finish")
    assert s.active == 1 and s.turn == 2  # the turn ended by itself
    assert town(s, 0) == ["farm#1[up]", "barracks#1[base]", "mayor#1[base]", "inn#1[base]"]
    assert s.vp(0) == 1 and len(s.piles[0]) == 0
    assert not s.room_for(0, 0)  # a further Peasant finds no place


def test_e5_wall_protects_the_town_but_not_against_red_cards():
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["prison#1"], "pile": 5},
                    {"wall": ["soldier#1[base]"], "town": ["farm#1[up]", "archers#1[up]"]}])
    play(s, "begin_attack")
    legal = labels(s)
    assert "assign(knight#1, soldier#1)" in legal
    assert "assign(knight#1, farm#1)" not in legal and "assign(knight#1, archers#1)" not in legal
    play(s, "cancel")
    play(s, "play_prison(prison#1, archers#1)")
    assert len(s.piles[0]) == 0 and len(s.deck) == 25
    assert s.view(None)["discard"] == ["prison#1", "archers#1"]
    assert zone(s, 1, "wall") == ["soldier#1[base]"] and town(s, 1) == ["farm#1[up]"]


def test_e6_gather_amount():
    s = game(seats=[{"town": ["farm#1[base]", "freeholder#1[up]", "farm#2[up]"]}, {}])
    top4 = s.deck[-4:]
    play(s, "gather")
    assert len(s.piles[0]) == 4 and len(s.deck) == 16
    assert sorted(s.piles[0]) == sorted(top4)
    for viewer in (None, 0, 1):
        text = str(s.view(viewer))
        assert not any(n in text for n in names(top4))


def test_e7_paying_puts_cards_back_on_the_deck():
    s = game(seats=[{"pile": ["soldier#2", "soldier#3", "mayor#1"], "hand": ["knight#1"]}, {}])
    before = list(s.deck)
    play(s, "begin_recruit", "recruit(knight#1)", "finish")
    assert town(s, 0) == ["knight#1[base]"]
    assert s.piles[0] == () and len(s.deck) == 23
    top_first = names(s.deck[::-1])
    assert top_first[:3] == ["soldier#2", "soldier#3", "mayor#1"]
    assert s.deck[:20] == before


def test_e8_royal_aid_drawn_one_player_qualifies():
    s = game(seats=[{}, {"town": ["farm#1[up]"]}], deck=["aid_master_builder#1", "mayor#1", "18 filler"])
    play(s, "draw")
    assert s.view(None)["players"][0]["aids"] == ["aid_master_builder#1"]
    assert s.view(0)["players"][0]["hand"] == ["mayor#1"]
    assert len(s.deck) == 18
    # A has no base Peasant with a building side: no Master Builder use; the drawn card is hidden, so the
    # turn does not end by itself (3.1)
    assert labels(s) == ["end_turn"]


def test_e9_royal_aid_tie_is_discarded():
    s = game(market=["farm#1", "soldier#1", "shield#1"], deck=["aid_master_builder#1", "knight#1", "18 filler"])
    play(s, "take_market(0)")
    v = s.view(1)
    assert v["players"][0]["hand"] == ["farm#1"]  # publicly known
    assert v["market"] == ["knight#1", "soldier#1", "shield#1"]
    assert v["discard"] == ["aid_master_builder#1"] and v["deck"] == 18


def e10(ender_seat, vps, players=2):
    seats = [{} for _ in range(players)]
    seats[0] = {"town": ["farm#1[up]", "barracks#1[up]"]}
    seats[1] = {"army": ["knight#1[up]"]}
    s = game(players=players, seats=seats, deck=1, active=ender_seat)
    return s


def test_e10_end_of_game_and_ties():
    s = e10(0, None)
    assert sorted(labels(s)) == sorted(["gather", "draw", "take_market(0)", "take_market(1)", "take_market(2)"])
    play(s, "draw")
    assert s.is_over
    r = s.result()
    assert r.scores == (2, 2) and r.winners == (1,) and r.details["ender"] == 0
    s = e10(1, None)
    play(s, "draw")
    assert s.result().winners == (0,)


@pytest.mark.parametrize("vps,winner", [((3, 1, 3), 2), ((3, 3, 3), 1)])
def test_e10b_three_players_tie_goes_to_the_next_tied_seat(vps, winner):
    units = {1: ["farm#1[up]"], 2: ["farm#1[up]", "farm#2[up]"], 3: ["farm#1[up]", "farm#2[up]", "farm#3[up]"]}
    seats = []
    pool = iter(["farm#1", "farm#2", "farm#3", "farm#4", "farm#5", "barracks#1", "barracks#2", "barracks#3",
                 "inn#1", "inn#2", "market#1", "market#2"])
    for v in vps:
        seats.append({"town": [f"{next(pool)}[up]" for _ in units[v]]})
    s = game(players=3, seats=seats, deck=1)
    play(s, "gather")
    assert s.result().scores == vps and s.result().winners == (winner,)


def test_e11_transfer_rulebook_example():
    s = game(players=4, variant="teams",
             seats=[{"pile": 6, "town": ["farm#1[base]", "barracks#1[base]"], "hand": ["shield#1", "prison#1"]},
                    {}, {}, {}])
    play(s, "begin_transfer", "give_unit(farm#1, 2)", "give_unit(barracks#1, 2)",
         "give_hand_card(shield#1, 2)", "give_hand_card(prison#1, 2)", "finish")
    assert len(s.piles[0]) == 2 and len(s.deck) == 24
    assert town(s, 2) == ["farm#1[base]", "barracks#1[base]"]
    assert sorted(s.view(2)["players"][2]["hand"]) == ["prison#1", "shield#1"]
    for other in (1, 3):
        v = s.view(other)["players"][2]
        assert v["hand_count"] == 2 and v["hand"] == []
    assert "P1 gives 1 hand card to P3" in s.events


def test_e11_variant_no_room_in_the_mates_town():
    s = game(players=4, variant="teams",
             seats=[{"pile": 6, "town": ["farm#1[base]", "barracks#1[base]"]}, {}, {"town": ["mayor#1[base]"]}, {}])
    play(s, "begin_transfer", "give_unit(farm#1, 2)")
    assert "give_unit(barracks#1, 2)" not in labels(s)
    with pytest.raises(meeple.IllegalAction):
        s.apply("give_unit(barracks#1, 2)")


def test_e12_forced_end_avoided_or_taken():
    seats = [{"town": ["farm#1[base]"], "pile": 1, "hand": ["soldier#1"]}, {}]
    s = game(seats=seats, deck=2)
    play(s, "begin_recruit", "recruit(soldier#1)", "finish")
    assert not s.is_over and len(s.deck) == 3
    s = game(seats=seats, deck=2)
    play(s, "gather")
    assert s.is_over and s.result().details["ender"] == 0


def test_setup_example_2_team_play_mid_turn():
    s = meeple.new_game("brawling_barons", players=4, seed=5, variant="teams", options={"setup": {
        "seats": [
            {"hand": ["shield#1", "filler"], "pile": 3,
             "town": ["farm#1[up]", "mayor#1[up]", "soldier#1"], "army": ["knight#1"]},
            {"hand": ["d1:plus_two_attack#1", "farm#2", "2 filler"], "known": ["farm#2"],
             "town": ["tower#1[up]", "freeholder#1[base]"], "wall": ["archers#1[base]"],
             "aids": ["aid_royal_guard#1"]},
            {"hand": ["military_action#1"], "pile": ["aid_royal_treasury#1", "2 filler"],
             "town": ["barracks#1[up]", "d1:soldier#2[up]"], "wall": ["horsemen#1[up]"]},
            {"pile": 1, "town": ["d1:farm#1", "market#1[up]"]},
        ],
        "deck": ["d1:aid_royal_courier#1", "12 filler"],
        "market": ["inn#1", "catapults#1", "filler"],
        "discard": ["the_bomb#1", "d1:knight#2"],
        "active": 2, "turn": 7, "actions_left": 1, "actions_taken": 1,
        "horse_moved": ["horsemen#1"]}})
    assert s.to_move == (2,)
    legal = labels(s)
    assert "horse_move(horsemen#1)" not in legal and "end_turn" in legal and "extra_action" not in str(legal)
    assert "begin_move" in legal and "military_action(military_action#1, horsemen#1, move)" in legal
    assert [s.vp(i) for i in range(4)] == [3, 1, 1, 1]
    for viewer in (0, 2, 3):
        assert s.view(viewer)["players"][1]["hand"] == ["farm#2"]
    assert s.view(0)["players"][0]["army"][0]["side"] == "up"
    assert s.view(None)["extra_action_played"] is True
