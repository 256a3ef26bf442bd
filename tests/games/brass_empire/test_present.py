"""What a person reads in the terminal: one player numbering (P1..Pn, the Solitaire AI by its name) in events
and panels, the compact panel for an 80x24 terminal, grouped choices and the words of each choice."""

from __future__ import annotations

import io
import re

import pytest
from empire_helpers import game, labels
from rich.console import Console

import meeple
from meeple.builtin.brass_empire.present import terminal
from meeple.cli.play import grouped
from meeple.core import Rng

VARIANTS = [("standard", 2), ("standard", 5), ("solitaire", 1), ("teams", 6), ("battle", 3)]


def lines_of(renderable, width: int = 80) -> list[str]:
    console = Console(width=width, file=io.StringIO(), color_system=None)
    console.print(renderable)
    return console.file.getvalue().rstrip("\n").split("\n")


def random_positions(variant: str, players: int, steps: int = 250, seed: int = 7):
    """Every position of a random game (up to ``steps`` decisions), with the seat to move."""
    s = meeple.new_game("brass_empire", players=players, seed=seed, variant=variant)
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_over:
            break
        seat = s.to_move[0]
        yield s, seat
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])


# ---- one numbering: P1..Pn, the Solitaire AI by its name ----


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_events_and_panels_never_say_seat(variant, players):
    last = None
    for s, seat in random_positions(variant, players, steps=150):
        last = s
        if s.view(seat)["turn"] % 4 == 0:
            text = "\n".join(lines_of(terminal.render(s.view(seat), seat), 140) +
                             lines_of(terminal.compact(s.view(seat), seat)))
            assert not re.search(r"\bseat\b", text), text
    assert last is not None
    events = "\n".join(last.events)
    assert not re.search(r"\bseat\b", events)
    assert "P1 draws 5 cards" in events
    if variant == "solitaire":
        assert "the Solitaire AI" in events and "P2" not in events
    else:
        assert f"P{players}" in events and "P0" not in events


def test_event_wording_names_players_from_one():
    s = game({"phase": "action", "players": [{"in_play": ["sky_zeppelin.1"]}, {"tokens": 5}, {"tokens": 9}]},
             players=3, variant="battle")
    s.apply("attack sky_zeppelin.1 seat 1")  # the label keeps the seat index
    text = "\n".join(s.events)
    assert "P1's Sky Zeppelin attacks P2\nP2 loses 5 Brass to P1's Sky Zeppelin" in text
    assert "P2 is bankrupt and eliminated" in text


def test_solitaire_ai_is_named_in_events_and_panels():
    s = game({"turn": 2, "active": 1, "phase": "start",
              "players": [{"tokens": 9, "platform": {"face_up": True, "damage": 2}}],
              "ai": {"tokens": 4, "play_area": ["steamcycle.1"]}}, players=1, variant="solitaire")
    text = "\n".join(s.events)
    assert "a game set up at turn 2, the Solitaire AI active\nturn 2: the Solitaire AI" in text
    assert "attacks your Mining Platform (you have 9 Brass, the AI 5)" in text
    assert "the AI's SteamCycle deals 3 damage to P1's Mining Platform and takes 1" in text
    assert "P1's Mining Platform is destroyed; the Solitaire AI gains 1 Brass" in text
    assert not re.search(r"[a-z_]+\.[0-9]+", text)  # cards by their names, never their ids
    view = s.view(0)
    assert terminal.describe("opponent 1", view) == "steal from the Solitaire AI (has 6 Brass)"
    panel = "\n".join(lines_of(terminal.compact(view, 0)))
    assert "Solitaire AI: 6 Brass" in panel and "Platform DESTROYED" in panel and "P2" not in panel


def test_panel_names_players_p1_to_pn():
    s = meeple.new_game("brass_empire", players=3, seed=2)
    full = "\n".join(lines_of(terminal.render(s.view(1), 1), 140))
    assert " P1: " in full and " P2 (you): " in full and " P3: " in full
    short = "\n".join(lines_of(terminal.compact(s.view(1), 1)))
    assert "\nP1 " in short and "\nP3 " in short and "You (P2 " in short


# ---- the compact panel ----


@pytest.mark.parametrize(("variant", "players"), VARIANTS)
def test_compact_fits_80_columns_in_about_14_lines(variant, players):
    for s, seat in random_positions(variant, players):
        view = s.view(seat)
        lines = lines_of(terminal.compact(view, seat))
        assert len(lines) <= 14 + (players > 5), "\n".join(lines)
        assert all(len(line) <= 80 for line in lines)
        me = view["table"][seat] if seat < len(view["table"]) else None
        if me is not None and not me["eliminated"]:
            assert lines[-1].startswith("Waiting for:") or any(x.startswith("Your hand:") for x in lines[-2:])


def test_compact_holds_what_you_decide_with():
    s = game({"phase": "action", "turn_pool": {"labor": 2, "construction": 3},
              "labor_market": ["saboteur.1", "bricklayer.1", "foreman.1", "engineer.1", "recruiter.1", None],
              "players": [{"tokens": 3, "hand": ["clerk", "clerk", "wire_thief"],
                           "in_play": [{"card": "steamcycle.1", "damage": 1, "entered": 0}],
                           "platform": {"face_up": True, "damage": 2}},
                          {"tokens": 6, "in_play": [{"card": "security_guard.1", "damage": 1}],
                           "discard": ["day_laborer", "clerk"], "deck": ["steam_drill", "union_worker"],
                           "platform": {"face_up": False, "damage": 0}}]})
    lines = lines_of(terminal.compact(s.view(0), 0))
    text = "\n".join(lines)
    assert lines[0].startswith("Turn 1: you to play (action phase)") and "Mining Pool: 50 Brass" in lines[0]
    assert lines[1].startswith("Labor  1 Saboteur 3L") and "6 (empty)" in lines[2]
    assert "P2 " in text and "6 Brass" in text and "Platform DESTROYED" in text and "Security Guard 1/2 dmg 1" in text
    assert "deck: Day Laborer, Steam Drill" in text  # what they bought (public knowledge), not their starting cards
    you = next(line for line in lines if line.startswith("You (P1"))
    assert "3 Brass" in you and "to spend 2L 3C" in you
    assert "Platform 1/3 dmg 2" in text and "SteamCycle 3/2 dmg 1" in text
    assert lines[-1] == "Your hand: Clerk x2, Wire Thief"
    # an opponent's view of the same table: the active player's spending is public, and so is what P1 owns
    # (the multiset of hand and draw pile), but not which cards are in the hand
    other = lines_of(terminal.compact(s.view(1), 1))
    assert "Spending 2 L, 3 C" in other[0] and "deck: Wire Thief" in "\n".join(other)
    assert other[-1] == "Your hand: empty" and "Clerk x2" not in "\n".join(other)


def test_compact_shows_the_solitaire_ais_last_turn():
    s = meeple.new_game("brass_empire", players=1, seed=3)
    s.apply("end play")
    s.apply("end turn")
    text = "\n".join(lines_of(terminal.compact(s.view(0), 0)))
    assert "its last turn: gains 1 Brass; takes Bricklayer to score; takes no design card" in text


# ---- grouping long choice lists ----


def test_group_buys_by_row_plays_by_card_actions_by_unit():
    s = game({"phase": "play", "turn_pool": {"labor": 9, "construction": 9},
              "players": [{"hand": ["clerk", "clerk", "union_worker", "steamcycle"],
                           "in_play": [{"card": "steamcycle.1", "entered": 0},
                                       {"card": "security_guard.1", "entered": 0}]},
                          {"in_play": ["vanguard_mercenary.1"]}]})
    view = s.view(0)
    legal = labels(s)
    names = {label: terminal.group(label, view) for label in legal}
    assert names["play clerk.1"] == names["play clerk.2"] == "play Clerk"
    assert names["buy labor 1"] == names["buy labor 6"] == "buy from the Labor Market"
    assert names["buy design 3"] == "buy from the Design Department"
    assert names["end play"] == "end play"
    s.apply("end play")
    view = s.view(0)
    legal = labels(s)
    units = {terminal.group(label, view) for label in legal if label.startswith(("mine", "attack"))}
    assert units == {"act with SteamCycle (steamcycle.1)", "act with Security Guard (security_guard.1)"}
    entries = grouped("brass_empire", legal, view, 6)
    assert sorted(label for _, members in entries for label in members) == sorted(legal)  # labels never change


def test_grouped_choice_list_of_a_full_buying_turn_fits_the_screen():
    s = game({"phase": "play", "turn_pool": {"labor": 12, "construction": 12},
              "players": [{"hand": ["clerk", "clerk", "clerk", "union_worker", "union_worker"]}, {}]}, players=2)
    view = s.view(0)
    legal = labels(s)
    assert len(legal) > 16
    entries = grouped("brass_empire", legal, view, 8)
    assert len(entries) <= 8
    assert [name for name, members in entries if len(members) > 1][:2] == ["play Clerk", "play Union Worker"]
    assert "buy from the Labor Market" in [name for name, _ in entries]


def test_group_targets_by_owner_and_dismissals_by_zone():
    view = game({"players": [{"hand": ["clerk.1"], "discard": ["clerk.2"]},
                             {"in_play": ["steamcycle.1"]}, {"in_play": ["security_guard.1"]}]},
                players=3).view(0)
    assert terminal.group("target steamcycle.1", view) == "target P2's cards"
    assert terminal.group("target security_guard.1", view) == "target P3's cards"
    assert terminal.group("dismiss clerk.1", view) == "dismiss from your hand"
    assert terminal.group("dismiss clerk.2", view) == "dismiss from your discard pile"
    assert terminal.group("reserve saboteur*2 volt_militia", view) == "reserve decks of 3 cards"


# ---- the words of each choice ----


def test_describe_an_attack_says_what_it_does():
    s = game({"phase": "action", "players": [
        {"in_play": [{"card": "steamcycle.1", "entered": 0}, {"card": "security_guard.1", "entered": 0}]},
        {"in_play": [{"card": "vanguard_mercenary.1", "damage": 1}, "sky_zeppelin.1"]}]})
    view = s.view(0)
    assert terminal.describe("attack steamcycle.1 vanguard_mercenary.1", view) == \
        "trade SteamCycle for P2's Vanguard Mercenary 2/2 dmg 1 (+1 Brass each)"
    assert terminal.describe("attack security_guard.1 sky_zeppelin.1", view) == \
        "lose Security Guard to P2's Sky Zeppelin 5/5, dealing 1 damage"
    assert terminal.describe("attack steamcycle.1 mining_platform.2", view) == \
        "destroy P2's Mining Platform 1/3 (+1 Brass), taking 1 damage"
    assert terminal.describe("attack security_guard.1 mining_platform.2", view) == \
        "hit P2's Mining Platform 1/3: deal 1 damage, take 1"
    assert terminal.describe("mine steamcycle.1", view) == "mine +4 Brass (3 + 1 Mining Platform bonus) with SteamCycle"
    s.apply("mine steamcycle.1")
    assert terminal.describe("mine security_guard.1", s.view(0)) == "mine +1 Brass with Security Guard"


def test_describe_battle_and_team_words():
    battle = game({"phase": "action", "players": [{"in_play": ["sky_zeppelin.1"]}, {}, {}]},
                  players=3, variant="battle").view(0)
    assert terminal.describe("attack sky_zeppelin.1 seat 2", battle) == "attack P3 with Sky Zeppelin: they lose 5 Brass"
    teams = game({"turn_pool": {"labor": 9, "construction": 0}, "labor_market": ["day_laborer.1"] + [None] * 5,
                  "players": [{}, {}, {}, {}]}, players=4, variant="teams").view(0)
    assert terminal.describe("buy labor 1 gift", teams).startswith(
        "buy Day Laborer as a gift to your teammate P3 (3L, worth 0): ")


def test_every_choice_of_random_games_has_words():
    for variant, players in VARIANTS:
        for s, seat in random_positions(variant, players, steps=80, seed=3):
            view = s.view(seat)
            for label in labels(s):
                words = terminal.describe(label, view)
                assert words and "seat" not in words and (words != label or label.startswith("reserve")), label
                assert terminal.group(label, view)


def test_describe_gives_the_part_of_the_card_text_that_the_choice_uses():
    view = meeple.new_game("brass_empire", players=2, seed=1).view(0)
    assert terminal.describe("activate parts_silo.1", view) == "use Parts Silo (once per turn): +1 Construction."
    assert terminal.describe("demolish parts_silo.1", view) == \
        "demolish Parts Silo (to your discard pile): +3 Construction."
    assert terminal.describe("demolish brass_vault.1", view) == \
        "demolish Brass Vault (to your discard pile): gain 2 Brass."
    assert terminal.describe("use capacitor_trap.1", view) == \
        "respond: demolish Capacitor Trap now to deal 3 damage to an opponent's unit."
    assert terminal.describe("ability corporate_ninja.1", view) == \
        "use Corporate Ninja's ability: deal 2 damage to an opponent's unit."
    view["decision"] = {"kind": "confirm", "seat": 0, "source": "chroniker.1"}
    assert terminal.describe("yes", view) == "yes: draw 1 card (Chroniker's optional effect)"
    assert terminal.describe("no", view) == "no: do not draw 1 card (Chroniker's optional effect)"
