"""The terminal renderer: the flower shows every grid point, planet numbers, stations and the contested planet."""

import io

from cosmo_helpers import game
from rich.console import Console

import meeple
from meeple.builtin.cosmoclasm.present.terminal import describe, render
from meeple.core import Rng


def text(view, seat):
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(render(view, seat))
    return console.export_text()


def test_board_names_points_numbers_stations_and_the_contested_planet():
    s = game(3, {"round": 2, "stations": [[0, "g15", 1], [2, "g16", 1], [1, "g16", 2]], "claimed": {"A": 2},
                 "hands": [["SUN-DR-DR-1"], [], []]})
    out = text(s.view(0), 0)
    assert all(f"g{i:02d}" in out for i in range(1, 43))
    assert "*B 2*" in out and "A 1" in out and "L12" in out and "P3" in out
    lines = out.splitlines()
    row = next(i for i, line in enumerate(lines) if "g16" in line)
    col = lines[row].index("g16")
    assert lines[row + 1][col:col + 2] == "32"  # the stack on g16: P3 (round 1), then P2
    assert "Your hand: sun 2 drones" in out and "SUN-DR-DR-1" not in out  # own hand, in words


def test_render_and_describe_every_step_of_a_random_game():
    s = meeple.new_game("cosmoclasm", players=2, seed=5, variant="factions")
    rng = Rng(5)
    while not s.is_over:
        seat = s.to_move[0]
        view = s.view(seat)
        assert "Round" in text(view, seat) or "Extra round" in text(view, seat)
        legal = s.legal_actions(seat)
        for a in legal[:5]:
            assert describe(str(a), view)
        s.apply(legal[rng.below(len(legal))], seat)
    assert "winners" in text(s.view(None), None)


def test_describe_in_words():
    s = game(3, {"hands": [["SUN-DR-ME-1", "ECL-ME-1"], [], []]})
    v = s.view(0)
    assert describe("play SUN-DR-ME-1 +ECL-ME-1", v) == "play sun drone+mech with eclipse mech"
    assert describe("place g15", v) == "place a station on g15, touching planets 1 (A), 6 (F)"
