"""Sealed Bids: a small hidden-information game for the agent tests.

Cards 1..4n+4 are shuffled; each player is dealt 4 hidden cards, the rest form a hidden draw pile.
Prizes 1..8 are shuffled face down. Each round two prizes are turned up, every player secretly
bids a card (simultaneous: ``to_move`` holds every seat that has not bid yet), then the bids are
revealed. The highest bid that nobody else matched wins and its owner chooses one of the two
prizes (a sequential decision: ``take <value>``); with no unique bid both are discarded. Each
player then draws a card while the pile lasts. After four rounds the most points wins (ties
broken by the lower seat). ``options={"setup": {"hands": [[...], ...], "pile": [...],
"prizes": [...]}}`` starts from given cards (pile and prizes drawn from the end).
"""

from __future__ import annotations

from meeple.core import Action, GameConfig, GameError, GameInfo, Option, Result, State, rank_by, register

HAND, ROUNDS = 4, 4
BIDS = {c: Action(f"bid {c}", c) for c in range(1, 64)}
TAKES = {p: Action(f"take {p}", p) for p in range(1, 9)}


class SealedBids(State):
    __slots__ = ("hands", "pile", "prizes", "row", "bids", "scores", "round", "chooser", "last",
                 "played", "seen")

    def __init__(self, cfg: GameConfig) -> None:
        State.__init__(self, cfg)
        n = cfg.players
        setup = cfg.options.get("setup")
        if setup is not None:
            self.hands = [sorted(h) for h in setup["hands"]]
            self.pile = list(setup["pile"])
            self.prizes = list(setup["prizes"])
            if len(self.hands) != n:
                raise GameError(f"setup needs {n} hands")
        else:
            deck = self.rng.shuffled(range(1, 4 * n + 5))
            self.hands = [sorted(deck[i * HAND:(i + 1) * HAND]) for i in range(n)]
            self.pile = deck[n * HAND:]
            self.prizes = self.rng.shuffled(range(1, 9))
        self.bids = [0] * n
        self.scores = [0] * n
        self.round = 0
        self.chooser = -1
        self.last: list[int] = []
        self.played: list[int] = []
        self.seen: list[int] = []
        self.row = [self.prizes.pop(), self.prizes.pop()]

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.round >= ROUNDS:
            return ()
        if self.chooser >= 0:
            return (self.chooser,)
        return tuple(s for s, b in enumerate(self.bids) if not b)

    def _legal(self, seat: int) -> list[Action]:
        if self.chooser >= 0:
            return [TAKES[p] for p in sorted(set(self.row))]
        return [BIDS[c] for c in self.hands[seat]]

    def _play(self, action: Action, seat: int) -> None:
        if self.chooser >= 0:
            self.scores[seat] += action[1]
            self.log(f"seat {seat} takes prize {action[1]}")
            self._end_round()
            return
        self.hands[seat].remove(action[1])
        self.bids[seat] = action[1]
        if all(self.bids):
            self.last = self.bids
            self.played = sorted(self.played + self.bids)
            self.log("bids revealed: " + ", ".join(map(str, self.bids)))
            unique = [b for b in self.bids if self.bids.count(b) == 1]
            self.bids = [0] * self.cfg.players
            if unique:
                self.chooser = self.last.index(max(unique))
            else:
                self.log("no unique bid: the prizes are discarded")
                self._end_round()

    def _end_round(self) -> None:
        self.chooser = -1
        self.round += 1
        for hand in self.hands:
            if self.pile:
                hand.append(self.pile.pop())
                hand.sort()
        self.seen = sorted(self.seen + self.row)
        if self.round < ROUNDS:
            self.row = [self.prizes.pop(), self.prizes.pop()]

    def _result(self) -> Result:
        ranking = rank_by([(s,) for s in self.scores])
        return Result(tuple(self.scores), ranking, (ranking[0],))

    def _view(self, seat: int | None) -> dict:
        return {"round": self.round, "row": list(self.row), "scores": list(self.scores),
                "chooser": self.chooser, "last_bids": list(self.last),
                "played": list(self.played), "prizes_seen": list(self.seen), "pile": len(self.pile),
                "hand_sizes": [len(h) for h in self.hands], "has_bid": [bool(b) for b in self.bids],
                "hand": list(self.hands[seat]) if seat is not None else None,
                "my_bid": self.bids[seat] if seat is not None else 0}

    def _determinize(self, seat: int | None) -> None:
        n = self.cfg.players
        others = [s for s in range(n) if s != seat]
        pool = sorted(self.pile + [c for s in others for c in self.hands[s]]
                      + [self.bids[s] for s in others if self.bids[s]])
        self.rng.shuffle(pool)
        for s in others:
            k = len(self.hands[s])
            self.hands[s] = sorted(pool[:k])
            del pool[:k]
            if self.bids[s]:
                self.bids[s] = pool.pop()
        self.pile = pool
        self.prizes = self.rng.shuffled(sorted(self.prizes))

    def clone(self) -> SealedBids:
        new = SealedBids.__new__(SealedBids)
        new.cfg, new.rng, new._hist, new._log = self.cfg, self.rng.copy(), self._hist, self._log
        new._lseat, new._lcache = self._lseat, self._lcache
        new.hands = [list(h) for h in self.hands]
        new.pile, new.prizes, new.row = list(self.pile), list(self.prizes), list(self.row)
        new.bids, new.scores, new.last = list(self.bids), list(self.scores), self.last
        new.round, new.chooser = self.round, self.chooser
        new.played, new.seen = self.played, self.seen
        return new

    def evaluate(self) -> tuple[float, ...]:
        """Points so far plus a share of the prizes still to come in proportion to hand strength."""
        if self.is_over:
            return super().evaluate()
        n = self.cfg.players
        strength = [sum(h) + b for h, b in zip(self.hands, self.bids, strict=True)]
        total = sum(strength) or 1
        left = sum(self.row) + sum(self.prizes)
        est = [self.scores[s] + left * strength[s] / total for s in range(n)]
        return tuple((sum(e < est[s] for e in est) + 0.5 * (sum(e == est[s] for e in est) - 1)) / (n - 1)
                     for s in range(n))


INFO = GameInfo(id="sealed_bids", title="Sealed Bids (agent tests)", min_players=2, max_players=4,
                variants=("standard",), default_variant="standard",
                options={"setup": Option("setup", None, "hands, pile and prizes", kind="object")}, create=SealedBids)
register(INFO)
