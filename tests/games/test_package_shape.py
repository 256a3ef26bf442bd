"""Every game package has the shape ARCHITECTURE.md asks: no import circle inside it, rules that
never import the presentation, and a presentation that never reaches the state."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import meeple
from meeple.core import game_package
from meeple.testing.shape import check_package_shape

GAMES = sorted(g.id for g in meeple.games())


@pytest.mark.parametrize("game", GAMES)
def test_the_package_has_its_shape(game: str) -> None:
    assert check_package_shape(game_package(game)) == []


def test_the_check_finds_circles_and_a_presentation_that_reaches_the_state(tmp_path: Path) -> None:
    package = tmp_path / "misshapen_game"
    (package / "present").mkdir(parents=True)
    files = {
        "__init__.py": "from .state import GameState\n",
        "phases.py": "OVER = 0\n",
        "state.py": "from meeple.core import State\nfrom . import views\nclass GameState(State):\n    pass\n",
        "views.py": "def view():\n    from .state import GameState\n",  # a function-level import counts
        "data.py": "CARDS = ()\n",
        "present/__init__.py": "",
        "present/terminal.py": "from ..data import CARDS\nfrom ..views import view\n",
    }
    for name, text in files.items():
        (package / name).write_text(text)
    sys.path.insert(0, str(tmp_path))
    try:
        fails = check_package_shape("misshapen_game")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("misshapen_game", None)
    assert fails == [
        "import circle: misshapen_game.state -> misshapen_game.views -> misshapen_game.state",
        "misshapen_game.present.terminal (presentation) imports misshapen_game.views, which reaches the state",
    ]
