"""What a person reads in the terminal (issue 16): players P1..Pn, cards in words, what a faction card
does, a compact panel for 80x24 and groups for long choice lists."""

import io
import re
from collections import Counter

from cosmo_helpers import game
from rich.console import Console

import meeple
from meeple.builtin.cosmoclasm.present.terminal import compact, describe, group, render
from meeple.core import Rng

CARD_ID = re.compile(r"\b(SUN|MOON|STAR|ECL)-[A-Z]{2}-")


def text(renderable, width=80):
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def test_players_are_p1_to_pn_and_cards_are_words_everywhere_a_person_reads():
    for players, variant, seed in ((2, "base", 3), (5, "factions", 4)):
        s = meeple.new_game("cosmoclasm", players=players, seed=seed, variant=variant)
        rng = Rng(seed)
        step = 0
        while not s.is_over:
            seat = s.to_move[0]
            view = s.view(seat)
            legal = s.legal_actions(seat)
            if step % 7 == 0:
                for shown in (text(render(view, seat), 120), text(compact(view, seat))):
                    assert not re.search(r"\bseats? \d", shown) and not CARD_ID.search(shown), shown
                    assert f"P{seat + 1}" in shown
                for label in legal[:8]:
                    words = describe(str(label), view)
                    assert not re.search(r"\bseats? \d", words) and not CARD_ID.search(words), words
            s.apply(legal[rng.below(len(legal))], seat)
            step += 1
        for event in s.events:
            assert not re.search(r"\bseats? \d", event) and not CARD_ID.search(event), event
        assert any(re.match(r"game over: P\d", e) for e in s.events)


def test_card_words_name_suit_and_forces():
    s = game(3, {"hands": [["SUN-DR-ME-1", "MOON-FI-FI-1", "ECL-SG-4"], [], []]})
    out = text(render(s.view(0), 0), 120)
    assert "Your hand: sun drone+mech, moon 2 fighters, eclipse stargate" in out
    assert describe("play MOON-FI-FI-1 +ECL-SG-4", s.view(0)) == "play moon 2 fighters with eclipse stargate"


def test_a_faction_card_says_what_it_does():
    s = meeple.new_game("cosmoclasm", players=3, seed=2, variant="factions",
                        options={"seat_factions": ["humans", "cyborgs", "martians"]})
    view = s.view(1)
    assert "Faction card: your Cyborgs card (Production: take a market card into your hand, then give a card " \
           "to the market)" in text(render(view, 1), 200)
    assert "Faction card" not in text(compact(view, 1), 200)  # in the compact panel only when it may be played
    rng = Rng(2)
    while not (s.view(None)["phase"] == "TURN" and s.to_move[0] == 1):
        legal = s.legal_actions(s.to_move[0])
        s.apply(legal[rng.below(len(legal))], s.to_move[0])
    assert "Faction card: your Cyborgs card (Production: then take and give a market card)" in \
        text(compact(s.view(1), 1), 200)
    black = next(c for c in view["hand"] if not c.startswith("ECL"))
    assert describe(f"play {black} +faction", view).endswith("with your Cyborgs card (Production: then take and "
                                                              "give a market card)")
    assert describe("start 2", view) == "P3 (Martians) starts the next round"


def test_compact_panel_fits_80_columns_and_keeps_every_player():
    for players in (2, 5):
        s = meeple.new_game("cosmoclasm", players=players, seed=6, variant="factions")
        rng = Rng(6)
        for _ in range(30):
            seat = s.to_move[0]
            legal = s.legal_actions(seat)
            s.apply(legal[rng.below(len(legal))], seat)
        seat = s.to_move[0]
        out = text(compact(s.view(seat), seat))
        lines = out.rstrip("\n").split("\n")
        assert len(lines) <= 16 and max(map(len, lines)) <= 80, out
        assert all(re.search(rf"^P{p + 1}\b", out, re.M) for p in range(players))
        assert "Market (" in out and "Your hand (" in out and f"to act: P{seat + 1}" in out


def test_plays_group_by_their_black_card_and_switches_by_the_first_planet():
    s = game(3, {"hands": [["SUN-DR-ME-1", "SUN-DR-ME-2", "ECL-ME-1", "ECL-SG-4"], [], []]})
    view = s.view(0)
    groups = Counter(group(str(a), view) for a in s.legal_actions(0))
    assert groups["play sun drone+mech"] == 6 and groups["retire"] == 1
    assert group("switch 3 7", view) == "switch planet 3 with another"
    assert group("market MOON-FI-FI-1 SUN-DR-ME-1", view) == "to market with moon 2 fighters"
    assert describe("market MOON-FI-FI-1 SUN-DR-ME-1", view) == "to market: moon 2 fighters, sun drone+mech"


def test_a_big_hand_is_summed_up_by_suit_and_its_plays_grouped_by_suit():
    hand = ["SUN-DR-DR-1", "SUN-ME-ME-1", "SUN-DR-FI-1", "SUN-DR-ME-1", "SUN-DR-MI-1", "SUN-FI-ME-1", "SUN-FI-MI-1",
            "SUN-ME-MI-1", "SUN-DR-SG-1", "SUN-ME-SG-1", "MOON-DR-DR-1", "MOON-DR-FI-1", "STAR-MI-MI-1",
            "STAR-DR-FI-1", "ECL-MI-1", "ECL-SG-4"]
    s = game(3, {"hands": [hand, [], []]})
    view = s.view(0)
    out = text(compact(view, 0))
    assert "Your hand (16): 10 sun, 2 moon, 2 star, 2 eclipse (board: every card)" in out, out
    groups = Counter(group(str(a), view) for a in s.legal_actions(0))
    assert set(groups) == {"retire", "play a sun card", "play a moon card", "play a star card"}
