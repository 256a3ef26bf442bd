"""What a person reads in the terminal: the game-over screen, events and choices in plain words,
the auction screen, the compact 80x24 panel and the groups of long choice lists (issue 16)."""

import io
import re
from collections import Counter

from rich.console import Console
from sc_helpers import game, legal, royal5, run

import meeple
from meeple.builtin.steam_court.present.terminal import compact, describe, group, render
from meeple.core import Rng


def text(renderable, width=80):
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def play_out(s, seed=1):
    rng = Rng(seed)
    while not s.is_over:
        seat = s.to_move[0]
        options = s.legal_actions(seat)
        s.apply(options[rng.below(len(options))], seat)
    return s


def test_game_over_shows_the_last_quarter_played_not_a_fifth_seating():
    s = royal5({"queen": "12,1", "general": "1,2", "duke": "2,3", "alchemist": "3,4", "tea_boy": "4,5"}, quarter=4)
    before = s.view(None)["characters"]
    play_out(s)
    view = s.view(4)
    # the characters are those of Quarter 4 (P5 was the Tea Boy), whatever order they went out in
    assert view["characters"] == before and view["characters"][4] == "tea_boy"
    out = text(render(view, 4), width=100)
    assert "Quarter 4 · The table: the last Quarter played" in out and "Final standings" in out
    assert "P5 (Tea Boy) (you)" in out
    winner = view["result"]["ranking"][0]
    assert re.search(rf"1st winner\s+│ P{winner + 1} \(", out)
    assert "Quarter 5" not in out and "to act" not in out and "top play" not in out


def test_party_standings_still_follow_the_going_out_order():
    s = meeple.new_game("steam_court", players=4, seed=3, variant="party")
    play_out(s)
    went_out = s.view(None)["out"]
    assert list(s.result().ranking) == went_out  # one table: the going-out order is the next seating
    assert "Final standings" in text(render(s.view(0), 0))


def test_events_read_naturally():
    words = []
    for variant, players in (("standard", 5), ("standard", 8), ("auction", 4)):
        words += play_out(meeple.new_game("steam_court", players=players, seed=2, variant=variant), 2).events
    joined = "\n".join(words)
    assert not re.search(r"\b1 cards\b|\bone \d+s\b|\b\d+th\b| as \d+\b", joined)
    assert "goes out fourth" in joined
    plays = [e for e in words if " plays " in e or " leads " in e]
    for event in plays:
        assert re.search(r" (plays|leads) (the Masterstroke|(one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"eleven|twelve|\d+) \d+s? \(.+\))$", event), event


def test_a_multiplier_play_says_how_many_of_which_value():
    s = royal5({"queen": "7,7,X", "general": "9,9", "duke": "5,6", "alchemist": "7,9", "tea_boy": "8"})
    run(s, "play 7: 7,X", "announce 3")
    assert s.events[-1] == "P1 (Queen) leads three 7s (7, X)"
    assert describe("play 9: 9,9", s.view(1)) == "play 9, 9 (two 9s)"


def test_describe_numbers_agree_with_their_nouns():
    s = royal5({"queen": "9,X", "general": "10,X", "duke": "5,6", "alchemist": "7,9", "tea_boy": "8"})
    run(s, "play 9: 9")
    assert describe("play 10: 10", s.view(1)) == "play 10 (one 10)"
    assert describe("play 10: X", s.view(1)) in ("play X: the Multiplier makes it one 10",
                                                   "play the Multiplier alone, as a single 1")
    w = royal5({"queen": "7,7,X", "general": "9,9", "duke": "5,6", "alchemist": "7,9", "tea_boy": "8"})
    run(w, "play 7: 7,X")
    assert describe("announce 2", w.view(0)) == "announce that your play counts as two 7s"


def test_auction_screen_has_no_spectator_line_for_the_bidder():
    s = game(4, variant="auction", bidding=[2, 0, 1, 3])
    seat = s.to_move[0]
    out = text(render(s.view(seat), seat))
    assert f"to bid: P{seat + 1} (you)" in out and "spectator" not in out


def test_compact_panel_keeps_every_player_and_fits_80x24():
    for players in (4, 5, 10):
        s = meeple.new_game("steam_court", players=players, seed=4)
        rng = Rng(4)
        for _ in range(25):
            seat = s.to_move[0]
            options = s.legal_actions(seat)
            s.apply(options[rng.below(len(options))], seat)
        seat = s.to_move[0]
        out = text(compact(s.view(seat), seat))
        lines = out.rstrip("\n").split("\n")
        assert len(lines) <= 12 and max(map(len, lines)) <= 80, out
        for p in range(players):
            assert re.search(rf"\bP{p + 1}\b", out)
        assert f"P{seat + 1} you" in out and "Your hand" in out and "to act" in out


def test_plays_are_grouped_by_value_and_gifts_by_their_best_card():
    s = royal5({"queen": "1,1,3,3,4,5,6,7,8,9,10,11,12,X,M", "general": "9", "duke": "5",
                "alchemist": "7", "tea_boy": "8"})
    view = s.view(0)
    groups = Counter(group(label, view) for label in legal(s))
    assert 3 <= len(groups) <= 8 and groups["play M"] == 1
    assert all(name.startswith("plays of ") or name == "play M" for name in groups)
    small = royal5({"queen": "9,9,3/9,X,10", "general": "9", "duke": "5", "alchemist": "7", "tea_boy": "8"})
    names = {group(label, small.view(0)) for label in legal(small)}
    assert names == {"plays of 1s", "plays of 3s", "plays of 9s", "plays of 10s"}
    gifts = game(5, seed=3)
    while gifts.view(None)["phase"] != "gift":
        run(gifts, legal(gifts)[0])
    view = gifts.view(gifts.to_move[0])
    named = {label: group(label, view) for label in legal(gifts)}
    assert len(set(named.values())) <= 8
    for label, name in named.items():
        given = label[5:].split(",")
        if "M" in given:
            assert name == "gifts with your Masterstroke"
        elif "X" in given:
            assert name == "gifts with your Multiplier"
        elif label == "gift none":
            assert name == label
    giver = gifts.to_move[0]
    gift = next(label for label in legal(gifts) if label != "gift none")
    run(gifts, gift)
    assert f"What you know: you gave {gift[5:]} to P" in text(compact(gifts.view(giver), giver))
    out = text(compact(view, view["seat"]))
    assert re.search(r"Before the Quarter: P\d \(\w+\) gives \d cards? to P\d \(.+\), or none", out), out


def test_the_play_the_general_may_stop_says_how_many_of_which_value():
    w = royal5({"queen": "1", "general": "1", "duke": "9,9", "alchemist": "1", "tea_boy": "1"},
               trick={"plays": [["queen", "play 5: 5,5"]], "turn": "duke"})
    w.apply("play 9: 9,9")
    assert "pending: P3 (Duke) two 9s (9, 9)" in text(compact(w.view(1), 1))
    assert "pending: P3 (Duke) two 9s (9, 9)" in text(render(w.view(1), 1), width=100)
