"""One test per rule of the spec (sections 0, 2-5) that the worked examples do not already cover."""

import pytest
from empire_helpers import game, in_play, labels, player

import meeple
from meeple import GameError, IllegalAction

# ---- setup (2.1, 5.1) ----


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_standard_setup(players):
    s = meeple.new_game("brass_empire", players=players, seed=4)
    v = s.view(None)
    assert v["pool"] == 25 * players
    assert v["labor_deck"] == 30 and v["design_deck"] == 30
    assert None not in v["labor_market"] and None not in v["design_department"]
    corps = [p["corporation"] for p in v["table"]]
    assert len(set(corps)) == players
    for p in v["table"]:
        assert p["platform"]["face_up"] and p["platform"]["damage"] == 0
        assert p["hand_count"] == 5 and p["draw_count"] == 5 and len(p["reserve"]) == 5
        assert sorted(p["unseen"]) == ["clerk"] * 7 + ["union_worker"] * 3
    assert v["turn"] == 1 and v["active"] == v["first"] and s.to_move == (v["first"],)


def test_first_player_is_random():
    firsts = {meeple.new_game("brass_empire", players=3, seed=seed).view(None)["first"] for seed in range(20)}
    assert firsts == {0, 1, 2}


def test_instance_numbering():
    s = meeple.new_game("brass_empire", players=2, seed=1, options={"corporations": "windcraft,omni_edo"})
    p1 = s.view(1)["table"][1]
    assert sorted(p1["hand"] + p1["draw"]) == sorted([f"clerk.{i}" for i in range(8, 15)] +
                                                     ["union_worker.4", "union_worker.5", "union_worker.6"])
    assert p1["platform"]["card"] == "mining_platform.2"
    assert p1["reserve"] == ["corporate_ninja.1", "corporate_ninja.2", "corporate_ninja.3", "sorting_facility.1",
                             "sorting_facility.2"]


def test_solitaire_setup_and_ai_seat():
    s = meeple.new_game("brass_empire", players=1, seed=2)
    assert s.variant == "solitaire" and s.seats == 2 and s.to_move == (0,)
    v = s.view(0)
    assert v["pool"] == 40 and v["first"] == 0 and v["ai"] == {"seat": 1, "tokens": 0, "play_area": [],
                                                              "score_pile": [], "last_turn": []}
    assert s.view(1) == s.view(None)
    assert s.legal_actions(1) == []


def test_solitaire_ai_never_to_move_and_logs_its_turn():
    s = meeple.new_game("brass_empire", players=1, seed=3)
    s.apply("end play")
    s.apply("end turn")
    assert s.to_move == (0,) and s.view(0)["turn"] == 3
    text = "\n".join(s.events)
    assert "the Solitaire AI" in text and "the AI takes" in text


# ---- options (0.1) ----


@pytest.mark.parametrize(("kw", "message"), [
    ({"players": 1, "variant": "standard"}, "standard"),
    ({"players": 6, "variant": "standard"}, "standard"),
    ({"players": 5, "variant": "teams"}, "teams"),
    ({"players": 2, "variant": "solitaire"}, "solitaire"),
    ({"players": 2, "variant": "battle", "options": {"pool": 30}}, "pool"),
    ({"players": 2, "options": {"equal_turns": True}}, "equal_turns"),
    ({"players": 2, "options": {"custom_reserve": 20}}, "custom_reserve"),
    ({"players": 6, "variant": "battle", "options": {"custom_reserve": 16}}, "custom_reserve"),
    ({"players": 2, "options": {"unused_reserve_cards": "shuffle_in"}}, "custom_reserve"),
    ({"players": 2, "options": {"corporations": "windcraft,windcraft"}}, "at most once"),
    ({"players": 2, "options": {"corporations": "windcraft"}}, "one corporation per player"),
    ({"players": 2, "options": {"corporations": "windcraft", "setup": {}}}, "cannot be combined"),
    ({"players": 6, "variant": "battle", "options": {"corporations": ["windcraft", "omni_edo", "mcglynn",
                                                                      "frontier_rail", "harlem_electric",
                                                                      "omni_edo", ]}}, None),
])
def test_option_checks(kw, message):
    if message is None:
        meeple.new_game("brass_empire", seed=1, **kw)
        return
    with pytest.raises(GameError, match=message):
        meeple.new_game("brass_empire", seed=1, **kw)


def test_choose_corporations():
    s = meeple.new_game("brass_empire", players=6, seed=1, variant="teams", options={"corporations": "choose"})
    assert s.to_move == (0,) and len(labels(s)) == 5
    for seat, corp in enumerate(["windcraft", "omni_edo", "mcglynn", "frontier_rail", "harlem_electric"]):
        s.apply(f"corporation {corp}", seat)
    assert len(labels(s, 5)) == 5  # the sixth seat picks the duplicate
    s.apply("corporation windcraft", 5)
    v = s.view(None)
    assert [p["corporation"] for p in v["table"]][-1] == "windcraft"
    assert v["table"][5]["reserve"][0] == "parts_silo.3"  # its own reserve copy


def test_custom_reserve_decks_are_exact():
    s = meeple.new_game("brass_empire", players=2, seed=1, options={"custom_reserve": 10,
                                                                    "corporations": "windcraft,harlem_electric"})
    choices = labels(s, 0)
    assert "reserve parts_silo*2 pester_hound*3" in choices
    assert all(x.startswith("reserve ") for x in choices) and 1 < len(choices) <= 90
    with pytest.raises(IllegalAction):
        s.apply("reserve pester_hound*3")  # worth 6, not 10
    s.apply("reserve airship_designer assembly_line_worker gunship pester_hound*2", 0)
    s.apply("reserve battery_turbine*2 volt_militia*3", 1)
    v = s.view(0)
    assert v["table"][0]["reserve"] == ["airship_designer.1", "assembly_line_worker.1", "gunship.1",
                                        "pester_hound.1", "pester_hound.2"]
    assert v["labor_deck"] == 36 - 2 - 6
    assert v["design_deck"] == 36 - 1 - 6 - 0
    assert "airship_designer.1" not in v["labor_market"]


def test_custom_reserve_duplicate_colour_leaves_the_later_seat_a_deck():
    s = meeple.new_game("brass_empire", players=6, seed=2, variant="battle",
                        options={"custom_reserve": 15, "corporations": ["windcraft", "omni_edo", "mcglynn",
                                                                        "frontier_rail", "harlem_electric",
                                                                        "windcraft"]})
    for seat in range(6):
        options = labels(s, seat)
        assert options
        s.apply(options[-1], seat)
    assert s.to_move and s.view(None)["phase"] == "play"


def test_unused_reserve_cards_shuffled_in():
    s = meeple.new_game("brass_empire", players=2, seed=1, options={
        "custom_reserve": 4, "unused_reserve_cards": "shuffle_in", "corporations": "windcraft,omni_edo"})
    s.apply("reserve pester_hound*2", 0)
    s.apply("reserve corporate_ninja*2", 1)
    v = s.view(None)
    # three corporations nobody plays (15 cards) and 3 + 3 unchosen own cards join the shared decks
    assert v["labor_deck"] + v["design_deck"] + 12 == 72 + 15 + 6


# ---- the turn (3.2-3.5) ----


def test_buying_rules():
    s = game({"turn_pool": {"labor": 3, "construction": 3},
              "labor_market": ["day_laborer.1", "executive.1", None, "saboteur.1", "foreman.1", "recruiter.1"],
              "design_department": ["security_guard.1", "brass_golem.1", "workshop.1", None, None, None],
              "labor_deck": ["engineer.1"], "design_deck": [], "exact": ["design"],
              "players": [{"corporation": "windcraft"}, {}]})
    legal = labels(s)
    assert "buy labor 2" not in legal and "buy labor 3" not in legal and "buy design 2" not in legal
    assert legal[:6] == ["buy labor 1", "buy labor 4", "buy labor 6", "buy design 1", "buy design 3",
                         "buy reserve pester_hound"]
    with pytest.raises(IllegalAction, match="costs 7 Labor and you have 3"):
        s.apply("buy labor 2")
    with pytest.raises(IllegalAction, match="empty"):
        s.apply("buy labor 3")
    with pytest.raises(IllegalAction, match="only in Team Play"):
        s.apply("buy labor 1 gift")
    s.apply("buy design 1")
    v = s.view(0)
    assert v["design_department"][0] is None  # the design deck is empty: the slot stays empty (I-27)
    assert v["table"][0]["discard"] == ["security_guard.1"] and v["turn_pool"]["construction"] == 1
    s.apply("buy labor 1")
    assert s.view(0)["labor_market"][0] == "engineer.1"


def test_buy_reserve_takes_the_lowest_instance():
    s = game({"turn_pool": {"construction": 3}, "players": [{"corporation": "windcraft"}, {}]})
    s.apply("buy reserve pester_hound")
    assert player(s, 0)["discard"] == ["pester_hound.1"]
    assert player(s, 0)["reserve"] == ["parts_silo.1", "parts_silo.2", "pester_hound.2", "pester_hound.3"]


def test_play_phase_then_action_phase():
    s = game({"players": [{"hand": ["clerk.1", "workshop.1"], "in_play": ["steamcycle.1"]}, {}]})
    assert "mine steamcycle.1" not in labels(s)
    with pytest.raises(IllegalAction, match="action phase"):
        s.apply("mine steamcycle.1")
    s.apply("play workshop.1")
    assert "activate workshop.1" not in labels(s)
    with pytest.raises(IllegalAction, match="under construction"):
        s.apply("activate workshop.1")
    s.apply("end play")
    with pytest.raises(IllegalAction, match="only in the play phase"):
        s.apply("play clerk.1")
    assert labels(s)[-1] == "end turn"


def test_end_of_turn_discards_the_whole_hand_and_flips_next_turn():
    s = game({"players": [{"hand": ["clerk.1", "clerk.2", "workshop.1"]}, {}]})
    s.apply("play workshop.1")
    s.apply("play clerk.1")
    s.apply("end play")
    s.apply("end turn")
    p0 = player(s, 0)
    assert sorted(p0["discard"]) == [] and p0["hand_count"] == 2  # reshuffled and drawn back
    s.apply("end play")
    s.apply("end turn")
    assert in_play(s, 0, "workshop.1")["face_up"]


def test_when_built_effects_in_the_order_played():
    s = game({"phase": "start", "players": [
        {"in_play": [{"card": "guard_post.1", "face_up": False}, {"card": "mcglynn_tower.1", "face_up": False}],
         "deck": ["clerk.1"]}, {"in_play": ["steamcycle.1"]}]})
    assert labels(s) == ["target steamcycle.1"]  # the Guard Post first
    assert player(s, 0)["hand_count"] == 0
    s.apply("target steamcycle.1")
    assert player(s, 0)["hand_count"] == 1


def test_mid_turn_reshuffle_excludes_cards_played_this_turn():
    s = game({"players": [{"hand": ["clerk.1", "recruiter.1"], "discard": ["union_worker.1"]}, {}]})
    s.apply("play clerk.1")
    s.apply("play recruiter.1")
    assert player(s, 0, 0)["hand"] == ["union_worker.1"] and player(s, 0)["played"] == ["clerk.1", "recruiter.1"]


def test_a_unit_destroyed_the_turn_it_was_played_waits_with_the_played_cards():
    s = game({"players": [{"hand": ["steamcycle.1", "saboteur.1"]},
                          {"in_play": ["capacitor_trap.1"]}]})
    s.apply("play steamcycle.1")
    s.apply("play saboteur.1")
    s.apply("target capacitor_trap.1")
    s.apply("use capacitor_trap.1", 1)
    s.apply("target steamcycle.1", 1)
    p0 = player(s, 0)
    assert p0["discard"] == [] and p0["played"] == ["saboteur.1", "steamcycle.1"]
    assert any("damage to P2's Capacitor Trap is lost" in e for e in s.events)


def test_unit_eligibility_and_one_action_per_turn():
    s = game({"turn": 5, "phase": "action", "players": [
        {"in_play": [{"card": "steamcycle.1", "entered": 4}, {"card": "pester_hound.1", "entered": 5},
                     {"card": "security_guard.1", "acted": True}]}, {}]})
    legal = labels(s)
    assert "mine steamcycle.1" in legal
    assert not any("pester_hound" in x or "security_guard" in x for x in legal)
    with pytest.raises(IllegalAction, match="entered play this turn"):
        s.apply("mine pester_hound.1")
    with pytest.raises(IllegalAction, match="already acted"):
        s.apply("mine security_guard.1")
    s.apply("mine steamcycle.1")
    assert "attack steamcycle.1 mining_platform.2" not in labels(s)


def test_attack_targets_are_opponents_face_up_cards():
    s = game({"phase": "action", "players": [
        {"in_play": ["steamcycle.1", "workshop.1"]},
        {"in_play": ["security_guard.1", {"card": "warehouse.1", "face_up": False}],
         "platform": {"face_up": False}}]})
    assert labels(s) == ["activate workshop.1", "mine steamcycle.1", "attack steamcycle.1 security_guard.1",
                         "end turn"]
    with pytest.raises(IllegalAction, match="only opponents"):
        s.apply("attack steamcycle.1 workshop.1")


def test_illegal_actions_leave_the_state_untouched():
    s = game(EXAMPLE := {"phase": "action", "players": [{"in_play": ["steamcycle.1"]}, {}]})
    before = s.view(None)
    for bad in ("play clerk.1", "buy labor 9", "attack steamcycle.1 seat 1", "rebuild", "end play", "option 1"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    assert s.view(None) == before and EXAMPLE


# ---- end of the game (4.1) ----


def test_safety_cap_ends_the_game():
    s = game({"turn": 400, "round": 200, "phase": "action", "players": [{}, {}]})
    assert s.to_move == (1,)
    s.apply("end turn")
    assert s.is_over and s.view(None)["capped"]
    assert any("safety cap" in e for e in s.events)


def test_end_trigger_on_the_last_seat_ends_at_once():
    s = game({"turn": 2, "phase": "action", "pool": 1, "players": [{}, {"in_play": ["steamcycle.1"]}]})
    s.apply("mine steamcycle.1")
    s.apply("end turn")
    assert s.is_over


# ---- Team Play (5.3) ----


def test_team_gifts_and_teammates_are_not_targets():
    s = game({"phase": "action", "turn_pool": {"labor": 3},
              "labor_market": ["day_laborer.1", "bricklayer.1", "foreman.1", "recruiter.1", "engineer.1",
                               "saboteur.1"],
              "players": [{"in_play": ["steamcycle.1"]}, {"in_play": ["security_guard.1"]},
                          {"in_play": ["pester_hound.1"]}, {}]}, players=4, variant="teams")
    legal = labels(s)
    assert "buy labor 1 gift" in legal and "buy labor 4 gift" not in legal
    assert not any(x.startswith("buy reserve") and x.endswith("gift") for x in legal)  # reserve buys: no gifts
    assert not any("pester_hound" in x or "mining_platform.3" in x for x in legal)
    assert "attack steamcycle.1 security_guard.1" in legal and "attack steamcycle.1 mining_platform.4" in legal
    s.apply("buy labor 1 gift")
    assert player(s, 2)["discard"] == ["day_laborer.1"] and s.view(None)["turn_pool"]["labor"] == 0


def test_team_result_names_both_members():
    s = game({"turn": 4, "phase": "action", "pool": 0, "overflow_taken": 1,
              "players": [{"tokens": 5}, {"tokens": 9}, {"tokens": 6}, {"tokens": 1}]}, players=4, variant="teams")
    s.apply("end turn")
    res = s.result()
    assert s.is_over and res.winners == (2, 0) and res.ranking == (2, 0, 1, 3)
    assert res.details["team_scores"] == [11, 10]


# ---- Battle Mode (5.4) ----


def test_battle_no_mining_player_attacks_and_elimination():
    s = game({"phase": "action", "players": [{"in_play": ["sky_zeppelin.1"]}, {"tokens": 5}, {"tokens": 9}]},
             players=3, variant="battle")
    legal = labels(s)
    assert not any(x.startswith("mine") for x in legal)
    assert legal[-3:] == ["attack sky_zeppelin.1 seat 1", "attack sky_zeppelin.1 seat 2", "end turn"]
    s.apply("attack sky_zeppelin.1 seat 1")
    v = s.view(None)
    assert v["eliminated"] == [1] and v["table"][1]["tokens"] == 0 and not s.is_over
    s.apply("end turn")
    assert s.to_move == (2,)


def test_battle_last_one_standing_and_no_destruction_reward():
    s = game({"phase": "action", "players": [{"tokens": 20, "in_play": ["sky_zeppelin.1", "steamcycle.1"]},
                                             {"tokens": 3, "in_play": ["security_guard.1"]}]}, variant="battle")
    s.apply("attack steamcycle.1 security_guard.1")
    assert player(s, 0)["tokens"] == 20 and player(s, 1)["tokens"] == 3
    s.apply("attack sky_zeppelin.1 seat 1")
    assert s.is_over
    res = s.result()
    assert res.winners == (0,) and res.scores == (20, 0) and res.ranking == (0, 1)


def test_battle_gains_restore_life_up_to_20():
    s = game({"players": [{"tokens": 19, "hand": ["mine_overseer.1", "rail_banker.1"], "in_play":
                           ["brass_refinery.1"]}, {}]}, variant="battle")
    s.apply("activate brass_refinery.1")
    assert player(s, 0)["tokens"] == 20


def test_battle_setup_checks():
    with pytest.raises(GameError, match="life"):
        game({"players": [{"tokens": 25}, {}]}, variant="battle")
    with pytest.raises(GameError, match="two players"):
        game({"eliminated": [1], "players": [{}, {"tokens": 0}]}, variant="battle")


# ---- the setup format's errors (6.7) ----


@pytest.mark.parametrize(("setup", "message"), [
    ({"colour": 1}, "unknown key"),
    ({"turn": 0}, "turn"),
    ({"players": [{}]}, "exactly 2"),
    ({"labor_market": ["day_laborer.1"]}, "exactly 6"),
    ({"players": [{"hand": ["nonsense"]}, {}]}, "unknown card"),
    ({"players": [{"hand": ["clerk.x"]}, {}]}, "instance id"),
    ({"players": [{"hand": ["clerk.15"]}, {}]}, "only 14 copies"),
    ({"players": [{"hand": ["clerk.1", "clerk.1"]}, {}]}, "twice"),
    ({"players": [{"hand": ["mining_platform.1"]}, {}]}, "Mining Platform"),
    ({"labor_deck": ["steamcycle.1"]}, "cannot lie there"),
    ({"players": [{"in_play": ["clerk.1"]}, {}]}, "cannot lie there"),
    ({"players": [{"in_play": [{"card": "steamcycle.1", "face_up": False}]}, {}]}, "face down"),
    ({"players": [{"in_play": [{"card": "steamcycle.1", "damage": 2}]}, {}]}, "health"),
    ({"players": [{"in_play": [{"card": "workshop.1", "acted": True}]}, {}]}, "only units"),
    ({"players": [{}, {"played": ["clerk.1"]}]}, "active player"),
    ({"phase": "start", "turn_pool": {"labor": 1}}, "phase start"),
    ({"pool": 3, "overflow_taken": 1}, "overflow"),
    ({"ai": {}}, "Solitaire"),
    ({"players": [{"corporation": "windcraft"}, {"corporation": "windcraft"}]}, "at most once"),
    ({"phase": "play", "pending": {"attack": ["steamcycle.1", "mining_platform.2"]},
      "players": [{"in_play": ["steamcycle.1"]}, {}]}, "action phase"),
    ({"played_this_turn": ["clerk.1"], "players": [{}, {"hand": ["clerk.1"]}]}, "not a card of the active"),
])
def test_setup_errors(setup, message):
    with pytest.raises(ValueError, match=message):
        game(setup)


def test_setup_pending_attack_opens_the_window():
    s = game({"phase": "action", "pending": {"attack": ["steamcycle.1", "security_guard.1"]},
              "players": [{"in_play": ["steamcycle.1"]}, {"in_play": ["security_guard.1", "brass_vault.1"]}]})
    assert s.to_move == (1,) and labels(s, 1) == ["use brass_vault.1", "pass"]
    s.apply("pass", 1)
    assert in_play(s, 1, "security_guard.1") is None


def test_setup_is_replayable():
    s = game({"players": [{"hand": ["clerk", "clerk", "saboteur"]}, {"in_play": ["steamcycle"]}]})
    s.apply("play saboteur.1")
    s.apply("target steamcycle.1")
    r = meeple.replay(s.record())
    assert r.view(0) == s.view(0) and r.events == s.events


# ---- evaluate() for the bots ----


def test_evaluate_favours_the_leader():
    s = game({"players": [{"tokens": 30, "in_play": ["steamcycle.1"]}, {"tokens": 2}]})
    values = s.evaluate()
    assert len(values) == 2 and all(0.0 <= v <= 1.0 for v in values) and values[0] > 0.9 > 0.1 > values[1]
    solo = game({"players": [{"tokens": 3}], "ai": {"tokens": 20}}, players=1, variant="solitaire")
    assert len(solo.evaluate()) == 2 and solo.evaluate()[1] > solo.evaluate()[0]


# ---- more of 3.8, 4.3, 5.1, 5.4 ----


def test_response_window_order_and_passes_in_a_row():
    s = game({"phase": "action", "players": [
        {"in_play": ["steamcycle.1"]}, {"in_play": ["brass_vault.1", "security_guard.1"]},
        {"in_play": ["capacitor_trap.1"]}]}, players=3)
    s.apply("attack steamcycle.1 security_guard.1")
    assert s.to_move == (1,)
    s.apply("use brass_vault.1", 1)
    assert s.to_move == (2,)
    s.apply("pass", 2)
    assert s.to_move == (0,)  # seat 1 has nothing usable left: passed automatically; all passed in a row
    assert in_play(s, 1, "security_guard.1") is None


def test_a_use_reopens_the_asking_around_the_table():
    s = game({"phase": "action", "players": [
        {"in_play": ["steamcycle.1"]}, {"in_play": ["brass_vault.1", "security_guard.1"]},
        {"in_play": ["capacitor_trap.1"]}]}, players=3)
    s.apply("attack steamcycle.1 security_guard.1")
    s.apply("pass", 1)
    s.apply("use capacitor_trap.1", 2)
    s.apply("target steamcycle.1", 2)
    assert s.to_move == (1,)  # asked again after seat 2's use
    s.apply("pass", 1)
    assert s.to_move == (0,) and any("fizzles" in e for e in s.events)


def test_a_full_tie_is_a_shared_win():
    s = game({"turn": 2, "phase": "action", "pool": 0, "overflow_taken": 1,
              "players": [{"corporation": "windcraft", "tokens": 4}, {"corporation": "omni_edo", "tokens": 4}]})
    s.apply("end turn")
    assert s.result().winners == (0, 1)


def test_drawing_from_empty_piles_draws_nothing():
    s = game({"players": [{"hand": ["recruiter.1"]}, {}]})
    s.apply("play recruiter.1")
    assert player(s, 0)["hand_count"] == 0 and s.view(0)["turn_pool"]["labor"] == 1


def test_solitaire_human_destroys_an_ai_unit_and_responds_to_its_attack():
    s = game({"phase": "action", "players": [{"tokens": 9, "in_play": ["sky_zeppelin.1", "capacitor_trap.1"]}],
              "ai": {"tokens": 1, "play_area": ["steamcycle.1", "pester_hound.1"]}}, players=1, variant="solitaire")
    s.apply("attack sky_zeppelin.1 steamcycle.1")
    v = s.view(0)
    assert v["ai"]["score_pile"] == ["steamcycle.1"] and v["table"][0]["tokens"] == 10
    s.apply("end turn")
    assert s.to_move == (0,) and labels(s) == ["use capacitor_trap.1", "pass"]  # the AI's hound attacks
    s.apply("use capacitor_trap.1")
    s.apply("target pester_hound.1")
    v = s.view(0)
    assert v["ai"]["score_pile"][:2] == ["steamcycle.1", "pester_hound.1"]  # then the Labor card it took
    assert v["table"][0]["platform"]["damage"] == 0
    assert v["turn"] == 3 and s.to_move == (0,)
    assert any("fizzles" in step for step in v["ai"]["last_turn"])


def test_solitaire_steal_from_the_ai():
    s = game({"players": [{"hand": ["wire_thief.1"]}], "ai": {"tokens": 4}}, players=1, variant="solitaire")
    s.apply("play wire_thief.1")
    assert labels(s) == ["opponent 1"]
    s.apply("opponent 1")
    assert s.view(0)["ai"]["tokens"] == 3 and player(s, 0)["tokens"] == 1


def test_battle_safety_cap_most_tokens_win():
    s = game({"turn": 600, "round": 200, "phase": "action", "first": 0, "active": 2,
              "players": [{"tokens": 7}, {"tokens": 12}, {"tokens": 12}]}, players=3, variant="battle")
    s.apply("end turn")
    res = s.result()
    assert s.is_over and res.winners == (1, 2) and res.ranking == (1, 2, 0) and res.details["capped"]


def test_battle_steal_moves_life():
    s = game({"players": [{"tokens": 19, "hand": ["wire_thief.1"]}, {"tokens": 1}]}, variant="battle")
    s.apply("play wire_thief.1")
    s.apply("opponent 1")
    assert s.is_over and s.result().winners == (0,) and player(s, 0)["tokens"] == 20


def test_every_target_value_is_reachable_by_every_colour():
    from meeple.builtin.brass_empire.setup import _taken, custom_decks
    for corp in range(5):
        for target in range(1, 20):
            decks = custom_decks(corp, target, {})
            assert 1 <= len(decks) <= 90
            assert all(1 <= sum(k for _, k in d) <= 10 for d in decks)
        for target in (10, 15):  # two seats of one colour (6 players) both find a deck
            assert any(custom_decks(corp, target, _taken((d,))) for d in custom_decks(corp, target, {}))


# ---- every rejection names the rule it breaks ----


@pytest.mark.parametrize(("setup", "label", "message"), [
    ({"phase": "action", "players": [{"in_play": ["workshop.1"]}, {}]}, "demolish workshop.1", "no demolish"),
    ({"players": [{"in_play": ["workshop.1"]}, {}]}, "rebuild", "not destroyed"),
    ({"players": [{"platform": {"face_up": False}}, {}]}, "rebuild", "costs 1 Construction"),
    ({"players": [{"in_play": [{"card": "workshop.1", "activated": True}]}, {}]}, "activate workshop.1",
     "once per turn"),
    ({"players": [{"in_play": ["passenger_station.1"]}, {}]}, "activate passenger_station.1", "costs 2 Labor"),
    ({"players": [{}, {"in_play": ["workshop.1"]}]}, "activate workshop.1", "your own buildings"),
    ({"players": [{}, {}]}, "end turn", "end the play phase first"),
    ({"phase": "action", "players": [{}, {}]}, "end play", "already over"),
    ({"players": [{"corporation": "windcraft"}, {}]}, "buy reserve volt_militia", "holds no volt_militia"),
    ({"players": [{"corporation": "windcraft"}, {}]}, "buy reserve pester_hound", "costs 3 Construction"),
    ({"phase": "action", "players": [{"in_play": ["steamcycle.1"]}, {"in_play": ["steamcycle.2"]}]},
     "attack steamcycle.1 seat 1", "Battle Mode"),
    ({"phase": "action", "players": [{"in_play": ["steamcycle.1"]}, {}]}, "ability steamcycle.1", "no ability"),
    ({"phase": "action", "players": [{}, {"in_play": ["steamcycle.1"]}]}, "mine steamcycle.1", "your own units"),
    ({"players": [{"hand": ["saboteur.1"]}, {"in_play": ["steamcycle.1"]}]}, "end play", None),
])
def test_rejections_name_the_rule(setup, label, message):
    s = game(setup)
    if message is None:
        s.apply("play saboteur.1")
        with pytest.raises(IllegalAction, match="first choose the target"):
            s.apply(label)
        return
    before = s.view(None)
    with pytest.raises(IllegalAction, match=message):
        s.apply(label)
    assert s.view(None) == before


def test_battle_mode_refuses_mining():
    s = game({"phase": "action", "players": [{"in_play": ["steamcycle.1"]}, {}]}, variant="battle")
    with pytest.raises(IllegalAction, match="cannot mine"):
        s.apply("mine steamcycle.1")
