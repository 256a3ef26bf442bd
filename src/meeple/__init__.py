"""meeple: an engine and platform for tabletop games.

The public contract (see ARCHITECTURE.md): ``games()``, ``new_game(...)``, ``replay(record)``,
and the state methods ``legal_actions``, ``apply``, ``view``, ``result``, ``clone``,
``determinize``, ``record``.
"""

from .core import (
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
