"""Cosmoclasm: area control with force cards on a flower of 12 planets (2-5 players)."""

from meeple.core import GameInfo, Option

from .setup import create

INFO = GameInfo(
    id="cosmoclasm",
    title="Cosmoclasm",
    min_players=2,
    max_players=5,
    variants=("base", "factions"),
    default_variant="base",
    variant_players={"base": (2, 3, 4, 5), "factions": (2, 3, 4, 5)},
    options={
        "seat_factions": Option("seat_factions", None, "faction id per seat, distinct (default: random)", kind="list"),
        "first_player": Option("first_player", None, "the first player's seat (default: random)", kind="int"),
        "setup": Option("setup", None, "start from a described position (RULES.md, 'Setup format')", kind="object"),
    },
    create=create,
    summary="Play force cards, take superiorities, place battle stations and claim planets.",
)
