"""The bots' evaluation of an unfinished game: each seat's likely final standing."""

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


def estimate(state: BrassState) -> tuple[float, ...]:
    """Likely final standing per seat from VP, the VP flipped tiles and links would score now,
    the income still to come and money."""
    n = state.n
    loc_vp = [0] * NLOCS
    for s in range(NSLOTS):
        if state.so[s] >= 0 and state.sf[s]:
            loc_vp[SLOT_LOC[s]] += T_LINKVP[state.st[s]]
    for m in MERCHANT_LOCS:
        loc_vp[m] += MERCHANT_LINK_VP
    value = [float(v) for v in state.vp]
    for k in range(NLINKS):
        if state.lo[k] >= 0:
            value[state.lo[k]] += sum(loc_vp[e] for e in LINK_ENDS[k])
    for s in range(NSLOTS):
        if state.so[s] >= 0 and state.sf[s]:
            value[state.so[s]] += T_VP[state.st[s]] * (2 if state.era == 0 and T_LEVEL[state.st[s]] > 1 else 1)
    rounds_left = state.rounds - state.rnd + (state.rounds if state.era == 0 else 0)
    for p in range(n):
        value[p] += 0.25 * LEVEL_OF_SPACE[state.inc[p]] * rounds_left + state.money[p] / 10
    out = []
    for p in range(n):
        wins = 0.0
        for q in range(n):
            if q != p:
                d = value[p] - value[q]
                wins += 1.0 / (1.0 + 2.718281828 ** (-d / 8.0))
        out.append(wins / (n - 1))
    return tuple(out)
