"""Issue 16, a newcomer's first ten minutes, through the installed ``meeple`` command: one player
numbering (P1..Pn, ``--seat`` 1-based), help and ``meeple rules``, typed choices (any case, comma lists
in any order, prefixes confirmed), single choices taken with a line, compound actions confirmed,
undo, saving on quit / end of input / Ctrl-C and ``--resume``, ``meeple list`` and the bench table at 80
columns, ``--version``, and the bot benchmark's estimate."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import meeple
from meeple.cli.play import grouped, match, normalize

MEEPLE = str(Path(sys.executable).with_name("meeple"))
GAMES = [g.id for g in meeple.games() if g.create.__module__.startswith("meeple.builtin.")]


def meeple_cmd(*args: str, stdin: str = "", columns: int = 120, cwd: Path | None = None,
               timeout: int = 300) -> subprocess.CompletedProcess:
    env = {**os.environ, "COLUMNS": str(columns), "LINES": "24"}
    return subprocess.run([MEEPLE, *args], input=stdin, capture_output=True, text=True, timeout=timeout, env=env,
                          cwd=cwd)


def first_labels(game: str, players: int, seed: int) -> list[str]:
    state = meeple.new_game(game, players=players, seed=seed)
    return [str(a) for a in state.legal_actions(state.to_move[0])]


# ---- reading choices (in-process: pure functions) ----------------------------------------------

def test_a_label_in_any_case_and_a_comma_list_in_any_order_is_that_label():
    legal = ["play 12: 12,X", "play 12: 12,12", "pass"]
    assert match("PLAY 12: x,12", legal).label == "play 12: 12,X"
    assert not match("PLAY 12: x,12", legal).confirm
    assert match("play 12: 12, 12", legal).label == "play 12: 12,12"
    assert normalize("Play  12:  X , 12") == normalize("play 12: 12,X")


def test_a_prefix_is_taken_only_when_unique_and_then_confirmed():
    legal = ["play 12: 12,X", "play 12: 12,12", "pass"]
    ambiguous = match("play 12: 12,", legal)
    assert ambiguous.label is None and set(ambiguous.candidates) == {"play 12: 12,X", "play 12: 12,12"}
    unique = match("pa", legal)
    assert unique.label == "pass" and unique.confirm
    assert match("nothing like it", legal).label is None


def test_long_lists_are_grouped_without_changing_a_label():
    labels = [f"switch {a} {b}" for a in range(2, 12) for b in range(a + 1, 13)] + ["switch none"]
    entries = grouped("cosmoclasm", labels, {}, limit=12)
    assert len(entries) <= 12
    gathered = [label for _, members in entries for label in members]
    assert sorted(gathered) == sorted(labels)  # every label once, unchanged
    assert ("switch none", ["switch none"]) in entries
    assert len(grouped("cosmoclasm", labels[:5], {}, limit=12)) == 5  # a short list stays flat


# ---- the installed command ----------------------------------------------------------------------

def test_version():
    out = meeple_cmd("--version")
    assert out.returncode == 0 and out.stdout.startswith(f"meeple {meeple.__version__} (Python ")
    assert "compiled" in out.stdout


@pytest.mark.parametrize("game", GAMES)
def test_rules_prints_the_games_rules(game):
    out = meeple_cmd("rules", game)
    assert out.returncode == 0, out.stderr
    text = (Path(meeple.__file__).parent / "builtin" / game / "RULES.md").read_text(encoding="utf-8")
    assert out.stdout.strip() == text.strip()


def test_rules_of_an_unknown_game_is_one_line():
    out = meeple_cmd("rules", "chess")
    assert out.returncode == 2 and "unknown game 'chess'" in out.stderr and len(out.stderr.splitlines()) == 1


def test_list_at_80_columns_shows_whole_ids_and_the_counts_of_each_variant():
    out = meeple_cmd("list", columns=80)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert all(len(line) <= 80 for line in lines)
    for info in meeple.games():
        if info.id not in GAMES:
            continue
        assert any(line.startswith(info.id + "  ") for line in lines), info.id
        for variant in info.variants:
            assert any(f"variant {variant} " in " ".join(line.split()) + " " for line in lines), variant
    # the counts the game itself accepts, option by option: Steam Court's level 2 refuses more than 7
    assert "random_characters 3-10 players (level 2: 3-7)" in " ".join(out.stdout.split())
    listed = {g["id"]: g for g in json.loads(meeple_cmd("list", "--json").stdout)}
    assert listed["steam_court"]["players_by_variant"]["random_characters"] == list(range(3, 11))
    assert listed["brass_birmingham"]["players_by_variant"]["automa"] == [1]


def test_the_bench_table_keeps_game_ids_whole_at_80_columns():
    out = meeple_cmd("bench", "brass_birmingham", "--seconds", "0.1", columns=80)
    assert out.returncode == 0, out.stderr
    assert " brass_birmingham " in out.stdout and all(len(line) <= 80 for line in out.stdout.splitlines())


def test_bench_bots_says_how_long_it_will_take():
    out = meeple_cmd("bench", "--bots", "cosmoclasm", "-n", "1", columns=80)
    assert out.returncode == 0, out.stderr
    assert "bot strength: 3 games (1 game x 3 match-ups x 1) on 1 worker: about " in out.stderr
    assert "3/3" in out.stderr  # the progress bar's count


def test_one_numbering_and_who_plays_which_seat(tmp_path):
    out = meeple_cmd("play", "cosmoclasm", "--players", "3", "--seat", "2", "--bots", "random,greedy", "--seed", "5",
                     "--save-dir", str(tmp_path))
    assert out.returncode == 0, out.stderr
    assert "you are P2; P1 random, P3 greedy" in out.stdout
    assert "seat 0" not in out.stdout.split("\n")[1]
    bad = meeple_cmd("play", "cosmoclasm", "--players", "3", "--seat", "0")
    assert bad.returncode == 2 and "--seat must be 1-3 for 3 players, not 0" in bad.stderr
    (saved,) = tmp_path.iterdir()
    replayed = meeple_cmd("replay", str(saved), "--all", "--seat", "3")
    assert replayed.returncode == 0 and "Your hand" in replayed.stdout  # as P3 saw it
    assert meeple_cmd("replay", str(saved), "--seat", "0").stderr.strip().endswith("--seat must be 1-3, not 0")
    table = meeple_cmd("simulate", "cosmoclasm", "-n", "1", "--players", "2")
    assert table.returncode == 0 and "│ P1 " in table.stdout and "│ P2 " in table.stdout


def test_end_of_input_saves_and_resume_continues(tmp_path):
    labels = first_labels("cosmoclasm", 2, 8)
    out = meeple_cmd("play", "cosmoclasm", "--players", "2", "--seed", "8", "--bots", "random", "--save-dir",
                     str(tmp_path), stdin=labels[3] + "\n")
    assert out.returncode == 0, out.stderr
    assert "end of input: game saved to " in out.stdout and "meeple play --resume " in out.stdout
    (saved,) = tmp_path.iterdir()
    record = json.loads(saved.read_text())
    assert record["meeple_play"] == {"seat": 0, "bots": "random"}
    assert record["actions"][0] == [0, labels[3]] or [0, labels[3]] in record["actions"]
    played = len(record["actions"])
    again = meeple_cmd("play", "--resume", str(saved), stdin="1\n1\n")
    assert again.returncode == 0, again.stderr
    assert "you are P1; P2 random" in again.stdout and f"game saved to {saved}" in again.stdout
    resumed = json.loads(saved.read_text())
    assert resumed["actions"][:played] == record["actions"] and len(resumed["actions"]) > played
    assert meeple.replay(resumed).record()["actions"] == resumed["actions"]
    mixed = meeple_cmd("play", "--resume", str(saved), "--players", "3")
    assert mixed.returncode == 2 and "drop --players" in mixed.stderr
    assert meeple_cmd("play").stderr.strip() == "meeple: error: name a game to play (meeple list), or --resume RECORD"


def test_quit_saves_too(tmp_path):
    out = meeple_cmd("play", "cosmoclasm", "--seed", "2", "--bots", "random", "--save-dir", str(tmp_path),
                     stdin="quit\n")
    assert out.returncode == 0 and "you left: game saved to " in out.stdout
    assert len(list(tmp_path.iterdir())) == 1


def test_ctrl_c_saves_the_game(tmp_path):
    env = {**os.environ, "COLUMNS": "120"}
    process = subprocess.Popen([MEEPLE, "play", "cosmoclasm", "--seed", "2", "--bots", "random", "--save-dir",
                                str(tmp_path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.time() + 60
    seen = ""
    while "choose" not in seen and time.time() < deadline:  # wait for the first prompt
        seen += os.read(process.stdout.fileno(), 65536).decode()
    process.send_signal(signal.SIGINT)
    process.wait(timeout=60)  # stdin stays open: the game ends by the interrupt, not by the end of input
    rest, err = process.stdout.read(), process.stderr.read()
    process.stdin.close()
    assert process.returncode == 130, err
    assert "interrupted: game saved to " in seen + rest and "Traceback" not in err
    (saved,) = tmp_path.iterdir()
    assert meeple.replay(json.loads(saved.read_text())).cfg.game == "cosmoclasm"


def test_help_explains_commands_choices_and_rules(tmp_path):
    out = meeple_cmd("play", "cosmoclasm", "--seed", "2", "--bots", "random", "--save-dir", str(tmp_path),
                     stdin="help\n")
    assert out.returncode == 0, out.stderr
    assert "How to choose" in out.stdout and "Your choices now" in out.stdout and "## Summary" in out.stdout
    assert "undo" in out.stdout and "rules" in out.stdout


def test_typed_labels_any_case_and_prefixes_confirmed(tmp_path):
    labels = first_labels("cosmoclasm", 2, 8)
    target = labels[5]
    stdin = f"{target.upper()}\n"
    out = meeple_cmd("play", "cosmoclasm", "--seed", "8", "--players", "2", "--bots", "random", "--save-dir",
                     str(tmp_path / "a"), stdin=stdin)
    record = json.loads(next((tmp_path / "a").iterdir()).read_text())
    assert [0, target] in record["actions"] and "[Y/n]" not in out.stdout
    # the same words in another order: played once confirmed, after showing the full label
    words = target.split()
    other = " ".join([words[0], *reversed(words[1:])])
    out = meeple_cmd("play", "cosmoclasm", "--seed", "8", "--players", "2", "--bots", "random", "--save-dir",
                     str(tmp_path / "b"), stdin=f"{other}\nn\n{other}\ny\n")
    record = json.loads(next((tmp_path / "b").iterdir()).read_text())
    assert out.stdout.count("[Y/n]") == 2  # asked twice: refused, then confirmed
    assert [a for s, a in record["actions"] if s == 0][:1] == [target]


def test_single_choices_are_taken_with_a_line_unless_no_auto(tmp_path):
    answers = "\n".join(["1", "y"] * 3000) + "\n"
    out = meeple_cmd("play", "brass_birmingham", "--seed", "3", "--bots", "random", "--save-dir",
                     str(tmp_path / "a"), stdin=answers)
    assert out.returncode == 0 and "only one choice, taken for you: " in out.stdout and "Result" in out.stdout
    manual = meeple_cmd("play", "brass_birmingham", "--seed", "3", "--bots", "random", "--no-auto",
                        "--save-dir", str(tmp_path / "b"), stdin=answers)
    assert manual.returncode == 0 and "only one choice, taken for you: " not in manual.stdout


def test_a_compound_action_is_confirmed_and_can_be_refused_and_undone(tmp_path):
    # Brass: "build", then a card completes the build (the engine takes the single remaining steps)
    out = meeple_cmd("play", "brass_birmingham", "--players", "2", "--seed", "5", "--seat", "2", "--bots", "random",
                     "--save-dir", str(tmp_path), stdin="build\n1\nn\nundo\n")
    assert out.returncode == 0, out.stderr
    assert "complete this action? [Y/n]" in out.stdout
    assert "your last action was taken back" in out.stdout
    record = json.loads(next(tmp_path.iterdir()).read_text())
    mine = [label for seat, label in record["actions"] if seat == 1]
    assert mine == []  # refused, then "build" undone: nothing of P2's was played


def _in_a_terminal(argv: list[str], keys: list[str], rows: int = 24, columns: int = 80) -> str:
    """Run ``meeple`` in a pseudo-terminal of ``rows`` x ``columns``, typing ``keys`` one prompt at a time."""
    import fcntl
    import pty
    import re
    import select
    import struct
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    env = {**os.environ, "COLUMNS": str(columns), "LINES": str(rows), "TERM": "xterm-256color"}
    process = subprocess.Popen([MEEPLE, *argv], stdin=follower, stdout=follower, stderr=follower, env=env,
                               close_fds=True)
    os.close(follower)
    output = b""
    pending = list(keys)
    deadline = time.time() + 120
    while time.time() < deadline:
        ready, _, _ = select.select([leader], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(leader, 65536)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
            tail = re.sub(rb"\x1b\[[0-9;?]*[A-Za-z]", b"", output[-300:]).rstrip()
            if tail.endswith((b"quit):", b"[Y/n]")) and pending:
                os.write(leader, (pending.pop(0) + "\r").encode())
        elif process.poll() is not None:
            break
    process.wait(timeout=30)
    os.close(leader)
    return output.decode("utf-8", "replace")


@pytest.mark.parametrize("game", ["cosmoclasm", "brass_birmingham"])
def test_each_screen_fits_80_by_24(game, tmp_path):
    import re

    out = _in_a_terminal(["play", game, "--seed", "4", "--bots", "random", "--save-dir", str(tmp_path)],
                         ["1", "quit"])
    screens = [s for s in re.split(r"\x1b\[2J|\x1b\[H\x1b\[2J", out) if "choose" in s]
    assert len(screens) >= 2, out[-2000:]
    for screen in screens:
        text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", screen).replace("\r", "")
        lines = text.rstrip("\n").split("\n")
        last = max(i for i, line in enumerate(lines) if "choose" in line)
        assert last < 24, text  # the prompt is on the first screen: nothing scrolled off the top
        assert all(len(line) <= 80 for line in lines[:last + 1]), text
    assert "game saved to" in out


def test_the_confirmation_shows_only_what_the_person_can_foresee() -> None:
    """Before a compound action is completed, the events shown depend only on the person's view:
    the same in a world resampled from it (the Automa's hidden next turn is never shown)."""
    import random

    import meeple
    from meeple.cli.play import foreseeable_events

    state = meeple.new_game("brass_birmingham", players=1, seed=3)
    chooser = random.Random(1)
    checked = 0
    while checked < 6 and not state.is_over:
        legal = [str(a) for a in state.legal_actions(0)]
        for label in legal:
            if "cancel" not in legal or label == "cancel":
                continue
            real = state.clone()
            real.apply(label, 0)
            if 0 in real.to_move and "cancel" in [str(a) for a in real.legal_actions(0)]:
                continue  # not the step that completes the action
            shown = foreseeable_events(state, 0, label)
            assert shown == real.events[len(state.events):][:len(shown)]
            assert shown == foreseeable_events(state.determinize(0, 77), 0, label)
            checked += 1
        state.apply(chooser.choice(legal), 0)
    assert checked >= 6
