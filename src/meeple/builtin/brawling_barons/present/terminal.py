"""Terminal presentation of Brawling Barons: each player's town, wall and King's Army, the market, the attack.

Drawn only from ``view(seat)`` and the labels (and the static card list).
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.builtin.brawling_barons.data import CARDS, UNIT

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold magenta", "bold cyan", "bold yellow", "bold white",
               "bold bright_red")
_TYPE_STYLE = {"civilian": "green", "military": "red", "building": "yellow"}
_CALL = re.compile(r"^([a-z_0-9]+)(?:\((.*)\))?$")


def render(view: dict[str, Any], seat: int | None) -> Group:
    """Header, market, every player's table (town, wall, King's Army), then the attack or the result."""
    parts: list[Any] = [_header(view), _market(view)]
    parts += [_player(view, p, seat) for p in view["players"]]
    if "attack" in view:
        parts.append(_attack(view))
    if "result" in view:
        r = view["result"]
        t = Text("Game over. ", style="bold")
        t.append(f"VP {r['scores']}; winner(s): {', '.join('seat ' + str(w) for w in r['winners'])}; "
                 f"ender: seat {r['ender']}" + (" (turn limit)" if r["truncated"] else ""))
        parts.append(t)
    return Group(*parts)


def _header(view: dict[str, Any]) -> Text:
    t = Text()
    t.append(f"Brawling Barons — turn {view['turn']}", style="bold")
    t.append(f"   seat {view['active']} to play", style=SEAT_STYLES[view["active"] % 8])
    t.append(f"   phase {view['phase']}")
    t.append(f"   actions left {view['actions_left']} (taken {view['actions_taken']}"
             f"{', Extra Action played' if view['extra_action_played'] else ''})")
    if view["phase"] == "SETUP_REVEAL":
        waiting = [str(p["seat"]) for p in view["players"] if not p.get("answered")]
        t.append(f"\nsecret reveal: waiting for seat(s) {', '.join(waiting)}")
    if view.get("pending_aid"):
        t.append(f"\n{view['pending_aid']} awaits a recipient (seat {view['to_move'][0]} chooses)")
    return t


def _market(view: dict[str, Any]) -> Text:
    t = Text("Market: ", style="bold")
    for slot, card in enumerate(view["market"]):
        t.append(f"[{slot}] ")
        t.append(card_words(card) if card else "—", style="cyan")
        t.append("   ")
    t.append(f"\nDeck: {view['deck']} cards   Discard: {len(view['discard'])} cards")
    if view["discard"]:
        t.append(f" (top: {view['discard'][-1]})")
    return t


def _unit(u: dict[str, Any]) -> Text:
    t = Text()
    t.append(u["name"], style=_TYPE_STYLE.get(u["type"], ""))
    t.append(f" {u['card']}", style="dim")
    stats = f" h{u['health']}"
    if u["type"] == "military":
        stats += f" s{u['strength']}"
    t.append(stats)
    return t


def _units(units: list[dict[str, Any]]) -> Text:
    if not units:
        return Text("—", style="dim")
    t = Text()
    for i, u in enumerate(units):
        if i:
            t.append(", ")
        t.append_text(_unit(u))
    return t


def _player(view: dict[str, Any], p: dict[str, Any], seat: int | None) -> Panel:
    s = p["seat"]
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    civ, mil = p["civilians"], p["military"]
    grid.add_row("Town", Text(f"civilians {civ[0]}/{civ[1]}, military {mil[0]}/{mil[1]}, "
                              f"buildings {p['buildings']}", style="dim"))
    grid.add_row("", _units(p["town"]))
    grid.add_row("Wall", _units(p["wall"]))
    grid.add_row("King's Army", _units(p["army"]))
    if p["aids"]:
        grid.add_row("Royal Aids", Text(", ".join(card_words(a) for a in p["aids"]), style="green"))
    hand = ", ".join(card_words(c) for c in p["hand"]) or "—"
    hidden = p["hand_count"] - len(p["hand"])
    if s != seat and hidden:
        hand += f" (+{hidden} hidden)" if p["hand"] else f" ({hidden} hidden)"
    grid.add_row("Hand", hand)
    grid.add_row("Resources", f"{p['resources']} (gathers {p['resource_production']}, draws {p['card_production']})")
    title = f"seat {s}" + (" (you)" if s == seat else "") + (f" — team {p['team']}" if "team" in p else "")
    title += f" — {p['vp']} VP"
    style = SEAT_STYLES[s % 8] if s == view["active"] else "dim"
    return Panel(grid, title=title, title_align="left", border_style=style)


def _attack(view: dict[str, Any]) -> Text:
    a = view["attack"]
    t = Text(f"Attack by seat {a['attacker']}" + (" (Military Action)" if a["military_action"] else "") + ":\n",
             style="bold red")
    for target in a["targets"]:
        attackers = [p for p, tt in a["participants"] if tt == target["card"]]
        t.append(f"  {target['card']} (seat {target['owner']}, health {target['health']}) <- "
                 f"{', '.join(attackers)}: strength {target['strength']}")
        if target["tower"]:
            t.append(f", Towers -{target['tower']}")
        if target["shields"]:
            t.append(f", {target['shields']} Shield(s)")
        t.append(" -> Sheriff discards it\n" if target["sheriffed"] else f" -> {target['damage']} damage\n")
    if a["locked"]:
        t.append("  a Shield was played: no more +2 Attack cards\n")
    return t


def card_words(card: str) -> str:
    """``knight#1`` -> ``Knight card (Squire/Knight) knight#1``; events and Aids by their name."""
    base = card.split(":")[-1].split("#")[0]
    k = CARDS.kind_index.get(base)
    if k is None:
        return card
    if CARDS.kind_group[k] == UNIT:
        return f"{CARDS.side_name[k * 2]}/{CARDS.side_name[k * 2 + 1]} ({card})"
    return f"{CARDS.kind_names[k]} ({card})"


def _unit_now(view: dict[str, Any], card: str) -> str:
    """A unit's current side name and owner, if it is in play."""
    for p in view["players"]:
        for zone, words in (("town", "town"), ("wall", "wall"), ("army", "King's Army")):
            for u in p[zone]:
                if u["card"] == card:
                    return f"seat {p['seat']}'s {u['name']} ({card}) in the {words}"
        if card in p["aids"]:
            return f"seat {p['seat']}'s {card_words(card)}"
    return card_words(card)


def _other_side(view: dict[str, Any], card: str) -> str:
    """The name of the side a unit in play would show if turned over."""
    k = CARDS.kind_index.get(card.split(":")[-1].split("#")[0], 0)
    for p in view["players"]:
        for zone in ("town", "wall", "army"):
            for u in p[zone]:
                if u["card"] == card:
                    return CARDS.side_name[k * 2 + (0 if u["side"] == "up" else 1)]
    return "unit"


def describe(label: str, view: dict[str, Any]) -> str:
    """An action in plain words."""
    m = _CALL.match(label.replace(" ", ""))
    if not m:
        return label
    word = m.group(1)
    args = [a for a in (m.group(2) or "").split(",") if a]
    me = view.get("seat")
    simple = {
        "gather": "Gather Resources: take cards from the deck face down onto your resource pile",
        "draw": "Draw Cards: draw cards from the deck into your hand",
        "begin_recruit": "Recruit: put Peasants/Squires from your hand into your town, paying their cost",
        "begin_upgrade": "Upgrade: rotate units in your town to their upgraded side, paying the upgrade cost",
        "begin_move": "Move: step military units town -> wall, or upgraded ones wall -> King's Army",
        "begin_attack": "Attack: choose attackers and targets one by one, then confirm",
        "begin_transfer": "Transfer: give resources, hand cards or units to a teammate (1 resource each)",
        "market_buy": f"Market: pay {CARDS.market_buy_cost} resources to draw {CARDS.market_buy_draw} cards",
        "end_turn": "end your turn",
        "finish": "finish this action",
        "confirm": "confirm the attack (uses your action); defenders may then shield",
        "cancel": "call the attack off (declared +2 Attack cards go back to your hand, shown)",
        "pass": "pass (play nothing more now)",
    }
    if word in simple:
        return simple[word]
    if word == "take_market" and args:
        slot = int(args[0])
        return f"take {card_words(view['market'][slot] or '?')} from market slot {slot} into your hand"
    if word == "reveal":
        return "reveal " + (", ".join(card_words(c) for c in args) if args else "nothing") + \
            " (most cards revealed starts)"
    if word == "recruit":
        k = CARDS.kind_index.get(args[0].split(":")[-1].split("#")[0], 0)
        return f"recruit {card_words(args[0])} as a {CARDS.side_name[k * 2]} for {CARDS.side_health[k * 2]} " \
            "resources"
    if word == "upgrade":
        k = CARDS.kind_index.get(args[0].split(":")[-1].split("#")[0], 0)
        return f"upgrade {_unit_now(view, args[0])} into a {CARDS.side_name[k * 2 + 1]} ({CARDS.kind_text[k]})"
    if word == "move" or word == "horse_move":
        free = " for free (Horsemen)" if word == "horse_move" else ""
        return f"move {_unit_now(view, args[0])} one step{free}"
    if word in ("assign", "plus_two") and len(args) == 2:
        who = _unit_now(view, args[0]) if word == "assign" else card_words(args[0]) + " (strength 2)"
        return f"{who} attacks {_unit_now(view, args[1])}"
    if word in ("shield", "aid_shield") and len(args) == 2:
        return f"use {card_words(args[0])} to prevent 3 damage to {_unit_now(view, args[1])}"
    if word == "play_bomb":
        return f"play {card_words(args[0])}: pay 6 and discard {_unit_now(view, args[1])}"
    if word == "play_prison":
        return f"play {card_words(args[0])}: pay 5 and discard {_unit_now(view, args[1])}"
    if word == "play_flip":
        return f"play {card_words(args[0])}: turn {_unit_now(view, args[1])} into a {_other_side(view, args[1])}"
    if word == "courthouse":
        return f"Courthouse: pay {CARDS.courthouse_cost} to downgrade {_unit_now(view, args[0])}"
    if word == "market_sell":
        return f"Market: discard {card_words(args[0])} to gain {CARDS.market_sell_gain} resources"
    if word == "extra_action":
        return f"play {card_words(args[0])}: take one more action this turn"
    if word == "military_action" and len(args) >= 3:
        unit = _unit_now(view, args[1])
        if args[2].strip('"') == "upgrade":
            return f"Military Action: upgrade {unit}, paying as usual"
        if args[2].strip('"') == "move":
            return f"Military Action: move {unit} one step"
        return f"Military Action: {unit} attacks {_unit_now(view, args[3])} alone"
    if word == "aid_builder":
        return f"use {card_words(args[0])}: upgrade {_unit_now(view, args[1])} into a building for free"
    if word == "aid_courier":
        return f"use {card_words(args[0])}: draw 2 cards"
    if word == "aid_market":
        return f"use {card_words(args[0])}: take {card_words(view['market'][int(args[1])] or '?')} from the market"
    if word == "aid_treasury":
        return f"use {card_words(args[0])}: gain 3 resources"
    if word == "give_resource":
        return f"pay 1 and give 1 resource to seat {args[0]}"
    if word == "give_hand_card":
        return f"pay 1 and give {card_words(args[0])} to seat {args[1]}"
    if word == "give_unit":
        return f"pay 1 and give {_unit_now(view, args[0])} to seat {args[1]}"
    if word == "choose_recipient":
        who = "yourself" if me is not None and int(args[0]) == me else f"seat {args[0]}"
        return f"give {card_words(view.get('pending_aid') or '?')} to {who}"
    return label
