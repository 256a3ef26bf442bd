"""Terminal presentation of Brawling Barons: each player's town, wall and King's Army, the market, the attack.

Drawn only from ``view(seat)`` and the labels (and the static card list). Players are P1..Pn (seat + 1)
wherever a person reads; the labels keep their 0-based seat numbers.
"""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.builtin.brawling_barons.data import CARDS, EFFECT_KEYS, MILITARY, SHIELD_PREVENTION, UNIT

SEAT_STYLES = ("bold red", "bold blue", "bold green", "bold magenta", "bold cyan", "bold yellow", "bold white",
               "bold bright_red")
_TYPE_STYLE = {"civilian": "green", "military": "red", "building": "yellow"}
_CALL = re.compile(r"^([a-z_0-9]+)(?:\((.*)\))?$")
_SMITHY = EFFECT_KEYS.index("smithy_discount")
#: what is being decided, by phase (view["phase"])
PHASE_WORDS = {
    "SETUP_REVEAL": "reveal cards: the most revealed starts",
    "MAIN": "choosing an action",
    "RECRUIT": "recruiting",
    "UPGRADE": "upgrading",
    "MOVE": "moving units",
    "ATTACK_DECLARE": "declaring an attack",
    "SHIELD_WINDOW": "defenders may play Shields",
    "PLUS_TWO_WINDOW": "the attacker may add +2 Attack cards",
    "TRANSFER": "giving to a teammate",
    "AID_RECIPIENT": "choosing who receives a Royal Aid",
    "GAME_OVER": "game over",
}


def player(s: int, seat: int | None = None) -> str:
    """``P3``, or ``P3 (you)`` for the viewer."""
    return f"P{s + 1}" + (" (you)" if s == seat else "")


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def render(view: dict[str, Any], seat: int | None) -> Group:
    """Header, market, every player's table (town, wall, King's Army), then the attack or the result."""
    parts: list[Any] = [_header(view, seat), _market(view)]
    parts += [_player(view, p, seat) for p in view["players"]]
    if "attack" in view:
        parts.append(_attack(view, seat))
    if "result" in view:
        parts.append(_result(view, seat))
    return Group(*parts)


def _result(view: dict[str, Any], seat: int | None) -> Text:
    r = view["result"]
    t = Text("Game over. ", style="bold")
    scores = ", ".join(f"{player(s, seat)} {vp} VP" for s, vp in enumerate(r["scores"]))
    t.append(f"{scores}. Winner{'s' if len(r['winners']) > 1 else ''}: "
             f"{', '.join(player(w, seat) for w in r['winners'])}; the game ended on {player(r['ender'], seat)}'s turn"
             + (" (turn limit)" if r["truncated"] else ""))
    return t


def _status(view: dict[str, Any], seat: int | None) -> Text:
    """One line: the turn, who is to play and what is being decided."""
    t = Text()
    t.append(f"Turn {view['turn']}", style="bold")
    if view["phase"] == "SETUP_REVEAL":
        waiting = [player(p["seat"], seat) for p in view["players"] if not p.get("answered")]
        t.append(f" · {PHASE_WORDS['SETUP_REVEAL']} · to answer: {', '.join(waiting)}")
        return t
    if view["phase"] == "GAME_OVER":
        t.append(" · game over")
        return t
    t.append(" · ")
    t.append(f"{player(view['active'], seat)} to play", style=SEAT_STYLES[view["active"] % 8])
    left = view["actions_left"]
    if view["phase"] == "MAIN" and not left:
        t.append(" · no action left: free plays, or end the turn")
    else:
        t.append(f" · {PHASE_WORDS.get(view['phase'], view['phase'])}")
    if view["phase"] == "MAIN" and left:
        t.append(f" · {_plural(left, 'action')} left")
        if view["extra_action_played"]:
            t.append(" (Extra Action played)")
    movers = view["to_move"]
    if movers and movers != [view["active"]]:
        t.append(f" · deciding: {', '.join(player(m, seat) for m in movers)}")
    if view.get("pending_aid"):
        t.append(f" · {card_words(view['pending_aid'])} awaits a recipient")
    return t


def _header(view: dict[str, Any], seat: int | None) -> Text:
    t = Text("Brawling Barons — ", style="bold")
    t.append_text(_status(view, seat))
    return t


def _market(view: dict[str, Any]) -> Text:
    t = Text("Market: ", style="bold")
    for slot, card in enumerate(view["market"]):
        t.append(f"[{slot}] ")
        t.append(card_words(card, ids=True) if card else "—", style="cyan")
        t.append("   ")
    t.append(f"\nDeck: {_plural(view['deck'], 'card')}   Discard: {_plural(len(view['discard']), 'card')}")
    if view["discard"]:
        t.append(f" (top: {card_words(view['discard'][-1])})")
    t.append("   units: h health, s strength, → upgraded side", style="dim")
    return t


def _unit(u: dict[str, Any], ids: bool = True, becomes: bool = True) -> Text:
    t = Text()
    t.append(u["name"], style=_TYPE_STYLE.get(u["type"], ""))
    if becomes and u["side"] == "base":  # what it may become
        t.append(f"→{CARDS.side_name[max(_kind(u['card']), 0) * 2 + 1]}", style="dim")
    if ids:
        t.append(f" {u['card']}", style="dim")
    stats = f" h{u['health']}"
    if u["type"] == "military":
        stats += f" s{u['strength']}"
    t.append(stats)
    return t


def _units(units: list[dict[str, Any]], ids: bool = True, becomes: bool = True) -> Text:
    if not units:
        return Text("—", style="dim")
    t = Text()
    for i, u in enumerate(units):
        if i:
            t.append(", ")
        t.append_text(_unit(u, ids, becomes))
    return t


def _player(view: dict[str, Any], p: dict[str, Any], seat: int | None) -> Panel:
    s = p["seat"]
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    civ, mil = p["civilians"], p["military"]
    grid.add_row("Town", Text(f"places: civilian {civ[0]}/{civ[1]}, military {mil[0]}/{mil[1]} · "
                              f"{_plural(p['buildings'], 'building')}", style="dim"))
    grid.add_row("", _units(p["town"]))
    grid.add_row("Wall", _units(p["wall"]))
    grid.add_row("King's Army", _units(p["army"]))
    if p["aids"]:
        grid.add_row("Royal Aids", Text(", ".join(card_words(a, ids=True) for a in p["aids"]), style="green"))
    grid.add_row("Hand", _hand(p, seat, ids=True))
    grid.add_row("Resources", f"{p['resources']} (Gather Resources: +{p['resource_production']}, "
                              f"Draw Cards: +{p['card_production']})")
    title = player(s, seat) + (f" — team {p['team'] + 1}" if "team" in p else "")
    title += f" — {p['vp']} VP"
    style = SEAT_STYLES[s % 8] if s == view["active"] else "dim"
    return Panel(grid, title=title, title_align="left", border_style=style)


def _hand(p: dict[str, Any], seat: int | None, ids: bool) -> str:
    """The hand cards shown (with ids: each; without: alike cards counted, ``Squire/Soldier ×3``) and the hidden."""
    if ids:
        hand = ", ".join(card_words(c, ids=True) for c in p["hand"]) or "—"
    else:
        counts: dict[str, int] = {}
        for c in p["hand"]:
            words = card_words(c)
            counts[words] = counts.get(words, 0) + 1
        hand = ", ".join(w if n == 1 else f"{w} ×{n}" for w, n in counts.items()) or "—"
    hidden = p["hand_count"] - len(p["hand"])
    if p["seat"] != seat and hidden:
        hand += f" (+{hidden} hidden)" if p["hand"] else f" ({hidden} hidden)"
    return hand


def _attack(view: dict[str, Any], seat: int | None) -> Text:
    return Text("\n").join(_attack_lines(view, seat))


def _attack_lines(view: dict[str, Any], seat: int | None) -> list[Text]:
    """The attack in progress: a heading (who, the Shield lock, who may still shield), then one line per target."""
    a = view["attack"]
    head = Text(f"Attack by {player(a['attacker'], seat)}" + (" (Military Action)" if a["military_action"] else "")
                + ":", style="bold red")
    if a["locked"]:
        head.append(" a Shield was played: no more +2 Attack cards.")
    if a["defenders_waiting"]:
        head.append(f" May still shield: {', '.join(player(d, seat) for d in a['defenders_waiting'])}.")
    out = [head]
    if not a["targets"]:
        out.append(Text("  nothing declared yet"))
    for target in a["targets"]:
        attackers = [_name_in_play(view, p) for p, tt in a["participants"] if tt == target["card"]]
        whose = "your" if target["owner"] == seat else f"{player(target['owner'])}'s"
        t = Text(f"  {whose} {_name_in_play(view, target['card'])} (health {target['health']}) <- "
                 f"{', '.join(attackers)}: ")
        if target["sheriffed"]:
            t.append("the Sheriff discards it")
        else:
            t.append(f"strength {target['strength']}")
            if target["tower"]:
                t.append(f" - {target['tower']} (Towers)")
            if target["shields"]:
                t.append(f" - {SHIELD_PREVENTION * target['shields']} ({_plural(target['shields'], 'Shield')})")
            t.append(f" = {target['damage']} damage: {_outcome(view, target)}")
        out.append(t)
    return out


def _outcome(view: dict[str, Any], target: dict[str, Any]) -> str:
    """What the damage does if nothing changes (5.3 step 5): double the health discards; the health
    downgrades a civilian or military unit (a base one is discarded); a building only falls to double."""
    damage, health = target["damage"], target["health"]
    unit = _in_play(view, target["card"])[2]
    if damage >= 2 * health:
        return "discarded"
    if damage >= health and unit is not None and unit["type"] != "building":
        return "downgraded" if unit["side"] == "up" else "discarded"
    return "it holds"


# ---- the essentials for an 80x24 terminal -----------------------------------------------------------------

def compact(view: dict[str, Any], seat: int | None) -> Group:
    """What a player needs to decide, in about 8-12 lines of 80 columns: the turn and the market first, each
    opponent in a line, your own table, then the attack in progress or the result (the CLI keeps the first and
    the last lines when it must crop)."""
    status = _status(view, seat)
    status.no_wrap, status.overflow = True, "ellipsis"
    lines: list[Any] = [status]
    market = Text("Market ", style="bold", no_wrap=True, overflow="ellipsis")
    for slot, card in enumerate(view["market"]):
        market.append(f"[{slot}] ")
        market.append(card_words(card) if card else "—", style="cyan")
        market.append("  ")
    market.append(f"· deck {view['deck']}", style="dim")
    if "attack" not in view:  # during an attack the market cannot change: its line goes to the attack
        lines.append(market)
    mine = next((p for p in view["players"] if p["seat"] == seat), None)
    for p in view["players"]:
        if p is not mine:
            lines.append(_opponent_line(p, view, seat, 79))
    if mine is not None:
        lines += _own_lines(mine, view, seat)
    if "attack" in view:  # what is being decided: last, where the CLI keeps it when it must crop
        for line in _attack_lines(view, seat):
            line.no_wrap, line.overflow = True, "ellipsis"
            lines.append(line)
    if "result" in view:
        lines.append(_result(view, seat))
    return Group(*lines)


def _opponent_line(p: dict[str, Any], view: dict[str, Any], seat: int | None, room: int) -> Text:
    """An opponent in one line of ``room`` columns: VP, resources, cards, units, Aids, the hand cards known."""
    s = p["seat"]
    t = Text()
    t.append(player(s, seat), style=SEAT_STYLES[s % 8] if s == view["active"] else "bold")
    if "team" in p:
        mine = next((q for q in view["players"] if q["seat"] == seat), None)
        mate = mine is not None and mine.get("team") == p["team"]
        t.append(" (your team)" if mate else f" (team {p['team'] + 1})", style="green" if mate else "dim")
    t.append(f" {p['vp']} VP, {_plural(p['resources'], 'resource')}, {_plural(p['hand_count'], 'card')}")
    for zone, words in (("town", "town"), ("wall", "wall"), ("army", "King's Army")):
        if p[zone]:
            t.append(f" │ {words} ", style="dim")
            t.append_text(_units(p[zone], ids=False, becomes=False))
    if p["aids"]:
        t.append(" │ Royal Aids ", style="dim")
        t.append(", ".join(_aid_words(a) for a in p["aids"]))
    if p["hand"]:  # the cards you know of, as far as the line allows (``board`` lists them all)
        t.append(f" │ known in hand: {', '.join(card_words(c) for c in p['hand'])}", style="dim")
    t.truncate(room, overflow="ellipsis")
    return t


def _own_lines(p: dict[str, Any], view: dict[str, Any], seat: int | None) -> list[Text]:
    civ, mil = p["civilians"], p["military"]
    head = Text()
    head.append(player(p["seat"], seat), style="bold")
    if "team" in p:
        head.append(f", team {p['team'] + 1}")
    head.append(f": {p['vp']} VP · {_plural(p['resources'], 'resource')} "
                f"(Gather Resources +{p['resource_production']}, Draw Cards +{p['card_production']})")
    town = Text("Town ", style="bold")
    town.append_text(_units(p["town"], ids=False))
    wall = Text("Wall ", style="bold")
    wall.append_text(_units(p["wall"], ids=False))
    wall.append("   King's Army ", style="bold")
    wall.append_text(_units(p["army"], ids=False))
    wall.append(f"   places {civ[0]}/{civ[1]} civilian, {mil[0]}/{mil[1]} military", style="dim")
    wall.no_wrap, wall.overflow = True, "ellipsis"  # the places are in ``board`` too
    hand = Text("Hand ", style="bold")
    hand.append(_hand(p, seat, ids=False))
    out = [head, town, wall, hand]
    if p["aids"]:
        out.append(Text("Royal Aids ", style="bold") + Text(", ".join(_aid_words(a) for a in p["aids"])))
    return out


# ---- grouping long lists of choices ----------------------------------------------------------------------

_CARD_PLAYS = frozenset(("play_bomb", "play_prison", "play_flip", "extra_action", "military_action", "horse_move",
                         "aid_builder", "aid_courier", "aid_market", "aid_treasury"))


def group(label: str, view: dict[str, Any]) -> str:
    """The group a choice goes in when the choices do not fit on the screen (labels are never changed)."""
    m = _CALL.match(label.replace(" ", ""))
    if not m:
        return label
    word = m.group(1)
    args = [a for a in (m.group(2) or "").split(",") if a]
    me = view.get("seat")
    if word == "reveal":
        return f"reveal {_plural(len(args), 'card')}" if args else label
    if word == "recruit":
        return f"recruit a {card_words(args[0])}"
    if word == "upgrade":
        k = max(_kind(args[0]), 0)
        return f"upgrade a {_name_in_play(view, args[0])} to {CARDS.side_name[k * 2 + 1]}"
    if word == "move":
        return f"move a {_name_in_play(view, args[0])}"
    if word == "assign":
        return f"attack with your {_name_in_play(view, args[0])}"
    if word == "plus_two":
        return "add a +2 Attack card"
    if word in ("shield", "aid_shield") and len(args) == 2:
        return f"protect your {_name_in_play(view, args[1])}"
    if word == "take_market":
        return "take a card from the market"
    if view.get("phase") == "MAIN" and word in _CARD_PLAYS:  # one group: the main actions stay in sight
        return "play a card or a Royal Aid, or ride Horsemen"
    if word in ("courthouse", "market_buy", "market_sell"):
        return "use a building (Market, Courthouse)"
    if word in ("give_resource", "give_hand_card", "give_unit"):
        mate = int(args[-1])
        return f"give to {player(mate, me)}"
    return label


def _kind(card: str) -> int:
    """The kind index of a card id (``d1:knight#2`` -> knight's); -1 if unknown."""
    return CARDS.kind_index.get(card.split(":")[-1].split("#")[0], -1)


def card_words(card: str, ids: bool = False) -> str:
    """A card as a person names it: ``Squire/Knight`` for a unit card (recruit side/upgraded side), events
    and Aids by their name; with ``ids``, its id follows in brackets (``Squire/Knight (knight#1)``)."""
    k = _kind(card)
    if k < 0:
        return card
    words = f"{CARDS.side_name[k * 2]}/{CARDS.side_name[k * 2 + 1]}" if CARDS.kind_group[k] == UNIT \
        else CARDS.kind_names[k]
    return f"{words} ({card})" if ids else words


def _aid_words(card: str) -> str:
    """A Royal Aid under a "Royal Aids" heading: ``Royal Guard``."""
    return card_words(card).removeprefix("Royal Aid: ")


def _in_play(view: dict[str, Any], card: str) -> tuple[int, str, dict[str, Any] | None]:
    """(owner, zone, unit view) of a card in play; (-1, "", None) if it is in no town, wall, army or Aids."""
    for p in view["players"]:
        for zone in ("town", "wall", "army"):
            for u in p[zone]:
                if u["card"] == card:
                    return p["seat"], zone, u
        if card in p["aids"]:
            return p["seat"], "aids", None
    return -1, "", None


def _name_in_play(view: dict[str, Any], card: str) -> str:
    """The name of the side a unit in play shows now (``Knight``), else the card's name."""
    unit = _in_play(view, card)[2]
    return unit["name"] if unit is not None else card_words(card)


_ZONE_WORDS = {"town": "town", "wall": "wall", "army": "King's Army"}


def _unit_now(view: dict[str, Any], card: str) -> str:
    """A unit in play with its owner, current side and place: ``your Knight (town)``, ``P2's Farm (wall)``."""
    owner, zone, unit = _in_play(view, card)
    if owner < 0:
        return card_words(card)
    whose = "your" if owner == view.get("seat") else f"{player(owner)}'s"
    if unit is None:
        return f"{whose} {card_words(card)}"
    return f"{whose} {unit['name']} ({_ZONE_WORDS[zone]})"


def _other_side(view: dict[str, Any], card: str) -> str:
    """The name of the side a unit in play would show if turned over."""
    k = max(_kind(card), 0)
    unit = _in_play(view, card)[2]
    if unit is None:
        return "unit"
    return CARDS.side_name[k * 2 + (0 if unit["side"] == "up" else 1)]


def _cost(card: str) -> int:
    """What playing an event or action card costs (The Bomb, Prison)."""
    return CARDS.event_cost[max(_kind(card), 0)]


def _upgrade_price(view: dict[str, Any], card: str) -> int:
    """What upgrading the unit costs its owner: the card's upgrade cost, less 1 per Smithy for military sides."""
    k = max(_kind(card), 0)
    cost = CARDS.upgrade_cost[k]
    owner = _in_play(view, card)[0]
    if CARDS.side_type[k * 2 + 1] == MILITARY and owner >= 0:
        town = view["players"][owner]["town"]
        smithies = sum(CARDS.side_effects[_kind(u["card"]) * 2 + (u["side"] == "up")][_SMITHY] for u in town)
        cost = max(0, cost - smithies)
    return cost


#: what each step of a sub-phase's ``finish`` and a window's ``pass`` means, by phase
_FINISH = {"RECRUIT": "stop recruiting (this action is done)", "UPGRADE": "stop upgrading (this action is done)",
           "MOVE": "stop moving (this action is done)", "TRANSFER": "stop giving (this action is done)"}
_PASS = {"SHIELD_WINDOW": "play no Shield: let the attack hit",
         "PLUS_TWO_WINDOW": "add no +2 Attack card: the attack is resolved"}


def describe(label: str, view: dict[str, Any]) -> str:
    """An action in plain words."""
    m = _CALL.match(label.replace(" ", ""))
    if not m:
        return label
    word = m.group(1)
    args = [a.strip('"') for a in (m.group(2) or "").split(",") if a]
    me = view.get("seat")
    mine = next((p for p in view["players"] if p["seat"] == me), None)
    phase = view.get("phase", "")
    if word == "gather":
        n = mine["resource_production"] if mine else 1
        return f"Gather Resources: +{_plural(n, 'resource')} (deck cards, face down)"
    if word == "draw":
        n = mine["card_production"] if mine else 1
        return f"Draw Cards: +{_plural(n, 'card')} from the deck into your hand"
    simple = {
        "begin_recruit": "Recruit: Peasants/Squires from your hand into your town",
        "begin_upgrade": "Upgrade: turn units in your town to their upgraded side",
        "begin_move": "Move: military units town -> wall -> King's Army (2 VP)",
        "begin_attack": "Attack: pick attackers and targets, then confirm",
        "begin_transfer": "Transfer: give to a teammate (pay 1 each)",
        "market_buy": f"Market: pay {CARDS.market_buy_cost} resources to draw {CARDS.market_buy_draw} cards",
        "end_turn": "end your turn",
        "finish": _FINISH.get(phase, "finish this action"),
        "confirm": "confirm the attack (uses your action); defenders may then shield",
        "cancel": "call the attack off (declared +2 Attack cards go back to your hand, shown)",
        "pass": _PASS.get(phase, "pass (play nothing more now)"),
    }
    if word in simple:
        return simple[word]
    if word == "take_market" and args:
        slot = int(args[0])
        return f"take {card_words(view['market'][slot] or '?')} from the market into your hand"
    if word == "reveal":
        if not args:
            return "reveal nothing (keep your hand secret)"
        return f"reveal {', '.join(card_words(c) for c in args)}"
    if word == "recruit":
        k = max(_kind(args[0]), 0)
        return f"recruit {card_words(args[0])} as a {CARDS.side_name[k * 2]} for " \
            f"{_plural(CARDS.side_health[k * 2], 'resource')}"
    if word == "upgrade":
        k = max(_kind(args[0]), 0)
        return f"upgrade your {_name_in_play(view, args[0])} to {CARDS.side_name[k * 2 + 1]} for " \
            f"{_plural(_upgrade_price(view, args[0]), 'resource')}: {CARDS.kind_text[k]}"
    if word == "move" or word == "horse_move":
        free = " for free (Horsemen)" if word == "horse_move" else ""
        return f"move {_unit_now(view, args[0])} one step{free}"
    if word in ("assign", "plus_two") and len(args) == 2:
        owner, zone, target = _in_play(view, args[1])
        where = f"{player(owner)}'s {target['name']} ({_ZONE_WORDS[zone]}, h{target['health']})" if target \
            else card_words(args[1])
        if word == "plus_two":
            return f"+2 Attack s2 -> {where}"
        unit = _in_play(view, args[0])[2]
        strength = f" s{unit['strength']}" if unit else ""
        return f"{_name_in_play(view, args[0])}{strength} -> {where}"
    if word in ("shield", "aid_shield") and len(args) == 2:
        return f"use {_aid_words(args[0])} to prevent {SHIELD_PREVENTION} damage to {_unit_now(view, args[1])}"
    if word == "play_bomb":
        return f"play {card_words(args[0])}: pay {_cost(args[0])} and discard {_unit_now(view, args[1])}"
    if word == "play_prison":
        return f"play {card_words(args[0])}: pay {_cost(args[0])} and discard {_unit_now(view, args[1])}"
    if word == "play_flip":
        return f"play {card_words(args[0])}: turn {_unit_now(view, args[1])} into a {_other_side(view, args[1])}"
    if word == "courthouse":
        return f"Courthouse: pay {CARDS.courthouse_cost} to downgrade {_unit_now(view, args[0])}"
    if word == "market_sell":
        return f"Market: discard {card_words(args[0])} from your hand to gain {CARDS.market_sell_gain} resources"
    if word == "extra_action":
        return f"play {card_words(args[0])}: take one more action this turn"
    if word == "military_action" and len(args) >= 3:
        unit = _unit_now(view, args[1])
        if args[2] == "upgrade":
            return f"Military Action: upgrade {unit} for {_plural(_upgrade_price(view, args[1]), 'resource')}"
        if args[2] == "move":
            return f"Military Action: move {unit} one step"
        return f"Military Action: {unit} attacks {_unit_now(view, args[3])} alone"
    if word == "aid_builder":
        return f"use {_aid_words(args[0])}: upgrade {_unit_now(view, args[1])} into a building for free"
    if word == "aid_courier":
        return f"use {_aid_words(args[0])}: draw 2 cards"
    if word == "aid_market":
        return f"use {_aid_words(args[0])}: take {card_words(view['market'][int(args[1])] or '?')} from the market"
    if word == "aid_treasury":
        return f"use {_aid_words(args[0])}: gain 3 resources"
    if word == "give_resource":
        return f"pay 1 and give 1 resource to {player(int(args[0]))}"
    if word == "give_hand_card":
        return f"pay 1 and give {card_words(args[0])} from your hand to {player(int(args[1]))}"
    if word == "give_unit":
        return f"pay 1 and give {_unit_now(view, args[0])} to {player(int(args[1]))}"
    if word == "choose_recipient":
        who = "yourself" if me is not None and int(args[0]) == me else player(int(args[0]))
        return f"give the Royal Aid {_aid_words(view.get('pending_aid') or '?')} to {who}"
    return label
