"""The spec's worked examples EX-1 to EX-18 (section 9), each built from an exact position."""

import pytest
from empire_helpers import game, in_play, labels, player

from meeple import IllegalAction

EX1 = {"turn": 7, "phase": "action", "pool": 30,
       "players": [{"tokens": 4, "in_play": [{"card": "corporate_ninja.1", "damage": 1, "entered": 5}]},
                   {"tokens": 6, "in_play": ["supply_depot.1"]}]}


def test_ex1_rulebook_combat():
    s = game(EX1)
    assert player(s, 0)["corporation"] == "omni_edo" and player(s, 1)["corporation"] == "harlem_electric"
    s.apply("attack corporate_ninja.1 supply_depot.1")
    v = s.view(None)
    assert [p["tokens"] for p in v["table"]] == [5, 7]
    assert v["pool"] == 28
    assert v["table"][0]["discard"][-1] == "corporate_ninja.1"
    assert v["table"][1]["discard"][-1] == "supply_depot.1"
    assert v["table"][0]["in_play"] == [] and v["table"][1]["in_play"] == []
    assert v["turn_pool"] == {"labor": 0, "construction": 0}  # the depot's demolish did not happen


def test_ex1_ninja_ability_targets_units_only():
    s = game(EX1)
    s.apply("ability corporate_ninja.1")
    assert s.ask is None  # no opponent unit: the damage has no legal target and CHOOSE_TARGET is skipped
    assert in_play(s, 1, "supply_depot.1")["damage"] == 0


EX2 = {"turn": 3, "phase": "action", "players": [{"in_play": ["security_guard.1"]}, {"in_play": ["workshop.1"]}]}


def test_ex2_persistent_damage():
    s = game(EX2)
    s.apply("attack security_guard.1 workshop.1")
    assert in_play(s, 1, "workshop.1")["damage"] == 1 and in_play(s, 0, "security_guard.1")["damage"] == 0
    s.apply("end turn")
    assert "activate workshop.1" in labels(s)  # turn 4: still usable, damage stays
    s.apply("activate workshop.1")
    assert s.view(None)["turn_pool"]["construction"] == 1
    s.apply("end play")
    s.apply("end turn")
    assert in_play(s, 1, "workshop.1")["damage"] == 1
    s.apply("end play")
    s.apply("attack security_guard.1 workshop.1")
    assert in_play(s, 1, "workshop.1")["damage"] == 2
    s.apply("end turn")
    s.apply("end play")
    s.apply("end turn")
    s.apply("end play")
    tokens = player(s, 0)["tokens"]
    s.apply("attack security_guard.1 workshop.1")
    assert in_play(s, 1, "workshop.1") is None
    assert "workshop.1" in player(s, 1)["discard"]
    assert player(s, 0)["tokens"] == tokens + 1
    assert in_play(s, 0, "security_guard.1")["damage"] == 0


EX3 = {"turn": 8, "phase": "play", "players": [{"in_play": ["steamcycle.1"]}, {"hand": ["pester_hound.1"]}]}


def test_ex3_strike_back_by_unit_played_this_turn():
    s = game(EX3)
    assert s.to_move == (1,)
    s.apply("play pester_hound.1")
    s.apply("end play")
    for bad in ("mine pester_hound.1", "attack pester_hound.1 steamcycle.1", "ability pester_hound.1"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    s.apply("end turn")
    s.apply("end play")
    s.apply("attack steamcycle.1 pester_hound.1")
    assert [p["tokens"] for p in s.view(None)["table"]] == [1, 1]
    assert "steamcycle.1" in player(s, 0)["discard"] and "pester_hound.1" in player(s, 1)["discard"]


def _ex4(face_up):
    return game({"phase": "action", "pool": 40, "players": [
        {"platform": {"face_up": face_up}, "in_play": ["steam_drill.1", "pester_hound.1"]}, {}]})


def test_ex4_mining_and_platform_bonus():
    s = _ex4(True)
    s.apply("mine steam_drill.1")
    assert player(s, 0)["tokens"] == 3
    s.apply("mine pester_hound.1")
    assert player(s, 0)["tokens"] == 5 and s.view(None)["pool"] == 35
    s = _ex4(False)
    s.apply("mine steam_drill.1")
    s.apply("mine pester_hound.1")
    assert player(s, 0)["tokens"] == 4


def test_ex5_platform_destroyed_and_rebuilt():
    s = game({"turn": 10, "phase": "action", "players": [
        {"in_play": [{"card": "pester_hound.1", "entered": 7}, {"card": "steam_drill.1", "entered": 7}],
         "hand": ["union_worker.1"]},
        {"in_play": ["brass_golem.1", "security_guard.1"]}]})
    assert s.to_move == (1,)
    s.apply("attack brass_golem.1 mining_platform.1")
    plat = player(s, 0)["platform"]
    assert plat == {"card": "mining_platform.1", "face_up": False, "damage": 0}
    assert player(s, 1)["tokens"] == 1 and in_play(s, 1, "brass_golem.1")["damage"] == 1
    assert not any("mining_platform.1" in x for x in labels(s))
    s.apply("end turn")
    assert not player(s, 0)["platform"]["face_up"]  # not flipped at turn start
    s.apply("play union_worker.1")
    s.apply("end play")
    s.apply("mine pester_hound.1")
    assert player(s, 0)["tokens"] == 2
    s.apply("rebuild")
    assert player(s, 0)["platform"]["face_up"] and s.view(None)["turn_pool"]["construction"] == 0
    s.apply("mine steam_drill.1")
    assert player(s, 0)["tokens"] == 5
    with pytest.raises(IllegalAction):
        s.apply("rebuild")


def _solo(human_tokens, ai_tokens, area, pool=25):
    return game({"turn": 10, "phase": "start", "pool": pool,
                 "players": [{"corporation": "windcraft", "tokens": human_tokens}],
                 "ai": {"tokens": ai_tokens, "play_area": area},
                 "labor_market": ["day_laborer.1", "bricklayer.1", "foreman.1", "recruiter.1", "engineer.1",
                                  "saboteur.1"],
                 "design_department": ["workshop.1", "steam_drill.1", "constable.1", "chroniker.1", "brass_golem.1",
                                       "edo_enforcer.1"],
                 "labor_deck": ["executive.1"], "design_deck": ["rail_yard.1"]}, players=1, variant="solitaire")


EX6_AREA = ["security_guard.1", "warehouse.2", "vanguard_mercenary.1", "steamcycle.1"]


def test_ex6_ai_attacks_platform_then_mines():
    s = _solo(10, 6, EX6_AREA)
    v = s.view(0)
    assert v["turn"] == 11 and v["phase"] == "play" and s.to_move == (0,)
    assert v["table"][0]["tokens"] == 10 and not v["table"][0]["platform"]["face_up"]
    assert v["ai"]["tokens"] == 12 and v["pool"] == 19
    assert v["ai"]["score_pile"] == ["saboteur.1"]
    assert [e["card"] for e in v["ai"]["play_area"]] == EX6_AREA + ["edo_enforcer.1"]
    assert [e["damage"] for e in v["ai"]["play_area"]] == [1, 0, 1, 0, 0]
    assert v["labor_market"] == ["executive.1", "day_laborer.1", "bricklayer.1", "foreman.1", "recruiter.1",
                                 "engineer.1"]
    assert v["design_department"] == ["rail_yard.1", "workshop.1", "steam_drill.1", "constable.1", "chroniker.1",
                                      "brass_golem.1"]
    text = "\n".join(s.events)
    assert "attacks your Mining Platform" in text and "mines 3 Brass" in text and "score pile" in text


def test_ex7_ai_mines_on_equal_tokens():
    s = _solo(8, 6, EX6_AREA)
    v = s.view(0)
    assert v["ai"]["tokens"] == 14 and v["pool"] == 17
    assert v["table"][0]["platform"] == {"card": "mining_platform.1", "face_up": True, "damage": 0}
    assert v["ai"]["score_pile"] == ["saboteur.1"] and v["ai"]["play_area"][-1]["card"] == "edo_enforcer.1"


def test_ex8_ai_below_threshold():
    s = _solo(0, 3, [], pool=30)
    v = s.view(0)
    assert v["ai"]["tokens"] == 4 and v["ai"]["score_pile"] == ["saboteur.1"] and v["ai"]["play_area"] == []
    assert v["labor_market"][0] == "executive.1"
    assert v["design_department"][-1] == "edo_enforcer.1"  # unchanged


def test_ex9_ai_exactly_at_threshold():
    s = _solo(0, 5, ["workshop.2"])
    v = s.view(0)
    assert v["ai"]["tokens"] == 7
    assert v["ai"]["score_pile"] == ["saboteur.1"]
    assert [e["card"] for e in v["ai"]["play_area"]] == ["workshop.2", "edo_enforcer.1"]


ROW = ["workshop.1", "steam_drill.1", "constable.1", "chroniker.1", "brass_golem.1", "edo_enforcer.1"]


@pytest.mark.parametrize(("variant", "players", "expected"), [
    ("solitaire", 1, ["rail_yard.1", "workshop.1", "steam_drill.1", "chroniker.1", "brass_golem.1", "edo_enforcer.1"]),
    ("standard", 2, ["workshop.1", "steam_drill.1", "rail_yard.1", "chroniker.1", "brass_golem.1", "edo_enforcer.1"]),
])
def test_ex10_shift_on_a_human_purchase(variant, players, expected):
    s = game({"turn_pool": {"construction": 9}, "design_department": ROW, "design_deck": ["rail_yard.1"],
              "players": [{}] * players}, players=players, variant=variant)
    s.apply("buy design 3")
    assert s.view(None)["design_department"] == expected
    assert player(s, 0)["discard"] == ["constable.1"]


def _ex11(**options):
    return game({"turn": 21, "phase": "action", "pool": 2,
                 "players": [{"corporation": "windcraft", "tokens": 5, "in_play": ["steam_drill.1"]}],
                 "ai": {"tokens": 9, "play_area": ["steamcycle.1"], "score_pile": ["executive.1"]}},
                players=1, variant="solitaire", **options)


def test_ex11_solitaire_end_default():
    s = _ex11()
    s.apply("mine steam_drill.1")
    v = s.view(0)
    assert v["pool"] == 0 and v["overflow_taken"] == 1 and v["end_triggered"] and v["table"][0]["tokens"] == 8
    s.apply("end turn")
    assert s.is_over
    assert s.view(0)["ai"]["tokens"] == 9  # the AI did not play
    res = s.result()
    # human: 8 tokens + Steam Drill 1 (the unbought reserve does not count); AI: 9 + Executive 3 + SteamCycle 1
    assert res.scores == (9, 13) and res.winners == (1,) and res.ranking == (1, 0)


def test_ex11_solitaire_equal_turns():
    s = _ex11(equal_turns=True)
    s.apply("mine steam_drill.1")
    s.apply("end turn")
    assert s.is_over
    v = s.view(0)
    assert v["turn"] == 22
    assert v["ai"]["tokens"] == 9 + 1 + 3  # income 1 from the overflow, then the SteamCycle mines 3 (8 < 10)
    assert v["overflow_taken"] == 1 + 4


def test_ex12_standard_end_of_round():
    s = game({"turn": 5, "first": 1, "phase": "action", "pool": 1, "platform_bonus_used": True,
              "players": [{}, {}, {"in_play": ["pester_hound.1"]}]}, players=3)
    assert s.to_move == (2,)
    s.apply("mine pester_hound.1")
    v = s.view(None)
    assert v["pool"] == 0 and v["overflow_taken"] == 1 and v["end_triggered"]
    s.apply("end turn")
    assert s.to_move == (0,) and not s.is_over
    s.apply("end play")
    s.apply("end turn")
    assert s.is_over


EX13 = {"players": [{"played": ["clerk.1"], "hand": ["efficiency_consultant.1", "clerk.2", "clerk.3"],
                     "discard": ["clerk.4", "union_worker.1"]}, {}]}


def test_ex13_dismiss_cannot_take_played_cards():
    s = game(EX13)
    s.apply("play efficiency_consultant.1")
    assert labels(s) == ["dismiss clerk.2", "dismiss clerk.3", "dismiss clerk.4", "dismiss union_worker.1", "done"]
    s.apply("dismiss clerk.2")
    s.apply("dismiss union_worker.1")
    v = s.view(0)
    assert v["dismissed"] == ["clerk.2", "union_worker.1"] and v["turn_pool"]["construction"] == 2
    s = game(EX13)
    s.apply("play efficiency_consultant.1")
    s.apply("done")
    assert s.view(0)["turn_pool"]["construction"] == 0 and s.view(0)["dismissed"] == []


def test_ex14_vanguard_mercenary_produces_only_when_played():
    s = game({"turn": 5, "players": [{"hand": ["vanguard_mercenary.1"]}, {}]})
    s.apply("play vanguard_mercenary.1")
    assert s.view(None)["turn_pool"]["labor"] == 2
    for step in ("end play", "end turn", "end play", "end turn"):
        s.apply(step)
    assert s.view(None)["turn"] == 7 and s.view(None)["turn_pool"]["labor"] == 0
    s.apply("end play")
    s.apply("mine vanguard_mercenary.1")
    assert player(s, 0)["tokens"] == 3


def test_ex15_chroniker_on_another_players_turn():
    s = game({"turn": 13, "phase": "action", "players": [
        {"in_play": ["volt_militia.1"]},
        {"hand": ["clerk"] * 5, "in_play": [{"card": "chroniker.1", "damage": 2}]}]})
    s.apply("ability volt_militia.1")
    assert labels(s) == ["target chroniker.1", "target mining_platform.2"]
    s.apply("target chroniker.1")
    assert s.to_move == (1,) and labels(s, 1) == ["yes", "no"]
    assert player(s, 0)["tokens"] == 1 and player(s, 1)["discard"] == ["chroniker.1"]
    s.apply("yes", 1)
    p1 = player(s, 1, 1)
    assert "chroniker.1" in p1["hand"] and len(p1["hand"]) == 6
    assert s.to_move == (0,)


def _ex16(p1_cards):
    p0 = ["clerk"] * 7 + ["union_worker"] * 3 + ["jetpack_courier"] * 2 + ["rail_banker", "engineer", "security_guard"]
    return game({"turn": 2, "phase": "action", "pool": 0, "overflow_taken": 5, "players": [
        {"corporation": "frontier_rail", "tokens": 20, "discard": p0},
        {"corporation": "windcraft", "tokens": 21, **p1_cards}]})


def test_ex16_scoring_and_tie_breakers():
    s = _ex16({"discard": ["clerk"] * 7 + ["union_worker"] * 2 + ["pester_hound"] * 2,
               "in_play": [{"card": "parts_silo.1", "face_up": False}]})
    s.apply("end turn")
    assert s.is_over
    res = s.result()
    assert res.scores == (27, 27) and res.winners == (1,) and res.ranking == (1, 0)
    s = _ex16({"discard": ["clerk"] * 7 + ["union_worker"] * 2 + ["pester_hound"] * 2 +
               ["assembly_line_worker", "foreman"]})
    s.apply("end turn")
    res = s.result()
    assert res.scores == (27, 27) and res.winners == (1,)


def test_ex17_end_of_turn_and_reshuffle():
    s = game({"players": [{"hand": ["clerk.1", "clerk.2"], "played": ["clerk.3", "clerk.4", "clerk.5"],
                           "deck": ["union_worker.1", "union_worker.2"],
                           "discard": ["clerk.6", "clerk.7", "union_worker.3", "jetpack_courier.1"]}, {}]})
    s.apply("end play")
    s.apply("end turn")
    p0 = player(s, 0, 0)
    assert len(p0["hand"]) == 5 and p0["draw_count"] == 6 and p0["discard"] == []
    assert "union_worker.1" in p0["hand"] and "union_worker.2" in p0["hand"]
    assert any("shuffles 9 discards" in e for e in s.events)


def test_ex18_construction_when_built_targeting():
    s = game({"turn": 3, "players": [
        {"hand": ["guard_post.1"]},
        {"hand": ["saboteur.1"], "in_play": ["security_guard.1", "brass_vault.1"]}]})
    s.apply("play guard_post.1")
    assert player(s, 0, 1)["in_play"] == [{"card": None, "face_up": False, "entered": 3}]
    s.apply("end play")
    s.apply("end turn")
    s.apply("play saboteur.1")
    assert labels(s) == ["target mining_platform.1"]  # the face-down Guard Post is not a target
    s.apply("target mining_platform.1")
    s.apply("end play")
    assert not any("guard_post" in x for x in labels(s))
    with pytest.raises(IllegalAction):
        s.apply("attack security_guard.1 guard_post.1")
    s.apply("end turn")
    assert in_play(s, 0, "guard_post.1")["face_up"]
    assert s.to_move == (0,) and labels(s) == ["target security_guard.1"]
    s.apply("target security_guard.1")
    assert s.to_move == (1,) and labels(s, 1) == ["use brass_vault.1", "pass"]  # the response window
    s.apply("pass", 1)
    assert in_play(s, 1, "security_guard.1")["damage"] == 1
    s.apply("end play")
    s.apply("end turn")
    s.apply("end play")
    assert "attack security_guard.1 guard_post.1" in labels(s)
    s.apply("attack security_guard.1 guard_post.1")
    assert in_play(s, 1, "security_guard.1") is None  # struck back for 2
    assert in_play(s, 0, "guard_post.1")["damage"] == 1
