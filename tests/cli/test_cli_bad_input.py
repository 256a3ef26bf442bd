"""Issue 13, the command line: every bad input is one line naming what is allowed, exit code 2,
no traceback, files named, nothing run before the arguments are checked."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

MEEPLE = str(Path(sys.executable).with_name("meeple"))


def meeple_cmd(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "COLUMNS": "120"}
    return subprocess.run([MEEPLE, *args], capture_output=True, text=True, timeout=120, env=env, cwd=cwd)


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("bad")
    out = {name: folder / name for name in ("binary.json", "empty.json", "text.json", "wrong.json", "old.json",
                                            "exists")}
    out["binary.json"].write_bytes(bytes(range(256)))
    out["empty.json"].write_text("")
    out["text.json"].write_text("not json at all")
    out["wrong.json"].write_text(json.dumps({"meeple": 1, "game": "cosmoclasm", "players": "two", "seed": 1,
                                             "actions": {}}))
    out["old.json"].write_text(json.dumps({"meeple": 999, "game": "cosmoclasm", "players": 2, "seed": 1,
                                           "actions": []}))
    out["exists"].write_text("a file")
    return out


CASES = [
    (["replay", "{binary.json}"], "binary"),
    (["replay", "{empty.json}"], "empty.json is empty"),
    (["replay", "{text.json}"], "text.json is not JSON"),
    (["replay", "{wrong.json}"], "actions are a list of [seat, label]"),
    (["replay", "{old.json}"], "format 1, not 999"),
    (["replay", "/no/such/record.json"], "cannot read the record /no/such/record.json"),
    (["play", "cosmoclasm", "--option", "setup=@{text.json}"], "the file of --option setup"),
    (["play", "cosmoclasm", "--option", "setup=@/no/such.json"], "/no/such.json"),
    (["bench", "cosmoclasm", "--seconds", "nan"], "--seconds must be"),
    (["bench", "cosmoclasm", "--seconds", "inf"], "--seconds must be"),
    (["bench", "cosmoclasm", "--seconds", "0"], "--seconds must be"),
    (["bench", "cosmoclasm", "--seconds", "-1"], "--seconds must be"),
    (["bench", "--bots", "-n", "0"], "-n must be at least 1"),
    (["bench", "--bots", "-n", "-1"], "-n must be at least 1"),
    (["bench", "--bots", "--workers", "0"], "--workers must be at least 1"),
    (["bench", "brass_birmingham", "--compare", "2", "--rounds", "0"], "--rounds must be at least 1"),
    (["bench", "--compare", "2"], "--compare needs a game"),
    (["bench", "cosmoclasm", "--compare", "2", "--bots"], "not with --bots or --solo"),
    (["bench", "cosmoclasm", "--compare", "9"], "9"),
    (["play", "cosmoclasm", "--bots", ","], "an empty agent name"),
    (["simulate", "cosmoclasm", "-n", "1", "--agents", "mcts:iterations=abc"], "iterations must be a whole number"),
    (["simulate", "cosmoclasm", "-n", "1", "--agents", "mcts:foo=1"], "has no setting 'foo'"),
    (["simulate", "cosmoclasm", "-n", "3", "--out", "{exists}"], "is a file, not a folder"),
    (["play", "steam_court", "--variant", "party", "--option", "level=2"], "level is for variant random_characters"),
    (["play", "brass_birmingham", "--option", "introductory=maybe"], "introductory must be true or false"),
    (["play", "cosmoclasm", "--seed", "-1"], "a seed is a whole number"),
    (["play", "cosmoclasm", "--option", "nope=1"], "has no option 'nope'"),
]


@pytest.mark.parametrize(("argv", "words"), CASES, ids=[" ".join(c[0]) for c in CASES])
def test_bad_input_is_one_line_exit_2(files: dict[str, Path], argv: list[str], words: str) -> None:
    args = list(argv)
    for name, path in files.items():
        args = [a.replace("{" + name + "}", str(path)) for a in args]
    out = meeple_cmd(*args)
    assert out.returncode == 2, out
    assert words in out.stderr and "Traceback" not in out.stderr, out.stderr
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr


def test_options_from_the_command_line_are_stored_typed(tmp_path: Path) -> None:
    out = meeple_cmd("simulate", "steam_court", "-n", "1", "--variant", "random_characters", "--option", "level=2",
                     "--players", "4", "--out", str(tmp_path / "run"))
    assert out.returncode == 0, out.stderr
    record = json.loads((tmp_path / "run" / "games.jsonl").read_text().splitlines()[0])["record"]
    assert record["options"] == {"level": 2}
