"""The terminal renderer: sorted hand with special cards marked, the trick and who passed, plain words."""

import io

from rich.console import Console
from sc_helpers import royal5, run

import meeple
from meeple.builtin.steam_court.present.terminal import describe, render
from meeple.core import Rng


def text(view, seat):
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(render(view, seat))
    return console.export_text()


def test_hand_trick_and_passes_are_shown():
    s = royal5({"queen": "M,1,1,9,3/9,X", "general": "3,4", "duke": "5,6", "alchemist": "7", "tea_boy": "8"})
    run(s, "play 1: 1,1", "pass", "pass")
    out = text(s.view(0), 0)
    assert "Your hand (4): 9 [3/9] [X] [M]" in out
    assert "X Multiplier" in out and "M Masterstroke" in out
    assert "P1 (Queen) two 1s (1, 1)" in out and "passed: P2 (General), P3 (Duke)" in out
    assert "Royal" not in out and "Queen" in out and "(you)" in out


def test_describe_in_plain_words():
    s = royal5({"queen": "7,7,X", "general": "9,9", "duke": "5,6", "alchemist": "7,9", "tea_boy": "8"})
    v = s.view(0)
    assert describe("play 7: 7,7,X", v) == "play 7, 7, X: you then say how many 7s (2 to 16)"
    assert describe("play 7: 7,7", v) == "play 7, 7 (two 7s)"
    assert describe("pass", v) == "pass: sit out the rest of this trick"
    assert describe("play 5: 7>5", s.view(3)).startswith("play 7 lowered to 5 (one 5)")
    w = royal5({"queen": "1", "general": "1", "duke": "9", "alchemist": "1", "tea_boy": "1"},
               trick={"plays": [["queen", "play 5: 5"]], "turn": "duke"})
    w.apply("play 9: 9")
    assert describe("stop", w.view(1)).startswith("stop P3 (Duke)'s play")


def test_render_and_describe_every_step_of_random_games():
    for variant, n in (("standard", 9), ("auction", 4), ("random_characters", 5), ("party", 3)):
        s = meeple.new_game("steam_court", players=n, seed=5, variant=variant)
        rng = Rng(5)
        steps = 0
        while not s.is_over and steps < 400:
            seat = s.to_move[0]
            view = s.view(seat)
            assert "Steam Court" in text(view, seat)
            legal = s.legal_actions(seat)
            for a in legal[:6]:
                assert describe(str(a), view)
            s.apply(legal[rng.below(len(legal))], seat)
            steps += 1
        text(s.view(None), None)
