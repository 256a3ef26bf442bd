"""A cheap default policy for the bots (not a rule: the bots' side, like scoring): the ``policy`` agent plays
it, and the ``rollout`` agent finishes each candidate action's turn with it (``search.finish_turns``) before
``evaluate()`` scores the turn. The turn as a rush plays it (spec 3.4-3.9): every card of the hand, the building
abilities, a destroyed Mining Platform rebuilt, then the card each currency buys that is worth most to it
(``Rush``: units and Construction while the Mining Pool is large, Brass value after; in Solitaire the AI's next
card denied), in Solitaire an attack on an AI card one attack destroys when that is worth more than mining,
every other unit mining, and the end of the turn. Sub-decisions: dismiss the starting Clerks-like cards (Labor
only, no Brass value), discard the least productive card, damage the card it destroys, accept an optional
effect, pass a response window, otherwise at random.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core import Action

from .cards import (
    AI_BASE_INCOME,
    AI_DESIGN_THRESHOLD,
    BUILDING,
    CARDS,
    DESTROY_REWARD,
    UNIT,
    Card,
)
from .kinds import (
    A_CONFIRM,
    A_DISCARD,
    A_DISMISS,
    A_RESPOND,
    A_TARGET,
    ACTIVATE,
    ATTACK,
    BUY,
    DESIGN_ROW,
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
from .scoring import BUILDING_PRODUCTION, PRODUCTION, ai_earning

if TYPE_CHECKING:
    from .state import EmpireState

DESTROYED = 10.0  # damage that destroys a card ranks above any that does not (whose worth is at most 1)


class Rush:
    """The rush's weights, in Brass (tuned on its games against the Solitaire AI by
    ``benchmarks/solitaire_rush_tune.py``, docs/benchmarks.md's sixth pass). A card bought is worth its Brass
    value plus a share of what it earns a turn (``mining`` a point of a unit's mining, ``construction``,
    ``labor`` and ``brass`` a point of each a play or activation, ``draw`` a card drawn): all of it while the
    pool holds ``invest_pool + invest_span`` Brass or more, none from ``invest_pool`` down; a buy is made only
    if worth more than ``least_worth``. In Solitaire (5.1) the row's rightmost card is the AI's next: buying it
    counts ``denial`` times the Brass value the AI then misses. An AI card one attack destroys is attacked
    when the reward and ``attack`` times what it would earn the AI over the turns left (the pool over
    ``pool_drain`` Brass a round), net of the attacker's own loss if it dies too, outweigh mining; ``aim`` sends
    damage effects where they destroy."""

    def __init__(self, mining: float = 5.0, construction: float = 2.0, labor: float = 0.4, brass: float = 3.0,
                 draw: float = 1.6, invest_pool: float = 16.0, invest_span: float = 24.0, least_worth: float = 1.0,
                 denial: float = 0.5, attack: float = 1.0, pool_drain: float = 8.0,
                 aim: bool = True) -> None:
        self.mining = mining
        self.construction = construction
        self.labor = labor
        self.brass = brass
        self.draw = draw
        self.invest_pool = invest_pool
        self.invest_span = invest_span
        self.least_worth = least_worth
        self.denial = denial
        self.attack = attack
        self.pool_drain = pool_drain
        self.aim = aim


RUSH = Rush()


def _worth(card: Card, investing: float, rush: Rush) -> float:
    """What buying ``card`` is worth to a rush: its Brass value, and the share ``investing`` of what it earns
    later."""
    if investing <= 0.0:
        return float(card.bv)
    labor, construction, brass, draws = PRODUCTION[card.index]
    if card.type == BUILDING:
        b_labor, b_construction, b_brass, b_draws = BUILDING_PRODUCTION[card.index]
        labor, construction, brass, draws = labor + b_labor, construction + b_construction, brass + b_brass, \
            draws + b_draws
    mining = float(card.attack + card.mine_extra) if card.type == UNIT else 0.0
    return card.bv + investing * (rush.mining * mining + rush.construction * construction + rush.labor * labor
                                  + rush.brass * brass + rush.draw * draws)


def _investing(state: EmpireState, rush: Rush) -> float:
    """The share of a card's later earnings a buy counts: 1 while the pool is large, falling to 0 over
    ``invest_span`` Brass to ``invest_pool`` (3.12: the pool's emptying ends the game)."""
    above = state.pool - rush.invest_pool
    if above <= 0.0:
        return 0.0
    if above >= rush.invest_span:
        return 1.0
    return above / rush.invest_span


def _bought(state: EmpireState, data: tuple) -> Card:
    """The card a BUY action's data names: a reserve deck's, or one in the Labor Market or Design row."""
    if data[1] == RESERVE_ROW:
        return CARDS[data[2]]
    row = state.labor_row if data[1] == LABOR_ROW else state.design_row
    return state.table.card[row[data[2]]]


def _ai_takes_design(state: EmpireState) -> bool:
    """Whether the AI may hold 7 tokens at its coming acquisition (5.1 steps 1-3): its income and every unit's
    mining added to its tokens."""
    card = state.table.card
    income = state.tokens[1] + AI_BASE_INCOME
    for inst in state.in_play[1]:
        income += ai_earning(card[inst])
    return income >= AI_DESIGN_THRESHOLD


def _denied(state: EmpireState, data: tuple) -> float:
    """The Brass value buying row slot ``data`` takes from the Solitaire AI: if the slot is the rightmost, the
    AI takes the card shifted into it instead (5.1 shifting rows and step 3)."""
    if data[1] == RESERVE_ROW:
        return 0.0
    design = data[1] == DESIGN_ROW
    if design and not _ai_takes_design(state):
        return 0.0
    row = state.design_row if design else state.labor_row
    slot = data[2]
    for later in range(slot + 1, len(row)):
        if row[later] >= 0:
            return 0.0
    card = state.table.card
    for earlier in range(slot - 1, -1, -1):
        if row[earlier] >= 0:
            return float(card[row[slot]].bv - card[row[earlier]].bv)
    return float(card[row[slot]].bv)


def _attack_gain(state: EmpireState, unit: int, target: int, rush: Rush) -> float:
    """Brass an attack by ``unit`` on the Solitaire AI's card ``target`` is worth, against mining with it: 0
    unless it destroys the target (3.6), which then earns the AI nothing more (its units attack the human's
    face-up platform instead of mining while the human leads in tokens, 5.1 step 2)."""
    card = state.table.card
    attacker, victim = card[unit], card[target]
    if state.damage[target] + attacker.attack < victim.health:
        return 0.0
    turns = state.pool / rush.pool_drain
    mining = attacker.attack + attacker.mine_extra
    earns = float(ai_earning(victim))
    if victim.type == UNIT:
        plat = state.platform[0]
        if state.tokens[0] > state.tokens[1] and plat >= 0 and state.face_up[plat] != 0:
            earns = 0.0  # it would attack the leading human's platform
    gain = DESTROY_REWARD + rush.attack * earns * turns - mining
    if state.damage[unit] + victim.attack >= attacker.health:
        gain -= DESTROY_REWARD + rush.attack * mining * turns
    return gain


def _damage_worth(state: EmpireState, target: int, amount: int) -> float:
    """How much dealing ``amount`` damage to ``target`` hurts its owner (1.4 damage, 3.6): a card destroyed
    most (its attack, what it mines or strikes back with), then the damage toward its destruction."""
    card = state.table.card[target]
    left = card.health - state.damage[target]
    if amount >= left:
        return DESTROYED + card.attack + card.mine_extra
    return amount / left


def playout_action(state: EmpireState, seat: int, rand: Callable[[], float], rush: Rush = RUSH) -> Action:
    """The rush's choice among ``seat``'s legal actions (the seat is to move), by the weights ``rush``."""
    legal = state.legal_actions(seat)
    ask = state.ask
    if state.pending_setup is not None:
        return legal[int(rand() * len(legal))]
    if ask is not None:
        kind = ask[0]
        card = state.table.card
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
        elif kind == A_TARGET and rush.aim:
            return max(legal, key=lambda a: _damage_worth(state, a[1][1], ask[3]))
        elif kind == A_DISCARD:
            return min((a for a in legal if a[1][0] == DISCARD_CARD), key=lambda a: card[a[1][1]].produce,
                       default=legal[0])
        return legal[int(rand() * len(legal))]
    investing = _investing(state, rush)
    solitaire = state.table.solitaire
    best: Action | None = None
    best_worth = rush.least_worth
    mine: Action | None = None
    attack: Action | None = None
    attack_gain = 0.0
    end: Action | None = None
    for a in legal:
        kind = a[1][0]
        if kind == PLAY_CARD or kind == ACTIVATE or kind == REBUILD:
            return a
        if kind == BUY:
            if a[1][3]:
                continue
            worth = _worth(_bought(state, a[1]), investing, rush)
            if solitaire and rush.denial != 0.0:
                worth += rush.denial * _denied(state, a[1])
            if worth > best_worth:
                best, best_worth = a, worth
        elif kind == MINE:
            if mine is None:
                mine = a
        elif kind == ATTACK:
            if solitaire and rush.attack != 0.0 and a[1][2] >= 0:
                gain = _attack_gain(state, a[1][1], a[1][2], rush)
                if gain > attack_gain:
                    attack, attack_gain = a, gain
        elif kind == END_PLAY or kind == END_TURN:
            end = a
    if best is not None:
        return best
    if attack is not None:
        return attack
    if mine is not None:
        return mine
    assert end is not None  # the main decision always offers ending the phase or the turn
    return end
