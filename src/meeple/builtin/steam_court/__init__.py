"""Steam Court: a climbing card game of court characters and their privileges, 3-10 players."""

from __future__ import annotations

from meeple.core import GameConfig, GameError, GameInfo, Option, State

from . import court
from .court import Rules
from .state import SteamCourt, seating

VARIANTS = ("standard", "party", "auction", "random_characters")


def create(cfg: GameConfig) -> State:
    """A new game: check the options, seat the players (§3.1, §7) and deal the first Quarter."""
    opts = dict(cfg.options)
    n, variant = cfg.players, cfg.variant
    level = court.parse_level(variant, n, opts)
    s = SteamCourt(cfg)
    setup = opts.get("setup")
    if setup is not None:
        from .position import apply_setup
        try:
            apply_setup(s, n, variant, level, opts, setup)
        except GameError:
            raise
        except ValueError as e:
            raise GameError(f"bad setup: {e}") from None
        return s
    rules = court.rules(n, variant, level, court.layout(n, variant, opts, s.rng))
    init(s, rules)
    if variant == "auction":
        s._next_lot(tuple(s.rng.shuffled(range(n))), 0, -1, (), (0,) * n)
        return s
    s._begin(seeded_order(s))
    return s


def seeded_order(s: SteamCourt) -> tuple[tuple[int, ...], ...]:
    """The random initial seating (§3.1; §7.4 also draws the circle): players by position."""
    rules, rng = s.g, s.rng
    if rules.level == 2:
        gears = rng.shuffled(range(1, rules.n + 1))  # the gear draw fixes the circle (§7.4)
        circle = tuple(sorted(range(rules.n), key=lambda p: -gears[p]))
        s._seat(s.st.order, 0, circle=circle)
    perm = rng.shuffled(range(rules.n))
    order, i = [], 0
    for table in rules.tables:
        order.append(tuple(perm[i:i + len(table)]))
        i += len(table)
    return tuple(order)


def init(s: SteamCourt, rules: Rules) -> None:
    """Empty game fields before the first seating."""
    n = rules.n
    s.tm = ()
    s.ph = 0
    s.hand = [0] * n
    s.tk = (0, 0, -1, 0, 0, 0, None)
    s.pend = None
    s._new_table(0)
    s.st = seating(rules, ((),) * len(rules.tables), 0, 1, None, (0,) * n, ())
    s.tokens = ((),) * n


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
