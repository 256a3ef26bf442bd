"""Constants shared by the rules, the views and the explanations: phases, frames, decisions, actions."""

from __future__ import annotations

# phases (spec 3.3-3.5, 6.1)
CORP, RESERVE, PLAY, ACTION, AI_TURN, OVER = range(6)
PHASE_NAMES = ("choose_corporation", "build_reserve", "play", "action", "ai_turn", "over")

# frames of the resolution stack (the continuation of what is being resolved)
F_EFFECTS, F_ATTACK, F_DAMAGE, F_WINDOW, F_AI_UNITS, F_AI_ACQUIRE, F_AI_END = range(7)

# sub-decisions and responses (spec 6.3, 6.4) held in ``ask``
A_OPTION, A_TARGET, A_OPPONENT, A_DISMISS, A_DISCARD, A_CONFIRM, A_RESPOND = range(7)
ASK_NAMES = ("choose_option", "choose_target", "choose_opponent", "dismiss_pick", "discard_pick", "confirm",
             "respond")

# action kinds (the first item of an Action's data)
(PLAY_CARD, BUY, ACTIVATE, DEMOLISH, REBUILD, END_PLAY, END_TURN, MINE, ATTACK, ABILITY, OPTION, TARGET, OPPONENT,
 DISMISS_CARD, DONE, DISCARD_CARD, YES, NO, USE, PASS, CHOOSE_CORP, BUILD) = range(22)

# rows for BUY
LABOR_ROW, DESIGN_ROW, RESERVE_ROW = range(3)
ROW_WORDS = ("labor", "design", "reserve")

# copy-on-write bits of the per-card counters (``EmpireState.own_counters``; bits 51.. of ``owned``)
COUNTER_OWNER = 1 << 51
COUNTER_DAMAGE = 1 << 52
COUNTER_FACE_UP = 1 << 53
COUNTER_ENTERED = 1 << 54
COUNTER_ACTED = 1 << 55
COUNTER_ACTIVATED = 1 << 56
