"""Terminal rendering of Cosmoclasm: the planet flower with its grid points, then the table; a compact
panel for 80x24, plain words for each choice (cards by their suit and forces, players P1..Pn) and
groups for long choice lists."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from meeple.builtin.cosmoclasm.data import (
    ABILITY_NAMES,
    CARD_INDEX,
    CARD_WORDS,
    FACTION_NAMES,
    FACTIONS,
    MAT_CENTER,
    MAT_CORNERS,
    MAT_IDS,
    POINT_BORDERS,
    POINT_IDS,
    POINT_POS,
)

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold magenta", "bold cyan")
#: what each faction card does, in a few words (the full text is in RULES.md)
_FACTION_DOES = {
    "cyborgs": "take a market card into your hand, then give a card to the market",
    "hiveminds": "your black card may be of any black suit, and it does not set your suit",
    "humans": "one force of your black card counts twice, the other not at all",
    "martians": "take a card you played this round back into your hand",
    "radiants": "counts as one extra stargate while it lies in front of you",
}
_XS, _YS = 4, 2  # characters per drawing column, lines per drawing row


def render(view: dict[str, Any], seat: int | None) -> Group:
    """The board (planet numbers, stations per grid point by seat, the contested planet), then the rest."""
    return Group(_header(view), _board(view), _legend(view), _players(view, seat), _zones(view, seat))


def describe(label: str, view: dict[str, Any]) -> str:
    """An action in plain words."""
    w = label.split()
    kind = w[0] if w else ""
    if kind == "play":
        text = f"play {card_words(w[1])}"
        for extra in w[2:]:
            if extra == "+faction":
                text += " with " + faction_words(view, short=True)
            elif extra.startswith("keep="):
                text += f", keeping {extra[5:]} (it counts twice)"
            elif extra.startswith("back="):
                text += f", taking {card_words(extra[5:])} back to hand"
            else:
                text += f" with {card_words(extra[1:])}"
        return text
    if kind == "retire":
        return "retire: take your superiorities, then place stations and pick cards"
    if kind == "place" and len(w) == 2 and w[1] in POINT_IDS:
        mats = POINT_BORDERS[POINT_IDS.index(w[1])]
        nums = view.get("numbers", {})
        around = ", ".join(f"{nums.get(MAT_IDS[m], '?')} ({MAT_IDS[m]})" for m in mats)
        return f"place a station on {w[1]}, touching planet{'s' if len(mats) > 1 else ''} {around}"
    if kind in ("pick", "take") and len(w) == 2:
        return f"{kind} {card_words(w[1])} from the market"
    if kind == "give" and len(w) == 2:
        return f"give {card_words(w[1])} to the market"
    if kind == "switch":
        return "keep the planet order" if w[1:] == ["none"] else f"switch planet counters {w[1]} and {w[2]}"
    if kind == "start" and len(w) == 2:
        return f"P{int(w[1]) + 1} ({_faction(view['factions'][int(w[1])])}) starts the next round"
    if kind == "market" and len(w) == 3:
        return f"to market: {card_words(w[1])}, {card_words(w[2])}"
    return label


def card_words(cid: str) -> str:
    """``SUN-DR-ME-1`` -> ``sun drone+mech``, ``MOON-FI-FI-2`` -> ``moon 2 fighters`` (the label names the copy)."""
    index = CARD_INDEX.get(cid)
    return cid if index is None else CARD_WORDS[index]


def _cards(cids: list[str]) -> str:
    return ", ".join(card_words(c) for c in cids)


def _faction(fid: str) -> str:
    return FACTION_NAMES[FACTIONS.index(fid)] if fid in FACTIONS else fid


_FACTION_SHORT = {"cyborgs": "then take and give a market card", "hiveminds": "any black suit",
                  "humans": "one force counts twice", "martians": "take a played card back",
                  "radiants": "+1 stargate"}


def faction_words(view: dict[str, Any], seat: int | None = None, short: bool = False) -> str:
    """``your Humans card (Innovation: one force of your black card counts twice, ...)``."""
    seat = view.get("seat") if seat is None else seat
    if not isinstance(seat, int):
        return "the faction card"
    fid = view["factions"][seat]
    if fid not in FACTIONS:
        return f"the {fid} card"
    f = FACTIONS.index(fid)
    does = (_FACTION_SHORT if short else _FACTION_DOES).get(fid, "")
    return f"your {FACTION_NAMES[f]} card ({ABILITY_NAMES[f]}: {does})"


def _p(seat: int) -> str:
    return f"P{seat + 1}"


def _header(view: dict[str, Any]) -> Text:
    t = Text()
    if view["round"] == "extra":
        t.append(f"Extra round {view['extra_round']}", style="bold")
        t.append(f" between {', '.join(map(_p, view['tied']))}")
    else:
        c = view["contested"]
        t.append(f"Round {view['round']}", style="bold")
        t.append(" — contested: ")
        t.append(f"planet {c['planet']} (mat {c['mat']})", style="bold yellow")
    t.append(f"   phase {view['phase']}")
    _turn_and_winners(t, view, "   ")
    return t


def _turn_and_winners(t: Text, view: dict[str, Any], separator: str) -> None:
    """Append who is to act (and what they owe) and, once the game is over, the winners."""
    if view["turn"] is not None:
        t.append(separator + "to act: ")
        t.append(_p(view["turn"]), style=SEAT_STYLES[view["turn"]])
        if view["owed"]:
            t.append(" (owes " + ", ".join(f"{k} {v}" for k, v in view["owed"].items() if v) + ")")
    if view["winners"]:
        t.append(separator + "winners: " + ", ".join(map(_p, view["winners"])), style="bold yellow")


def _board(view: dict[str, Any]) -> Text:
    xs = [x for x, _ in POINT_POS]
    ys = [y for _, y in POINT_POS]
    x0, y0 = min(xs), min(ys)
    width = (max(xs) - x0) * _XS + 6
    height = (max(ys) - y0) * _YS + 2
    chars = [[" "] * width for _ in range(height)]
    styles: list[list[str | None]] = [[None] * width for _ in range(height)]

    def put(x: int, y: int, s: str, style: str | None = None) -> None:
        for i, ch in enumerate(s):
            if 0 <= x + i < width and 0 <= y < height:
                chars[y][x + i] = ch
                styles[y][x + i] = style

    contested = view["contested"]["mat"] if view["contested"] else None
    stacks: dict[str, list[int]] = {}
    for s, p, _r in view["stations"]:
        stacks.setdefault(p, []).append(s)
    now = {p for s, p, r in view["stations"] if view["round"] != "extra" and r == view["round"]}
    hot = set(MAT_CORNERS[MAT_IDS.index(contested)]) if contested else set()
    for i, (px, py) in enumerate(POINT_POS):
        x, y = (px - x0) * _XS, (py - y0) * _YS
        pid = POINT_IDS[i]
        style = "dim"
        if i in hot:
            style = "bold red" if pid in now else "bold yellow"
        put(x, y, pid, style)
        for k, s in enumerate(stacks.get(pid, [])[:4]):
            put(x + k, y + 1, str(s + 1), SEAT_STYLES[s])
    numbers = view["numbers"]
    for m, (cx, cy) in enumerate(MAT_CENTER):
        mid = MAT_IDS[m]
        x, y = (cx - x0) * _XS - 1, (cy - y0) * _YS
        label = f"{mid}{numbers[mid]:>2}"
        if mid == contested:
            put(x - 1, y, f"*{label}*", "bold yellow reverse")
        else:
            put(x, y, label, "bold")
        owner = view["claimed"].get(mid)
        if owner is not None:
            put(x, y + 1, _p(owner), SEAT_STYLES[owner] + " reverse")
    put((0 - x0) * _XS, (0 - y0) * _YS, "sun", "yellow")
    out = Text()
    for row, srow in zip(chars, styles, strict=True):
        for ch, st in zip(row, srow, strict=True):
            out.append(ch, style=st)
        out.append("\n")
    return out


def _legend(view: dict[str, Any]) -> Text:
    t = Text("Mats show letter and planet number (*contested*, PN = claimed by PN). Under each grid point: "
             "its stations, oldest first, by player: ", style="dim")
    for s, fac in enumerate(view["factions"]):
        t.append(f"{s + 1}=P{s + 1} {_faction(fac)} ", style=SEAT_STYLES[s])
    return t


def _players(view: dict[str, Any], seat: int | None) -> Group:
    """One row per player, then the cards each has played this round (the long part) below."""
    tab = Table(box=None, pad_edge=False, padding=(0, 1), collapse_padding=True, header_style="dim")
    for col in ("player", "faction", "planets", "stations", "cards", "d/f/me/mi/sg", "status"):
        tab.add_column(col, no_wrap=True)
    retired = set(view["retired"])
    played = Text()
    for s, fac in enumerate(view["factions"]):
        status = "retired" if s in retired else ""
        if view["turn"] == s:
            status = "to act"
        if s in view["faction_used"]:
            status += " · faction used"
        hand = str(view["hand_sizes"][s])  # the known ones are listed below the table
        tab.add_row(Text(_p(s) + (" you" if s == seat else ""), style=SEAT_STYLES[s]), _faction(fac),
                    str(view["planets"][s]), f"{view['supply'][s]} left", hand,
                    "/".join(map(str, view["counts"][s])), status.strip(" ·"))
        if view["played"][s]:
            played.append(f"\n  {_p(s)}: {_cards(view['played'][s])}"
                          + (f" (suit {view['suits'][s]})" if view["suits"][s] else ""))
    if not played:
        return Group(tab)
    return Group(tab, Text("Played this round:").append_text(played))


def _zones(view: dict[str, Any], seat: int | None) -> Text:
    t = Text()
    taken = ", ".join(f"{f}: {_p(s)}" for f, s in view["taken"].items()) or "none"
    t.append(f"Superiorities taken: {taken}\n")
    known = [f"{_p(s)} {_cards(cards)}" for s, cards in enumerate(view["known_cards"]) if cards and s != seat]
    if known:
        t.append(f"Known cards in hands: {'; '.join(known)}\n")
    if view["keep"]:
        t.append("Innovation: " + ", ".join(f"{card_words(c)} keeps {f}" for c, f in view["keep"].items()) + "\n")
    t.append(f"Market: {_cards(view['market']) or 'empty'}\n")
    t.append(f"Deck: {view['deck_size']} cards   discard pile: {len(view['discard'])} cards\n")
    c = view["contested"]
    if c and c["mat"] in view["resistance"]:
        t.append(f"Local resistance of planet {c['planet']}: {_cards(view['resistance'][c['mat']])}\n")
    if seat is not None:
        t.append("Your hand: ", style="bold")
        t.append(_cards(view["hand"]) or "empty")
        if view.get("my_market_choice"):
            t.append(f"   (chosen for the market: {_cards(view['my_market_choice'])})")
        t.append("\n")
        if view["variant"] == "factions":
            used = " (played this round)" if seat in view["faction_used"] else ""
            t.append(f"Faction card{used}: {faction_words(view, seat)}\n", style="dim" if used else "")
    return t


# ---- the compact panel (80x24) and the groups of long choice lists ------------------------------------


def compact(view: dict[str, Any], seat: int | None) -> Group:
    """The essentials in about 10 lines of 80 columns (the board takes about 20): the round and whose
    turn, one line per player (planets, cards, forces in front of him, suit), the stations around the
    contested planet, the market (the picks list it whole), your hand and, when you may play it, what
    your faction card does."""
    parts: list[Any] = [_compact_header(view)]
    grid = Table.grid(padding=(0, 1))
    for _ in range(7):
        grid.add_column(no_wrap=True)
    grid.add_row("", "", "[dim]planets[/]", "[dim]cards[/]", "[dim]d/f/me/mi/sg[/]", "[dim]suit[/]", "")
    retired = set(view["retired"])
    for s, fac in enumerate(view["factions"]):
        status = "to act" if view["turn"] == s else "retired" if s in retired else ""
        grid.add_row(Text(_p(s) + (" you" if s == seat else ""), style=SEAT_STYLES[s]), _faction(fac),
                     f"{view['planets'][s]}/{view['planets_to_win']}", str(view["hand_sizes"][s]),
                     "/".join(map(str, view["counts"][s])), view["suits"][s] or "",
                     Text(status, style="yellow"))
    parts.append(grid)
    t = Text()
    c = view["contested"]
    line = []
    if c:
        corners = set(POINT_IDS[i] for i in MAT_CORNERS[MAT_IDS.index(c["mat"])])
        around: dict[int, int] = {}
        for s, point, _ in view["stations"]:
            if point in corners:
                around[s] = around.get(s, 0) + 1
        if around:
            line.append(f"stations around planet {c['planet']}: "
                        + ", ".join(f"{_p(s)} {k}" for s, k in sorted(around.items())))
        if c["mat"] in view["resistance"]:
            line.append(f"resistance: {_cards(view['resistance'][c['mat']])}")
    if view["taken"]:
        line.append("taken: " + ", ".join(f"{f} {_p(s)}" for f, s in view["taken"].items()))
    if line:
        joined = " · ".join(line)
        t.append(joined[0].upper() + joined[1:] + "\n")
    market = f"Market ({len(view['market'])}): {_cards(view['market']) or 'empty'}"
    t.append((market if len(market) <= 80 else market[:79] + "…") + "\n")
    if seat is not None:
        t.append(f"Your hand ({len(view['hand'])}): ", style="bold")
        words = _cards(view["hand"])
        if len(words) > 210:  # more than three lines: the cards by suit (type board for every card)
            suits: dict[str, int] = {}
            for card in view["hand"]:
                suit = card_words(card).split(" ")[0]
                suits[suit] = suits.get(suit, 0) + 1
            words = ", ".join(f"{k} {suit}" for suit, k in suits.items()) + " (board: every card)"
        t.append(words or "empty")
        if view["variant"] == "factions" and view["phase"] == "TURN" and seat not in view["faction_used"]:
            t.append("\nFaction card: " + faction_words(view, seat, short=True))
    parts.append(t)
    return Group(*parts)


_PHASE_WORDS = {"SETUP_MARKET": "choose two cards for the market", "TURN": "play or retire",
                "PRODUCE": "Production", "PLACE": "place stations", "PICK": "pick market cards",
                "SWITCH": "switch planet counters", "START": "choose the next start player", "GAME_OVER": "game over"}


def _compact_header(view: dict[str, Any]) -> Text:
    t = Text()
    if view["round"] == "extra":
        t.append(f"Extra round {view['extra_round']} ({', '.join(map(_p, view['tied']))})", style="bold")
    else:
        c = view["contested"]
        t.append(f"Round {view['round']}/12 · planet {c['planet']} ({c['mat']}) contested", style="bold")
    t.append(f" · {_PHASE_WORDS.get(view['phase'], view['phase'])}")
    _turn_and_winners(t, view, " · ")
    return t


def group(label: str, view: dict[str, Any]) -> str:
    """The group of a choice when the list is long: plays by their black card, counter switches by
    the first planet, market choices by their first card."""
    w = label.split()
    if w[0] == "play" and len(w) > 1:
        black = {card_words(c) for c in view.get("hand", []) if not c.startswith("ECL")}
        if len(black) > 7:  # too many different cards: by suit first
            return f"play a {card_words(w[1]).split(' ')[0]} card"
        return f"play {card_words(w[1])}"
    if w[0] == "switch" and len(w) == 3:
        return f"switch planet {w[1]} with another"
    if w[0] == "market" and len(w) == 3:
        return f"to market with {card_words(w[1])}"
    return label
