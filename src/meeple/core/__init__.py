"""The core: the public contract every game implements, and nothing about any game."""

from .actions import Action
from .errors import GameError, IllegalAction, MeepleError, RecordError
from .info import GameConfig, GameInfo, Option
from .registry import game_info, game_package, games, load_errors, new_game, register, replay
from .result import Result, rank_by
from .rng import Rng, derive_seed
from .state import State, standing_values

__all__ = [
    "Action", "GameConfig", "GameError", "GameInfo", "IllegalAction", "MeepleError", "Option",
    "RecordError", "Result", "Rng", "State", "derive_seed", "game_info", "games", "new_game",
    "game_package", "load_errors", "rank_by", "register", "replay", "standing_values",
]
