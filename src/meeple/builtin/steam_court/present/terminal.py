"""Terminal rendering of Steam Court: the tables, the trick and who passed, then your sorted hand."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

_SPECIAL = {"3/9": "3/9 (3 or 9)", "6/12": "6/12 (6 or 12)", "X": "X Multiplier", "M": "M Masterstroke"}
_POWER = {"stop": "General's stop", "look": "Inspector's look", "dive": "Submariner's dive",
          "steal_back": "Pirate's steal-back"}
_NUM = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
        10: "ten"}


def _title(char: str) -> str:
    return char.replace("_", " ").title()


def _who(view: dict[str, Any], p: int) -> str:
    chars = view.get("characters")
    return f"P{p + 1} ({_title(chars[p])})" if chars else f"P{p + 1}"


def render(view: dict[str, Any], seat: int | None) -> Group:
    """Header, tables (hand sizes, tokens, passed, out), the trick, then the seat's hand and secrets."""
    if view["phase"] == "auction":
        return Group(_auction(view, seat), _hand(view))
    parts: list[Any] = [_header(view)]
    for t, table in enumerate(view["tables"]):
        parts.append(_table(view, t, table, seat))
    parts.append(_trick(view))
    parts.append(_hand(view))
    secrets = _private(view)
    if secrets is not None:
        parts.append(secrets)
    return Group(*parts)


def _header(view: dict[str, Any]) -> Text:
    text = Text(f"Steam Court · Quarter {view['quarter']}/4 · {view['variant']}", style="bold")
    mover = view["to_move"]
    if mover:
        text.append(f" · {_phase_words(view)} · to act: {_who(view, mover[0])}", style="yellow")
    else:
        text.append(" · game over", style="green")
    text.append(f"\nCourt Hand {view['court_size']} cards · discard pile {view['discard_size']} cards")
    if "stack" in view:
        text.append(f" · tokens left {view['stack']}")
    if view["used"]:
        text.append(" · used: " + ", ".join(_POWER[u] for u in view["used"]), style="dim")
    return text


def _phase_words(view: dict[str, Any]) -> str:
    return {"coup": "coup check", "gift": "gift", "draw": "Doctor's draw", "keep": "Doctor keeps",
            "swap": "Tea Boy's swap", "play": "trick play", "announce": "Multiplier quantity",
            "dive": "Submariner's dive", "stop": "General's stop window", "steal": "Pirate's window",
            }.get(view["phase"], view["phase"])


def _table(view: dict[str, Any], t: int, table: dict[str, Any], seat: int | None) -> Table:
    playing = view["playing_table"] == t
    name = {"royal": "Royal Table", "renegade": "Renegade Table"}.get(table["table"], "The table")
    grid = Table(title=name + ("" if playing or len(view["tables"]) == 1 else " (waits)"), title_justify="left")
    for col in ("pos", "character", "player", "cards", "tokens", "score", "status"):
        grid.add_column(col)
    trick = view["trick"]
    out = view["out"] if playing else view.get("royal_out", [])
    for s in table["seats"]:
        p = s["player"]
        status = []
        if playing and p in view["to_move"]:
            status.append("[yellow]to act[/]")
        if playing and p == trick["top"]:
            status.append("[green]top play[/]")
        if playing and p in trick["passed"]:
            status.append("[red]passed[/]")
        if p in out:
            status.append(f"out {out.index(p) + 1}")
        who = f"P{p + 1}" + (" (you)" if p == seat else "")
        tokens = ",".join(map(str, view["tokens"][p])) if "tokens" in view else ""
        score = str(view["scores"][p]) if "scores" in view else ""
        grid.add_row(str(s["position"]), _title(s["character"]), who, str(view["hand_sizes"][p]), tokens, score,
                     " ".join(status))
    return grid


def _trick(view: dict[str, Any]) -> Text:
    trick = view["trick"]
    if not trick["number"]:
        return Text("Trick play has not begun: the deal, the coup check and the privileges come first.",
                    style="dim")
    text = Text(f"Trick {trick['number']}: ", style="bold")
    if not trick["plays"]:
        text.append("no card yet", style="dim")
    for play in trick["plays"]:
        words = f"{_who(view, play['player'])} {_cards_words(play['play'])} ({play['quantity']}×{play['value']})"
        if play["value"] == 0:
            words = f"{_who(view, play['player'])} Masterstroke"
        if play["stopped_by"] is not None:
            text.append(f"\n  {words} — stopped by {_who(view, play['stopped_by'])}", style="strike dim")
        else:
            text.append(f"\n  {words}", style="green" if play["player"] == trick["top"] else "")
    if trick["passed"]:
        text.append("\n  passed: " + ", ".join(_who(view, p) for p in trick["passed"]), style="red")
    pend = view.get("pending")
    if pend and view["phase"] in ("stop", "announce"):
        text.append(f"\n  pending: {_who(view, pend['player'])} {_cards_words(pend['play'])}", style="yellow")
    return text


def _card_text(tokens: list[str]) -> Text:
    """Cards sorted by value, special cards marked."""
    text = Text()
    for tok in tokens:
        if tok in _SPECIAL:
            text.append(f"[{tok}]", style="bold magenta")
        else:
            text.append(tok, style="bold")
        text.append(" ")
    return text


def _hand(view: dict[str, Any]) -> Text:
    if "hand" not in view:
        return Text("(spectator)", style="dim")
    toks = [t for t in view["hand"].split(",") if t]
    text = Text(f"Your hand ({len(toks)}): ", style="bold cyan")
    text.append_text(_card_text(toks) if toks else Text("empty", style="dim"))
    if any(t in _SPECIAL for t in toks):
        text.append("\n  special: " + ", ".join(_SPECIAL[t] for t in dict.fromkeys(toks) if t in _SPECIAL),
                    style="magenta")
    return text


def _private(view: dict[str, Any]) -> Text | None:
    lines = []
    for e in view.get("private", []):
        what = e["what"]
        if what in ("give", "serve"):
            lines.append(f"you {'served' if what == 'serve' else 'gave'} {e['cards']} to P{e['to'] + 1}")
        elif what == "received":
            lines.append(f"you received {e['cards']} from P{e['from'] + 1}")
        elif what == "swapped":
            lines.append(f"the Court Hand now holds your old cards: {e['court'] or 'nothing'}")
        elif what == "drew":
            lines.append(f"you drew {e['cards']} and kept {e['kept']}")
        elif what == "dived":
            lines.append(f"you pulled {e['pulled'] or 'nothing'} and kept {e['kept'] or 'nothing'}")
        elif what == "looked":
            lines.append(f"trick {e['trick']}: P{e['target'] + 1} held {e['hand']}; Court Hand {e['court']}")
    pend = view.get("pending", {})
    if "cards" in pend and view["phase"] in ("keep", "dive"):
        lines.append(f"in front of you: {pend['cards']}" + (f" (kept {pend['kept']})" if pend.get("kept") else ""))
    if not lines:
        return None
    return Text("What you know: " + "; ".join(lines), style="cyan")


def _auction(view: dict[str, Any], seat: int | None) -> Text:
    a = view["auction"]
    text = Text(f"Steam Court · Character Auction · lot: {_title(a['lot'])}", style="bold")
    high = "none yet" if a["high_bid"] is None else f"{a['high_bid']} by P{a['high_bidder'] + 1}"
    text.append(f"\nbidding circle: {' → '.join(f'P{p + 1}' for p in a['circle'])} · high bid {high}")
    if a["passed"]:
        text.append("\npassed this round: " + ", ".join(f"P{p + 1}" for p in a["passed"]), style="red")
    for char, p in a["won"].items():
        text.append(f"\n  {_title(char)}: P{p + 1} for {a['costs'][p]}")
    if view["to_move"]:
        text.append(f"\nto bid: P{view['to_move'][0] + 1}" + (" (you)" if view["to_move"][0] == seat else ""),
                    style="yellow")
    return text


def _cards_words(label: str) -> str:
    """``play 5: 5,5,7>5`` -> ``5, 5, 7 as 5``."""
    if label == "play M":
        return "Masterstroke"
    body = label.split(": ", 1)[1] if ": " in label else label
    return ", ".join(t.replace(">", " as ") for t in body.split(","))


#: the plain words of the actions whose label says everything
_FIXED = {
    "draw": "draw up to 4 random cards from the Court Hand and keep 2",
    "no draw": "do not draw from the Court Hand",
    "swap": "trade your hand (except cards given to you) for the unseen Court Hand",
    "keep hand": "keep your hand",
    "done": "keep no more pulled cards",
    "allow": "let the play stand",
    "steal": "take back every card you played in this lost trick (once per Quarter)",
    "no steal": "let your cards go to the discard pile",
    "coup": "call a coup: take the highest seat, and the cards are dealt again",
    "no coup": "no coup",
}


def describe(label: str, view: dict[str, Any]) -> str:
    """An action in plain words."""
    w = label.split(" ")
    kind = w[0]
    pend = view.get("pending", {})
    if label == "play M":
        return "play your Masterstroke: it beats everything and ends the trick"
    if kind == "play":
        value = int(w[1].rstrip(":"))
        n = len(label.split(": ", 1)[1].split(","))
        top = [p for p in view["trick"]["plays"] if p["stopped_by"] is None]
        words = f"play {_cards_words(label)}"
        if "X" in label.split(": ", 1)[1].split(","):
            if top:
                q = top[-1]["quantity"]
                return f"{words}: the Multiplier makes it {_NUM.get(q, q)} {value}s"
            if n == 1:
                return "play the Multiplier alone, as a single 1"
            return f"{words}, then announce how many {value}s it counts as"
        return f"{words} ({_NUM.get(n, n)} {value}{'s' if n > 1 else ''})"
    if label == "pass":
        if view["phase"] == "auction":
            return "pass: bid no more for this character"
        return "pass: sit out the rest of this trick"
    if kind == "announce":
        return f"announce the play as {w[1]} cards"
    if kind == "gift":
        if w[1] == "none":
            return "give no card"
        to = f" to {_who(view, pend['to'])}" if "to" in pend else ""
        return f"give {label[5:].replace(',', ' and ')}{to}"
    if label in _FIXED:
        return _FIXED[label]
    if kind == "keep":
        return f"keep {label[5:].replace(',', ' and ')} from the drawn cards"
    if kind == "inspect":
        return f"look at the hand of {_who(view, int(w[1]))} and at the Court Hand (once per Quarter)"
    if kind == "dive":
        return f"reveal a {w[1]} and pull {w[1]} cards from the discard pile, keeping up to half (once per Quarter)"
    if kind == "take":
        return f"keep a {w[1]} from the pulled cards"
    if label == "stop":
        who = _who(view, pend["player"]) if "player" in pend else "the player"
        return f"stop {who}'s play: the cards go back to the hand (once per Quarter)"
    if kind == "bid":
        return f"bid {w[1]} (it costs you {w[1]} points)"
    return label
