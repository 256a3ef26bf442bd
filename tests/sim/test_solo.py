"""The benchmark against the rules-played seats (meeple.sim.solo and ``meeple bench GAME --solo``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from meeple.agents import make_agent, observe
from meeple.core import GameError, derive_seed, new_game
from meeple.sim.solo import mean_interval, play_solo, solo_setup, solo_table, sweep_values
from meeple.sim.strength import wilson

MEEPLE = str(Path(sys.executable).with_name("meeple"))
ROOT = Path(__file__).resolve().parents[2]


def untimed(report: dict) -> list[dict]:
    return [{k: v for k, v in row.items() if k != "seconds"} for row in report["rows"]]


def test_the_default_player_count_is_the_smallest_with_a_rules_seat():
    assert solo_setup("brass_birmingham") == (1, "automa", 2)
    assert solo_setup("brass_empire") == (1, "solitaire", 2)
    assert solo_setup("toy_goofspiel") == (1, "dummy", 2)
    assert solo_setup("toy_goofspiel", players=3) == (3, "dummy", 4)
    assert solo_setup("toy_goofspiel", variant="dummy") == (1, "dummy", 2)


@pytest.mark.parametrize("game, kwargs, words", [
    ("cosmoclasm", {}, "no seat the rules play in any variant"),
    ("toy_goofspiel", {"variant": "high"}, "no seat the rules play in variant high"),
    ("brass_birmingham", {"players": 2}, "no seat the rules play with 2 players in any variant: all 2 seats"),
    ("brass_birmingham", {"players": 9}, "is for 1-4 players, not 9"),
    ("brass_birmingham", {"variant": "nope"}, "no variant 'nope'"),
])
def test_a_game_without_a_rules_seat_is_refused(game, kwargs, words):
    with pytest.raises(GameError, match=words):
        solo_setup(game, **kwargs)


def test_sweep_values_are_the_declared_choices():
    assert sweep_values("brass_birmingham", "automa", "difficulty") == ["easy", "medium", "hard"]
    assert sweep_values("brass_birmingham", "automa", "difficulty", ["hard", "easy"]) == ["hard", "easy"]
    with pytest.raises(GameError, match="no option 'level'; options with choices in automa: difficulty"):
        sweep_values("brass_birmingham", "automa", "level")
    with pytest.raises(GameError, match="automa_mat declares no choices"):
        sweep_values("brass_birmingham", "automa", "automa_mat")
    with pytest.raises(GameError, match="income_tiebreak is for variant standard, not automa"):
        sweep_values("brass_birmingham", "automa", "income_tiebreak")
    with pytest.raises(GameError, match="one of easy, medium, hard, not extreme"):
        sweep_values("brass_birmingham", "automa", "difficulty", ["easy", "extreme"])


def test_mean_interval():
    mean, low, high = mean_interval([1, 2, 3])
    assert mean == 2 and high - mean == pytest.approx(1.959964 / 3 ** 0.5, abs=1e-5) and mean - low == high - mean
    assert mean_interval([4]) == (4, 4, 4)


def test_one_game_splits_the_scores_and_the_win_between_bot_and_rules_seats():
    seed = 7
    got = play_solo("toy_goofspiel", 2, "dummy", {}, "random", seed)
    state = new_game("toy_goofspiel", players=2, seed=seed, variant="dummy")
    agents = [make_agent("random", seed=derive_seed(seed, "seat", seat)) for seat in range(2)]
    decisions = 0
    while state.to_move:
        seat = state.to_move[0]
        state.apply(agents[seat].act(observe(state, seat)), seat)
        decisions += 1
    result = state.result()
    assert state.seats == 3 and decisions == got[3]
    assert got[0] == pytest.approx((result.scores[0] + result.scores[1]) / 2)
    assert got[1] == result.scores[2]
    assert got[2] == pytest.approx(sum(1 for s in result.winners if s < 2) / len(result.winners))


def test_seeded_rows_per_sweep_value_do_not_depend_on_workers():
    seen = []
    one = solo_table("brass_birmingham", sweep="difficulty", bot="random", n_games=2, seed=3,
                     progress=lambda done, total: seen.append((done, total)))
    two = solo_table("brass_birmingham", sweep="difficulty", bot="random", n_games=2, seed=3, workers=2)
    assert seen == [(k, 6) for k in range(1, 7)]
    assert [r["value"] for r in one["rows"]] == ["easy", "medium", "hard"]
    assert untimed(one) == untimed(two)
    assert (one["players"], one["variant"], one["seats"]) == (1, "automa", 2)
    for row in one["rows"]:
        assert row["games"] == 2 and 0 <= row["wins"] <= 2 and row["seconds"] > 0
        assert row["bot_win_rate"] == (row["wins"] / 2, *wilson(row["wins"], 2))
        for figures in (row["bot_score"], row["rules_score"]):
            assert figures[1] <= figures[0] <= figures[2]
    other = solo_table("brass_birmingham", sweep="difficulty", bot="random", n_games=2, seed=4)
    assert untimed(other) != untimed(one)


def test_without_a_sweep_one_row_of_the_defaults():
    report = solo_table("brass_empire", bot="random", n_games=2)
    assert report["variant"] == "solitaire" and [(r["option"], r["value"]) for r in report["rows"]] == [(None, None)]


def test_a_bad_bot_is_refused_before_any_game():
    with pytest.raises(GameError, match="unknown agent 'zz'"):
        solo_table("brass_birmingham", bot="zz", n_games=1, progress=lambda d, t: pytest.fail("a game was played"))


def meeple_cmd(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "MEEPLE_PURE": "1", "COLUMNS": "120"}
    return subprocess.run([MEEPLE, *args], capture_output=True, text=True, timeout=120, env=env)


def test_cli_json_sweep():
    done = meeple_cmd("bench", "brass_birmingham", "--solo", "--players", "1", "--sweep", "difficulty", "-n", "2",
                      "--bot", "random", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["game"] == "brass_birmingham" and report["bot"] == "random" and report["games"] == 2
    assert [(r["option"], r["value"], r["games"]) for r in report["rows"]] == [
        ("difficulty", "easy", 2), ("difficulty", "medium", 2), ("difficulty", "hard", 2)]
    same = solo_table("brass_birmingham", sweep="difficulty", bot="random", n_games=2)
    assert untimed(report) == json.loads(json.dumps(untimed(same)))
    assert "6 games (3 rows x 2) of random on 1 worker: about" in done.stderr


def test_cli_table():
    done = meeple_cmd("bench", "brass_empire", "--solo", "-n", "2", "--bot", "random", "--sweep", "equal_turns=")
    assert done.returncode == 2 and "equal_turns declares no choices" in done.stderr
    done = meeple_cmd("bench", "brass_empire", "--solo", "-n", "2", "--bot", "random")
    assert done.returncode == 0, done.stderr
    assert "bot win rate" in done.stdout and "defaults" in done.stdout and " ± " in done.stdout


@pytest.mark.parametrize("args, words", [
    (["cosmoclasm", "--solo"], "cosmoclasm has no seat the rules play"),
    (["brass_birmingham", "--solo", "--sweep", "level"], "no option 'level'"),
    (["brass_birmingham", "--solo", "--sweep", "automa_mat"], "declares no choices"),
    (["brass_birmingham", "--solo", "--sweep", "difficulty=easy,extreme"], "not extreme"),
    (["brass_birmingham", "--solo", "--bot", "mcts:depth=3"], "mcts has no setting 'depth'"),
    (["brass_birmingham", "--solo", "--players", "2"], "has no seat the rules play"),
    (["brass_birmingham", "--sweep", "difficulty"], "--sweep goes with --solo"),
    (["brass_birmingham", "--solo", "--bots"], "choose one"),
    (["--solo"], "--solo needs a game"),
    (["brass_birmingham", "--solo", "-n", "0"], "-n must be at least 1"),
])
def test_cli_bad_input_is_one_line_and_exit_2(args, words):
    done = meeple_cmd("bench", *args)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("meeple: error: ") and words in done.stderr


def test_the_automa_script_wraps_the_module():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "automa_strength.py"), "-n", "2", "--bot",
                           "random", "--difficulty", "hard,easy", "--seed", "3", "--json"],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "MEEPLE_PURE": "1"})
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    same = solo_table("brass_birmingham", sweep="difficulty", values=["hard", "easy"], bot="random", n_games=2, seed=3)
    assert untimed(report) == json.loads(json.dumps(untimed(same)))
