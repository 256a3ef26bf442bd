"""Why an action is illegal: the rule it breaks, in a player's words (messages of ``IllegalAction``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import (
    CARD_BLACK,
    CARD_FORCES,
    CARD_INDEX,
    CARD_SUIT,
    CYBORGS,
    FACTION_NAMES,
    FORCE_INDEX,
    HIVEMINDS,
    HUMANS,
    MARTIANS,
    MAT_CORNERS,
    MAT_IDS,
    POINT_INDEX,
    ROUNDS,
    SUITS,
)
from .phases import (
    PHASE_NAMES,
    PICK,
    PLACE,
    PRODUCE_GIVE,
    PRODUCE_TAKE,
    SETUP_MARKET,
    START,
    SWITCH,
    TURN,
)

if TYPE_CHECKING:
    from .state import CosmoState

_EXPECTED = {SETUP_MARKET: "market <card> <card>", TURN: "play <black> [+<white>|+faction] or retire",
             PRODUCE_TAKE: "take <market card>", PRODUCE_GIVE: "give <hand card>", PLACE: "place <point>",
             PICK: "pick <market card>", SWITCH: "switch <a> <b> or switch none", START: "start <seat>"}
_KIND_PHASE = {"market": SETUP_MARKET, "play": TURN, "retire": TURN, "take": PRODUCE_TAKE, "give": PRODUCE_GIVE,
               "place": PLACE, "pick": PICK, "switch": SWITCH, "start": START}


def explain(st: CosmoState, seat: int, label: str) -> str:
    words = label.split()
    kind = words[0] if words else ""
    ph = st.phase
    if _KIND_PHASE.get(kind) != ph:
        return (f"{label!r} is not an action of phase {PHASE_NAMES[ph]}: P{seat + 1} must now choose "
                f"{_EXPECTED[ph]}")
    why = {"play": _play, "take": _take, "give": _give, "place": _place, "pick": _take,
           "switch": _switch, "start": _start, "market": _market}.get(kind, lambda *a: None)(st, seat, words)
    return f"{label!r} is illegal: {why or 'not an action: the labels are listed in RULES.md, Action labels'}"


def _card(st: CosmoState, w: str) -> int:
    return CARD_INDEX.get(w, -1)


def _play(st: CosmoState, p: int, words: list[str]) -> str | None:
    if len(words) < 2 or _card(st, words[1]) < 0:
        return "a Play names one black card of your hand by its id (e.g. play SUN-DR-ME-1)"
    b = _card(st, words[1])
    if not CARD_BLACK[b]:
        return f"{words[1]} is white: a Play needs exactly one black card (sun, moon or star)"
    if not st.hands[p] >> b & 1:
        return f"{words[1]} is not in your hand"
    extra = words[2:]
    fac = st.table.factions[p]
    adapt = bool(extra) and extra[0] == "+faction" and fac == HIVEMINDS and st.table.abilities
    suit = st.suits[p]
    if suit >= 0 and CARD_SUIT[b] != suit and not adapt:
        return f"your black cards this round must follow your suit {SUITS[suit]} (the suit of your first black card)"
    if not extra:
        return None
    if extra[0] != "+faction":
        w = _card(st, extra[0][1:])
        if len(extra) > 1 or not extra[0].startswith("+") or w < 0:
            return "the optional second card of a Play is +<white card> or +faction"
        if CARD_BLACK[w]:
            return f"{extra[0][1:]} is black: only one black card per Play, the second card must be white"
        if not st.hands[p] >> w & 1:
            return f"{extra[0][1:]} is not in your hand"
        return None
    if not st.table.abilities:
        return "faction cards are played only in the variant factions"
    if st.fused >> p & 1:
        return f"the {FACTION_NAMES[fac]} card is played at most once per round"
    if fac == CYBORGS and (not st.market or st.tied):
        return "Production needs a card in the market and is not usable in extra rounds (they take no new cards)"
    param = extra[1] if len(extra) > 1 else ""
    if fac == HUMANS:
        f = FORCE_INDEX.get(param.removeprefix("keep="), -1)
        if not param.startswith("keep=") or f not in CARD_FORCES[b]:
            return f"Innovation names a force on {words[1]} to count twice: keep=<force> (the other counts zero)"
    elif fac == MARTIANS:
        c = _card(st, param.removeprefix("back="))
        if not param.startswith("back=") or (c not in st.played[p] and c != b):
            return "Regeneration takes back one of your cards played this round or the card just played: back=<card>"
    elif param:
        return f"the {FACTION_NAMES[fac]} card takes no parameter"
    return None


def _take(st: CosmoState, p: int, words: list[str]) -> str | None:
    if len(words) != 2 or not st.market >> max(_card(st, words[1]), 0) & 1 or _card(st, words[1]) < 0:
        return "the card must be one of the market's face-up cards"
    return None


def _give(st: CosmoState, p: int, words: list[str]) -> str | None:
    if len(words) != 2 or _card(st, words[1]) < 0 or not st.hands[p] >> _card(st, words[1]) & 1:
        return "Production gives back a card from your hand to the market"
    return None


def _place(st: CosmoState, p: int, words: list[str]) -> str | None:
    pt = POINT_INDEX.get(words[1], -1) if len(words) == 2 else -1
    m = st.mats[st.round_number]
    if pt not in MAT_CORNERS[m]:
        return f"a station goes on a corner of the contested planet {st.round_number} (mat {MAT_IDS[m]})"
    if st.stationed_points >> pt & 1:
        return (f"{words[1]} already received a station this round: a point takes one station per round "
                "(stacks build up over rounds)")
    return None


def _switch(st: CosmoState, p: int, words: list[str]) -> str | None:
    return (f"the stargate holder switches two distinct planet numbers a < b, both above {st.round_number} and at most "
            f"{ROUNDS}, or none")


def _start(st: CosmoState, p: int, words: list[str]) -> str | None:
    if st.tied:
        return f"in extra rounds the start player is a tied seat ({', '.join(map(str, st.tied))})"
    return f"the start player is a seat 0..{st.table.n - 1}"


def _market(st: CosmoState, p: int, words: list[str]) -> str | None:
    return "each player puts two different cards of his 8 dealt cards in the market, ids sorted: market <c1> <c2>"
