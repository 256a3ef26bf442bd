"""Toy Goofspiel: a tiny hidden-information game with simultaneous secret bids, for core tests.

Cards 1..4n+5 are shuffled; each player is dealt 4 hidden cards and 4 more form a face-down
prize pile. Each round the top prize is turned up, every player secretly picks a card, then all
are revealed: the highest card (lowest in variant ``low``) takes the prize's value in points.
In variant ``dummy`` the rules play one more seat, numbered after the players, which bids its
highest card once every player has chosen.
It is not registered among the real games; call :func:`register` to use it.
"""

from __future__ import annotations

from ..core import Action, GameConfig, GameError, GameInfo, Option, Result, State, rank_by
from ..core import register as _register
from ..core.options import opt_int

HAND = 4


class ToyState(State):
    __slots__ = ("hands", "pending", "prizes", "prize", "scores", "round", "rounds", "bids", "out", "seen", "nseats")

    def __init__(self, cfg: GameConfig) -> None:
        State.__init__(self, cfg)
        n = self.nseats = cfg.players + (cfg.variant == "dummy")
        opts = cfg.options
        self.rounds = opt_int("rounds", opts.get("rounds", HAND), 1, HAND)
        setup = opts.get("setup")
        if setup is not None:
            hands = [sorted(h) for h in setup["hands"]]
            prizes = list(setup["prizes"])
            if len(hands) != n or any(len(h) != HAND for h in hands) or len(prizes) < self.rounds:
                raise GameError(f"setup needs {n} hands of {HAND} cards and {self.rounds} prizes")
            used = set(prizes).union(*map(set, hands))
            self.out = sorted(set(range(1, self.deck_size() + 1)) - used)
        else:
            deck = self.rng.shuffled(range(1, self.deck_size() + 1))
            hands = [sorted(deck[i * HAND:(i + 1) * HAND]) for i in range(n)]
            prizes = deck[n * HAND:n * HAND + HAND]
            self.out = sorted(deck[n * HAND + HAND:])
        self.hands = hands
        self.prizes = prizes  # face down, top last
        self.pending = [0] * n
        self.scores = [0] * n
        self.bids: list[list[int]] = []
        self.round = 0
        self.prize = 0
        self.seen: list[int] = []
        self._next_round()

    @property
    def seats(self) -> int:
        return self.nseats

    def deck_size(self) -> int:
        return 4 * self.nseats + 5

    def _next_round(self) -> None:
        if self.round >= self.rounds:
            self.prize = 0
            self.log("the game ends")
            return
        self.round += 1
        self.prize, self.prizes = self.prizes[-1], self.prizes[:-1]
        self.seen = self.seen + [self.prize]
        self.log(f"round {self.round}: the prize is {self.prize}")

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.prize == 0:
            return ()
        return tuple(s for s in range(self.players) if self.pending[s] == 0)

    def _legal(self, seat: int) -> list[Action]:
        return [Action(f"bid {c}", c) for c in self.hands[seat]]

    def _play(self, action: Action, seat: int) -> None:
        # containers are replaced, never mutated, so clones may share them
        self.hands = [list(h) for h in self.hands]
        self.pending = list(self.pending)
        self.hands[seat].remove(action.data)
        self.pending[seat] = action.data
        self.log(f"seat {seat} has chosen")
        if 0 in self.pending[:self.players]:
            return
        if self.nseats > self.players:
            dummy = self.players
            self.pending[dummy] = self.hands[dummy][-1]
            self.hands[dummy] = self.hands[dummy][:-1]
            self.log(f"the dummy (seat {dummy}) bids its highest card")
        bids = self.pending
        best = (min if self.variant == "low" else max)(range(self.nseats), key=lambda s: bids[s])
        self.scores = list(self.scores)
        self.scores[best] += self.prize
        self.bids = self.bids + [list(bids)]
        self.log(f"bids {bids}: seat {best} takes {self.prize}")
        self.pending = [0] * self.nseats
        self._next_round()

    def _result(self) -> Result:
        ranking = rank_by([(s,) for s in self.scores])
        top = max(self.scores)
        return Result(tuple(self.scores), ranking, tuple(s for s in ranking if self.scores[s] == top))

    def _view(self, seat: int | None) -> dict:
        v = {"round": self.round, "prize": self.prize, "scores": list(self.scores),
             "bids": [list(b) for b in self.bids], "hand_sizes": [len(h) for h in self.hands],
             "chosen": [p != 0 for p in self.pending], "prizes_left": len(self.prizes),
             "prizes_seen": list(self.seen)}
        if seat is not None:
            v["hand"] = list(self.hands[seat])
            v["my_bid"] = self.pending[seat]
        return v

    def _determinize(self, seat: int | None) -> None:
        n = self.nseats
        known = set(x for b in self.bids for x in b)
        known.update(self.seen)
        if seat is not None:
            known.update(self.hands[seat])
            known.add(self.pending[seat])
        pool = sorted(set(range(1, self.deck_size() + 1)) - known)
        self.rng.shuffle(pool)
        hands, pending = [list(h) for h in self.hands], list(self.pending)
        for s in range(n):
            if s == seat:
                continue
            size = len(self.hands[s]) + (1 if self.pending[s] else 0)
            hands[s], pool = sorted(pool[:size]), pool[size:]
            if self.pending[s]:
                pending[s] = hands[s].pop(self.rng.below(size))
        self.prizes, self.out = pool[:len(self.prizes)], sorted(pool[len(self.prizes):])
        self.hands, self.pending = hands, pending

    def evaluate(self) -> tuple[float, ...]:
        if self.is_over:
            return super().evaluate()
        total = sum(self.scores) + 1
        return tuple((s + 0.5) / total for s in self.scores)


def _create(cfg: GameConfig) -> ToyState:
    return ToyState(cfg)


INFO = GameInfo(
    id="toy_goofspiel", title="Toy Goofspiel (test game)", min_players=1, max_players=4,
    variants=("high", "low", "dummy"), default_variant="high",
    variant_players={"high": (2, 3, 4), "low": (2, 3, 4), "dummy": (1, 2, 3)},
    options={"rounds": Option("rounds", HAND, "rounds to play (1-4)", kind="int", bounds=(1, HAND)),
             "setup": Option("setup", None, '{"hands": [[..4 cards..] per seat], "prizes": [bottom .. top]}',
                             kind="object")},
    create=_create, summary="a test game: secret simultaneous bids for prizes",
)


def register() -> None:
    """Register the toy game (idempotent)."""
    _register(INFO)
