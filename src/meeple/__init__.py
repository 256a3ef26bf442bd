"""meeple: an engine and platform for tabletop games.

The public contract (see ARCHITECTURE.md): ``games()``, ``new_game(...)``, ``replay(record)``,
and the state methods ``legal_actions``, ``apply``, ``view``, ``result``, ``clone``,
``determinize``, ``record``.
"""

import os as _os

from . import _compiled

_compiled.check(_os.path.dirname(__file__))

from .core import (  # noqa: E402  (after the check, which must precede loading compiled modules)
    Action,
    GameError,
    GameInfo,
    IllegalAction,
    MeepleError,
    RecordError,
    Result,
    State,
    game_info,
    games,
    new_game,
    replay,
)

__version__ = "0.1.0"
__all__ = [
    "Action", "GameError", "GameInfo", "IllegalAction", "MeepleError", "RecordError", "Result",
    "State", "game_info", "games", "new_game", "replay",
]
