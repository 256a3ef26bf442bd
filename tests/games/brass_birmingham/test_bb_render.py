"""The terminal renderer draws every position and puts every choice into words."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import meeple
from meeple.builtin.brass_birmingham.present import terminal as R
from meeple.core import Rng


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_render_and_describe_through_random_games(n: int) -> None:
    console = Console(width=150, file=io.StringIO())
    s = meeple.new_game("brass_birmingham", players=n, seed=n)
    rng = Rng(n)
    worded = total = steps = 0
    while not s.is_over:
        seat = s.to_move[0]
        view = s.view(seat)
        steps += 1
        if steps % 9 == 1:  # drawing is slow: every ninth position
            console.print(R.render(view, seat))
        legal = s.legal_actions()
        for a in legal:
            words = R.describe(str(a), view)
            assert isinstance(words, str) and words
            total += 1
            worded += words != str(a)
        s.apply(rng.choice(legal))
    console.print(R.render(s.view(None), None))
    assert worded == total


def test_the_board_lists_tiles_with_owner_flip_and_resources():
    s = meeple.new_game("brass_birmingham", players=2, seed=1, options={"setup": {
        "tiles": {"dudley[0]": {"owner": 1, "industry": "coal", "level": 2, "coal": 2},
                  "worcester[0]": {"owner": 0, "industry": "cotton", "level": 1, "flipped": True}},
        "links": {"birmingham--dudley": 1}}})
    console = Console(width=160, record=True, file=io.StringIO())
    console.print(R.render(s.view(0), 0))
    text = console.export_text()
    assert "P2 Coal II 2 coal" in text and "P1 Cotton I ✓" in text
    assert "Canal links: Birmingham – Dudley P2" in text and "your hand:" in text
    assert "you are P1" in text and "seat" not in text and "P0" not in text


def test_the_solo_panel_shows_the_automa_mat_top_rear_and_last_turn():
    s = meeple.new_game("brass_birmingham", players=1, seed=1, options={"difficulty": "hard", "setup": {
        "round": 5, "automa": {"start": "automa_turn", "deck": [8, 12]}}})
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(R.render(s.view(0), 0))
    text = console.export_text()
    assert "Automa (hard" in text and "Manuf II×1 VI×1 VII×1 VIII×2" in text
    assert "top card 12 (group B), rear side up" in text and "tiebreak icon bottom right" in text
    assert "its last turn:" in text and "draws card 8" in text
    assert "21 set aside" in text


def _lines(renderable, width: int = 80) -> list[str]:
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text().splitlines()


def _played(players: int, steps: int, seed: int):
    s = meeple.new_game("brass_birmingham", players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize(("players", "steps"), [(2, 0), (2, 60), (3, 90), (4, 40), (4, 200), (1, 0), (1, 80)])
def test_the_compact_panel_fits_80_columns_and_14_lines_and_ends_with_the_hand(players: int, steps: int) -> None:
    s = _played(players, steps, seed=players + steps)
    seat = s.to_move[0] if s.to_move else 0
    view = s.view(seat)
    lines = _lines(R.compact(view, seat))
    assert len(lines) <= 14 and all(len(line) <= 80 for line in lines), lines
    text = "\n".join(lines)
    assert any(line.startswith(f"your hand ({view['players'][seat]['hand_size']}):") for line in lines[-2:])
    assert "P0" not in text and "seat" not in text
    assert f"coal {view['markets']['coal']} (buy" in text and ("merchant beer:" in text or "beer at" in text)
    if players == 1:
        assert "Automa (P2, " in text and ("top card's rear:" in text or "deck is empty" in text)
        assert "You (P1):" in text
    else:
        assert f"You P{seat + 1}:" in text
        for other in range(players):
            if other != seat:
                assert f"P{other + 1}: £{view['players'][other]['money']}" in text


def test_the_compact_panel_names_the_hand_counted_and_the_opponents_money():
    s = meeple.new_game("brass_birmingham", players=2, seed=1, options={"setup": {
        "players": [{"money": 40, "hand": ["dudley", "dudley", "iron", "birmingham", "birmingham", "coalbrookdale",
                                       "coalbrookdale", "brewery"]}, {"money": 7}],
        "tiles": {"dudley[0]": {"owner": 0, "industry": "coal", "level": 2, "coal": 2}}}})
    text = "\n".join(_lines(R.compact(s.view(0), 0)))
    assert "You P1: £40" in text and "P2: £7" in text
    assert "your hand (8): Birmingham ×2, Brewery, Coalbrookdale ×2, Dudley ×2, Iron" in text
    assert "on the board: Dudley Coal II 2 coal" in text


def test_the_map_of_a_town_lists_its_lines_built_and_free():
    s = meeple.new_game("brass_birmingham", players=2, seed=1, options={"setup": {
        "links": {"birmingham--dudley": 1},
        "tiles": {"birmingham[0]": {"owner": 0, "industry": "cotton", "level": 1}}}})
    view = s.view(0)
    text = "\n".join(_lines(R.network(view, "Birm"), 100))
    assert "Birmingham (town)" in text and "in your network" in text
    assert "to Dudley" in text and "built by P2" in text
    assert any("to Coventry" in line and "free" in line for line in text.splitlines())
    assert any("to Nuneaton" in line and "rail era only" in line for line in text.splitlines())
    assert "P1 Cotton I" in text
    whole = "\n".join(_lines(R.network(view, None), 200))
    assert "P2 links: Birmingham – Dudley" in whole and "P1 (you) links: none" in whole
    assert "network: Birmingham" in whole  # P1 by its tile
    assert "network: Birmingham, Dudley" in whole  # P2 by its link
    assert "no place called 'atlantis'" in "\n".join(_lines(R.network(view, "atlantis"), 200))
    assert R.find_place("stoke-on-trent") == "stoke_on_trent" and R.find_place("Wolv") == "wolverhampton"
    assert R.find_place("st") is None  # Stafford, Stoke, Stone: not unique


def test_the_map_of_a_merchant_and_the_solo_names():
    s = meeple.new_game("brass_birmingham", players=1, seed=1)
    view = s.view(0)
    text = "\n".join(_lines(R.network(view, "oxford"), 100))
    assert "Oxford (merchant)" in text and "to Birmingham" in text and "[0] buys " in text
    assert "its beer, drunk in a sale: +2 income spaces" in text
    beer_slot = next(lab for lab, m in view["merchants"].items() if m["beer"] and lab.startswith("oxford"))
    assert R.describe(f"to {beer_slot}", view).endswith("(beer there: +2 income spaces)")
    whole = "\n".join(_lines(R.network(view, None), 200))
    assert "Your links: none" in whole and "The Automa's links:" in whole and "you may start anywhere" in whole


def test_groups_gather_long_lists_without_changing_labels():
    s = meeple.new_game("brass_birmingham", players=2, seed=3)
    seat = s.to_move[0]
    s.apply("network", seat)
    s.apply(s.legal_actions()[0], seat)  # the card
    view = s.view(seat)
    links = [str(a) for a in s.legal_actions() if str(a).startswith("link ")]
    groups = {R.group(label, view) for label in links}
    assert len(links) > 20 and 3 <= len(groups) <= 8
    assert all(g.startswith("links from ") for g in groups)
    assert R.group("link birmingham--dudley", view) == R.group("link birmingham--walsall", view)
    every_line = [f"link {line}" for line in R.LINK_ENDS]
    sizes: dict[str, int] = {}
    for label in every_line:
        sizes[R.group(label, view)] = sizes.get(R.group(label, view), 0) + 1
    assert len(sizes) == 5 and max(sizes.values()) <= 10  # the 39 lines in five ranges of about equal size
    assert R.group("at birmingham", view) == "in Belper–Coalbrookdale"
    assert R.group("at farm_brewery_north", view) == "in farm breweries"
    assert R.group("card dudley", view) == "card dudley"
    assert R.group("sell birmingham[1]", view) == "sell from Birmingham"
    assert R.group("coal market", view) == "coal"


@pytest.mark.parametrize("players", [2, 4])
def test_events_name_players_p1_to_pn(players: int) -> None:
    s = _played(players, 400, seed=7)
    text = "\n".join(s.events)
    assert "P0" not in text and "seat" not in text
    assert f"P{players}:" in text and "turn order P" in text.splitlines()[0]


def test_solo_events_say_you_and_the_automa():
    s = _played(1, 150, seed=5)
    text = "\n".join(s.events)
    assert "P0" not in text and "P1" not in text and "the human" not in text
    assert "You: " in text and "Automa: " in text and "turn order you, the Automa" in text
    s = meeple.new_game("brass_birmingham", players=1, seed=1)
    s.apply("network", 0)
    s.apply("cancel", 0)
    assert s.events[-1] == "you cancel the network"
