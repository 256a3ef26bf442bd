"""Brawling Barons: town, wall and King's Army card battler (2-8 players, team play for 4, 6 or 8)."""

from meeple.core import GameInfo, Option

from .setup import create

INFO = GameInfo(
    id="brawling_barons",
    title="Brawling Barons",
    min_players=2,
    max_players=8,
    variants=("standard", "teams"),
    default_variant="standard",
    variant_players={"standard": (2, 3, 4, 5, 6, 7, 8), "teams": (4, 6, 8)},
    options={
        "decks": Option("decks", None, "decks shuffled together (default: one per two players)", kind="int",
                        bounds=(1, 8)),
        "first_player": Option("first_player", None, "the first player's seat; skips the sealed reveal",
                               kind="int", bounds=(0, 7)),
        "max_turns": Option("max_turns", 1000, "engine safeguard: the game ends after this many turns",
                            kind="int", bounds=(1, 1_000_000)),
        "setup": Option("setup", None, "start from a described position (RULES.md, 'Setup format')",
                        kind="object"),
    },
    create=create,
    summary="Recruit Peasants and Squires, raise buildings, guard your wall and send knights to the King's Army.",
)
