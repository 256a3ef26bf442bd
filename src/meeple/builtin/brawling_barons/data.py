"""Brawling Barons card data, read from ``data/cards.toml`` (spec 1.8) into flat tables indexed by int.

A card *kind* is one TOML entry (``farm``, ``shield``, ``aid_royal_guard``...), numbered in file order.
A card *instance* is an int: ``deck * CARDS_PER_DECK + slot``, where slot runs over the kinds' copies in
file order. A unit side is ``kind * 2 + side`` (side 0 = recruit side, 1 = upgraded side).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Final

CIVILIAN: Final = 0
MILITARY: Final = 1
BUILDING: Final = 2
TYPES = ("civilian", "military", "building")
EFFECT_KEYS = ("civilian_space", "military_space", "tower_reduction", "smithy_discount", "market_actions",
               "courthouse_action", "strength_vs_units", "strength_vs_buildings", "free_move", "sheriff")
EVENT_TIMINGS = ("attack_declaration", "shield_window", "own_turn_free", "action")
CRITERIA = ("fewest_buildings", "lowest_card_production", "fewest_civilians", "fewest_military_units",
            "lowest_resource_production")
TIEBREAKS = ("none", "fewest_cards_in_hand", "fewest_resources")
BONUSES = ("free_building_upgrade", "draw_2", "take_market_card", "shield", "gain_3_resources")
AID_TIMINGS = ("own_turn_free", "shield_window")
#: what an event card does, by its id: the effect primitives the rules know (spec 1.6)
EVENT_EFFECTS = {"plus_two_attack": "attack_card", "shield": "shield", "extra_action": "extra_action",
                 "military_action": "military_action", "the_bomb": "discard_any", "flip_unit": "flip",
                 "prison": "discard_opposing_military"}
#: strength of a +2 Attack card and damage prevented by one Shield (their names, spec 1.6)
ATTACK_CARD_STRENGTH: Final = 2
SHIELD_PREVENTION: Final = 3
MAX_DECKS: Final = 8

# the kind groups
UNIT: Final = 0
EVENT: Final = 1
AID: Final = 2


class CardData:
    """Every number of one card list. Built from a TOML text; ``check`` rejects a malformed list."""

    def __init__(self, raw: dict[str, Any]) -> None:
        check(raw)
        deck = raw["deck"]
        self.hand_size: int = deck["hand_size"]
        self.market_size: int = deck["market_size"]
        self.base_civilian: int = deck["base_civilian_space"]
        self.base_military: int = deck["base_military_space"]
        acts = raw["building_actions"]
        self.courthouse_cost: int = acts["courthouse_cost"]
        self.market_buy_cost: int = acts["market_buy_cost"]
        self.market_buy_draw: int = acts["market_buy_draw"]
        self.market_sell_gain: int = acts["market_sell_gain"]
        self.vp_building: int = raw["scoring"]["vp_per_building"]
        self.vp_army: int = raw["scoring"]["vp_per_kings_army_unit"]
        ids: list[str] = []
        names: list[str] = []
        group: list[int] = []
        counts: list[int] = []
        self.kind_text: list[str] = []
        # unit tables, per side index kind * 2 + side (0 for non-units)
        self.side_name: list[str] = []
        self.side_type: list[int] = []
        self.side_health: list[int] = []
        self.side_strength: list[int] = []
        self.side_res: list[int] = []
        self.side_cards: list[int] = []
        self.side_effects: list[tuple[int, ...]] = []
        self.upgrade_cost: list[int] = []
        # event and aid tables, per kind
        self.event_effect: list[str] = []
        self.event_cost: list[int] = []
        self.aid_criterion: list[int] = []
        self.aid_tiebreak: list[int] = []
        self.aid_bonus: list[int] = []

        def add_kind(entry: dict[str, Any], kind_group: int, name: str, text: str) -> None:
            ids.append(entry["id"])
            names.append(name)
            group.append(kind_group)
            counts.append(entry["count"])
            self.kind_text.append(text)
            self.upgrade_cost.append(entry.get("upgrade_cost", 0))
            is_event = kind_group == EVENT
            self.event_effect.append(EVENT_EFFECTS[entry["id"]] if is_event else "")
            self.event_cost.append(entry["cost"] if is_event else 0)
            is_aid = kind_group == AID
            self.aid_criterion.append(CRITERIA.index(entry["criterion"]) if is_aid else -1)
            self.aid_tiebreak.append(TIEBREAKS.index(entry["tiebreak"]) if is_aid else -1)
            self.aid_bonus.append(BONUSES.index(entry["bonus"]) if is_aid else -1)

        for u in raw["units"]:
            add_kind(u, UNIT, u["upgraded"]["name"], u["upgraded"].get("text", ""))
            for side in (u["recruit"], u["upgraded"]):
                self.side_name.append(side["name"])
                self.side_type.append(TYPES.index(side["type"]))
                self.side_health.append(side["cost"] if side is u["recruit"] else side["health"])
                self.side_strength.append(side.get("strength", 0))
                self.side_res.append(side.get("bonus_resources", 0))
                self.side_cards.append(side.get("bonus_cards", 0))
                eff = side.get("effects", {})
                self.side_effects.append(tuple(int(eff.get(k, 0)) for k in EFFECT_KEYS))
        for e in raw["events"]:
            add_kind(e, EVENT, e["name"], e.get("text", ""))
            self._blank_sides()
        for a in raw["royal_aid"]:
            add_kind(a, AID, a["name"], a.get("text", ""))
            self._blank_sides()
        self.kind_ids: tuple[str, ...] = tuple(ids)
        self.kind_names: tuple[str, ...] = tuple(names)
        self.kind_group: tuple[int, ...] = tuple(group)
        self.kind_count: tuple[int, ...] = tuple(counts)
        self.kind_index = {k: i for i, k in enumerate(ids)}
        per_deck: list[tuple[int, int]] = [(k, c) for k in range(len(ids)) for c in range(1, counts[k] + 1)]
        self.per_deck = len(per_deck)
        # per instance, for MAX_DECKS decks
        self.kind: list[int] = []
        self.names: list[str] = []
        #: per instance, the card as a person names it: ``Squire/Knight`` (recruit/upgraded side), ``Shield``
        self.titles: list[str] = []
        for d in range(MAX_DECKS):
            for k, copy in per_deck:
                self.kind.append(k)
                self.names.append(("" if d == 0 else f"d{d}:") + f"{ids[k]}#{copy}")
                self.titles.append(f"{self.side_name[k * 2]}/{self.side_name[k * 2 + 1]}" if group[k] == UNIT
                                   else names[k])
        self.name_index = {n: i for i, n in enumerate(self.names)}
        for i, n in enumerate(self.names[:self.per_deck]):
            self.name_index["d0:" + n] = i
        self.is_unit = [group[k] == UNIT for k in self.kind]
        self.is_aid = [group[k] == AID for k in self.kind]
        self.is_peasant = [group[k] == UNIT and self.side_type[k * 2] == CIVILIAN for k in self.kind]

    def _blank_sides(self) -> None:
        for _ in range(2):
            self.side_name.append("")
            self.side_type.append(-1)
            self.side_health.append(0)
            self.side_strength.append(0)
            self.side_res.append(0)
            self.side_cards.append(0)
            self.side_effects.append((0,) * len(EFFECT_KEYS))


def _fail(msg: str) -> None:
    raise ValueError(f"brawling_barons card list: {msg}")


def check(raw: dict[str, Any]) -> None:
    """Reject a card list with unknown effect keys or values, or counts that do not add up (spec 1.8)."""
    for part in ("deck", "building_actions", "scoring", "units", "events", "royal_aid"):
        if part not in raw:
            _fail(f"missing [{part}]")
    peasants = squires = 0
    for u in raw["units"]:
        for side_key in ("recruit", "upgraded"):
            side = u[side_key]
            if side.get("type") not in TYPES:
                _fail(f"unit {u['id']} {side_key} side has unknown type {side.get('type')!r}")
            for key in side.get("effects", {}):
                if key not in EFFECT_KEYS:
                    _fail(f"unit {u['id']} has unknown effect {key!r}")
        rtype = u["recruit"]["type"]
        if rtype == "civilian":
            peasants += u["count"]
        elif rtype == "military":
            squires += u["count"]
        else:
            _fail(f"unit {u['id']} is recruited as a building")
    for e in raw["events"]:
        if e.get("category") not in ("event", "action"):
            _fail(f"event {e['id']} has unknown category {e.get('category')!r}")
        if e.get("timing") not in EVENT_TIMINGS:
            _fail(f"event {e['id']} has unknown timing {e.get('timing')!r}")
        if e["id"] not in EVENT_EFFECTS:
            _fail(f"event {e['id']} has no known effect")
    for a in raw["royal_aid"]:
        for key, allowed in (("criterion", CRITERIA), ("tiebreak", TIEBREAKS), ("bonus", BONUSES),
                             ("timing", AID_TIMINGS)):
            if a.get(key) not in allowed:
                _fail(f"royal aid {a['id']} has unknown {key} {a.get(key)!r}")
    deck = raw["deck"]
    events = sum(e["count"] for e in raw["events"])
    aids = sum(a["count"] for a in raw["royal_aid"])
    for key, value in (("peasant_cards", peasants), ("squire_cards", squires),
                       ("event_and_action_cards", events), ("royal_aid_cards", aids)):
        if deck[key] != value:
            _fail(f"[deck] {key} = {deck[key]} but the entries count {value}")
    if deck["cards_per_deck"] != peasants + squires + events + aids:
        _fail(f"[deck] cards_per_deck = {deck['cards_per_deck']} but the groups add up to "
              f"{peasants + squires + events + aids}")


def load(path: Path | None = None) -> CardData:
    p = path or Path(__file__).parent / "data" / "cards.toml"
    return CardData(tomllib.loads(p.read_text(encoding="utf-8")))


CARDS: Final = load()
