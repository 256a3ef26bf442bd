"""Brass Empire card data, read and checked from ``data/brass_empire.toml`` (spec 1.4-1.7).

Cards are ints (TOML order). Effects become small tuples, read by the rules in ``state.py``:

* ``(GAIN, optional, labor, construction, brass)``
* ``(DRAW, optional, count)``, ``(DISCARD, optional, count)``
* ``(DISMISS, optional, count, zone, per_card)`` with ``zone`` one of ``ZONE_*``
* ``(DAMAGE, optional, amount, target)`` with ``target`` one of ``TARGET_*``
* ``(STEAL, optional, amount)``
* ``(CHOOSE, optional, options)``: ``options`` a tuple of effect lists
* ``(IF, optional, condition, then)``: ``condition`` is ``(kind, faction, at_least)``
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Final

from meeple.core import GameError

DATA_FILE = Path(__file__).parent / "data" / "brass_empire.toml"

# the numbers are ``Final``: compiled code uses their values rather than looking the names up
GAIN: Final = 0
DRAW: Final = 1
DISCARD: Final = 2
DISMISS: Final = 3
DAMAGE: Final = 4
STEAL: Final = 5
CHOOSE: Final = 6
IF: Final = 7
OPS = ("gain", "draw", "discard", "dismiss", "damage", "steal_brass", "choose", "if")
ZONE_HAND: Final = 0
ZONE_DISCARD: Final = 1
ZONE_BOTH: Final = 2
ZONES = ("hand", "discard", "hand_or_discard")
TARGET_UNIT: Final = 0
TARGET_ANY: Final = 1
TARGETS = ("unit", "unit_or_building")
COND_PLAYED: Final = 0
COND_BUILDINGS: Final = 1
COND_UNITS: Final = 2
CONDITIONS = ("played_faction", "control_buildings", "control_units")

EMPLOYEE: Final = 0
BUILDING: Final = 1
UNIT: Final = 2
TYPES = ("employee", "building", "unit")
FACTIONS = ("neutral", "blue", "orange", "red", "green", "purple")
DECKS = ("starting", "reserve", "labor", "design")
LABOR_CUR: Final = 0
CONSTRUCTION_CUR: Final = 1

Effects = tuple


class CardError(ValueError):
    """The card file breaks a rule of spec 1.7."""


class Card:
    """One card id's printed data."""

    __slots__ = ("index", "id", "name", "type", "faction", "deck", "count", "bv", "text", "cost", "currency",
                 "attack", "health", "corporation", "on_play", "when_built", "when_destroyed", "activated",
                 "act_labor", "act_construction", "demolish", "any_time", "ability", "mine_extra", "platform",
                 "mine_bonus", "produce")

    def __init__(self, index: int, raw: dict[str, Any]) -> None:
        self.index = index
        self.id: str = raw["id"]
        self.name: str = raw["name"]
        self.type: int = TYPES.index(raw["type"])
        self.faction: int = FACTIONS.index(raw["faction"])
        self.deck: int = DECKS.index(raw["deck"])
        self.count: int = raw["count"]
        self.bv: int = raw["brass_value"]
        self.text: str = raw["text"]
        self.cost: int = raw.get("cost", -1)
        self.currency: int = ("labor", "construction").index(raw["currency"]) if "currency" in raw else -1
        self.attack: int = raw.get("attack", 0)
        self.health: int = raw.get("health", 0)
        self.corporation: str = raw.get("corporation", "")
        self.on_play: Effects = effects(raw.get("on_play", []), self.id)
        self.when_built: Effects = effects(raw.get("when_built", []), self.id)
        self.when_destroyed: Effects = effects(raw.get("when_destroyed", []), self.id)
        act = raw.get("activated")
        self.activated: Effects | None = None if act is None else effects(act.get("effects", []), self.id)
        self.act_labor: int = 0 if act is None else act.get("cost_labor", 0)
        self.act_construction: int = 0 if act is None else act.get("cost_construction", 0)
        dem = raw.get("demolish")
        self.demolish: Effects | None = None if dem is None else effects(dem.get("effects", []), self.id)
        if dem is not None and dem.get("timing") not in ("own_turn", "any_time"):
            raise CardError(f"card {self.id}: demolish timing must be own_turn or any_time")
        self.any_time: bool = dem is not None and dem.get("timing") == "any_time"
        ab = raw.get("ability")
        self.ability: Effects | None = None if ab is None else effects(ab.get("effects", []), self.id)
        self.mine_extra: int = raw.get("mine_extra", 0)
        self.platform: bool = bool(raw.get("platform", False))
        self.mine_bonus: int = raw.get("mine_bonus", 0)
        self.produce: int = sum(e[2] + e[3] for e in self.on_play if e[0] == GAIN)


def effects(raw: Any, where: str) -> Effects:
    """An effect list of spec 1.4 as tuples (see the module docstring)."""
    if not isinstance(raw, list):
        raise CardError(f"card {where}: an effect list must be an array")
    return tuple(_effect(e, where) for e in raw)


def _effect(raw: Any, where: str) -> tuple:
    if not isinstance(raw, dict) or raw.get("op") not in OPS:
        raise CardError(f"card {where}: unknown effect op {raw.get('op') if isinstance(raw, dict) else raw!r}")
    op = OPS.index(raw["op"])
    opt = bool(raw.get("optional", False))
    if op == GAIN:
        return (GAIN, opt, raw.get("labor", 0), raw.get("construction", 0), raw.get("brass", 0))
    if op in (DRAW, DISCARD):
        return (op, opt, raw["count"])
    if op == DISMISS:
        if raw.get("zone") not in ZONES:
            raise CardError(f"card {where}: unknown dismiss zone {raw.get('zone')!r}")
        return (DISMISS, opt, raw["count"], ZONES.index(raw["zone"]), effects(raw.get("per_card", []), where))
    if op == DAMAGE:
        if raw.get("target") not in TARGETS:
            raise CardError(f"card {where}: unknown damage target {raw.get('target')!r}")
        return (DAMAGE, opt, raw["amount"], TARGETS.index(raw["target"]))
    if op == STEAL:
        return (STEAL, opt, raw["amount"])
    if op == CHOOSE:
        return (CHOOSE, opt, tuple(effects(o, where) for o in raw["options"]))
    cond = raw.get("condition", {})
    if cond.get("kind") not in CONDITIONS:
        raise CardError(f"card {where}: unknown condition kind {cond.get('kind')!r}")
    faction = FACTIONS.index(cond["faction"]) if "faction" in cond else -1
    return (IF, opt, (CONDITIONS.index(cond["kind"]), faction, cond["at_least"]), effects(raw["then"], where))


def load(text: str) -> tuple[dict[str, int], list[dict[str, Any]], list[Card]]:
    """The rules constants, corporations and cards of a card file; CardError if it breaks spec 1.7."""
    raw = tomllib.loads(text)
    cards: list[Card] = []
    seen: set[str] = set()
    for i, c in enumerate(raw.get("card", [])):
        cid = c.get("id")
        if cid in seen:
            raise CardError(f"card id {cid} repeats")
        seen.add(cid)
        card = Card(i, c)
        purchasable = card.deck != 0
        if purchasable and card.cost < 0:
            raise CardError(f"card {cid}: a purchasable card needs a cost")
        if purchasable and card.currency != (LABOR_CUR if card.type == EMPLOYEE else CONSTRUCTION_CUR):
            raise CardError(f"card {cid}: currency disagrees with its type")
        if card.type != EMPLOYEE and ("attack" not in c or "health" not in c):
            raise CardError(f"card {cid}: units and buildings need attack and health")
        if card.type == BUILDING and ("on_play" in c or "ability" in c):
            raise CardError(f"card {cid}: a building has no on_play or ability")
        if card.type != BUILDING and any(k in c for k in ("activated", "demolish", "when_built")):
            raise CardError(f"card {cid}: only buildings have activated, demolish or when_built")
        cards.append(card)
    return dict(raw["rules"]), list(raw["corporation"]), cards


RULES, CORPORATIONS, CARDS = load(DATA_FILE.read_text(encoding="utf-8"))
CARD_INDEX: dict[str, int] = {c.id: c.index for c in CARDS}
CORP_IDS: tuple[str, ...] = tuple(c["id"] for c in CORPORATIONS)
CORP_NAMES: tuple[str, ...] = tuple(c["name"] for c in CORPORATIONS)
CORP_FACTION: tuple[int, ...] = tuple(FACTIONS.index(c["faction"]) for c in CORPORATIONS)
#: corporation -> its standard reserve as ((card, copies), ...)
CORP_RESERVE: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((CARD_INDEX[r["card"]], r["count"]) for r in c["reserve"]) for c in CORPORATIONS)
LABOR_CARDS: tuple[tuple[int, int], ...] = tuple((c.index, c.count) for c in CARDS if c.deck == 2)
DESIGN_CARDS: tuple[tuple[int, int], ...] = tuple((c.index, c.count) for c in CARDS if c.deck == 3)

HAND_SIZE: Final[int] = RULES["hand_size"]
ROW_SIZE: Final[int] = RULES["row_size"]
POOL_PER_PLAYER: Final[int] = RULES["pool_per_player"]
SOLITAIRE_POOL: Final[int] = RULES["solitaire_pool"]
REBUILD_COST: Final[int] = RULES["platform_rebuild_cost_construction"]
DESTROY_REWARD: Final[int] = RULES["destroy_reward_brass"]
AI_BASE_INCOME: Final[int] = RULES["solitaire_ai_base_income"]
AI_INCOME_PER_BUILDING: Final[int] = RULES["solitaire_ai_income_per_building"]
AI_DESIGN_THRESHOLD: Final[int] = RULES["solitaire_ai_design_threshold"]
GIFT_SURCHARGE: Final[int] = RULES["team_gift_surcharge"]
BATTLE_LIFE: Final[int] = RULES["battle_life"]
BATTLE_CAP: Final[int] = RULES["battle_life_cap"]
RESERVE_MAX_CARDS: Final[int] = RULES["reserve_custom_max_cards"]
RESERVE_DEFAULT_VALUE: Final[int] = RULES["reserve_custom_default_value"]
SAFETY_ROUNDS: Final[int] = RULES["safety_max_rounds"]


def check_corporations(corps: list[int], n: int, where: str) -> None:
    """Spec 0.1 / I-29: distinct with 5 or fewer players, exactly one duplicate with 6."""
    dupes = len(corps) - len(set(corps))
    if n <= 5 and dupes:
        raise GameError(f"{where}: with {n} players every corporation is used at most once")
    if n == 6 and dupes != 1:
        raise GameError(f"{where}: with 6 players exactly one corporation is played by two seats")
