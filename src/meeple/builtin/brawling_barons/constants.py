"""Phases, zones and action kinds shared by the state, its views and its explanations (spec 9)."""

from __future__ import annotations

from typing import Final

# phases (spec 9); Final, so the compiled rules use them as plain numbers
SETUP_REVEAL: Final = 0
MAIN: Final = 1
RECRUIT: Final = 2
UPGRADE: Final = 3
MOVE: Final = 4
ATTACK_DECLARE: Final = 5
SHIELD_WINDOW: Final = 6
PLUS_TWO_WINDOW: Final = 7
TRANSFER: Final = 8
AID_RECIPIENT: Final = 9
GAME_OVER: Final = 10
PHASE_NAMES: Final = ("SETUP_REVEAL", "MAIN", "RECRUIT", "UPGRADE", "MOVE", "ATTACK_DECLARE", "SHIELD_WINDOW",
                      "PLUS_TWO_WINDOW", "TRANSFER", "AID_RECIPIENT", "GAME_OVER")

# unit zones
TOWN: Final = 0
WALL: Final = 1
ARMY: Final = 2
ZONE_NAMES: Final = ("town", "wall", "army")

# effect indices into a side's effect tuple (data.EFFECT_KEYS order)
CIV_SPACE: Final = 0
MIL_SPACE: Final = 1
TOWER: Final = 2
SMITHY: Final = 3
MARKET: Final = 4
COURTHOUSE: Final = 5
VS_UNITS: Final = 6
VS_BUILDINGS: Final = 7
FREE_MOVE: Final = 8
SHERIFF: Final = 9

# action kinds: main actions, free plays, sub-phase steps
GATHER: Final = 0
DRAW: Final = 1
TAKE_MARKET: Final = 2
BEGIN_RECRUIT: Final = 3
BEGIN_UPGRADE: Final = 4
BEGIN_MOVE: Final = 5
BEGIN_ATTACK: Final = 6
PLAY_BOMB: Final = 7
PLAY_PRISON: Final = 8
PLAY_FLIP: Final = 9
COURTHOUSE_ACT: Final = 10
MARKET_BUY: Final = 11
MARKET_SELL: Final = 12
BEGIN_TRANSFER: Final = 13
EXTRA_ACTION: Final = 14
MIL_UPGRADE: Final = 15
MIL_MOVE: Final = 16
MIL_ATTACK: Final = 17
HORSE_MOVE: Final = 18
AID_BUILDER: Final = 19
AID_COURIER: Final = 20
AID_MARKET: Final = 21
AID_TREASURY: Final = 22
END_TURN: Final = 23
RECRUIT_ONE: Final = 24
UPGRADE_ONE: Final = 25
MOVE_ONE: Final = 26
FINISH: Final = 27
ASSIGN: Final = 28
PLUS_TWO: Final = 29
CONFIRM: Final = 30
CANCEL: Final = 31
SHIELD: Final = 32
AID_SHIELD: Final = 33
PASS: Final = 34
GIVE_RESOURCE: Final = 35
GIVE_HAND: Final = 36
GIVE_UNIT: Final = 37
CHOOSE_RECIPIENT: Final = 38
REVEAL: Final = 39

#: label word of each kind (military_action covers three kinds)
KIND_WORDS: Final = ("gather", "draw", "take_market", "begin_recruit", "begin_upgrade", "begin_move", "begin_attack",
              "play_bomb", "play_prison", "play_flip", "courthouse", "market_buy", "market_sell", "begin_transfer",
              "extra_action", "military_action", "military_action", "military_action", "horse_move", "aid_builder",
              "aid_courier", "aid_market", "aid_treasury", "end_turn", "recruit", "upgrade", "move", "finish",
              "assign", "plus_two", "confirm", "cancel", "shield", "aid_shield", "pass", "give_resource",
              "give_hand_card", "give_unit", "choose_recipient", "reveal")
MILITARY_WORDS: Final = ("military_action",)
