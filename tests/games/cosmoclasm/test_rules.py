"""One test (or more) per rule of the spec, on positions built with the setup format (8.5)."""

import pytest
from cosmo_helpers import W1, W1_FACTIONS, counts, game, labels, run

import meeple
from meeple.builtin.cosmoclasm.data import CARD_INDEX, CARD_WORDS
from meeple.core import GameError, IllegalAction

FAC5 = ["cyborgs", "hiveminds", "humans", "martians", "radiants"]


def retire_all(s):
    """Every remaining seat retires; placements and picks take the first legal choice."""
    while not s.is_over and s.view(None)["phase"] in ("TURN", "PLACE", "PICK", "PRODUCE"):
        seat = s.to_move[0]
        s.apply("retire" if s.view(None)["phase"] == "TURN" else s.legal_actions(seat)[0], seat)


# ---- setup (3.2) -----------------------------------------------------------------------------------

def test_setup_market_choice_is_secret_simultaneous_and_order_free():
    a = meeple.new_game("cosmoclasm", players=3, seed=11)
    b = meeple.new_game("cosmoclasm", players=3, seed=11)
    picks = {s: str(a.legal_actions(s)[3]) for s in range(3)}
    for s in (0, 1):
        a.apply(picks[s], s)
    assert a.to_move == (2,)
    assert a.view(2)["market"] == [] and a.view(2)["my_market_choice"] is None
    assert sorted(a.view(0)["my_market_choice"]) == sorted(picks[0].split()[1:])
    assert not any(_words(c) in " ".join(a.events) for c in picks[0].split()[1:])
    assert a.view(None)["hand_sizes"] == [8, 8, 8]
    a.apply(picks[2], 2)
    for s in (2, 0, 1):
        b.apply(picks[s], s)
    assert a.view(None) == b.view(None)
    assert sorted(a.view(None)["market"]) == sorted(c for s in range(3) for c in picks[s].split()[1:])
    assert any(e.startswith("P1 puts ") and all(_words(c) in e for c in picks[0].split()[1:]) for e in a.events)


def test_market_labels_are_pairs_sorted_as_strings():
    s = meeple.new_game("cosmoclasm", players=2, seed=4)
    for a in s.legal_actions(0):
        _, x, y = str(a).split()
        assert x < y


def test_options_seat_factions_and_first_player():
    s = meeple.new_game("cosmoclasm", players=3, seed=2, options={"seat_factions": ["radiants", "humans", "cyborgs"],
                                                                  "first_player": 2})
    v = s.view(None)
    assert v["factions"] == ["radiants", "humans", "cyborgs"] and v["start"] == 2
    with pytest.raises(GameError, match="seat_factions"):
        meeple.new_game("cosmoclasm", players=3, seed=2, options={"seat_factions": ["humans", "humans", "cyborgs"]})
    with pytest.raises(GameError, match="first_player"):
        meeple.new_game("cosmoclasm", players=3, seed=2, options={"first_player": 1, "setup": {}})
    nums = sorted(v["numbers"].values())
    assert nums == list(range(1, 13))


# ---- play (4.3) ------------------------------------------------------------------------------------

def test_a_white_card_alone_or_two_blacks_are_not_a_play():
    s = game(3, W1, W1_FACTIONS)
    with pytest.raises(IllegalAction, match="white"):
        s.apply("play ECL-ME-1", 0)
    with pytest.raises(IllegalAction, match="must be white"):
        s.apply("play SUN-DR-ME-1 +SUN-FI-FI-1", 0)
    with pytest.raises(IllegalAction, match="variant factions"):
        s.apply("play SUN-DR-ME-1 +faction", 0)


def test_each_player_has_their_own_suit_and_it_stays_for_the_round():
    s = game(3, W1, W1_FACTIONS)
    run(s, "0: play SUN-DR-ME-1", "1: play MOON-DR-FI-1", "2: play STAR-FI-MI-1")
    assert s.view(None)["suits"] == ["sun", "moon", "star"]
    assert all(a.startswith(("retire", "play SUN")) for a in labels(s, 0))


def test_only_remaining_active_player_takes_turn_after_turn():
    s = game(3, {"hands": [["SUN-DR-DR-1", "SUN-FI-FI-1"], [], []], "retired": [1, 2]})
    run(s, "0: play SUN-DR-DR-1")
    assert s.to_move == (0,)
    run(s, "0: play SUN-FI-FI-1")
    assert labels(s, 0) == {"retire"}


def test_illegal_action_leaves_the_state_untouched():
    s = game(3, W1, W1_FACTIONS)
    before = (s.view(None), s.view(0), s.events)
    for bad in ("play MOON-DR-FI-1", "place g15", "pick SUN-DR-DR-1", "switch 2 3", "nonsense"):
        with pytest.raises(IllegalAction):
            s.apply(bad, 0)
    assert (s.view(None), s.view(0), s.events) == before


# ---- retire (4.5) ----------------------------------------------------------------------------------

def test_superiority_needs_strictly_more_than_every_other_active_player_and_at_least_one():
    setup = {"hands": [[], [], []], "played": [["SUN-DR-FI-1"], ["MOON-DR-ME-1"], ["STAR-MI-SG-1"]],
             "market": ["ECL-DR-1", "ECL-DR-2", "ECL-DR-3", "ECL-DR-4", "ECL-DR-5", "ECL-FI-1"]}
    s = game(3, setup)
    run(s, "0: retire")  # drone 1 = 1 (tie), fighter 1 > 0
    assert s.view(None)["taken"] == {"fighter": 0}


def test_retired_players_do_not_count_and_each_superiority_is_taken_once():
    setup = {"hands": [[], [], []], "played": [["SUN-DR-DR-1"], ["MOON-DR-ME-1"], ["STAR-DR-MI-1"]],
             "market": ["ECL-DR-1", "ECL-DR-2", "ECL-DR-3", "ECL-DR-4", "ECL-DR-5", "ECL-FI-1"],
             "start": 1}
    s = game(3, setup)
    run(s, "1: retire")  # mech 1 > 0
    assert s.view(None)["taken"] == {"mech": 1}
    run(s, "1: place g06", "1: pick ECL-DR-1", "1: pick ECL-DR-2", "2: retire")
    assert s.view(None)["taken"] == {"mech": 1, "missile": 2}  # drone 1 < 2
    run(s, "2: place g07", "2: pick ECL-DR-3", "2: pick ECL-DR-4", "0: retire")
    assert s.view(None)["taken"] == {"mech": 1, "missile": 2, "drone": 0}


def test_stations_go_on_corners_of_the_contested_planet_once_per_point_per_round():
    setup = {"hands": [[], []], "played": [["SUN-DR-DR-1", "ECL-FI-1"], []], "round": 2, "retired": [1],
             "stations": [[1, "g11", 1]], "resistance": {}}
    s = game(2, setup)
    run(s, "0: retire")
    assert labels(s) == {f"place {p}" for p in ("g11", "g12", "g17", "g23", "g22", "g16")}
    with pytest.raises(IllegalAction, match="corner of the contested planet 2"):
        s.apply("place g15", 0)
    run(s, "0: place g11")  # stacking on a station of round 1 is allowed
    assert "place g11" not in labels(s)
    run(s, "0: place g12")
    v = s.view(None)
    assert v["stations"] == [[1, "g11", 1], [0, "g11", 2], [0, "g12", 2]]


def test_empty_supply_takes_the_superiority_but_places_nothing():
    setup = {"hands": [[], []], "played": [["SUN-DR-DR-1"], []], "retired": [1], "supply": [0, 24],
             "market": ["ECL-FI-1"]}
    s = game(2, setup)
    run(s, "0: retire")
    v = s.view(None)
    assert v["taken"] == {"drone": 0} and v["phase"] == "PICK" and v["owed"] == {"place": 0, "pick": 1}


def test_picks_two_one_for_the_last_plus_one_for_stargate_capped_by_the_market():
    base = {"hands": [[], [], []], "market": ["ECL-DR-1", "ECL-DR-2", "ECL-DR-3", "ECL-DR-4"]}
    s = game(3, {**base, "played": [["SUN-FI-SG-1"], [], []]})
    run(s, "0: retire")
    assert s.view(None)["owed"] == {"place": 1, "pick": 3}
    s = game(3, {**base, "played": [["SUN-FI-SG-1"], [], []], "retired": [1, 2]})
    run(s, "0: retire")
    assert s.view(None)["owed"] == {"place": 1, "pick": 2}
    s = game(3, {**base, "market": ["ECL-DR-1"], "played": [["SUN-FI-SG-1"], [], []]})
    run(s, "0: retire")
    assert s.view(None)["owed"] == {"place": 1, "pick": 1}


def test_extra_draw_only_without_a_play_and_it_is_private():
    setup = {"hands": [["SUN-DR-DR-1"], ["MOON-DR-DR-1"]], "deck": ["ECL-SG-5"], "market": ["ECL-DR-1", "ECL-DR-2"],
             "rest": "out", "resistance": {}}
    s = game(2, setup)
    run(s, "0: retire", "0: pick ECL-DR-1", "0: pick ECL-DR-2")
    assert "ECL-SG-5" in s.view(0)["hand"]
    assert "ECL-SG-5" not in str(s.view(1)) and "ECL-SG-5" not in " ".join(s.events)
    assert s.events[-1] == "P1 draws a card from the deck"
    s = game(2, {**setup, "played": [["SUN-FI-FI-1"], []]})
    run(s, "0: retire")
    assert "ECL-SG-5" not in s.view(0)["hand"]


def test_reshuffle_when_the_deck_runs_out_and_short_market_when_both_are_empty():
    setup = {"hands": [[], [], []], "played": [["SUN-DR-DR-1"], [], []], "retired": [1, 2],
             "discard": ["ECL-DR-1", "ECL-DR-2"], "rest": "out"}
    s = game(3, setup)
    run(s, "0: retire", "0: place g06")
    v = s.view(None)
    assert v["reshuffles"] == [["SUN-DR-DR-1", "ECL-DR-1", "ECL-DR-2"]]
    assert sorted(v["market"]) == ["ECL-DR-1", "ECL-DR-2", "SUN-DR-DR-1"]
    assert "the deck and the discard pile are empty: the market stays short" in s.events


# ---- claims (4.8) ----------------------------------------------------------------------------------

def end_of_round(n, r, stations, claimed=None, numbers=None):
    setup = {"round": r, "retired": list(range(1, n)), "turn": 0, "stations": stations, "hands": [[]] * n}
    if claimed:
        setup["claimed"] = claimed
    if numbers:
        setup["numbers"] = numbers
    s = game(n, setup)
    run(s, "0: retire")
    return s


def test_a_planet_without_stations_is_not_claimed_even_with_adjacent_stations():
    s = end_of_round(3, 1, [[1, "g02", 1]])  # g02 is adjacent to A, not a corner
    assert s.view(None)["claimed"] == {}


def test_lower_unclaimed_planets_are_claimed_later():
    s = end_of_round(3, 3, [[1, "g06", 1], [2, "g22", 2], [1, "g17", 2]])
    # A (1): seat 1 alone; B (2): seats 2 (g22) and 1 (g17) tie, adjacency: none; C (3): seat 2 (g22)
    assert s.view(None)["claimed"] == {"A": 1, "C": 2}
    assert [e for e in s.events if "claims" in e] == ["P3 claims planet 3 (mat C)",
                                                      "P2 claims planet 1 (mat A)"]


def test_tie_break_counts_only_tied_players():
    # A: seats 0 and 1 have 1 each, seat 2 has none on A but stations on A's adjacent points
    s = end_of_round(3, 1, [[0, "g06", 1], [1, "g07", 1], [2, "g02", 1], [2, "g03", 1], [1, "g09", 1]])
    assert s.view(None)["claimed"] == {"A": 1}


def test_claimed_planets_are_kept_and_stations_keep_counting_elsewhere():
    s = end_of_round(3, 2, [[0, "g16", 1], [0, "g11", 2]], claimed={"A": 1})
    assert s.view(None)["claimed"] == {"A": 1, "B": 0}


# ---- cleanup (5) -----------------------------------------------------------------------------------

def stargate_round(r, n=3, numbers=None):
    setup = {"round": r, "hands": [[]] * n, "played": [["SUN-DR-SG-1"]] + [[]] * (n - 1),
             "retired": list(range(1, n)), "market": ["ECL-DR-1", "ECL-DR-2"]}
    if numbers:
        setup["numbers"] = numbers
    s = game(n, setup)
    run(s, "0: retire")
    s.apply(s.legal_actions(0)[0], 0)
    run(s, "0: pick ECL-DR-1", "0: pick ECL-DR-2")
    return s


def test_stargate_holder_may_switch_two_higher_counters_then_chooses_the_start_player():
    s = stargate_round(4)
    assert s.view(None)["phase"] == "SWITCH" and s.to_move == (0,)
    assert len(s.legal_actions()) == 28 + 1  # C(8, 2) + none
    with pytest.raises(IllegalAction, match="above 4"):
        s.apply("switch 3 5")
    run(s, "0: switch 5 12")
    v = s.view(None)
    assert v["numbers"]["E"] == 12 and v["numbers"]["L"] == 5
    assert labels(s) == {"start 0", "start 1", "start 2"}
    run(s, "0: start 1")
    v = s.view(None)
    assert v["round"] == 5 and v["contested"] == {"planet": 5, "mat": "L"} and s.to_move == (1,)


def test_no_switch_after_round_11():
    s = stargate_round(11)
    assert s.view(None)["phase"] == "START"


def test_two_player_resistance_piles_travel_with_their_mats():
    setup = {"round": 1, "hands": [[], []], "played": [["SUN-DR-SG-1"], []], "retired": [1],
             "market": ["ECL-DR-1", "ECL-DR-2"], "resistance": {"B": ["MOON-FI-FI-1"], "C": ["STAR-FI-FI-1"]}}
    s = game(2, setup)
    run(s, "0: retire", "0: place g06", "0: pick ECL-DR-1", "0: pick ECL-DR-2", "0: switch 2 3", "0: start 0")
    v = s.view(None)
    assert v["contested"] == {"planet": 2, "mat": "C"}
    assert v["resistance"] == {"B": ["MOON-FI-FI-1"], "C": ["STAR-FI-FI-1"]}
    s2 = game(2, {"round": 2, "numbers": {**{m: i + 1 for i, m in enumerate("ABCDEFGHIJKL")}, "B": 3, "C": 2},
                  "hands": [["SUN-FI-FI-1"], []], "retired": [1], "resistance": {"C": ["ECL-FI-1", "STAR-DR-FI-1"]}})
    run(s2, "0: play SUN-FI-FI-1", "0: retire")
    assert s2.view(None)["taken"] == {}  # fighter 2 = the resistance of planet 2 (mat C)


# ---- end of game (6) -------------------------------------------------------------------------------

def test_game_ends_when_a_player_reaches_the_planets_needed():
    s = end_of_round(5, 3, [[4, "g29", 3]], claimed={"A": 4, "B": 4})
    assert s.is_over and s.result().winners == (4,) and s.result().scores == (0, 0, 0, 0, 3)


def test_game_ends_after_round_12_and_ties_go_to_extra_rounds():
    claimed = {"A": 0, "B": 1, "C": 2}
    setup = {"round": 12, "retired": [1, 2], "turn": 0, "claimed": claimed,
             "hands": [["SUN-DR-DR-1"], ["MOON-DR-DR-1"], ["STAR-DR-DR-1"]]}
    s = game(3, setup)
    run(s, "0: retire")
    v = s.view(None)
    assert not s.is_over and v["round"] == "extra" and v["tied"] == [0, 1, 2]
    assert v["contested"] is None and s.to_move == (0,)  # the last retiree starts


def extra(hands, played=None, turn=0, stations=None, fac=None, variant="base", **kw):
    setup = {"round": "extra", "tied": [0, 1], "claimed": {"A": 0, "B": 1}, "hands": hands, "turn": turn,
             "start": turn, **kw}
    if played:
        setup["played"] = played
    if stations:
        setup["stations"] = stations
    return game(2, setup, fac, variant)


def test_extra_rounds_place_no_stations_and_gain_no_cards():
    s = extra([["SUN-DR-DR-1", "SUN-FI-FI-1"], ["MOON-ME-ME-1"]], market=["ECL-DR-1"], deck=["ECL-DR-2"])
    run(s, "0: play SUN-DR-DR-1", "1: play MOON-ME-ME-1", "0: retire")
    v = s.view(0)
    assert v["taken"] == {"drone": 0} and v["stations"] == [] and v["hand"] == ["SUN-FI-FI-1"]
    assert v["market"] == ["ECL-DR-1"] and v["phase"] == "TURN" and s.to_move == (1,)
    run(s, "1: retire")
    v = s.view(None)
    assert not s.is_over and v["extra_round"] == 2 and v["hand_sizes"] == [1, 0] and v["market"] == ["ECL-DR-1"]


def test_extra_round_tie_with_cards_spent_plays_another_round_then_stations_decide():
    s = extra([["SUN-DR-DR-1", "SUN-FI-FI-1"], ["MOON-ME-ME-1", "MOON-MI-MI-1"]],
              stations=[[1, "g06", 1], [1, "g07", 2], [0, "g10", 3]])
    run(s, "0: play SUN-DR-DR-1", "1: play MOON-ME-ME-1", "0: retire", "1: retire")
    v = s.view(None)
    assert not s.is_over and v["extra_round"] == 2 and v["tied"] == [0, 1]
    assert s.to_move == (1,)  # first tied seat clockwise from the last retiree (seat 1)
    run(s, "1: play MOON-MI-MI-1", "0: play SUN-FI-FI-1", "1: retire", "0: retire")
    assert s.is_over
    # 1 superiority each again; no black cards left: most stations wins
    assert s.result().winners == (1,)


def test_anti_stall_nobody_plays_goes_to_the_station_comparison():
    s = extra([["SUN-DR-DR-1"], ["MOON-DR-DR-1"]], stations=[[0, "g06", 1], [1, "g07", 2]])
    run(s, "0: retire", "1: retire")
    assert s.is_over and s.result().winners == (0, 1)
    assert "share the victory" in s.events[-1]


def test_extra_round_stargate_holder_chooses_the_start_player_among_tied():
    s = extra([["SUN-DR-SG-1", "SUN-FI-FI-1"], ["MOON-DR-DR-1"]])
    run(s, "0: play SUN-DR-SG-1", "1: play MOON-DR-DR-1", "0: retire", "1: retire")
    # seat 0: stargate; seat 1: drone -> 1 each, cards spent
    v = s.view(None)
    assert v["phase"] == "START" and s.to_move == (0,) and labels(s) == {"start 0", "start 1"}
    run(s, "0: start 1")
    assert s.to_move == (1,) and labels(s) == {"retire"}


def test_no_black_card_left_goes_to_the_final_comparison_at_once():
    claimed = {"A": 0, "B": 1}
    s = game(2, {"round": 12, "retired": [1], "claimed": claimed, "hands": [["ECL-DR-1"], ["ECL-FI-1"]],
                 "stations": [[0, "g16", 1], [0, "g16", 2]], "rest": "out"})
    run(s, "0: retire")
    assert s.is_over and s.result().winners == (0,)
    assert "no black card left" in " ".join(s.events)


def test_result_ranking_winners_then_planets_stations_seat():
    s = game(4, {"round": 4, "retired": [1, 2, 3], "claimed": {"A": 2, "B": 2, "C": 2},
                 "stations": [[2, "g37", 4], [1, "g06", 1], [1, "g07", 2], [3, "g40", 3]],
                 "hands": [[], [], [], []]})
    run(s, "0: retire")
    r = s.result()
    assert r.winners == (2,) and r.scores == (0, 0, 4, 0) and r.ranking == (2, 1, 3, 0)


# ---- faction abilities (7.1) -----------------------------------------------------------------------

def fgame(faction, hands, n=2, **kw):
    fac = [faction] + [f for f in FAC5 if f != faction][: n - 1]
    return game(n, {"hands": hands, **kw}, fac, "factions")


def test_faction_card_once_per_round_and_back_at_round_end():
    s = fgame("radiants", [["SUN-DR-DR-1", "SUN-FI-FI-1"], ["MOON-FI-FI-1"]], resistance={})
    run(s, "0: play SUN-DR-DR-1 +faction")
    assert counts(s, 0) == "2/0/0/0/1"
    run(s, "1: play MOON-FI-FI-1")
    assert "play SUN-FI-FI-1 +faction" not in labels(s, 0)
    with pytest.raises(IllegalAction, match="once per round"):
        s.apply("play SUN-FI-FI-1 +faction", 0)
    run(s, "0: retire")
    assert s.view(None)["taken"] == {"drone": 0, "stargate": 0}  # Infiltration: stargate 1 > 0
    retire_all(s)
    assert s.view(None)["faction_used"] == []


def test_adaptation_any_suit_never_sets_the_suit():
    s = fgame("hiveminds", [["MOON-DR-DR-1", "SUN-FI-FI-1", "STAR-ME-ME-1", "STAR-FI-FI-1"],
                            ["MOON-FI-FI-1", "MOON-ME-ME-1"]])
    assert "play MOON-DR-DR-1 +faction" in labels(s, 0)
    run(s, "0: play MOON-DR-DR-1 +faction")
    assert s.view(None)["suits"][0] is None
    run(s, "1: play MOON-FI-FI-1", "0: play STAR-ME-ME-1", "1: play MOON-ME-ME-1")
    assert s.view(None)["suits"][0] == "star"
    assert labels(s, 0) == {"retire", "play STAR-FI-FI-1"}


def test_innovation_keeps_one_force_twice():
    s = fgame("humans", [["SUN-FI-MI-1", "SUN-DR-DR-1"], ["MOON-FI-FI-1"]])
    assert {"play SUN-FI-MI-1 +faction keep=fighter", "play SUN-FI-MI-1 +faction keep=missile",
            "play SUN-DR-DR-1 +faction keep=drone"} <= labels(s, 0)
    run(s, "0: play SUN-FI-MI-1 +faction keep=missile")
    assert counts(s, 0) == "0/0/0/2/0"


def test_regeneration_takes_back_a_played_card_and_the_seat_has_still_played():
    s = fgame("martians", [["SUN-DR-DR-1", "SUN-FI-FI-1", "ECL-ME-1"], ["MOON-FI-FI-1", "MOON-ME-ME-1"]],
              deck=["ECL-SG-1"], market=["ECL-DR-1", "ECL-DR-2", "ECL-DR-3"], resistance={})
    run(s, "0: play SUN-DR-DR-1 +ECL-ME-1", "1: play MOON-FI-FI-1")
    assert {"play SUN-FI-FI-1 +faction back=SUN-DR-DR-1", "play SUN-FI-FI-1 +faction back=ECL-ME-1",
            "play SUN-FI-FI-1 +faction back=SUN-FI-FI-1"} <= labels(s, 0)
    run(s, "0: play SUN-FI-FI-1 +faction back=SUN-FI-FI-1")
    v = s.view(1)
    assert v["played"][0] == ["SUN-DR-DR-1", "ECL-ME-1"] and v["known_cards"][0] == ["SUN-FI-FI-1"]
    run(s, "1: play MOON-ME-ME-1", "0: play SUN-FI-FI-1")  # played again, normal rules
    s2 = fgame("martians", [["SUN-DR-DR-1"], ["MOON-FI-FI-1"]], deck=["ECL-SG-1"], market=["ECL-DR-1"],
               resistance={}, retired=[1])
    run(s2, "0: play SUN-DR-DR-1 +faction back=SUN-DR-DR-1", "0: retire")
    assert "ECL-SG-1" not in s2.view(0)["hand"]  # it has played: no extra draw


def test_production_takes_then_gives_and_needs_a_market():
    s = fgame("cyborgs", [["SUN-DR-DR-1", "SUN-FI-FI-1"], ["MOON-FI-FI-1"]], market=["ECL-SG-1", "ECL-SG-2"])
    run(s, "0: play SUN-DR-DR-1 +faction")
    assert s.to_move == (0,) and labels(s) == {"take ECL-SG-1", "take ECL-SG-2"}
    run(s, "0: take ECL-SG-2")
    assert labels(s) == {"give SUN-FI-FI-1", "give ECL-SG-2"}
    run(s, "0: give SUN-FI-FI-1")
    v = s.view(1)
    assert sorted(v["market"]) == ["ECL-SG-1", "SUN-FI-FI-1"] and v["known_cards"][0] == ["ECL-SG-2"]
    assert s.to_move == (1,)
    s = fgame("cyborgs", [["SUN-DR-DR-1"], ["MOON-FI-FI-1"]])
    assert "play SUN-DR-DR-1 +faction" not in labels(s, 0)
    with pytest.raises(IllegalAction, match="Production needs a card in the market"):
        s.apply("play SUN-DR-DR-1 +faction", 0)


def test_production_is_barred_in_extra_rounds():
    s = extra([["SUN-DR-DR-1"], ["MOON-DR-DR-1"]], fac=["cyborgs", "humans"], variant="factions",
              market=["ECL-DR-1"])
    assert "play SUN-DR-DR-1 +faction" not in labels(s, 0)


# ---- setup format errors (8.5) ---------------------------------------------------------------------

@pytest.mark.parametrize("setup, words", [
    ({"colour": 1}, "unknown key"),
    ({"hands": [["NOPE"], [], []]}, "unknown card"),
    ({"hands": [[], []]}, "one entry per seat"),
    ({"market": ["ECL-DR-1"], "discard": ["ECL-DR-1"]}, "two places"),
    ({"numbers": {"A": 1}}, "numbers"),
    ({"round": 2, "claimed": {"B": 0}}, "cannot be claimed"),
    ({"round": 6, "claimed": {"A": 0, "B": 0, "C": 0, "D": 0, "E": 0}}, "ends the game"),
    ({"round": 1, "stations": [[0, "g06", 2]]}, "round 2"),
    ({"stations": [[0, "g06", 1], [1, "g06", 1]]}, "two stations"),
    ({"resistance": {"A": ["ECL-DR-1"]}}, "2 players"),
    ({"faction_used": [0]}, "variant factions"),
    ({"played": [["SUN-DR-DR-1"], [], []], "retired": [0]}, "has played cards"),
    ({"phase": "DEAL", "hands": [[], [], []]}, "DEAL takes only"),
    ({"phase": "PLACE", "turn": 0}, "owed"),
    ({"phase": "SWITCH", "round": 11}, "1..10"),
    ({"round": "extra", "tied": [0, 1]}, "tied must be"),
    ({"taken": {"drone": 1}}, "has not retired"),
])
def test_bad_setups_are_rejected_with_a_message(setup, words):
    with pytest.raises(GameError, match=words):
        meeple.new_game("cosmoclasm", players=3, seed=1, options={"setup": setup})


def test_setup_rest_out_puts_cards_out_of_play():
    s = game(3, {"hands": [["SUN-DR-DR-1"], [], []], "rest": "out"})
    v = s.view(None)
    assert v["deck_size"] == 0 and len(v["out_of_play"]) == 84


# ---- hidden information (9) ------------------------------------------------------------------------

def test_determinization_keeps_cards_within_their_shuffle_and_depends_only_on_the_view():
    s = game(3, {"hands": [["ECL-SG-5"], ["SUN-DR-DR-1", "ECL-FI-1"], ["STAR-DR-DR-1"]],
                 "discard": ["MOON-DR-DR-1", "MOON-FI-FI-1", "MOON-ME-ME-1"], "rest": "out"})
    run(s, "0: retire")  # no Play: R5 draws from a deck reshuffled from the discard pile
    v = s.view(2)
    assert v["reshuffles"] == [["MOON-DR-DR-1", "MOON-FI-FI-1", "MOON-ME-ME-1"]]
    assert v["hidden_groups"][:2] == [[1, 1], [2, 0]] and v["deck_size"] == 2
    first = {}
    for seed in range(16):
        d = s.determinize(2, seed)
        assert d.view(2) == v
        h0 = d.view(0)["hand"]
        assert sum(c.startswith("MOON") for c in h0) == 1 and not any(c.startswith("MOON") for c in d.view(1)["hand"])
        first.setdefault(tuple(h0), seed)
    assert len(first) > 3
    again = [s.determinize(2, seed).determinize(2, 7) for seed in first.values()]
    assert all([a.view(o) for o in range(3)] == [again[0].view(o) for o in range(3)] for a in again)


def test_evaluate_favours_planets_and_leads_on_open_planets():
    s = game(3, {"round": 3, "claimed": {"A": 1}, "stations": [[2, "g22", 3], [2, "g23", 3], [0, "g17", 2]],
                 "hands": [["SUN-DR-DR-1"], [], []]})
    e = s.evaluate()
    assert len(e) == 3 and all(0.0 <= x <= 1.0 for x in e)
    assert e[1] > e[0] and e[2] > e[0]  # seat 1 has a planet; seat 2 leads on C (3) and B (2)
    over = end_of_round(5, 3, [[2, "g29", 3], [1, "g06", 1]], claimed={"A": 2, "B": 2})
    assert over.is_over and over.evaluate() == (0.5, 0.75, 1.0, 0.25, 0.0)


def test_evaluate_counts_the_superiorities_of_the_round():
    # seat 0 leads the dreadnoughts (2 against 1): it would take them if it retired now
    s = game(3, {"hands": [[], [], []], "played": [["SUN-DR-DR-1"], ["ECL-DR-1"], []]})
    e = s.evaluate()
    assert e[0] > e[1] == e[2]
    run(s, "0: retire")  # seat 0 takes the superiority; its battle station is still to place
    assert s.view(None)["phase"] == "PLACE" and s.evaluate()[0] == max(s.evaluate())
    tie = game(3, {"hands": [[], [], []], "played": [["ECL-DR-1"], ["ECL-DR-2"], []]})
    assert tie.evaluate() == (1 / 3,) * 3  # no seat leads: a tie takes nothing


def test_messages_state_rules_in_words_never_spec_sections():
    """Players do not have the spec: no illegal action cites a section or a ruling of it."""
    import re

    from meeple.core import Rng

    cited = re.compile(r"§|\bspec\b|\(\d+\.\d|\bI-\d|section \d|\bD\d\b|\bR\d\b")
    probes = ["retire", "play SUN-DR-ME-1", "play ECL-ME-1", "play SUN-DR-ME-1 +ECL-ME-1", "play SUN-DR-ME-1 +faction",
              "play SUN-DR-ME-1 +faction keep=drone", "play SUN-DR-ME-1 +faction back=ECL-ME-1", "take ECL-ME-1",
              "give ECL-ME-1", "place g01", "pick ECL-ME-1", "switch 2 3", "switch none", "start 7",
              "market ECL-ME-1 SUN-DR-ME-1", "nonsense"]
    seen = 0
    for variant, players in (("factions", 2), ("factions", 4), ("base", 3)):
        s = meeple.new_game("cosmoclasm", players=players, seed=3, variant=variant)
        r = Rng(5)
        for _ in range(150):
            if s.is_over:
                break
            seat = s.to_move[0]
            legal = {str(a) for a in s.legal_actions(seat)}
            for label in probes:
                if label not in legal:
                    with pytest.raises(IllegalAction) as e:
                        s.apply(label, seat)
                    assert not cited.search(str(e.value)), str(e.value)
                    seen += 1
            s.apply(r.choice(s.legal_actions(seat)), seat)
    assert seen > 1000


def _words(cid: str) -> str:
    """A card as events name it (``sun drone+mech``)."""
    return CARD_WORDS[CARD_INDEX[cid]]
