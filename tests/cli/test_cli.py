"""The command line, driven in-process on the toy game."""

import io
import json

import pytest

from meeple.cli.main import main


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list(capsys):
    code, out, _ = run(capsys, "list", "--json")
    assert code == 0
    toy = next(g for g in json.loads(out) if g["id"] == "toy_goofspiel")
    assert toy["variants"] == ["high", "low", "dummy"] and toy["min_players"] == 1


def test_play_against_bots_to_the_end(capsys, monkeypatch, tmp_path):
    answers = "zzz\n" + "1\n" * 4
    code, out, _ = run(capsys, "play", "toy-goofspiel", "--players", "3", "--seed", "4", "--save-dir",
                       str(tmp_path), stdin=answers, monkeypatch=monkeypatch)
    assert code == 0
    assert "'zzz' is not a choice" in out
    assert "Result" in out and "winner" in out
    (rec_file,) = tmp_path.iterdir()
    rec = json.loads(rec_file.read_text())
    assert rec["seed"] == 4 and len(rec["actions"]) == 12
    # the person's choices were the first legal action each time
    mine = [label for seat, label in rec["actions"] if seat == 0]
    assert len(mine) == 4


def test_play_is_repeatable_with_a_seed(capsys, monkeypatch, tmp_path):
    recs = []
    for d in ("a", "b"):
        run(capsys, "play", "toy_goofspiel", "--seed", "9", "--save-dir", str(tmp_path / d), stdin="2\n1\n1\n1\n",
            monkeypatch=monkeypatch)
        recs.append(json.loads(next((tmp_path / d).iterdir()).read_text()))
    assert recs[0] == recs[1]


def test_simulate_json_keys_and_workers_agree(capsys):
    outs = []
    for workers in ("1", "2"):
        code, out, _ = run(capsys, "simulate", "toy_goofspiel", "-n", "12", "--players", "3", "--seed", "5",
                           "--workers", workers, "--json")
        assert code == 0
        outs.append(json.loads(out))
    a, b = outs
    for key in ("game", "variant", "players", "agents", "games", "seed", "win_rate", "mean_score",
                "mean_decisions", "seconds", "decisions_per_s"):
        assert key in a
    assert a["games"] == 12 and a["agents"] == ["random"] * 3
    assert abs(sum(a["win_rate"]) - 1) < 1e-9
    assert (a["win_rate"], a["mean_score"]) == (b["win_rate"], b["mean_score"])


def test_simulate_writes_results(capsys, tmp_path):
    code, _, _ = run(capsys, "simulate", "toy_goofspiel", "-n", "3", "--out", str(tmp_path), "--json")
    assert code == 0
    assert len((tmp_path / "games.jsonl").read_text().splitlines()) == 3
    assert json.loads((tmp_path / "summary.json").read_text())["games"] == 3


def test_replay_steps_through_a_record(capsys, monkeypatch, tmp_path):
    run(capsys, "play", "toy_goofspiel", "--seed", "3", "--save-dir", str(tmp_path), stdin="1\n" * 4,
        monkeypatch=monkeypatch)
    rec = next(tmp_path.iterdir())
    code, out, _ = run(capsys, "replay", str(rec), "--all")
    assert code == 0 and "   8 P" in out and "Result" in out


def test_bench_json(capsys):
    code, out, _ = run(capsys, "bench", "toy_goofspiel", "--seconds", "0.2", "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == "toy_goofspiel"
    assert data["decisions_per_s"] > 0 and data["games_per_s"] > 0 and data["clones_per_s"] > 0
    assert "mcts_simulations_per_s" in data


def test_bench_compare_measures_both_counts_in_turn(capsys):
    """``--compare``: the solo game against the 2-player game, in paired rounds of the same run."""
    code, out, _ = run(capsys, "bench", "brass_birmingham", "--players", "1", "--compare", "2",
                       "--seconds", "0.05", "--rounds", "3", "--json")
    data = json.loads(out)
    first, second = data["sides"]
    assert code == 0 and (first["players"], first["variant"]) == (1, "automa")
    assert (second["players"], second["variant"]) == (2, "standard")
    assert len(first["rounds"]) == len(second["rounds"]) == len(data["ratios"]) == 3
    assert all(x > 0 for x in first["rounds"] + second["rounds"])
    assert data["ratios"] == [round(a / b, 4) for a, b in zip(first["rounds"], second["rounds"], strict=True)]
    assert data["ratio"] == sorted(data["ratios"])[1]
    code, out, _ = run(capsys, "bench", "brass_birmingham", "--players", "1", "--compare", "2",
                       "--seconds", "0.05", "--rounds", "1")
    assert code == 0 and "decisions/s at 1 against 2 players:" in out and "automa" in out


def test_bench_at_one_player_compares_with_two_in_the_same_run(capsys):
    """A solo run (``--players 1``) of a game that also plays at two measures both in paired rounds
    and says the ratio; a run at two players does not."""
    code, out, _ = run(capsys, "bench", "brass_birmingham", "--players", "1", "--seconds", "0.1", "--json")
    data = json.loads(out)
    compared = data["compared"]
    assert code == 0 and (data["players"], data["variant"]) == (1, "automa")
    assert [(side["players"], side["variant"]) for side in compared["sides"]] == [(1, "automa"), (2, "standard")]
    assert len(compared["ratios"]) == 15 and compared["ratio"] == sorted(compared["ratios"])[7]
    assert compared["clock"] == "cpu"
    code, out, _ = run(capsys, "bench", "brass_birmingham", "--players", "1", "--seconds", "0.1")
    assert code == 0 and "decisions/s at 1 against 2 players:" in out
    code, out, _ = run(capsys, "bench", "toy_goofspiel", "--players", "2", "--seconds", "0.1")
    assert code == 0 and "against" not in out
    code, out, _ = run(capsys, "bench", "toy_goofspiel", "--players", "2", "--seconds", "0.1", "--json")
    assert "compared" not in json.loads(out)


@pytest.mark.parametrize("argv, words", [
    (["play", "chess"], "unknown game 'chess'"),
    (["play", "toy_goofspiel", "--players", "7"], "1-4 players"),
    (["play", "toy_goofspiel", "--variant", "x"], "variants: high, low, dummy"),
    (["play", "toy_goofspiel", "--option", "colour=red"], "options: rounds, setup"),
    (["play", "toy_goofspiel", "--option", "rounds"], "not K=V"),
    (["play", "toy_goofspiel", "--bots", "chess_engine"], "unknown agent"),
    (["play", "toy_goofspiel", "--seat", "5"], "--seat must be 1-2"),
    (["play", "toy_goofspiel", "--seat", "0"], "--seat must be 1-2"),
    (["simulate", "toy_goofspiel", "-n", "2", "--agents", "random,random,random"], "3 agents for 2 players"),
    (["replay", "/no/such/record.json"], "No such file"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_bad_record_is_rejected(capsys, tmp_path):
    p = tmp_path / "r.json"
    record = {"meeple": 1, "game": "toy_goofspiel", "players": 2, "seed": 1, "actions": [[0, "bid 99"]]}
    p.write_text(json.dumps(record))
    code, _, err = run(capsys, "replay", str(p))
    assert code == 2 and "step 0" in err
