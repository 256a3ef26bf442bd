"""Terminal rendering of Cosmoclasm: the planet flower with its grid points, then the table."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from meeple.builtin.cosmoclasm.data import MAT_CENTER, MAT_CORNERS, MAT_IDS, POINT_BORDERS, POINT_IDS, POINT_POS

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold magenta", "bold cyan")
_FORCE = {"DR": "drone", "FI": "fighter", "ME": "mech", "MI": "missile", "SG": "stargate"}
_SUIT = {"SUN": "sun", "MOON": "moon", "STAR": "star", "ECL": "eclipse"}
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
                i = view.get("seat")
                fac = view["factions"][i] if isinstance(i, int) else "faction"
                text += f" with the {fac} faction card"
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
        around = ", ".join(f"planet {nums.get(MAT_IDS[m], '?')} ({MAT_IDS[m]})" for m in mats)
        return f"place a battle station on {w[1]}, next to {around}"
    if kind in ("pick", "take") and len(w) == 2:
        return f"{kind} {card_words(w[1])} from the market"
    if kind == "give" and len(w) == 2:
        return f"give {card_words(w[1])} to the market"
    if kind == "switch":
        return "keep the planet order" if w[1:] == ["none"] else f"switch planet counters {w[1]} and {w[2]}"
    if kind == "start" and len(w) == 2:
        return f"seat {w[1]} ({view['factions'][int(w[1])]}) starts the next round"
    if kind == "market" and len(w) == 3:
        return f"give {card_words(w[1])} and {card_words(w[2])} to the market"
    return label


def card_words(cid: str) -> str:
    """``SUN-DR-ME-1`` -> ``sun drone/mech`` (the label beside it names the copy)."""
    parts = cid.split("-")
    if len(parts) < 3 or parts[0] not in _SUIT:
        return cid
    return f"{_SUIT[parts[0]]} {'/'.join(_FORCE.get(p, p) for p in parts[1:-1])}"


def _header(view: dict[str, Any]) -> Text:
    t = Text()
    if view["round"] == "extra":
        t.append(f"Extra round {view['extra_round']}", style="bold")
        t.append(f" between seats {', '.join(map(str, view['tied']))}")
    else:
        c = view["contested"]
        t.append(f"Round {view['round']}", style="bold")
        t.append(" — contested: ")
        t.append(f"planet {c['planet']} (mat {c['mat']})", style="bold yellow")
    t.append(f"   phase {view['phase']}")
    if view["turn"] is not None:
        t.append("   to act: ")
        t.append(f"seat {view['turn']}", style=SEAT_STYLES[view["turn"]])
        if view["owed"]:
            t.append(" (owes " + ", ".join(f"{k} {v}" for k, v in view["owed"].items() if v) + ")")
    if view["winners"]:
        t.append("   winners: " + ", ".join(f"seat {s}" for s in view["winners"]), style="bold yellow")
    return t


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
            put(x + k, y + 1, str(s), SEAT_STYLES[s])
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
            put(x, y + 1, f"s{owner}", SEAT_STYLES[owner] + " reverse")
    put((0 - x0) * _XS, (0 - y0) * _YS, "sun", "yellow")
    out = Text()
    for row, srow in zip(chars, styles, strict=True):
        for ch, st in zip(row, srow, strict=True):
            out.append(ch, style=st)
        out.append("\n")
    return out


def _legend(view: dict[str, Any]) -> Text:
    t = Text("Mats show letter and planet number (*contested*, sN = claimed by seat N). Under each grid point: "
             "its stations, oldest first, by seat: ", style="dim")
    for s, fac in enumerate(view["factions"]):
        t.append(f"{s}={fac} ", style=SEAT_STYLES[s])
    return t


def _players(view: dict[str, Any], seat: int | None) -> Table:
    tab = Table(show_edge=False, pad_edge=False)
    for col in ("seat", "faction", "planets", "supply", "hand", "played (suit)", "d/f/me/mi/sg", "status"):
        tab.add_column(col)
    retired = set(view["retired"])
    for s, fac in enumerate(view["factions"]):
        status = "retired" if s in retired else ""
        if view["turn"] == s:
            status = "to act"
        if s in view["faction_used"]:
            status += " (faction card out)"
        hand = str(view["hand_sizes"][s])
        if s != seat and view["known_cards"][s]:
            hand += " incl. " + ", ".join(view["known_cards"][s])
        played = ", ".join(view["played"][s])
        if view["suits"][s]:
            played += f" ({view['suits'][s]})"
        name = fac + (" (you)" if s == seat else "")
        tab.add_row(Text(str(s), style=SEAT_STYLES[s]), name, str(view["planets"][s]), str(view["supply"][s]), hand,
                    played, "/".join(map(str, view["counts"][s])), status)
    return tab


def _zones(view: dict[str, Any], seat: int | None) -> Text:
    t = Text()
    taken = ", ".join(f"{f}: seat {s}" for f, s in view["taken"].items()) or "none"
    t.append(f"Superiorities taken: {taken}\n")
    if view["keep"]:
        t.append("Innovation: " + ", ".join(f"{c} keeps {f}" for c, f in view["keep"].items()) + "\n")
    t.append(f"Market: {', '.join(view['market']) or 'empty'}\n")
    t.append(f"Deck: {view['deck_size']} cards   discard pile: {len(view['discard'])} cards\n")
    c = view["contested"]
    if c and c["mat"] in view["resistance"]:
        t.append(f"Local resistance of planet {c['planet']}: {', '.join(view['resistance'][c['mat']])}\n")
    if seat is not None:
        t.append("Your hand: ", style="bold")
        t.append(", ".join(view["hand"]) or "empty")
        if view.get("my_market_choice"):
            t.append(f"   (chosen for the market: {', '.join(view['my_market_choice'])})")
        t.append("\n")
    return t
