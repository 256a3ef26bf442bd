"""Why an action is not legal now, in a player's words (the rejections of spec 6.2-6.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards as C
from .cards import BUILDING, UNIT
from .kinds import ACTION, ASK_NAMES, PLAY

if TYPE_CHECKING:
    from .state import EmpireState

_ASK_WORDS = {
    "choose_option": "choose one option of {src} (option <n>)",
    "choose_target": "choose the target of {src}'s damage (target <card>)",
    "choose_opponent": "choose the opponent {src} steals from (opponent <seat>)",
    "dismiss_pick": "pick the cards {src} dismisses (dismiss <card>, or done)",
    "discard_pick": "discard a card from your hand for {src} (discard <card>)",
    "confirm": "decide whether to use {src}'s optional effect (yes or no)",
    "respond": "answer the response window: use an at-any-time building (use <card>) or pass",
}


def explain(state: EmpireState, seat: int, label: str) -> str:
    words = label.split()
    legal = [a[0] for a in state._lcache]
    shown = ", ".join(legal[:10]) + (", ..." if len(legal) > 10 else "")
    why = _why(state, seat, words)
    return f"{label!r} is not legal now: {why}" if why else f"{label!r} is not a legal action now; legal: {shown}"


def _why(state: EmpireState, seat: int, w: list[str]) -> str:
    if not w:
        return ""
    if state.pending_setup is not None:
        return ("first choose your corporation (corporation <id>)" if w[0] != "corporation"
                else "that corporation is taken") if state.pending_setup.stage == 0 else \
            "build your reserve deck: one of the listed decks worth exactly the target Brass value"
    if state.ask is not None:
        name = ASK_NAMES[state.ask[0]]
        src = state.table.label[state.ask[2]] if state.ask[2] >= 0 else ""
        return "first " + _ASK_WORDS[name].format(src=src)
    t = state.table
    inst = t.index.get(w[1], -1) if len(w) > 1 else -1
    kind = w[0]
    if kind == "play":
        if state.phase == ACTION:
            return "cards are played from hand only in the play phase, and you have ended it"
        return "that card is not in your hand"
    if kind == "buy":
        return _why_buy(state, seat, w)
    if kind in ("activate", "demolish"):
        if inst < 0 or state.owner[inst] != seat or inst not in state.in_play[seat]:
            return "you can only use your own buildings in play"
        card = t.card[inst]
        if card.type != BUILDING:
            return f"{card.name} is not a building"
        if not state.face_up[inst]:
            return f"{card.name} is under construction (face down) until your next turn starts"
        if kind == "demolish":
            return f"{card.name} has no demolish ability"
        if card.activated is None:
            return f"{card.name} has no once-per-turn ability"
        if state.activated[inst]:
            return f"{card.name}'s ability can be used once per turn, and you have used it"
        return (f"{card.name}'s ability costs {card.act_labor} Labor and {card.act_construction} Construction; "
                f"you have {state.labor} and {state.construction}")
    if kind == "rebuild":
        plat = state.platform[seat]
        if plat < 0 or state.face_up[plat]:
            return "your Mining Platform is not destroyed"
        return f"rebuilding the Mining Platform costs {C.REBUILD_COST} Construction; you have {state.construction}"
    if kind == "end":
        if len(w) > 1 and w[1] == "turn" and state.phase == PLAY:
            return "end the play phase first (end play): your units act in the action phase"
        return "the play phase is already over"
    if kind in ("mine", "attack", "ability"):
        return _why_unit(state, seat, w, inst)
    return ""


def _why_buy(state: EmpireState, seat: int, w: list[str]) -> str:
    t = state.table
    if len(w) >= 3 and w[1] == "reserve":
        cid = w[2]
        if not any(t.card[i].id == cid for i in state.reserve[seat]):
            return f"your reserve deck holds no {cid}"
        card = C.CARDS[C.CARD_INDEX[cid]]
        have, cur = (state.labor, "Labor") if card.currency == C.LABOR_CUR else (state.construction, "Construction")
        return f"{card.name} costs {card.cost} {cur} and you have {have}"
    if len(w) >= 3 and w[1] in ("labor", "design") and w[2].isdecimal() and 1 <= int(w[2]) <= C.ROW_SIZE:
        row = state.labor_row if w[1] == "labor" else state.design_row
        name = "Labor Market" if w[1] == "labor" else "Design Department"
        inst = row[int(w[2]) - 1]
        if inst < 0:
            return f"slot {w[2]} of the {name} is empty"
        gift = len(w) > 3 and w[3] == "gift"
        if gift and not t.teams:
            return "gifts to a teammate exist only in Team Play"
        card = t.card[inst]
        have, cur = (state.labor, "Labor") if w[1] == "labor" else (state.construction, "Construction")
        cost = card.cost + (C.GIFT_SURCHARGE if gift else 0)
        return f"{card.name} costs {cost} {cur}{' with the gift' if gift else ''} and you have {have}"
    return "buy labor <slot>, buy design <slot> (slots 1-6) or buy reserve <card id>"


def _why_unit(state: EmpireState, seat: int, w: list[str], unit: int) -> str:
    t = state.table
    if unit < 0 or state.owner[unit] != seat or unit not in state.in_play[seat] or t.card[unit].type != UNIT:
        return "only your own units in play can mine, attack or use an ability"
    name = t.card[unit].name
    if state.phase == PLAY:
        return "units act in the action phase: end the play phase first (end play)"
    if state.entered[unit] >= state.turn:
        return f"{name} entered play this turn: a unit acts from the turn after it is played"
    if state.acted[unit]:
        return f"{name} has already acted this turn (one action per unit per turn)"
    if w[0] == "mine":
        return "in Battle Mode units cannot mine" if t.battle else ""
    if w[0] == "ability":
        return f"{name} has no ability"
    if len(w) < 3:
        return "attack <your unit> <target card> (or seat <k> in Battle Mode)"
    if w[2] == "seat":
        return "only Battle Mode lets units attack a player, and only an opponent still in the game"
    target = t.index.get(w[2], -1)
    if target < 0:
        return f"there is no card {w[2]}"
    owner = state.owner[target]
    if not state.is_opponent(seat, owner):
        return "units attack only opponents' cards, never your own or a teammate's"
    if not state.in_play_now(target) or not state.face_up[target]:
        return (f"{w[2]} is not a face-up card in play: face-down buildings (under construction, or a destroyed "
                "Mining Platform) cannot be attacked")
    return ""
