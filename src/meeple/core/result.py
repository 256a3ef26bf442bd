"""The result of a finished game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Result:
    """scores: one per seat; ranking: every seat, best first; winners: the winning seats.

    ``details`` carries anything else a game reports (team totals, tie-break figures...).
    """

    scores: tuple
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    details: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "ranking": list(self.ranking),
                "winners": list(self.winners), "details": self.details}


def rank_by(keys: list[tuple], seats: range | list[int] | None = None) -> tuple[int, ...]:
    """Seats ordered by their key, highest first, ties by lower seat number."""
    order = list(seats if seats is not None else range(len(keys)))
    return tuple(sorted(order, key=lambda s: tuple(-k for k in keys[s]) + (s,)))
