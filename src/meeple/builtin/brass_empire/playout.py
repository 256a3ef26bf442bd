"""A cheap default policy for the bots (not a rule: the bots' side, like scoring): the ``policy`` agent plays
it, and the ``rollout`` agent finishes each candidate action's turn with it (``search.finish_turns``) before
``evaluate()`` scores the turn. The turn as a rush plays it (spec 3.4-3.9): every card of the hand, the building
abilities, a destroyed Mining Platform rebuilt, then the best card each currency buys (units and
Construction while the Mining Pool is large, Brass value after), every unit mining, and the end of the
turn. Sub-decisions: dismiss the starting Clerks-like cards (Labor only, no Brass value), discard the
least productive card, accept an optional effect, pass a response window, otherwise at random.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core import Action

from .cards import BUILDING, CARDS, UNIT, Card
from .kinds import (
    A_CONFIRM,
    A_DISCARD,
    A_DISMISS,
    A_RESPOND,
    ACTIVATE,
    BUY,
    DISCARD_CARD,
    DISMISS_CARD,
    DONE,
    END_PLAY,
    END_TURN,
    LABOR_ROW,
    MINE,
    PASS,
    PLAY_CARD,
    REBUILD,
    RESERVE_ROW,
    YES,
)
from .scoring import BUILDING_PRODUCTION, INVEST_POOL, PRODUCTION

if TYPE_CHECKING:
    from .state import EmpireState

MINING_WORTH = 3.0  # a point of mining, bought while the pool is large: it mines for several turns
CONSTRUCTION_WORTH = 1.5  # a point of Construction a card or building adds to each play of it
LABOR_WORTH = 0.8
BRASS_WORTH = 2.0
DRAW_WORTH = 0.8


def _worth(card: Card, investing: bool) -> float:
    """What buying ``card`` is worth to a rush: its Brass value, and while investing what it earns later."""
    if not investing:
        return float(card.bv)
    labor, construction, brass, draws = PRODUCTION[card.index]
    if card.type == BUILDING:
        b_labor, b_construction, b_brass, b_draws = BUILDING_PRODUCTION[card.index]
        labor, construction, brass, draws = labor + b_labor, construction + b_construction, brass + b_brass, \
            draws + b_draws
    mining = float(card.attack + card.mine_extra) if card.type == UNIT else 0.0
    return (card.bv + MINING_WORTH * mining + CONSTRUCTION_WORTH * construction + LABOR_WORTH * labor
            + BRASS_WORTH * brass + DRAW_WORTH * draws)


def _bought(state: EmpireState, data: tuple) -> Card:
    """The card a BUY action's data names: a reserve deck's, or one in the Labor Market or Design row."""
    if data[1] == RESERVE_ROW:
        return CARDS[data[2]]
    row = state.labor_row if data[1] == LABOR_ROW else state.design_row
    return state.t.card[row[data[2]]]


def playout_action(state: EmpireState, seat: int, rand: Callable[[], float]) -> Action:
    """The rush's choice among ``seat``'s legal actions (the seat is to move)."""
    legal = state.legal_actions(seat)
    ask = state.ask
    if state.pre is not None:
        return legal[int(rand() * len(legal))]
    if ask is not None:
        kind = ask[0]
        card = state.t.card
        if kind == A_RESPOND or kind == A_CONFIRM:
            want = PASS if kind == A_RESPOND else YES
            for a in legal:
                if a[1][0] == want:
                    return a
        elif kind == A_DISMISS:
            for a in legal:
                if a[1][0] == DISMISS_CARD:
                    c = card[a[1][1]]
                    labor, construction, brass, draws = PRODUCTION[c.index]
                    if c.bv == 0 and construction == 0 and brass == 0 and draws == 0 and c.type != BUILDING:
                        return a
            for a in legal:
                if a[1][0] == DONE:
                    return a
        elif kind == A_DISCARD:
            return min((a for a in legal if a[1][0] == DISCARD_CARD), key=lambda a: card[a[1][1]].produce,
                       default=legal[0])
        return legal[int(rand() * len(legal))]
    investing = state.pool > INVEST_POOL
    best: Action | None = None
    best_worth = 0.0
    mine: Action | None = None
    end: Action | None = None
    for a in legal:
        kind = a[1][0]
        if kind == PLAY_CARD or kind == ACTIVATE or kind == REBUILD:
            return a
        if kind == BUY:
            worth = _worth(_bought(state, a[1]), investing)
            if worth > best_worth and not a[1][3]:
                best, best_worth = a, worth
        elif kind == MINE:
            if mine is None:
                mine = a
        elif kind == END_PLAY or kind == END_TURN:
            end = a
    if best is not None:
        return best
    if mine is not None:
        return mine
    assert end is not None  # the main decision always offers ending the phase or the turn
    return end
