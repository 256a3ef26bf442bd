"""The spec's worked examples W1-W10 (section 11): the rulebook's examples and the Sample Game."""

import pytest
from cosmo_helpers import W1, W1_FACTIONS, W7, W7_FACTIONS, counts, game, hand, labels, run

import meeple


def w1():
    s = game(3, W1, W1_FACTIONS)
    run(s, "0: play SUN-DR-ME-1 +ECL-ME-1", "1: play MOON-DR-FI-1", "2: play STAR-FI-MI-1")
    return s


def w2():
    s = w1()
    run(s, "0: retire", "0: place g15", "0: pick SUN-DR-DR-1", "0: pick ECL-SG-2")
    return s


def test_w1_choice_between_retiring_and_a_second_sun_card():
    s = w1()
    assert [counts(s, p) for p in range(3)] == ["1/0/2/0/0", "1/1/0/0/0", "0/1/0/1/0"]
    assert s.to_move == (0,)
    assert labels(s) == {"retire", "play SUN-FI-FI-1", "play SUN-FI-FI-1 +ECL-DR-1", "play SUN-MI-SG-1",
                         "play SUN-MI-SG-1 +ECL-DR-1"}
    before = s.view(None)
    with pytest.raises(meeple.IllegalAction, match="suit sun"):
        s.apply("play MOON-MI-MI-1", 0)
    with pytest.raises(meeple.IllegalAction, match="not in your hand"):
        s.apply("play SUN-FI-FI-1 +ECL-ME-1", 0)
    assert s.view(None) == before


def test_w2_next_player_may_retire_for_drone():
    s = w1()
    run(s, "0: retire")
    assert s.view(None)["taken"] == {"mech": 0}
    run(s, "0: place g15", "0: pick SUN-DR-DR-1", "0: pick ECL-SG-2")
    v = s.view(0)
    assert v["stations"] == [[0, "g15", 1]]
    assert v["supply"][0] == 23
    assert len(v["hand"]) == 6
    assert v["discard"] == ["SUN-DR-ME-1", "ECL-ME-1"]
    assert s.to_move == (1,)
    assert labels(s) == {"retire", "play MOON-FI-ME-1", "play MOON-FI-ME-1 +ECL-FI-1", "play MOON-FI-ME-1 +ECL-MI-2"}
    c = s.clone()
    run(c, "1: retire")
    assert c.view(None)["taken"] == {"mech": 0, "drone": 1}


def test_w3_full_round_claim_and_next_start_player_without_stargate():
    s = w2()
    run(s, "1: retire", "1: place g06", "1: pick MOON-DR-DR-1", "1: pick STAR-ME-ME-1")
    assert s.to_move == (2,)
    run(s, "2: retire")
    assert s.view(None)["taken"] == {"mech": 0, "drone": 1, "fighter": 2, "missile": 2}
    run(s, "2: place g10")
    with pytest.raises(meeple.IllegalAction, match="already received a station this round"):
        s.apply("place g15", 2)
    run(s, "2: place g11")
    assert s.view(None)["owed"] == {"place": 0, "pick": 1}
    run(s, "2: pick ECL-SG-3")
    v = s.view(None)
    assert v["claimed"] == {"A": 2}
    assert v["round"] == 2 and v["contested"] == {"planet": 2, "mat": "B"}
    assert v["start"] == 2 and s.to_move == (2,)
    assert sorted(v["market"]) == sorted(W1["deck"])
    assert v["discard"] == ["SUN-DR-ME-1", "ECL-ME-1", "MOON-DR-FI-1", "STAR-FI-MI-1", "ECL-MI-1"]
    assert v["last_retiree"] == 2


def test_w4_claims_with_the_adjacency_tie_break():
    setup = {"round": 2, "retired": [0, 1, 2], "turn": 3,
             "stations": [[0, "g15", 1], [1, "g06", 1], [2, "g10", 1], [3, "g16", 1], [0, "g16", 2],
                          [1, "g11", 2], [2, "g23", 2]]}
    s = game(4, setup, W7_FACTIONS)
    run(s, "3: retire")
    assert s.view(None)["claimed"] == {"B": 0}
    assert "planet 1 (mat A) stays unclaimed: tie between P1, P2" in s.events


def test_w5_two_player_local_resistance():
    setup = {"resistance": {"A": ["ECL-DR-1", "MOON-ME-ME-1"]},
             "hands": [["SUN-DR-DR-1", "SUN-ME-ME-1"], ["STAR-FI-MI-1", "ECL-FI-2"]],
             "market": ["SUN-FI-FI-1", "MOON-FI-FI-1", "STAR-FI-FI-1", "ECL-SG-1"]}
    s = game(2, setup, ["martians", "humans"])
    run(s, "0: play SUN-DR-DR-1", "1: play STAR-FI-MI-1 +ECL-FI-2", "0: play SUN-ME-ME-1", "1: retire")
    assert s.view(None)["taken"] == {"fighter": 1, "missile": 1}
    run(s, "1: place g06", "1: place g07", "1: pick SUN-FI-FI-1", "1: pick MOON-FI-FI-1", "0: retire")
    v = s.view(None)
    assert counts(s, 0) == "0/0/0/0/0"  # discarded
    assert v["taken"] == {"fighter": 1, "missile": 1, "drone": 0}
    assert v["owed"] == {"place": 1, "pick": 1}
    run(s, "0: place g11", "0: pick STAR-FI-FI-1")
    v = s.view(None)
    assert v["claimed"] == {"A": 1}
    assert v["start"] == 0 and v["round"] == 2
    assert "A" not in v["resistance"]
    assert "ECL-DR-1" in v["discard"] and "MOON-ME-ME-1" in v["discard"]


def test_w5_resistance_denies_the_mech_tie():
    setup = {"resistance": {"A": ["ECL-DR-1", "MOON-ME-ME-1"]},
             "hands": [["SUN-DR-DR-1", "SUN-ME-ME-1"], []], "played": [[], ["STAR-FI-MI-1"]],
             "market": ["SUN-FI-FI-1"], "turn": 0}
    s = game(2, setup)
    run(s, "0: play SUN-DR-DR-1", "1: retire", "1: place g06", "1: place g07", "1: pick SUN-FI-FI-1",
        "0: play SUN-ME-ME-1", "0: retire")
    assert s.view(None)["taken"] == {"fighter": 1, "missile": 1, "drone": 0}


def test_w6_extra_round_decided_by_superiorities():
    setup = {"round": "extra", "tied": [0, 1],
             "claimed": {"A": 0, "C": 0, "E": 0, "G": 0, "I": 0, "B": 1, "D": 1, "F": 1, "H": 1, "J": 1},
             "hands": [["SUN-DR-FI-1", "SUN-ME-ME-1"],
                       ["MOON-MI-MI-1", "MOON-MI-SG-1", "MOON-FI-ME-1", "ECL-SG-2", "ECL-DR-3"]]}
    s = game(2, setup, ["martians", "humans"])
    run(s, "0: play SUN-DR-FI-1", "1: play MOON-MI-MI-1", "0: play SUN-ME-ME-1",
        "1: play MOON-MI-SG-1 +ECL-SG-2")
    assert labels(s, 0) == {"retire"}
    run(s, "0: retire")
    v = s.view(0)
    assert v["taken"] == {"drone": 0, "fighter": 0, "mech": 0}
    assert v["hand"] == [] and v["stations"] == [] and s.to_move == (1,)
    run(s, "1: retire")
    assert s.is_over
    r = s.result()
    assert r.winners == (0,) and r.scores == (5, 5) and r.ranking == (0, 1)


def w7(upto: int = 16):
    s = game(4, W7, W7_FACTIONS, variant="factions")
    steps = [
        ["0: play SUN-DR-ME-1 +ECL-ME-1"], ["1: play MOON-DR-FI-1"], ["2: play STAR-FI-MI-1"],
        ["3: play STAR-FI-MI-2 +ECL-SG-1"], ["0: retire"], ["0: place g15", "0: pick SUN-FI-FI-1",
                                                           "0: pick SUN-ME-MI-1"],
        ["1: retire"], ["1: place g06", "1: pick MOON-MI-MI-1", "1: pick STAR-FI-ME-1"],
        ["2: play STAR-DR-FI-1"], ["3: play MOON-ME-MI-1 +faction"], ["2: retire"],
        ["2: place g10", "2: pick MOON-ME-SG-1", "2: pick STAR-ME-MI-1"], ["3: retire"],
        ["3: place g16", "3: pick ECL-DR-3", "3: pick ECL-FI-2"], [], ["3: switch 2 3", "3: start 3"]]
    for step in steps[:upto]:
        run(s, *step)
    return s


def test_w7_sample_game_round_1_step_by_step():
    s = w7(4)
    assert [counts(s, p) for p in range(4)] == ["1/0/2/0/0", "1/1/0/0/0", "0/1/0/1/0", "0/1/0/1/1"]
    assert s.view(None)["suits"] == ["sun", "moon", "star", "star"]
    s = w7(5)
    assert s.view(None)["taken"] == {"mech": 0}
    s = w7(7)
    assert s.view(None)["taken"] == {"mech": 0, "drone": 1}
    s = w7(8)
    c = s.clone()
    run(c, "2: retire")
    assert c.view(None)["taken"] == {"mech": 0, "drone": 1}  # seat 2 would take nothing
    s = w7(10)
    assert counts(s, 2) == "1/2/0/1/0" and counts(s, 3) == "0/1/1/2/1"
    assert s.view(None)["suits"][3] == "star"
    s = w7(11)
    assert s.view(None)["taken"] == {"mech": 0, "drone": 1, "fighter": 2}
    s = w7(13)
    assert s.view(None)["taken"] == {"mech": 0, "drone": 1, "fighter": 2, "missile": 3, "stargate": 3}
    assert s.view(None)["owed"] == {"place": 1, "pick": 2}
    s = w7(14)
    v = s.view(None)
    assert v["phase"] == "SWITCH" and s.to_move == (3,)
    assert v["claimed"] == {}
    assert "planet 1 (mat A) stays unclaimed: tie between P1, P2, P3, P4" in s.events
    assert set(v["market"]) == set(W7["deck"])


def test_w7_after_round_1():
    s = w7()
    v = s.view(None)
    assert v["numbers"]["B"] == 2 and v["numbers"]["K"] == 3
    assert v["round"] == 2 and v["contested"] == {"planet": 2, "mat": "B"}
    assert s.to_move == (3,) and v["start"] == 3
    assert v["hand_sizes"] == [6, 7, 6, 5]
    assert v["supply"] == [23, 23, 23, 23]
    assert v["faction_used"] == []


def w8():
    s = w7()
    run(s, "3: play SUN-DR-FI-2 +ECL-MI-1")
    assert counts(s, 3) == "1/1/0/1/0"
    run(s, "0: play STAR-DR-MI-1")
    assert counts(s, 0) == "1/0/0/1/0" and s.view(None)["suits"][0] == "star"
    run(s, "1: play SUN-DR-FI-1")
    assert counts(s, 1) == "1/1/0/0/0" and s.view(None)["suits"][1] == "sun"
    run(s, "2: play MOON-DR-FI-2 +faction")
    assert s.to_move == (2,) and s.view(None)["phase"] == "PRODUCE"
    run(s, "2: take STAR-MI-SG-1", "2: give ECL-DR-2")
    v = s.view(None)
    assert counts(s, 2) == "1/1/0/0/0" and s.to_move == (3,)
    assert "ECL-DR-2" in v["market"] and "STAR-MI-SG-1" not in v["market"]
    run(s, "3: retire")
    assert s.view(None)["taken"] == {}
    run(s, "3: pick SUN-DR-DR-1", "3: pick SUN-MI-SG-1")
    run(s, "0: play STAR-MI-MI-1 +faction back=STAR-DR-MI-1")
    assert "STAR-DR-MI-1" in s.view(0)["hand"] and counts(s, 0) == "0/0/0/2/0"
    assert "STAR-DR-MI-1" in s.view(1)["known_cards"][0]
    run(s, "1: play SUN-FI-MI-1 +faction keep=fighter")
    assert counts(s, 1) == "1/3/0/0/0" and s.view(None)["keep"] == {"SUN-FI-MI-1": "fighter"}
    run(s, "2: play MOON-DR-SG-1")
    assert counts(s, 2) == "2/1/0/0/1"
    run(s, "0: retire")
    assert s.view(None)["taken"] == {"missile": 0}
    run(s, "0: place g16", "0: pick MOON-DR-ME-1", "0: pick MOON-FI-MI-1", "1: retire")
    assert s.view(None)["taken"] == {"missile": 0, "fighter": 1}
    run(s, "1: place g11", "1: pick ECL-DR-2", "1: pick ECL-ME-2", "2: retire")
    assert s.view(None)["taken"] == {"missile": 0, "fighter": 1, "drone": 2, "stargate": 2}
    run(s, "2: place g23", "2: pick STAR-DR-ME-1", "2: pick ECL-DR-4")
    return s


def test_w8_sample_game_round_2():
    s = w8()
    assert hand(s, 0) == ["ECL-DR-1", "MOON-DR-ME-1", "MOON-FI-FI-1", "MOON-FI-MI-1", "STAR-DR-MI-1",
                          "SUN-FI-FI-1", "SUN-ME-MI-1"]
    assert hand(s, 1) == ["ECL-DR-2", "ECL-FI-1", "ECL-ME-2", "MOON-FI-ME-1", "MOON-MI-MI-1", "STAR-FI-ME-1",
                          "STAR-ME-ME-1"]
    assert hand(s, 2) == ["ECL-DR-4", "MOON-ME-SG-1", "STAR-DR-ME-1", "STAR-ME-MI-1", "STAR-MI-SG-1",
                          "SUN-ME-SG-1"]
    assert hand(s, 3) == ["ECL-DR-3", "ECL-FI-2", "STAR-DR-DR-1", "SUN-DR-DR-1", "SUN-MI-SG-1"]
    v = s.view(None)
    assert v["claimed"] == {"B": 0}
    assert "planet 1 (mat A) stays unclaimed: tie between P1, P2" in s.events
    assert v["supply"] == [22, 22, 22, 23]
    assert v["faction_used"] == [] and v["phase"] == "SWITCH" and s.to_move == (2,)
    run(s, "2: switch none", "2: start 2")
    v = s.view(None)
    assert v["round"] == 3 and v["contested"] == {"planet": 3, "mat": "K"} and s.to_move == (2,)
    order = []
    c = s.clone()
    for _ in range(4):
        order.append(c.to_move[0])
        c.apply("retire", c.to_move[0])
        while c.view(None)["phase"] in ("PLACE", "PICK"):
            c.apply(c.legal_actions()[0])
    assert order == [2, 3, 0, 1]


def test_w8_from_the_setup_format_example_2():
    setup = {
        "round": 2,
        "numbers": {"A": 1, "B": 2, "K": 3, "C": 4, "D": 5, "E": 6, "F": 7, "G": 8, "H": 9, "I": 10, "J": 11,
                    "L": 12},
        "stations": [[0, "g15", 1], [1, "g06", 1], [2, "g10", 1], [3, "g16", 1]],
        "hands": [["MOON-FI-FI-1", "ECL-DR-1", "SUN-FI-FI-1", "SUN-ME-MI-1", "STAR-DR-MI-1"],
                  ["ECL-FI-1", "STAR-ME-ME-1", "MOON-FI-ME-1", "MOON-MI-MI-1", "STAR-FI-ME-1"],
                  ["SUN-ME-SG-1", "MOON-ME-SG-1", "STAR-ME-MI-1", "STAR-MI-SG-1"],
                  ["STAR-DR-DR-1", "ECL-DR-3", "ECL-FI-2", "SUN-DR-DR-1", "SUN-MI-SG-1"]],
        "market": ["MOON-DR-ME-1", "MOON-FI-MI-1", "STAR-DR-ME-1", "ECL-DR-4", "ECL-ME-2", "ECL-DR-2"],
        "discard": ["SUN-DR-ME-1", "ECL-ME-1", "MOON-DR-FI-1", "STAR-FI-MI-1", "STAR-DR-FI-1", "STAR-FI-MI-2",
                    "ECL-SG-1", "MOON-ME-MI-1", "SUN-DR-FI-2", "ECL-MI-1", "STAR-MI-MI-1"],
        "start": 3, "phase": "PLACE", "turn": 0, "owed": {"place": 1, "pick": 2},
        "played": [[], ["SUN-DR-FI-1", "SUN-FI-MI-1"], ["MOON-DR-FI-2", "MOON-DR-SG-1"], []],
        "keep": {"SUN-FI-MI-1": "fighter"}, "suits": ["star", "sun", "moon", "sun"],
        "has_played": [0, 1, 2, 3], "retired": [3, 0], "taken": {"missile": 0}, "faction_used": [0, 1, 2]}
    s = game(4, setup, W7_FACTIONS, variant="factions")
    assert s.view(None)["supply"] == [23, 23, 23, 23] and s.view(None)["deck_size"] == 45
    run(s, "0: place g16", "0: pick MOON-DR-ME-1", "0: pick MOON-FI-MI-1", "1: retire", "1: place g11",
        "1: pick ECL-DR-2", "1: pick ECL-ME-2", "2: retire", "2: place g23", "2: pick STAR-DR-ME-1",
        "2: pick ECL-DR-4")
    v = s.view(None)
    assert v["claimed"] == {"B": 0} and v["supply"] == [22, 22, 22, 23]
    assert hand(s, 2) == ["ECL-DR-4", "MOON-ME-SG-1", "STAR-DR-ME-1", "STAR-ME-MI-1", "STAR-MI-SG-1",
                          "SUN-ME-SG-1"]
    run(s, "2: switch none", "2: start 2")
    assert s.view(None)["contested"] == {"planet": 3, "mat": "K"}


def test_w9_two_player_resistance_piles_at_setup():
    top = ["ECL-DR-1", "ECL-FI-1", "SUN-ME-ME-1", "MOON-DR-FI-1", "ECL-SG-1", "STAR-FI-MI-1"]
    s = game(2, {"phase": "DEAL", "deck": top})
    v = s.view(None)
    piles = v["resistance"]
    assert piles["A"] == ["ECL-DR-1", "ECL-FI-1", "SUN-ME-ME-1"]
    assert piles["B"] == ["MOON-DR-FI-1"]
    assert piles["C"] == ["ECL-SG-1", "STAR-FI-MI-1"]
    assert sorted(piles) == list("ABCDEFGHIJKL")
    for pile in piles.values():
        assert pile[-1].split("-")[0] != "ECL" and all(c.startswith("ECL") for c in pile[:-1])
    in_piles = sum(len(p) for p in piles.values())
    assert v["hand_sizes"] == [8, 8] and v["deck_size"] == 85 - 16 - in_piles
    assert s.to_move == (0, 1) and v["phase"] == "SETUP_MARKET"
    for seat in (0, 1):
        s.apply(s.legal_actions(seat)[0], seat)
    assert len(s.view(None)["market"]) == 4


@pytest.mark.parametrize("n", [3, 4, 5])
def test_w10_setup_sizes(n):
    s = meeple.new_game("cosmoclasm", players=n, seed=n)
    assert s.view(None)["phase"] == "SETUP_MARKET" and set(s.to_move) == set(range(n))
    for seat in range(n):
        assert len(s.legal_actions(seat)) == 28
        s.apply(s.legal_actions(seat)[-1], seat)
    v = s.view(None)
    assert len(v["market"]) == 2 * n and v["hand_sizes"] == [6] * n and v["deck_size"] == 85 - 8 * n
    assert v["supply"] == [24] * n and v["claimed"] == {} and v["contested"]["planet"] == 1
    assert v["planets_to_win"] == {3: 5, 4: 4, 5: 3}[n]
    assert v["round"] == 1 and s.to_move == (v["start"],)
