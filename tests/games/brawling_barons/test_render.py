"""The terminal presentation shows every zone and describes every decision in words."""

import io

from barons_helpers import game
from rich.console import Console

import meeple
from meeple.builtin.brawling_barons.present.terminal import describe, render
from meeple.core import Rng


def text(view, seat):
    console = Console(width=140, record=True, file=io.StringIO())
    console.print(render(view, seat))
    return console.export_text()


def test_town_wall_army_and_market_are_shown():
    s = game(seats=[{"town": ["farm#1[up]", "knight#1[base]"], "wall": ["archers#1[up]"], "army": ["soldier#1"],
                     "hand": ["shield#1"]}, {"aids": ["aid_royal_guard#1"]}], market=["inn#1", "filler", "filler"])
    out = text(s.view(0), 0)
    for words in ("Town", "Wall", "King's Army", "Farm", "Squire", "Archers", "Soldier", "Market:", "Inn",
                  "Shield", "Royal Aid: Royal Guard", "3 VP", "places: civilian 0/3"):
        assert words in out, words
    assert "Shield" not in text(s.view(1), 1).split("P2 (you)")[0].split("Hand")[-1]


def test_describe_in_plain_words():
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["military_action#1"]}, {"town": ["farm#1[up]"]}])
    v = s.view(0)
    assert describe("begin_attack", v).startswith("Attack")
    assert describe("military_action(military_action#1, knight#1, attack, farm#1)", v) == \
        "Military Action: your Knight (town) attacks P2's Farm (town) alone"
    assert describe("take_market(0)", v).startswith("take ")
    s = game(seats=[{"hand": ["flip_unit#1"]}, {"town": ["mayor#1[base]", "knight#1[up]"]}])
    v = s.view(0)
    assert describe("play_flip(flip_unit#1, mayor#1)", v).endswith("into a Mayor")
    assert describe("play_flip(flip_unit#1, knight#1)", v).endswith("into a Squire")


def test_render_and_describe_every_step_of_random_games():
    for players, variant in ((3, "standard"), (4, "teams")):
        s = meeple.new_game("brawling_barons", players=players, seed=4, variant=variant)
        rng = Rng(2)
        steps = 0
        while not s.is_over:
            seat = s.to_move[0]
            view = s.view(seat)
            if steps % 5 == 0:
                assert "Brawling Barons" in text(view, seat)
            legal = s.legal_actions(seat)
            for a in legal:
                assert describe(str(a), view)
            s.apply(legal[rng.below(len(legal))], seat)
            steps += 1
        assert "Game over" in text(s.view(None), None)
