"""Terminal view of Brass: Birmingham: the board town by town, links, markets, players (and the
Automa's mat, the rear of its top card and its last turn in the solo game), and every choice in
words. Drawn only from ``view(seat)``, the action labels and the game's static TOML data."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

_DATA_DIR = Path(__file__).parent.parent / "data"
_BOARD = tomllib.loads((_DATA_DIR / "board.toml").read_text())

IND_IDS: tuple[str, ...] = tuple(i["id"] for i in _BOARD["industries"])
IND_NAME = {i["id"]: i["name"] for i in _BOARD["industries"]}
BUILD_LOCS: tuple[dict, ...] = tuple(_BOARD["locations"])
LOC_NAME = {**{x["id"]: x["name"] for x in _BOARD["locations"]}, **{m["id"]: m["name"] for m in _BOARD["merchants"]}}
SLOT_ICONS = {x["id"]: [tuple(icons) for icons in x["slots"]] for x in _BOARD["locations"]}
LINK_ENDS = {k["id"]: tuple(k["ends"]) for k in _BOARD["links"]}
TILES = {(t["industry"], t["level"]): t for t in _BOARD["tiles"]}
MERCHANT_BUYS = {t["id"]: tuple(t["buys"]) for t in _BOARD["merchant_tiles"]}
MARKET = {k: (tuple(v["prices"]), v["empty_price"]) for k, v in _BOARD["markets"].items()}
_BONUS_KINDS = {"money": "+£{n}", "vp": "+{n} VP", "income": "+{n} income spaces", "develop": "a free develop"}
_BONUS_WORDS = {m["id"]: _BONUS_KINDS[m["beer_bonus"]["kind"]].format(n=m["beer_bonus"]["amount"])
                for m in _BOARD["merchants"]}
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")

COLOURS = ("red", "yellow", "cyan", "magenta")
_SHORT = {"cotton": "Cotton", "manufacturer": "Manuf", "pottery": "Pottery", "coal": "Coal", "iron": "Iron",
          "brewery": "Brewery"}
_RES = ("coal", "iron", "beer")
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
_REAR_WORDS = {"sell": "SELL", "develop": "DEVELOP", "network": "NETWORK", "pass": "PASS (+5 VP)"}


def _solo(view: dict) -> bool:
    return "automa" in view


def _who(seat: int, view: dict | None = None) -> str:
    """A player as a person reads it: P1..Pn (seat + 1); in the solo game You and the Automa."""
    if view is not None and _solo(view):
        return ("[red]You[/]", "[cyan]Automa[/]")[seat]
    return f"[{COLOURS[seat % 4]}]P{seat + 1}[/]"


def _name(loc_id: str) -> str:
    name = LOC_NAME.get(loc_id, loc_id)
    return name.split(",")[0] + (")" if "," in name else "")


def _market_price(kind: str, cubes: int) -> int:
    prices, empty = MARKET[kind]
    return prices[len(prices) - cubes] if cubes else empty


def _card(card: str) -> str:
    if card in ("wild_location", "wild_industry"):
        return card.replace("_", " ")
    if card in LOC_NAME:
        return f"{LOC_NAME[card]} (location)"
    return card.replace("_or_", " or ") + " (industry)"


def _tile_text(t: dict, view: dict) -> str:
    name = f"{_SHORT[t['industry']]} {ROMAN[t['level']]}"
    res = next((f" {t[k]} {k}" for k in _RES if t.get(k)), "")
    flip = " [bold green]✓[/]" if t["flipped"] else ""
    return f"{_who(t['owner'], view)} {name}{flip}{res}"


def _slot(label: str) -> tuple[str, int]:
    loc, _, rest = label.partition("[")
    return loc, int(rest.rstrip("]"))


def _top_level(counts: list[int]) -> int:
    return next((i + 1 for i, c in enumerate(counts) if c), 0)


def _mover(view: dict) -> int:
    return view["to_move"][0] if view["to_move"] else view["current"]


def render(view: dict[str, Any], seat: int | None) -> Any:
    """The whole position as ``seat`` sees it."""
    head = Text.from_markup(
        f"[bold]{view['era'].title()} era[/], round {view['round']}/{view['rounds']}   turn order "
        + " ".join(_who(s, view) for s in view["turn_order"])
        + f"   to move: {' '.join(_who(s, view) for s in view['to_move']) or 'nobody (game over)'}"
        + f"   actions left: {view['actions_left']}   deck: {view['deck_size']} cards   wild piles: "
        + f"{view['wild_piles']['wild_location']} location, {view['wild_piles']['wild_industry']} industry")
    coal, iron = view["markets"]["coal"], view["markets"]["iron"]
    markets = Text.from_markup(
        f"Coal market {coal}/{len(MARKET['coal'][0])} cubes (next buy £{_market_price('coal', coal)})   "
        f"Iron market {iron}/{len(MARKET['iron'][0])} cubes (next buy £{_market_price('iron', iron)})")
    parts: list[Any] = [head, markets, _players(view, seat)]
    if _solo(view):
        parts.append(_automa(view))
    parts += [_board(view), _links(view), _action(view, _me(view, seat))]
    title = "Brass: Birmingham" + (" — solo against the Automa" if _solo(view) else "")
    return Panel(Group(*parts), title=f"{title} — {_viewer(view, seat)}")


def _viewer(view: dict, seat: int | None) -> str:
    if seat is None:
        return "spectator"
    return "you" if _solo(view) else f"you are P{seat + 1}"


def _players(view: dict, seat: int | None) -> Table:
    t = Table(title="Players", title_justify="left", expand=False)
    for col in ("", "£", "VP", "income", "spent", "links", "hand", "top of mat", "discard"):
        t.add_column(col)
    for p, pv in enumerate(view["players"]):
        if "money" not in pv:  # the Automa: no money, income or hand
            t.add_row(_who(p, view), "-", str(pv["vp"]), "-", str(pv["spent"]), str(pv["links_left"]), "-",
                      _next_tiles(pv["mat"]), "-")
            continue
        wild = pv["wild_in_hand"]
        wilds = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in wild.items() if n)
        disc = pv["discard"][-1:] and f"{len(pv['discard'])} (top {pv['discard'][-1]})" or "0"
        if pv.get("face_down"):
            disc += " + 1 face down"
        if "set_aside" in pv:
            disc += f"; {pv['set_aside']} set aside"
        t.add_row(_who(p, view), str(pv["money"]), str(pv["vp"]),
                  f"level {pv['income_level']} (space {pv['income_space']})", str(pv["spent"]),
                  str(pv["links_left"]), f"{pv['hand_size']}" + (f" ({wilds})" if wilds else ""),
                  _next_tiles(pv["mat"]), disc)
    if seat is not None and seat < len(view["players"]) and "hand" in view["players"][seat]:
        t.caption = "your hand: " + ", ".join(_card(c) for c in view["players"][seat]["hand"])
    return t


def _automa(view: dict) -> Any:
    """The Automa's mat, the visible rear of its top card, its piles, and what it did last turn."""
    a = view["automa"]
    lines = [f"[bold cyan]Automa[/] ({a['difficulty']}, turn order {a['turn_order']}): "
             f"{view['players'][1]['vp']} VP, {view['players'][1]['links_left']} link tiles, "
             f"deck {a['deck_size']} cards, discard {a['discard'] or 'empty'}"
             + (f", rejected this turn {a['rejected']}" if a["rejected"] else "")
             + f"; latest location: {_name(a['latest']) if a['latest'] else 'none'}; "
             f"iron costs it £{a['iron_price']} now"]
    mat = view["players"][1]["mat"]
    lines.append("its mat: " + "   ".join(
        f"{_SHORT[k]} " + " ".join(f"{ROMAN[i + 1]}×{c}" for i, c in enumerate(mat[k]) if c) or f"{_SHORT[k]} -"
        for k in IND_IDS))
    top = a["top_card"]
    if top:
        develop = ("only iron lying on an Iron Works" if top["develop_iron_max"] == 0
                   else f"iron at £{top['develop_iron_max']} or less")
        lines.append(
            f"top card {top['card']} (group {top['group']}), rear side up: "
            + (f"first turn {top['first_turn'].upper()}; " if a["first_turn"] else "")
            + " → ".join(_REAR_WORDS[x] for x in top["actions"])
            + f"; SELL's brewery town {_name(top['sell_brewery'])}; DEVELOP with {develop}; "
            f"tiebreak icon {top['tiebreak_cell'].replace('_', ' ')}")
    else:
        lines.append("its deck is empty (the discard pile is reshuffled when a card is needed)")
    if a["last_turn"]:
        lines.append("[bold]its last turn:[/] " + " | ".join(a["last_turn"]))
    return Text.from_markup("\n".join(lines))


def _board(view: dict) -> Table:
    t = Table(title="Board", title_justify="left", show_lines=False)
    t.add_column("location")
    t.add_column("slots")
    tiles = view["tiles"]
    for loc in BUILD_LOCS:
        cells = []
        for i, icons in enumerate(SLOT_ICONS[loc["id"]]):
            lab = f"{loc['id']}[{i}]"
            if lab in tiles:
                cells.append(f"[{i}] {_tile_text(tiles[lab], view)}")
            else:
                cells.append(f"[dim][{i}] {'/'.join(_SHORT[x] for x in icons)}[/]")
        t.add_row(_name(loc["id"]), "   ".join(cells))
    for lab, m in view["merchants"].items():
        loc, i = _slot(lab)
        buys = ", ".join(_SHORT[x] for x in MERCHANT_BUYS[m["tile"]]) or "nothing"
        t.add_row(f"{_name(loc)} (merchant)", f"[{i}] buys {buys}" + ("  [bold]beer[/]" if m["beer"] else ""))
    return t


def _links(view: dict) -> Text:
    links = view["links"]
    kind = "Canal" if view["era"] == "canal" else "Rail"
    if not links:
        return Text(f"{kind} links: none")
    parts = [f"{' – '.join(_name(e) for e in LINK_ENDS[k])} {_who(o, view)}" for k, o in sorted(links.items())]
    return Text.from_markup(f"{kind} links: " + "; ".join(parts))


def _action(view: dict, me: int | None = None) -> Text:
    """What is being decided, in words: whose action, its card, industry, town, sale."""
    a = view["action"]
    if view.get("shortfall"):
        sf = view["shortfall"]
        return Text.from_markup(f"Income shortfall: {_who(sf['seat'], view)} still owes £{sf['debt']} "
                                "and must remove tiles")
    if view["game_over"]:
        return Text("The game is over.")
    current = view["current"]
    you = current == me or (_solo(view) and current == 0)
    who = "You" if you else _who(current, view)
    if not a:
        return Text.from_markup(f"{who} {'choose' if you else 'chooses'} an action.")
    bits = [f"{who} {'are' if you else 'is'} taking a [bold]{a['kind']}[/] action"]
    if a["cards"]:
        bits.append("card " + ", ".join(_card_short(c) for c in a["cards"]))
    if "industry" in a:
        bits.append(IND_NAME[a["industry"]])
    if "location" in a:
        bits.append("in " + _name(a["location"]))
    if "selling" in a:
        tile = view["tiles"].get(a["selling"])
        bits.append("selling " + (_tile_text(tile, view) if tile else a["selling"]) + " in "
                    + _name(_slot(a["selling"])[0]))
    if "merchant" in a:
        bits.append("to " + _name(_slot(a["merchant"])[0]))
    if a.get("still_needed"):
        bits.append(f"{a['still_needed']} still needed")
    return Text.from_markup("; ".join(bits))


def _free_slots(loc: str, view: dict) -> str:
    """ " (free: Cotton/Manuf, Coal)" for a town, the kinds of its empty slots."""
    free = ["/".join(_SHORT[x] for x in icons) for i, icons in enumerate(SLOT_ICONS.get(loc, []))
            if f"{loc}[{i}]" not in view["tiles"]]
    return f" (free: {', '.join(free)})" if free else " (no free slot: overbuild)"


def describe(label: str, view: dict[str, Any]) -> str:
    """An action label in plain words."""
    if label in _KINDS:
        if label == "network":
            return ("Network: place a canal link (£3)" if view["era"] == "canal"
                    else "Network: place a rail link (£5 + 1 coal), or two (£15 + 2 coal + 1 beer)")
        return _KINDS[label]
    word, _, arg = label.partition(" ")
    mat = view["players"][_mover(view)]["mat"]
    a = view.get("action") or {}
    if word == "card":
        verb = "build with" if a.get("kind") == "build" else "discard"
        return f"{verb} the {_card(arg)} card"
    if word == "industry":
        lvl = _top_level(mat[arg])
        t = TILES.get((arg, lvl))
        if t is None:
            return f"build a {IND_NAME[arg]}"
        need = "".join(f" + {t[r]} {r}" for r in ("coal", "iron") if t[r])
        return f"build your {IND_NAME[arg]} {ROMAN[lvl]} (£{t['cost']}{need})"
    if word == "at":
        return f"in {_name(arg)}" + _free_slots(arg, view)
    if word in ("slot", "overbuild"):
        loc = a.get("location", "")
        lab = f"{loc}[{arg}]"
        if word == "overbuild" and lab in view["tiles"]:
            return f"overbuild {_tile_text(view['tiles'][lab], view)} in {_name(loc)} slot {arg}"
        icons = SLOT_ICONS.get(loc, [])
        shown = "/".join(_SHORT[x] for x in icons[int(arg)]) if int(arg) < len(icons) else ""
        return f"in the free {shown} slot {arg} of {_name(loc)}"
    if word in ("coal", "iron", "beer", "sell", "remove"):
        if arg == "merchant":
            return f"drink the merchant's beer at {a.get('merchant', '')} and take its bonus"
        if arg == "market":
            return f"buy 1 {word} from the market"
        loc, _ = _slot(arg)
        tile = view["tiles"].get(arg)
        what = _tile_text(tile, view) if tile else arg
        verbs = {"coal": "take 1 coal from", "iron": "take 1 iron from", "beer": "drink 1 beer from",
                 "sell": "sell", "remove": "remove (for half its cost)"}
        extra = ""
        if word == "sell" and tile:
            extra = f" (needs {TILES[tile['industry'], tile['level']]['beer_to_sell']} beer)"
        return f"{verbs[word]} {what} in {_name(loc)}{extra}"
    if word == "link":
        return "link " + " – ".join(_name(e) for e in LINK_ENDS.get(arg, ()))
    if word == "to":
        m = view["merchants"].get(arg, {})
        loc, _ = _slot(arg)
        beer = f" (beer there: {_BONUS_WORDS[loc]})" if m.get("beer") else ""
        return f"to the {m.get('tile', '').replace('_', ' ')} merchant at {_name(loc)}{beer}"
    if word in ("develop", "bonus"):
        lvl = _top_level(mat[arg])
        pre = "Gloucester bonus: " if word == "bonus" else ""
        return f"{pre}develop away your {IND_NAME[arg]} {ROMAN[lvl]}"
    return label


# ---- the compact panel (80x24) -------------------------------------------------------------------

_CARD_SHORT = {"wild_location": "wild location", "wild_industry": "wild industry"}


def _card_short(card: str) -> str:
    """A card in a word or two: the town's name, or the industry."""
    if card in _CARD_SHORT:
        return _CARD_SHORT[card]
    if card in LOC_NAME:
        return _name(card)
    return card.replace("_or_", "/").replace("_", " ").title()


def _counted(cards: list[str]) -> str:
    counts: dict[str, int] = {}
    for c in cards:
        counts[_card_short(c)] = counts.get(_card_short(c), 0) + 1
    return ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in counts.items())


_TINY = {"cotton": "Cot", "manufacturer": "Man", "pottery": "Pot", "coal": "Coal", "iron": "Iron",
         "brewery": "Brew"}


def _income(level: int) -> str:
    return f"{'-' if level < 0 else '+'}£{abs(level)}"


def _next_tiles(mat: dict) -> str:
    """The lowest tile left of each industry, tiny: "Cot I Man II Pot - ..."."""
    return " ".join(f"{_TINY[k]} {ROMAN[lvl] if (lvl := _top_level(mat[k])) else '-'}" for k in IND_IDS)


def _me(view: dict, seat: int | None) -> int | None:
    if seat is None or seat >= len(view["players"]) or "hand" not in view["players"][seat]:
        return None
    return seat


def _merchant_beer(view: dict) -> str:
    towns: dict[str, int] = {}
    for lab, m in view["merchants"].items():
        if m["beer"]:
            town = _name(_slot(lab)[0])
            towns[town] = towns.get(town, 0) + 1
    return ", ".join(f"{town} ×{n}" if n > 1 else town for town, n in towns.items()) or "none left"


def _tiles_of(view: dict, seat: int) -> list[str]:
    """``seat``'s tiles on the board, short: "Birmingham Cotton I✓"."""
    out = []
    for lab, tile in view["tiles"].items():
        if tile["owner"] == seat:
            res = next((f" {tile[k]} {k}" for k in _RES if tile.get(k)), "")
            out.append(f"{_name(_slot(lab)[0])} {_SHORT[tile['industry']]} {ROMAN[tile['level']]}"
                       + ("✓" if tile["flipped"] else "") + res)
    return out


def _markets(coal: int, iron: int, beer: str) -> str:
    """The coal and iron markets (cubes left, price of the next one) and the merchants' beer, in 78 columns."""
    head = f"coal {coal} (buy £{_market_price('coal', coal)}) · iron {iron} (£{_market_price('iron', iron)})"
    line = f"{head} · merchant beer: {beer}"
    return line if len(line) <= 78 else _fit(f"{head} · beer at {beer}")


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _fit(text: str, width: int = 78) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"


def compact(view: dict[str, Any], seat: int | None) -> Any:
    """The essentials for an 80x24 terminal (about ten lines): the round and who moves, the markets and
    the merchants' beer, your money, income, VP and next tiles, a line per opponent (in the solo game
    the Automa's mat and the rear of its top card), what is being decided, and your hand last."""
    me = _me(view, seat)
    solo = _solo(view)
    movers = " ".join(_who(s, view) for s in view["to_move"]) or "nobody (game over)"
    coal, iron = view["markets"]["coal"], view["markets"]["iron"]
    lines = [
        f"[bold]{view['era'].title()} era[/] round {view['round']}/{view['rounds']} · to move {movers}"
        f" ({view['actions_left']} action{'s' if view['actions_left'] != 1 else ''} left) · order "
        + " ".join(_who(s, view) for s in view["turn_order"]) + f" · deck {view['deck_size']}",
        _markets(coal, iron, _merchant_beer(view)),
    ]
    order = ([me] if me is not None else []) + [p for p in range(len(view["players"])) if p != me]
    for p in order:
        pv = view["players"][p]
        if "money" not in pv:
            lines += _automa_lines(view)
            continue
        head = ("[bold]You[/] (P1)" if solo else f"[bold]You[/] {_who(p, view)}") if p == me else _who(p, view)
        lines.append(
            f"{head}: £{pv['money']} · income {_income(pv['income_level'])} · {pv['vp']} VP"
            f" · {pv['links_left']} links left · spent £{pv['spent']}"
            + (f" · {pv['hand_size']} cards · {_plural(len(_tiles_of(view, p)), 'tile')}" if p != me else ""))
        if p == me:
            lines.append(f"  next tiles: {_next_tiles(pv['mat'])}")
            mine = _tiles_of(view, me)
            if mine:
                lines.append(_fit("  on the board: " + ", ".join(mine)))
    action = _action(view, me).markup
    if view["action"] or view.get("shortfall"):
        lines.append(action)
    if me is not None:
        pv = view["players"][me]
        lines.append(f"[bold]your hand ({pv['hand_size']}):[/] " + (_counted(pv["hand"]) or "empty"))
    return Text.from_markup("\n".join(lines))


def _automa_lines(view: dict) -> list[str]:
    """The Automa in two lines: VP, links and next tiles; the rear of its top card."""
    a, pv = view["automa"], view["players"][1]
    lines = [f"[cyan]Automa[/] (P2, {a['difficulty']}): {pv['vp']} VP · {pv['links_left']} links left"
             f" · deck {a['deck_size']} · {_plural(len(_tiles_of(view, 1)), 'tile')}",
             f"  its next tiles: {_next_tiles(pv['mat'])}"]
    top = a["top_card"]
    if top:
        lines.append(_fit(f"  top card's rear: {' → '.join(x.upper() for x in top['actions'])}"
                          f" · its beer from {_name(top['sell_brewery'])}", 90))
    else:
        lines.append("  its deck is empty (its discard pile is reshuffled when needed)")
    return lines


# ---- the map: lines and networks ------------------------------------------------------------------

_PLACES = {**{x["id"]: x["name"] for x in _BOARD["locations"]}, **{m["id"]: m["name"] for m in _BOARD["merchants"]}}
_LINES = tuple((k["id"], tuple(k["ends"]), bool(k["canal"]), bool(k["rail"])) for k in _BOARD["links"])
_MERCHANTS = frozenset(m["id"] for m in _BOARD["merchants"])


def find_place(text: str) -> str | None:
    """The place a person typed: its id or name, any case, or a unique beginning of either."""
    key = text.strip().lower().replace(" ", "_").replace("-", "_")
    if not key:
        return None
    if key in _PLACES:
        return key
    found = [p for p, name in _PLACES.items()
             if p.startswith(key) or name.lower().replace(" ", "_").replace("-", "_").startswith(key)]
    return found[0] if len(found) == 1 else None


def _network_of(view: dict, seat: int) -> set[str]:
    """The places in ``seat``'s network: where its tiles are and the ends of its links."""
    places = {_slot(lab)[0] for lab, tile in view["tiles"].items() if tile["owner"] == seat}
    ends = dict((k, e) for k, e, _, _ in _LINES)
    for k, owner in view["links"].items():
        if owner == seat:
            places.update(ends[k])
    return places


def _line_state(view: dict, link: str, canal: bool, rail: bool) -> str:
    if link in view["links"]:
        return f"built by {_who(view['links'][link], view)}"
    era_ok = canal if view["era"] == "canal" else rail
    if era_ok:
        return "[green]free[/]"
    return f"[dim]{'canal' if canal else 'rail'} era only[/]"


def _kind(canal: bool, rail: bool) -> str:
    return "canal+rail" if canal and rail else ("canal" if canal else "rail")


def network(view: dict[str, Any], location: str | None) -> Any:
    """``map``: with a location, every line from it (where it goes, canal or rail, built by whom or
    free this era) and the tiles there; without one, each player's links and network."""
    me = next((p for p, pv in enumerate(view["players"]) if "hand" in pv), None)
    if location:
        place = find_place(location)
        if place is None:
            names = ", ".join(sorted(_name(p) for p in _PLACES))
            return Text(f"no place called {location!r}; the places: {names}")
        return _lines_from(view, place, me)
    out = [f"[bold]{view['era'].title()} era links[/] (map TOWN: the lines from a town)"]
    for p in range(len(view["players"])):
        links = sorted(k for k, o in view["links"].items() if o == p)
        words = "; ".join(" – ".join(_name(e) for e in LINK_ENDS[k]) for k in links) or "none"
        owner = (("Your", "The Automa's")[p] if _solo(view)
                 else f"{_who(p, view)}{' (you)' if p == me else ''}")
        out.append(f"{owner} links: {words}")
        places = _network_of(view, p)
        reach = ", ".join(sorted(_name(x) for x in places)) if places else "nothing yet: you may start anywhere" \
            if p == me else "nothing yet"
        out.append(f"  network: {reach}")
    free = sum(1 for k, _, canal, rail in _LINES if k not in view["links"] and (canal if view["era"] == "canal"
                                                                                   else rail))
    out.append(f"{free} lines are free for {view['era']} links")
    return Text.from_markup("\n".join(out))


def _lines_from(view: dict, place: str, me: int | None) -> Text:
    kind = "merchant" if place in _MERCHANTS else "town"
    out = [f"[bold]{_name(place)}[/] ({kind})"]
    if place in SLOT_ICONS:
        cells = []
        for i, icons in enumerate(SLOT_ICONS[place]):
            tile = view["tiles"].get(f"{place}[{i}]")
            cells.append(f"[{i}] " + (_tile_text(tile, view) if tile else "free " + "/".join(_SHORT[x] for x in icons)))
        out.append("  " + "   ".join(cells))
    else:
        buys = [f"[{_slot(lab)[1]}] buys " + ("/".join(_SHORT[x] for x in MERCHANT_BUYS[m["tile"]]) or "nothing")
                + (", beer" if m["beer"] else "") for lab, m in view["merchants"].items() if _slot(lab)[0] == place]
        out.append("  " + ("   ".join(buys) if buys else "not in this game"))
        out.append(f"  its beer, drunk in a sale: {_BONUS_WORDS[place]}")
    if me is not None:
        out.append("  in your network" if place in _network_of(view, me) else "  not in your network")
    out.append("lines:")
    for k, ends, canal, rail in _LINES:
        if place in ends:
            to = " / ".join(_name(e) for e in ends if e != place)
            out.append(f"  to {to:<24} {_kind(canal, rail):<11} {_line_state(view, k, canal, rail)}")
    return Text.from_markup("\n".join(out))


# ---- groups of choices --------------------------------------------------------------------------

def _buckets(names: list[str], count: int) -> dict[str, str]:
    """Alphabetical ranges of about equal size: name -> "Belper–Burton"."""
    ordered = sorted(set(names))
    size = -(-len(ordered) // count)
    out: dict[str, str] = {}
    for i in range(0, len(ordered), size):
        part = ordered[i:i + size]
        for name in part:
            out[name] = f"{part[0]}–{part[-1]}"
    return out


_TOWN_RANGE = _buckets([_name(p) for p in _PLACES if not p.startswith("farm_")], 5)


def _weighted_buckets(weights: dict[str, int], count: int) -> dict[str, str]:
    """Alphabetical ranges holding about equal weight: name -> "Belper–Birmingham"."""
    ordered = sorted(weights)
    target = -(-sum(weights.values()) // count)
    parts: list[list[str]] = [[]]
    filled = 0
    for name in ordered:
        if filled >= target:
            parts.append([])
            filled = 0
        parts[-1].append(name)
        filled += weights[name]
    return {name: f"{part[0]}–{part[-1]}" if len(part) > 1 else part[0] for part in parts for name in part}


_FIRST_ENDS: dict[str, int] = {}
for _ends in LINK_ENDS.values():
    _FIRST_ENDS[_name(_ends[0])] = _FIRST_ENDS.get(_name(_ends[0]), 0) + 1
_LINK_RANGE = _weighted_buckets(_FIRST_ENDS, 5)


def _range(place: str) -> str:
    return "farm breweries" if place.startswith("farm_") else _TOWN_RANGE[_name(place)]


def group(label: str, view: dict[str, Any]) -> str:
    """Where a choice goes when there are many: towns and links by the town's alphabetical range, sales
    and resource sources by town, each card apart (a hand is short); other choices by their first word."""
    word, _, arg = label.partition(" ")
    if word == "link":
        return "links from " + _LINK_RANGE[_name(LINK_ENDS[arg][0])]
    if word == "at":
        return "in " + _range(arg)
    if word in ("coal", "iron", "beer", "sell", "remove") and "[" in arg:
        return f"{word} from {_name(_slot(arg)[0])}"
    if word == "card":  # a hand is short: the cards are never gathered
        return label
    return word


__all__ = ["compact", "describe", "find_place", "group", "network", "render"]
