"""Every registered game through the installed ``meeple`` command, as a user runs it."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import meeple

MEEPLE = str(Path(sys.executable).with_name("meeple"))
# the games meeple ships (tests register toy games of their own, which the CLI never sees)
GAMES = [g.id for g in meeple.games() if g.create.__module__.startswith("meeple.builtin.")]


def meeple_cmd(*args, stdin="", timeout=600):
    env = {**os.environ, "COLUMNS": "120"}
    return subprocess.run([MEEPLE, *args], input=stdin, capture_output=True, text=True, timeout=timeout, env=env)


def test_list_shows_every_game():
    out = meeple_cmd("list", "--json")
    assert out.returncode == 0
    assert {g["id"] for g in json.loads(out.stdout)} == set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_play_a_whole_game_then_replay_it(game, tmp_path):
    # the person answers with small numbers, some typos, and yes or enter to a confirmation; bots play the others
    rnd = random.Random(game)
    answers = "\n".join(rnd.choice(["1", "2", "3", "oops", "y", ""]) for _ in range(60000)) + "\n"
    out = meeple_cmd("play", game, "--seed", "3", "--bots", "random", "--save-dir", str(tmp_path), stdin=answers)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "is not a choice" in out.stdout and "Result" in out.stdout, out.stdout[-3000:]
    (record,) = tmp_path.iterdir()
    rec = json.loads(record.read_text())
    assert rec["game"] == game and rec["seed"] == 3 and meeple.replay(rec).is_over
    again = meeple_cmd("replay", str(record), "--all")
    assert again.returncode == 0 and "Result" in again.stdout


@pytest.mark.parametrize("game", GAMES)
def test_simulate_and_bench_json(game):
    sim = meeple_cmd("simulate", game, "-n", "2", "--seed", "1", "--json")
    assert sim.returncode == 0, sim.stderr[-2000:]
    data = json.loads(sim.stdout)
    assert data["game"] == game and data["games"] == 2 and abs(sum(data["win_rate"]) - 1) < 1e-9
    bench = meeple_cmd("bench", game, "--seconds", "0.5", "--json")
    assert bench.returncode == 0, bench.stderr[-2000:]
    figures = json.loads(bench.stdout)
    assert figures["decisions_per_s"] > 0 and figures["clones_per_s"] > 0
