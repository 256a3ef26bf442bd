"""Brass: Birmingham: the base game for 2-4 players (spec ``brass_birmingham.md``) and the solo game
against the Automa, variant ``automa`` (spec ``brass_birmingham_automa.md``); RULES.md."""

from __future__ import annotations

from meeple.core import GameConfig, GameError, GameInfo, Option
from meeple.core.options import opt_bool, opt_choice

from .automa_data import DIFFICULTIES, IRON_PRICE_RULES, MATS, TURN_ORDERS
from .automa_state import AutomaState, custom_mat
from .rules import RuleOptions
from .state import BrassState

_INTERP_DOCS = {
    "link_cap": "14 link tiles per player are a hard cap (interpretation 1)",
    "kw_link_farm_vp": "the Kidderminster-Worcester link scores the southern farm's icons too (interpretation 2)",
    "merchant_paths": "merchant locations are in networks and paths run through them (interpretation 3)",
    "overbuild_own_beside_free_slot": "overbuilding one's own tile is allowed beside a free slot (interpretation 4)",
    "merchant_beer_any_sale": "merchant beer may be drunk by a sale needing no beer (interpretation 5)",
    "unflipped_link_vp": "unflipped tiles also give link VP (interpretation 6)",
    "intro_final_income": "introductory game: income is paid after its last round (interpretation 7)",
    "intro_vp_floor": "introductory game: VP do not go below 0 (interpretation 8)",
}
_SOLO = ("automa",)


def create(cfg: GameConfig) -> BrassState:
    opts = cfg.options
    ro = RuleOptions(**{k: opt_bool(k, opts.get(k, d)) for k, d in RuleOptions.DEFAULTS.items()})
    setup = opts.get("setup")
    if setup is not None and not isinstance(setup, dict):
        raise GameError("option setup must be an object (RULES.md, 'Setup format')")
    if cfg.variant == "automa":
        difficulty = opt_choice("difficulty", opts.get("difficulty", "medium"), DIFFICULTIES)
        mat = MATS[difficulty]
        if opts.get("automa_mat") is not None:
            mat = custom_mat(opts["automa_mat"], mat)
        order = opt_choice("turn_order", opts.get("turn_order", "fixed"), TURN_ORDERS)
        iron = opt_choice("iron_price_rule", opts.get("iron_price_rule", "effective"), IRON_PRICE_RULES)
        return AutomaState(cfg, ro, difficulty, mat, order == "variable", iron == "market")
    intro = opt_bool("introductory", opts.get("introductory", False))
    tb = opt_choice("income_tiebreak", opts.get("income_tiebreak", "level"), ("level", "space"))
    return BrassState(cfg, intro, tb == "space", ro)


INFO = GameInfo(
    id="brass_birmingham",
    title="Brass: Birmingham",
    min_players=1,
    max_players=4,
    variants=("standard", "automa"),
    default_variant="standard",
    variant_players={"standard": (2, 3, 4), "automa": (1,)},
    options={
        "introductory": Option("introductory", False, "the rulebook's introductory game: Canal era only",
                               kind="bool", variants=("standard",)),
        "income_tiebreak": Option("income_tiebreak", "level",
                                  "tie-break on income level (rulebook) or income space (designer ruling)",
                                  ("level", "space"), variants=("standard",)),
        "difficulty": Option("difficulty", "medium", "solo: the Automa's starting mat (RULES.md, 'The Automa')",
                             DIFFICULTIES, variants=_SOLO),
        "automa_mat": Option("automa_mat", None,
                             "solo: a custom Automa mat, industry -> counts per level (overrides difficulty)",
                             kind="object", variants=_SOLO),
        "turn_order": Option("turn_order", "fixed", "solo: fixed (you first) or variable (by money spent)",
                             TURN_ORDERS, variants=_SOLO),
        "iron_price_rule": Option("iron_price_rule", "effective",
                                  "solo: the iron price the Automa's Iron Works slots read (RULES.md)",
                                  IRON_PRICE_RULES, variants=_SOLO),
        "setup": Option("setup", None, "start from a described position (RULES.md, 'Setup format')", kind="object"),
        **{k: Option(k, d, _INTERP_DOCS[k], kind="bool") for k, d in RuleOptions.DEFAULTS.items()},
    },
    create=create,
    summary="Industrial revolution network building: canals, then rails; build, sell, score. Solo: the Automa.",
)

__all__ = ["INFO", "AutomaState", "BrassState", "create"]
