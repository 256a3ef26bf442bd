"""What each seat may see (spec 7) and the determinization that resamples the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import cards as C
from .cards import BUILDING
from .kinds import (
    A_CONFIRM,
    A_DISCARD,
    A_DISMISS,
    A_OPPONENT,
    A_OPTION,
    A_RESPOND,
    A_TARGET,
    ASK_NAMES,
    COUNTER_ENTERED,
    COUNTER_FACE_UP,
    PHASE_NAMES,
)

if TYPE_CHECKING:
    from .state import EmpireState


def _hidden_building(state: EmpireState, inst: int, viewer: int | None) -> bool:
    """A face-down building is hidden from everyone but its owner (7)."""
    return (not state.face_up[inst] and state.table.card[inst].type == BUILDING and state.owner[inst] != viewer
            and inst != state.platform[state.owner[inst]])


def view(state: EmpireState, seat: int | None) -> dict[str, Any]:
    t = state.table
    if t.solitaire and seat == 1:
        seat = None  # the AI has no secrets, and sees what a spectator sees (7)
    label = t.label

    def names(cards: list[int]) -> list[str]:
        return [label[i] for i in cards]

    def sorted_names(cards: list[int]) -> list[str]:
        return sorted((label[i] for i in cards), key=lambda x: (x.rsplit(".", 1)[0], int(x.rsplit(".", 1)[1])))

    players = []
    for s in range(t.n):
        mine = s == seat
        entries = []
        for inst in state.in_play[s]:
            if _hidden_building(state, inst, seat):
                entries.append({"card": None, "face_up": False, "entered": state.entered[inst]})
                continue
            card = t.card[inst]
            entry: dict[str, Any] = {"card": label[inst], "face_up": bool(state.face_up[inst]),
                                     "damage": state.damage[inst], "entered": state.entered[inst]}
            if card.type == C.UNIT:
                entry["acted"] = bool(state.acted[inst])
            else:
                entry["activated"] = bool(state.activated[inst])
            entries.append(entry)
        plat = state.platform[s]
        hidden = [i for i in state.in_play[s] if _hidden_building(state, i, seat)]
        player: dict[str, Any] = {
            "seat": s,
            "corporation": C.CORP_IDS[t.corp[s]] if t.corp[s] >= 0 else None,
            "faction": C.FACTIONS[t.faction[s]] if t.faction[s] >= 0 else None,
            "team": t.team[s],
            "tokens": state.tokens[s],
            "hand_count": len(state.hand[s]),
            "draw_count": len(state.draw[s]),
            "discard": names(state.discard[s]),
            "played": names(state.played[s]),
            "in_play": entries,
            "platform": None if plat < 0 else {"card": label[plat], "face_up": bool(state.face_up[plat]),
                                               "damage": state.damage[plat]},
            "reserve": sorted_names(state.reserve[s]),
            "eliminated": s in state.eliminated,
        }
        if mine:
            player["hand"] = names(state.hand[s])
            player["draw"] = sorted_names(state.draw[s])
        else:
            unseen = state.hand[s] + state.draw[s] + hidden
            player["unseen"] = sorted(t.card[i].id for i in unseen)
        players.append(player)
    played_turn: list[Any] = []
    for inst in state.played_turn:
        if _hidden_building(state, inst, seat):
            played_turn.append(None)
        else:
            played_turn.append(label[inst])
    out: dict[str, Any] = {
        "variant": t.variant,
        "players": t.n,
        "seat": seat,
        "phase": PHASE_NAMES[state.phase] if state.pending_setup is None else PHASE_NAMES[state.pending_setup.stage],
        "turn": state.turn,
        "round": state.round,
        "first": state.first,
        "active": state.active,
        "to_move": list(state.to_move),
        "turn_pool": {"labor": state.labor, "construction": state.construction},
        "platform_bonus_used": state.bonus_used,
        "played_this_turn": played_turn,
        "labor_market": [label[i] if i >= 0 else None for i in state.labor_row],
        "design_department": [label[i] if i >= 0 else None for i in state.design_row],
        "labor_deck": len(state.labor_deck),
        "design_deck": len(state.design_deck),
        "dismissed": names(state.dismissed),
        "pool": state.pool,
        "overflow_taken": state.overflow,
        "end_triggered": state.end_triggered,
        "table": players,
        "decision": _decision(state),
        "over": state.over,
        "capped": state.capped,
    }
    if t.battle:
        out["eliminated"] = list(state.eliminated)
    if t.solitaire:
        out["ai"] = {"seat": 1, "tokens": state.tokens[1],
                     "play_area": [{"card": label[i], "damage": state.damage[i]} for i in state.in_play[1]],
                     "score_pile": names(state.ai_score), "last_turn": list(state.ai_steps)}
    setup = state.pending_setup
    if setup is not None:
        out["setup"] = {"corporations": [C.CORP_IDS[c] for c in setup.corps],
                        "reserves_built": len(setup.reserves), "target": setup.settings.target}
    return out


def _decision(state: EmpireState) -> dict[str, Any] | None:
    """The pending sub-decision or response, in public words (6.3, 6.4)."""
    ask = state.ask
    if ask is None:
        return None
    label = state.table.label
    kind = ask[0]
    out: dict[str, Any] = {"kind": ASK_NAMES[kind], "seat": ask[1], "source": label[ask[2]] if ask[2] >= 0 else None}
    if kind == A_TARGET:
        out["amount"] = ask[3]
        out["target"] = C.TARGETS[ask[4]]
    elif kind == A_OPPONENT:
        out["amount"] = ask[3]
    elif kind == A_DISMISS:
        out["remaining"] = ask[3]
        out["zone"] = C.ZONES[ask[4]]
        out["dismissed"] = ask[6]
    elif kind == A_DISCARD:
        out["remaining"] = ask[3]
    elif kind == A_OPTION:
        out["options"] = len(ask[3])
    elif kind == A_CONFIRM:
        out["effect"] = C.OPS[ask[3][0]]
    elif kind == A_RESPOND:
        out["source"] = None
    return out


def determinize(state: EmpireState, seat: int | None) -> None:
    """Resample what ``seat`` cannot see (7): other players' hands, draw piles and face-down buildings
    (dealt again from their unseen cards), the order of its own draw pile, the order of the shared decks."""
    t = state.table
    rng = state.rng
    if t.solitaire and seat == 1:
        seat = None
    state.own_zones()  # seats' lists are replaced below: a clone may share the zones (copy-on-write)
    for s in range(t.n):
        if s == seat:
            pile = sorted(state.draw[s])
            rng.shuffle(pile)
            state.draw[s] = pile
            continue
        hidden = [i for i in state.in_play[s] if _hidden_building(state, i, seat)]
        unseen = sorted(state.hand[s] + state.draw[s] + hidden)
        if not unseen:
            continue
        rng.shuffle(unseen)
        buildings = [i for i in unseen if t.card[i].type == BUILDING]
        new_hidden = buildings[:len(hidden)]
        rest = [i for i in unseen if i not in new_hidden]
        n_hand = len(state.hand[s])
        state.hand[s] = rest[:n_hand]
        state.draw[s] = rest[n_hand:]
        swap = dict(zip(hidden, new_hidden, strict=True))
        state.own_counters(COUNTER_ENTERED | COUNTER_FACE_UP)
        for old, new in swap.items():
            state.entered[new] = state.entered[old]
            state.face_up[new] = 0
        for old in hidden:
            if old not in new_hidden:
                state.face_up[old] = 1
                state.entered[old] = 0
        state.in_play[s] = [swap.get(i, i) for i in state.in_play[s]]
        if s == state.active:
            state.played_turn = [swap.get(i, i) for i in state.played_turn]
    labor_deck = sorted(state.labor_deck)  # new lists: a clone may share the decks (copy-on-write)
    rng.shuffle(labor_deck)
    design_deck = sorted(state.design_deck)
    rng.shuffle(design_deck)
    state.labor_deck = labor_deck
    state.design_deck = design_deck
