"""Seeded games, views, events, records and bot choices are the same as when the table was made."""

from __future__ import annotations

import pytest
from golden_digest import CASES, digest

GOLDEN = {
    ('steam_court', 'standard', 3): '10344beaf7d5946d7bdb9268',
    ('steam_court', 'standard', 5): 'a120e722884e3594cba1f9cf',
    ('steam_court', 'party', 4): '4c1cb447ee76942027289644',
    ('steam_court', 'auction', 4): 'c2cc73c13eda5af3bdbc3878',
    ('steam_court', 'random_characters', 6): '793f7fa7461f239108cec7b9',
    ('steam_court', 'standard', 10): 'e87d611d6fafdd825396392a',
    ('cosmoclasm', 'base', 2): 'b41d21b2e9b34d921c1d35dc',
    ('cosmoclasm', 'base', 4): '40b5434f924cd1c386c303ed',
    ('cosmoclasm', 'factions', 3): '6a161731192d801ecc5cd4d3',
    ('cosmoclasm', 'factions', 5): 'fe05a85296192cd2c0dc8f65',
    ('brass_birmingham', 'standard', 2): '687a2cf3b05a4c9df36218e4',
    ('brass_birmingham', 'standard', 3): 'd7acfa76d8140784d58483ac',
    ('brass_birmingham', 'standard', 4): '2d75eb5110c99b0d40f1bff6',
    ('brass_empire', 'standard', 2): 'bc56795b22c93f98d13a0933',
    ('brass_empire', 'standard', 4): '06cebe58121406bf637545f9',
    ('brass_empire', 'solitaire', 1): 'ce0631cb83d051cc9e8dd755',
    ('brass_empire', 'teams', 4): 'ea0818c662c725b19976a9f6',
    ('brass_empire', 'battle', 3): '11e746eb93ef2e60a91b9aad',
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[1]}-{case[2]}")
def test_game_is_unchanged(case: tuple) -> None:
    assert set(CASES) == set(GOLDEN)
    assert digest(*case) == GOLDEN[case]
