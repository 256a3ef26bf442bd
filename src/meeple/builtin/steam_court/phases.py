"""What the state, its views, its explanations and its setups share: the phases of a game and the
once-per-Quarter powers (spec §8: the decisions)."""

from __future__ import annotations

from typing import Final

# the decision the game waits for
AUCTION: Final = 0
COUP: Final = 1
GIFT: Final = 2
DRAW: Final = 3
KEEP: Final = 4
SWAP: Final = 5
PLAY: Final = 6
ANNOUNCE: Final = 7
DIVE: Final = 8
STOP: Final = 9
STEAL: Final = 10
OVER: Final = 11
#: the phase's name in views, by phase
PHASES: Final = ("auction", "coup", "gift", "draw", "keep", "swap", "play", "announce", "dive", "stop",
                 "steal", "over")
#: once-per-Quarter powers: bits of the state's ``used``
USED_BIT: Final = {"stop": 1, "look": 2, "dive": 4, "steal_back": 8}
