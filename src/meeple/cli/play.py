"""``meeple play``: a person plays in the terminal against bots.

Players are P1..Pn everywhere a person reads. At each of the person's decisions the screen shows
the table (the game's compact panel on a small terminal), the latest events and the choices
(grouped when they are many), then asks. The person types a number, a label (any case, a comma
list in any order) or a unique beginning of one (confirmed when it differs from the label), or a
command: ``help``, ``rules``, ``log``, ``board``, ``map``, ``undo`` (when the engine allows it),
``back``, ``quit``. A single legal choice is taken by itself with a line saying so (``--no-auto``
turns that off). A choice that completes a compound action (one that offered ``cancel``) is
confirmed first, showing what it will do. Quitting, Ctrl-C and the end of input save the game;
``meeple play --resume RECORD`` continues it.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from ..agents import make_agent, observe, split_specs
from ..core import GameError, IllegalAction, MeepleError, State, derive_seed, game_info
from . import render

#: the key of a saved record holding who played what (the record's other keys are the core's)
PLAY_SAVE = "meeple_play"
FINISHING = ("done", "confirm", "end", "commit", "finish", "end turn")  # labels that commit on purpose


class Leave(Exception):
    """The person leaves: ``quit``, Ctrl-C or the end of input. The game is saved."""

    def __init__(self, why: str, code: int) -> None:
        super().__init__(why)
        self.why, self.code = why, code


def bot_specs(state: State, spec: str, skip: int | None) -> dict[int, str]:
    """The agent spec of each player seat except ``skip``, from ``spec`` (one name, or one per seat)."""
    seats = [s for s in range(state.players) if s != skip]
    names = split_specs(spec) or ["random"]
    if len(names) == 1:
        names = names * len(seats)
    if len(names) != len(seats):
        raise GameError(f"--bots/--agents names {len(names)} agents for {len(seats)} seats: give one, or one per seat")
    return dict(zip(seats, names, strict=True))


def agents_for(state: State, spec: str, skip: int | None, seed: int) -> dict[int, object]:
    """One agent per player seat except ``skip``, from ``spec`` (one name, or one per seat)."""
    return {s: make_agent(n, seed=derive_seed(seed, "agent", s)) for s, n in bot_specs(state, spec, skip).items()}


def who(seat: int) -> str:
    """A seat as a person reads it: P1..Pn."""
    return f"P{seat + 1}"


def seat_names(state: State, person: int | None, specs: dict[int, str]) -> dict[int, str]:
    """``{seat: "P2 mcts:iterations=200"}`` for every seat, the person's marked ``(you)``."""
    out = {}
    for s in range(state.seats):
        if s == person:
            out[s] = f"{who(s)} (you)"
        elif s in specs:
            out[s] = f"{who(s)} {specs[s]}"
        else:
            out[s] = f"{who(s)} (played by the rules)"
    return out


# ---- reading a choice -----------------------------------------------------------------------------

def normalize(text: str) -> str:
    """A label or typed text compared loosely: lower case, single spaces, each comma list sorted."""
    words = []
    spaced = re.sub(r"([()\[\]{}])", r" \1 ", text.strip().lower())  # a list in brackets is a word of its own
    for word in re.sub(r"\s*,\s*", ",", spaced).split():
        if "," in word:
            parts = sorted(p for p in word.split(",") if p)
            word = ",".join(parts) + ("," if word.endswith(",") and not parts else "")
        words.append(word)
    return " ".join(words)


@dataclass
class Match:
    """What typed text means among the legal labels: one label (maybe to confirm), or candidates."""

    label: str | None = None
    confirm: bool = False
    candidates: list[str] = field(default_factory=list)


def match(text: str, legal: list[str]) -> Match:
    """The label ``text`` names: exactly (any case, comma lists in any order), or by a unique beginning
    or the same words in another order (then to be confirmed, as the label differs from the text)."""
    key = normalize(text)
    if not key:
        return Match()
    exact = [label for label in legal if normalize(label) == key]
    if len(exact) == 1:
        return Match(exact[0])
    if len(exact) > 1:
        return Match(candidates=exact)
    reordered = [label for label in legal if sorted(normalize(label).split()) == sorted(key.split())]
    if len(reordered) == 1:
        return Match(reordered[0], confirm=True)
    lowered = text.strip().lower()
    starts = [label for label in legal if label.lower().startswith(lowered) or normalize(label).startswith(key)]
    if len(starts) == 1:
        return Match(starts[0], confirm=True)
    return Match(candidates=starts)


# ---- grouping long lists --------------------------------------------------------------------------

_TOKENS = re.compile(r"\s+|--|[,:+()]")


def _key(label: str, depth: int) -> str:
    tokens = [t for t in _TOKENS.split(label) if t]
    return " ".join(tokens[:depth])


def grouped(game: str, labels: list[str], view: dict[str, Any], limit: int, by_game: bool = True) -> list[
        tuple[str, list[str]]]:
    """``labels`` as at most about ``limit`` entries ``(name, labels)``: the game's groups (its
    ``group(label, view)``), else groups by the labels' first words; a group of one is the label itself.
    Labels are never changed, only gathered."""
    if len(labels) <= limit:
        return [(label, [label]) for label in labels]
    hook = render.hook(game, "group") if by_game else None
    best: list[tuple[str, list[str]]] = [(label, [label]) for label in labels]
    keyers: list[Callable[[str], str]] = []
    if hook is not None:
        keyers.append(lambda label: str(hook(label, view)))
    depth_max = max(len([t for t in _TOKENS.split(label) if t]) for label in labels)
    keyers += [lambda label, d=d: _key(label, d) for d in range(1, depth_max)]
    fitting: list[tuple[str, list[str]]] = []
    for keyer in keyers:
        groups: dict[str, list[str]] = {}
        for label in labels:
            groups.setdefault(keyer(label), []).append(label)
        if len(groups) <= 1:
            continue
        entries = [(name, members) if len(members) > 1 else (members[0], members) for name, members in groups.items()]
        if len(entries) <= limit:
            if len(entries) > len(fitting):  # the finest grouping that fits (the game's own first)
                fitting = entries
            if keyer is keyers[0] and hook is not None:
                break
        elif len(entries) < len(best):
            best = entries
    if len(fitting) >= 3 or (fitting and len(labels) > 4 * limit):
        return fitting
    if len(labels) <= 4 * limit:  # two groups would only add a step: a longer flat list (in columns) reads better
        return [(label, [label]) for label in labels]
    return fitting or best


# ---- the session ----------------------------------------------------------------------------------

class Session:
    """One person at the table, the bots at the other seats."""

    def __init__(self, state: State, seat: int, bots: str, console: Console, save_to: Path, *,
                 auto: bool = True, agents: dict[int, Any] | None = None) -> None:
        self.state = state
        self.seat = seat
        self.bots = bots
        self.console = console
        self.save_to = save_to
        self.auto = auto
        self.game = state.cfg.game
        self.title = game_info(self.game).title
        self.agents = agents if agents is not None else agents_for(state, bots, seat, state.cfg.seed)
        self.names = seat_names(state, seat, bot_specs(state, bots, seat))
        self.shown = 0                      # events printed so far
        self.seen_view = ""                 # the view last drawn (not redrawn unchanged when not a terminal)
        self.auto_steps: set[int] = set()   # lengths of the history right after an automatic step
        self.screen = console.is_terminal and sys.stdin.isatty()
        self.notes: list[tuple[int, str]] = []  # (events so far, a line): what the CLI did, among the events
        self.undo_known: tuple[Any, bool] = (None, False)

    # -- the loop --

    def run(self) -> int:
        try:
            while not self.state.is_over:
                if self.seat in self.state.to_move:
                    self.decide()
                else:
                    mover = self.state.to_move[0]
                    if mover not in self.agents:
                        raise GameError(f"{who(mover)} is to move but nobody plays it")
                    if self.screen:
                        with self.console.status(f"{self.names[mover]} is thinking...", spinner="dots"):
                            action = self.agents[mover].act(observe(self.state, mover))
                    else:
                        action = self.agents[mover].act(observe(self.state, mover))
                    self.state.apply(action, mover)
        except Leave as leave:
            path = self.save()
            self.console.print(f"\n{leave.why}: game saved to {path}\n"
                               f"continue it with: meeple play --resume {path}", highlight=False, soft_wrap=True)
            return leave.code
        except KeyboardInterrupt:
            path = self.save()
            self.console.print(f"\ninterrupted: game saved to {path}\ncontinue it with: meeple play --resume {path}",
                               highlight=False, soft_wrap=True)
            return 130
        self.print_events()
        self.console.print(render.render(self.game, self.state.view(self.seat), self.seat))
        self.console.print(result_table(self.state, self.names))
        path = self.save()
        self.console.print(f"record saved to {path}  (meeple replay {path} to watch it again)", highlight=False,
                           soft_wrap=True)
        return 0

    def decide(self) -> None:
        """The person's one decision: taken by itself when it is the only one, else asked."""
        legal = [str(a) for a in self.state.legal_actions(self.seat)]
        real = [label for label in legal if label != "cancel"]
        if self.auto and len(real) == 1:
            label = real[0]
            words = render.describe(self.game, label, self.state.view(self.seat))
            if self.commits(label, legal):
                self.print_events()
                self.console.print(f"[dim]·[/] the only choice left: {_both(words, label)}", highlight=False)
                if not self.confirm_commit(label):
                    self.ask(legal)
                    return
            else:
                self.note_line(f"only one choice, taken for you: {_both(words, label)}")
            self.play(label, automatic=True)
            return
        self.ask(legal)

    def play(self, label: str, automatic: bool = False) -> None:
        self.state.apply(label, self.seat)
        if automatic:
            self.auto_steps.add(self.history_length())

    def note_line(self, text: str) -> None:
        self.notes.append((len(self.state.events), text))

    def stream(self) -> list[Text]:
        """The events not shown yet, with the CLI's own lines where they happened; marks them shown."""
        events = self.state.events
        out = []
        for k in range(self.shown, len(events) + 1):
            out += [Text("· ", style="dim") + Text(text, style="italic") for at, text in self.notes if at == k]
            if k < len(events):
                out.append(Text("· ", style="dim") + Text(events[k]))
        out += [Text("· ", style="dim") + Text(text, style="italic") for at, text in self.notes
                if at > len(events) or at < self.shown]
        self.notes = []
        self.shown = len(events)
        return out

    def history_length(self) -> int:
        return len(self.state.record()["actions"])

    # -- asking --

    def ask(self, legal: list[str]) -> None:
        view = self.state.view(self.seat)
        path: list[str] = []
        members = legal
        self.draw(view, legal, members, path)
        while True:
            text = self.read(self.prompt_text(path))
            word = text.strip().lower()
            if not word:
                continue
            if word in ("q", "quit", "exit"):
                raise Leave("you left", 0)
            if word in ("help", "?", "h"):
                self.help(view, legal)
                self.draw(view, legal, members, path, full=True)
                continue
            if word == "rules":
                self.page(rules_text(self.game).splitlines())
                self.draw(view, legal, members, path, full=True)
                continue
            if word == "log":
                events = self.state.events
                self.page([f"{i:>4}  {e}" for i, e in enumerate(events, 1)] or ["(nothing has happened yet)"])
                self.draw(view, legal, members, path, full=True)
                continue
            if word in ("board", "view", "table"):
                self.page(self.lines(render.render(self.game, view, self.seat)))
                self.draw(view, legal, members, path, full=True)
                continue
            if word == "map" or word.startswith("map "):
                if self.map(view, text.strip()[3:].strip()):
                    self.draw(view, legal, members, path, full=True)
                continue
            if word == "undo":
                if self.undo():
                    return
                continue
            if word in ("back", "..", "b") and path:
                path, members = [], legal
                self.draw(view, legal, members, path)
                continue
            entries = grouped(self.game, members, view, self.limit(bool(path)))
            if word.isdecimal():
                k = int(word)
                if not 1 <= k <= len(entries):
                    self.console.print(f"[red]{word} is not a choice:[/] type a number from 1 to {len(entries)}, "
                                       "a label, or help")
                    continue
                name, chosen = entries[k - 1]
                if len(chosen) > 1:
                    path, members = [*path, name], chosen
                    self.draw(view, legal, members, path)
                    continue
                label = chosen[0]
            else:
                found = match(text, legal)
                if found.label is None and len({render.describe(self.game, c, view) for c in found.candidates}) == 1 \
                        and render.describe(self.game, found.candidates[0], view) != found.candidates[0]:
                    found = Match(found.candidates[0], confirm=True)  # copies of one card: the same choice
                if found.label is None:
                    more = " ..." if len(found.candidates) > 6 else ""
                    hint = f" (it could be {', '.join(found.candidates[:6])}{more})" if found.candidates else ""
                    self.console.print(f"[red]{text.strip()!r} is not a choice:[/] type a number, a label, "
                                       f"or help{hint}", highlight=False)
                    continue
                label = found.label
                meant = _both(render.describe(self.game, label, view), label)
                if found.confirm and not self.yes(f"you mean: {meant}?"):
                    continue
            if self.commits(label, legal) and label not in FINISHING and not self.confirm_commit(label):
                self.draw(view, legal, members, path)
                continue
            self.play(label)
            return

    def prompt_text(self, path: list[str]) -> str:
        extra = ["help"]
        if self.can_undo():
            extra.append("undo")
        if path:
            extra.append("back")
        extra.append("quit")
        return f"[bold]{who(self.seat)}, choose[/] (number or label; {', '.join(extra)}): "

    def read(self, prompt: str) -> str:
        try:
            return self.console.input(prompt)
        except EOFError:
            raise Leave("end of input", 0) from None

    def yes(self, question: str) -> bool:
        answer = self.read(f"{question} [Y/n] ").strip().lower()
        return answer in ("", "y", "yes")

    def commits(self, label: str, legal: list[str]) -> bool:
        """Whether ``label`` completes a compound action: one that offered ``cancel`` and will not any more."""
        if "cancel" not in legal or label == "cancel":
            return False
        after = self.state.clone()
        after.apply(label, self.seat)
        return self.seat not in after.to_move or "cancel" not in [str(a) for a in after.legal_actions(self.seat)]

    def confirm_commit(self, label: str) -> bool:
        """Show what completing the action will do, and ask.

        Only what the person can foresee is shown: the events that come out the same in several
        worlds consistent with their view (never the real state's hidden cards or chance).
        """
        after = self.state.clone()
        before_rng = _rng_key(after)
        after.apply(label, self.seat)
        if _rng_key(after) != before_rng:
            self.console.print("[dim]·[/] it uses chance: once done it cannot be taken back", highlight=False)
        for event in foreseeable_events(self.state, self.seat, label):
            self.console.print(f"  [yellow]→[/] {event}", highlight=False)
        return self.yes("complete this action?")

    def can_undo(self) -> bool:
        """Whether the engine lets the person take back their last action now (asked once per position)."""
        key = (self.state, self.history_length())  # the state itself, kept: its id is never reused meanwhile
        if self.undo_known[0] is None or self.undo_known[0][0] is not key[0] or self.undo_known[0][1] != key[1]:
            try:
                allowed = self.state.can_undo(self.seat)
            except MeepleError:  # a state without history: nothing to take back
                allowed = False
            self.undo_known = (key, allowed)
        return self.undo_known[1]

    def undo(self) -> bool:
        """Take back the person's last chosen action (and the steps taken automatically after it)."""
        state = self.state
        length = self.history_length()
        try:
            while True:
                automatic = length in self.auto_steps
                state = state.undo(self.seat)
                self.auto_steps.discard(length)
                length -= 1
                if not automatic:
                    break
        except IllegalAction as refusal:
            self.console.print(f"[red]cannot undo:[/] {refusal}", highlight=False)
            return False
        self.state = state
        self.shown = min(self.shown, len(state.events))
        self.seen_view = ""
        self.note_line("your last action was taken back")
        return True

    # -- drawing --

    def limit(self, inside_group: bool = False) -> int:
        """How many choices to show at once: half the screen, most of it inside an opened group."""
        if not self.screen:
            return 20
        height = self.console.size.height
        return max(6, height - 10) if inside_group else max(6, height // 2)

    def draw(self, view: dict[str, Any], legal: list[str], members: list[str], path: list[str],
             full: bool = False) -> None:
        """The table, the latest events and the choices: on a terminal one screen, redrawn; otherwise
        printed, the table only when it changed."""
        choices = self.choices(view, members, path)
        if not self.screen:
            self.print_events()
            key = json.dumps(view, sort_keys=True)
            if key != self.seen_view or full:
                self.console.print(render.render(self.game, view, self.seat))
                self.seen_view = key
            self.console.print(choices)
            return
        height, width = self.console.size.height, self.console.size.width
        choice_lines = self.lines(choices)
        fresh = self.stream()
        room = height - len(choice_lines) - min(len(fresh), 4) - 3
        panel = render.compact(self.game, view, self.seat, width, room)
        panel_lines = self.lines(panel)
        if len(panel_lines) > room:  # its first lines (whose turn) and its last ones (usually your hand)
            head = min(2, max(room // 3, 1))
            tail = max(room - head - 1, 0)
            panel_lines = panel_lines[:head] + [Text("... (type board for the whole table)", style="dim")] + \
                (panel_lines[-tail:] if tail else [])
        # the events since the person's last decision fill the rows the panel and the choices leave
        event_room = max(2, min(len(fresh), height - len(choice_lines) - len(panel_lines) - 2))
        self.console.clear()
        others = self.others()
        self.console.print(Text.assemble((f"{self.title} · you are {who(self.seat)}", "bold"), f" · {others}"),
                           overflow="ellipsis", no_wrap=True)
        for line in panel_lines:
            self.console.print(line, overflow="crop", no_wrap=True)
        if len(fresh) > event_room:
            self.console.print(f"[dim]· ({len(fresh) - event_room + 1} earlier: log)[/]", highlight=False)
            fresh = fresh[-(event_room - 1):]
        for line in fresh:
            self.console.print(line, overflow="ellipsis", no_wrap=True)
        for line in choice_lines:
            self.console.print(line, overflow="crop", no_wrap=True)

    def others(self) -> str:
        """Who plays the other seats, in short: ``P2-P5 mcts:iterations=200``."""
        runs: list[tuple[int, int, str]] = []
        for s in range(self.state.seats):
            if s == self.seat:
                continue
            what = self.names[s].split(" ", 1)[1]
            if runs and runs[-1][2] == what and runs[-1][1] == s - 1:
                runs[-1] = (runs[-1][0], s, what)
            else:
                runs.append((s, s, what))
        return ", ".join(f"{who(a)}{'' if a == b else '-' + who(b)} {what}" for a, b, what in runs)

    def choices(self, view: dict[str, Any], members: list[str], path: list[str]) -> Any:
        entries = grouped(self.game, members, view, self.limit(bool(path)))
        table = Table(show_header=False, box=None, padding=(0, 1), pad_edge=False)
        widest = max([len(name) for name, labels in entries if len(labels) == 1] + [10])
        table.add_column(width=3, no_wrap=True)
        table.add_column(no_wrap=self.screen, overflow="ellipsis", ratio=1)  # one line each on a screen (help: all)
        # the labels' column takes at most a quarter of the width: the words say more to a person
        table.add_column(no_wrap=True, min_width=min(widest, 36, max(12, self.console.size.width // 4)),
                         overflow="ellipsis")
        table.expand = self.screen
        for i, (name, labels) in enumerate(entries, 1):
            if len(labels) > 1:
                table.add_row(f"[bold cyan]{i:>3}[/]", f"{name} ...", f"[dim]{len(labels)} choices[/]")
            else:
                words = render.describe(self.game, name, view)
                table.add_row(f"[bold cyan]{i:>3}[/]", Text(words), Text(name, style="dim") if words != name else "")
        where = f" › {' › '.join(path)}" if path else ""
        title = f"{who(self.seat)}: {len(members)} choices{where}"
        table.title = title
        table.title_justify = "left"
        if self.screen and len(self.lines(table)) > self.console.size.height - 8:
            # too many for one a line: the labels alone, in columns (help gives their words)
            cells = [Text.assemble((f"{i:>3} ", "bold cyan"), name + (" ..." if len(labels) > 1 else ""))
                     for i, (name, labels) in enumerate(entries, 1)]
            return Group(Text(title + " (help: what each means)"), Columns(cells, column_first=True, padding=(0, 2)))
        return table

    def lines(self, renderable: Any) -> list[Text]:
        """``renderable`` as the terminal shows it, one line each (with its colours)."""
        with self.console.capture() as capture:
            self.console.print(renderable)
        return [Text.from_ansi(line) for line in capture.get().rstrip("\n").split("\n")]

    def print_events(self) -> None:
        for line in self.stream():
            self.console.print(line)

    def page(self, lines: list[str] | list[Text]) -> None:
        """Show ``lines`` a screen at a time on a terminal (enter: more, q: stop); all at once otherwise."""
        texts = [line if isinstance(line, Text) else Text(line) for line in lines]
        if not self.screen:
            for text in texts:
                self.console.print(text)
            return
        step = max(self.console.size.height - 2, 5)
        for start in range(0, len(texts), step):
            self.console.clear()
            for text in texts[start:start + step]:
                self.console.print(text, overflow="crop", no_wrap=True)
            last = start + step >= len(lines)
            answer = self.read("[dim]-- end: enter to go back --[/] " if last else
                               f"[dim]-- {min(start + step, len(lines))}/{len(lines)} lines: enter for more, "
                               "q to go back --[/] ")
            if answer.strip().lower() in ("q", "quit"):
                return

    def help(self, view: dict[str, Any], legal: list[str]) -> None:
        lines = ["How to choose:",
                 "  a number        the choice (or group of choices) with that number",
                 "  a label         as shown in grey; any case; a comma list in any order;",
                 "                  a unique beginning of one is asked to be confirmed",
                 "  back            out of a group of choices",
                 "  undo            take back your last action (when the rules allow it: before",
                 "                  anyone else acted, nothing hidden shown, no chance used)",
                 "  log             everything that happened;  board  the whole table",
                 "  map [PLACE]     the game's map of connections, when it has one",
                 "  rules           the game's rules;  quit  save and leave (also Ctrl-C, Ctrl-D)",
                 "",
                 "Your choices now:"]
        for label in legal:
            words = render.describe(self.game, label, view)
            lines.append(f"  {label}" + (f"  —  {words}" if words != label else ""))
        summary = rules_sections(self.game, ("summary", "brief", "rules"), ("label",))
        if summary:
            lines += ["", *summary.splitlines()]
        self.page(lines)

    def map(self, view: dict[str, Any], place: str) -> bool:
        """Page the game's map (of ``place``, or the whole network); False if the game has none."""
        drawn = render.network(self.game, view, place or None)
        if drawn is None:
            self.console.print("this game has no map to draw: board shows the whole table")
            return False
        self.page(self.lines(drawn))
        return True

    # -- saving --

    def save(self) -> Path:
        record = self.state.record()
        record[PLAY_SAVE] = {"seat": self.seat, "bots": self.bots}
        self.save_to.parent.mkdir(parents=True, exist_ok=True)
        self.save_to.write_text(json.dumps(record, indent=1))
        return self.save_to


def _both(words: str, label: str) -> str:
    return words if words == label else f"{words} ({label})"


def foreseeable_events(state: State, seat: int, label: str, worlds: int = 3) -> list[str]:
    """The events ``label`` would cause that ``seat`` can foresee: those that come out the same,
    in order, when it is played in several worlds that look to ``seat`` as this one does."""
    seen = len(state.events)
    outcomes = []
    for world in range(worlds):
        trial = state.determinize(seat, world)
        trial.apply(label, seat)
        outcomes.append(trial.events[seen:])
    common = []
    for events in zip(*outcomes, strict=False):
        if any(event != events[0] for event in events):
            break
        common.append(events[0])
    return common


def _rng_key(state: State) -> tuple[int, int]:
    return (state.rng.hi, state.rng.lo)


def save_path(state: State, directory: Path) -> Path:
    return directory / f"{state.cfg.game}-seed{state.cfg.seed}-{time.strftime('%Y%m%d-%H%M%S')}.json"


def play(state: State, seat: int, bots: str, seed: int, save_dir: Path, console: Console, *,
         auto: bool = True, save_to: Path | None = None) -> int:
    """Run the game to its end, the person at ``seat``; returns an exit code."""
    session = Session(state, seat, bots, console, save_to or save_path(state, save_dir), auto=auto,
                      agents=agents_for(state, bots, seat, seed))
    names = session.others()
    console.print(f"[bold]{game_info(state.cfg.game).title}[/] · {state.players} player"
                  f"{'s' if state.players != 1 else ''} · "
                  f"variant {state.cfg.variant} · seed {state.cfg.seed}\n"
                  f"you are [bold]{who(seat)}[/]; {names}\n"
                  "[dim]type help at any prompt; quit (or Ctrl-C, Ctrl-D) saves the game[/]", highlight=False)
    return session.run()


def result_table(state: State, names: dict[int, str]) -> Table:
    res = state.result()
    table = Table(title="Result")
    for col in ("place", "player", "score"):
        table.add_column(col)
    for place, s in enumerate(res.ranking, 1):
        mark = " [bold green]winner[/]" if s in res.winners else ""
        table.add_row(str(place), names.get(s, who(s)) + mark, str(res.scores[s]))
    return table


def rules_text(game: str) -> str:
    """The game's ``RULES.md``, found through its package."""
    from importlib.resources import files

    from ..core import game_package

    try:
        return (files(game_package(game)) / "RULES.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        raise GameError(f"{game} has no RULES.md") from None


def rules_sections(game: str, *wanted: tuple[str, ...]) -> str:
    """The sections of the game's rules whose ``##`` heading holds one of the words of each group, in order."""
    try:
        text = rules_text(game)
    except GameError:
        return ""
    sections: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith("## "):
            sections.append((line[3:].lower(), [line]))
        elif sections:
            sections[-1][1].append(line)
    out = []
    for words in wanted:
        for heading, body in sections:
            if any(w in heading for w in words):
                out.append("\n".join(body).strip())
                break
    return "\n\n".join(out)
