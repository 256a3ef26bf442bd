"""Starting a game: the normal setup (spec 3.2) or a described position (the option ``setup``, spec 8.5)."""

from __future__ import annotations

from typing import Any

from meeple.core import GameConfig, GameError
from meeple.core.options import opt_int, opt_list

from .data import (
    CARD_BLACK,
    CARD_FORCES,
    CARD_IDS,
    CARD_INDEX,
    CARD_SUIT,
    CYBORGS,
    DEAL,
    FACTIONS,
    FORCE_INDEX,
    HUMANS,
    MAT_IDS,
    MAT_INDEX,
    NCARDS,
    POINT_INDEX,
    ROUNDS,
    STATIONS,
    SUIT_INDEX,
)
from .phases import (
    PHASE_NAMES,
    PICK,
    PLACE,
    PRODUCE_GIVE,
    PRODUCE_TAKE,
    SETUP_MARKET,
    START,
    SWITCH,
    TURN,
)
from .shuffle import shuffle
from .state import CosmoState, Table

KEYS = ("round", "tied", "numbers", "claimed", "stations", "supply", "hands", "market", "deck", "discard",
        "rest", "resistance", "start", "phase", "turn", "owed", "played", "keep", "suits", "has_played",
        "retired", "taken", "faction_used", "hand_total_at_start")
PHASES = ("DEAL", "SETUP_MARKET", "TURN", "PRODUCE", "PLACE", "PICK", "SWITCH", "START")
ROUND_KEYS = ("played", "keep", "suits", "has_played", "retired", "taken", "faction_used", "owed")


def create(cfg: GameConfig) -> CosmoState:
    n = cfg.players
    opts = cfg.options
    st = CosmoState(cfg)
    st._start(Table(n, (), cfg.variant == "factions"))
    rng = st.rng
    if opts.get("seat_factions") is not None:
        fac = opt_list("seat_factions", opts["seat_factions"])
        if len(fac) != n or len(set(fac)) != n or any(f not in FACTIONS for f in fac):
            raise GameError(f"option seat_factions must list {n} distinct factions of {', '.join(FACTIONS)}, "
                            f"not {fac!r}")
        st.table.factions = tuple(FACTIONS.index(f) for f in fac)
    else:
        st.table.factions = tuple(rng.sample(range(len(FACTIONS)), n))
    setup = opts.get("setup")
    first = opts.get("first_player")
    if setup is not None:
        if first is not None:
            raise GameError("option first_player cannot be given with setup (setup's key start replaces it)")
        Setup(st, setup).build()
    else:
        first = rng.below(n) if first is None else opt_int("first_player", first, 0, n - 1)
        mats = list(range(12))
        shuffle(rng, mats)
        st.mats = (-1, *mats)
        deck = list(range(NCARDS))
        shuffle(rng, deck)
        deal(st, deck, first)
    st.to_move = st._movers()
    return st


def deal(st: CosmoState, deck: list[int], first: int) -> None:
    """Setup steps 5-6: the 2-player resistance piles, then 8 cards each from ``first`` clockwise."""
    n = st.table.n
    if st.table.resist:
        piles: list[tuple[int, ...]] = [()] * 12
        for k in range(1, 13):
            pile = []
            while deck:
                c = deck.pop(0)
                pile.append(c)
                if CARD_BLACK[c]:
                    break
            piles[st.mats[k]] = tuple(pile)
        st.resist = tuple(piles)
    hands = [0] * n
    for i in range(n):
        for c in deck[:DEAL]:
            hands[(first + i) % n] |= 1 << c
        deck = deck[DEAL:]
    st.hands = tuple(hands)
    st.deck = tuple(deck)
    st.start = st.turn = first
    st.phase = SETUP_MARKET
    st.log(f"setup: {n} players, P{first + 1} is the first player; each player is dealt {DEAL} cards")


class Setup:
    """Reads and checks a described position (spec 8.5); every problem is a GameError naming it."""

    def __init__(self, st: CosmoState, raw: Any) -> None:
        if not isinstance(raw, dict):
            self.fail(f"setup must be an object, not {type(raw).__name__}")
        bad = [k for k in raw if k not in KEYS]
        if bad:
            self.fail(f"unknown key {bad[0]!r} (keys: {', '.join(KEYS)})")
        self.st = st
        self.raw = raw
        self.n = st.table.n

    @staticmethod
    def fail(msg: str) -> None:
        raise GameError(f"setup: {msg}")

    # ---- typed readers ---------------------------------------------------------------------------

    def _get(self, key: str, types: type | tuple, default: Any = None) -> Any:
        v = self.raw.get(key, default)
        if key in self.raw and (not isinstance(v, types) or isinstance(v, bool) and bool not in (
                types if isinstance(types, tuple) else (types,))):
            self.fail(f"{key} has the wrong type ({type(v).__name__})")
        return v

    def card(self, key: str, x: Any) -> int:
        if not isinstance(x, str) or x not in CARD_INDEX:
            self.fail(f"{key}: unknown card {x!r}")
        return CARD_INDEX[x]

    def cards(self, key: str, xs: Any) -> list[int]:
        if not isinstance(xs, list):
            self.fail(f"{key} must be a list of cards")
        out = [self.card(key, x) for x in xs]
        if len(set(out)) != len(out):
            self.fail(f"{key}: a card is listed twice")
        return out

    def seat(self, key: str, x: Any) -> int:
        if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < self.n:
            self.fail(f"{key}: {x!r} is not a seat 0..{self.n - 1}")
        return x

    def seats(self, key: str) -> list[int]:
        xs = self._get(key, list, [])
        out = [self.seat(key, x) for x in xs]
        if len(set(out)) != len(out):
            self.fail(f"{key}: a seat is listed twice")
        return out

    def per_seat(self, key: str, default: Any) -> list:
        xs = self._get(key, list)
        if xs is None:
            return [default] * self.n
        if len(xs) != self.n:
            self.fail(f"{key} must have one entry per seat ({self.n}), not {len(xs)}")
        return xs

    def mat(self, key: str, x: Any) -> int:
        if not isinstance(x, str) or x not in MAT_INDEX:
            self.fail(f"{key}: unknown mat {x!r}")
        return MAT_INDEX[x]

    def force(self, key: str, x: Any) -> int:
        if not isinstance(x, str) or x not in FORCE_INDEX:
            self.fail(f"{key}: unknown force {x!r}")
        return FORCE_INDEX[x]

    # ---- the position ------------------------------------------------------------------------------

    def build(self) -> None:
        st, n, raw = self.st, self.n, self.raw
        phase = self._get("phase", str, "TURN")
        if phase not in PHASES:
            self.fail(f"unknown phase {phase!r} (phases: {', '.join(PHASES)})")
        numbers = self._get("numbers", dict)
        if numbers is not None:
            nums = {self.mat("numbers", m): k for m, k in numbers.items()}
            if len(nums) != 12 or sorted(nums.values()) != list(range(1, 13)) or any(
                    isinstance(k, bool) for k in nums.values()):
                self.fail("numbers must give the 12 mats the numbers 1..12, each once")
            mats = [-1] * 13
            for m, k in nums.items():
                mats[k] = m
            st.mats = tuple(mats)
        start = self.seat("start", self._get("start", int, 0))
        if phase == "DEAL":
            extra = [k for k in raw if k not in ("phase", "numbers", "start", "deck")]
            if extra:
                self.fail(f"phase DEAL takes only numbers, start and deck, not {extra[0]}")
            drawn = self.cards("deck", self._get("deck", list, []))
            rest = [c for c in range(NCARDS) if c not in set(drawn)]
            shuffle(st.rng, rest)
            deal(st, drawn + rest, start)
            return
        rnd = self._get("round", (int, str), 1)
        extra_round = rnd == "extra"
        if not extra_round and (isinstance(rnd, str) or not 1 <= rnd <= ROUNDS):
            self.fail(f"round must be 1..12 or \"extra\", not {rnd!r}")
        tied = self.seats("tied")
        if extra_round and not tied:
            self.fail("round \"extra\" needs tied")
        if tied and not extra_round:
            self.fail("tied is only allowed with round \"extra\"")
        st.tied = tuple(sorted(tied))
        st.extra_round = 1 if extra_round else 0
        st.round_number = ROUNDS if extra_round else rnd
        st.start = start
        turn = self.seat("turn", self._get("turn", int, start))
        st.turn = turn
        st.phase = {"SETUP_MARKET": SETUP_MARKET, "TURN": TURN, "PRODUCE": PRODUCE_TAKE, "PLACE": PLACE,
                    "PICK": PICK, "SWITCH": SWITCH, "START": START}[phase]

        # zones
        hands = [self.cards("hands", h) for h in self.per_seat("hands", [])]
        played = [self.cards("played", p) for p in self.per_seat("played", [])]
        market = self.cards("market", self._get("market", list, []))
        deck = self.cards("deck", self._get("deck", list, []))
        discard = self.cards("discard", self._get("discard", list, []))
        resistance = {self.mat("resistance", m): self.cards("resistance", p)
                      for m, p in self._get("resistance", dict, {}).items()}
        if resistance and n > 2:
            self.fail("resistance piles exist only with 2 players")
        seen: set[int] = set()
        for zone in [*hands, *played, market, deck, discard, *resistance.values()]:
            for c in zone:
                if c in seen:
                    self.fail(f"card {CARD_IDS[c]} is in two places")
                seen.add(c)
        rest = self._get("rest", str, "deck")
        if rest not in ("deck", "out"):
            self.fail(f"rest must be \"deck\" or \"out\", not {rest!r}")
        others = [c for c in range(NCARDS) if c not in seen]
        if rest == "deck":
            shuffle(st.rng, others)
            deck += others
        else:
            st.out = sum(1 << c for c in others)
        st.hands = tuple(sum(1 << c for c in h) for h in hands)
        st.played = tuple(tuple(p) for p in played)
        st.market = sum(1 << c for c in market)
        st.deck = tuple(deck)
        st.discard = tuple(discard)
        st.resist = tuple(tuple(resistance.get(m, ())) for m in range(12))

        # claims
        claimed = {self.mat("claimed", m): self.seat("claimed", s)
                   for m, s in self._get("claimed", dict, {}).items()}
        over = st.phase in (SWITCH, START)
        for m in claimed:
            k = st.mats.index(m)
            if not extra_round and (k > rnd if over else k >= rnd):
                self.fail(f"planet {k} (mat {MAT_IDS[m]}) cannot be claimed yet in round {rnd}")
        st.claimed = tuple(claimed.get(m, -1) for m in range(12))
        planets = st.planets()
        if not extra_round and max(planets) >= st.table.to_win:
            self.fail(f"a seat already has {max(planets)} planets, which ends the game")
        if extra_round:
            top = max(planets)
            lead = [s for s in range(n) if planets[s] == top]
            if len(lead) < 2 or sorted(tied) != lead:
                self.fail(f"tied must be the seats with the most planets ({lead})")

        # stations
        stations = self._get("stations", list, [])
        sts = []
        per_round: set[tuple[int, int]] = set()
        for e in stations:
            if not (isinstance(e, list) and len(e) == 3):
                self.fail(f"stations: {e!r} is not [seat, point, round]")
            s = self.seat("stations", e[0])
            if not isinstance(e[1], str) or e[1] not in POINT_INDEX:
                self.fail(f"stations: unknown grid point {e[1]!r}")
            p = POINT_INDEX[e[1]]
            last = ROUNDS if extra_round else rnd
            if isinstance(e[2], bool) or not isinstance(e[2], int) or not 1 <= e[2] <= last:
                self.fail(f"stations: round {e[2]!r} is not in 1..{last}")
            if (p, e[2]) in per_round:
                self.fail(f"stations: two stations of round {e[2]} on {e[1]}")
            per_round.add((p, e[2]))
            sts.append((s, p, e[2]))
        st.set_stations(tuple(sts))
        on_board = st.station_counts()
        supply = self.per_seat("supply", None)
        for s in range(n):
            if supply[s] is None:
                supply[s] = STATIONS - on_board[s]
            if isinstance(supply[s], bool) or not isinstance(supply[s], int) or supply[s] < 0 \
                    or supply[s] + on_board[s] > STATIONS:
                self.fail(f"supply of seat {s} ({supply[s]!r}) with {on_board[s]} on the board is impossible")
        st.supply = tuple(supply)
        if not extra_round:
            st.stationed_points = sum(1 << p for _s, p, r in sts if r == rnd)

        self._round_state(hands, played, tied, extra_round)

    def _round_state(self, hands: list, played: list, tied: list, extra_round: bool) -> None:
        st, n, raw = self.st, self.n, self.raw
        abil = st.table.abilities
        fused = self.seats("faction_used")
        keep_raw = self._get("keep", dict, {})
        if not abil and (fused or keep_raw or raw.get("phase") == "PRODUCE"):
            self.fail("faction state (faction_used, keep, PRODUCE) needs the variant factions")
        if len(keep_raw) > 1:
            self.fail("keep has more than one entry")
        for card, force in keep_raw.items():
            c = self.card("keep", card)
            f = self.force("keep", force)
            owner = [s for s in range(n) if c in played[s]]
            if not owner or not CARD_BLACK[c] or st.table.factions[owner[0]] != HUMANS or owner[0] not in fused:
                self.fail(f"keep: {card} is not a played black card of the Humans with their faction card out")
            if f not in CARD_FORCES[c]:
                self.fail(f"keep: {card} does not show {force}")
            st.keep = (c, f)
        retired = self.seats("retired")
        taken_raw = self._get("taken", dict, {})
        taken = [-1] * 5
        for force, s in taken_raw.items():
            taken[self.force("taken", force)] = self.seat("taken", s)
        phase = st.phase
        turn = st.turn
        suits_raw = self.per_seat("suits", None) if "suits" in raw else None
        suits = []
        for s in range(n):
            own = {CARD_SUIT[c] for c in played[s] if CARD_BLACK[c]}
            if suits_raw is not None:
                x = suits_raw[s]
                if x is not None and (not isinstance(x, str) or x not in SUIT_INDEX or x == "eclipse"):
                    self.fail(f"suits: unknown suit {x!r}")
                suits.append(-1 if x is None else SUIT_INDEX[x])
            elif len(own) > 1:
                self.fail(f"suits must be given: seat {s}'s played black cards show two suits")
            else:
                suits.append(own.pop() if own else -1)
        has_played = self.seats("has_played") if "has_played" in raw else [
            s for s in range(n) if played[s] or s in fused]
        if phase in (SWITCH, START):
            if any(k in raw and raw[k] not in ([], {}, None) for k in ROUND_KEYS):
                self.fail(f"phase {PHASE_NAMES[phase]} comes after the round: no round state allowed")
            if phase == SWITCH and (extra_round or st.round_number > ROUNDS - 2):
                self.fail("phase SWITCH needs a round 1..10")
            if phase == START and not extra_round and st.round_number == ROUNDS:
                self.fail("phase START cannot follow round 12")
            if extra_round and turn not in tied:
                self.fail("turn must be a tied seat")
        participants = tied if extra_round else list(range(n))
        out_now = set(retired) | ({turn} if phase in (PLACE, PICK) else set())
        for s in range(n):
            if played[s] and (s in out_now or s not in participants):
                self.fail(f"seat {s} has played cards but has retired or takes no part")
        for s in taken:
            if s >= 0 and s not in out_now:
                self.fail(f"seat {s} took a superiority but has not retired")
        for s in range(n):
            if (played[s] or s in fused) and s not in has_played:
                self.fail(f"has_played lacks seat {s}, which has played")
        if phase in (TURN, PRODUCE_TAKE) and (turn in retired or turn not in participants):
            self.fail(f"turn {turn} has retired or takes no part")
        owed = self._get("owed", dict)
        if owed is not None and phase not in (PLACE, PICK, PRODUCE_TAKE):
            self.fail(f"owed is not allowed in phase {PHASE_NAMES[phase]}")
        if phase == PRODUCE_TAKE:
            if st.table.factions[turn] != CYBORGS or turn not in fused:
                self.fail("PRODUCE needs the Cyborgs to move with their faction card out")
            owed = owed or {"take": 1, "give": 1}
            if owed == {"give": 1}:
                st.phase = PRODUCE_GIVE
            elif owed != {"take": 1, "give": 1}:
                self.fail(f"owed in PRODUCE must be {{take: 1, give: 1}} or {{give: 1}}, not {owed!r}")
            elif not st.market or extra_round:
                self.fail("PRODUCE cannot owe a take with an empty market or in an extra round")
        if phase in (PLACE, PICK):
            if extra_round:
                self.fail(f"no {PHASE_NAMES[phase]} in extra rounds")
            if owed is None or set(owed) - {"place", "pick"}:
                self.fail(f"phase {PHASE_NAMES[phase]} needs owed {{place: k, pick: m}}")
            k, m = owed.get("place", 0), owed.get("pick", 0)
            if any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in (k, m)):
                self.fail("owed counts must be integers >= 0")
            if (phase == PLACE and k < 1) or (phase == PICK and (k != 0 or m < 1)):
                self.fail(f"owed {owed!r} does not fit phase {PHASE_NAMES[phase]}")
            if k > st.supply[turn] or m > st.market.bit_count():
                self.fail("owed asks for more placements than the supply or more picks than the market")
            st.owe_place, st.owe_pick = k, m
        if phase == SETUP_MARKET:
            if any(len(h) != DEAL for h in hands) or st.market or st.round_number != 1 or extra_round:
                self.fail("SETUP_MARKET needs 8 cards in every hand, no market and round 1")
            st.log("setup: a described position, phase SETUP_MARKET")
            return
        st.suits = tuple(suits)
        st.seats_played = sum(1 << s for s in has_played)
        st.fused = sum(1 << s for s in fused)
        st.taken = tuple(taken)
        if phase not in (SWITCH, START):
            st.active = sum(1 << s for s in participants if s not in out_now)
        if extra_round:
            total = self._get("hand_total_at_start", int)
            st.tied_cards_at_start = total if total is not None else sum(len(hands[s]) + len(played[s]) for s in tied)
        elif "hand_total_at_start" in raw:
            self.fail("hand_total_at_start is only for extra rounds")
        st.log(f"setup: a described position, phase {PHASE_NAMES[st.phase]}")

