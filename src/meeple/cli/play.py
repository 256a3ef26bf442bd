"""``meeple play``: a person plays in the terminal against bots."""

from __future__ import annotations

import json
import time
from pathlib import Path

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from ..agents import make_agent, observe, split_specs
from ..core import GameError, State, derive_seed
from . import render


def agents_for(state: State, spec: str, skip: int | None, seed: int) -> dict[int, object]:
    """One agent per player seat except ``skip``, from ``spec`` (one name, or one per seat)."""
    seats = [s for s in range(state.players) if s != skip]
    names = split_specs(spec) or ["random"]
    if len(names) == 1:
        names = names * len(seats)
    if len(names) != len(seats):
        raise GameError(f"--bots/--agents names {len(names)} agents for {len(seats)} seats: give one, or one per seat")
    return {s: make_agent(n, seed=derive_seed(seed, "agent", s)) for s, n in zip(seats, names, strict=True)}


def choose(console: Console, game: str, state: State, seat: int) -> str:
    """Ask the person for one of the legal actions; returns its label, or '' to quit."""
    view = state.view(seat)
    legal = [str(a) for a in state.legal_actions(seat)]
    table = Table(show_header=False, box=None, padding=(0, 1))
    for i, label in enumerate(legal, 1):
        words = render.describe(game, label, view)
        table.add_row(f"[bold cyan]{i:>3}[/]", words, f"[dim]{label}[/]" if words != label else "")
    console.print(Panel(table, title=f"your choices (seat {seat})", title_align="left"))
    while True:
        try:
            text = console.input("[bold]choose[/] (number or label, [dim]log[/], [dim]quit[/]): ").strip()
        except EOFError:
            return ""
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        if text in legal:
            return text
        if text in ("q", "quit", "exit"):
            return ""
        if text == "log":
            for e in state.events:
                console.print(f"  {e}")
            continue
        matches = [lab for lab in legal if lab.startswith(text)] if text else []
        if len(matches) == 1:
            return matches[0]
        console.print(f"[red]{text!r} is not a choice:[/] type a number from 1 to {len(legal)} or a label"
                      + (f" (it could be {', '.join(matches[:5])})" if matches else ""))


def play(state: State, seat: int, bots: str, seed: int, save_dir: Path, console: Console) -> int:
    """Run the game to its end, the person at ``seat``; returns an exit code."""
    game = state.cfg.game
    agents = agents_for(state, bots, seat, seed)
    shown = 0
    while not state.is_over:
        events = state.events
        for e in events[shown:]:
            console.print(f"[dim]·[/] {e}")
        shown = len(events)
        mover = state.to_move[0] if seat not in state.to_move else seat
        if mover == seat:
            console.print(render.render(game, state.view(seat), seat))
            label = choose(console, game, state, seat)
            if not label:
                path = save(state, save_dir)
                console.print(f"game left unfinished; record saved to {path}")
                return 0
            state.apply(label, seat)
        else:
            state.apply(agents[mover].act(observe(state, mover)), mover)
    for e in state.events[shown:]:
        console.print(f"[dim]·[/] {e}")
    console.print(render.render(game, state.view(seat), seat))
    console.print(result_table(state, {seat: "you", **{s: a.name for s, a in agents.items()}}))
    console.print(f"record saved to {save(state, save_dir)}  (meeple replay <file> to watch it again)")
    return 0


def result_table(state: State, names: dict[int, str]) -> Table:
    res = state.result()
    table = Table(title="Result")
    for col in ("place", "seat", "who", "score"):
        table.add_column(col)
    for place, s in enumerate(res.ranking, 1):
        mark = " [bold green]winner[/]" if s in res.winners else ""
        table.add_row(str(place), str(s), names.get(s, "rules") + mark, str(res.scores[s]))
    return table


def save(state: State, directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{state.cfg.game}-seed{state.cfg.seed}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(state.record(), indent=1))
    return path
