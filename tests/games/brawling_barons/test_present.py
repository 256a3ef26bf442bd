"""What a person reads in the terminal: P1..Pn everywhere, the compact panel for 80x24, grouped choices."""

import io
import re

from barons_helpers import game, labels, play
from rich.console import Console

import meeple
from meeple.builtin.brawling_barons.present.terminal import compact, describe, group, render
from meeple.cli.play import grouped
from meeple.core import Rng

SEAT_WORDS = re.compile(r"\bseat \d")
PLAYER = re.compile(r"\bP(\d+)\b")


def lines(renderable, width=80):
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text().rstrip("\n").split("\n")


def players_named(text):
    return {int(n) for n in PLAYER.findall(text)}


def test_events_panels_and_descriptions_number_players_from_p1():
    for players, variant in ((3, "standard"), (4, "teams")):
        s = meeple.new_game("brawling_barons", players=players, seed=7, variant=variant)
        rng = Rng(3)
        steps = 0
        while not s.is_over and steps < 250:
            seat = s.to_move[0]
            view = s.view(seat)
            if steps % 7 == 0:
                for drawn in (render(view, seat), compact(view, seat)):
                    text = "\n".join(lines(drawn, 120))
                    assert not SEAT_WORDS.search(text), text
                    assert players_named(text) <= set(range(1, players + 1)), text
                    assert f"P{seat + 1} (you)" in text or f"P{seat + 1} (you)" in text
            legal = s.legal_actions(seat)
            for a in legal:
                words = describe(str(a), view)
                assert not SEAT_WORDS.search(words), words
                assert players_named(words) <= set(range(1, players + 1)), words
            s.apply(legal[rng.below(len(legal))], seat)
            steps += 1
        for event in s.events:
            assert not SEAT_WORDS.search(event), event
            assert players_named(event) <= set(range(1, players + 1)), event
        assert any(re.match(r"P\d starts turn 1", e) for e in s.events)


def test_events_say_p1_for_seat_0_and_agree_in_number():
    s = meeple.new_game("brawling_barons", players=2, seed=3)
    for p in (0, 1):
        legal = s.legal_actions(p)
        s.apply(next((a for a in legal if str(a).count("#") == 1), legal[0]), p)
    reveals = [e for e in s.events if " reveals " in e]
    assert [e.split(" ")[0] for e in reveals] == ["P1", "P2"]
    for e in reveals:
        assert re.match(r"P\d reveals (0 cards: nothing|1 card: [A-Z][\w /+:]+)$", e), e
    s = game(seats=[{}, {}])
    play(s, "gather")
    assert "P1 gathers 1 resource" in s.events
    assert "turn 2: P2" in s.events


def test_events_name_cards_and_their_owners():
    s = game(seats=[{"town": ["knight#1[up]", "sheriff#1[base]"], "hand": ["plus_two_attack#1"]},
                    {"town": ["farm#1[up]"], "hand": ["shield#1"]}])
    play(s, "begin_attack", "assign(knight#1, farm#1)", "plus_two(plus_two_attack#1, farm#1)", "confirm")
    s.apply("shield(shield#1, farm#1)", 1)
    s.apply("pass", 1)  # no second Shield; a Shield was played, so no +2 window: the attack resolves
    new = s.events[-7:]
    assert new[:4] == ["P1 declares Knight against P2's Farm", "P1 declares a +2 Attack against P2's Farm",
                       "P1 attacks", "P2 shields its Farm with Shield"]
    assert re.match(r"P2's Farm takes 7 damage \(health 3\) and is discarded", new[4]), new  # 8 + 2 - 3
    assert new[5] == "P1's attackers are downgraded: Knight -> Squire"
    assert new[6] == "turn 2: P2"
    assert not any("#" in e for e in s.events)


def test_panel_and_result_name_players_p1_to_pn():
    s = game(seats=[{"town": ["knight#1[up]"]}, {"town": ["farm#1[up]"]}])
    out = "\n".join(lines(render(s.view(1), 1), 120))
    assert "P1 — " in out and "P2 (you) — " in out
    assert "P1 to play" in out


def test_compact_fits_80x24_and_ends_with_your_own_table():
    s = game(players=3, seats=[
        {"town": ["farm#1[up]", "knight#1[base]", "freeholder#1[base]"], "wall": ["archers#1[up]"],
         "army": ["soldier#1"],
         "hand": ["shield#1", "horsemen#1", "mayor#1"], "pile": ["farm#2", "farm#3"], "aids": ["aid_royal_guard#1"]},
        {"town": ["barracks#1[up]", "catapults#1[base]"], "wall": ["knight#2[up]"], "hand": ["prison#1"]},
        {"town": ["tower#1[up]"], "hand": ["inn#1", "farm#4"]}], market=["inn#2", "the_bomb#1", "d1:knight#1"])
    view = s.view(0)
    full = lines(render(view, 0))
    short = lines(compact(view, 0))
    assert len(full) > 24 >= len(short) + 10  # room is left for the events and the choices
    assert len(short) <= 9  # 8 lines for 3 players, one more for your Royal Aids
    text = "\n".join(short)
    assert short[0].startswith("Turn 1 · P1 (you) to play")
    assert short[1].startswith("Market [0] Peasant/Inn  [1] The Bomb  [2] Squire/Knight  · deck")
    # each opponent in one line, hidden cards counted, known ones named
    assert sum(line.startswith(("P2 ", "P3 ")) for line in short) == 2
    assert "P2 1 VP, 0 resources, 1 card │ town Barracks h" in text
    # your own table last (the CLI keeps the tail when it must crop): town, wall, army, hand, aids
    tail = "\n".join(short[-5:])
    for words in ("P1 (you): 3 VP · 2 resources (Gather Resources +2, Draw Cards +1)",
                  "Town Farm h3, Squire→Knight h3 s1, Peasant→Freeholder h1",
                  "places 1/3 civilian, 1/2",
                  "Wall Archers h",
                  "King's Army Soldier h", "Hand Peasant/Mayor, Squire/Horsemen, Shield",
                  "Royal Aids Royal Guard"):
        assert words in tail, words
    assert "(known:" not in tail and "#" not in text  # names, not ids


def test_compact_counts_alike_hand_cards():
    s = game(seats=[{"hand": ["soldier#1", "soldier#2", "shield#1", "soldier#3"]}, {}])
    assert "Hand Squire/Soldier ×3, Shield" in "\n".join(lines(compact(s.view(0), 0)))


def test_compact_shows_the_attack_in_progress():
    s = game(seats=[{"town": ["knight#1[up]"], "hand": ["plus_two_attack#1"]}, {"town": ["farm#1[up]"]}])
    play(s, "begin_attack", "assign(knight#1, farm#1)")
    short = lines(compact(s.view(1), 1))
    text = "\n".join(short)
    assert "Attack by P1:" in text and "Market" not in text  # the market waits while an attack is declared
    assert "your Farm (health" in text and "<- Knight: strength" in text
    assert len(short) <= 9
    assert short[-2].startswith("Attack by P1:")  # last: the CLI keeps the tail of a cropped panel
    assert short[-3].startswith("Hand")


def test_compact_for_six_players_and_teams_stays_short():
    for players, variant in ((6, "standard"), (4, "teams")):
        s = meeple.new_game("brawling_barons", players=players, seed=2, variant=variant)
        rng = Rng(5)
        for _ in range(120):
            if s.is_over:
                break
            seat = s.to_move[0]
            assert len(lines(compact(s.view(seat), seat))) <= 15
            legal = s.legal_actions(seat)
            s.apply(legal[rng.below(len(legal))], seat)


def test_group_gathers_reveals_by_count_and_recruits_by_card():
    s = meeple.new_game("brawling_barons", players=3, seed=11)
    view = s.view(0)
    reveal = labels(s, 0)
    for label in reveal:
        n = label.count("#")
        assert group(label, view) == (label if n == 0 else f"reveal {n} card{'' if n == 1 else 's'}")
    s = game(seats=[{"hand": ["farm#1", "farm#2", "mayor#1", "knight#1", "soldier#1"],
                     "pile": ["farm#3", "farm#4", "farm#5", "barracks#1"]}, {}])
    play(s, "begin_recruit")
    view = s.view(0)
    names = {label: group(label, view) for label in labels(s, 0) if label.startswith("recruit")}
    assert names["recruit(farm#1)"] == names["recruit(farm#2)"] == "recruit a Peasant/Farm"
    assert names["recruit(knight#1)"] == "recruit a Squire/Knight"


def test_long_choice_lists_are_grouped_without_changing_labels():
    for players, variant in ((3, "standard"), (4, "teams"), (6, "standard")):
        s = meeple.new_game("brawling_barons", players=players, seed=9, variant=variant)
        rng = Rng(4)
        longest = 0
        while not s.is_over:
            seat = s.to_move[0]
            legal = [str(a) for a in s.legal_actions(seat)]
            view = s.view(seat)
            if len(legal) > 8:
                entries = grouped("brawling_barons", legal, view, 8)
                assert sorted(label for _, members in entries for label in members) == sorted(legal)
                for name, members in entries:
                    assert len(members) > 1 or name == members[0]
                    assert not SEAT_WORDS.search(name)
                longest = max(longest, len(legal))
            s.apply(s.legal_actions(seat)[rng.below(len(legal))], seat)
        assert longest > 8


def test_describe_names_cards_and_costs_for_a_newcomer():
    s = game(seats=[{"town": ["knight#1[base]", "smithy#1[up]", "farm#1[base]"], "hand": ["mayor#1"],
                     "pile": ["farm#3", "farm#4", "farm#5", "barracks#1", "inn#1", "inn#2"]}, {"town": ["farm#2[up]"]}])
    v = s.view(0)
    assert describe("gather", v) == "Gather Resources: +2 resources (deck cards, face down)"
    assert describe("draw", v).startswith("Draw Cards: +1 card ")
    assert describe("recruit(mayor#1)", v) == "recruit Peasant/Mayor as a Peasant for 1 resource"
    upgrade = describe("upgrade(knight#1)", v)
    assert upgrade.startswith("upgrade your Squire to Knight for 3 resources: ")  # Smithy -1
    play(s, "begin_upgrade")
    assert describe("finish", s.view(0)) == "stop upgrading (this action is done)"
    for label in labels(s, 0):
        assert "#" not in describe(label, s.view(0))


def test_attack_choices_and_outcomes_in_words():
    s = game(seats=[{"town": ["knight#1[up]", "archers#1[up]"]}, {"town": ["farm#1[up]", "sheriff#1[up]"]}])
    play(s, "begin_attack")
    v = s.view(0)
    assert describe("assign(knight#1, farm#1)", v) == "Knight s8 -> P2's Farm (town, h3)"
    assert group("assign(knight#1, farm#1)", v) == group("assign(knight#1, sheriff#1)", v) == \
        "attack with your Knight"
    play(s, "assign(knight#1, farm#1)", "assign(archers#1, sheriff#1)")
    text = "\n".join(lines(compact(s.view(0), 0)))
    assert "P2's Farm (health 3) <- Knight: strength 8 = 8 damage: discarded" in text  # double its health
    assert "P2's Sheriff (health 5) <- Archers: strength 5 = 5 damage: downgraded" in text  # Archers +4
    assert "Farm (health 3)" in "\n".join(lines(render(s.view(1), 1), 120))


def test_the_defender_sees_towers_shields_and_what_the_damage_does():
    s = game(seats=[{"town": ["knight#1[up]", "catapults#1[up]"], "hand": ["plus_two_attack#1"]},
                    {"town": ["farm#1[up]", "tower#1[up]"], "hand": ["shield#1"], "aids": ["aid_royal_guard#1"]}])
    play(s, "begin_attack", "assign(knight#1, farm#1)", "assign(catapults#1, tower#1)", "confirm")
    text = "\n".join(lines(compact(s.view(1), 1), 120))
    assert "May still shield: P2 (you)." in text
    assert "your Farm (health 3) <- Knight: strength 8 - 3 (Towers) = 5 damage: it holds" in text  # a building
    assert "your Tower (health 6) <- Catapults: strength 8 - 3 (Towers) = 5 damage: it holds" in text  # +6
    assert describe("aid_shield(aid_royal_guard#1, farm#1)", s.view(1)) == \
        "use Royal Guard to prevent 3 damage to your Farm (town)"
    assert describe("pass", s.view(1)) == "play no Shield: let the attack hit"
    s.apply("shield(shield#1, farm#1)", 1)
    text = "\n".join(lines(compact(s.view(1), 1), 120))
    assert "strength 8 - 3 (Towers) - 3 (1 Shield) = 2 damage: it holds" in text
    assert "a Shield was played: no more +2 Attack cards." in text


def test_main_turn_groups_keep_the_actions_in_sight():
    s = game(seats=[{"town": ["knight#1[up]", "market#1[up]", "horsemen#1[up]"], "pile": [
        "farm#2", "farm#3", "farm#4", "farm#5", "inn#1", "inn#2", "barracks#1"],
        "hand": ["the_bomb#1", "extra_action#1", "military_action#1", "flip_unit#1"]},
        {"town": ["farm#1[up]", "sheriff#1[up]"]}])
    v = s.view(0)
    legal = labels(s, 0)
    names = {group(label, v) for label in legal}
    assert {"gather", "draw", "take a card from the market", "begin_attack",
            "play a card or a Royal Aid, or ride Horsemen", "use a building (Market, Courthouse)"} <= names
    entries = grouped("brawling_barons", legal, v, 8)
    assert len(entries) <= 8 and [name for name, _ in entries][:2] == ["gather", "draw"]


def test_a_squire_that_attacked_is_discarded_and_the_event_says_so():
    s = game(seats=[{"town": ["soldier#1[base]"]}, {"town": ["farm#1[base]"]}])
    play(s, "begin_attack", "assign(soldier#1, farm#1)", "confirm")
    assert s.events[-4:-1] == ["P1 attacks", "P2's Peasant takes 1 damage (health 1) and is discarded",
                               "P1's attackers are downgraded: Squire discarded"]
