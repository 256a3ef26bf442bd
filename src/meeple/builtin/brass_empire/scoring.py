"""Scores, tie-breakers and results (spec 4.2, 4.3, 5.1, 5.3, 5.4), and ``evaluate()`` for the bots."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.core import Result

from .cards import (
    AI_BASE_INCOME,
    AI_DESIGN_THRESHOLD,
    AI_INCOME_PER_BUILDING,
    BUILDING,
    CARDS,
    CHOOSE,
    DESIGN_CARDS,
    DESTROY_REWARD,
    DISCARD,
    DISMISS,
    DRAW,
    EMPLOYEE,
    GAIN,
    HAND_SIZE,
    LABOR_CARDS,
    REBUILD_COST,
    UNIT,
    Card,
)
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
    t = state.table
    mine = owned(state, seat)
    bv = sum(t.card[i].bv for i in mine)
    colour = t.faction[seat]
    own = sum(t.card[i].bv for i in mine if t.card[i].faction == colour)
    return state.tokens[seat] + bv, own, len(mine), state.tokens[seat]


def ai_total(state: EmpireState) -> int:
    """I-22: AI tokens + BV of its score pile and play area."""
    t = state.table
    return state.tokens[1] + sum(t.card[i].bv for i in state.ai_score + state.in_play[1])


def result(state: EmpireState) -> Result:
    t = state.table
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


ENGINE_WEIGHT = 0.6  # a card's cost, as the buying power it adds to its owner's deck
TURN_POOL_WEIGHT = 0.2  # unspent Labor and Construction, and what the hand can still produce this turn
MARGIN_SCALE = 10.0  # strength points that move a standing from 0.5 to about 0.73
SOLO_MARGIN_SCALE = 8.0
SOLO_MARGIN_WEIGHT = 0.8  # the rest is the share, so a hopeless margin still ranks the moves
HUMAN_BV_PER_RESOURCE = 0.5  # Brass value a Solitaire player buys a round per Labor or Construction produced
PROJECTION_ROUNDS = 40
MINING_PER_CONSTRUCTION = 0.12  # Brass a turn a unit mines per Construction spent (the rows offer few units early)
INVEST_DELAY = 3.0  # turns from buying a unit to its first mine (discard, draw, play, then mine)
INVEST_POOL = 12.0  # Brass left in the pool above which Construction buys miners rather than Brass values
END_SPREAD = 8.0  # Brass of error in the projected pool, at most: how gradually the end comes (not a cliff)
END_SPREAD_A_TURN = 2.0  # the error grows by this much with each turn projected: the next turn's end is nearly sure
MIN_ALIVE = 0.01  # the projection stops when the game is this unlikely to go on
MAX_DRAWS_A_CARD = 0.5  # a deck drawing more (a hand of 10 cards a turn) is beyond these cards
UNSPENT_SHARE = 0.8  # what Labor and Construction still to spend this turn are worth, against spending them


def strength(state: EmpireState, seat: int) -> float:
    """A player's material: score, plus its deck's buying power, its units' mining power and its turn pool."""
    t = state.table
    if t.battle and seat in state.eliminated:
        return -100.0
    units = sum(t.card[i].attack + t.card[i].mine_extra for i in state.in_play[seat] if t.card[i].type == UNIT)
    mine = owned(state, seat)
    engine = ENGINE_WEIGHT * sum(t.card[i].cost for i in mine if t.card[i].cost > 0)
    pool = 0.0
    if seat == state.active:
        pool = TURN_POOL_WEIGHT * (state.labor + state.construction)
        if state.phase == PLAY:
            pool += TURN_POOL_WEIGHT * sum(t.card[i].produce for i in state.hand[seat])
    plat = state.platform[seat]
    platform = 1.0 if plat >= 0 and state.face_up[plat] else 0.0
    if t.battle:
        return 3.0 * state.tokens[seat] + 2.0 * units + engine + pool + platform
    miners = 1.0 + min(state.pool, 60) / 20.0  # a miner earns for the turns still to come
    return state.tokens[seat] + sum(t.card[i].bv for i in mine) + engine + miners * units + pool + platform


def ai_earning(card: Card) -> int:
    """Brass a turn ``card`` in the Solitaire AI's play earns it (5.1): a unit mines its attack and extra
    mining, a building adds to its income."""
    return card.attack + card.mine_extra if card.type == UNIT else AI_INCOME_PER_BUILDING


def _deck_average(deck: tuple[tuple[int, int], ...]) -> tuple[float, float]:
    """(mean BV, mean Brass a turn the AI earns from it) of a shared deck's card, the AI's way (5.1)."""
    copies = sum(count for _, count in deck)
    bv = sum(CARDS[i].bv * count for i, count in deck)
    earns = sum(ai_earning(CARDS[i]) * count for i, count in deck)
    return bv / copies, earns / copies


def _production(effects: tuple) -> tuple[float, float, float, float]:
    """(Labor, Construction, Brass, cards drawn) a card's effects give (1.4): unconditional gains, the gains for
    each card it may dismiss (1.4 ``per_card``, counted for every card: a deck of Clerks has them to spare) and
    the cards it draws."""
    labor = construction = brass = draws = 0.0
    for effect in effects:
        if effect[0] == GAIN:
            labor += effect[2]
            construction += effect[3]
            brass += effect[4]
        elif effect[0] == DRAW:
            draws += effect[2]
        elif effect[0] == DISMISS:
            for gain in effect[4]:
                if gain[0] == GAIN:
                    labor += effect[2] * gain[2]
                    construction += effect[2] * gain[3]
                    brass += effect[2] * gain[4]
    return labor, construction, brass, draws


def _building_production(card: Card) -> tuple[float, float, float, float]:
    """(Labor, Construction, Brass, cards drawn) a building's once-per-turn ability gives, net of its cost; of a
    choice, the richest option; a draw followed by a discard only sorts the hand (1.4, 3.4)."""
    if card.activated is None:
        return 0.0, 0.0, 0.0, 0.0
    labor, construction, brass, draws = _production(card.activated)
    labor -= card.act_labor
    construction -= card.act_construction
    if any(effect[0] == DISCARD for effect in card.activated):
        draws = 0.0
    for effect in card.activated:
        if effect[0] == CHOOSE:
            options = [option[0] for option in effect[2] if option and option[0][0] == GAIN]
            if options:
                gain = max(options, key=lambda option: option[2] + option[3] + option[4])
                labor += gain[2]
                construction += gain[3]
                brass += gain[4]
    return labor, construction, brass, draws


PRODUCTION = tuple(_production(c.on_play) for c in CARDS)  # a card played
BUILDING_PRODUCTION = tuple(_building_production(c) for c in CARDS)
LABOR_AVERAGE_BV = _deck_average(LABOR_CARDS)[0]
DESIGN_AVERAGE_BV, DESIGN_AVERAGE_EARNING = _deck_average(DESIGN_CARDS)


def _first_turn(state: EmpireState, inst: int, in_play: bool, depth: float) -> float:
    """The human turn (0 = the current or next one) from which a unit can mine or a building is built (3.5,
    3.10): in play, now or, if it entered or acted this turn, next turn; from the hand, the turn after it is
    played; from deeper (``depth`` cards down the draw pile, the discard pile after it), the turn after it
    is drawn."""
    if in_play:
        if state.active == 0 and (state.entered[inst] >= state.turn or state.acted[inst]):
            return 1.0
        return 0.0
    if depth <= 0:
        return 1.0
    return 1.5 + depth / HAND_SIZE


def solitaire_projection(state: EmpireState) -> tuple[float, float]:
    """Solitaire: both totals projected round by round to the turn the pool empties (5.1).

    The AI plays its turns as the rules do: income, then each unit in order attacks the human's Mining
    Platform while the human has more tokens and the platform stands (the platform strikes back, a
    unit or platform destroyed gives its destroyer 1 Brass) and mines otherwise; the rightmost Labor
    card and, from 7 tokens, the rightmost Design card (the public rows first, then the decks' average
    card). Those comparisons count the tokens each side holds if the game goes on, not the totals weighed
    by that chance. The human mines with every unit it owns from the turn it can reach play (the platform's
    bonus included, a destroyed platform rebuilt for 1 Construction), adds its buildings' once-per-turn
    gains, and spends what its deck produces a turn (a hand and the cards its draws add, ``_production``):
    Construction on miners while the pool is large
    (``MINING_PER_CONSTRUCTION``, ``INVEST_DELAY`` turns later), otherwise, like Labor, on Brass values;
    what it can still spend this turn counts like that too (``UNSPENT_SHARE``). Every turn's gains are
    weighed by the chance that the game still goes on (``_goes_on``), a logistic of the projected pool
    whose width grows with the turns projected: the projection is too rough to know which later turn
    empties the pool, and a hard end would make one Brass mined flip a whole turn for both sides.
    """
    t = state.table
    card = t.card
    mine = owned(state, 0)
    human_tokens = float(state.tokens[0])
    human_bv = float(sum(card[i].bv for i in mine))
    draw_depth = (len(state.draw[0]) + 1) / 2.0
    discard_depth = len(state.draw[0]) + (len(state.discard[0]) + len(state.played[0]) + 1) / 2.0
    hand_depth = discard_depth if state.active == 0 and state.phase != PLAY else 0.0
    miners: list[tuple[float, float]] = []  # (first human turn, Brass a turn)
    buildings: list[tuple[float, float, float, float]] = []  # (first human turn, Labor, Construction, Brass)
    drawing, holding, playing = set(state.draw[0]), set(state.hand[0]), set(state.in_play[0])
    labor_a_turn = construction_a_turn = brass_a_turn = draws_a_turn = 0.0  # the deck's production, summed here
    building_draws: list[tuple[float, float]] = []  # (first human turn, cards drawn a turn)
    for i in mine:
        c = card[i]
        card_labor, card_construction, card_brass, card_draws = PRODUCTION[c.index]
        labor_a_turn += card_labor
        construction_a_turn += card_construction
        brass_a_turn += card_brass
        draws_a_turn += card_draws
        if c.type == EMPLOYEE or (c.type == BUILDING and BUILDING_PRODUCTION[c.index] == (0.0, 0.0, 0.0, 0.0)):
            continue
        in_play = i in playing
        if i in drawing:
            depth = draw_depth
        elif i in holding:
            depth = hand_depth
        elif in_play:
            depth = 0.0
        else:
            depth = discard_depth
        if c.type == UNIT:
            miners.append((_first_turn(state, i, in_play, depth), float(c.attack + c.mine_extra)))
        elif not c.platform:
            first = 1.0 if depth == 0 else _first_turn(state, i, in_play, depth)
            labor_gain, construction_gain, brass_gain, draw_gain = BUILDING_PRODUCTION[c.index]
            buildings.append((first, labor_gain, construction_gain, brass_gain))
            if draw_gain:
                building_draws.append((first, draw_gain))
    deck = max(1, len(mine))  # then averaged over the deck: a hand's worth a turn, its draws' cards included
    per_card = (labor_a_turn / deck, construction_a_turn / deck, brass_a_turn / deck)
    cards_a_turn = HAND_SIZE / (1.0 - min(MAX_DRAWS_A_CARD, draws_a_turn / deck))
    labor_a_turn, construction_a_turn, brass_a_turn = (cards_a_turn * amount for amount in per_card)
    for first, draw_gain in building_draws:  # a building's draw: one more average card a turn
        buildings.append((first, draw_gain * per_card[0], draw_gain * per_card[1], draw_gain * per_card[2]))
    plat = state.platform[0]
    platform_up = plat >= 0 and bool(state.face_up[plat])
    platform_damage = float(state.damage[plat]) if platform_up else 0.0
    platform_card = card[plat]
    if state.active == 0:  # what is still to spend this turn, valued like a later turn's production
        labor_now, construction_now = float(state.labor), float(state.construction)
        if state.phase == PLAY:
            hand_labor = hand_construction = hand_draws = 0.0
            for i in state.hand[0]:
                card_labor, card_construction, _, card_draws = PRODUCTION[card[i].index]
                hand_labor += card_labor
                hand_construction += card_construction
                hand_draws += card_draws
            labor_now += hand_labor + hand_draws * per_card[0]
            construction_now += hand_construction + hand_draws * per_card[1]
        human_bv += UNSPENT_SHARE * HUMAN_BV_PER_RESOURCE * labor_now
        if state.pool > INVEST_POOL:
            miners.append((INVEST_DELAY, UNSPENT_SHARE * MINING_PER_CONSTRUCTION * construction_now))
        else:
            human_bv += UNSPENT_SHARE * HUMAN_BV_PER_RESOURCE * construction_now
    ai_tokens = float(state.tokens[1])
    ai_cards = float(ai_total(state) - state.tokens[1])
    ai_income = float(AI_BASE_INCOME + AI_INCOME_PER_BUILDING * sum(
        1 for i in state.in_play[1] if card[i].type == BUILDING))
    ai_units = [[float(card[i].attack + card[i].mine_extra), float(card[i].attack),
                 float(card[i].health - state.damage[i])] for i in state.in_play[1] if card[i].type == UNIT]
    labor = [i for i in state.labor_row if i >= 0]
    design = [i for i in state.design_row if i >= 0]
    pool = float(state.pool)
    last = pool <= 0  # the end is triggered: this turn is the last one (5.1)
    alive = 1.0  # the chance that the game goes on, as the projected pool runs out
    human_holds, ai_holds = human_tokens, ai_tokens  # the tokens each holds if the game goes on (5.1 steps 2-3)
    human_next = state.active == 0
    turn = 0
    for _ in range(PROJECTION_ROUNDS):
        if human_next:
            if not platform_up and turn > 0:
                platform_up, platform_damage = True, 0.0
                human_bv -= alive * HUMAN_BV_PER_RESOURCE * REBUILD_COST
            rate = 0.0
            for first, amount in miners:
                if turn > first:
                    rate += amount
                elif turn > first - 1.0:
                    rate += amount * (turn - first + 1.0)
            if rate >= 1.0 and platform_up:
                rate += platform_card.mine_bonus
            if turn == 0 and state.active == 0 and state.bonus_used:
                rate = sum(a for f, a in miners if f <= 0.0)
            if turn > 0:
                labor_then, construction_then, brass_then = labor_a_turn, construction_a_turn, brass_a_turn
                for first, labor_gain, construction_gain, brass_gain in buildings:
                    if turn >= first:
                        labor_then += labor_gain
                        construction_then += construction_gain
                        brass_then += brass_gain
                human_tokens += alive * brass_then
                human_holds += brass_then
                human_bv += alive * HUMAN_BV_PER_RESOURCE * labor_then
                if pool - rate > INVEST_POOL:
                    miners.append((turn + INVEST_DELAY, MINING_PER_CONSTRUCTION * construction_then))
                else:
                    human_bv += alive * HUMAN_BV_PER_RESOURCE * construction_then
            human_tokens += alive * rate
            human_holds += rate
            pool -= rate
            turn += 1
            alive = 0.0 if last else min(alive, _goes_on(pool, turn))
            if alive < MIN_ALIVE:
                break
        human_next = True
        ai_tokens += alive * ai_income
        ai_holds += ai_income
        pool -= ai_income
        for unit in ai_units:
            if unit[2] <= 0:
                continue
            if platform_up and human_holds > ai_holds:
                platform_damage += unit[1]
                unit[2] -= platform_card.attack
                if unit[2] <= 0:
                    human_tokens += alive * DESTROY_REWARD
                    human_holds += DESTROY_REWARD
                    pool -= DESTROY_REWARD
                if platform_damage >= platform_card.health:
                    platform_up = False
                    ai_tokens += alive * DESTROY_REWARD
                    ai_holds += DESTROY_REWARD
                    pool -= DESTROY_REWARD
            else:
                ai_tokens += alive * unit[0]
                ai_holds += unit[0]
                pool -= unit[0]
        ai_cards += alive * (card[labor.pop()].bv if labor else LABOR_AVERAGE_BV)
        if ai_holds >= AI_DESIGN_THRESHOLD:
            if design:
                taken = card[design.pop()]
                ai_cards += alive * taken.bv
                if taken.type == UNIT:
                    ai_units.append([float(taken.attack + taken.mine_extra), float(taken.attack),
                                     float(taken.health)])
                else:
                    ai_income += AI_INCOME_PER_BUILDING
            else:
                ai_cards += alive * DESIGN_AVERAGE_BV
                ai_income += DESIGN_AVERAGE_EARNING
        alive = 0.0 if last else min(alive, _goes_on(pool, turn))
        if alive < MIN_ALIVE:
            break
    return human_tokens + human_bv, ai_tokens + ai_cards


def _goes_on(pool: float, turn: int) -> float:
    """The chance that the game goes on after the ``turn``-th projected turn (1 = the current one) leaves ``pool``
    Brass in the pool: it goes on while a token is left (3.12, 5.1). The projected pool's error grows with the
    turns projected, ``END_SPREAD_A_TURN`` a turn up to ``END_SPREAD``: the coming turn's end is nearly sure, so
    emptying the pool before the AI's turn counts (5.1 End)."""
    return _logistic((pool - 0.5) / min(END_SPREAD, END_SPREAD_A_TURN * max(turn, 1)))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def evaluate(state: EmpireState) -> tuple[float, ...]:
    """Each seat's likely standing in [0, 1], from its strength's margin over the best opponent.

    A logistic of the margin (``MARGIN_SCALE`` points wide) keeps a few points' difference visible to
    the search; a share of the strengths would make every move of a long game look alike. Strength
    (``strength``) counts what wins (tokens and card values) and what earns more (the cards' costs as
    buying power, units as miners, unspent resources); teams add their members' strength. Solitaire
    compares the two totals projected to the end (``solitaire_projection``), blended with their share
    so that moves still rank when the AI leads by far.
    """
    t = state.table
    n = t.seats
    if t.solitaire:
        human, ai = solitaire_projection(state)
        share = (max(human, 0.0) + 1.0) / (max(human, 0.0) + max(ai, 0.0) + 2.0)
        value = SOLO_MARGIN_WEIGHT * _logistic((human - ai) / SOLO_MARGIN_SCALE) + (1 - SOLO_MARGIN_WEIGHT) * share
        return value, 1.0 - value
    power = [strength(state, s) for s in range(n)]
    if t.teams:
        team_sum = {tm: sum(power[s] for s in range(n) if t.team[s] == tm) for tm in set(t.team)}
        power = [team_sum[t.team[s]] for s in range(n)]
    out = []
    for s in range(n):
        best = max(power[o] for o in range(n) if t.team[o] != t.team[s])
        out.append(_logistic((power[s] - best) / MARGIN_SCALE))
    return tuple(out)
