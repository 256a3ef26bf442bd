"""Terminal view of Brass: Birmingham: the board town by town, links, markets, players, and choices in words."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.builtin.brass_birmingham.board import (
    CARD_INDEX,
    CARD_LOC,
    COAL_EMPTY,
    COAL_PRICES,
    IND_INDEX,
    IND_NAME,
    IRON_EMPTY,
    IRON_PRICES,
    LINK_ENDS,
    LINK_INDEX,
    LOC_IDS,
    LOC_INDEX,
    LOC_NAME,
    LOC_SLOTS,
    MTILE_BUYS,
    MTILE_INDEX,
    NBUILD,
    ROMAN,
    SLOT_INDS,
    T_BEER,
    T_COAL,
    T_COST,
    T_IRON,
    TILE_OF,
)

COLOURS = ("red", "yellow", "cyan", "magenta")
_SHORT = {"cotton": "Cotton", "manufacturer": "Manuf", "pottery": "Pottery", "coal": "Coal", "iron": "Iron",
          "brewery": "Brewery"}
_RES = {"coal": "coal", "iron": "iron", "beer": "beer"}
_KINDS = {
    "build": "Build: place an industry tile",
    "network": "Network: place a link",
    "develop": "Develop: remove 1 or 2 tiles from your mat (1 iron each)",
    "sell": "Sell: flip goods tiles at a connected merchant",
    "loan": "Loan: take £30, income down 3 levels",
    "scout": "Scout: discard 3 cards, take a wild location and a wild industry card",
    "pass": "Pass: discard a card and do nothing",
    "done": "Finish this action",
    "cancel": "Cancel this action (take it back)",
}


IND_NAME_ID = tuple(k for k, _ in sorted(IND_INDEX.items(), key=lambda kv: kv[1]))


def _who(seat: int) -> str:
    return f"[{COLOURS[seat % 4]}]P{seat}[/]"


def _name(l: int) -> str:
    return LOC_NAME[l].split(",")[0] + (")" if "," in LOC_NAME[l] else "")


def _loc(loc_id: str) -> str:
    return _name(LOC_INDEX[loc_id]) if loc_id in LOC_INDEX else loc_id


def _card(card: str) -> str:
    if card in ("wild_location", "wild_industry"):
        return card.replace("_", " ")
    c = CARD_INDEX.get(card)
    if c is not None and CARD_LOC[c] >= 0:
        return f"{LOC_NAME[CARD_LOC[c]]} (location)"
    return card.replace("_or_", " or ") + " (industry)"


def _tile_text(t: dict) -> str:
    name = f"{_SHORT[t['industry']]} {ROMAN[t['level']]}"
    res = next((f" {t[k]} {k}" for k in _RES if k in t and t[k]), "")
    flip = " [bold green]✓[/]" if t["flipped"] else ""
    return f"{_who(t['owner'])} {name}{flip}{res}"


def _slot(label: str) -> tuple[str, int]:
    loc, _, rest = label.partition("[")
    return loc, int(rest.rstrip("]"))


def _top_level(view: dict, seat: int, industry: str) -> int:
    counts = view["players"][seat]["mat"][industry]
    return next((i + 1 for i, c in enumerate(counts) if c), 0)


def _mover(view: dict) -> int:
    return view["to_move"][0] if view["to_move"] else view["current"]


def render(view: dict[str, Any], seat: int | None) -> Any:
    """The whole position as ``seat`` sees it."""
    era = view["era"]
    head = Text.from_markup(
        f"[bold]{era.title()} era[/], round {view['round']}/{view['rounds']}   turn order "
        + " ".join(_who(s) for s in view["turn_order"])
        + f"   to move: {' '.join(_who(s) for s in view['to_move']) or 'nobody (game over)'}"
        + f"   actions left: {view['actions_left']}   deck: {view['deck_size']} cards   wild piles: "
        + f"{view['wild_piles']['wild_location']} location, {view['wild_piles']['wild_industry']} industry")
    coal, iron = view["markets"]["coal"], view["markets"]["iron"]
    coal_price = COAL_PRICES[len(COAL_PRICES) - coal] if coal else COAL_EMPTY
    iron_price = IRON_PRICES[len(IRON_PRICES) - iron] if iron else IRON_EMPTY
    markets = Text.from_markup(
        f"Coal market {coal}/{len(COAL_PRICES)} cubes (next buy £{coal_price})   "
        f"Iron market {iron}/{len(IRON_PRICES)} cubes (next buy £{iron_price})")
    return Panel(Group(head, markets, _players(view, seat), _board(view), _links(view), _action(view, seat)),
                 title=f"Brass: Birmingham — {'spectator' if seat is None else f'seat {seat}'}")


def _players(view: dict, seat: int | None) -> Table:
    t = Table(title="Players", title_justify="left", expand=False)
    for col in ("", "£", "VP", "income", "spent", "links", "hand", "top of mat", "discard"):
        t.add_column(col)
    for p, pv in enumerate(view["players"]):
        wild = pv["wild_in_hand"]
        wilds = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in wild.items() if n)
        tops = []
        for key in IND_NAME_ID:
            lvl = _top_level(view, p, key)
            tops.append(f"{_SHORT[key]} {ROMAN[lvl] if lvl else '-'}")
        disc = pv["discard"][-1:] and f"{len(pv['discard'])} (top {pv['discard'][-1]})" or "0"
        if pv["face_down"]:
            disc += " + 1 face down"
        t.add_row(_who(p), str(pv["money"]), str(pv["vp"]),
                  f"level {pv['income_level']} (space {pv['income_space']})", str(pv["spent"]),
                  str(pv["links_left"]), f"{pv['hand_size']}" + (f" ({wilds})" if wilds else ""),
                  " ".join(tops), disc)
    if seat is not None and "hand" in view["players"][seat]:
        t.caption = "your hand: " + ", ".join(_card(c) for c in view["players"][seat]["hand"])
    return t


def _board(view: dict) -> Table:
    t = Table(title="Board", title_justify="left", show_lines=False)
    t.add_column("location")
    t.add_column("slots")
    tiles = view["tiles"]
    for l in range(NBUILD):
        cells = []
        for i, s in enumerate(LOC_SLOTS[l]):
            lab = f"{LOC_IDS[l]}[{i}]"
            if lab in tiles:
                cells.append(f"[{i}] {_tile_text(tiles[lab])}")
            else:
                cells.append(f"[dim][{i}] {'/'.join(_SHORT[IND_NAME_ID[x]] for x in SLOT_INDS[s])}[/]")
        t.add_row(_name(l), "   ".join(cells))
    for lab, m in view["merchants"].items():
        loc, i = _slot(lab)
        buys = ", ".join(_SHORT[IND_NAME_ID[x]] for x in MTILE_BUYS[MTILE_INDEX[m["tile"]]]) or "nothing"
        t.add_row(f"{_loc(loc)} (merchant)", f"[{i}] buys {buys}" + ("  [bold]beer[/]" if m["beer"] else ""))
    return t


def _links(view: dict) -> Text:
    links = view["links"]
    kind = "Canal" if view["era"] == "canal" else "Rail"
    if not links:
        return Text(f"{kind} links: none")
    parts = [f"{' – '.join(_name(e) for e in LINK_ENDS[LINK_INDEX[k]])} {_who(o)}" for k, o in sorted(links.items())]
    return Text.from_markup(f"{kind} links: " + "; ".join(parts))


def _action(view: dict, seat: int | None) -> Text:
    a = view["action"]
    if view.get("shortfall"):
        sf = view["shortfall"]
        return Text.from_markup(f"Income shortfall: {_who(sf['seat'])} still owes £{sf['debt']} and must remove tiles")
    if view["game_over"]:
        return Text("The game is over.")
    if not a:
        return Text.from_markup(f"{_who(view['current'])} chooses an action.")
    bits = [f"{_who(view['current'])} is taking a [bold]{a['kind']}[/] action"]
    if a["cards"]:
        bits.append("card " + ", ".join(_card(c) for c in a["cards"]))
    for k in ("industry", "location", "slot", "selling", "merchant"):
        if k in a:
            bits.append(f"{k} {a[k]}")
    if a.get("still_needed"):
        bits.append(f"{a['still_needed']} still needed")
    return Text.from_markup("; ".join(bits))


def describe(label: str, view: dict[str, Any]) -> str:
    """An action label in plain words."""
    if label in _KINDS:
        if label == "network":
            return ("Network: place a canal link (£3)" if view["era"] == "canal"
                    else "Network: place a rail link (£5 + 1 coal), or two (£15 + 2 coal + 1 beer)")
        return _KINDS[label]
    word, _, arg = label.partition(" ")
    me = _mover(view)
    a = view.get("action") or {}
    if word == "card":
        return f"use the {_card(arg)} card"
    if word == "industry":
        lvl = _top_level(view, me, arg)
        t = TILE_OF.get((IND_INDEX[arg], lvl))
        if t is None:
            return f"build a {IND_NAME[IND_INDEX[arg]]}"
        need = "".join(f" + {n} {r}" for n, r in ((T_COAL[t], "coal"), (T_IRON[t], "iron")) if n)
        return f"build your {IND_NAME[IND_INDEX[arg]]} {ROMAN[lvl]} (£{T_COST[t]}{need})"
    if word == "at":
        return f"in {_loc(arg)}"
    if word in ("slot", "overbuild"):
        loc = a.get("location", "")
        lab = f"{loc}[{arg}]"
        if word == "overbuild" and lab in view["tiles"]:
            return f"overbuild {_tile_text(view['tiles'][lab])} in {_loc(loc)} slot {arg}"
        s = LOC_SLOTS[LOC_INDEX[loc]][int(arg)] if loc in LOC_INDEX else None
        icons = "/".join(_SHORT[IND_NAME_ID[x]] for x in SLOT_INDS[s]) if s is not None else ""
        return f"in the free {icons} slot {arg} of {_loc(loc)}"
    if word in ("coal", "iron", "beer", "sell", "remove"):
        if arg == "merchant":
            return f"drink the merchant's beer at {a.get('merchant', '')} and take its bonus"
        loc, i = _slot(arg)
        tile = view["tiles"].get(arg)
        what = _tile_text(tile) if tile else arg
        verbs = {"coal": "take 1 coal from", "iron": "take 1 iron from", "beer": "drink 1 beer from",
                 "sell": "sell", "remove": "remove (for half its cost)"}
        extra = ""
        if word == "sell" and tile:
            t = TILE_OF[(IND_INDEX[tile["industry"]], tile["level"])]
            extra = f" (needs {T_BEER[t]} beer)"
        return f"{verbs[word]} {what} in {_loc(loc)}{extra}"
    if word == "link":
        ends = LINK_ENDS[LINK_INDEX[arg]] if arg in LINK_INDEX else ()
        return "link " + " – ".join(_name(e) for e in ends)
    if word == "to":
        m = view["merchants"].get(arg, {})
        loc, _ = _slot(arg)
        beer = " (a barrel of beer is there)" if m.get("beer") else ""
        return f"to the {m.get('tile', '').replace('_', ' ')} merchant at {_loc(loc)}{beer}"
    if word in ("develop", "bonus"):
        lvl = _top_level(view, me, arg)
        pre = "Gloucester bonus: " if word == "bonus" else ""
        return f"{pre}develop away your {IND_NAME[IND_INDEX[arg]]} {ROMAN[lvl]}"
    return label


__all__ = ["describe", "render"]
