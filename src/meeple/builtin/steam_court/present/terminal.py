"""Terminal rendering of Steam Court: the tables, the trick and who passed, then your sorted hand;
a compact panel for 80x24, the final standings, plain words for each choice and groups for long lists."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

_SPECIAL = {"3/9": "3/9 (3 or 9)", "6/12": "6/12 (6 or 12)", "X": "X Multiplier", "M": "M Masterstroke"}
_POWER = {"stop": "General's stop", "look": "Inspector's look", "dive": "Submariner's dive",
          "steal_back": "Pirate's steal-back"}
_NUM = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
        10: "ten", 11: "eleven", 12: "twelve"}
_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def _count(n: int, noun: str) -> str:
    """``one 9``, ``two 9s``, ``14 cards``: a number that agrees with its noun (words up to twelve)."""
    return f"{_NUM.get(n, n)} {noun}{'' if n == 1 else 's'}"


def _cards_n(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'}"


def _place(i: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ..."""
    return _ORDINAL.get(i, f"{i}th")


def _title(char: str) -> str:
    return char.replace("_", " ").title()


def _who(view: dict[str, Any], p: int) -> str:
    chars = view.get("characters")
    return f"P{p + 1} ({_title(chars[p])})" if chars else f"P{p + 1}"


def render(view: dict[str, Any], seat: int | None) -> Group:
    """Header, tables (hand sizes, tokens, passed, out), the trick, then the seat's hand and secrets;
    once the game is over, the last Quarter's tables and the final standings."""
    if view["phase"] == "auction":
        return Group(_auction(view, seat))
    parts: list[Any] = [_header(view)]
    for t, table in enumerate(view["tables"]):
        parts.append(_table(view, t, table, seat))
    if "result" in view:
        parts.append(_standings(view, seat))
        return Group(*parts)
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
    if "result" in view:
        return text
    text.append(f"\nCourt Hand {_cards_n(view['court_size'])} · discard pile {_cards_n(view['discard_size'])}")
    if view.get("stack"):
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
    playing = view["playing_table"] == t and "result" not in view
    name = {"royal": "Royal Table", "renegade": "Renegade Table"}.get(table["table"], "The table")
    if "result" in view:
        name = f"Quarter 4 · {name}: the last Quarter played"
    elif not playing and len(view["tables"]) > 1:
        name += " (waits)" if t > view["playing_table"] else " (played)"
    grid = Table(title=name, title_justify="left")
    for col in ("pos", "character", "player", "cards", "tokens", "score", "status"):
        grid.add_column(col)
    for s in table["seats"]:
        p = s["player"]
        status = _status(view, t, p, playing, "top play")
        who = f"P{p + 1}" + (" (you)" if p == seat else "")
        tokens = ",".join(map(str, view["tokens"][p])) if "tokens" in view else ""
        score = str(view["scores"][p]) if "scores" in view else ""
        grid.add_row(str(s["position"]), _title(s["character"]), who, str(view["hand_sizes"][p]), tokens, score,
                     " ".join(status))
    return grid


def _standings(view: dict[str, Any], seat: int | None) -> Table:
    """The final standings: place, player (as he played Quarter 4), tokens by Quarter, cost and score."""
    result = view["result"]
    grid = Table(title="Final standings", title_justify="left", title_style="bold green")
    party = "tokens" not in view
    columns = ["place", "player"] + ([] if party else ["tokens (start, Q1-Q4)", "cost"]) + ["score"]
    for col in columns:
        grid.add_column(col)
    for i, p in enumerate(result["ranking"]):
        who = _who(view, p) + (" (you)" if p == seat else "")
        won = " winner" if p in result["winners"] else ""
        row = [_place(i + 1) + won, who]
        if not party:
            row += [" + ".join(map(str, view["tokens"][p])) or "none", str(view["costs"][p])]
        grid.add_row(*row, str(result["scores"][p]))
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
        words = f"{_who(view, play['player'])} {_play_words(play)}"
        if play["stopped_by"] is not None:
            text.append(f"\n  {words} — stopped by {_who(view, play['stopped_by'])}", style="strike dim")
        else:
            text.append(f"\n  {words}", style="green" if play["player"] == trick["top"] else "")
    if trick["passed"]:
        text.append("\n  passed: " + ", ".join(_who(view, p) for p in trick["passed"]), style="red")
    pend = view.get("pending")
    if pend and view["phase"] in ("stop", "announce"):
        text.append(f"\n  pending: {_who(view, pend['player'])} {_pending_words(pend)}", style="yellow")
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


def _hand(view: dict[str, Any], legend: bool = True) -> Text:
    if "hand" not in view:  # a spectator, or the Auction (no card is dealt yet)
        return Text("(spectator)" if view["phase"] != "auction" and "seat" not in view else "", style="dim")
    toks = [t for t in view["hand"].split(",") if t]
    text = Text(f"Your hand ({len(toks)}): ", style="bold cyan")
    text.append_text(_card_text(toks) if toks else Text("empty", style="dim"))
    if legend and any(t in _SPECIAL for t in toks):
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
    """``play 5: 5,5,7>5`` -> ``5, 5, 7 lowered to 5``."""
    if label == "play M":
        return "Masterstroke"
    body = label.split(": ", 1)[1] if ": " in label else label
    return ", ".join(t.replace(">", " lowered to ") for t in body.split(","))


def _pending_words(pend: dict[str, Any]) -> str:
    """The play the General may stop (``three 4s (6 lowered to 4, X)``) or the Multiplier lead to announce."""
    if "quantity" not in pend or pend["play"] == "play M":
        return _cards_words(pend["play"])
    value = pend["play"].split(" ", 2)[1].rstrip(":")
    return f"{_count(pend['quantity'], value)} ({_cards_words(pend['play'])})"


def _play_words(play: dict[str, Any]) -> str:
    """A play of the trick: ``two 9s (9, 3/9)``, ``the Masterstroke``."""
    if play["value"] == 0:
        return "the Masterstroke"
    return f"{_count(play['quantity'], str(play['value']))} ({_cards_words(play['play'])})"


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
                return f"{words}: the Multiplier makes it {_count(top[-1]['quantity'], str(value))}"
            if n == 1:
                return "play the Multiplier alone, as a single 1"
            return f"{words}: you then say how many {value}s ({n - 1} to 16)"
        return f"{words} ({_count(n, str(value))})"
    if label == "pass":
        if view["phase"] == "auction":
            return "pass: bid no more for this character"
        return "pass: sit out the rest of this trick"
    if kind == "announce":
        value = pend["play"].split(" ", 2)[1].rstrip(":") if "play" in pend else "card"
        return f"announce that your play counts as {_count(int(w[1]), value)}"
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
        return (f"reveal a {w[1]} and pull {_cards_n(int(w[1]))} from the discard pile, keeping up to half "
                "(once per Quarter)")
    if kind == "take":
        return f"keep a {w[1]} from the pulled cards"
    if label == "stop":
        who = _who(view, pend["player"]) if "player" in pend else "the player"
        return f"stop {who}'s play: the cards go back to the hand (once per Quarter)"
    if kind == "bid":
        return f"bid {w[1]} (it costs you {w[1]} points)"
    return label


# ---- the compact panel (80x24) and the groups of long choice lists ------------------------------------


def compact(view: dict[str, Any], seat: int | None) -> Group:
    """The essentials in about 12 lines of 80 columns: whose turn, every player (position, character,
    cards, score, status), the top play of the trick, what is being decided and your hand."""
    if view["phase"] == "auction":
        return Group(_auction(view, seat))
    if "result" in view:
        return Group(_header(view), _standings(view, seat))
    head = Text(f"Quarter {view['quarter']}/4 · {_phase_words(view)}", style="bold")
    if view["to_move"]:
        head.append(f" · to act: {_who(view, view['to_move'][0])}", style="yellow")
    head.append(f"\nCourt Hand {view['court_size']} · discard {view['discard_size']}", style="dim")
    if view.get("stack"):
        head.append(f" · tokens {','.join(map(str, view['stack']))} left", style="dim")
    if view["used"]:  # the short names: the full ones are in the whole table (board)
        head.append(" · used: " + ", ".join(u.replace("_", "-") for u in view["used"]), style="dim")
    players = Table.grid(padding=(0, 3))
    if len(view["tables"]) == 2:  # the Royal Table beside the Renegade Table
        names = [{"royal": "Royal Table", "renegade": "Renegade Table"}[table["table"]]
                 + ("" if t == view["playing_table"] else " (played)" if t < view["playing_table"] else " (waits)")
                 for t, table in enumerate(view["tables"])]
        players.add_row(*[Text(name, style="bold") for name in names])
        players.add_row(*[_compact_grid([_compact_row(view, t, s, seat) for s in table["seats"]])
                          for t, table in enumerate(view["tables"])])
    else:
        rows = [_compact_row(view, 0, s, seat) for s in view["tables"][0]["seats"]]
        half = (len(rows) + 1) // 2 if len(rows) > 5 else len(rows)  # two columns of players beyond five
        players.add_row(*[_compact_grid(part) for part in (rows[:half], rows[half:]) if part])
    parts: list[Any] = [head, players, _compact_trick(view), _hand(view, legend=False)]
    secrets = _private(view)  # this Quarter's gifts, draws, looks, and the cards in front of you
    if secrets is not None:
        parts.append(secrets)
    return Group(*parts)


def _status(view: dict[str, Any], t: int, p: int, playing: bool, top_word: str) -> list[str]:
    """A player's marks at table ``t``: to act, top play, passed (while the table plays), out and place."""
    trick = view["trick"]
    out = view["out"] if view["playing_table"] == t else view.get("royal_out", []) if t == 0 else []
    status = []
    if playing and p in view["to_move"]:
        status.append("[yellow]to act[/]")
    if playing and p == trick["top"]:
        status.append(f"[green]{top_word}[/]")
    if playing and p in trick["passed"]:
        status.append("[red]passed[/]")
    if p in out:
        status.append(f"out {_place(out.index(p) + 1)}")
    return status


def _compact_row(view: dict[str, Any], t: int, place: dict[str, Any], seat: int | None) -> list[str]:
    p = place["player"]
    playing = view["playing_table"] == t
    status = _status(view, t, p, playing, "top")
    score = f"{view['scores'][p]} pts" if "scores" in view else ""
    return [str(place["position"]), _title(place["character"]),
            f"[bold]P{p + 1}[/]" + (" you" if p == seat else ""),
            _cards_n(view["hand_sizes"][p]) if playing else "", score,
            " ".join(status)]


def _compact_grid(rows: list[list[str]]) -> Table:
    grid = Table.grid(padding=(0, 1))
    for _ in range(6):
        grid.add_column(no_wrap=True)
    for row in rows:
        grid.add_row(*row)
    return grid


def _compact_trick(view: dict[str, Any]) -> Text:
    """The trick in one or two lines: its number, the play to beat and who passed."""
    trick = view["trick"]
    if not trick["number"]:
        pend = view.get("pending", {})
        if view["phase"] == "gift" and "to" in pend:
            return Text(f"Before the Quarter: {_who(view, pend['player'])} gives {_cards_n(pend['cards'])} to "
                        f"{_who(view, pend['to'])}, or none", style="yellow")
        return Text("before trick play: the coup check and the privileges", style="dim")
    standing = [p for p in trick["plays"] if p["stopped_by"] is None]
    text = Text(f"Trick {trick['number']}: ", style="bold")
    if standing:
        top = standing[-1]
        text.append(f"{_who(view, top['player'])} {_play_words(top)} to beat", style="green")
        if len(trick["plays"]) > 1:
            text.append(f" ({len(trick['plays'])} plays)", style="dim")
    else:
        text.append("no card yet", style="dim")
    if trick["passed"]:
        text.append(" · passed: " + ", ".join(f"P{p + 1}" for p in trick["passed"]), style="red")
    pend = view.get("pending")
    if pend and view["phase"] in ("stop", "announce"):
        text.append(f"\npending: {_who(view, pend['player'])} {_pending_words(pend)}", style="yellow")
    return text


_GIFT_BANDS = ((5, "gifts of cards up to 5"), (8, "gifts with a 6 to 8"), (10, "gifts with a 9 or 10"),
               (12, "gifts with an 11 or 12"))
_TOKEN_VALUES = {"3/9": (3, 9), "6/12": (6, 12), "X": (1,), "M": ()}


def group(label: str, view: dict[str, Any]) -> str:
    """The group of a choice when the list is long: plays by value (``9s``; bands of values when the
    hand allows many), gifts by their best card (the Masterstroke, the Multiplier, then by height)."""
    if label.startswith("play ") and label != "play M":
        value = int(label.split(" ", 2)[1].rstrip(":"))
        values = _playable_values(view)
        if len(values) <= 6:
            return f"plays of {value}s"
        size = -(-len(values) // 5)  # at most five bands of consecutive values
        sorted_values = sorted(values)
        band = [sorted_values[i:i + size] for i in range(0, len(sorted_values), size)]
        for chunk in band:
            if value <= chunk[-1]:
                return f"plays of {chunk[0]}s" + (f" to {chunk[-1]}s" if chunk[-1] != chunk[0] else "")
        return f"plays of {value}s"
    if label.startswith("gift ") and label != "gift none":
        given = label[5:].split(",")
        if "M" in given:
            return "gifts with your Masterstroke"
        if "X" in given:
            return "gifts with your Multiplier"
        best = max(max(_TOKEN_VALUES[t]) if t in _TOKEN_VALUES else int(t) for t in given)
        return next(name for top, name in _GIFT_BANDS if best <= top)
    return label


def _playable_values(view: dict[str, Any]) -> set[int]:
    """The values the seat's hand can show (a superset of its legal plays' values)."""
    values: set[int] = set()
    lower = view.get("characters") is not None and "seat" in view and view["characters"][view["seat"]] == "alchemist"
    for token in view.get("hand", "").split(","):
        if not token or token == "M":
            continue
        shown = _TOKEN_VALUES[token] if token in _TOKEN_VALUES else (int(token),)
        values.update(shown)
        if lower and token not in _TOKEN_VALUES and int(token) > 2:
            values.add(int(token) - 2)
    standing = [p["value"] for p in view.get("trick", {}).get("plays", []) if p["stopped_by"] is None]
    return {v for v in values if v >= standing[-1]} if standing else values
