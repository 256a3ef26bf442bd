"""Starting a game (spec 2, 5.2, 6.1): options, corporations, custom reserve decks, the deal."""

from __future__ import annotations

from itertools import product
from typing import Any

from meeple.core import Action, GameConfig, GameError
from meeple.core.options import opt_bool, opt_choice, opt_int, opt_list

from . import cards as C
from .kinds import BUILD, CHOOSE_CORP, CORP, RESERVE
from .position import from_position
from .state import EmpireState, Table


class Settings:
    """The options of one game, checked (spec 0.1)."""

    __slots__ = ("n", "variant", "corporations", "pool", "equal_turns", "target", "shuffle_in")

    def __init__(self, cfg: GameConfig) -> None:
        opts = cfg.options
        self.n = cfg.players
        self.variant = cfg.variant
        if "setup" in opts:
            clash = [k for k in ("corporations", "pool", "custom_reserve", "unused_reserve_cards") if k in opts]
            if clash:
                raise GameError(f"option setup states the corporations, reserves and pool itself: "
                                f"it cannot be combined with {', '.join(clash)}")
        self.equal_turns = opt_bool("equal_turns", opts.get("equal_turns", False))
        raw = opts.get("corporations", "random")
        self.corporations: Any = raw
        if isinstance(raw, str) and raw.strip().lower() in ("random", "choose"):
            self.corporations = raw.strip().lower()
        else:
            names = opt_list("corporations", raw)
            if len(names) != self.n or any(c not in C.CORP_IDS for c in names):
                raise GameError(f"option corporations must name one corporation per player ({self.n}) from "
                                f"{', '.join(C.CORP_IDS)}, or be random or choose")
            C.check_corporations([C.CORP_IDS.index(c) for c in names], self.n, "option corporations")
            self.corporations = tuple(C.CORP_IDS.index(c) for c in names)
        default_pool = C.SOLITAIRE_POOL if self.variant == "solitaire" else C.POOL_PER_PLAYER * self.n
        self.pool = opt_int("pool", opts.get("pool", default_pool), 1)
        cr = opts.get("custom_reserve", False)
        if cr is True or (isinstance(cr, str) and cr.strip().lower() in ("true", "yes", "on")):
            self.target = C.RESERVE_DEFAULT_VALUE
        elif cr is False or cr is None or (isinstance(cr, str) and cr.strip().lower() in ("false", "no", "off")):
            self.target = 0
        else:
            top = 15 if self.n == 6 else 19
            self.target = opt_int("custom_reserve", cr, 1, top)
        mode = opt_choice("unused_reserve_cards", opts.get("unused_reserve_cards", "remove"), ("remove", "shuffle_in"))
        if "unused_reserve_cards" in opts and not self.target:
            raise GameError("option unused_reserve_cards applies only with custom_reserve")
        self.shuffle_in = mode == "shuffle_in"


def new_state(cfg: GameConfig) -> EmpireState:
    """A new game: setup decisions first where the options leave them open (6.1), then the deal."""
    if "setup" in cfg.options:
        Settings(cfg)  # refuses the options that cannot go with a setup
        return from_position(cfg, cfg.options["setup"])
    s = Settings(cfg)
    state = EmpireState(cfg)
    n = s.n
    humans = n
    state._blank(Table(n, s.variant, s.equal_turns, (-1,) * (2 if s.variant == "solitaire" else n), ()), 0)
    if s.corporations == "random":
        order = state.rng.shuffled(list(range(len(C.CORP_IDS))))
        corps = order[:min(humans, 5)]
        if humans == 6:
            corps.append(order[state.rng.below(5)])
            state.rng.shuffle(corps)
        s.corporations = tuple(corps)
    pre = SetupDecisions(s)
    if pre.done():
        pre.finish(state)
    else:
        state.pending_setup = pre
    state._run()
    return state


class SetupDecisions:
    """The setup decisions still open (6.1): CHOOSE_CORPORATION, then BUILD_RESERVE, in seat order.

    Immutable: a decision makes a new one (clones share it).
    """

    __slots__ = ("settings", "corps", "reserves", "seat", "stage")

    def __init__(self, s: Settings, corps: tuple[int, ...] = (), reserves: tuple = ()) -> None:
        self.settings = s
        self.corps = s.corporations if isinstance(s.corporations, tuple) else corps
        self.reserves = reserves
        if len(self.corps) < s.n:
            self.stage, self.seat = CORP, len(self.corps)
        elif s.target and len(reserves) < s.n:
            self.stage, self.seat = RESERVE, len(reserves)
        else:
            self.stage, self.seat = -1, -1

    def done(self) -> bool:
        return self.stage < 0

    def legal(self, state: EmpireState) -> list[Action]:
        if self.stage == CORP:
            taken = set(self.corps)
            free = [c for c in range(len(C.CORP_IDS)) if c not in taken]
            if not free:  # the sixth seat picks the duplicated corporation (I-29)
                free = list(range(len(C.CORP_IDS)))
            return [Action(f"corporation {C.CORP_IDS[c]}", (CHOOSE_CORP, c)) for c in free]
        return [Action(reserve_label(deck), (BUILD, deck)) for deck in self.valid_decks()]

    def valid_decks(self) -> list[tuple[tuple[int, int], ...]]:
        """Spec 5.2 step 3 for the seat to choose, minding a later seat of the same colour."""
        seat = self.seat
        corp = self.corps[seat]
        taken = _taken(self.reserves)
        decks = custom_decks(corp, self.settings.target, taken)
        later = [s for s in range(seat + 1, self.settings.n) if self.corps[s] == corp]
        if later:
            decks = [d for d in decks if custom_decks(corp, self.settings.target, _taken((*self.reserves, d)))]
        return decks

    def apply(self, state: EmpireState, data: tuple) -> None:
        if self.stage == CORP:
            state.log(f"{state.who(self.seat)} plays {C.CORP_NAMES[data[1]]}")
            nxt = SetupDecisions(self.settings, (*self.corps, data[1]), self.reserves)
        else:
            state.log(f"{state.who(self.seat)} builds the reserve deck: {reserve_label(data[1])[8:]}")
            nxt = SetupDecisions(self.settings, self.corps, (*self.reserves, data[1]))
        if nxt.done():
            state.pending_setup = None
            nxt.finish(state)
        else:
            state.pending_setup = nxt

    def finish(self, state: EmpireState) -> None:
        deal(state, self.settings, self.corps, self.reserves)


def _taken(reserves: tuple) -> dict[int, int]:
    """Copies of Labor and Design cards already chosen into custom reserves."""
    out: dict[int, int] = {}
    for deck in reserves:
        for card, k in deck:
            if C.CARDS[card].deck in (2, 3):
                out[card] = out.get(card, 0) + k
    return out


def custom_decks(corp: int, target: int, taken: dict[int, int]) -> list[tuple[tuple[int, int], ...]]:
    """Every valid custom reserve (5.2): 1-10 own-colour cards worth exactly ``target``, as (card, copies)."""
    faction = C.CORP_FACTION[corp]
    pool = [(card, k) for card, k in C.CORP_RESERVE[corp]]
    pool += [(c.index, c.count - taken.get(c.index, 0)) for c in C.CARDS
             if c.deck in (2, 3) and c.faction == faction]
    pool = [(card, k) for card, k in pool if k > 0]
    pool.sort(key=lambda ck: C.CARDS[ck[0]].id)
    out = []
    for counts in product(*(range(k + 1) for _, k in pool)):
        total = sum(counts)
        if not 1 <= total <= C.RESERVE_MAX_CARDS:
            continue
        if sum(C.CARDS[card].bv * k for (card, _), k in zip(pool, counts, strict=True)) != target:
            continue
        out.append(tuple((card, k) for (card, _), k in zip(pool, counts, strict=True) if k))
    return out


def reserve_label(deck: tuple[tuple[int, int], ...]) -> str:
    """``reserve`` and the card ids in alphabetical order, with ``*k`` for k copies (6.6)."""
    ordered = sorted(deck, key=lambda ck: C.CARDS[ck[0]].id)
    parts = [C.CARDS[card].id + (f"*{k}" if k > 1 else "") for card, k in ordered]
    return "reserve " + " ".join(parts)


def deal(state: EmpireState, s: Settings, corps: tuple[int, ...], reserves: tuple) -> None:
    """Spec 2.1: instances numbered (6.6), personal decks, shared decks, rows, pool, hands, first player."""
    n = s.n
    seats = 2 if s.variant == "solitaire" else n
    instances: list[int] = []
    personal: list[tuple[list[int], int, list[int]]] = []  # (deck cards, platform, reserve)
    taken = _taken(reserves)
    for seat in range(n):
        deck_cards: list[int] = []
        platform = -1
        for card, k in ((c.index, c.count) for c in C.CARDS if c.deck == 0):
            for _ in range(k):
                if C.CARDS[card].platform:
                    platform = len(instances)
                else:
                    deck_cards.append(len(instances))
                instances.append(card)
        chosen = reserves[seat] if reserves else C.CORP_RESERVE[corps[seat]]
        reserve = []
        for card, k in sorted(chosen, key=lambda ck: ck[0]):
            for _ in range(k):
                reserve.append(len(instances))
                instances.append(card)
        personal.append((deck_cards, platform, reserve))
    labor: list[int] = []
    design: list[int] = []
    for deck, target in ((C.LABOR_CARDS, labor), (C.DESIGN_CARDS, design)):
        for card, k in deck:
            for _ in range(k - taken.get(card, 0)):
                target.append(len(instances))
                instances.append(card)
    if reserves and s.shuffle_in:
        used: dict[int, int] = {}
        for seat in range(n):
            for card, k in reserves[seat]:
                if C.CARDS[card].deck == 1:
                    used[card] = used.get(card, 0) + k
        copies: dict[int, int] = {}
        for c in range(len(C.CORP_IDS)):
            sets = max(1, sum(1 for x in corps if x == c))
            for card, k in C.CORP_RESERVE[c]:
                copies[card] = copies.get(card, 0) + k * sets
        for card in sorted(copies):
            for _ in range(copies[card] - used.get(card, 0)):
                (labor if C.CARDS[card].type == C.EMPLOYEE else design).append(len(instances))
                instances.append(card)
    table = Table(n, s.variant, s.equal_turns, tuple(corps) + ((-1,) if seats > n else ()), tuple(instances))
    state._blank(table, len(instances))
    for seat, (deck_cards, platform, reserve) in enumerate(personal):
        for inst in (*deck_cards, platform, *reserve):
            state.owner[inst] = seat
        state.platform[seat] = platform
        state.reserve[seat] = reserve
        state.draw[seat] = state.rng.shuffled(deck_cards)
    state.rng.shuffle(labor)
    state.rng.shuffle(design)
    state.labor_deck = labor
    state.design_deck = design
    for slot in range(C.ROW_SIZE):
        state.labor_row[slot] = labor.pop() if labor else -1
        state.design_row[slot] = design.pop() if design else -1
    if s.variant == "battle":
        state.tokens = [C.BATTLE_LIFE] * seats
    else:
        state.pool = s.pool
    for seat in range(n):
        state.draw_cards(seat, C.HAND_SIZE)
    state.first = 0 if s.variant == "solitaire" else state.rng.below(n)
    names = ", ".join(f"{state.who(seat)} {C.CORP_NAMES[c]}" for seat, c in enumerate(corps))
    state.log(f"corporations: {names}; {state.who(state.first)} goes first")
    state.begin_turn(state.first)
