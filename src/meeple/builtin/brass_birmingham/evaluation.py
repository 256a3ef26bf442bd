"""The bots' evaluation of an unfinished game: each seat's likely final standing.

At a table of players, a logistic of each pair's projected VP difference. Against the Automa
(more seats than players) the Automa often leads by far more than that logistic can tell apart,
so the solo estimate projects further (unflipped tiles count part of their VP) and its logistic is
wide enough that every VP the human gains still moves the estimate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import (
    LEVEL_OF_SPACE,
    LINK_ENDS,
    MERCHANT_LINK_VP,
    MERCHANT_LOCS,
    NLINKS,
    NLOCS,
    NSLOTS,
    SLOT_LOC,
    T_LEVEL,
    T_LINKVP,
    T_VP,
)

if TYPE_CHECKING:
    from .state import BrassState

TABLE_SCALE = 8.0
"""VP difference per unit of the logistic between two players."""
SOLO_SCALE = 60.0
"""VP difference per unit of the logistic between the human and the Automa."""
UNFLIPPED_SHARE = 1.0
"""Part of an unflipped tile's VP and link VP the solo estimate counts (it may still flip)."""


def estimate(state: BrassState) -> tuple[float, ...]:
    """Likely final standing per seat from VP, the VP flipped tiles and links would score now,
    the income still to come and money; against the Automa, unflipped tiles count in part."""
    solo = state.seats > state.players
    unflipped = UNFLIPPED_SHARE if solo else 0.0
    n = state.n
    loc_vp = [0.0] * NLOCS
    for s in range(NSLOTS):
        if state.slot_owner[s] >= 0:
            loc_vp[SLOT_LOC[s]] += T_LINKVP[state.slot_tile[s]] * (1.0 if state.slot_flipped[s] else unflipped)
    for m in MERCHANT_LOCS:
        loc_vp[m] += MERCHANT_LINK_VP
    value = [float(v) for v in state.vp]
    for k in range(NLINKS):
        if state.link_owner[k] >= 0:
            value[state.link_owner[k]] += sum(loc_vp[e] for e in LINK_ENDS[k])
    for s in range(NSLOTS):
        if state.slot_owner[s] >= 0:
            t = state.slot_tile[s]
            tile_vp = T_VP[t] * (2 if state.era == 0 and T_LEVEL[t] > 1 else 1)
            value[state.slot_owner[s]] += tile_vp * (1.0 if state.slot_flipped[s] else unflipped)
    rounds_left = state.rounds - state.round_number + (state.rounds if state.era == 0 else 0)
    for p in range(state.players if solo else n):  # the Automa has no income and no money
        value[p] += 0.25 * LEVEL_OF_SPACE[state.income_space[p]] * rounds_left + state.money[p] / 10
    scale = SOLO_SCALE if solo else TABLE_SCALE
    out = []
    for p in range(n):
        wins = 0.0
        for q in range(n):
            if q != p:
                d = value[p] - value[q]
                wins += 1.0 / (1.0 + 2.718281828 ** (-d / scale))
        out.append(wins / (n - 1))
    return tuple(out)
