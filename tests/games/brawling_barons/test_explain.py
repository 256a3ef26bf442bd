"""Illegal decisions are refused with the rule they break, in a player's words, and change nothing."""

import pytest
from barons_helpers import game, play

import meeple


def refused(s, label, words, seat=None):
    before = ([s.view(i) for i in range(s.players)], s.to_move, s.events)
    with pytest.raises(meeple.IllegalAction, match=words):
        s.apply(label, seat)
    assert ([s.view(i) for i in range(s.players)], s.to_move, s.events) == before


def test_no_action_left():
    s = game(seats=[{"hand": ["farm#1"]}, {}])
    play(s, "gather")
    refused(s, "draw", "no action left")


def test_wall_protects_the_town():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"wall": ["soldier#1"], "town": ["farm#1[up]"]}])
    play(s, "begin_attack")
    refused(s, "assign(knight#1, farm#1)", "cannot be attacked while its owner has a unit on the wall")


def test_kings_army_cannot_be_attacked():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"town": ["farm#1"], "army": ["soldier#1"]}])
    play(s, "begin_attack")
    refused(s, "assign(knight#1, soldier#1)", "King's Army cannot be attacked")


def test_a_unit_attacks_once():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"town": ["farm#1", "farm#2"]}])
    play(s, "begin_attack", "assign(knight#1, farm#1)")
    refused(s, "assign(knight#1, farm#2)", "already takes part")


def test_no_plus_two_after_a_shield():
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["plus_two_attack#1"]},
                    {"town": ["smithy#1[up]"], "hand": ["shield#1"]}])
    play(s, "begin_attack", "assign(knight#1, smithy#1)", "confirm", "shield(shield#1, smithy#1)", "pass")
    assert s.view(None)["phase"] == "MAIN"
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["plus_two_attack#1", "plus_two_attack#2"]},
                    {"town": ["smithy#1[up]"], "hand": ["shield#1"]}])
    play(s, "begin_attack", "assign(knight#1, smithy#1)", "confirm", "pass",
         "plus_two(plus_two_attack#1, smithy#1)", "pass", "shield(shield#1, smithy#1)", "pass")
    assert s.view(None)["phase"] == "MAIN"  # the +2 window was skipped: locked


def test_teammates_are_not_opponents():
    s = game(players=4, variant="teams", seats=[{"town": ["courthouse#1[up]"], "pile": 3}, {},
                                                {"town": ["soldier#1"]}, {}])
    refused(s, "courthouse(soldier#1)", "only an opponent's unit")


def test_no_courthouse_no_market():
    s = game(seats=[{"pile": 3}, {"town": ["soldier#1"]}])
    refused(s, "courthouse(soldier#1)", "upgraded Courthouse")
    refused(s, "market_buy", "upgraded Market")


def test_free_plays_wait_for_the_end_of_a_sequence():
    s = game(seats=[{"hand": ["extra_action#1", "soldier#1"], "pile": 1}, {}])
    play(s, "begin_recruit")
    refused(s, "extra_action(extra_action#1)", "not now")


def test_reveal_only_non_peasant_cards_of_ones_hand():
    s = game(phase="SETUP_REVEAL", seats=[{"hand": ["farm#1", "knight#1"]}, {"hand": ["soldier#1"]}])
    refused(s, "reveal(farm#1)", "non-Peasant", seat=0)
    refused(s, "reveal(soldier#1)", "non-Peasant", seat=0)
    refused(s, "gather", "has not started", seat=0)


def test_not_your_turn():
    s = game()
    with pytest.raises(meeple.IllegalAction, match="not to move"):
        s.apply("gather", 1)


def test_unknown_word():
    s = game()
    refused(s, "build castle", "not a Brawling Barons decision")
