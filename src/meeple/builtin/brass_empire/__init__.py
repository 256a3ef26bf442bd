"""Brass Empire: a deck-builder with units, buildings and a Solitaire AI (spec ``brass_empire.md``; RULES.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.core import GameConfig, GameError, GameInfo, Option
from meeple.core.info import quoted

from .setup import new_state
from .state import EmpireState


@dataclass(frozen=True)
class ReserveOption(Option):
    """``custom_reserve``: false, true (a target of 10) or a whole-number target (spec 5.2)."""

    def check(self, value: Any, variant: str) -> Any:
        if value is None:
            return None
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            if not 1 <= value <= 19:
                raise GameError(f"option custom_reserve must be true, false or a target from 1 to 19, not {value}")
            return value
        if isinstance(value, str):
            return self.parse(value)
        raise GameError(f"option custom_reserve must be true, false or a whole-number target, not {quoted(value)}")

    def parse(self, text: str) -> Any:
        word = text.strip().lower()
        if word in ("true", "yes", "on"):
            return True
        if word in ("false", "no", "off"):
            return False
        if word.isdecimal():
            return self.check(int(word), "")
        raise GameError(f"option custom_reserve must be true, false or a whole-number target, not {quoted(text)}")


@dataclass(frozen=True)
class CorporationsOption(Option):
    """``corporations``: a list of corporation ids (one per seat), ``random`` or ``choose`` (spec 0.1)."""

    def check(self, value: Any, variant: str) -> Any:
        if value is None:
            return None
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            return [v.strip().lower() for v in value]
        raise GameError(f"option corporations must be a list of corporation ids, random or choose, "
                        f"not {quoted(value)}")

    def parse(self, text: str) -> Any:
        word = text.strip().lower()
        if word in ("random", "choose"):
            return word
        return [w.strip() for w in word.split(",") if w.strip()]


def create(cfg: GameConfig) -> EmpireState:
    setup = cfg.options.get("setup")
    if setup is not None and not isinstance(setup, dict):
        raise GameError("option setup must be an object (RULES.md, 'Setup format')")
    return new_state(cfg)


INFO = GameInfo(
    id="brass_empire",
    title="Brass Empire",
    min_players=1,
    max_players=6,
    variants=("standard", "solitaire", "teams", "battle"),
    default_variant="standard",
    variant_players={"standard": (2, 3, 4, 5), "solitaire": (1,), "teams": (4, 6), "battle": (2, 3, 4, 5, 6)},
    options={
        "corporations": CorporationsOption("corporations", "random", "one corporation id per seat "
                                           "(comma-separated), random or choose", kind="list"),
        "pool": Option("pool", None, "Mining Pool size (default 25 per player; Solitaire 40)", kind="int",
                       bounds=(1, 10**6), variants=("standard", "solitaire", "teams")),
        "equal_turns": Option("equal_turns", False, "Solitaire: the AI gets its turn when you empty the pool",
                              kind="bool", variants=("solitaire",)),
        "custom_reserve": ReserveOption("custom_reserve", False, "build your own reserve deck: true (value 10) or "
                                        "a target Brass value", kind="int"),
        "unused_reserve_cards": Option("unused_reserve_cards", None, "with custom_reserve: remove or shuffle_in",
                                       ("remove", "shuffle_in")),
        "setup": Option("setup", None, "start from a described position (RULES.md, 'Setup format')", kind="object"),
    },
    create=create,
    summary="Deck-builder: hire employees, build buildings and units, mine and fight for Brass.",
)

__all__ = ["INFO", "EmpireState", "create"]
