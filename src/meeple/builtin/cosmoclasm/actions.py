"""Cosmoclasm actions: every Action is built once here and reused (labels of spec section 8.2)."""

from __future__ import annotations

from meeple.core import Action

from .data import CARD_BLACK, CARD_FORCES, CARD_IDS, FORCES, NCARDS, POINT_IDS, ROUNDS, WHITE_MASK, bits

# action kinds (first item of Action.data)
PLAY, FACTION, RETIRE_K, PLACE, PICK, TAKE, GIVE, SWITCH, START, MARKET = range(10)

RETIRE = Action("retire", (RETIRE_K, -1, -1, -1))
NONE = NCARDS  # "no white card" index in PLAY_ACTS rows

# PLAY_ACTS[black][white or NONE]: "play <black> [+<white>]"
PLAY_ACTS: list[list[Action | None] | None] = [None] * NCARDS
# FACTION_ACTS[black]: "play <black> +faction" (Cyborgs, Hiveminds, Radiants)
FACTION_ACTS: list[Action | None] = [None] * NCARDS
# KEEP_ACTS[black][force]: Humans Innovation
KEEP_ACTS: list[dict[int, Action]] = [{} for _ in range(NCARDS)]
# BACK_ACTS[black][card]: Martians Regeneration
BACK_ACTS: list[list[Action | None] | None] = [None] * NCARDS

for _b in range(NCARDS):
    if not CARD_BLACK[_b]:
        continue
    _name = CARD_IDS[_b]
    _row: list[Action | None] = [None] * (NCARDS + 1)
    _row[NONE] = Action(f"play {_name}", (PLAY, _b, -1, -1))
    for _w in bits(WHITE_MASK):
        _row[_w] = Action(f"play {_name} +{CARD_IDS[_w]}", (PLAY, _b, _w, -1))
    PLAY_ACTS[_b] = _row
    FACTION_ACTS[_b] = Action(f"play {_name} +faction", (FACTION, _b, -1, -1))
    for _f in sorted(set(CARD_FORCES[_b])):
        KEEP_ACTS[_b][_f] = Action(f"play {_name} +faction keep={FORCES[_f]}", (FACTION, _b, -1, _f))
    BACK_ACTS[_b] = [Action(f"play {_name} +faction back={CARD_IDS[_c]}", (FACTION, _b, -1, _c))
                     for _c in range(NCARDS)]

PLACE_ACTS = tuple(Action(f"place {p}", (PLACE, i, -1, -1)) for i, p in enumerate(POINT_IDS))
PICK_ACTS = tuple(Action(f"pick {c}", (PICK, i, -1, -1)) for i, c in enumerate(CARD_IDS))
TAKE_ACTS = tuple(Action(f"take {c}", (TAKE, i, -1, -1)) for i, c in enumerate(CARD_IDS))
GIVE_ACTS = tuple(Action(f"give {c}", (GIVE, i, -1, -1)) for i, c in enumerate(CARD_IDS))
SWITCH_NONE = Action("switch none", (SWITCH, 0, 0, -1))
# SWITCH_LISTS[r]: the legal switches after round r (5.3a)
SWITCH_LISTS = tuple((SWITCH_NONE, *(Action(f"switch {a} {b}", (SWITCH, a, b, -1))
                                     for a in range(r + 1, ROUNDS + 1) for b in range(a + 1, ROUNDS + 1)))
                     for r in range(ROUNDS + 1))
START_ACTS = tuple(Action(f"start {s}", (START, s, -1, -1)) for s in range(5))


def _market(c1: int, c2: int) -> Action:
    x, y = sorted((CARD_IDS[c1], CARD_IDS[c2]))
    return Action(f"market {x} {y}", (MARKET, c1, c2, -1))


# MARKET_ACTS[c1][c2 - c1 - 1] (c1 < c2): "market <c1> <c2>", the two ids sorted as strings
MARKET_ACTS = tuple(tuple(_market(a, b) for b in range(a + 1, NCARDS)) for a in range(NCARDS))
