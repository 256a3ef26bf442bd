"""Steam Court: a climbing card game of court characters and their privileges, 3-10 players."""

from __future__ import annotations

from meeple.core import GameConfig, GameError, GameInfo, Option, State

from . import court
from .position import apply_setup
from .state import SteamCourt

VARIANTS = ("standard", "party", "auction", "random_characters")


def create(cfg: GameConfig) -> State:
    """A new game: check the options, seat the players (§3.1, §7) and deal the first Quarter."""
    opts = dict(cfg.options)
    n, variant = cfg.players, cfg.variant
    level = court.parse_level(variant, n, opts)
    s = SteamCourt(cfg)
    setup = opts.get("setup")
    if setup is not None:
        try:
            apply_setup(s, n, variant, level, opts, setup)
        except GameError:
            raise
        except ValueError as e:
            raise GameError(f"bad setup: {e}") from None
        return s
    rules = court.rules(n, variant, level, court.layout(n, variant, opts, s.rng))
    s._start(rules)
    if variant == "auction":
        s._next_lot(tuple(s.rng.shuffled(range(n))), 0, -1, (), (0,) * n)
        return s
    s._begin(s._seeded_order())
    return s


INFO = GameInfo(
    id="steam_court", title="Steam Court", min_players=3, max_players=10,
    variants=VARIANTS, default_variant="standard",
    variant_players={v: tuple(range(3, 11)) for v in VARIANTS},
    options={
        "characters": Option("characters", None, "3 players: the three characters in use", kind="list"),
        "table": Option("table", None, "4-5 players: the royal or the renegade table", ("royal", "renegade")),
        "removed": Option("removed", None, "4, 8, 9 players: the characters removed", kind="list"),
        "level": Option("level", None, "1 (random court) or 2 (chaos court, 3-7 players)", (1, 2), kind="int",
                        variants=("random_characters",)),
        "setup": Option("setup", None, "start from a described position (RULES.md, 'Setup format')", kind="object"),
    },
    create=create,
    summary="Climbing card game: shed your cards first to rise at court; ten characters, one or two tables.",
)
