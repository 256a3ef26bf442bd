"""Terminal presentation of Brass Empire: the rows, your hand, every tableau with its damage, the pool.

Drawn only from ``view(seat)`` and the action labels, with the printed card data read from the
game's TOML file (names, costs, text); it never imports the rules.
"""

from __future__ import annotations

import re
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


STARTING = ("clerk", "union_worker")


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


def who(view: dict[str, Any], seat: int | None) -> str:
    """A seat as a person reads it: "you", the Solitaire AI by its name, else P1..Pn (seat + 1)."""
    if seat is None:
        return "?"
    if view.get("variant") == "solitaire" and seat == 1:
        return "the Solitaire AI"
    return "you" if seat == view.get("seat") else f"P{seat + 1}"


def player_name(view: dict[str, Any], seat: int) -> str:
    """P1..Pn, with "(you)" for the viewer: the name in the panels' player lines."""
    return f"P{seat + 1}" + (" (you)" if seat == view.get("seat") else "")


def render(view: dict[str, Any], seat: int | None) -> Group:
    parts: list[Any] = [_header(view), _rows(view)]
    parts.append(_tableaus(view))
    if "ai" in view:
        parts.append(_ai(view))
    me = _me(view, seat)
    if me is not None and "hand" in me:
        parts.append(_hand(me))
    if view.get("decision"):
        parts.append(Text("waiting for: " + _decision_words(view), style="italic"))
    return Group(*parts)


def _me(view: dict[str, Any], seat: int | None) -> dict[str, Any] | None:
    return view["table"][seat] if isinstance(seat, int) and 0 <= seat < len(view["table"]) else None


WIDTH = 80
_AI_STEP_NOISE = re.compile(r" \([^)]*\)|: now \d+ Brass|^the AI has \d+ Brass[^:]*: (it )?")


def _fit(head: str, items: list[str], lines: int = 2, style: str = "") -> list[Text]:
    """``head`` then ``items`` joined by ", ", wrapped at item boundaries into at most ``lines`` lines of
    80 columns (continuations indented); what does not fit is counted as "+k more"."""
    out: list[str] = []
    line = head
    for i, item in enumerate(items):
        sep = "" if line == head or line.endswith(": ") else ", "
        last = i == len(items) - 1
        if len(line) + len(sep) + len(item) < WIDTH + last:  # a column left for the comma of a wrapped line
            line += sep + item
            continue
        if len(out) + 1 == lines:
            more = f" +{len(items) - i} more"
            while len(line) + len(more) > WIDTH and ", " in line:
                line, _, dropped = line.rpartition(", ")
                more = f" +{len(items) - i + 1 + dropped.count(', ')} more"
            out.append(line + more)
            return [Text(x, style=style, no_wrap=True, overflow="ellipsis") for x in out]
        out.append(line.rstrip() if line == head else line + ",")
        line = "    " + item
    out.append(line)
    return [Text(x, style=style, no_wrap=True, overflow="ellipsis") for x in out]


def _counted(names: list[str]) -> list[str]:
    """Names in first-seen order, repeats as "Clerk x3"."""
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    return [n if k == 1 else f"{n} x{k}" for n, k in counts.items()]


def _short_cost(card: dict[str, Any]) -> str:
    return f"{card['cost']}{'L' if card['currency'] == 'labor' else 'C'}" if "cost" in card else ""


def _row_lines(view: dict[str, Any], key: str, title: str) -> list[Text]:
    """One shared row in two lines of three slots: ``1 Saboteur 3L``."""
    cells = []
    for slot, inst in enumerate(view[key], 1):
        if inst is None:
            cells.append(f"{slot} (empty)")
            continue
        card = card_of(inst)
        nm = card.get("name", inst)
        nm = nm if len(nm) <= 18 else nm[:17] + "."
        cells.append(f"{slot} {nm} {_short_cost(card)}")
    out = []
    for half in (0, 1):
        prefix = title if half == 0 else ""
        text = Text(f"{prefix:<7}", style="bold", no_wrap=True, overflow="ellipsis")
        for slot in range(3 * half, 3 * half + 3):
            inst = view[key][slot]
            style = STYLE.get(card_of(inst).get("faction", "neutral"), "") if inst else "dim"
            text.append(f"{cells[slot]:<24}", style=style)
        text.rstrip()
        out.append(text)
    return out


def _platform_words(plat: dict[str, Any] | None) -> str | None:
    if plat is None:
        return None
    if not plat["face_up"]:
        return "Platform DESTROYED"
    return "Platform 1/3" + (f" dmg {plat['damage']}" if plat["damage"] else "")


def _units_words(p: dict[str, Any], mine: bool = False) -> list[str]:
    """The platform and the cards in play with their damage; "(used)" only on your own (what you can still do)."""
    words = []
    plat = _platform_words(p["platform"])
    if plat:
        words.append(plat)
    for e in p["in_play"]:
        if e.get("card") is None:
            words.append("a face-down building")
            continue
        card = card_of(e["card"])
        word = card.get("name", e["card"])
        if not e.get("face_up", True):
            word += " (face down)"
        else:
            word += f" {_stats(card)}" if _stats(card) else ""
            if e.get("damage"):
                word += f" dmg {e['damage']}"
            if mine and (e.get("acted") or e.get("activated")):
                word += " (used)"
        words.append(word)
    return words


def _short_corp(corporation: str | None) -> str:
    """A corporation's first word ("Omni-Edo", "Frontier"): enough to tell players apart in one line."""
    return CORPS.get(corporation or "", "").split(" ")[0]


def _ai_step(event: str) -> str:
    """One event of the AI's turn in short: "gains 2 Brass", "takes Saboteur to score"."""
    short = _AI_STEP_NOISE.sub("", event).replace("the AI ", "", 1).replace("the AI's ", "its ")
    return short.replace(" into its score pile", " to score").replace(" into its play area", " into play")


def compact(view: dict[str, Any], seat: int | None) -> Group:
    """What you need to decide on an 80x24 terminal (at most about 14 lines of 80 columns): whose turn and
    the pool, the two rows, each opponent in a line or two (one when there are more than two), your Brass,
    what you have to spend and your cards in play (with their damage), your hand, and what is awaited."""
    lines: list[Any] = [_compact_header(view, seat)]
    lines += _row_lines(view, "labor_market", "Labor")
    lines += _row_lines(view, "design_department", "Design")
    me = _me(view, seat)
    others = [p for p in view["table"] if p is not me]
    per_player = 2 if len(others) <= 2 else 1
    for p in others:
        head = f"P{p['seat'] + 1}" + (f" (team {p['team'] + 1})" if view["variant"] == "teams" else "")
        if p.get("eliminated"):
            lines.append(Text(f"{head}: eliminated", style="dim"))
            continue
        head += f" {_short_corp(p['corporation'])}: {p['tokens']} Brass, {p['hand_count']} in hand; "
        bought = _counted([name(c) for c in sorted(p.get("unseen", []) + p["discard"] + p["played"])
                           if c.rsplit(".", 1)[0] not in STARTING])
        lines += _fit(head, _units_words(p) + (["deck: " + bought[0], *bought[1:]] if bought and per_player > 1
                                               else []), per_player)
    if "ai" in view:
        ai = view["ai"]
        worth = sum(card_of(c).get("brass_value", 0) for c in ai["score_pile"] + [e["card"] for e in ai["play_area"]])
        area = [f"{name(e['card'])} {_stats(card_of(e['card']))}" + (f" dmg {e['damage']}" if e["damage"] else "")
                for e in ai["play_area"]]
        lines += _fit(f"Solitaire AI: {ai['tokens']} Brass + cards worth {worth}; in play: ", area or ["nothing"])
        steps = [_ai_step(x) for x in ai.get("last_turn", [])[1:] if " enters the " not in x]
        if steps:
            lines.append(Text("  its last turn: " + "; ".join(steps), style="italic", no_wrap=True,
                              overflow="ellipsis"))
    if me is not None:
        head = f"You (P{me['seat'] + 1} {_short_corp(me['corporation'])}" + \
            (f", team {me['team'] + 1}" if view["variant"] == "teams" else "") + f"): {me['tokens']} Brass; "
        pool = view["turn_pool"]
        if view["active"] == me["seat"] and view["phase"] in ("play", "action") and (pool["labor"] or
                                                                                     pool["construction"]):
            head += f"to spend {pool['labor']}L {pool['construction']}C; "
        lines += _fit(head, _units_words(me, mine=True), 3)
        if "hand" in me:
            cards = [name(c) for c in me["hand"]]
            lines += _fit("Your hand: ", _counted(cards) or ["empty"], style="bold")
    if view.get("decision"):
        lines.append(Text("Waiting for: " + _decision_words(view), style="italic", no_wrap=True, overflow="ellipsis"))
    return Group(*lines)


def _compact_header(view: dict[str, Any], seat: int | None) -> Text:
    """Turn, whose, phase, the pool (and what the active player has to spend when it is not you)."""
    phase = PHASES.get(view["phase"], view["phase"])
    text = Text(f"Turn {view['turn']}: {who(view, view['active'])} to play ({phase}). ", style="bold", no_wrap=True,
                overflow="ellipsis")
    if view["over"]:
        text = Text(f"Game over after turn {view['turn']}. ", style="bold", no_wrap=True, overflow="ellipsis")
    pool = view["turn_pool"]
    if view["phase"] in ("play", "action") and view["active"] != seat:
        text.append(f"Spending {pool['labor']} L, {pool['construction']} C. ")
    if view["variant"] == "battle":
        text.append("Battle Mode: Brass is life.")
    elif view["end_triggered"] and not view["over"]:
        text.append("Pool empty: last round!", style="bold red")
    else:
        text.append(f"Mining Pool: {view['pool']} Brass.")
    return text


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
                kind = f"{card.get('type', '')} {stats}, " if stats else ""
                line.append(f"  {kind}{_cost(card)}, worth {card.get('brass_value', 0)}")
                if card.get("text", "") != "(No text.)":
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
        line = Text(f" {player_name(view, p['seat'])}" +
                    (f" (team {p['team'] + 1})" if view["variant"] == "teams" else "") + ": ")
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
        more = "1 more card" if d["remaining"] == 1 else f"{d['remaining']} more cards"
        return f"{seat} to dismiss up to {more} for {src}"
    if kind == "discard_pick":
        return f"{seat} to discard for {src}"
    if kind == "confirm":
        return f"{seat} to decide on {src}'s optional effect"
    if kind == "choose_option":
        return f"{seat} to choose an option of {src}"
    return f"{seat} to respond (use an at-any-time building or pass)"


def _find(view: dict[str, Any], inst: str) -> tuple[int | None, dict[str, Any]]:
    """Who owns the card ``inst`` in play, and its entry (damage...), from the view."""
    for p in view["table"]:
        plat = p["platform"] or {}
        if plat.get("card") == inst:
            return p["seat"], plat
        for e in p["in_play"]:
            if e.get("card") == inst:
                return p["seat"], e
    if "ai" in view:
        for e in view["ai"]["play_area"]:
            if e["card"] == inst:
                return 1, e
    return None, {}


def _target_words(target: str, view: dict[str, Any]) -> str:
    """``P2's Volt Militia 1/2 dmg 1``, as the panels write a card in play."""
    owner, entry = _find(view, target)
    card = card_of(target)
    if owner is None:
        whose = ""
    elif owner == view.get("seat"):
        whose = "your "
    else:  # short, as choices have little room: "the AI's" in Solitaire (no other opponent there)
        whose = "the AI's " if "ai" in view and owner == 1 else f"{who(view, owner)}'s "
    damage = f" dmg {entry['damage']}" if entry.get("damage") else ""
    return f"{whose}{card.get('name', target)} {_stats(card)}{damage}"


def _left(card: dict[str, Any], entry: dict[str, Any]) -> int:
    return int(card.get("health", 0)) - int(entry.get("damage", 0))


def _attack_words(unit: str, target: str, view: dict[str, Any]) -> str:
    """An attack by what it would do, the outcome first (choices are cut at the right on a small screen):
    both cards strike at once (3.5); a destroyed card gives its destroyer 1 Brass (not in Battle Mode)."""
    mine, theirs = card_of(unit), card_of(target)
    _, mine_entry = _find(view, unit)
    _, their_entry = _find(view, target)
    dealt, taken = int(mine.get("attack", 0)), int(theirs.get("attack", 0))
    kills, dies = dealt >= _left(theirs, their_entry), taken >= _left(mine, mine_entry)
    other = _target_words(target, view)
    reward = view["variant"] != "battle"
    if kills and dies:
        return f"trade {name(unit)} for {other}" + (" (+1 Brass each)" if reward else "")
    if kills:
        return f"destroy {other}" + (" (+1 Brass)" if reward else "") + f", taking {taken} damage"
    if dies:
        return f"lose {name(unit)} to {other}, dealing {dealt} damage"
    return f"hit {other}: deal {dealt} damage, take {taken}"


def _part(instance: str, heading: str) -> str:
    """The sentence of a card's text that starts with ``heading``, without it (the whole text if none)."""
    text = card_of(instance).get("text", "")
    at = text.find(heading)
    if at < 0:
        return text
    rest = text[at + len(heading):]
    end = rest.find(". ")
    return rest if end < 0 else rest[:end + 1]


def _buy_terms(card: dict[str, Any], extra: int = 0, where: str = "") -> str:
    """``unit 2/2, 4C, worth 1``: what the card is, its price (plus a gift's surcharge), its Brass value."""
    kind = card.get("type", "")
    what = f"{kind} {_stats(card)}, " if kind in ("unit", "building") else ""
    price = f"{card['cost'] + extra}{'L' if card['currency'] == 'labor' else 'C'}" if "cost" in card else "?"
    return f"{where}{what}{price}, worth {card.get('brass_value', 0)}"


def _teammate(view: dict[str, Any]) -> str:
    me = view.get("seat")
    if not isinstance(me, int):
        return "your teammate"
    team = view["table"][me]["team"]
    mates = [p["seat"] for p in view["table"] if p["team"] == team and p["seat"] != me]
    return f"your teammate {who(view, mates[0])}" if mates else "your teammate"


def describe(label: str, view: dict[str, Any]) -> str:
    """An action in plain words, what matters first (the choice list crops the end on a small screen)."""
    return _describe(label, view).removesuffix(": (No text.)").removesuffix(": ")


def _describe(label: str, view: dict[str, Any]) -> str:
    w = label.split()
    if not w:
        return label
    kind = w[0]
    if kind == "play" and len(w) == 2:
        card = card_of(w[1])
        how = {"employee": "", "unit": f" (unit {_stats(card)})",
               "building": " face down (built at your next turn start)"}
        return f"play {name(w[1])}{how.get(card.get('type', ''), '')}: {card.get('text', '')}"
    if kind == "buy" and len(w) >= 3:
        if w[1] == "reserve":
            card = CARDS.get(w[2], {})
            return f"buy {card.get('name', w[2])} ({_buy_terms(card, 0, 'reserve, ')}): {card.get('text', '')}"
        key = "labor_market" if w[1] == "labor" else "design_department"
        slot = int(w[2]) if w[2].isdecimal() else 0
        inst = view[key][slot - 1] if 1 <= slot <= 6 else None
        card = card_of(inst)
        gift = len(w) > 3 and w[3] == "gift"
        to = f" as a gift to {_teammate(view)}" if gift else ""
        return f"buy {card.get('name', '?')}{to} ({_buy_terms(card, 1 if gift else 0)}): {card.get('text', '')}"
    if kind == "activate" and len(w) == 2:
        return f"use {name(w[1])} (once per turn): {_part(w[1], 'Once per turn: ')}"
    if kind == "demolish" and len(w) == 2:
        effect = _part(w[1], "Demolish (your turn): ")
        if effect == card_of(w[1]).get("text", ""):
            effect = _part(w[1], "At any time: demolish this to ")
        return f"demolish {name(w[1])} (to your discard pile): {effect}"
    if kind == "rebuild":
        return "rebuild your destroyed Mining Platform for 1 Construction"
    if label == "end play":
        return "end the play phase (no more cards from hand; units act next)"
    if label == "end turn":
        return "end your turn: unspent Labor and Construction are lost; draw 5"
    if kind == "mine" and len(w) == 2:
        card = card_of(w[1])
        amount = int(card.get("attack", 0)) + int(card.get("mine_extra", 0))
        me = _me(view, view.get("seat"))
        bonus = (me is not None and not view.get("platform_bonus_used") and bool(me["platform"])
                 and bool(me["platform"]["face_up"]))
        gain = f"{amount + 1} Brass ({amount} + 1 Mining Platform bonus)" if bonus else f"{amount} Brass"
        return f"mine +{gain} with {name(w[1])}"
    if kind == "attack" and len(w) >= 3:
        if w[2] == "seat" and len(w) == 4:
            victim = int(w[3]) if w[3].isdecimal() else None
            return f"attack {who(view, victim)} with {name(w[1])}: they lose {card_of(w[1]).get('attack', 0)} Brass"
        return _attack_words(w[1], w[2], view)
    if kind == "ability" and len(w) == 2:
        return f"use {name(w[1])}'s ability: {_part(w[1], 'Ability: ')}"
    if kind == "target" and len(w) == 2:
        amount = int((view.get("decision") or {}).get("amount", 0))
        _, entry = _find(view, w[1])
        dies = amount and amount >= _left(card_of(w[1]), entry)
        return f"target {_target_words(w[1], view)}" + (
            (": destroys it" + (" (+1 Brass)" if view["variant"] != "battle" else "")) if dies else "")
    if kind == "opponent" and len(w) == 2 and w[1].isdecimal():
        seat = int(w[1])
        tokens = view["ai"]["tokens"] if "ai" in view and seat == 1 else view["table"][seat]["tokens"] \
            if seat < len(view["table"]) else 0
        return f"steal from {who(view, seat)} (has {tokens} Brass)"
    if kind == "option" and len(w) == 2:
        d = view.get("decision") or {}
        src = card_of(d.get("source"))
        if src.get("id") == "battery_turbine":
            return "+1 Labor" if w[1] == "1" else "+1 Construction"
        return f"option {w[1]} of {src.get('name', 'the card')}: {src.get('text', '')}"
    if kind == "dismiss" and len(w) == 2:
        return f"dismiss {name(w[1])} (removed from the game for good)"
    if label == "done":
        return "dismiss nothing more"
    if kind == "discard" and len(w) == 2:
        return f"discard {name(w[1])}"
    if label in ("yes", "no"):
        d = view.get("decision") or {}
        effect = _part(d.get("source") or "", "you may ").rstrip(".")
        return f"{'yes:' if label == 'yes' else 'no: do not'} {effect} ({name(d.get('source'))}'s optional effect)"
    if kind == "use" and len(w) == 2:
        return f"respond: demolish {name(w[1])} now to {_part(w[1], 'At any time: demolish this to ')}"
    if label == "pass":
        return "no response: let it happen"
    if kind == "corporation" and len(w) == 2:
        return f"play {CORPS.get(w[1], w[1])}"
    if kind == "reserve":
        parts = []
        for item in w[1:]:
            cid, _, k = item.partition("*")
            parts.append(f"{k or 1}x {CARDS.get(cid, {}).get('name', cid)}")
        return "reserve deck: " + ", ".join(parts)
    return label


def group(label: str, view: dict[str, Any]) -> str:
    """The group a choice goes in when the choices are many: plays by card, buys by row, unit actions by
    unit, damage targets by owner, dismissals by zone, custom reserve decks by size. Labels stay as they are."""
    w = label.split()
    kind = w[0] if w else ""
    if kind == "play" and len(w) == 2:
        return f"play {name(w[1])}"
    if kind == "buy" and len(w) >= 2:
        return {"labor": "buy from the Labor Market", "design": "buy from the Design Department"}.get(
            w[1], "buy from your reserve")
    if kind in ("activate", "demolish", "rebuild"):
        return "use your buildings"
    if kind in ("mine", "attack", "ability") and len(w) >= 2:
        return f"act with {name(w[1])} ({w[1]})"
    if kind == "target" and len(w) == 2:
        owner, _ = _find(view, w[1])
        return "target your own cards" if owner == view.get("seat") else f"target {who(view, owner)}'s cards"
    if kind == "dismiss" and len(w) == 2:
        me = _me(view, view.get("seat"))
        return "dismiss from your hand" if me is not None and w[1] in me.get("hand", []) else \
            "dismiss from your discard pile"
    if kind == "reserve":
        count = sum(int(item.partition("*")[2] or 1) for item in w[1:])
        return f"reserve decks of {count} card{'s' if count != 1 else ''}"
    if kind in ("corporation", "discard", "option", "use"):
        return {"corporation": "corporations", "discard": "discard", "option": "options", "use": "respond"}[kind]
    return label
