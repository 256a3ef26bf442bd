"""The terminal presentation draws every position of random games and words every choice."""

import io

import pytest
from rich.console import Console

import meeple
from meeple.builtin.brass_empire.present import terminal
from meeple.core import Rng


@pytest.mark.parametrize(("variant", "players"), [("standard", 3), ("solitaire", 1), ("teams", 4), ("battle", 3)])
def test_render_and_describe_random_games(variant, players):
    s = meeple.new_game("brass_empire", players=players, seed=5, variant=variant)
    rng = Rng(5)
    console = Console(width=140, file=io.StringIO())
    step = 0
    while not s.is_over and step < 400:
        seat = s.to_move[0]
        view = s.view(seat)
        if step % 10 == 0:
            console.print(terminal.render(view, seat))
            console.print(terminal.compact(view, seat))
        legal = s.legal_actions()
        for a in legal:
            words = terminal.describe(str(a), view)
            assert words and (words != str(a) or str(a).startswith("reserve"))
        s.apply(legal[rng.below(len(legal))])
        step += 1
    out = console.file.getvalue()
    assert "Labor Market" in out and "Mining Platform" in out


def test_solo_play_shows_the_ai_turn():
    s = meeple.new_game("brass_empire", players=1, seed=3)
    s.apply("end play")
    s.apply("end turn")
    console = Console(width=140, file=io.StringIO())
    console.print(terminal.render(s.view(0), 0))
    out = console.file.getvalue()
    assert "What the AI did in its last turn" in out and "into its score pile" in out


def test_describe_words():
    view = meeple.new_game("brass_empire", players=2, seed=1).view(0)
    # Steam Drill mines its attack 1 + 1 extra; the first mine of the turn with a face-up platform gains 1 more
    assert terminal.describe("mine steam_drill.1", view) == \
        "mine +3 Brass (2 + 1 Mining Platform bonus) with Steam Drill"
    assert terminal.describe("buy reserve pester_hound", view) == "buy Pester Hound (reserve, unit 2/2, 3C, worth 2)"
    assert terminal.describe("play clerk.1", view) == "play Clerk: +1 Labor."
    assert terminal.describe("reserve saboteur*2 volt_militia", view) == "reserve deck: 2x Saboteur, 1x Volt Militia"
