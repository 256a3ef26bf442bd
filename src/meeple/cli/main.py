"""The ``meeple`` command."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from ..core import GameError, GameInfo, MeepleError, game_info, games, load_errors, new_game, replay
from .serve import add_serve_command

# the default opponent of a person: MCTS with a budget that answers in a fraction of a second
PLAY_BOTS = "mcts:iterations=200"
#: paired rounds of a solo run's comparison with two players, ``--seconds`` shared among them, timed
#: in CPU time whatever the table's clock: on a busy machine the median of many short rounds is far
#: steadier than that of a few long ones (15 rounds of 0.2 s gave 78.7-83.2 % in four runs where 5 of
#: 0.6 s gave 66.7-91.2 %), and CPU time steadier than the wall clock (79.5-82.9 % against 76.4-90.4 %)
_SOLO_COMPARE_ROUNDS = 15


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except MeepleError as e:
        print(f"meeple: error: {e}", file=sys.stderr)
        return 2
    except (OSError, json.JSONDecodeError) as e:
        print(f"meeple: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("meeple: interrupted", file=sys.stderr)
        return 130


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="meeple", description="Play, simulate and study tabletop games.")
    p.add_argument("--version", action="version", version=version_text())
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    s = sub.add_parser("list", help="the games, their player counts, variants and options")
    s.add_argument("--json", action="store_true", help="print JSON")
    s.set_defaults(func=cmd_list)

    s = sub.add_parser("rules", help="a game's rules: summary, action labels, options")
    s.add_argument("game", help="game id (meeple list)")
    s.set_defaults(func=cmd_rules)

    s = sub.add_parser("play", help="play in the terminal against bots")
    _game_args(s, optional=True)
    s.add_argument("--seat", type=int, default=None, help="your place, P1..Pn: 1 to n (default 1)")
    s.add_argument("--bots", default=None,
                   help=f"bot per other seat, or one for all (default {PLAY_BOTS}; e.g. mcts,greedy,random)")
    s.add_argument("--save-dir", type=Path, default=Path("records"), help="where the record is saved")
    s.add_argument("--resume", type=Path, metavar="RECORD", help="continue a saved game")
    s.add_argument("--no-auto", action="store_true",
                   help="ask even when there is a single choice (by default it is taken, with a line saying so)")
    s.set_defaults(func=cmd_play)

    s = sub.add_parser("simulate", help="play many games between bots and report the figures")
    _game_args(s)
    s.add_argument("-n", "--games", type=int, required=True, help="number of games")
    s.add_argument("--agents", default="random", help="agent per seat, or one for all")
    s.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    s.add_argument("--backend", choices=["local"], default="local", help="where games run")
    s.add_argument("--out", type=Path, help="directory for per-game results and the summary")
    s.add_argument("--json", action="store_true", help="print one JSON object of the figures")
    s.set_defaults(func=cmd_simulate)

    s = sub.add_parser("replay", help="step through a saved record")
    s.add_argument("record", type=Path)
    s.add_argument("--seat", type=int, default=None, help="show the game as this player saw it (1 to n)")
    s.add_argument("--all", action="store_true", help="print every step without pausing")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("bench", help="throughput benchmarks (random playouts, clones, MCTS)")
    s.add_argument("game", nargs="?", help="one game (default: all)")
    s.add_argument("--players", type=int)
    s.add_argument("--variant")
    s.add_argument("--seconds", type=float, default=3.0,
                   help="time per measurement (after 1 s of untimed warm-up playouts)")
    s.add_argument("--cpu-time", action="store_true", help="time with CPU time (steadier on a busy machine)")
    s.add_argument("--compare", type=int, metavar="PLAYERS",
                   help="instead: random-playout decisions/s against the game at PLAYERS players, "
                        "measured in turn in the same run (e.g. the solo game against the 2-player game; "
                        "a run at --players 1 says this ratio to 2 players after its table, from 15 rounds "
                        "in CPU time)")
    s.add_argument("--rounds", type=int, default=5, help="with --compare: rounds of both measurements (default 5)")
    s.add_argument("--bots", action="store_true", help="the bot-strength benchmark instead")
    s.add_argument("--solo", action="store_true",
                   help="instead: one bot against the seats the rules play (e.g. the Automa), per row of --sweep")
    s.add_argument("--sweep", metavar="OPTION[=V,...]",
                   help="with --solo: a row per declared choice of this option (or per value given)")
    s.add_argument("--bot", help="with --solo: the bot's spec (default mcts:iterations=100)")
    s.add_argument("--seed", type=int, default=0, help="with --solo: the seed of the games (default 0)")
    s.add_argument("-n", "--games", type=int, default=200, help="games per match-up with --bots, per row with --solo")
    s.add_argument("--workers", type=int, default=1, help="processes with --bots or --solo")
    s.add_argument("--json", action="store_true", help="print JSON")
    s.set_defaults(func=cmd_bench)
    add_serve_command(sub)
    return p


def version_text() -> str:
    """``meeple 0.1.0 (Python 3.11.7; compiled modules: 10)`` or ``(...; pure Python)``."""
    import platform

    from .. import __version__, _compiled

    compiled = _compiled.compiled_modules(str(Path(__file__).resolve().parent.parent))
    how = f"compiled modules: {len(compiled)}" if compiled else "pure Python, not compiled"
    return f"meeple {__version__} (Python {platform.python_version()}; {how})"


def _game_args(s: argparse.ArgumentParser, optional: bool = False) -> None:
    s.add_argument("game", nargs="?" if optional else None, help="game id (meeple list)")
    s.add_argument("--players", type=int, help="number of players")
    s.add_argument("--variant", help="variant id")
    s.add_argument("--option", action="append", default=[], metavar="K=V",
                   help="game option; V may be JSON, or @file.json")
    s.add_argument("--seed", type=int, help="seed for a repeatable game")


def parse_options(items: list[str], game: str | None = None) -> dict[str, Any]:
    """``["level=2", "setup=@pos.json"]`` -> options, each value parsed to its option's kind.

    ``@FILE`` reads a JSON value from a file; other values are read as the game's schema says
    (``true``, ``2``, ``a,b``, JSON for lists and objects).
    """
    schema = game_info(game).options if game is not None else {}
    out: dict[str, Any] = {}
    for item in items:
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key:
            raise GameError(f"--option {_short(item)} is not K=V (e.g. --option level=2)")
        if value.startswith("@"):
            out[key] = read_json(Path(value[1:]), f"the file of --option {key}")
        elif key in schema:
            out[key] = schema[key].parse(value)
        else:
            out[key] = value  # not an option of this game: new_game names the ones it has
    return out


def read_json(path: Path, what: str) -> Any:
    """The JSON value in ``path``; a GameError naming the file if it cannot be read or is not JSON."""
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as e:
        raise GameError(f"cannot read {what} {path}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise GameError(f"{what} {path} is not a JSON text file (it holds binary data)") from None
    if not text.strip():
        raise GameError(f"{what} {path} is empty, not JSON")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise GameError(f"{what} {path} is not JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise GameError(f"{what} {path} is nested too deeply to read") from None


def _short(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:37] + "...")


def _start(args: argparse.Namespace):
    seed = args.seed if args.seed is not None else int(time.time() * 1000) % 1_000_000
    return new_game(args.game, players=args.players, seed=seed, variant=args.variant,
                    options=parse_options(args.option, args.game))


def cmd_list(args: argparse.Namespace) -> int:
    infos = games()
    if args.json:
        print(json.dumps([{"id": g.id, "title": g.title, "min_players": g.min_players,
                           "max_players": g.max_players, "variants": list(g.variants),
                           "players_by_variant": {v: list(_allowed_counts(g, v, {})) for v in g.variants},
                           "options": {k: o.doc for k, o in g.options.items()}} for g in infos]))
        return 0
    console = Console()
    for g in infos:
        console.print(Text.assemble((g.id, "bold cyan"), "  ", g.title), no_wrap=True, overflow="ignore")
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=3)
        grid.add_column(no_wrap=True)
        grid.add_column(no_wrap=True)
        grid.add_column()
        default = g.default_variant or g.variants[0]
        for variant in g.variants:
            mark = " (default)" if variant == default and len(g.variants) > 1 else ""
            grid.add_row("", "variant", f"[bold]{variant}[/]", f"{_player_words(g, variant)}{mark}")
        for name, option in g.options.items():
            grid.add_row("", "option", f"[bold]{name}[/]", option.doc)
        console.print(grid, highlight=False)
    console.print("[dim]meeple rules GAME: a game's rules, labels and options · "
                  "meeple play GAME --players N: play it[/]")
    for name, why in load_errors().items():
        console.print(f"[red]{name}: failed to load:[/] {why}", highlight=False, markup=True, soft_wrap=True)
    return 0


def _allowed_counts(info: GameInfo, variant: str, options: dict[str, Any]) -> tuple[int, ...]:
    """The player counts ``variant`` allows with ``options``, as the game itself decides (tried)."""
    out = []
    for n in info.players_for(variant):
        try:
            new_game(info.id, players=n, seed=0, variant=variant, options=options)
        except MeepleError:
            continue
        out.append(n)
    return tuple(out)


def _player_words(info: GameInfo, variant: str) -> str:
    """``3-10 players (level 2: 3-7)``: the counts, and those an option's value narrows."""
    base = _allowed_counts(info, variant, {})
    text = f"{_counts(base)} player{'s' if base != (1,) else ''}" if base else "no player count starts it"
    for name, option in info.options.items():
        if option.choices is None or (option.variants and variant not in option.variants):
            continue
        for value in option.choices:
            if value == option.default:
                continue
            counts = _allowed_counts(info, variant, {name: value})
            if counts and counts != base:  # (none: the value needs another option set too)
                text += f" ({name} {json.dumps(value) if isinstance(value, bool) else value}: {_counts(counts)})"
    return text


def _counts(counts: tuple[int, ...]) -> str:
    counts = tuple(sorted(counts))
    if counts and counts == tuple(range(counts[0], counts[-1] + 1)):
        return str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
    return ", ".join(map(str, counts))


def cmd_rules(args: argparse.Namespace) -> int:
    from .play import rules_text

    text = rules_text(game_info(args.game).id)
    console = Console()
    if console.is_terminal:
        import os

        if "R" not in os.environ.get("LESS", ""):  # less shows the colours rather than their codes
            os.environ["LESS"] = (os.environ.get("LESS", "") + " -R").strip()
        with console.pager(styles=True):
            console.print(Markdown(text))
    else:
        print(text)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from .play import PLAY_SAVE, play

    console = Console()
    if args.resume is not None:
        flags = (("--players", args.players), ("--variant", args.variant), ("--seed", args.seed),
                 ("--option", args.option or None))
        given = [flag for flag, value in flags if value is not None]
        if given:
            raise GameError(f"--resume continues the recorded game as it was set up: drop {', '.join(given)}")
        record = read_json(args.resume, "the record to resume")
        state = replay(record)
        if args.game is not None and game_info(args.game).id != state.cfg.game:
            raise GameError(f"the record {args.resume} is a game of {state.cfg.game}, not {args.game}")
        saved = record.get(PLAY_SAVE) if isinstance(record.get(PLAY_SAVE), dict) else {}
        seat = args.seat - 1 if args.seat is not None else saved.get("seat", 0)
        bots = args.bots or saved.get("bots") or PLAY_BOTS
        save_to = args.resume
        if state.is_over:
            raise GameError(f"the game in {args.resume} is over: watch it with meeple replay {args.resume}")
    else:
        if args.game is None:
            raise GameError("name a game to play (meeple list), or --resume RECORD")
        state = _start(args)
        seat = args.seat - 1 if args.seat is not None else 0
        bots = args.bots or PLAY_BOTS
        save_to = None
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        shown = args.seat if args.seat is not None else seat
        raise GameError(f"--seat must be 1-{state.players} for {state.players} players, not {shown}")
    return play(state, seat, bots, state.cfg.seed, args.save_dir, console, auto=not args.no_auto, save_to=save_to)


def cmd_simulate(args: argparse.Namespace) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from ..sim.runner import make_job, run, summarize

    _at_least_one(args.games, "-n")
    _at_least_one(args.workers, "--workers")
    seed = args.seed if args.seed is not None else 0
    job = make_job(args.game, args.players, args.agents, seed, args.variant, parse_options(args.option, args.game))
    if args.out is not None:
        _writable_folder(args.out)
    t0 = time.perf_counter()
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("ETA"),
               TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=args.json) as bar:
        task = bar.add_task(f"{job.game} x{args.games}", total=args.games)
        results = run(job, args.games, args.workers, progress=lambda k: bar.advance(task, k))
    summary = summarize(job, results, time.perf_counter() - t0)
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        with open(args.out / "games.jsonl", "w") as f:
            for r in results:
                f.write(json.dumps(r) + "\n")
        (args.out / "summary.json").write_text(json.dumps(summary, indent=1))
    if args.json:
        print(json.dumps(summary))
        return 0
    table = Table(title=f"{summary['game']} · {summary['variant']} · {summary['games']} games · seed {seed}")
    for col in ("player", "agent", "win rate", "mean score"):
        table.add_column(col)
    for k, rate in enumerate(summary["win_rate"]):
        agent = summary["agents"][k] if k < len(summary["agents"]) else "rules"
        table.add_row(f"P{k + 1}", agent, f"{rate:.1%}", f"{summary['mean_score'][k]:.2f}")
    c = Console()
    c.print(table)
    c.print(f"{summary['mean_decisions']:.1f} decisions a game · {summary['seconds']:.1f} s · "
            f"{summary['decisions_per_s']:.0f} decisions/s")
    return 0


def _at_least_one(value: int, flag: str) -> None:
    if value < 1:
        raise GameError(f"{flag} must be at least 1, not {value}")


def _writable_folder(folder: Path) -> None:
    """Make ``folder`` (for results) now, so that a bad --out fails before any game is played."""
    if folder.exists() and not folder.is_dir():
        raise GameError(f"--out {folder} is a file, not a folder")
    for name in ("games.jsonl", "summary.json"):
        if (folder / name).exists():
            raise GameError(f"--out {folder} already holds {name}: choose a new folder (nothing is overwritten)")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise GameError(f"cannot make the folder --out {folder}: {e.strerror or e}") from None


def cmd_replay(args: argparse.Namespace) -> int:
    from . import render

    rec = read_json(args.record, "the record")
    state = replay(rec)  # checks the whole record first
    view_seat = None if args.seat is None else args.seat - 1
    if view_seat is not None and not 0 <= view_seat < state.seats:
        raise GameError(f"--seat must be 1-{state.seats}, not {args.seat}")
    s = new_game(rec["game"], players=rec["players"], seed=rec["seed"], variant=rec.get("variant"),
                 options=rec.get("options") or {})
    console = Console()
    pause = not args.all and sys.stdin.isatty()
    shown = 0
    for i, (seat, label) in enumerate(rec["actions"], 1):
        s.apply(label, seat)
        console.print(f"[bold]{i:>4}[/] P{seat + 1}: [cyan]{label}[/]", highlight=False)
        for e in s.events[shown:]:
            console.print(f"      [dim]·[/] {e}")
        shown = len(s.events)
        if pause:
            key = console.input("[dim]enter: next · v: view · a: all · q: quit[/] ").strip().lower()
            if key == "q":
                return 0
            if key == "a":
                pause = False
            if key == "v":
                console.print(render.render(s.cfg.game, s.view(view_seat), view_seat))
    console.print(render.render(s.cfg.game, s.view(view_seat), view_seat))
    if s.is_over:
        from .play import result_table

        console.print(result_table(s, {k: f"P{k + 1}" for k in range(s.seats)}))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    if not math.isfinite(args.seconds) or not 0 < args.seconds <= 3600:
        raise GameError(f"--seconds must be a number of seconds from 0 to 3600 (not 0), not {args.seconds}")
    _at_least_one(args.games, "-n")
    _at_least_one(args.workers, "--workers")
    if args.bots and args.solo:
        raise GameError("--bots and --solo are two different benchmarks: choose one")
    if not args.solo and (args.sweep is not None or args.bot is not None):
        raise GameError(f"{'--sweep' if args.sweep is not None else '--bot'} goes with --solo")
    _at_least_one(args.rounds, "--rounds")
    if args.compare is not None:
        if args.bots or args.solo:
            raise GameError("--compare measures random playouts: not with --bots or --solo")
        if not args.game:
            raise GameError("--compare needs a game (e.g. meeple bench brass_birmingham --players 1 --compare 2)")
        return _bench_compare(args)
    if args.bots:
        return _bench_bots(args)
    if args.solo:
        return _bench_solo(args)
    from ..sim.bench import bench

    ids = [game_info(args.game).id] if args.game else [g.id for g in games()]
    rows = [bench(g, args.players, args.variant, args.seconds, cpu_time=args.cpu_time) for g in ids]
    compared = _solo_against_two(rows[0], args) if args.game else None
    if compared:
        rows[0]["compared"] = compared
    if args.json:
        print(json.dumps(rows[0] if args.game else rows))
        return 0
    table = Table(title="meeple bench (one core)", box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False)
    table.add_column("game", no_wrap=True, min_width=max(len(r["game"]) for r in rows))
    for col in ("players", "decisions\nper s", "games\nper s", "decisions\nper game", "clones\nper s",
                "mcts\nsims/s"):
        table.add_column(col, justify="right", min_width=len(max(col.split("\n"), key=len)))
    for r in rows:
        table.add_row(r["game"], str(r["players"]), f"{r['decisions_per_s']:,.0f}", f"{r['games_per_s']:,.1f}",
                      f"{r['mean_decisions']:,.0f}", f"{r['clones_per_s']:,.0f}",
                      "-" if r["mcts_simulations_per_s"] is None else f"{r['mcts_simulations_per_s']:,.0f}")
    Console().print(table)
    if compared:
        _print_ratio(compared)
    return 0


def _solo_against_two(row: dict[str, Any], args: argparse.Namespace) -> dict[str, Any] | None:
    """A solo game's random playouts against the same game's at two players, in paired rounds of the
    same run in CPU time (``sim.bench.compare``), when the game also plays at two; else None."""
    from ..sim.bench import compare

    info = game_info(row["game"])
    if row["players"] != 1 or not info.min_players <= 2 <= info.max_players:
        return None
    return compare(info.id, 1, 2, row["variant"], args.seconds / _SOLO_COMPARE_ROUNDS, _SOLO_COMPARE_ROUNDS,
                   cpu_time=True)


def _print_ratio(result: dict[str, Any]) -> None:
    first, second = result["sides"]
    ratios = result["ratios"]
    print(f"decisions/s at {first['players']} against {second['players']} players: {result['ratio']:.1%} "
          f"(median of {result['rounds']} paired rounds, {result['clock']} time; "
          f"range {min(ratios):.1%} to {max(ratios):.1%})")


def _bench_compare(args: argparse.Namespace) -> int:
    from ..sim.bench import compare

    result = compare(args.game, args.players, args.compare, args.variant, args.seconds, args.rounds,
                     cpu_time=args.cpu_time)
    if args.json:
        print(json.dumps(result))
        return 0
    table = Table(title=f"meeple bench --compare (one core, {result['clock']} time)", box=box.SIMPLE_HEAD,
                  padding=(0, 1), pad_edge=False)
    for col in ("game", "players", "variant", "decisions per s\n(median)", "range"):
        table.add_column(col, justify="left" if col in ("game", "variant") else "right", no_wrap=True)
    for side in result["sides"]:
        table.add_row(result["game"], str(side["players"]), side["variant"] or "-", f"{side['decisions_per_s']:,.0f}",
                      f"{min(side['rounds']):,.0f}-{max(side['rounds']):,.0f}")
    Console().print(table)
    _print_ratio(result)
    return 0


def estimate_strength(ids: list[str], n_games: int, workers: int) -> tuple[float, int]:
    """(seconds, games) the bot-strength table will take: each game's length from a random playout,
    times the tested bots' time per decision, measured on two decisions at the start."""
    from ..agents import make_agent, observe
    from ..sim.strength import matchups, table_players

    seconds, total = 0.0, 0
    for gid in ids:
        players = table_players(gid)
        state = new_game(gid, players=players, seed=1)
        playout = state.clone()
        rnd = make_agent("random", seed=1)
        decisions = 0
        while not playout.is_over and decisions < 5000:
            seat = playout.to_move[0]
            playout.apply(rnd.act(observe(playout, seat)), seat)
            decisions += 1
        for _, tested, opponent in matchups():
            per_decision = []
            for spec in (tested, opponent):
                agent, probe = make_agent(spec, seed=1), state.clone()
                t0 = time.perf_counter()
                for _ in range(2):
                    if probe.is_over:
                        break
                    seat = probe.to_move[0]
                    probe.apply(agent.act(observe(probe, seat)), seat)
                per_decision.append((time.perf_counter() - t0) / 2)
            # the tested seat decides 1/players of the time, its opponents the rest
            game_seconds = decisions * (per_decision[0] + (players - 1) * per_decision[1]) / players
            seconds += n_games * game_seconds
            total += n_games
    return seconds / workers, total


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def _bench_bots(args: argparse.Namespace) -> int:
    try:
        from ..sim.strength import strength_table
    except ImportError:
        raise GameError("the bot-strength benchmark needs the greedy and mcts bots, not installed here") from None
    ids = [game_info(args.game).id] if args.game else [g.id for g in games()]
    err = Console(stderr=True)
    seconds, total = estimate_strength(ids, args.games, args.workers)
    err.print(f"bot strength: {total} games ({len(ids)} game{'s' if len(ids) > 1 else ''} x 3 match-ups x "
              f"{args.games}) on {args.workers} worker{'s' if args.workers > 1 else ''}: about "
              f"{_duration(seconds)} (estimated from a few timed decisions)", highlight=False, soft_wrap=True)
    with _progress_bar(args.json) as bar:
        task = bar.add_task("bot strength", total=total)
        rows = strength_table(ids, n_games=args.games, workers=args.workers,
                              progress=lambda d, t: bar.update(task, completed=d, total=t))
    if args.json:
        print(json.dumps(rows))
        return 0
    table = Table(title="bot strength (95% Wilson intervals)")
    table.add_column("game", no_wrap=True)
    for col in ("players", "match-up", "games", "win rate", "95% CI"):
        table.add_column(col)
    for r in rows:
        table.add_row(r["game"], str(r["players"]), r["matchup"], str(r["games"]), f"{r['win_rate']:.1%}",
                      f"{r['ci_low']:.1%}-{r['ci_high']:.1%}")
    Console().print(table)
    return 0


def _progress_bar(json_output: bool) -> Any:
    """A progress bar on stderr, gone at the end when the output is JSON."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TextColumn("left"), TimeRemainingColumn())
    return Progress(*columns, console=Console(stderr=True), transient=json_output)


def _interval(figures: tuple[float, float, float], percent: bool = False) -> str:
    """``127.0 ± 21.9`` for a mean; ``12.5% (3.5-36.0%)`` for a rate, whose interval is not symmetric."""
    mean, low, high = figures
    if percent:
        return f"{mean:.1%} ({100 * low:.1f}-{high:.1%})"
    return f"{mean:.1f} ± {(high - low) / 2:.1f}"


def _bench_solo(args: argparse.Namespace) -> int:
    from ..agents import make_agent
    from ..sim.solo import SOLO_BOT, estimate_solo, solo_setup, solo_table, sweep_values

    if not args.game:
        raise GameError("--solo needs a game whose rules play a seat (e.g. meeple bench brass_birmingham --solo)")
    gid = game_info(args.game).id
    bot = args.bot if args.bot is not None else SOLO_BOT
    make_agent(bot)  # a bad spec fails before anything is played
    players, variant, seats = solo_setup(gid, args.players, args.variant)
    sweep, values = None, None
    if args.sweep is not None:
        sweep, given, listed = (part.strip() for part in args.sweep.partition("="))
        values = [v.strip() for v in listed.split(",")] if given else None
    swept = sweep_values(gid, variant, sweep, values) if sweep else [None]
    total = len(swept) * args.games
    seconds = estimate_solo(gid, players, variant, bot, total, args.workers)
    err = Console(stderr=True)
    err.print(f"{gid} solo ({variant}, {players} player{'s' if players > 1 else ''} against {seats - players} "
              f"rules seat{'s' if seats - players > 1 else ''}): {total} games ({len(swept)} row"
              f"{'s' if len(swept) > 1 else ''} x {args.games}) of {bot} on {args.workers} worker"
              f"{'s' if args.workers > 1 else ''}: about {_duration(seconds)} (estimated from a random playout "
              f"and two timed decisions)", highlight=False, soft_wrap=True)
    with _progress_bar(args.json) as bar:
        task = bar.add_task("solo", total=total)
        report = solo_table(gid, players, variant, sweep, [str(v) for v in swept] if sweep else None, bot=bot,
                            n_games=args.games, workers=args.workers, seed=args.seed,
                            progress=lambda d, t: bar.update(task, completed=d, total=t))
    if args.json:
        print(json.dumps(report))
        return 0
    table = Table(title=f"{gid} {variant}, {players} player{'s' if players > 1 else ''}: {bot} against the rules",
                  box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False)
    table.add_column(sweep or "options", no_wrap=True)
    for col in ("games", "bot score", "rules score", "bot win rate", "seconds"):
        table.add_column(col, justify="right", no_wrap=True)
    for r in report["rows"]:
        table.add_row("defaults" if r["value"] is None else str(r["value"]), str(r["games"]),
                      _interval(r["bot_score"]), _interval(r["rules_score"]), _interval(r["bot_win_rate"], True),
                      f"{r['seconds']:.1f}")
    Console().print(table)
    Console().print(f"seed {args.seed}; 95% intervals (normal for the mean scores, Wilson for the win rate; a "
                    f"shared win counts 1/k); {report['seconds']:.0f} s on {args.workers} worker"
                    f"{'s' if args.workers > 1 else ''} (a row's seconds add up its games' times)", highlight=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
