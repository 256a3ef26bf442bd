"""Phases, zones and action kinds shared by the state, its views and its explanations (spec 9)."""

from __future__ import annotations

# phases (spec 9)
SETUP_REVEAL, MAIN, RECRUIT, UPGRADE, MOVE, ATTACK_DECLARE, SHIELD_WINDOW, PLUS_TWO_WINDOW, TRANSFER, \
    AID_RECIPIENT, GAME_OVER = range(11)
PHASE_NAMES = ("SETUP_REVEAL", "MAIN", "RECRUIT", "UPGRADE", "MOVE", "ATTACK_DECLARE", "SHIELD_WINDOW",
               "PLUS_TWO_WINDOW", "TRANSFER", "AID_RECIPIENT", "GAME_OVER")

# unit zones
TOWN, WALL, ARMY = 0, 1, 2
ZONE_NAMES = ("town", "wall", "army")

# effect indices into a side's effect tuple (data.EFFECT_KEYS order)
CIV_SPACE, MIL_SPACE, TOWER, SMITHY, MARKET, COURTHOUSE, VS_UNITS, VS_BUILDINGS, FREE_MOVE, SHERIFF = range(10)

# action kinds: main actions, free plays, sub-phase steps
(GATHER, DRAW, TAKE_MARKET, BEGIN_RECRUIT, BEGIN_UPGRADE, BEGIN_MOVE, BEGIN_ATTACK, PLAY_BOMB, PLAY_PRISON,
 PLAY_FLIP, COURTHOUSE_ACT, MARKET_BUY, MARKET_SELL, BEGIN_TRANSFER,
 EXTRA_ACTION, MIL_UPGRADE, MIL_MOVE, MIL_ATTACK, HORSE_MOVE, AID_BUILDER, AID_COURIER, AID_MARKET, AID_TREASURY,
 END_TURN, RECRUIT_ONE, UPGRADE_ONE, MOVE_ONE, FINISH, ASSIGN, PLUS_TWO, CONFIRM, CANCEL, SHIELD, AID_SHIELD, PASS,
 GIVE_RESOURCE, GIVE_HAND, GIVE_UNIT, CHOOSE_RECIPIENT, REVEAL) = range(40)

#: label word of each kind (military_action covers three kinds)
KIND_WORDS = ("gather", "draw", "take_market", "begin_recruit", "begin_upgrade", "begin_move", "begin_attack",
              "play_bomb", "play_prison", "play_flip", "courthouse", "market_buy", "market_sell", "begin_transfer",
              "extra_action", "military_action", "military_action", "military_action", "horse_move", "aid_builder",
              "aid_courier", "aid_market", "aid_treasury", "end_turn", "recruit", "upgrade", "move", "finish",
              "assign", "plus_two", "confirm", "cancel", "shield", "aid_shield", "pass", "give_resource",
              "give_hand_card", "give_unit", "choose_recipient", "reveal")
MILITARY_WORDS = ("military_action",)
