"""What the state, its views, its explanations and its setups share: the phases of a game
(spec section 8: the decisions)."""

from __future__ import annotations

from typing import Final

# the decision the game waits for
SETUP_MARKET: Final = 0
TURN: Final = 1
PRODUCE_TAKE: Final = 2
PRODUCE_GIVE: Final = 3
PLACE: Final = 4
PICK: Final = 5
SWITCH: Final = 6
START: Final = 7
OVER: Final = 8
#: the phase's name in views and labels' tables, by phase (both Production steps are PRODUCE)
PHASE_NAMES: Final = ("SETUP_MARKET", "TURN", "PRODUCE", "PRODUCE", "PLACE", "PICK", "SWITCH", "START",
                      "GAME_OVER")
