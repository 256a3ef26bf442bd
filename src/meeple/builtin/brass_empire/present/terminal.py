"""Terminal presentation of Brass Empire: the rows, your hand, every tableau with its damage, the pool.

Drawn only from ``view(seat)`` and the action labels, with the printed card data read from the
game's TOML file (names, costs, text); it never imports the rules.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.text import Text

_DATA = tomllib.loads((Path(__file__).parent.parent / "data" / "brass_empire.toml").read_text(encoding="utf-8"))
CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in _DATA["card"]}
CORPS: dict[str, str] = {c["id"]: c["name"] for c in _DATA["corporation"]}
STYLE = {"neutral": "white", "blue": "bold blue", "orange": "bold yellow", "red": "bold red", "green": "bold green",
         "purple": "bold magenta"}
PHASES = {"play": "play phase", "action": "action phase", "ai_turn": "the AI's turn", "over": "game over",
          "choose_corporation": "choosing corporations", "build_reserve": "building reserve decks"}


def card_of(instance: str | None) -> dict[str, Any]:
    return CARDS.get((instance or "").rsplit(".", 1)[0], {})


def name(instance: str | None) -> str:
    card = card_of(instance)
    return card.get("name", instance or "?")


def styled(instance: str | None) -> Text:
    card = card_of(instance)
    return Text(card.get("name", instance or "?"), style=STYLE.get(card.get("faction", "neutral"), ""))


def _stats(card: dict[str, Any]) -> str:
    return f"{card['attack']}/{card['health']}" if "health" in card else ""


def _cost(card: dict[str, Any]) -> str:
    if "cost" not in card:
        return ""
    return f"{card['cost']} {'L' if card['currency'] == 'labor' else 'C'}"


def who(view: dict[str, Any], seat: int) -> str:
    if view.get("variant") == "solitaire" and seat == 1:
        return "the AI"
    return "you" if seat == view.get("seat") else f"seat {seat}"


def render(view: dict[str, Any], seat: int | None) -> Group:
    parts: list[Any] = [_header(view), _rows(view)]
    parts.append(_tableaus(view))
    if "ai" in view:
        parts.append(_ai(view))
    me = view["table"][seat] if isinstance(seat, int) and seat < len(view["table"]) else None
    if me is not None and "hand" in me:
        parts.append(_hand(me))
    if view.get("decision"):
        parts.append(Text("waiting for: " + _decision_words(view), style="italic"))
    return Group(*parts)


def compact(view: dict[str, Any], seat: int | None) -> Group:
    """The essentials for a small terminal: header, rows in one line each, tokens, your hand and tableau."""
    lines: list[Any] = [_header(view)]
    for key, title in (("labor_market", "Labor"), ("design_department", "Design")):
        row = ", ".join(f"{i}:{name(c)} {_cost(card_of(c))}" if c else f"{i}:-" for i, c in enumerate(view[key], 1))
        lines.append(Text(f"{title}: {row}"))
    for p in view["table"]:
        units = ", ".join(_entry_words(e) for e in p["in_play"]) or "nothing in play"
        plat = p["platform"]
        lines.append(Text(f"{who(view, p['seat'])}: {p['tokens']} Brass, {p['hand_count']} in hand; platform "
                          f"{'up' if plat and plat['face_up'] else 'down'}; {units}"))
    if "ai" in view:
        ai = view["ai"]
        lines.append(Text(f"AI: {ai['tokens']} Brass; " +
                          (", ".join(f"{name(e['card'])} dmg {e['damage']}" for e in ai["play_area"]) or "no cards")))
        steps = [x for x in ai.get("last_turn", []) if " enters the " not in x]
        if steps:
            lines.append(Text("AI's last turn: " + "; ".join(steps[1:]), style="italic"))
    me = view["table"][seat] if isinstance(seat, int) and seat < len(view["table"]) else None
    if me is not None and "hand" in me:
        lines.append(Text("Hand: " + (", ".join(name(c) for c in me["hand"]) or "empty")))
    return Group(*lines)


def _header(view: dict[str, Any]) -> Text:
    text = Text(f"Brass Empire ({view['variant']}) ", style="bold")
    phase = PHASES.get(view["phase"], view["phase"])
    text.append(f"turn {view['turn']}, round {view['round']}: {who(view, view['active'])} to play, {phase}. ")
    if view["variant"] == "battle":
        text.append("Battle Mode: Brass is life. ")
    else:
        text.append(f"Mining Pool {view['pool']}")
        if view["overflow_taken"]:
            text.append(f" (+{view['overflow_taken']} from the overflow)")
        text.append(". ")
    if view["end_triggered"] and not view["over"]:
        text.append("The pool is empty: last round! ", style="bold red")
    pool = view["turn_pool"]
    text.append(f"Turn pool: {pool['labor']} Labor, {pool['construction']} Construction.")
    if view.get("capped"):
        text.append(" The safety cap ended the game.", style="bold red")
    return text


def _rows(view: dict[str, Any]) -> Group:
    """The two rows, one line per slot: name, cost, Brass value, attack/health, text."""
    lines: list[Any] = []
    for key, title, deck in (("labor_market", "Labor Market", "labor_deck"),
                             ("design_department", "Design Department", "design_deck")):
        lines.append(Text(f"{title} ({view[deck]} in its deck)", style="bold underline"))
        for slot, inst in enumerate(view[key], 1):
            line = Text(f" {slot} ")
            if inst is None:
                line.append("(empty)", style="dim")
            else:
                card = card_of(inst)
                line.append_text(styled(inst))
                stats = _stats(card)
                line.append(f"  {_cost(card)}, BV {card.get('brass_value', 0)}" + (f", {stats}" if stats else ""))
                line.append(f"  {card.get('text', '')}", style="dim")
            lines.append(line)
    return Group(*lines)


def _entry_words(entry: dict[str, Any]) -> str:
    if entry.get("card") is None:
        return f"a face-down building (played turn {entry['entered']})"
    card = card_of(entry["card"])
    words = f"{card.get('name', entry['card'])} {_stats(card)}"
    if not entry.get("face_up", True):
        words += " face down"
    if entry.get("damage"):
        words += f" dmg {entry['damage']}"
    if entry.get("acted"):
        words += " (acted)"
    if entry.get("activated"):
        words += " (used)"
    return words


def _tableaus(view: dict[str, Any]) -> Group:
    """Each player: corporation, Brass, card counts, reserve, and every card in play with its damage."""
    lines: list[Any] = [Text("Players", style="bold underline")]
    for p in view["table"]:
        line = Text(f" {who(view, p['seat'])} (seat {p['seat']}" +
                    (f", team {p['team'] + 1}" if view["variant"] == "teams" else "") + "): ")
        line.append(CORPS.get(p["corporation"] or "", "-"), style=STYLE.get(p["faction"] or "neutral", ""))
        if p.get("eliminated"):
            line.append("  ELIMINATED", style="bold red")
        line.append(f"  {p['tokens']} Brass; hand {p['hand_count']}, draw pile {p['draw_count']}, "
                    f"discard {len(p['discard'])}; reserve: " +
                    (", ".join(sorted({name(c) for c in p["reserve"]})) or "-"))
        lines.append(line)
        plat = p["platform"]
        entries = []
        if plat is not None:
            entries.append("Mining Platform 1/3" + (f" dmg {plat['damage']}" if plat["face_up"] and plat["damage"]
                                                    else "" if plat["face_up"] else " DESTROYED (face down)"))
        entries += [_entry_words(e) for e in p["in_play"]]
        lines.append(Text("    in play: " + "; ".join(entries)))
    return Group(*lines)


def _ai(view: dict[str, Any]) -> Group:
    ai = view["ai"]
    area = ", ".join(f"{name(e['card'])} {_stats(card_of(e['card']))}" + (f" dmg {e['damage']}" if e["damage"] else "")
                     for e in ai["play_area"]) or "empty"
    score = sum(card_of(c).get("brass_value", 0) for c in ai["score_pile"] + [e["card"] for e in ai["play_area"]])
    lines: list[Any] = [Text(f"Solitaire AI: {ai['tokens']} Brass, cards worth {score}; play area: {area}; "
                             f"score pile: {len(ai['score_pile'])} cards", style="bold")]
    if ai.get("last_turn"):
        lines.append(Text("What the AI did in its last turn:", style="italic"))
        lines += [Text("  " + step) for step in ai["last_turn"]]
    return Group(*lines)


def _hand(me: dict[str, Any]) -> Group:
    lines: list[Any] = [Text("Your hand", style="bold underline")]
    for c in me["hand"]:
        card = card_of(c)
        line = Text(" ")
        line.append_text(styled(c))
        kind = card.get("type", "")
        line.append(f"  {kind}" + (f" {_stats(card)}" if kind != "employee" else ""))
        line.append(f"  {card.get('text', '')}", style="dim")
        lines.append(line)
    if not me["hand"]:
        lines.append(Text(" (empty)", style="dim"))
    return Group(*lines)


def _decision_words(view: dict[str, Any]) -> str:
    d = view["decision"]
    src = name(d.get("source")) if d.get("source") else ""
    seat = who(view, d["seat"])
    kind = d["kind"]
    if kind == "choose_target":
        return f"{seat} to choose the target of {src}'s {d['amount']} damage"
    if kind == "choose_opponent":
        return f"{seat} to choose whom {src} steals from"
    if kind == "dismiss_pick":
        return f"{seat} to dismiss up to {d['remaining']} more card(s) for {src}"
    if kind == "discard_pick":
        return f"{seat} to discard for {src}"
    if kind == "confirm":
        return f"{seat} to decide on {src}'s optional effect"
    if kind == "choose_option":
        return f"{seat} to choose an option of {src}"
    return f"{seat} to respond (use an at-any-time building or pass)"


def _target_words(target: str, view: dict[str, Any]) -> str:
    owner = None
    for p in view["table"]:
        if any(e.get("card") == target for e in p["in_play"]) or (p["platform"] or {}).get("card") == target:
            owner = p["seat"]
    if "ai" in view and any(e["card"] == target for e in view["ai"]["play_area"]):
        owner = 1
    card = card_of(target)
    whose = f"{who(view, owner)}'s " if owner is not None else ""
    return f"{whose}{card.get('name', target)} ({_stats(card)})"


def describe(label: str, view: dict[str, Any]) -> str:
    """An action in plain words."""
    w = label.split()
    if not w:
        return label
    kind = w[0]
    if kind == "play" and len(w) == 2:
        card = card_of(w[1])
        how = {"employee": "", "unit": " into play", "building": " face down (built at your next turn start)"}
        return f"play {name(w[1])}{how.get(card.get('type', ''), '')}: {card.get('text', '')}"
    if kind == "buy" and len(w) >= 3:
        if w[1] == "reserve":
            card = CARDS.get(w[2], {})
            return f"buy {card.get('name', w[2])} from your reserve for {_cost(card)}"
        key = "labor_market" if w[1] == "labor" else "design_department"
        slot = int(w[2]) if w[2].isdigit() else 0
        inst = view[key][slot - 1] if 1 <= slot <= 6 else None
        card = card_of(inst)
        where = "the Labor Market" if w[1] == "labor" else "the Design Department"
        gift = " as a gift to your teammate (+1)" if len(w) > 3 and w[3] == "gift" else ""
        return f"buy {card.get('name', '?')} ({_cost(card)}) from {where}, slot {slot}{gift}"
    if kind == "activate" and len(w) == 2:
        return f"use {name(w[1])}: {card_of(w[1]).get('text', '')}"
    if kind == "demolish" and len(w) == 2:
        return f"demolish {name(w[1])} (to your discard pile): {card_of(w[1]).get('text', '')}"
    if kind == "rebuild":
        return "rebuild your Mining Platform for 1 Construction"
    if label == "end play":
        return "end the play phase (no more cards from hand this turn)"
    if label == "end turn":
        return "end your turn (discard your hand and played cards, draw 5)"
    if kind == "mine" and len(w) == 2:
        card = card_of(w[1])
        return f"mine with {name(w[1])} for {card.get('attack', 0) + card.get('mine_extra', 0)} Brass (+1 with the " \
               "platform bonus)"
    if kind == "attack" and len(w) >= 3:
        if w[2] == "seat" and len(w) == 4:
            return f"attack seat {w[3]} with {name(w[1])}: they lose {card_of(w[1]).get('attack', 0)} Brass"
        return f"attack {_target_words(w[2], view)} with {name(w[1])} ({_stats(card_of(w[1]))})"
    if kind == "ability" and len(w) == 2:
        return f"use {name(w[1])}'s ability: {card_of(w[1]).get('text', '')}"
    if kind == "target" and len(w) == 2:
        return f"target {_target_words(w[1], view)}"
    if kind == "opponent" and len(w) == 2 and w[1].isdigit():
        return f"steal from {who(view, int(w[1]))}"
    if kind == "option" and len(w) == 2:
        d = view.get("decision") or {}
        src = card_of(d.get("source"))
        if src.get("id") == "battery_turbine":
            return "+1 Labor" if w[1] == "1" else "+1 Construction"
        return f"option {w[1]} of {src.get('name', 'the card')}"
    if kind == "dismiss" and len(w) == 2:
        return f"dismiss {name(w[1])} (removed from the game)"
    if label == "done":
        return "dismiss nothing more"
    if kind == "discard" and len(w) == 2:
        return f"discard {name(w[1])}"
    if label in ("yes", "no"):
        d = view.get("decision") or {}
        return f"{'use' if label == 'yes' else 'skip'} the optional effect of {name(d.get('source'))}"
    if kind == "use" and len(w) == 2:
        return f"demolish {name(w[1])} now: {card_of(w[1]).get('text', '')}"
    if label == "pass":
        return "let it happen (no response)"
    if kind == "corporation" and len(w) == 2:
        return f"play {CORPS.get(w[1], w[1])}"
    if kind == "reserve":
        parts = []
        for item in w[1:]:
            cid, _, k = item.partition("*")
            parts.append(f"{k or 1}x {CARDS.get(cid, {}).get('name', cid)}")
        return "reserve deck: " + ", ".join(parts)
    return label
