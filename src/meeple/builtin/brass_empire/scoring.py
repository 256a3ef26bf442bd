"""Scores, tie-breakers and results (spec 4.2, 4.3, 5.1, 5.3, 5.4), and ``evaluate()`` for the bots."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core import Result

from .cards import AI_BASE_INCOME, AI_DESIGN_THRESHOLD, AI_INCOME_PER_BUILDING
from .kinds import PLAY

if TYPE_CHECKING:
    from .state import EmpireState


def owned(state: EmpireState, seat: int) -> list[int]:
    """Every card the seat owns (4.2): draw pile, hand, discard, played, in play, the platform."""
    cards = state.draw[seat] + state.hand[seat] + state.discard[seat] + state.played[seat] + state.in_play[seat]
    if state.platform[seat] >= 0 and seat not in state.eliminated:
        cards.append(state.platform[seat])
    return cards


def figures(state: EmpireState, seat: int) -> tuple[int, int, int, int]:
    """(score, own-colour BV, owned cards, tokens) of a player (4.2, 4.3)."""
    t = state.t
    mine = owned(state, seat)
    bv = sum(t.card[i].bv for i in mine)
    colour = t.faction[seat]
    own = sum(t.card[i].bv for i in mine if t.card[i].faction == colour)
    return state.tokens[seat] + bv, own, len(mine), state.tokens[seat]


def ai_total(state: EmpireState) -> int:
    """I-22: AI tokens + BV of its score pile and play area."""
    t = state.t
    return state.tokens[1] + sum(t.card[i].bv for i in state.ai_score + state.in_play[1])


def result(state: EmpireState) -> Result:
    t = state.t
    n = t.n
    if t.solitaire:
        human = figures(state, 0)[0]
        ai = ai_total(state)
        win = human > ai
        return Result((human, ai), (0, 1) if win else (1, 0), (0,) if win else (1,),
                      {"capped": state.capped})
    if t.battle:
        alive = [s for s in range(n) if s not in state.eliminated]
        alive.sort(key=lambda s: (-state.tokens[s], s))
        ranking = tuple(alive) + tuple(reversed(state.eliminated))
        if len(alive) == 1:
            winners: tuple[int, ...] = (alive[0],)
        else:
            best = state.tokens[alive[0]]
            winners = tuple(s for s in alive if state.tokens[s] == best)
        scores = tuple(state.tokens[s] if s not in state.eliminated else 0 for s in range(n))
        return Result(scores, ranking, winners, {"capped": state.capped, "eliminated": list(state.eliminated)})
    figs = [figures(state, s) for s in range(n)]
    scores = tuple(f[0] for f in figs)
    if t.teams:
        teams = sorted({t.team[s] for s in range(n)})
        members = {tm: [s for s in range(n) if t.team[s] == tm] for tm in teams}
        keys = {tm: (sum(figs[s][0] for s in members[tm]), sum(figs[s][1] for s in members[tm]),
                     -sum(figs[s][2] for s in members[tm]), sum(figs[s][3] for s in members[tm]))
                for tm in teams}
        order = sorted(teams, key=lambda tm: tuple(-k for k in keys[tm]) + (min(members[tm]),))
        ranking = tuple(s for tm in order for s in sorted(members[tm], key=lambda s: (-scores[s], s)))
        winners = tuple(s for tm in order if keys[tm] == keys[order[0]] for s in members[tm])
        winners = tuple(s for s in ranking if s in winners)
        return Result(scores, ranking, winners, {"team_scores": [keys[tm][0] for tm in teams],
                                                 "capped": state.capped})
    seat_keys = [(f[0], f[1], -f[2], f[3]) for f in figs]
    ranking = tuple(sorted(range(n), key=lambda s: tuple(-k for k in seat_keys[s]) + (s,)))
    winners = tuple(s for s in ranking if seat_keys[s] == seat_keys[ranking[0]])
    return Result(scores, ranking, winners, {"capped": state.capped})


def strength(state: EmpireState, seat: int) -> float:
    """A seat's material: score, plus its deck's buying power, its units' mining power and its turn pool."""
    t = state.t
    if t.battle and seat in state.eliminated:
        return -100.0
    units = sum(t.card[i].attack + t.card[i].mine_extra for i in state.in_play[seat] if t.card[i].type == 2)
    if t.solitaire and seat == 1:
        buildings = sum(1 for i in state.in_play[1] if t.card[i].type == 1)
        return ai_total(state) + 2.0 * units + 2.0 * buildings + 1.0
    mine = owned(state, seat)
    engine = 0.4 * sum(t.card[i].cost for i in mine if t.card[i].cost > 0)
    pool = 0.0
    if seat == state.active:
        pool = 0.3 * (state.labor + state.construction)
        if state.phase == PLAY:  # what the hand can still produce this turn
            pool += 0.3 * sum(t.card[i].produce for i in state.hand[seat])
    plat = state.platform[seat]
    platform = 1.0 if plat >= 0 and state.face_up[plat] else 0.0
    if t.battle:
        return 3.0 * state.tokens[seat] + 2.0 * units + engine + pool + platform
    miners = 1.0 + min(state.pool, 60) / 20.0  # a miner earns for the turns still to come
    return state.tokens[seat] + sum(t.card[i].bv for i in mine) + engine + miners * units + pool + platform


def solitaire_projection(state: EmpireState) -> tuple[float, float]:
    """Solitaire: both totals projected to the end of the game.

    The pool empties at the rate both sides mine it; until then the AI earns its income and its
    units' mining and takes a Labor card (and, from 7 tokens, a Design card) a turn, while the
    human earns what its units mine plus roughly a Brass value of cards bought per turn.
    """
    t = state.t
    ai_rate = float(AI_BASE_INCOME + sum(
        (AI_INCOME_PER_BUILDING if t.card[i].type == 1 else t.card[i].attack + t.card[i].mine_extra)
        for i in state.in_play[1]))
    human_rate = float(sum(t.card[i].attack + t.card[i].mine_extra for i in state.in_play[0]
                           if t.card[i].type == 2))
    plat = state.platform[0]
    if plat >= 0 and state.face_up[plat] and human_rate:
        human_rate += 1.0
    turns = state.pool / max(1.0, ai_rate + human_rate)
    cards = 1.2 + (1.8 if state.tokens[1] >= AI_DESIGN_THRESHOLD else 0.0)
    ai = ai_total(state) + turns * (ai_rate + cards)
    human = strength(state, 0) + turns * (human_rate + 1.0)
    return human, ai


def evaluate(state: EmpireState) -> tuple[float, ...]:
    """Each seat's likely standing in [0, 1]: its strength's share of its own plus the best opponent's.

    Strength (``strength``) counts what wins (tokens and card values) and what earns more (the cards'
    costs as buying power, units as miners, unspent resources); teams add their members' strength.
    """
    t = state.t
    n = t.seats
    if t.solitaire:
        human, ai = solitaire_projection(state)
        return ((human + 1.0) / (human + ai + 2.0), (ai + 1.0) / (human + ai + 2.0))
    power = [strength(state, s) for s in range(n)]
    if t.teams:
        team_sum = {tm: sum(power[s] for s in range(n) if t.team[s] == tm) for tm in set(t.team)}
        power = [team_sum[t.team[s]] for s in range(n)]
    out = []
    for s in range(n):
        best = max(power[o] for o in range(n) if t.team[o] != t.team[s])
        mine = max(power[s], 0.0) + 1.0
        out.append(mine / (mine + max(best, 0.0) + 1.0))
    return tuple(out)
