"""The state and rules of Pig: whose turn it is, the banked scores and the turn total."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, GameConfig, Result, State, rank_by

ROLL = Action("roll")
HOLD = Action("hold")


class PigState(State):
    """Pig. Nothing is hidden, so views are the same for every seat and determinize has nothing to resample."""

    __slots__ = ("scores", "turn_total", "player", "target", "winner")

    def __init__(self, config: GameConfig) -> None:
        State.__init__(self, config)
        self.scores = [0] * config.players
        self.turn_total = 0
        self.player = 0
        self.target: int = config.options.get("target", 30)
        self.winner = -1

    @property
    def to_move(self) -> tuple[int, ...]:
        return () if self.winner >= 0 else (self.player,)

    def _legal(self, seat: int) -> list[Action]:
        return [ROLL, HOLD] if self.turn_total else [ROLL]  # holding nothing would have no effect

    def _play(self, action: Action, seat: int) -> None:
        if action is ROLL or action.label == "roll":
            face = self.rng.below(6) + 1
            if face == 1:
                self.log(f"P{seat + 1} rolls a 1 and loses {self.turn_total} points")
                self._next_player()
            else:
                self.turn_total += face
                self.log(f"P{seat + 1} rolls a {face} (turn total {self.turn_total})")
            return
        self.scores[seat] += self.turn_total
        self.log(f"P{seat + 1} holds and banks {self.turn_total} ({self.scores[seat]} in all)")
        if self.scores[seat] >= self.target:
            self.winner = seat
            self.log(f"P{seat + 1} reaches {self.target} and wins")
            return
        self._next_player()

    def _next_player(self) -> None:
        self.turn_total = 0
        self.player = (self.player + 1) % self.players

    def _explain(self, seat: int, label: str) -> str:
        if label == "hold":
            return "you cannot hold yet: you have no points this turn (roll first)"
        return f"{label[:40]!r} is not a move in Pig: roll, or hold to bank your turn total"

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"scores": list(self.scores), "turn_total": self.turn_total, "player": self.player,
                "target": self.target}

    def _determinize(self, seat: int | None) -> None:
        """Nothing is hidden in Pig: only the future rolls, which the base class reseeds."""

    def _result(self) -> Result:
        ranking = rank_by([(score,) for score in self.scores])
        ranking = (self.winner, *[seat for seat in ranking if seat != self.winner])
        return Result(scores=tuple(self.scores), ranking=ranking, winners=(self.winner,))

    def clone(self) -> PigState:
        new = PigState.__new__(PigState)
        self._copy_base(new)
        new.scores = list(self.scores)
        new.turn_total, new.player, new.target, new.winner = self.turn_total, self.player, self.target, self.winner
        return new

    def evaluate(self) -> tuple[float, ...]:
        if self.is_over:
            return super().evaluate()
        banked = [min(score / self.target, 0.99) for score in self.scores]
        return tuple(banked)
