"""The TOML data inside the package matches the counts of spec sections 1 and 2."""

from collections import Counter

from meeple.builtin.cosmoclasm import data as D


def test_force_cards():
    assert D.NCARDS == 85
    assert sum(D.CARD_BLACK) == 60 and D.WHITE_MASK.bit_count() == 25
    symbols = Counter(f for fs in D.CARD_FORCES for f in fs)
    assert [symbols[i] for i in range(5)] == [32, 32, 32, 32, 17]
    for c, cid in enumerate(D.CARD_IDS):
        assert len(D.CARD_FORCES[c]) == (2 if D.CARD_BLACK[c] else 1)
        codes = cid.split("-")[1:-1]
        assert codes == [("DR", "FI", "ME", "MI", "SG")[f] for f in D.CARD_FORCES[c]]
    for suit in range(3):
        assert D.SUIT_MASK[suit].bit_count() == 20
    assert not any(D.CARD_COUNTS[c][D.STARGATE] == 2 for c in range(85))


def test_factions_and_player_counts():
    assert D.FACTIONS == ("cyborgs", "hiveminds", "humans", "martians", "radiants")
    assert D.PLAYERS == {2: (4, 7, True), 3: (6, 5, False), 4: (8, 4, False), 5: (10, 3, False)}


def test_board():
    assert len(D.MAT_IDS) == 12 and len(D.POINT_IDS) == 42 and len(D.GRID_LINES) == 54
    borders = Counter(len(b) for b in D.POINT_BORDERS)
    assert borders == {1: 18, 2: 18, 3: 6}
    for m in range(12):
        corners = D.MAT_CORNERS[m]
        assert len(set(corners)) == 6
        assert all(m in D.POINT_BORDERS[p] for p in corners)
        # adjacent points: one grid line from a corner, not a corner
        adj = {q for p in corners for q in D.POINT_LINKS[p]} - set(corners)
        assert adj == set(D.MAT_ADJ_POINTS[m])
        assert len(adj) == (6 if m < 6 else 3)
        # adjacent mats share an edge (two corners)
        shared = {o for o in range(12) if o != m and len(set(corners) & set(D.MAT_CORNERS[o])) == 2}
        assert shared == set(D.MAT_ADJ_MATS[m])
    for a, b in D.GRID_LINES:
        assert b in D.POINT_LINKS[a] and a in D.POINT_LINKS[b]
    # corner positions: centre + NW, NE, E, SE, SW, W offsets
    for m in range(12):
        cx, cy = D.MAT_CENTER[m]
        offs = [(-1, -1), (1, -1), (2, 0), (1, 1), (-1, 1), (-2, 0)]
        assert [D.POINT_POS[p] for p in D.MAT_CORNERS[m]] == [(cx + dx, cy + dy) for dx, dy in offs]
