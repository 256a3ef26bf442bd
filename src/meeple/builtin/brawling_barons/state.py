"""The Brawling Barons state and its rules (spec sections 2.3-8).

Cards are ints (``data.CardData``). Zones are lists of card ints: hands (kept sorted), resource piles
(bottom first), towns, walls and King's Armies per seat, the deck (top LAST, so taking is ``pop``),
three market slots, the discard pile (bottom first). Which side of a unit is up is one bit per card in
``upgraded``; publicly known hand cards are bits in ``public``.
"""

from __future__ import annotations

import math
from bisect import bisect
from typing import Any, Final

from meeple.core import Action, Result, State, standing_values

from .constants import (
    AID_BUILDER,
    AID_COURIER,
    AID_MARKET,
    AID_RECIPIENT,
    AID_SHIELD,
    AID_TREASURY,
    ARMY,
    ASSIGN,
    ATTACK_DECLARE,
    BEGIN_ATTACK,
    BEGIN_MOVE,
    BEGIN_RECRUIT,
    BEGIN_TRANSFER,
    BEGIN_UPGRADE,
    CANCEL,
    CHOOSE_RECIPIENT,
    CIV_SPACE,
    CONFIRM,
    COURTHOUSE,
    COURTHOUSE_ACT,
    DRAW,
    END_TURN,
    EXTRA_ACTION,
    FINISH,
    FREE_MOVE,
    GAME_OVER,
    GATHER,
    GIVE_HAND,
    GIVE_RESOURCE,
    GIVE_UNIT,
    HORSE_MOVE,
    MAIN,
    MARKET,
    MARKET_BUY,
    MARKET_SELL,
    MIL_ATTACK,
    MIL_MOVE,
    MIL_SPACE,
    MIL_UPGRADE,
    MOVE,
    MOVE_ONE,
    PASS,
    PHASE_NAMES,
    PLAY_BOMB,
    PLAY_FLIP,
    PLAY_PRISON,
    PLUS_TWO,
    PLUS_TWO_WINDOW,
    RECRUIT,
    RECRUIT_ONE,
    REVEAL,
    SETUP_REVEAL,
    SHERIFF,
    SHIELD,
    SHIELD_WINDOW,
    SMITHY,
    TAKE_MARKET,
    TOWER,
    TOWN,
    TRANSFER,
    UPGRADE,
    UPGRADE_ONE,
    VS_BUILDINGS,
    VS_UNITS,
    WALL,
)
from .data import (
    ATTACK_CARD_STRENGTH,
    BUILDING,
    CARDS,
    CIVILIAN,
    MILITARY,
    SHIELD_PREVENTION,
    TYPES,
)
from .explain import explain
from .labels import act, normal

# Final: the compiled rules read these tables as C statics, not by name at each use
KIND: Final = CARDS.kind
NAMES: Final = CARDS.names
TITLE: Final = CARDS.titles
ZONE_WORDS: Final = ("town", "wall", "King's Army")
IS_UNIT: Final = CARDS.is_unit
IS_AID: Final = CARDS.is_aid
IS_PEASANT: Final = CARDS.is_peasant
SIDE_TYPE: Final = CARDS.side_type
SIDE_HEALTH: Final = CARDS.side_health
SIDE_STRENGTH: Final = CARDS.side_strength
SIDE_RES: Final = CARDS.side_res
SIDE_CARDS: Final = CARDS.side_cards
SIDE_EFFECTS: Final = CARDS.side_effects
SIDE_NAME: Final = CARDS.side_name
UPGRADE_COST: Final = CARDS.upgrade_cost
EFFECT: Final = CARDS.event_effect
EVENT_COST: Final = CARDS.event_cost
AID_BONUS: Final = CARDS.aid_bonus
AID_CRITERION: Final = CARDS.aid_criterion
AID_TIEBREAK: Final = CARDS.aid_tiebreak
_ONE: Final = tuple((s,) for s in range(8))
# bonus indices (data.BONUSES order)
B_BUILDER: Final = 0
B_COURIER: Final = 1
B_MARKET: Final = 2
B_GUARD: Final = 3
B_TREASURY: Final = 4
_AID_KIND: Final = (AID_BUILDER, AID_COURIER, AID_MARKET, -1, AID_TREASURY)

# the most frequent events, logged as (kind, a, b) and worded only when read (``_event_text``)
TURN_EVENT: Final = 0  # a: the turn, b: its seat
DRAW_EVENT: Final = 1  # a: the seat, b: cards
GATHER_EVENT: Final = 2  # a: the seat, b: resources
# the parameterless actions, made once (the legal lists of most decisions hold several)
GATHER_ACTION: Final = act(GATHER)
DRAW_ACTION: Final = act(DRAW)
BEGIN_RECRUIT_ACTION: Final = act(BEGIN_RECRUIT)
BEGIN_UPGRADE_ACTION: Final = act(BEGIN_UPGRADE)
BEGIN_MOVE_ACTION: Final = act(BEGIN_MOVE)
BEGIN_ATTACK_ACTION: Final = act(BEGIN_ATTACK)
MARKET_BUY_ACTION: Final = act(MARKET_BUY)
BEGIN_TRANSFER_ACTION: Final = act(BEGIN_TRANSFER)
END_TURN_ACTION: Final = act(END_TURN)
FINISH_ACTION: Final = act(FINISH)
CONFIRM_ACTION: Final = act(CONFIRM)
CANCEL_ACTION: Final = act(CANCEL)
PASS_ACTION: Final = act(PASS)
TAKE_MARKET_ACTIONS: Final = tuple(act(TAKE_MARKET, slot) for slot in range(3))


def _without(items: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = items.index(c)
    return items[:i] + items[i + 1:]


def bit_names(mask: int) -> list[str]:
    """The card ids of the set bits of mask, lowest card first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(NAMES[low.bit_length() - 1])
        mask ^= low
    return out


def card_flag(effect: str) -> list[bool]:
    """Per card instance: is it an event card with this effect primitive."""
    return [EFFECT[k] == effect for k in KIND]


IS_PLUS_TWO: Final = card_flag("attack_card")
IS_SHIELD: Final = card_flag("shield")
IS_EXTRA: Final = card_flag("extra_action")
IS_MILACT: Final = card_flag("military_action")
IS_BOMB: Final = card_flag("discard_any")
IS_FLIP: Final = card_flag("flip")
IS_PRISON: Final = card_flag("discard_opposing_military")
IS_GUARD: Final = [IS_AID[c] and AID_BONUS[KIND[c]] == B_GUARD for c in range(len(KIND))]


class Table:
    """What never changes during one game: seats, teams, pool, limits."""

    __slots__ = ("n", "teams", "team", "decks", "ncards", "max_turns", "out")

    def __init__(self, n: int, teams: bool, decks: int, max_turns: int) -> None:
        self.n = n
        self.teams = teams
        self.team: tuple[int, ...] = tuple(s % 2 if teams else s for s in range(n))
        self.decks = decks
        self.ncards = decks * CARDS.per_deck
        self.max_turns = max_turns
        self.out = 0  # cards a setup left out of play (bitmask)


class BaronsState(State):
    """A Brawling Barons position."""

    __slots__ = ("table", "phase", "active", "decider", "turn", "actions_left", "actions_taken", "horse_used",
                 "hands", "piles", "zones", "aids", "upgraded", "deck", "market", "discard", "public", "given",
                 "reveals", "steps", "moved", "declarations", "shields", "locked", "military_action", "queue",
                 "plus_played", "pending", "ender", "truncated", "lists_shared")

    def _start(self, table: Table) -> None:
        n = table.n
        self.table = table
        self.phase = MAIN
        self.active = 0
        self.decider = 0
        self.turn = 1
        self.actions_left = 1
        self.actions_taken = 0
        self.horse_used = 0  # Horsemen (bits) whose free move of this turn is used
        # per seat, immutable tuples replaced on change: a clone copies only the outer lists
        self.hands: list[tuple[int, ...]] = [() for _ in range(n)]
        self.piles: list[tuple[int, ...]] = [() for _ in range(n)]  # bottom first
        self.zones: list[tuple[tuple[int, ...], ...]] = [((), (), ()) for _ in range(n)]  # town, wall, army
        self.aids: list[tuple[int, ...]] = [() for _ in range(n)]
        self.upgraded = 0  # units with the upgraded side up (bits)
        self.deck: list[int] = []  # top last
        self.market: list[int] = [-1, -1, -1]
        self.discard: tuple[int, ...] = ()
        self.public = 0  # publicly known hand cards (bits)
        self.given: tuple[int, ...] = (0,) * n  # per seat: cards it handed to a teammate, still in that hand
        self.reveals: tuple[int, ...] = (-1,) * n  # sealed first-player reveal per seat (-1: not answered)
        self.steps = 0  # items done in the current Recruit/Upgrade/Move/Transfer
        self.moved = 0  # units moved in the current Move action (bits)
        self.declarations: tuple[tuple[int, int], ...] = ()  # (participant, target) in declaration order
        self.shields: tuple[tuple[int, int], ...] = ()  # (Shield or Royal Guard, target) in play order
        self.locked = False
        self.military_action = False
        self.queue: tuple[int, ...] = ()  # defenders still to be asked in this Shield round
        self.plus_played = 0
        self.pending: tuple[int, int, int] = (-1, 0, 0)  # Royal Aid awaiting a recipient: (aid, dest, count)
        self.ender = -1
        self.truncated = False
        # hands, piles, zones, aids, deck and market are shared with a clone until either changes them
        self.lists_shared = False

    def clone(self) -> BaronsState:
        """A copy sharing the per-seat lists, the deck and the market: ``_own_lists`` copies them on change."""
        new = BaronsState(self.cfg, self.rng.copy())  # by its constructor, as the class may be compiled
        self._share_history(new)
        new.table = self.table
        new.phase = self.phase
        new.active = self.active
        new.decider = self.decider
        new.turn = self.turn
        new.actions_left = self.actions_left
        new.actions_taken = self.actions_taken
        new.horse_used = self.horse_used
        new.hands = self.hands
        new.piles = self.piles
        new.zones = self.zones
        new.aids = self.aids
        new.upgraded = self.upgraded
        new.deck = self.deck
        new.market = self.market
        new.discard = self.discard
        new.public = self.public
        new.given = self.given
        new.reveals = self.reveals
        new.steps = self.steps
        new.moved = self.moved
        new.declarations = self.declarations
        new.shields = self.shields
        new.locked = self.locked
        new.military_action = self.military_action
        new.queue = self.queue
        new.plus_played = self.plus_played
        new.pending = self.pending
        new.ender = self.ender
        new.truncated = self.truncated
        new.lists_shared = self.lists_shared = True
        return new

    def _own_lists(self) -> None:
        """Copy the lists shared with a clone (or its original) before this state changes them."""
        self.hands = self.hands[:]
        self.piles = self.piles[:]
        self.zones = self.zones[:]
        self.aids = self.aids[:]
        self.deck = self.deck[:]
        self.market = self.market[:]
        self.lists_shared = False

    def deal(self) -> None:
        """Spec 2.2: Aids aside, shuffle, 5 cards per seat, 3 to the market, Aids back in, shuffle."""
        pool = range(self.table.ncards)
        plain = [c for c in pool if not IS_AID[c]]
        self.rng.shuffle(plain)  # top first
        size = CARDS.hand_size
        for s in range(self.table.n):
            self.hands[s] = tuple(sorted(plain[s * size:(s + 1) * size]))
        at = self.table.n * size
        self.market = plain[at:at + 3]
        rest = plain[at + 3:] + [c for c in pool if IS_AID[c]]
        self.rng.shuffle(rest)
        self.deck = rest
        self.log(f"{size} cards dealt to each player; market: " + ", ".join(TITLE[c] for c in self.market))

    # ---- contract --------------------------------------------------------------------------------

    @property
    def to_move(self) -> tuple[int, ...]:
        p = self.phase
        if p == GAME_OVER:
            return ()
        if p == SETUP_REVEAL:
            return tuple(s for s in range(self.table.n) if self.reveals[s] < 0)
        return _ONE[self.decider]

    def apply(self, action: object, seat: object = None) -> None:
        """As the base, and a label is also accepted with other spacing or quotes (spec 9.1)."""
        if type(action) is str:
            tm = self.to_move
            who = tm[0] if seat is None and len(tm) == 1 else seat
            if type(who) is int and who in tm:
                legal = self.legal_actions(who)
                if all(a[0] != action for a in legal):
                    key = normal(action)
                    for a in legal:
                        if normal(a[0]) == key:
                            action = a
                            break
        State.apply(self, action, seat)

    def _event_text(self, entry: tuple[int, int, int]) -> str:
        kind, a, b = entry
        if kind == TURN_EVENT:
            return f"turn {a}: P{b + 1}"
        if kind == DRAW_EVENT:
            return f"P{a + 1} draws {b} card{'' if b == 1 else 's'}"
        return f"P{a + 1} gathers {b} resource{'' if b == 1 else 's'}"

    def _explain(self, seat: int, label: str) -> str:
        return explain(self, seat, label)

    def _legal(self, seat: int) -> list[Action]:
        p = self.phase
        if p == MAIN:
            return self._main_legal()
        if p == SETUP_REVEAL:
            return self._reveal_legal(seat)
        out: list[Action] = []
        s = self.active
        if p == RECRUIT:
            out = [act(RECRUIT_ONE, c) for c in self._recruitable(s)]
        elif p == UPGRADE:
            out = [act(UPGRADE_ONE, c) for c in self._upgradable(s)]
        elif p == MOVE:
            out = [act(MOVE_ONE, c) for c in self._movable(s) if not self.moved >> c & 1]
        elif p == TRANSFER:
            out = self._transfer_legal(s)
        elif p == ATTACK_DECLARE:
            used = {a for a, _ in self.declarations}
            for a in self._attackers(s):
                if a not in used:
                    out += [act(ASSIGN, a, t) for t in self._targets(s) if self._can_pair(a, t)]
            out += self._plus_two_legal(s)
            if self.declarations:
                out.append(CONFIRM_ACTION)
            out.append(CANCEL_ACTION)
            return out
        elif p == SHIELD_WINDOW:
            targets = self._shieldable(seat)
            for c in self.hands[seat]:
                if IS_SHIELD[c]:
                    out += [act(SHIELD, c, t) for t in targets]
            for c in self.aids[seat]:
                if IS_GUARD[c]:
                    out += [act(AID_SHIELD, c, t) for t in targets]
            out.append(PASS_ACTION)
            return out
        elif p == PLUS_TWO_WINDOW:
            out = self._plus_two_legal(s)
            out.append(PASS_ACTION)
            return out
        elif p == AID_RECIPIENT:
            team = self.table.team[seat]
            return [act(CHOOSE_RECIPIENT, m) for m in range(self.table.n) if self.table.team[m] == team]
        if self.steps:
            out.append(FINISH_ACTION)
        return out

    def _play(self, action: Action, seat: int) -> None:
        if self.lists_shared:
            self._own_lists()
        kind, a, b, c = action[1]
        p = self.phase
        if p == MAIN:
            if kind < EXTRA_ACTION and kind != BEGIN_ATTACK:  # an attack uses the action when confirmed
                self.actions_left -= 1
                self.actions_taken += 1
            self._main_play(kind, a, b, c)
            return
        if p == SETUP_REVEAL:
            self._reveal_play(seat, a)
        elif p in (RECRUIT, UPGRADE, MOVE, TRANSFER):
            if kind == FINISH:
                self.phase = MAIN
                self._settle()
            else:
                self._step_play(kind, a, b)
        elif p == ATTACK_DECLARE:
            self._declare_play(kind, a, b)
        elif p == SHIELD_WINDOW:
            self._shield_play(seat, kind, a, b)
        elif p == PLUS_TWO_WINDOW:
            if kind == PLUS_TWO:
                self._leave_hand(self.active, a)
                self.declarations += ((a, b),)
                self.plus_played += 1
                self.log(f"P{self.active + 1} adds a +2 Attack against {self.said(b)}")
            elif self.plus_played:
                self._shield_round()
            else:
                self._resolve_attack()
        elif p == AID_RECIPIENT:
            aid, dest, count = self.pending
            self.pending = (-1, 0, 0)
            self.aids[a] += (aid,)
            self.log(f"{TITLE[aid]} goes to P{a + 1}")
            self.phase = MAIN
            self.decider = self.active
            self._fill(dest, count)
            if self.phase == MAIN:
                self._settle()

    # ---- geometry of the table ---------------------------------------------------------------------

    def side(self, c: int) -> int:
        return KIND[c] * 2 + (self.upgraded >> c & 1)

    def kind_of(self, c: int) -> int:
        """Current type of a unit: CIVILIAN, MILITARY or BUILDING."""
        return SIDE_TYPE[KIND[c] * 2 + (self.upgraded >> c & 1)]

    def where(self, c: int) -> tuple[int, int]:
        """(seat, zone) of a unit in play; (-1, -1) if it is in no town, wall or army."""
        for s in range(self.table.n):
            z = self.zones[s]
            if c in z[0]:
                return s, TOWN
            if c in z[1]:
                return s, WALL
            if c in z[2]:
                return s, ARMY
        return -1, -1

    def said(self, c: int, side: str = "") -> str:
        """A card in events: ``P2's Knight`` for a unit in play (``side``: the name it showed before a
        turn), ``P2's Royal Aid: Royal Guard`` for a held Aid, else ``Squire/Knight``."""
        owner, _ = self.where(c)
        if owner >= 0:
            return f"P{owner + 1}'s {side or SIDE_NAME[self.side(c)]}"
        for s in range(self.table.n):
            if c in self.aids[s]:
                return f"P{s + 1}'s {TITLE[c]}"
        return TITLE[c]

    def opposing(self, s: int, o: int) -> bool:
        return o != s and self.table.team[o] != self.table.team[s]

    def town_effect(self, s: int, e: int) -> int:
        total = 0
        up = self.upgraded
        for c in self.zones[s][TOWN]:
            total += SIDE_EFFECTS[KIND[c] * 2 + (up >> c & 1)][e]
        return total

    def counts(self, s: int) -> tuple[int, int, int]:
        """(civilians, military, buildings) in seat s's town."""
        civ = mil = bld = 0
        up = self.upgraded
        for c in self.zones[s][TOWN]:
            ty = SIDE_TYPE[KIND[c] * 2 + (up >> c & 1)]
            if ty == CIVILIAN:
                civ += 1
            elif ty == MILITARY:
                mil += 1
            else:
                bld += 1
        return civ, mil, bld

    def capacity(self, s: int) -> tuple[int, int]:
        """(civilian places, military places) of seat s's town (spec 4.2)."""
        return (CARDS.base_civilian + self.town_effect(s, CIV_SPACE),
                CARDS.base_military + self.town_effect(s, MIL_SPACE))

    def room_for(self, s: int, ty: int) -> bool:
        """Whether a unit of type ty may enter seat s's town now."""
        if ty == BUILDING:
            return True
        civilian_room, military_room = self.room(s)
        return civilian_room > 0 if ty == CIVILIAN else military_room > 0

    def room(self, s: int) -> tuple[int, int]:
        """(free civilian places, free military places) of seat s's town: capacity less units, in one pass."""
        civilian_room = CARDS.base_civilian
        military_room = CARDS.base_military
        up = self.upgraded
        for c in self.zones[s][TOWN]:
            sd = KIND[c] * 2 + (up >> c & 1)
            ty = SIDE_TYPE[sd]
            if ty == CIVILIAN:
                civilian_room -= 1
            elif ty == MILITARY:
                military_room -= 1
            effects = SIDE_EFFECTS[sd]
            civilian_room += effects[CIV_SPACE]
            military_room += effects[MIL_SPACE]
        return civilian_room, military_room

    def production(self, s: int) -> tuple[int, int]:
        """(resource production, card production): 1 plus the bonuses of the seat's units."""
        res = cards = 1
        up = self.upgraded
        for c in self.zones[s][TOWN]:
            sd = KIND[c] * 2 + (up >> c & 1)
            res += SIDE_RES[sd]
            cards += SIDE_CARDS[sd]
        return res, cards

    def vp(self, s: int) -> int:
        return self.counts(s)[2] * CARDS.vp_building + len(self.zones[s][ARMY]) * CARDS.vp_army

    def upgrade_price(self, s: int, c: int) -> int:
        cost = UPGRADE_COST[KIND[c]]
        if SIDE_TYPE[KIND[c] * 2 + 1] == MILITARY:
            cost = max(0, cost - self.town_effect(s, SMITHY))
        return cost

    # ---- candidates ---------------------------------------------------------------------------------

    def _recruitable(self, s: int) -> list[int]:
        pile = len(self.piles[s])
        civilian_room, military_room = self.room(s)
        out = []
        for c in self.hands[s]:
            if IS_UNIT[c] and SIDE_HEALTH[KIND[c] * 2] <= pile:
                if (civilian_room > 0) if IS_PEASANT[c] else (military_room > 0):
                    out.append(c)
        return out

    def _upgradable(self, s: int) -> list[int]:
        pile = len(self.piles[s])
        up = self.upgraded
        return [c for c in self.zones[s][TOWN] if not up >> c & 1 and self.upgrade_price(s, c) <= pile]

    def _can_step(self, c: int, zone: int) -> bool:
        if zone == TOWN:
            return self.kind_of(c) == MILITARY
        return zone == WALL and bool(self.upgraded >> c & 1)

    def _movable(self, s: int) -> list[int]:
        z = self.zones[s]
        up = self.upgraded
        return [c for c in z[TOWN] if self.kind_of(c) == MILITARY] + [c for c in z[WALL] if up >> c & 1]

    def _attackers(self, s: int) -> list[int]:
        z = self.zones[s]
        return [c for c in z[TOWN] if self.kind_of(c) == MILITARY] + list(z[WALL])

    def _targets(self, s: int) -> list[int]:
        """Units seat s may target with an attack (spec 5.1): opposing walls, or towns behind empty walls."""
        out: list[int] = []
        for o in range(self.table.n):
            if self.opposing(s, o):
                z = self.zones[o]
                out += z[WALL] if z[WALL] else z[TOWN]
        return out

    def strength(self, p: int, t: int) -> int:
        """Effective strength of participant p against target t (spec 5.2)."""
        if not IS_UNIT[p]:
            return ATTACK_CARD_STRENGTH
        sd = self.side(p)
        eff = SIDE_EFFECTS[sd]
        return SIDE_STRENGTH[sd] + (eff[VS_BUILDINGS] if self.kind_of(t) == BUILDING else eff[VS_UNITS])

    def _can_pair(self, p: int, t: int) -> bool:
        if self.strength(p, t) >= 1:
            return True
        return IS_UNIT[p] and bool(SIDE_EFFECTS[self.side(p)][SHERIFF]) and self.kind_of(t) == MILITARY

    def _plus_two_legal(self, s: int) -> list[Action]:
        out: list[Action] = []
        targets: list[int] | None = None
        for c in self.hands[s]:
            if IS_PLUS_TWO[c]:
                if targets is None:
                    targets = self._targets(s)
                out += [act(PLUS_TWO, c, t) for t in targets]
        return out

    def _opposing_military(self, s: int) -> list[int]:
        """Opposing military units in towns or on walls (Prison, Courthouse)."""
        out: list[int] = []
        for o in range(self.table.n):
            if self.opposing(s, o):
                z = self.zones[o]
                out += [c for c in z[TOWN] if self.kind_of(c) == MILITARY]
                out += z[WALL]
        return out

    def _flippable(self) -> list[int]:
        out = []
        up = self.upgraded
        for z in self.zones:
            for c in z[TOWN] + z[WALL]:
                if up >> c & 1:
                    if SIDE_TYPE[KIND[c] * 2 + 1] != BUILDING:
                        out.append(c)
                elif SIDE_TYPE[KIND[c] * 2 + 1] != BUILDING:
                    out.append(c)
        return out

    def _in_play(self) -> list[int]:
        out: list[int] = []
        for s in range(self.table.n):
            z = self.zones[s]
            out += z[TOWN] + z[WALL] + z[ARMY] + self.aids[s]
        return out

    def _builder_targets(self, s: int) -> list[int]:
        up = self.upgraded
        return [c for c in self.zones[s][TOWN] if not up >> c & 1 and IS_PEASANT[c]
                and SIDE_TYPE[KIND[c] * 2 + 1] == BUILDING]

    # ---- MAIN -----------------------------------------------------------------------------------------

    def _main_legal(self) -> list[Action]:
        s = self.active
        out: list[Action] = []
        hand = self.hands[s]
        pile = len(self.piles[s])
        if self.actions_left >= 1:
            out.append(GATHER_ACTION)
            out.append(DRAW_ACTION)
            for slot in range(3):
                if self.market[slot] >= 0:
                    out.append(TAKE_MARKET_ACTIONS[slot])
            if self._recruitable(s):
                out.append(BEGIN_RECRUIT_ACTION)
            if self._upgradable(s):
                out.append(BEGIN_UPGRADE_ACTION)
            if self._movable(s):
                out.append(BEGIN_MOVE_ACTION)
            if self._can_attack(s):
                out.append(BEGIN_ATTACK_ACTION)
            for c in hand:
                if IS_BOMB[c] and pile >= EVENT_COST[KIND[c]]:
                    out += [act(PLAY_BOMB, c, t) for t in self._in_play()]
                elif IS_PRISON[c] and pile >= EVENT_COST[KIND[c]]:
                    out += [act(PLAY_PRISON, c, t) for t in self._opposing_military(s)]
                elif IS_FLIP[c] and pile >= EVENT_COST[KIND[c]]:
                    out += [act(PLAY_FLIP, c, t) for t in self._flippable()]
            if pile >= CARDS.courthouse_cost and self.town_effect(s, COURTHOUSE):
                out += [act(COURTHOUSE_ACT, t) for t in self._opposing_military(s)]
            if self.town_effect(s, MARKET):
                if pile >= CARDS.market_buy_cost:
                    out.append(MARKET_BUY_ACTION)
                out += [act(MARKET_SELL, c) for c in hand]
            if self.table.teams and self._transfer_legal(s):
                out.append(BEGIN_TRANSFER_ACTION)
        out += self._free_plays(s)
        if self.actions_taken >= 1:
            out.append(END_TURN_ACTION)
        return out

    def _can_attack(self, s: int) -> bool:
        targets = self._targets(s)
        if not targets:
            return False
        if any(IS_PLUS_TWO[c] for c in self.hands[s]):
            return True
        return any(self._can_pair(a, t) for a in self._attackers(s) for t in targets)

    def _free_plays(self, s: int) -> list[Action]:
        out: list[Action] = []
        hand = self.hands[s]
        z = self.zones[s]
        up = self.upgraded
        for c in hand:
            if IS_EXTRA[c]:
                if self.actions_left + self.actions_taken == 1:
                    out.append(act(EXTRA_ACTION, c))
            elif IS_MILACT[c]:
                pile = len(self.piles[s])
                targets = self._targets(s)
                for zone in (TOWN, WALL):
                    for u in z[zone]:
                        if self.kind_of(u) != MILITARY:
                            continue
                        if zone == TOWN and not up >> u & 1 and self.upgrade_price(s, u) <= pile:
                            out.append(act(MIL_UPGRADE, c, u))
                        if self._can_step(u, zone):
                            out.append(act(MIL_MOVE, c, u))
                        out += [act(MIL_ATTACK, c, u, t) for t in targets if self._can_pair(u, t)]
        for zone in (TOWN, WALL):
            for u in z[zone]:
                if up >> u & 1 and SIDE_EFFECTS[KIND[u] * 2 + 1][FREE_MOVE] and not self.horse_used >> u & 1 \
                        and self._can_step(u, zone):
                    out.append(act(HORSE_MOVE, u))
        for c in self.aids[s]:
            bonus = AID_BONUS[KIND[c]]
            if bonus == B_BUILDER:
                out += [act(AID_BUILDER, c, u) for u in self._builder_targets(s)]
            elif bonus == B_MARKET:
                out += [act(AID_MARKET, c, slot) for slot in range(3) if self.market[slot] >= 0]
            elif bonus != B_GUARD:
                out.append(act(_AID_KIND[bonus], c))
        return out

    def _main_play(self, kind: int, a: int, b: int, c: int) -> None:
        s = self.active
        if kind == GATHER:
            n = self.production(s)[0]
            self._log = (self._log, (GATHER_EVENT, s, n))
            self._gather(s, n)
        elif kind == DRAW:
            n = self.production(s)[1]
            self._log = (self._log, (DRAW_EVENT, s, n))
            self._fill(s, n)
        elif kind == TAKE_MARKET or kind == AID_MARKET:
            slot = a if kind == TAKE_MARKET else b
            if kind == AID_MARKET:
                self._use_aid(s, a)
            card = self.market[slot]
            self.market[slot] = -1
            self._add_to_hand(s, card)
            self.public |= 1 << card
            self.log(f"P{s + 1} takes {TITLE[card]} from the market")
            self._fill(-1 - slot, 1)
        elif kind == BEGIN_RECRUIT:
            self._enter(RECRUIT)
        elif kind == BEGIN_UPGRADE:
            self._enter(UPGRADE)
        elif kind == BEGIN_MOVE:
            self._enter(MOVE)
        elif kind == BEGIN_TRANSFER:
            self._enter(TRANSFER)
        elif kind == BEGIN_ATTACK:
            self._enter(ATTACK_DECLARE)
            self.declarations = ()
            self.shields = ()
            self.locked = False
            self.military_action = False
        elif kind == PLAY_BOMB or kind == PLAY_PRISON or kind == PLAY_FLIP:
            self._leave_hand(s, a)
            self._to_discard(a)
            self._pay(s, EVENT_COST[KIND[a]])
            if kind == PLAY_FLIP:
                self.upgraded ^= 1 << b
                sd = self.side(b)
                self.log(f"P{s + 1} plays {TITLE[a]}: {self.said(b, SIDE_NAME[sd ^ 1])} becomes {SIDE_NAME[sd]}")
            else:
                self.log(f"P{s + 1} plays {TITLE[a]}: {self.said(b)} is discarded")
                self._remove(b)
        elif kind == COURTHOUSE_ACT:
            self._pay(s, CARDS.courthouse_cost)
            self.log(f"P{s + 1} uses a Courthouse against {self.said(a)}")
            self._downgrade(a)
        elif kind == MARKET_BUY:
            self._pay(s, CARDS.market_buy_cost)
            self.log(f"P{s + 1} uses a Market: pays {CARDS.market_buy_cost} to draw {CARDS.market_buy_draw} cards")
            self._fill(s, CARDS.market_buy_draw)
        elif kind == MARKET_SELL:
            self._leave_hand(s, a)
            self._to_discard(a)
            self.log(f"P{s + 1} uses a Market: discards {TITLE[a]} for {CARDS.market_sell_gain} resources")
            self._gather(s, CARDS.market_sell_gain)
        elif kind == EXTRA_ACTION:
            self._leave_hand(s, a)
            self._to_discard(a)
            self.actions_left += 1
            self.log(f"P{s + 1} plays {TITLE[a]}: one more action this turn")
        elif kind == MIL_UPGRADE or kind == MIL_MOVE or kind == MIL_ATTACK:
            self._leave_hand(s, a)
            self._to_discard(a)
            if kind == MIL_UPGRADE:
                self._pay(s, self.upgrade_price(s, b))
                self.upgraded |= 1 << b
                self.log(f"P{s + 1} plays {TITLE[a]}: upgrades a {SIDE_NAME[KIND[b] * 2]} to {SIDE_NAME[self.side(b)]}")
            elif kind == MIL_MOVE:
                self.log(f"P{s + 1} plays {TITLE[a]}: moves {self.said(b)}")
                self._step(s, b)
            else:
                self.log(f"P{s + 1} plays {TITLE[a]}: {self.said(b)} attacks {self.said(c)}")
                self.declarations = ((b, c),)
                self.shields = ()
                self.locked = False
                self.military_action = True
                self._shield_round()
                return
        elif kind == HORSE_MOVE:
            self.horse_used |= 1 << a
            self.log(f"{self.said(a)} rides 1 step for free")
            self._step(s, a)
        elif kind == AID_BUILDER:
            self._use_aid(s, a)
            self.upgraded |= 1 << b
            self.log(f"{self.said(b, SIDE_NAME[KIND[b] * 2])} becomes {SIDE_NAME[self.side(b)]} for free")
        elif kind == AID_COURIER:
            self._use_aid(s, a)
            self._fill(s, 2)
        elif kind == AID_TREASURY:
            self._use_aid(s, a)
            self._gather(s, 3)
        elif kind == END_TURN:
            self._end_turn()
            return
        if self.phase == MAIN:
            self._settle()

    def _enter(self, phase: int) -> None:
        self.phase = phase
        self.steps = 0
        self.moved = 0

    def _use_aid(self, s: int, aid: int) -> None:
        self.aids[s] = _without(self.aids[s], aid)
        self._to_discard(aid)
        self.log(f"P{s + 1} uses {TITLE[aid]}")

    def _settle(self) -> None:
        """End the turn by itself when nothing is left to decide that could reveal a hidden card (3.1)."""
        if self.actions_left == 0:
            s = self.active
            public = self.public
            if all(public >> c & 1 for c in self.hands[s]) and not self._free_plays(s):
                self._end_turn()

    def _end_turn(self) -> None:
        if self.turn >= self.table.max_turns:
            self.truncated = True
            self._game_over()
            return
        self.active = (self.active + 1) % self.table.n
        self.decider = self.active
        self.turn += 1
        self.actions_left = 1
        self.actions_taken = 0
        self.horse_used = 0
        self._log = (self._log, (TURN_EVENT, self.turn, self.active))

    def _game_over(self) -> None:
        self.phase = GAME_OVER
        self.ender = self.active
        vps = ", ".join(f"P{s + 1} {self.vp(s)}" for s in range(self.table.n))
        self.log(f"the game ends (ender: P{self.ender + 1}); VP: {vps}")

    # ---- cards moving ---------------------------------------------------------------------------------

    def _take(self) -> int:
        """Remove the deck's top card; the game ends at once when it was the last (7.1)."""
        c = self.deck.pop()
        if not self.deck:
            self._game_over()
        return c

    def _gather(self, s: int, n: int) -> None:
        taken = []
        for _ in range(n):
            taken.append(self._take())
            if self.phase == GAME_OVER:
                break
        self.piles[s] += tuple(taken)

    def _pay(self, s: int, n: int) -> None:
        """Move n cards, the top one first, from the pile's top onto the deck's top."""
        if n:
            pile = self.piles[s]
            self.deck += pile[:-n - 1:-1]
            self.piles[s] = pile[:-n]

    def _fill(self, dest: int, count: int) -> None:
        """Take count non-Aid cards into a hand (dest = seat) or a market slot (dest = -1 - slot) (6.1)."""
        while count > 0:
            c = self._take()
            if self.phase != GAME_OVER and IS_AID[c]:
                self.log(f"{TITLE[c]} is revealed")
                if self._royal_aid(c, dest, count):
                    return
                continue
            if dest >= 0:
                self._add_to_hand(dest, c)
            else:
                self.market[-1 - dest] = c
                self.log(f"{TITLE[c]} is revealed in market slot {-1 - dest}")
            count -= 1
            if self.phase == GAME_OVER:
                return

    def _royal_aid(self, c: int, dest: int, count: int) -> bool:
        """Give a revealed Aid to the weakest seat or team, or discard it; True if a team must choose."""
        k = KIND[c]
        crit = AID_CRITERION[k]
        tb = AID_TIEBREAK[k]
        groups = [[s] for s in range(self.table.n)] if not self.table.teams else \
            [[s for s in range(self.table.n) if self.table.team[s] == g] for g in (0, 1)]
        values = [sum(self.measure(s, crit) for s in g) for g in groups]
        best = min(values)
        tied = [i for i, v in enumerate(values) if v == best]
        if len(tied) > 1 and tb:
            second = [sum(len(self.hands[s]) if tb == 1 else len(self.piles[s]) for s in groups[i]) for i in tied]
            low = min(second)
            tied = [i for i, v in zip(tied, second, strict=True) if v == low]
        if len(tied) != 1:
            self._to_discard(c)
            self.log(f"{TITLE[c]} is discarded: nobody qualifies alone")
            return False
        if not self.table.teams:
            self.aids[tied[0]] += (c,)
            self.log(f"{TITLE[c]} goes to P{tied[0] + 1}")
            return False
        members = groups[tied[0]]
        self.pending = (c, dest, count)
        self.phase = AID_RECIPIENT
        n = self.table.n
        self.decider = next((self.active + i) % n for i in range(n) if (self.active + i) % n in members)
        mates = " and ".join(f"P{m + 1}" for m in members)
        self.log(f"{TITLE[c]} goes to the team of {mates}: P{self.decider + 1} chooses who receives it")
        return True

    def measure(self, s: int, crit: int) -> int:
        """A seat's value for a Royal Aid criterion (data.CRITERIA order; lower qualifies)."""
        if crit == 0:
            return self.counts(s)[2]
        if crit == 1:
            return self.production(s)[1]
        if crit == 2:
            return self.counts(s)[0]
        if crit == 3:
            z = self.zones[s]
            return self.counts(s)[1] + len(z[WALL]) + len(z[ARMY])
        return self.production(s)[0]

    def _leave_hand(self, s: int, c: int) -> None:
        self.hands[s] = _without(self.hands[s], c)
        bit = 1 << c
        if self.public & bit:
            self.public &= ~bit
        if self.table.teams:
            self.given = tuple(g & ~bit for g in self.given)

    def _add_to_hand(self, s: int, c: int) -> None:
        """Hands are kept sorted: their order carries no meaning."""
        hand = self.hands[s]
        i = bisect(hand, c)
        self.hands[s] = hand[:i] + (c,) + hand[i:]

    def _set_zone(self, s: int, zone: int, units: tuple[int, ...]) -> None:
        z = self.zones[s]
        self.zones[s] = (units, z[1], z[2]) if zone == TOWN else (z[0], units, z[2]) if zone == WALL \
            else (z[0], z[1], units)

    def _to_discard(self, c: int) -> None:
        self.discard += (c,)
        self.upgraded &= ~(1 << c)

    def _remove(self, c: int) -> None:
        """Discard a card in play (a unit in any zone, or a held Aid)."""
        s, zone = self.where(c)
        if s >= 0:
            self._set_zone(s, zone, _without(self.zones[s][zone], c))
        else:
            for o in range(self.table.n):
                if c in self.aids[o]:
                    self.aids[o] = _without(self.aids[o], c)
        self._to_discard(c)

    def _downgrade(self, c: int) -> None:
        """Rotate an upgraded unit down; a Peasant or Squire is discarded instead (4.6)."""
        if self.upgraded >> c & 1:
            self.upgraded &= ~(1 << c)
        else:
            self._remove(c)

    def _step(self, s: int, c: int) -> None:
        town, wall, army = self.zones[s]
        if c in town:
            self.zones[s] = (_without(town, c), wall + (c,), army)
        else:
            self.zones[s] = (town, _without(wall, c), army + (c,))

    # ---- Recruit, Upgrade, Move, Transfer steps --------------------------------------------------------

    def _step_play(self, kind: int, a: int, b: int) -> None:
        s = self.active
        self.steps += 1
        if kind == RECRUIT_ONE:
            self._leave_hand(s, a)
            self._pay(s, SIDE_HEALTH[KIND[a] * 2])
            self._set_zone(s, TOWN, self.zones[s][TOWN] + (a,))
            self.log(f"P{s + 1} recruits {TITLE[a]}")
        elif kind == UPGRADE_ONE:
            self._pay(s, self.upgrade_price(s, a))
            self.upgraded |= 1 << a
            self.log(f"P{s + 1} upgrades a {SIDE_NAME[KIND[a] * 2]} to {SIDE_NAME[self.side(a)]}")
        elif kind == MOVE_ONE:
            self.moved |= 1 << a
            self._step(s, a)
            self.log(f"P{s + 1} moves {SIDE_NAME[self.side(a)]} to the {ZONE_WORDS[self.where(a)[1]]}")
        elif kind == GIVE_RESOURCE:
            self._pay(s, 1)
            self.piles[a] += self.piles[s][-1:]
            self.piles[s] = self.piles[s][:-1]
            self.log(f"P{s + 1} gives 1 resource to P{a + 1}")
        elif kind == GIVE_HAND:
            self._pay(s, 1)
            known = self.public >> a & 1
            self._leave_hand(s, a)
            self._add_to_hand(b, a)
            if known:
                self.public |= 1 << a
                self.log(f"P{s + 1} gives {TITLE[a]} to P{b + 1}")
            else:
                self.given = tuple(g | (1 << a) if o == s else g for o, g in enumerate(self.given))
                self.log(f"P{s + 1} gives 1 hand card to P{b + 1}")
        elif kind == GIVE_UNIT:
            self._pay(s, 1)
            zone = self.where(a)[1]
            self._set_zone(s, zone, _without(self.zones[s][zone], a))
            self._set_zone(b, zone, self.zones[b][zone] + (a,))
            self.log(f"P{s + 1} gives {SIDE_NAME[self.side(a)]} to P{b + 1}'s {ZONE_WORDS[zone]}")

    def _transfer_legal(self, s: int) -> list[Action]:
        pile = len(self.piles[s])
        if pile < 1:
            return []
        out: list[Action] = []
        mates = [m for m in range(self.table.n) if m != s and self.table.team[m] == self.table.team[s]]
        z = self.zones[s]
        for m in mates:
            if pile >= 2:
                out.append(act(GIVE_RESOURCE, m))
            out += [act(GIVE_HAND, c, m) for c in self.hands[s]]
            out += [act(GIVE_UNIT, u, m) for u in z[TOWN] if self.room_for(m, self.kind_of(u))]
            out += [act(GIVE_UNIT, u, m) for u in z[WALL]]
        return out

    # ---- attacks (spec 5) ---------------------------------------------------------------------------------

    def _declare_play(self, kind: int, a: int, b: int) -> None:
        s = self.active
        if kind == ASSIGN:
            self.declarations += ((a, b),)
            self.log(f"P{s + 1} declares {SIDE_NAME[self.side(a)]} against {self.said(b)}")
        elif kind == PLUS_TWO:
            self._leave_hand(s, a)
            self.declarations += ((a, b),)
            self.log(f"P{s + 1} declares a +2 Attack against {self.said(b)}")
        elif kind == CANCEL:
            for p, _ in self.declarations:
                if not IS_UNIT[p]:  # a shown +2 Attack card goes back to the hand, known to all
                    self._add_to_hand(s, p)
                    self.public |= 1 << p
            self.declarations = ()
            self.phase = MAIN
            self.log(f"P{s + 1} calls the attack off")
        else:  # CONFIRM
            self.actions_left -= 1
            self.actions_taken += 1
            self.log(f"P{s + 1} attacks")
            self._shield_round()

    def _target_state(self, t: int) -> tuple[int, int, int, bool]:
        """(raw strength, Tower reduction, Shields, sheriffed) against target t."""
        raw = shields = 0
        sheriffed = False
        military = self.kind_of(t) == MILITARY
        for p, tt in self.declarations:
            if tt == t:
                raw += self.strength(p, t)
                if military and IS_UNIT[p] and SIDE_EFFECTS[self.side(p)][SHERIFF]:
                    sheriffed = True
        for _, tt in self.shields:
            if tt == t:
                shields += 1
        tower = 0
        if self.kind_of(t) == BUILDING:
            tower = self.town_effect(self.where(t)[0], TOWER)
        return raw, tower, shields, sheriffed

    def _shieldable(self, o: int) -> list[int]:
        out: list[int] = []
        for _, t in self.declarations:
            if t not in out and self.where(t)[0] == o:
                raw, tower, shields, sheriffed = self._target_state(t)
                if not sheriffed and raw - tower - SHIELD_PREVENTION * shields > 0:
                    out.append(t)
        return out

    def _shield_round(self) -> None:
        """Ask each defender with a shieldable unit and a possible source, in turn order (5.3 step 3)."""
        n = self.table.n
        owners = {self.where(t)[0] for _, t in self.declarations}
        queue = []
        for i in range(1, n):
            o = (self.active + i) % n
            if o in owners and self._shieldable(o) and (self.hands[o] or any(IS_GUARD[c] for c in self.aids[o])):
                queue.append(o)
        if queue:
            self.queue = tuple(queue)
            self.phase = SHIELD_WINDOW
            self.decider = queue[0]
        else:
            self._after_shields()

    def _shield_play(self, seat: int, kind: int, a: int, b: int) -> None:
        if kind == PASS:
            self.queue = self.queue[1:]
            if self.queue:
                self.decider = self.queue[0]
            else:
                self._after_shields()
            return
        if kind == SHIELD:
            self._leave_hand(seat, a)
        else:
            self.aids[seat] = _without(self.aids[seat], a)
        self.shields += ((a, b),)
        self.locked = True
        whose = f"its {SIDE_NAME[self.side(b)]}" if self.where(b)[0] == seat else self.said(b)
        self.log(f"P{seat + 1} shields {whose} with {TITLE[a]}")

    def _after_shields(self) -> None:
        s = self.active
        self.decider = s
        if not self.locked and not self.military_action and self.hands[s]:
            self.phase = PLUS_TWO_WINDOW
            self.plus_played = 0
        else:
            self._resolve_attack()

    def _resolve_attack(self) -> None:
        """Deal all damage at once, then downgrade the attackers and clean up (5.3 steps 5-7)."""
        targets: list[int] = []
        for _, t in self.declarations:
            if t not in targets:
                targets.append(t)
        lost: list[int] = []
        rotate: list[int] = []
        for t in targets:
            raw, tower, shields, sheriffed = self._target_state(t)
            sd = self.side(t)
            health = SIDE_HEALTH[sd]
            damage = max(0, raw - tower - SHIELD_PREVENTION * shields)
            if sheriffed or damage >= 2 * health:
                lost.append(t)
                what = "is discarded by the Sheriff" if sheriffed and damage < 2 * health else "is discarded"
            elif damage >= health and SIDE_TYPE[sd] != BUILDING:
                if self.upgraded >> t & 1:
                    rotate.append(t)
                    what = "is downgraded"
                else:
                    lost.append(t)
                    what = "is discarded"
            else:
                what = "holds"
            self.log(f"{self.said(t)} takes {damage} damage (health {health}) and {what}")
        for t in rotate:
            self.upgraded &= ~(1 << t)
        for t in lost:
            self._remove(t)
        cards: list[int] = []
        worn: list[str] = []
        for p, _ in self.declarations:
            if not IS_UNIT[p]:
                cards.append(p)
            elif p not in cards:
                cards.append(p)
                worn.append(f"{SIDE_NAME[self.side(p)]} -> {SIDE_NAME[KIND[p] * 2]}" if self.upgraded >> p & 1
                            else f"{SIDE_NAME[self.side(p)]} discarded")
                self._downgrade(p)
        if worn:
            self.log(f"P{self.active + 1}'s attackers are downgraded: {', '.join(worn)}")
        for p in cards:
            if not IS_UNIT[p]:
                self._to_discard(p)
        for sh, _ in self.shields:
            self._to_discard(sh)
        self.declarations = ()
        self.shields = ()
        self.queue = ()
        self.phase = MAIN
        self.decider = self.active
        self._settle()

    # ---- first player (2.3) ----------------------------------------------------------------------------------

    def _reveal_legal(self, seat: int) -> list[Action]:
        cards = [c for c in self.hands[seat] if not IS_PEASANT[c]]
        out = []
        for m in range(1 << len(cards)):
            mask = 0
            for i, c in enumerate(cards):
                if m >> i & 1:
                    mask |= 1 << c
            out.append(act(REVEAL, mask))
        return out

    def _reveal_play(self, seat: int, mask: int) -> None:
        self.reveals = tuple(mask if o == seat else r for o, r in enumerate(self.reveals))
        self.log(f"P{seat + 1} has chosen")
        if any(r < 0 for r in self.reveals):
            return
        counts = [r.bit_count() for r in self.reveals]
        for s, r in enumerate(self.reveals):
            self.public |= r
            shown = ", ".join(TITLE[c] for c in sorted(self.hands[s]) if r >> c & 1) or "nothing"
            self.log(f"P{s + 1} reveals {counts[s]} card{'' if counts[s] == 1 else 's'}: {shown}")
        best = max(counts)
        tied = [s for s in range(self.table.n) if counts[s] == best]
        first = tied[0] if len(tied) == 1 else tied[self.rng.below(len(tied))]
        self.phase = MAIN
        self.active = self.decider = first
        self.log(f"P{first + 1} starts turn 1" + (" (a tie, drawn at random)" if len(tied) > 1 else ""))

    # ---- result ---------------------------------------------------------------------------------------------

    def _result(self) -> Result:
        n = self.table.n
        vps = [self.vp(s) for s in range(n)]
        ender = self.ender
        after = [(s - ender - 1) % n for s in range(n)]  # the seat after the ender first, the ender last
        order = sorted(range(n), key=lambda s: (-vps[s], after[s]))
        details: dict[str, Any] = {"ender": ender, "turns": self.turn, "truncated": self.truncated, "vp": vps}
        if not self.table.teams:
            return Result(tuple(vps), tuple(order), (order[0],), details)
        totals = [sum(vps[s] for s in range(n) if self.table.team[s] == g) for g in (0, 1)]
        if totals[0] != totals[1]:
            win = 0 if totals[0] > totals[1] else 1
        else:
            win = 1 - self.table.team[ender]
        details["team_vp"] = totals
        details["winning_team"] = win
        winners = tuple(s for s in order if self.table.team[s] == win)
        ranking = winners + tuple(s for s in order if self.table.team[s] != win)
        return Result(tuple(vps), ranking, winners, details)

    def evaluate(self) -> tuple[float, ...]:
        """Each seat's chance to win, from VP plus what its units, cards and resources may still become.

        A soft-max over each seat's (or team's) worth; the further the deck is from empty, the
        softer, since more can still change.
        """
        n = self.table.n
        if self.phase == GAME_OVER:
            return standing_values(self.result(), n)
        left = len(self.deck)
        future = min(1.0, left / 25.0)  # how much of a unit's promise can still come true
        up = self.upgraded
        worth = []
        for s in range(n):
            z = self.zones[s]
            value = float(self.vp(s))
            for c in z[WALL]:
                value += (1.4 if up >> c & 1 else 0.4) * future
            for c in z[TOWN]:
                ty = SIDE_TYPE[KIND[c] * 2 + (up >> c & 1)]
                if ty == MILITARY:
                    value += (1.0 if up >> c & 1 else 0.5) * future
                elif ty == CIVILIAN:
                    value += (0.7 if up >> c & 1 else 0.5) * future
            # a unit in play must be worth more than the hand card and the resources it cost, or the bots
            # only ever draw (with 0.15 a card and 0.3 a Peasant, 3-player mcts games ended near 0 VP)
            value += (0.12 * len(self.piles[s]) + 0.06 * len(self.hands[s]) + 0.3 * len(self.aids[s])) * future
            worth.append(value)
        if self.table.teams:
            team = [sum(worth[s] for s in range(n) if self.table.team[s] == g) for g in (0, 1)]
            worth = [team[self.table.team[s]] for s in range(n)]
        spread = 0.8 + 0.12 * left ** 0.5
        top = max(worth)
        weights = [math.exp((w - top) / spread) for w in worth]
        total = sum(weights) if not self.table.teams else sum(weights) / (n // 2)
        return tuple(w / total for w in weights)

    # ---- views ----------------------------------------------------------------------------------------------

    def knows(self, viewer: int | None, c: int) -> bool:
        return bool(self.public >> c & 1) or (viewer is not None and bool(self.given[viewer] >> c & 1))

    def unit_view(self, c: int) -> dict[str, Any]:
        sd = self.side(c)
        return {"card": NAMES[c], "side": "up" if self.upgraded >> c & 1 else "base", "name": SIDE_NAME[sd],
                "type": TYPES[SIDE_TYPE[sd]], "health": SIDE_HEALTH[sd], "strength": SIDE_STRENGTH[sd]}

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.table.n
        players = []
        for s in range(n):
            z = self.zones[s]
            hand = self.hands[s]
            shown = hand if s == seat else [c for c in hand if self.knows(seat, c)]
            civ, mil, bld = self.counts(s)
            ccap, mcap = self.capacity(s)
            res, cards = self.production(s)
            entry: dict[str, Any] = {
                "seat": s, "hand_count": len(hand), "hand": [NAMES[c] for c in shown],
                "public_hand": [NAMES[c] for c in hand if self.public >> c & 1],
                "resources": len(self.piles[s]),
                "town": [self.unit_view(c) for c in z[TOWN]], "wall": [self.unit_view(c) for c in z[WALL]],
                "army": [self.unit_view(c) for c in z[ARMY]], "aids": [NAMES[c] for c in self.aids[s]],
                "vp": self.vp(s), "civilians": [civ, ccap], "military": [mil, mcap], "buildings": bld,
                "resource_production": res, "card_production": cards,
            }
            if self.table.teams:
                entry["team"] = self.table.team[s]
            if self.phase == SETUP_REVEAL:
                entry["answered"] = self.reveals[s] >= 0
                if s == seat and self.reveals[s] >= 0:
                    entry["my_reveal"] = [NAMES[c] for c in hand if self.reveals[s] >> c & 1]
            players.append(entry)
        v: dict[str, Any] = {
            "game": "brawling_barons", "variant": self.cfg.variant, "seat": seat, "phase": PHASE_NAMES[self.phase],
            "turn": self.turn, "active": self.active, "to_move": list(self.to_move),
            "actions_left": self.actions_left, "actions_taken": self.actions_taken,
            "extra_action_played": self.actions_left + self.actions_taken == 2,
            "horse_moved": bit_names(self.horse_used),
            "deck": len(self.deck), "market": [NAMES[c] if c >= 0 else None for c in self.market],
            "discard": [NAMES[c] for c in self.discard], "players": players, "max_turns": self.table.max_turns,
        }
        if self.table.out:
            v["out_of_play"] = bit_names(self.table.out)
        if self.phase in (RECRUIT, UPGRADE, MOVE, TRANSFER):
            v["steps"] = self.steps
            v["moved"] = bit_names(self.moved)
        if self.phase in (ATTACK_DECLARE, SHIELD_WINDOW, PLUS_TWO_WINDOW):
            v["attack"] = {"attacker": self.active, "military_action": self.military_action, "locked": self.locked,
                           "participants": [[NAMES[p], NAMES[t]] for p, t in self.declarations],
                           "shields": [[NAMES[p], NAMES[t]] for p, t in self.shields],
                           "defenders_waiting": list(self.queue),
                           "targets": [self._target_view(t) for t in self._decl_targets()]}
        if self.phase == AID_RECIPIENT:
            v["pending_aid"] = NAMES[self.pending[0]]
        if self.phase == GAME_OVER:
            r = self._result()
            v["result"] = {"scores": list(r.scores), "winners": list(r.winners), "ender": self.ender,
                           "truncated": self.truncated}
        return v

    def _decl_targets(self) -> list[int]:
        out: list[int] = []
        for _, t in self.declarations:
            if t not in out:
                out.append(t)
        return out

    def _target_view(self, t: int) -> dict[str, Any]:
        raw, tower, shields, sheriffed = self._target_state(t)
        return {"card": NAMES[t], "owner": self.where(t)[0], "strength": raw, "tower": tower, "shields": shields,
                "sheriffed": sheriffed, "damage": max(0, raw - tower - SHIELD_PREVENTION * shields),
                "health": SIDE_HEALTH[self.side(t)]}

    def _determinize(self, seat: int | None) -> None:
        """Deal the cards seat cannot identify back at random: deck, every pile, unknown hand cards (10)."""
        if self.lists_shared:
            self._own_lists()
        n = self.table.n
        hidden: list[int] = list(self.deck)
        for p in self.piles:
            hidden += p
        slots = [0] * n
        for s in range(n):
            if s == seat:
                continue
            keep = [c for c in self.hands[s] if self.knows(seat, c)]
            slots[s] = len(self.hands[s]) - len(keep)
            hidden += [c for c in self.hands[s] if not self.knows(seat, c)]
            self.hands[s] = tuple(keep)
        hidden.sort()
        rng = self.rng
        plain = [c for c in hidden if not IS_AID[c]]
        aids = [c for c in hidden if IS_AID[c]]
        into_hands = sum(slots)
        if into_hands > len(plain):  # only after the end: an Aid taken with the last card stays in a hand
            plain, aids = hidden[:], []
        rng.shuffle(plain)
        rest = plain[into_hands:] + aids
        rng.shuffle(rest)
        i = 0
        for s in range(n):
            if slots[s]:
                self.hands[s] = tuple(sorted(self.hands[s] + tuple(plain[i:i + slots[s]])))
            i += slots[s]
        j = len(self.deck)
        self.deck = rest[:j]
        for s in range(n):
            k = len(self.piles[s])
            self.piles[s] = tuple(rest[j:j + k])
            j += k
        self.given = tuple(g if s == seat else 0 for s, g in enumerate(self.given))
        if self.phase == SETUP_REVEAL:
            reveals = list(self.reveals)
            for s in range(n):
                if s != seat and reveals[s] >= 0:
                    mask = 0
                    for c in self.hands[s]:
                        if not IS_PEASANT[c] and rng.below(2):
                            mask |= 1 << c
                    reveals[s] = mask
            self.reveals = tuple(reveals)
