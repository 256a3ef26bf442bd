"""Why a label is not legal now, in a player's words (the rule it breaks)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .constants import (
    ARMY,
    ATTACK_DECLARE,
    COURTHOUSE,
    MAIN,
    MARKET,
    MILITARY_WORDS,
    PHASE_NAMES,
    PLUS_TWO_WINDOW,
    SETUP_REVEAL,
    SHIELD_WINDOW,
    TOWN,
    WALL,
)
from .data import BUILDING, CARDS, MILITARY

if TYPE_CHECKING:
    from .state import BaronsState

_CALL = re.compile(r"^([a-z_0-9]+)(?:\((.*)\))?$")
_MAIN_WORDS = ("gather", "draw", "take_market", "begin_recruit", "begin_upgrade", "begin_move", "begin_attack",
               "play_bomb", "play_prison", "play_flip", "courthouse", "market_buy", "market_sell", "begin_transfer")
_FREE_WORDS = ("extra_action", "military_action", "horse_move", "aid_builder", "aid_courier", "aid_market",
               "aid_treasury")
_WHAT = {
    "RECRUIT": "recruiting (recruit more or finish)",
    "UPGRADE": "upgrading (upgrade more or finish)",
    "MOVE": "moving (move more units or finish)",
    "TRANSFER": "transferring to teammates (give more or finish)",
    "ATTACK_DECLARE": "declaring an attack (assign, plus_two, confirm or cancel)",
    "SHIELD_WINDOW": "waiting for a defender to play Shields or pass",
    "PLUS_TWO_WINDOW": "waiting for the attacker to add +2 Attack cards or pass",
    "AID_RECIPIENT": "waiting for a team to choose who receives a Royal Aid",
    "SETUP_REVEAL": "waiting for every seat's secret reveal",
}


def explain(st: BaronsState, seat: int, label: str) -> str:
    """The rule that ``label`` breaks for ``seat`` now."""
    text = label.replace(" ", "").replace('"', "")
    m = _CALL.match(text)
    word = m.group(1) if m else ""
    args = [a for a in (m.group(2) or "").split(",") if a] if m else []
    cards = [CARDS.name_index.get(a, -1) for a in args]
    phase = st.phase
    known = set(_MAIN_WORDS) | set(_FREE_WORDS) | set(MILITARY_WORDS) | {
        "end_turn", "recruit", "upgrade", "move", "finish", "assign", "plus_two", "confirm", "cancel", "shield",
        "aid_shield", "pass", "give_resource", "give_hand_card", "give_unit", "choose_recipient", "reveal"}
    if word not in known:
        return f"{label!r} is not a Brawling Barons decision ({_legal_hint(st, seat)})"
    if phase == SETUP_REVEAL:
        if word != "reveal":
            return "the game has not started: every player first secretly reveals any of their non-Peasant cards"
        return "you may reveal only non-Peasant cards (Squires, events, action cards) from your own hand"
    name = PHASE_NAMES[phase]
    if phase != MAIN and (word in _MAIN_WORDS or word in _FREE_WORDS or word == "end_turn"):
        return f"not now: the game is {_WHAT.get(name, name)}"
    if phase == MAIN:
        if word in _MAIN_WORDS and st.actions_left < 1:
            return "you have no action left this turn (an Extra Action gives one more; otherwise end your turn)"
        if word == "end_turn":
            return "you must take an action before you end your turn"
        reason = _main_reason(st, word, cards)
        if reason:
            return reason
    if phase == ATTACK_DECLARE or phase == PLUS_TWO_WINDOW:
        reason = _attack_reason(st, word, cards)
        if reason:
            return reason
    if phase == SHIELD_WINDOW and word in ("shield", "aid_shield"):
        return ("you may shield only one of your own units that is about to take damage (not one a Sheriff "
                "discards), with a Shield from your hand or a Royal Guard you hold")
    if word == "finish":
        return "do at least one step before you finish"
    if word == "confirm":
        return "assign at least one attacker (or +2 Attack card) to a target before you confirm"
    if word.startswith("give_"):
        return ("a Transfer gives to a teammate, 1 resource paid per card (a resource given costs 2), units "
                "from your town or wall only, and only into a town with a free place of its type")
    return f"{label!r} is not legal now ({_legal_hint(st, seat)})"


def _legal_hint(st: BaronsState, seat: int) -> str:
    legal = [a[0] for a in st._legal(seat)]
    return "legal now: " + ", ".join(legal[:10]) + (", ..." if len(legal) > 10 else "")


def _main_reason(st: BaronsState, word: str, cards: list[int]) -> str:
    s = st.active
    pile = len(st.piles[s])
    hand = st.hands[s]
    if word == "begin_recruit":
        return "you hold no Peasant or Squire that you can pay for and that has a free place in your town"
    if word == "begin_upgrade":
        return "no Peasant or Squire in your town has an upgrade you can pay (units are upgraded only in the town)"
    if word == "begin_move":
        return ("none of your units can move: military units go town -> wall, and only upgraded ones wall -> "
                "King's Army")
    if word == "begin_attack":
        return ("you have nothing to attack with or nothing to attack: a unit in a town cannot be attacked while "
                "its owner has a unit on the wall, and the King's Army can never be attacked")
    if word in ("play_bomb", "play_prison", "play_flip", "extra_action", "market_sell") or word in MILITARY_WORDS:
        if cards and cards[0] not in hand:
            return "you do not hold that card"
    if word in ("play_bomb", "play_prison", "play_flip") and cards:
        cost = CARDS.event_cost[CARDS.kind[cards[0]]]
        if pile < cost:
            return f"that card costs {cost} resources and you have {pile}"
        target = cards[1] if len(cards) > 1 else -1
        if target < 0:
            return "name a target card"
        owner, zone = st.where(target)
        if word == "play_bomb":
            return "The Bomb discards a card in play: a unit in a town, on a wall, in a King's Army, or a held Aid"
        if word == "play_prison" or word == "courthouse":
            return _opposing_military(st, s, owner, zone, target)
        if zone == ARMY:
            return "Flip Unit cannot turn a unit in the King's Army"
        return "Flip Unit turns only civilian or military units, never into or out of a building"
    if word == "courthouse":
        if not st.town_effect(s, COURTHOUSE):
            return "you need an upgraded Courthouse in your town"
        if pile < CARDS.courthouse_cost:
            return f"the Courthouse costs {CARDS.courthouse_cost} resources and you have {pile}"
        if cards and cards[0] >= 0:
            owner, zone = st.where(cards[0])
            return _opposing_military(st, s, owner, zone, cards[0])
    if word in ("market_buy", "market_sell"):
        if not st.town_effect(s, MARKET):
            return "you need an upgraded Market in your town"
        if word == "market_buy":
            return f"buying cards costs {CARDS.market_buy_cost} resources and you have {pile}"
    if word == "extra_action":
        return "you may play only one Extra Action per turn"
    if word in MILITARY_WORDS:
        return ("a Military Action upgrades one of your military units in your town (paying as usual), moves it "
                "1 step, or attacks with it alone")
    if word == "horse_move":
        return "only an upgraded Horsemen of yours that can still step moves for free, once per turn"
    if word.startswith("aid_"):
        return "you do not hold that Royal Aid, or its bonus has no use now"
    if word == "take_market":
        return "take_market names a market slot: 0, 1 or 2"
    if word == "begin_transfer":
        return "Transfer exists only in team play and needs at least 1 resource to pay"
    return ""


def _opposing_military(st: BaronsState, s: int, owner: int, zone: int, target: int) -> str:
    if owner < 0 or zone == ARMY:
        return "this targets a military unit in a town or on a wall, never one in the King's Army"
    if not st.opposing(s, owner):
        return "this targets only an opponent's unit"
    if st.kind_of(target) != MILITARY:
        return "this targets only military units"
    return ""


def _attack_reason(st: BaronsState, word: str, cards: list[int]) -> str:
    s = st.active
    if word == "plus_two" and (st.military_action or st.locked):
        return "no +2 Attack card may be added after a Shield, nor to a Military Action attack"
    if word not in ("assign", "plus_two") or len(cards) < 2 or min(cards) < 0:
        return ""
    attacker, target = cards
    if word == "assign":
        if any(p == attacker for p, _ in st.declarations):
            return "that unit already takes part in this attack"
        if attacker not in st._attackers(s):
            return "only your own military units in your town or on your wall can attack"
    elif attacker not in st.hands[s]:
        return "you do not hold that +2 Attack card"
    owner, zone = st.where(target)
    if owner < 0:
        return "the target must be a unit in play"
    if not st.opposing(s, owner):
        return "you cannot attack your own or a teammate's units"
    if zone == ARMY:
        return "units in the King's Army cannot be attacked"
    if zone == TOWN and st.zones[owner][WALL]:
        return "a unit in a town cannot be attacked while its owner has a unit on the wall"
    if st.kind_of(target) == BUILDING:
        return "that attacker has no strength against a building"
    return "an attacker needs at least 1 strength against its target"
