"""The Brass Empire state and its rules (spec sections 3-5).

Cards are instance numbers (ints) into the game's ``Table``; every zone is a list of them, and the
per-card counters (damage, face up, turn entered, acted, activated, owner) are lists indexed by
instance. What is being resolved is a stack of small frames (``kinds.F_*``), and a decision that
a frame waits for is ``ask``; an empty stack means the active player's main decision.
"""

from __future__ import annotations

from array import array
from typing import Any, Final

from meeple.core import Action, Result, State, standing_values

from . import cards as C
from .cards import BUILDING, EMPLOYEE, UNIT, Card
from .kinds import (
    A_CONFIRM,
    A_DISCARD,
    A_DISMISS,
    A_OPPONENT,
    A_OPTION,
    A_RESPOND,
    A_TARGET,
    ABILITY,
    ACTION,
    ACTIVATE,
    AI_TURN,
    ATTACK,
    BUY,
    COUNTER_ACTED,
    COUNTER_ACTIVATED,
    COUNTER_DAMAGE,
    COUNTER_ENTERED,
    COUNTER_FACE_UP,
    COUNTER_OWNER,
    DEMOLISH,
    DESIGN_ROW,
    DISCARD_CARD,
    DISMISS_CARD,
    DONE,
    END_PLAY,
    END_TURN,
    F_AI_ACQUIRE,
    F_AI_END,
    F_AI_UNITS,
    F_ATTACK,
    F_DAMAGE,
    F_EFFECTS,
    F_WINDOW,
    LABOR_ROW,
    MINE,
    NO,
    OPPONENT,
    OPTION,
    OVER,
    PASS,
    PLAY,
    PLAY_CARD,
    REBUILD,
    RESERVE_ROW,
    ROW_WORDS,
    TARGET,
    USE,
    YES,
)

_CARD_WORDS: Final = {PLAY_CARD: "play", ACTIVATE: "activate", DEMOLISH: "demolish", MINE: "mine", ABILITY: "ability"}
# copy-on-write bits of ``EmpireState.owned``: a zone's first bit, shifted by the seat (8 bits a zone: seats
# 0-5, and bit 7 for the zone's list of per-seat lists itself)
_ZONE_LIST: Final = 7
_DRAW: Final = 1
_HAND: Final = 1 << 8
_DISCARD: Final = 1 << 16
_PLAYED: Final = 1 << 24
_IN_PLAY: Final = 1 << 32
_RESERVE: Final = 1 << 40
_LABOR_DECK: Final = 1 << 48
_DESIGN_DECK: Final = 1 << 49
_TOKENS: Final = 1 << 50
_STACK: Final = 1 << 57  # (bits 51-56: the per-card counters, ``kinds.COUNTER_*``)



class Table:
    """What never changes once the setup decisions are made: seats, variant, corporations, instances.

    Shared by every clone; replaced (never changed) when the setup decisions complete.
    """

    __slots__ = ("n", "seats", "variant", "solitaire", "teams", "battle", "equal_turns", "corp", "faction",
                 "team", "card", "label", "rank", "index", "cache", "per_card", "attacks", "buys", "reserve_buys",
                 "end_turn", "end_play", "rebuild")

    def __init__(self, n: int, variant: str, equal_turns: bool, corp: tuple[int, ...],
                 instances: tuple[int, ...], labels: tuple[str, ...] = ()) -> None:
        self.n = n
        self.variant = variant
        self.solitaire = variant == "solitaire"
        self.teams = variant == "teams"
        self.battle = variant == "battle"
        self.seats = 2 if self.solitaire else n
        self.equal_turns = equal_turns
        self.corp = corp
        self.faction = tuple(C.CORP_FACTION[c] if c >= 0 else -1 for c in corp)
        half = n // 2
        self.team = tuple(s % half if self.teams else s for s in range(self.seats))
        self.card: tuple[Card, ...] = tuple(C.CARDS[c] for c in instances)
        if not labels:
            numbers: dict[int, int] = {}
            named = []
            for c in instances:
                numbers[c] = numbers.get(c, 0) + 1
                named.append(f"{C.CARDS[c].id}.{numbers[c]}")
            labels = tuple(named)
        self.label: tuple[str, ...] = labels
        self.index: dict[str, int] = {lab: i for i, lab in enumerate(labels)}
        ordered = sorted(range(len(labels)), key=lambda i: (self.card[i].id, int(labels[i].rsplit(".", 1)[1])))
        rank = [0] * len(labels)
        for r, i in enumerate(ordered):
            rank[i] = r
        self.rank: tuple[int, ...] = tuple(rank)
        self.cache: dict[str, Action] = {}
        count = len(labels)
        # main actions built once per game, on first use (labels are the slow part of legal actions)
        # per action kind (index: PLAY_CARD, ACTIVATE...; empty for the kinds that are not a card's), per instance
        self.per_card: list[list[Action | None]] = [[None] * count if kind in _CARD_WORDS else []
                                                    for kind in range(max(_CARD_WORDS) + 1)]
        self.attacks: dict[int, Action] = {}
        self.reserve_buys: list[Action | None] = [None] * len(C.CARDS)  # per card (not instance)
        self.buys = tuple(tuple(tuple(self.act(f"buy {ROW_WORDS[row]} {slot + 1}" + (" gift" if gift else ""),
                                               (BUY, row, slot, gift)) for gift in (0, 1))
                                for slot in range(C.ROW_SIZE)) for row in (LABOR_ROW, DESIGN_ROW))
        self.end_turn = self.act("end turn", (END_TURN,))
        self.end_play = self.act("end play", (END_PLAY,))
        self.rebuild = self.act("rebuild", (REBUILD,))

    def card_action(self, kind: int, inst: int) -> Action:
        """The action ``play``, ``activate``, ``demolish``, ``mine`` or ``ability`` (by ``kind``) of a card."""
        a = self.per_card[kind][inst]
        if a is None:
            a = self.per_card[kind][inst] = self.act(f"{_CARD_WORDS[kind]} {self.label[inst]}", (kind, inst))
        return a

    def reserve_buy(self, card: Card) -> Action:
        """The action buying a copy of ``card`` from one's reserve deck."""
        a = self.reserve_buys[card.index]
        if a is None:
            a = self.reserve_buys[card.index] = self.act("buy reserve " + card.id, (BUY, RESERVE_ROW, card.index, 0))
        return a

    def attack(self, unit: int, target: int) -> Action:
        key = unit * 4096 + target + 16
        a = self.attacks.get(key)
        if a is None:
            tl = self.label[target] if target >= 0 else f"seat {-target - 1}"
            a = self.attacks[key] = self.act(f"attack {self.label[unit]} {tl}", (ATTACK, unit, target))
        return a

    def act(self, label: str, data: tuple) -> Action:
        a = self.cache.get(label)
        if a is None:
            a = self.cache[label] = Action(label, data)
        return a


class EmpireState(State):
    """A Brass Empire position (see the module docstring)."""

    __slots__ = ("table", "phase", "turn", "round", "first", "active", "owner", "damage", "face_up", "entered",
                 "acted", "activated", "draw", "hand", "discard", "played", "in_play", "reserve", "platform",
                 "tokens", "labor_deck", "design_deck", "labor_row", "design_row", "pool", "overflow", "dismissed",
                 "end_triggered", "labor", "construction", "played_turn", "bonus_used", "ai_score", "eliminated",
                 "stack", "ask", "capped", "over", "pending_setup", "bankrupt_active", "out", "ai_mark", "ai_steps",
                 "owned")

    table: Table

    # ---- construction ------------------------------------------------------------------------------

    def _blank(self, table: Table, instances: int) -> None:
        """Empty zones for a table of ``instances`` cards (setup.py fills them)."""
        self.table = table
        seats = table.seats
        self.phase = PLAY
        self.turn = 0
        self.round = 1
        self.first = 0
        self.active = 0
        # per-card counters as machine arrays: a clone copies each in one step
        self.owner = array("b", [-1]) * instances
        self.damage = array("b", [0]) * instances
        self.face_up = array("b", [1]) * instances
        self.entered = array("l", [0]) * instances
        self.acted = array("b", [0]) * instances
        self.activated = array("b", [0]) * instances
        self.draw: list[list[int]] = [[] for _ in range(seats)]  # top last
        self.hand: list[list[int]] = [[] for _ in range(seats)]
        self.discard: list[list[int]] = [[] for _ in range(seats)]  # top last
        self.played: list[list[int]] = [[] for _ in range(seats)]
        self.in_play: list[list[int]] = [[] for _ in range(seats)]  # the AI's play area, left to right
        self.reserve: list[list[int]] = [[] for _ in range(seats)]
        self.platform: list[int] = [-1] * seats
        self.tokens = [0] * seats
        self.labor_deck: list[int] = []  # top last
        self.design_deck: list[int] = []
        self.labor_row = [-1] * C.ROW_SIZE
        self.design_row = [-1] * C.ROW_SIZE
        self.pool = 0
        self.overflow = 0
        self.dismissed: list[int] = []
        self.end_triggered = False
        self.labor = 0
        self.construction = 0
        self.played_turn: list[int] = []
        self.bonus_used = False
        self.ai_score: list[int] = []
        self.eliminated: list[int] = []
        self.stack: list[tuple] = []
        self.ask: tuple | None = None
        self.capped = False
        self.over = False
        self.pending_setup: Any = None  # setup decisions still to take (setup.py)
        self.bankrupt_active = False
        self.out: list[int] = []  # cards out of the game (an eliminated player's)
        self.ai_mark: tuple | None = None  # the event log when the AI's turn began
        self.ai_steps: tuple[str, ...] = ()  # what the Solitaire AI did in its latest turn (public)
        # the zones (their lists of per-seat lists, and each seat's list), decks, tokens, per-card counters and
        # the stack this state may change in place (bits ``_DRAW``...):
        # a clone shares them with its original, and whichever changes one first copies it (``_own``).
        # The other lists (rows, dismissed, ai_score, eliminated, out, played_turn) are never changed in place.
        self.owned = -1

    def clone(self) -> EmpireState:
        new = EmpireState(self.cfg, self.rng.copy())  # by its constructor, as the class may be compiled
        self._share_history(new)
        new.table = self.table
        new.phase = self.phase
        new.turn = self.turn
        new.round = self.round
        new.first = self.first
        new.active = self.active
        new.owner = self.owner
        new.damage = self.damage
        new.face_up = self.face_up
        new.entered = self.entered
        new.acted = self.acted
        new.activated = self.activated
        new.draw = self.draw
        new.hand = self.hand
        new.discard = self.discard
        new.played = self.played
        new.in_play = self.in_play
        new.reserve = self.reserve
        new.platform = self.platform
        new.tokens = self.tokens
        new.labor_deck = self.labor_deck
        new.design_deck = self.design_deck
        new.labor_row = self.labor_row
        new.design_row = self.design_row
        new.pool = self.pool
        new.overflow = self.overflow
        new.dismissed = self.dismissed
        new.end_triggered = self.end_triggered
        new.labor = self.labor
        new.construction = self.construction
        new.played_turn = self.played_turn
        new.bonus_used = self.bonus_used
        new.ai_score = self.ai_score
        new.eliminated = self.eliminated
        new.stack = self.stack
        new.ask = self.ask
        new.capped = self.capped
        new.over = self.over
        new.pending_setup = self.pending_setup
        new.bankrupt_active = self.bankrupt_active
        new.out = self.out
        new.ai_mark = self.ai_mark
        new.ai_steps = self.ai_steps
        new.owned = self.owned = 0  # both now share every zone list
        return new

    def _own(self, zone: list[list[int]], first_bit: int, seat: int) -> list[int]:
        """``zone[seat]`` as this state's own list, copied first if a clone may share it (copy-on-write)."""
        bit = first_bit << seat
        if not self.owned & bit:
            zone = self._own_zone(first_bit)  # (a seat's list is owned only in an owned zone: ``zone`` is current)
            zone[seat] = zone[seat][:]
            self.owned |= bit
        return zone[seat]

    def _own_zone(self, first_bit: int) -> list[list[int]]:
        """The per-seat lists of the zone whose bits start at ``first_bit``, as this state's own (copy-on-write)."""
        owned = self.owned & (first_bit << _ZONE_LIST)
        self.owned |= first_bit << _ZONE_LIST
        if first_bit == _DRAW:
            if not owned:
                self.draw = self.draw[:]
            return self.draw
        if first_bit == _HAND:
            if not owned:
                self.hand = self.hand[:]
            return self.hand
        if first_bit == _DISCARD:
            if not owned:
                self.discard = self.discard[:]
            return self.discard
        if first_bit == _PLAYED:
            if not owned:
                self.played = self.played[:]
            return self.played
        if first_bit == _IN_PLAY:
            if not owned:
                self.in_play = self.in_play[:]
            return self.in_play
        if not owned:
            self.reserve = self.reserve[:]
        return self.reserve

    def own_zones(self) -> None:
        """Make every zone's list of per-seat lists this state's own, before replacing a seat's list in it."""
        for first_bit in (_DRAW, _HAND, _DISCARD, _PLAYED, _IN_PLAY, _RESERVE):
            self._own_zone(first_bit)

    def own_counters(self, bits: int) -> None:
        """Make the per-card counters of ``bits`` (``COUNTER_OWNER``...) this state's own before writing them."""
        missing = bits & ~self.owned
        if not missing:
            return
        self.owned |= missing
        if missing & COUNTER_OWNER:
            self.owner = self.owner[:]
        if missing & COUNTER_DAMAGE:
            self.damage = self.damage[:]
        if missing & COUNTER_FACE_UP:
            self.face_up = self.face_up[:]
        if missing & COUNTER_ENTERED:
            self.entered = self.entered[:]
        if missing & COUNTER_ACTED:
            self.acted = self.acted[:]
        if missing & COUNTER_ACTIVATED:
            self.activated = self.activated[:]

    def _own_tokens(self) -> list[int]:
        """The seats' Brass tokens as this state's own list (copy-on-write)."""
        if not self.owned & _TOKENS:
            self.tokens = self.tokens[:]
            self.owned |= _TOKENS
        return self.tokens

    def _own_deck(self, row_kind: int) -> list[int]:
        """The Labor (``LABOR_ROW``) or design deck as this state's own list (copy-on-write)."""
        if row_kind == LABOR_ROW:
            if not self.owned & _LABOR_DECK:
                self.labor_deck = self.labor_deck[:]
                self.owned |= _LABOR_DECK
            return self.labor_deck
        if not self.owned & _DESIGN_DECK:
            self.design_deck = self.design_deck[:]
            self.owned |= _DESIGN_DECK
        return self.design_deck

    # ---- contract ----------------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.table.seats

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.ask is not None:
            return (self.ask[1],)
        if self.pending_setup is not None:
            return (self.pending_setup.seat,)
        return (self.active,)

    def _legal(self, seat: int) -> list[Action]:
        if self.pending_setup is not None:
            return self.pending_setup.legal(self)
        ask = self.ask
        if ask is None:
            return self._main_actions(seat)
        return self._ask_actions(ask)

    def _play(self, action: Action, seat: int) -> None:
        data = action[1]
        if not self.owned & _STACK:  # the stack changes only here (and in what this calls): a clone shares it
            self.stack = self.stack[:]
            self.owned |= _STACK
        if self.pending_setup is not None:
            self.pending_setup.apply(self, data)
            self._run()
            return
        kind = data[0]
        if self.ask is not None:
            self._answer(self.ask, data)
        elif kind == PLAY_CARD:
            self._play_card(seat, data[1])
        elif kind == BUY:
            self._buy(seat, data[1], data[2], data[3])
        elif kind == ACTIVATE:
            self._activate(seat, data[1])
        elif kind == DEMOLISH:
            self._demolish(seat, data[1])
        elif kind == REBUILD:
            self.construction -= C.REBUILD_COST
            plat = self.platform[seat]
            self.own_counters(COUNTER_FACE_UP | COUNTER_DAMAGE)
            self.face_up[plat] = 1
            self.damage[plat] = 0
            self.log(f"{self.who(seat)} rebuilds the Mining Platform for {C.REBUILD_COST} Construction")
        elif kind == END_PLAY:
            self.phase = ACTION
            self.log(f"{self.who(seat)} ends the play phase")
        elif kind == END_TURN:
            self._end_turn(seat)
        elif kind == MINE:
            self._mine(data[1])
        elif kind == ATTACK:
            self._declare_attack(data[1], data[2])
        elif kind == ABILITY:
            unit = data[1]
            self.own_counters(COUNTER_ACTED)
            self.acted[unit] = 1
            self.log(f"{self.who(seat)}'s {self._name(unit)} uses its ability")
            self.stack.append((F_EFFECTS, seat, unit, self.table.card[unit].ability, 0))
        self._run()

    def _result(self) -> Result:
        from .scoring import result
        return result(self)

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .views import view
        return view(self, seat)

    def _determinize(self, seat: int | None) -> None:
        from .views import determinize
        determinize(self, seat)

    def _explain(self, seat: int, label: str) -> str:
        from .explain import explain
        return explain(self, seat, label)

    def evaluate(self) -> tuple[float, ...]:
        from .scoring import evaluate
        if self.over:
            return standing_values(self.result(), self.seats)
        return evaluate(self)

    def turn_marker(self) -> int:
        """The bots' turn boundary (``search.finish_turns``): the number of turns begun (3.3, 5.1)."""
        return self.turn

    def playout_action(self, seat: int, rand: Any) -> Action:
        """The bots' cheap default choice for ``seat`` (to move) inside a search: ``playout.py``."""
        from .playout import playout_action
        return playout_action(self, seat, rand)

    # ---- small helpers --------------------------------------------------------------------------------

    def who(self, seat: int) -> str:
        """A seat as players read it (P1..Pn, seat + 1); the Solitaire AI by its name."""
        return "the Solitaire AI" if self.table.solitaire and seat == 1 else f"P{seat + 1}"

    def _name(self, inst: int) -> str:
        """A card in events, by its printed name (players do not see instance ids)."""
        return self.table.card[inst].name

    def _whose(self, inst: int) -> str:
        """A card in play with its owner, as combat events name it: "P2's SteamCycle", "the AI's Warehouse"."""
        owner = self.owner[inst]
        whose = "the AI's" if self.table.solitaire and owner == 1 else f"P{owner + 1}'s"
        return f"{whose} {self.table.card[inst].name}"

    def is_opponent(self, seat: int, other: int) -> bool:
        """Spec 0: every other player who is not a teammate (and, in Battle Mode, not eliminated)."""
        return other != seat and self.table.team[other] != self.table.team[seat] and other not in self.eliminated

    def opponents(self, seat: int) -> list[int]:
        return [o for o in range(self.table.seats) if self.is_opponent(seat, o)]

    def eligible(self, unit: int) -> bool:
        """Spec 3.5, I-6: the active player's unit, in play since before this turn, not acted yet."""
        return (self.owner[unit] == self.active and self.entered[unit] < self.turn and not self.acted[unit]
                and unit in self.in_play[self.active])

    def attack_targets(self, seat: int) -> list[int]:
        """Legal attack targets of ``seat``'s units (3.5): cards, then players as ``-(seat + 1)`` (Battle Mode)."""
        out = []
        for o in self.opponents(seat):
            for inst in self.in_play[o]:
                if self.face_up[inst]:
                    out.append(inst)
            plat = self.platform[o]
            if plat >= 0 and self.face_up[plat]:
                out.append(plat)
        rank = self.table.rank
        out.sort(key=lambda i: rank[i])
        if self.table.battle:
            out += [-(o + 1) for o in self.opponents(seat)]
        return out

    def effect_targets(self, seat: int, target: int) -> list[int]:
        """Legal targets of a ``damage`` effect (1.4): opponents' units, or also their face-up buildings."""
        out = []
        for o in self.opponents(seat):
            for inst in self.in_play[o]:
                card = self.table.card[inst]
                if card.type == UNIT or (target == C.TARGET_ANY and self.face_up[inst]):
                    out.append(inst)
            plat = self.platform[o]
            if target == C.TARGET_ANY and plat >= 0 and self.face_up[plat]:
                out.append(plat)
        rank = self.table.rank
        out.sort(key=lambda i: rank[i])
        return out

    def in_play_now(self, inst: int) -> bool:
        o = self.owner[inst]
        if o < 0 or o in self.eliminated:
            return False
        if inst == self.platform[o]:
            return True
        return inst in self.in_play[o]

    def usable_any_time(self, seat: int) -> list[int]:
        """Seat's face-up buildings with an at-any-time demolish (3.8)."""
        rank = self.table.rank
        return sorted((i for i in self.in_play[seat] if self.table.card[i].any_time and self.face_up[i]),
                      key=lambda i: rank[i])

    # ---- legal actions ----------------------------------------------------------------------------------

    def _main_actions(self, seat: int) -> list[Action]:
        """The main decisions of spec 6.2, in the canonical order of spec 6."""
        t = self.table
        cards = t.card
        rank = t.rank
        out: list[Action] = []
        phase = self.phase
        if phase == PLAY:
            plays = t.per_card[PLAY_CARD]
            for inst in self.hand[seat]:
                a = plays[inst]
                out.append(t.card_action(PLAY_CARD, inst) if a is None else a)
        lab_pool, con_pool = self.labor, self.construction
        gift = t.teams
        for row, pool, buys in ((self.labor_row, lab_pool, t.buys[0]), (self.design_row, con_pool, t.buys[1])):
            for slot, inst in enumerate(row):
                if inst >= 0:
                    cost = cards[inst].cost
                    if pool >= cost:
                        out.append(buys[slot][0])
                        if gift and pool >= cost + C.GIFT_SURCHARGE:
                            out.append(buys[slot][1])
        reserve = self.reserve[seat]
        if reserve:
            buyable: dict[str, Action] = {}
            for inst in reserve:
                card = cards[inst]
                have = lab_pool if card.currency == C.LABOR_CUR else con_pool
                if have >= card.cost and card.id not in buyable:
                    buyable[card.id] = t.reserve_buy(card)
            if buyable:
                out += [buyable[k] for k in sorted(buyable)]
        face_up = self.face_up
        buildings = [i for i in self.in_play[seat] if cards[i].type == BUILDING and face_up[i]]
        if buildings:
            buildings.sort(key=rank.__getitem__)
            for inst in buildings:
                card = cards[inst]
                if (card.activated is not None and not self.activated[inst] and lab_pool >= card.act_labor
                        and con_pool >= card.act_construction):
                    out.append(t.card_action(ACTIVATE, inst))
            for inst in buildings:
                if cards[inst].demolish is not None:
                    out.append(t.card_action(DEMOLISH, inst))
        plat = self.platform[seat]
        if plat >= 0 and not face_up[plat] and con_pool >= C.REBUILD_COST:
            out.append(t.rebuild)
        if phase == ACTION:
            turn = self.turn
            acted = self.acted
            entered = self.entered
            units = [i for i in self.in_play[seat] if cards[i].type == UNIT and entered[i] < turn and not acted[i]]
            if units:
                units.sort(key=rank.__getitem__)
                targets = self.attack_targets(seat)
                battle = t.battle
                for unit in units:
                    if not battle:
                        out.append(t.card_action(MINE, unit))
                    for tg in targets:
                        out.append(t.attack(unit, tg))
                    if cards[unit].ability is not None:
                        out.append(t.card_action(ABILITY, unit))
            out.append(t.end_turn)
        else:
            out.append(t.end_play)
        return out

    def _ask_actions(self, ask: tuple) -> list[Action]:
        t = self.table
        act = t.act
        kind = ask[0]
        if kind == A_OPTION:
            return [act(f"option {i + 1}", (OPTION, i)) for i in range(len(ask[3]))]
        if kind == A_TARGET:
            return [act("target " + t.label[i], (TARGET, i)) for i in self.effect_targets(ask[1], ask[4])]
        if kind == A_OPPONENT:
            return [act(f"opponent {o}", (OPPONENT, o)) for o in self.opponents(ask[1]) if self.tokens[o] > 0]
        if kind == A_DISMISS:
            zone = ask[4]
            seat = ask[1]
            out = []
            if zone != C.ZONE_DISCARD:
                out += sorted(self.hand[seat], key=lambda i: t.rank[i])
            if zone != C.ZONE_HAND:
                out += sorted(self.discard[seat], key=lambda i: t.rank[i])
            return [act("dismiss " + t.label[i], (DISMISS_CARD, i)) for i in out] + [act("done", (DONE,))]
        if kind == A_DISCARD:
            return [act("discard " + t.label[i], (DISCARD_CARD, i))
                    for i in sorted(self.hand[ask[1]], key=lambda i: t.rank[i])]
        if kind == A_CONFIRM:
            return [act("yes", (YES,)), act("no", (NO,))]
        # A_RESPOND
        return [act("use " + t.label[i], (USE, i)) for i in self.usable_any_time(ask[1])] + [act("pass", (PASS,))]

    # ---- main actions ------------------------------------------------------------------------------------

    def _play_card(self, seat: int, inst: int) -> None:
        """Spec 3.4 PLAY."""
        self._own(self.hand, _HAND, seat).remove(inst)
        self.played_turn = self.played_turn + [inst]
        card = self.table.card[inst]
        if card.type == EMPLOYEE:
            self._own(self.played, _PLAYED, seat).append(inst)
            self.log(f"{self.who(seat)} plays {self._name(inst)}")
        else:
            self._own(self.in_play, _IN_PLAY, seat).append(inst)
            self.own_counters(COUNTER_ENTERED | COUNTER_DAMAGE | COUNTER_ACTED | COUNTER_ACTIVATED | COUNTER_FACE_UP)
            self.entered[inst] = self.turn
            self.damage[inst] = 0
            self.acted[inst] = 0
            self.activated[inst] = 0
            if card.type == UNIT:
                self.face_up[inst] = 1
                self.log(f"{self.who(seat)} plays {self._name(inst)} into play")
            else:
                self.face_up[inst] = 0
                self.log(f"{self.who(seat)} plays a building face down (under construction)")
                return
        if card.on_play:
            self.stack.append((F_EFFECTS, seat, inst, card.on_play, 0))

    def _buy(self, seat: int, row_kind: int, which: int, gift: int) -> None:
        """Spec 3.4 BUY, 3.11, 5.3 gifts."""
        t = self.table
        if row_kind == RESERVE_ROW:
            inst = min((i for i in self.reserve[seat] if t.card[i].index == which), key=lambda i: t.rank[i])
            self._own(self.reserve, _RESERVE, seat).remove(inst)
            where = "their reserve"
        else:
            row = self.labor_row if row_kind == LABOR_ROW else self.design_row
            inst = row[which]
            self._take_from_row(row_kind, which)
            where = f"the {'Labor Market' if row_kind == LABOR_ROW else 'Design Department'}"
        card = t.card[inst]
        cost = card.cost + (C.GIFT_SURCHARGE if gift else 0)
        if card.currency == C.LABOR_CUR:
            self.labor -= cost
            cur = "Labor"
        else:
            self.construction -= cost
            cur = "Construction"
        receiver = seat
        if gift:
            receiver = next(s for s in range(t.n) if s != seat and t.team[s] == t.team[seat])
        self.own_counters(COUNTER_OWNER)
        self.owner[inst] = receiver
        self._own(self.discard, _DISCARD, receiver).append(inst)
        text = f"{self.who(seat)} buys {self._name(inst)} from {where} for {cost} {cur}"
        self.log(text + (f", a gift to {self.who(receiver)}" if gift else ""))
        if row_kind != RESERVE_ROW:
            self._log_reveal(row_kind, which)

    def _take_from_row(self, row_kind: int, slot: int) -> int:
        """Remove a row card and refill (3.2) or shift (Solitaire, 5.1). Returns the card taken."""
        row = (self.labor_row if row_kind == LABOR_ROW else self.design_row)[:]  # clones share the rows
        deck = self.labor_deck if row_kind == LABOR_ROW else self.design_deck
        inst = row[slot]
        new = self._own_deck(row_kind).pop() if deck else -1
        if self.table.solitaire:
            for j in range(slot, 0, -1):
                row[j] = row[j - 1]
            row[0] = new
        else:
            row[slot] = new
        if row_kind == LABOR_ROW:
            self.labor_row = row
        else:
            self.design_row = row
        return inst

    def _log_reveal(self, row_kind: int, slot: int) -> None:
        """Name the card that filled the gap (Solitaire: entered slot 1): it is public now (3.2, 5.1)."""
        row = self.labor_row if row_kind == LABOR_ROW else self.design_row
        name = "Labor Market" if row_kind == LABOR_ROW else "Design Department"
        where = 0 if self.table.solitaire else slot
        shift = " (the row shifted right)" if self.table.solitaire else ""
        new = row[where]
        if new < 0:
            self.log(f"the {name}'s deck is empty: slot {where + 1} stays empty{shift}")
        else:
            self.log(f"{self._name(new)} enters the {name} in slot {where + 1}{shift}")

    def _activate(self, seat: int, inst: int) -> None:
        card = self.table.card[inst]
        self.labor -= card.act_labor
        self.construction -= card.act_construction
        self.own_counters(COUNTER_ACTIVATED)
        self.activated[inst] = 1
        self.log(f"{self.who(seat)} activates {self._name(inst)}")
        self.stack.append((F_EFFECTS, seat, inst, card.activated, 0))

    def _demolish(self, seat: int, inst: int) -> None:
        """Spec 3.7 / I-33: destroyed without reward, then the demolish effects, then when-destroyed."""
        card = self.table.card[inst]
        self.log(f"{self.who(seat)} demolishes {self._name(inst)}")
        wd = self._leave_play(inst)
        if wd:
            self.stack.append((F_EFFECTS, seat, inst, wd, 0))
        if card.demolish:
            self.stack.append((F_EFFECTS, seat, inst, card.demolish, 0))

    def _mine(self, unit: int) -> None:
        """Spec 3.5 MINE and the platform bonus (3.9)."""
        seat = self.owner[unit]
        self.own_counters(COUNTER_ACTED)
        self.acted[unit] = 1
        card = self.table.card[unit]
        amount = card.attack + card.mine_extra
        plat = self.platform[seat]
        bonus = ""
        if plat >= 0 and self.face_up[plat] and not self.bonus_used:
            amount += self.table.card[plat].mine_bonus
            self.bonus_used = True
            bonus = " (with the Mining Platform bonus)"
        self.log(f"{self.who(seat)}'s {self._name(unit)} mines {amount} Brass{bonus}")
        self.gain_brass(seat, amount)

    def _declare_attack(self, unit: int, target: int) -> None:
        """Spec 3.6 steps 1-2: the unit has acted; a response window opens."""
        self.own_counters(COUNTER_ACTED)
        self.acted[unit] = 1
        seat = self.owner[unit]
        what = self.who(-target - 1) if target < 0 else self._whose(target)
        self.log(f"{self.who(seat)}'s {self._name(unit)} attacks {what}")
        self.stack.append((F_ATTACK, unit, target))
        self.stack.append((F_WINDOW, self._after(self.active), 0))

    # ---- resolution -----------------------------------------------------------------------------------

    def _run(self) -> None:
        """Resolve frames until a decision is needed or the stack is empty (the active player's main decision)."""
        stack = self.stack
        while not self.over:
            if self.bankrupt_active:
                self.bankrupt_active = False
                stack.clear()
                self.ask = None
                self._after_turn(self.active)
                continue
            if self.ask is not None or not stack:
                return
            frame = stack[-1]
            kind = frame[0]
            if kind == F_WINDOW:
                self._window(frame)
                continue
            stack.pop()
            if kind == F_EFFECTS:
                effs = frame[3]
                i = frame[4]
                if i + 1 < len(effs):
                    stack.append((F_EFFECTS, frame[1], frame[2], effs, i + 1))
                if frame[1] not in self.eliminated:
                    self._effect(frame[1], frame[2], effs[i], False)
            elif kind == F_ATTACK:
                self._combat(frame[1], frame[2])
            elif kind == F_DAMAGE:
                self._deal(frame[1], frame[2], frame[3])
            elif kind == F_AI_UNITS:
                self._ai_unit(frame[1])
            elif kind == F_AI_ACQUIRE:
                self._ai_acquire()
            elif kind == F_AI_END:
                steps = []
                node = self._log
                while node is not None and node is not self.ai_mark:
                    steps.append(node[1])
                    node = node[0]
                self.ai_steps = tuple(reversed(steps))
                self._after_turn(1)

    def _effect(self, owner: int, src: int, e: tuple, confirmed: bool) -> None:
        """Resolve one effect of spec 1.4 (or ask the decision it needs)."""
        if e[1] and not confirmed:
            self.ask = (A_CONFIRM, owner, src, e)
            return
        op = e[0]
        if op == C.GAIN:
            if owner == self.active and (e[2] or e[3]):
                self.labor += e[2]
                self.construction += e[3]
                self.log(f"{self.who(owner)} gains {_resources(e[2], e[3])}")
            if e[4]:
                self.log(f"{self.who(owner)} gains {e[4]} Brass from {self._name(src)}")
                self.gain_brass(owner, e[4])
        elif op == C.DRAW:
            self.draw_cards(owner, e[2])
        elif op == C.DISCARD:
            if self.hand[owner]:
                self.ask = (A_DISCARD, owner, src, e[2])
        elif op == C.DISMISS:
            self._ask_dismiss(owner, src, e[2], e[3], e[4], 0)
        elif op == C.DAMAGE:
            if self.effect_targets(owner, e[3]):
                self.ask = (A_TARGET, owner, src, e[2], e[3])
        elif op == C.STEAL:
            if any(self.tokens[o] > 0 for o in self.opponents(owner)):
                self.ask = (A_OPPONENT, owner, src, e[2])
        elif op == C.CHOOSE:
            self.ask = (A_OPTION, owner, src, e[2])
        elif op == C.IF:
            if self._holds(owner, src, e[2]):
                self.stack.append((F_EFFECTS, owner, src, e[3], 0))

    def _holds(self, owner: int, src: int, cond: tuple) -> bool:
        """Conditions of spec 1.4, evaluated when the ``if`` resolves."""
        kind, faction, at_least = cond
        t = self.table
        if kind == C.COND_PLAYED:
            mine = self.played_turn if owner == self.active else []
            return sum(1 for i in mine if i != src and t.card[i].faction == faction) >= at_least
        if kind == C.COND_BUILDINGS:
            n = sum(1 for i in self.in_play[owner] if t.card[i].type == BUILDING and self.face_up[i])
            plat = self.platform[owner]
            return n + (1 if plat >= 0 and self.face_up[plat] else 0) >= at_least
        return sum(1 for i in self.in_play[owner] if t.card[i].type == UNIT) >= at_least

    def _ask_dismiss(self, owner: int, src: int, remaining: int, zone: int, per_card: tuple, done: int) -> None:
        has = ((zone != C.ZONE_DISCARD and self.hand[owner]) or (zone != C.ZONE_HAND and self.discard[owner]))
        if remaining > 0 and has:
            self.ask = (A_DISMISS, owner, src, remaining, zone, per_card, done)
            return
        if per_card:
            for _ in range(done):
                self.stack.append((F_EFFECTS, owner, src, per_card, 0))

    def _answer(self, ask: tuple, data: tuple) -> None:
        """Apply the answer to a sub-decision or response (spec 6.3, 6.4)."""
        self.ask = None
        kind = ask[0]
        owner = ask[1]
        src = ask[2]
        if kind == A_CONFIRM:
            if data[0] == YES:
                self.log(f"{self.who(owner)} uses {self._name(src)}'s optional effect")
                self._effect(owner, src, ask[3], True)
            else:
                self.log(f"{self.who(owner)} declines {self._name(src)}'s optional effect")
        elif kind == A_OPTION:
            self.log(f"{self.who(owner)} chooses option {data[1] + 1} of {self._name(src)}")
            self.stack.append((F_EFFECTS, owner, src, ask[3][data[1]], 0))
        elif kind == A_TARGET:
            target = data[1]
            self.log(f"{self.who(owner)} targets {self._whose(target)} with {self._name(src)}")
            self.stack.append((F_DAMAGE, owner, target, ask[3]))
            if not any(f[0] == F_WINDOW for f in self.stack):
                self.stack.append((F_WINDOW, self._after(self.active), 0))
        elif kind == A_OPPONENT:
            self._steal(owner, data[1], ask[3])
        elif kind == A_DISCARD:
            inst = data[1]
            self._own(self.hand, _HAND, owner).remove(inst)
            self._own(self.discard, _DISCARD, owner).append(inst)
            self.log(f"{self.who(owner)} discards {self._name(inst)}")
            if ask[3] > 1 and self.hand[owner]:
                self.ask = (A_DISCARD, owner, src, ask[3] - 1)
        elif kind == A_DISMISS:
            if data[0] == DONE:
                self._ask_dismiss(owner, src, 0, ask[4], ask[5], ask[6])
            else:
                inst = data[1]
                if inst in self.hand[owner]:
                    self._own(self.hand, _HAND, owner).remove(inst)
                else:
                    self._own(self.discard, _DISCARD, owner).remove(inst)
                self.dismissed = self.dismissed + [inst]
                self.log(f"{self.who(owner)} dismisses {self._name(inst)}")
                self._ask_dismiss(owner, src, ask[3] - 1, ask[4], ask[5], ask[6] + 1)
        elif kind == A_RESPOND:
            frame = self.stack[-1]
            nxt = self._after(owner)
            if data[0] == PASS:
                self.stack[-1] = (F_WINDOW, nxt, frame[2] + 1)
            else:
                self.stack[-1] = (F_WINDOW, nxt, 0)
                self._demolish(owner, data[1])

    def _window(self, frame: tuple) -> None:
        """A response window (3.8): non-active seats, from the active player's left, until all pass in a row."""
        t = self.table
        active = self.active
        humans = [s for s in range(t.n) if s != active and s not in self.eliminated]
        seat, passes = frame[1], frame[2]
        count = len(humans)
        while passes < count:
            if seat == active or seat in self.eliminated or seat >= t.n:
                seat = self._after(seat)
                continue
            if self.usable_any_time(seat):
                self.stack[-1] = (F_WINDOW, seat, passes)
                self.ask = (A_RESPOND, seat, -1)
                return
            passes += 1
            seat = self._after(seat)
        self.stack.pop()

    def _after(self, seat: int) -> int:
        """The next human seat clockwise (the Solitaire AI never responds)."""
        return (seat + 1) % self.table.n

    def _combat(self, attacker: int, target: int) -> None:
        """Spec 3.6 steps 3-8."""
        t = self.table
        if not self.in_play_now(attacker):
            self.log(f"the attack of {self._whose(attacker)} fizzles: the attacker left play")
            return
        a_card = t.card[attacker]
        a_owner = self.owner[attacker]
        if target < 0:
            victim = -target - 1
            if victim in self.eliminated:
                self.log(f"the attack of {self._whose(attacker)} fizzles")
                return
            lost = min(a_card.attack, self.tokens[victim])
            self._own_tokens()[victim] -= lost
            self.log(f"{self.who(victim)} loses {lost} Brass to {self._whose(attacker)}")
            self._check_bankrupt(victim)
            return
        if not self.in_play_now(target) or not self.face_up[target]:
            self.log(f"the attack of {self._whose(attacker)} fizzles: the target left play")
            return
        t_card = t.card[target]
        t_owner = self.owner[target]
        self.own_counters(COUNTER_DAMAGE)
        self.damage[target] += a_card.attack
        self.damage[attacker] += t_card.attack
        self.log(f"{self._whose(attacker)} deals {a_card.attack} damage to {self._whose(target)} and takes "
                 f"{t_card.attack}")
        dead_t = self.damage[target] >= t_card.health
        dead_a = self.damage[attacker] >= a_card.health
        if not t.battle:
            if dead_t:
                self.gain_brass(a_owner, C.DESTROY_REWARD)
            if dead_a:
                self.gain_brass(t_owner, C.DESTROY_REWARD)
        wd_a: tuple = ()
        wd_t: tuple = ()
        if dead_a:
            self.log(f"{self._whose(attacker)} is destroyed" + ("" if t.battle else
                                                             f"; {self.who(t_owner)} gains 1 Brass"))
            wd_a = self._leave_play(attacker)
        if dead_t:
            self.log(f"{self._whose(target)} is destroyed" + ("" if t.battle else
                                                           f"; {self.who(a_owner)} gains 1 Brass"))
            wd_t = self._leave_play(target)
        if wd_t:
            self.stack.append((F_EFFECTS, t_owner, target, wd_t, 0))
        if wd_a:
            self.stack.append((F_EFFECTS, a_owner, attacker, wd_a, 0))

    def _deal(self, owner: int, target: int, amount: int) -> None:
        """A damage effect after its window (3.6): lost if the target left play or is face down."""
        if not self.in_play_now(target) or not self.face_up[target]:
            self.log(f"the damage to {self._whose(target)} is lost: it left play")
            return
        self.own_counters(COUNTER_DAMAGE)
        self.damage[target] += amount
        self.log(f"{self._whose(target)} takes {amount} damage")
        if self.damage[target] >= self.table.card[target].health:
            self.log(f"{self._whose(target)} is destroyed" + ("" if self.table.battle else
                                                           f"; {self.who(owner)} gains 1 Brass"))
            if not self.table.battle:
                self.gain_brass(owner, C.DESTROY_REWARD)
            victim = self.owner[target]
            wd = self._leave_play(target)
            if wd:
                self.stack.append((F_EFFECTS, victim, target, wd, 0))

    def _leave_play(self, inst: int) -> tuple:
        """Move a destroyed or demolished card (3.6 step 7); returns its when-destroyed effects to resolve."""
        seat = self.owner[inst]
        self.own_counters(COUNTER_DAMAGE | COUNTER_ACTED | COUNTER_ACTIVATED | COUNTER_FACE_UP)
        self.damage[inst] = 0
        self.acted[inst] = 0
        self.activated[inst] = 0
        if inst == self.platform[seat]:
            self.face_up[inst] = 0
            return ()
        self._own(self.in_play, _IN_PLAY, seat).remove(inst)
        self.face_up[inst] = 1
        if self.table.solitaire and seat == 1:
            self.ai_score = self.ai_score + [inst]
            return ()
        if seat == self.active and self.entered[inst] == self.turn and inst in self.played_turn:
            self._own(self.played, _PLAYED, seat).append(inst)
        else:
            self._own(self.discard, _DISCARD, seat).append(inst)
        return self.table.card[inst].when_destroyed

    def _steal(self, thief: int, victim: int, amount: int) -> None:
        """``steal_brass`` (1.4, I-28; Battle Mode 5.4)."""
        taken = min(amount, self.tokens[victim])
        tokens = self._own_tokens()
        tokens[victim] -= taken
        if self.table.battle:
            tokens[thief] = min(C.BATTLE_CAP, tokens[thief] + taken)
        else:
            tokens[thief] += taken
        self.log(f"{self.who(thief)} steals {taken} Brass from {self.who(victim)}")
        if self.table.battle:
            self._check_bankrupt(victim)

    def gain_brass(self, seat: int, amount: int) -> None:
        """Spec 3.12: from the pool, then the overflow supply; the pool emptying triggers the end."""
        if amount <= 0:
            return
        if self.table.battle:
            tokens = self._own_tokens()
            tokens[seat] = min(C.BATTLE_CAP, tokens[seat] + amount)
            return
        taken = min(amount, self.pool)
        before = self.pool
        self.pool -= taken
        self.overflow += amount - taken
        self._own_tokens()[seat] += amount
        if before > 0 and self.pool == 0 and not self.end_triggered:
            self.end_triggered = True
            self.log("the Mining Pool is empty: the game ends " +
                     ("at the end of this turn" if self.table.solitaire else "at the end of this round"))

    def draw_cards(self, seat: int, count: int) -> None:
        """Spec 3.2 drawing, with the reshuffle of the discard pile."""
        pile = self._own(self.draw, _DRAW, seat)
        hand = self._own(self.hand, _HAND, seat)
        drawn = 0
        for _ in range(count):
            if not pile:
                discard = self._own(self.discard, _DISCARD, seat)
                if not discard:
                    break
                cards = f"{len(discard)} discard{'s' if len(discard) != 1 else ''}"
                self.log(f"{self.who(seat)} shuffles {cards} into a new draw pile")
                pile.extend(discard)
                discard.clear()
                self.rng.shuffle(pile)
            hand.append(pile.pop())
            drawn += 1
        if drawn:
            self.log(f"{self.who(seat)} draws {drawn} card{'s' if drawn != 1 else ''}")

    def _check_bankrupt(self, seat: int) -> None:
        """Battle Mode (5.4): a player at 0 tokens is eliminated at once; the last one standing wins."""
        if not self.table.battle or self.tokens[seat] > 0 or seat in self.eliminated:
            return
        self.eliminated = self.eliminated + [seat]
        self.log(f"{self.who(seat)} is bankrupt and eliminated")
        self.own_zones()
        for zone in (self.draw, self.hand, self.discard, self.played, self.in_play, self.reserve):
            self.out = self.out + zone[seat]
            zone[seat] = []
        plat = self.platform[seat]
        if plat >= 0:
            self.own_counters(COUNTER_FACE_UP)
            self.face_up[plat] = 0
        remaining = [s for s in range(self.table.n) if s not in self.eliminated]
        if len(remaining) == 1:
            self.log(f"{self.who(remaining[0])} is the last one standing")
            self._finish()
        elif seat == self.active:
            self.bankrupt_active = True

    # ---- turns -----------------------------------------------------------------------------------------

    def begin_turn(self, seat: int) -> None:
        """Spec 3.3: turn start, the flips and the when-built effects."""
        self.turn += 1
        self.active = seat
        self.labor = 0
        self.construction = 0
        self.played_turn = []
        self.bonus_used = False
        self.phase = PLAY
        self.log(f"turn {self.turn}: {self.who(seat)}")
        self.start_turn_effects(seat)

    def start_turn_effects(self, seat: int) -> None:
        """Steps 1 (flags), 2 and 3 of spec 3.3 for the active seat, turn counter already set."""
        t = self.table
        flipped = []
        self.own_counters(COUNTER_ACTED | COUNTER_ACTIVATED | COUNTER_FACE_UP)
        for inst in self.in_play[seat]:
            self.acted[inst] = 0
            self.activated[inst] = 0
            if not self.face_up[inst] and t.card[inst].type == BUILDING:
                self.face_up[inst] = 1
                flipped.append(inst)
                self.log(f"{self.who(seat)} builds {self._name(inst)} (flipped face up)")
        for inst in reversed(flipped):
            wb = t.card[inst].when_built
            if wb:
                self.stack.append((F_EFFECTS, seat, inst, wb, 0))

    def _end_turn(self, seat: int) -> None:
        """Spec 3.10."""
        self.labor = 0
        self.construction = 0
        discard = self._own(self.discard, _DISCARD, seat)
        discard += self.played[seat]
        self._own_zone(_PLAYED)[seat] = []
        discard += self.hand[seat]
        self._own_zone(_HAND)[seat] = []
        self.log(f"{self.who(seat)} ends the turn and discards")
        self.draw_cards(seat, C.HAND_SIZE)
        self._after_turn(seat)

    def _after_turn(self, seat: int) -> None:
        """What follows the end of a turn: the end of the game, or the next turn (3.10 step 5, 4.1, 5.1, 5.4)."""
        t = self.table
        self.played_turn = []
        if t.solitaire:
            if seat == 0:
                if self.end_triggered and not t.equal_turns:
                    self._finish()
                else:
                    self.ai_turn()
                return
            if self.end_triggered:
                self._finish()
                return
            if self._round_done():
                return
            self.begin_turn(0)
            return
        if not t.battle and self.end_triggered and seat == (self.first - 1) % t.n:
            self._finish()
            return
        nxt = (seat + 1) % t.n
        while nxt in self.eliminated:
            nxt = (nxt + 1) % t.n
        if (nxt - self.first) % t.n <= (seat - self.first) % t.n and self._round_done():
            return
        self.begin_turn(nxt)

    def _round_done(self) -> bool:
        """Count a complete round; True if the safety cap (4.1, I-30) ends the game."""
        if self.round >= C.SAFETY_ROUNDS:
            self.capped = True
            self.log(f"the safety cap of {C.SAFETY_ROUNDS} rounds ends the game")
            self._finish()
            return True
        self.round += 1
        return False

    def _finish(self) -> None:
        self.over = True
        self.phase = OVER
        self.stack.clear()
        self.ask = None
        self.log("the game is over")

    # ---- the Solitaire AI (5.1) -----------------------------------------------------------------------

    def ai_turn(self) -> None:
        """Steps 1-3 of the AI turn; units and acquisitions run as frames (an attack may be answered)."""
        self.turn += 1
        self.active = 1
        self.labor = 0
        self.construction = 0
        self.played_turn = []
        self.bonus_used = False
        self.phase = AI_TURN
        self.ai_mark = self._log
        self.log(f"turn {self.turn}: the Solitaire AI")
        buildings = sum(1 for i in self.in_play[1] if self.table.card[i].type == BUILDING)
        income = C.AI_BASE_INCOME + C.AI_INCOME_PER_BUILDING * buildings
        self.gain_brass(1, income)
        self.log(f"the AI gains {income} Brass (1 + {buildings} building{'s' if buildings != 1 else ''}): "
                 f"now {self.tokens[1]} Brass")
        units = tuple(i for i in self.in_play[1] if self.table.card[i].type == UNIT)
        self.stack.append((F_AI_END,))
        self.stack.append((F_AI_ACQUIRE,))
        if units:
            self.stack.append((F_AI_UNITS, units))

    def _ai_unit(self, units: tuple) -> None:
        unit = units[0]
        if len(units) > 1:
            self.stack.append((F_AI_UNITS, units[1:]))
        if unit not in self.in_play[1]:
            return
        plat = self.platform[0]
        if self.tokens[0] > self.tokens[1] and plat >= 0 and self.face_up[plat]:
            self.log(f"the AI's {self._name(unit)} attacks your Mining Platform "
                     f"(you have {self.tokens[0]} Brass, the AI {self.tokens[1]})")
            self.stack.append((F_ATTACK, unit, plat))
            self.stack.append((F_WINDOW, 0, 0))
            return
        card = self.table.card[unit]
        amount = card.attack + card.mine_extra
        self.gain_brass(1, amount)
        self.log(f"the AI's {self._name(unit)} mines {amount} Brass: now {self.tokens[1]} Brass")

    def _ai_acquire(self) -> None:
        """Step 3: the rightmost Labor card to the score pile; from 7 tokens also the rightmost design card."""
        design = self.tokens[1] >= C.AI_DESIGN_THRESHOLD
        for row_kind, row in ((LABOR_ROW, self.labor_row), (DESIGN_ROW, self.design_row)):
            if row_kind == DESIGN_ROW and not design:
                self.log(f"the AI has {self.tokens[1]} Brass (fewer than {C.AI_DESIGN_THRESHOLD}): "
                         "it takes no design card")
                break
            slot = max((s for s in range(C.ROW_SIZE) if row[s] >= 0), default=-1)
            if slot < 0:
                self.log(f"the {'Labor Market' if row_kind == LABOR_ROW else 'Design Department'} is empty: "
                         "the AI takes nothing from it")
                continue
            inst = self._take_from_row(row_kind, slot)
            self.own_counters(COUNTER_OWNER | COUNTER_FACE_UP | COUNTER_DAMAGE | COUNTER_ENTERED)
            self.owner[inst] = 1
            if row_kind == LABOR_ROW:
                self.ai_score = self.ai_score + [inst]
                self.log(f"the AI takes {self._name(inst)} into its score pile")
            else:
                self._own(self.in_play, _IN_PLAY, 1).append(inst)
                self.face_up[inst] = 1
                self.damage[inst] = 0
                self.entered[inst] = self.turn
                self.log(f"the AI takes {self._name(inst)} into its play area")
            self._log_reveal(row_kind, slot)


def _resources(labor: int, construction: int) -> str:
    parts = []
    if labor:
        parts.append(f"{labor} Labor")
    if construction:
        parts.append(f"{construction} Construction")
    return " and ".join(parts)
