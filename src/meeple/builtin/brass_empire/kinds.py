"""Constants shared by the rules, the views and the explanations: phases, frames, decisions, actions.

Each is ``Final``, so that compiled code uses its value rather than looking the name up.
"""

from __future__ import annotations

from typing import Final

# phases (spec 3.3-3.5, 6.1)
CORP: Final = 0
RESERVE: Final = 1
PLAY: Final = 2
ACTION: Final = 3
AI_TURN: Final = 4
OVER: Final = 5
PHASE_NAMES: Final = ("choose_corporation", "build_reserve", "play", "action", "ai_turn", "over")

# frames of the resolution stack (the continuation of what is being resolved)
F_EFFECTS: Final = 0
F_ATTACK: Final = 1
F_DAMAGE: Final = 2
F_WINDOW: Final = 3
F_AI_UNITS: Final = 4
F_AI_ACQUIRE: Final = 5
F_AI_END: Final = 6

# sub-decisions and responses (spec 6.3, 6.4) held in ``ask``
A_OPTION: Final = 0
A_TARGET: Final = 1
A_OPPONENT: Final = 2
A_DISMISS: Final = 3
A_DISCARD: Final = 4
A_CONFIRM: Final = 5
A_RESPOND: Final = 6
ASK_NAMES: Final = ("choose_option", "choose_target", "choose_opponent", "dismiss_pick", "discard_pick", "confirm",
                    "respond")

# action kinds (the first item of an Action's data)
PLAY_CARD: Final = 0
BUY: Final = 1
ACTIVATE: Final = 2
DEMOLISH: Final = 3
REBUILD: Final = 4
END_PLAY: Final = 5
END_TURN: Final = 6
MINE: Final = 7
ATTACK: Final = 8
ABILITY: Final = 9
OPTION: Final = 10
TARGET: Final = 11
OPPONENT: Final = 12
DISMISS_CARD: Final = 13
DONE: Final = 14
DISCARD_CARD: Final = 15
YES: Final = 16
NO: Final = 17
USE: Final = 18
PASS: Final = 19
CHOOSE_CORP: Final = 20
BUILD: Final = 21

# rows for BUY
LABOR_ROW: Final = 0
DESIGN_ROW: Final = 1
RESERVE_ROW: Final = 2
ROW_WORDS: Final = ("labor", "design", "reserve")

# copy-on-write bits of the per-card counters (``EmpireState.own_counters``; bits 51.. of ``owned``)
COUNTER_OWNER: Final = 1 << 51
COUNTER_DAMAGE: Final = 1 << 52
COUNTER_FACE_UP: Final = 1 << 53
COUNTER_ENTERED: Final = 1 << 54
COUNTER_ACTED: Final = 1 << 55
COUNTER_ACTIVATED: Final = 1 << 56
