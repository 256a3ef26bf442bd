"""Seeded games, views, events, records and bot choices are the same as when the table was made."""

from __future__ import annotations

import pytest
from golden_digest import CASES, digest

GOLDEN = {
    ('steam_court', 'standard', 3): '8fd36fae4854fd8ea983ae79',
    ('steam_court', 'standard', 5): 'f62e8941c77e69351c63fa9f',
    ('steam_court', 'party', 4): '05bd31987dd8783bc5dcbefd',
    ('steam_court', 'auction', 4): '6e0e0432372d334706054940',
    ('steam_court', 'random_characters', 6): 'f0d685242040323815d2365d',
    ('steam_court', 'standard', 10): '38c0aba3209fa189f99582f5',
    ('cosmoclasm', 'base', 2): 'b02ecd2e7c7eee141da526ef',
    ('cosmoclasm', 'base', 4): '65cc0144cb35be13bfdb4d97',
    ('cosmoclasm', 'factions', 3): '48227cd23990a438f2a05905',
    ('cosmoclasm', 'factions', 5): 'f1a5eb1bf38c8a5b06239000',
    ('brass_birmingham', 'standard', 2): 'ca6228a74b9f6be14e64c15a',
    ('brass_birmingham', 'standard', 3): 'c87ab113ab884ae5b0e42943',
    ('brass_birmingham', 'standard', 4): '39a98c447cab65dfc7b4cd58',
    ('brass_empire', 'standard', 2): 'c691fe0033e285053f6808ff',
    ('brass_empire', 'standard', 4): 'b76f6b2d8516e354f98c6a21',
    ('brass_empire', 'solitaire', 1): '0b4b0ffa425bf72e8aae5d43',
    ('brass_empire', 'teams', 4): '153138a10aa9f1529da7c51d',
    ('brass_empire', 'battle', 3): 'cb825bb33392ee1867d50289',
}


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[1]}-{case[2]}")
def test_game_is_unchanged(case: tuple) -> None:
    assert set(CASES) == set(GOLDEN)
    assert digest(*case) == GOLDEN[case]
