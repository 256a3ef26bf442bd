"""The card list: it agrees with the spec's tables, and a malformed list is refused (spec 1.8)."""

import tomllib
from pathlib import Path

import pytest

from meeple.builtin.brawling_barons import data
from meeple.builtin.brawling_barons.data import CARDS, CardData

RAW = (Path(data.__file__).parent / "data" / "cards.toml").read_text(encoding="utf-8")


def side(kind, up):
    k = CARDS.kind_index[kind]
    return k * 2 + up


def test_counts_per_deck():
    groups = [CARDS.kind_group[CARDS.kind[c]] for c in range(CARDS.per_deck)]
    assert CARDS.per_deck == 48
    assert sum(CARDS.is_peasant[:48]) == 22
    assert sum(CARDS.is_unit[:48]) - 22 == 12
    assert groups.count(data.EVENT) == 9 and groups.count(data.AID) == 5


@pytest.mark.parametrize("kind,cost,upgrade,health,strength", [
    ("knight", 3, 4, 7, 8), ("soldier", 1, 3, 4, 3), ("smithy", 2, 3, 5, 0), ("tower", 2, 4, 6, 0),
    ("archers", 1, 3, 4, 1), ("catapults", 2, 3, 5, 2), ("farm", 1, 2, 3, 0)])
def test_numbers_match_the_spec(kind, cost, upgrade, health, strength):
    assert CARDS.side_health[side(kind, 0)] == cost
    assert CARDS.upgrade_cost[CARDS.kind_index[kind]] == upgrade
    assert CARDS.side_health[side(kind, 1)] == health == cost + upgrade
    assert CARDS.side_strength[side(kind, 1)] == strength


def test_instance_ids():
    assert CARDS.names[0] == "farm#1" and CARDS.names[48] == "d1:farm#1"
    assert CARDS.name_index["d0:knight#2"] == CARDS.name_index["knight#2"]


@pytest.mark.parametrize("old,new,words", [
    ("effects = { civilian_space = 1 }", "effects = { civilian_space = 1, flying = true }", "unknown effect"),
    ('type = "building"', 'type = "castle"', "unknown type"),
    ('category = "action"', 'category = "magic"', "unknown category"),
    ('timing = "action"', 'timing = "whenever"', "unknown timing"),
    ('criterion = "fewest_buildings"', 'criterion = "tallest"', "unknown criterion"),
    ('tiebreak = "fewest_resources"', 'tiebreak = "coin"', "unknown tiebreak"),
    ('bonus = "draw_2"', 'bonus = "draw_9"', "unknown bonus"),
    ("peasant_cards = 22", "peasant_cards = 21", "peasant_cards"),
    ("cards_per_deck = 48", "cards_per_deck = 50", "cards_per_deck"),
])
def test_malformed_lists_are_refused(old, new, words):
    assert old in RAW
    with pytest.raises(ValueError, match=words):
        CardData(tomllib.loads(RAW.replace(old, new, 1)))


def test_numbers_are_read_from_the_file():
    retuned = CardData(tomllib.loads(RAW.replace("courthouse_cost = 3", "courthouse_cost = 4")))
    assert retuned.courthouse_cost == 4 and CARDS.courthouse_cost == 3
