"""Brass: Birmingham, the base game for 2-4 players (spec ``brass_birmingham.md``; RULES.md)."""

from __future__ import annotations

from meeple.core import GameConfig, GameError, GameInfo, Option
from meeple.core.options import opt_bool, opt_choice

from .state import BrassState


def create(cfg: GameConfig) -> BrassState:
    opts = cfg.options
    intro = opt_bool("introductory", opts.get("introductory", False))
    tb = opt_choice("income_tiebreak", opts.get("income_tiebreak", "level"), ("level", "space"))
    setup = opts.get("setup")
    if setup is not None and not isinstance(setup, dict):
        raise GameError("option setup must be an object (RULES.md, 'Setup format')")
    return BrassState(cfg, intro, tb == "space")


INFO = GameInfo(
    id="brass_birmingham",
    title="Brass: Birmingham",
    min_players=2,
    max_players=4,
    variants=("standard",),
    default_variant="standard",
    variant_players={"standard": (2, 3, 4)},
    options={
        "introductory": Option("introductory", False, "the rulebook's introductory game: Canal era only",
                               (False, True)),
        "income_tiebreak": Option("income_tiebreak", "level",
                                  "tie-break on income level (rulebook) or income space (designer ruling)",
                                  ("level", "space")),
        "setup": Option("setup", None, "start from a described position (RULES.md, 'Setup format')"),
    },
    create=create,
    summary="Industrial revolution network building: canals, then rails; build, sell, score.",
)

__all__ = ["INFO", "BrassState", "create"]
