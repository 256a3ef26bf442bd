"""Every card's effect exercised at least once, and the card file's loader checks (spec 1.4-1.7)."""

import pytest
from empire_helpers import game, in_play, labels, player

from meeple.builtin.brass_empire import cards as C

BASE_DECK = ["clerk.1", "clerk.2", "clerk.3"]


def _play(card, seat_cards=None, other=None, **setup):
    p0 = {"hand": [card], "deck": list(BASE_DECK), **(seat_cards or {})}
    s = game({"players": [p0, other or {}], **setup})
    s.apply(f"play {card}")
    return s


@pytest.mark.parametrize(("card", "labor", "construction", "brass", "drawn"), [
    ("clerk.8", 1, 0, 0, 0), ("union_worker.4", 0, 1, 0, 0), ("day_laborer.1", 2, 0, 0, 0),
    ("bricklayer.1", 0, 2, 0, 0), ("recruiter.1", 1, 0, 0, 1), ("foreman.1", 1, 2, 0, 0),
    ("engineer.1", 0, 3, 0, 0), ("mine_overseer.1", 2, 0, 1, 0), ("executive.1", 2, 2, 0, 1),
    ("rail_banker.1", 2, 0, 0, 0), ("assembly_line_worker.1", 0, 2, 0, 0), ("airship_designer.1", 0, 2, 0, 1),
    ("union_organizer.1", 2, 0, 0, 0), ("site_supervisor.1", 1, 1, 0, 0), ("jetpack_courier.1", 0, 2, 0, 0),
    ("mcglynn_gumshoe.1", 1, 0, 0, 1), ("vanguard_mercenary.1", 2, 0, 0, 0), ("constable.1", 0, 0, 0, 1),
    ("conductor.1", 0, 2, 0, 0),
])
def test_simple_on_play_effects(card, labor, construction, brass, drawn):
    s = _play(card)
    v = s.view(0)
    assert v["turn_pool"] == {"labor": labor, "construction": construction}
    assert v["table"][0]["tokens"] == brass
    assert len(v["table"][0]["hand"]) == drawn
    assert s.ask is None


@pytest.mark.parametrize(("first", "card", "labor", "construction", "brass", "drawn"), [
    ("jetpack_courier.1", "rail_banker.1", 2, 2, 1, 0),
    ("saboteur.1", "assembly_line_worker.1", 1, 2, 0, 0),  # blue does not help red
    ("pester_hound.1", "assembly_line_worker.1", 0, 3, 0, 0),  # a red unit counts
    ("mcglynn_gumshoe.1", "union_organizer.1", 3, 0, 0, 2),
    ("union_organizer.1", "mcglynn_gumshoe.1", 4, 0, 0, 1),
    ("sorting_facility.1", "site_supervisor.1", 1, 2, 0, 0),  # a purple building played face down counts (I-26)
])
def test_played_faction_conditions(first, card, labor, construction, brass, drawn):
    s = game({"players": [{"hand": [first, card], "deck": list(BASE_DECK)}, {}]})
    s.apply(f"play {first}")
    if s.ask is not None:  # the saboteur's damage: the only target is the opponent's platform
        s.apply("target mining_platform.2")
    s.apply(f"play {card}")
    v = s.view(0)
    assert v["turn_pool"] == {"labor": labor, "construction": construction}
    assert v["table"][0]["tokens"] == brass
    assert len(v["table"][0]["hand"]) == drawn


def test_conductor_with_two_units_gains_brass():
    s = _play("conductor.1", {"in_play": ["security_guard.1", "steamcycle.1"]})
    assert player(s, 0)["tokens"] == 1


def test_demolition_expert_dismisses_up_to_one():
    s = _play("demolition_expert.1", {"hand": ["demolition_expert.1", "clerk.1"], "deck": [], "discard": ["clerk.2"]})
    assert labels(s) == ["dismiss clerk.1", "dismiss clerk.2", "done"]
    s.apply("dismiss clerk.2")
    v = s.view(0)
    assert v["dismissed"] == ["clerk.2"] and v["turn_pool"]["construction"] == 1 and s.ask is None


def test_inspector_harlowe_draws_two_then_dismisses_from_hand_only():
    s = _play("inspector_harlowe.1", {"hand": ["inspector_harlowe.1"], "deck": ["clerk.1", "clerk.2"],
                                      "discard": ["clerk.3"]})
    assert labels(s) == ["dismiss clerk.1", "dismiss clerk.2", "done"]
    s.apply("dismiss clerk.1")
    assert player(s, 0, 0)["hand"] == ["clerk.2"]


def test_saboteur_gunship_and_shock_trooper_damage_units_or_face_up_buildings():
    other = {"in_play": ["security_guard.1", {"card": "workshop.1"}, {"card": "warehouse.1", "face_up": False}]}
    for card in ("saboteur.1", "gunship.1", "shock_trooper.1"):
        s = _play(card, other=other)
        assert labels(s) == ["target mining_platform.2", "target security_guard.1", "target workshop.1"]
        s.apply("target workshop.1")
        assert in_play(s, 1, "workshop.1")["damage"] == 1


def test_wire_thief_steals_twice_after_another_blue_card():
    s = game({"players": [{"hand": ["saboteur.1", "wire_thief.1"]}, {"tokens": 3}]})
    s.apply("play saboteur.1")
    s.apply("target mining_platform.2")
    s.apply("play wire_thief.1")
    assert labels(s) == ["opponent 1"]
    s.apply("opponent 1")
    s.apply("opponent 1")
    assert [p["tokens"] for p in s.view(None)["table"]] == [2, 1]
    assert s.view(None)["pool"] == 50  # stealing never touches the pool (I-28)


def test_wire_thief_without_victims_skips_the_choice():
    s = _play("wire_thief.1")
    assert s.ask is None and s.view(None)["turn_pool"]["labor"] == 1


def test_corporate_ninja_and_volt_militia_abilities():
    s = game({"phase": "action", "players": [{"in_play": ["corporate_ninja.1", "volt_militia.1"]},
                                             {"in_play": ["brass_golem.1", "workshop.1"]}]})
    s.apply("ability corporate_ninja.1")
    assert labels(s) == ["target brass_golem.1"]
    s.apply("target brass_golem.1")
    s.apply("ability volt_militia.1")
    assert labels(s) == ["target brass_golem.1", "target mining_platform.2", "target workshop.1"]
    s.apply("target brass_golem.1")
    assert in_play(s, 1, "brass_golem.1")["damage"] == 3


@pytest.mark.parametrize(("unit", "mined"), [
    ("security_guard.1", 1), ("pester_hound.1", 2), ("steamcycle.1", 3), ("brass_golem.1", 3),
    ("sky_zeppelin.1", 5), ("steam_juggernaut.1", 4), ("edo_enforcer.1", 3), ("armored_railcar.1", 3),
    ("steam_drill.1", 2), ("chroniker.1", 2), ("shock_trooper.1", 3), ("gunship.1", 4),
])
def test_units_mine_their_attack_plus_mine_extra(unit, mined):
    s = game({"phase": "action", "platform_bonus_used": True, "players": [{"in_play": [unit]}, {}]})
    s.apply(f"mine {unit}")
    assert player(s, 0)["tokens"] == mined


@pytest.mark.parametrize(("building", "labor", "construction", "brass"), [
    ("warehouse.1", 1, 0, 0), ("workshop.1", 0, 1, 0), ("rail_yard.1", 1, 1, 0), ("brass_refinery.1", 0, 0, 2),
    ("parts_silo.1", 0, 1, 0), ("edo_foundry.1", 0, 1, 0),
])
def test_activated_buildings(building, labor, construction, brass):
    s = game({"players": [{"in_play": [building]}, {}]})
    s.apply(f"activate {building}")
    v = s.view(0)
    assert v["turn_pool"] == {"labor": labor, "construction": construction}
    assert v["table"][0]["tokens"] == brass
    assert f"activate {building}" not in labels(s)  # once per turn


def test_edo_foundry_with_three_face_up_buildings():
    s = game({"players": [{"in_play": ["edo_foundry.1", "workshop.1"]}, {}]})  # + the platform = 3
    s.apply("activate edo_foundry.1")
    assert s.view(0)["turn_pool"]["construction"] == 2


def test_passenger_station_pays_two_labor_for_one_brass():
    s = game({"turn_pool": {"labor": 1}, "players": [{"in_play": ["passenger_station.1"]}, {}]})
    assert "activate passenger_station.1" not in labels(s)
    s = game({"turn_pool": {"labor": 3}, "players": [{"in_play": ["passenger_station.1"]}, {}]})
    s.apply("activate passenger_station.1")
    assert s.view(0)["turn_pool"]["labor"] == 1 and player(s, 0)["tokens"] == 1


def test_battery_turbine_chooses_labor_or_construction():
    s = game({"players": [{"in_play": ["battery_turbine.1"]}, {}]})
    s.apply("activate battery_turbine.1")
    assert labels(s) == ["option 1", "option 2"]
    s.apply("option 2")
    assert s.view(0)["turn_pool"] == {"labor": 0, "construction": 1}


def test_clockworks_factory_draws_then_discards():
    s = game({"players": [{"in_play": ["clockworks_factory.1"], "hand": ["clerk.1"], "deck": ["union_worker.1"]},
                          {}]})
    s.apply("activate clockworks_factory.1")
    assert labels(s) == ["discard clerk.1", "discard union_worker.1"]
    s.apply("discard clerk.1")
    assert player(s, 0, 0)["hand"] == ["union_worker.1"] and player(s, 0)["discard"] == ["clerk.1"]


def test_sorting_facility_dismisses_for_construction():
    s = game({"players": [{"in_play": ["sorting_facility.1"], "discard": ["clerk.1"]}, {}]})
    s.apply("activate sorting_facility.1")
    s.apply("dismiss clerk.1")
    assert s.view(0)["turn_pool"]["construction"] == 1 and s.view(0)["dismissed"] == ["clerk.1"]
    s = game({"players": [{"in_play": ["sorting_facility.1"]}, {}]})
    s.apply("activate sorting_facility.1")  # nothing to dismiss: the pick is skipped
    assert s.ask is None and s.view(0)["turn_pool"]["construction"] == 0


def test_tesla_coil_tower_damages_a_unit():
    s = game({"players": [{"in_play": ["tesla_coil_tower.1"]}, {"in_play": ["steamcycle.1", "workshop.1"]}]})
    s.apply("activate tesla_coil_tower.1")
    assert labels(s) == ["target steamcycle.1"]
    s.apply("target steamcycle.1")
    assert in_play(s, 1, "steamcycle.1")["damage"] == 1


@pytest.mark.parametrize(("building", "labor", "construction"), [("supply_depot.1", 2, 2), ("parts_silo.1", 0, 3)])
def test_demolish_on_own_turn(building, labor, construction):
    s = game({"players": [{"in_play": [building]}, {}]})
    s.apply(f"demolish {building}")
    v = s.view(0)
    assert v["turn_pool"] == {"labor": labor, "construction": construction}
    assert v["table"][0]["discard"] == [building] and v["table"][0]["tokens"] == 0  # no reward (I-33)


def test_mcglynn_tower_when_built_and_activated_draws():
    s = game({"phase": "start", "players": [
        {"in_play": [{"card": "mcglynn_tower.1", "face_up": False}], "deck": ["clerk.1", "clerk.2"]}, {}]})
    assert player(s, 0, 0)["hand"] == ["clerk.1"]
    s.apply("activate mcglynn_tower.1")
    assert player(s, 0, 0)["hand"] == ["clerk.1", "clerk.2"]


def test_brass_vault_at_any_time_in_a_response_window():
    s = game({"phase": "action", "pool": 2, "players": [
        {"in_play": ["steamcycle.1"]}, {"in_play": ["brass_vault.1", "security_guard.1"]}]})
    s.apply("attack steamcycle.1 security_guard.1")
    assert s.to_move == (1,) and labels(s, 1) == ["use brass_vault.1", "pass"]
    s.apply("use brass_vault.1", 1)
    v = s.view(None)
    assert v["table"][1]["tokens"] == 2 and v["pool"] == 0 and v["end_triggered"]
    assert v["table"][0]["tokens"] == 1 and v["overflow_taken"] == 1  # the guard was destroyed after it
    assert s.to_move == (0,)


def test_capacitor_trap_in_a_window_makes_the_attack_fizzle():
    s = game({"phase": "action", "players": [
        {"in_play": ["steamcycle.1"]}, {"in_play": ["capacitor_trap.1", "security_guard.1"]}]})
    s.apply("attack steamcycle.1 security_guard.1")
    s.apply("use capacitor_trap.1", 1)
    assert s.to_move == (1,) and labels(s, 1) == ["target steamcycle.1"]
    s.apply("target steamcycle.1", 1)  # no nested window
    v = s.view(None)
    assert v["table"][0]["discard"] == ["steamcycle.1"] and v["table"][1]["discard"] == ["capacitor_trap.1"]
    assert v["table"][1]["tokens"] == 1 and in_play(s, 1, "security_guard.1")["damage"] == 0
    assert any("fizzles" in e for e in s.events) and s.to_move == (0,)


def test_chroniker_may_decline_its_draw():
    s = game({"phase": "action", "players": [{"in_play": ["sky_zeppelin.1"]},
                                             {"in_play": ["chroniker.1"], "deck": ["clerk.1"]}]})
    s.apply("attack sky_zeppelin.1 chroniker.1")
    s.apply("no", 1)
    assert player(s, 1)["hand_count"] == 0


def test_every_card_is_exercised_by_this_suite():
    import pathlib
    text = "".join(p.read_text() for p in pathlib.Path(__file__).parent.glob("test_*.py"))
    missing = [c.id for c in C.CARDS if c.id not in text]
    assert missing == []


# ---- the loader (spec 1.7) ----

def test_deck_sizes_and_reserve_values():
    assert sum(k for _, k in C.LABOR_CARDS) == 36 and sum(k for _, k in C.DESIGN_CARDS) == 36
    for reserve in C.CORP_RESERVE:
        assert sum(k for _, k in reserve) == 5
        assert sum(C.CARDS[c].bv * k for c, k in reserve) == 10


@pytest.mark.parametrize(("change", "message"), [
    (lambda t: t + '\n[[card]]\nid = "clerk"\nname = "x"\ntype = "employee"\nfaction = "neutral"\ndeck = "starting"\n'
     'count = 1\nbrass_value = 0\ntext = ""\n', "repeats"),
    (lambda t: t.replace('cost = 2\ncurrency = "labor"\nbrass_value = 0\ntext = "+2 Labor."',
                         'currency = "labor"\nbrass_value = 0\ntext = "+2 Labor."'), "needs a cost"),
    (lambda t: t.replace('cost = 2\ncurrency = "labor"\nbrass_value = 0\ntext = "+2 Labor."',
                         'cost = 2\ncurrency = "construction"\nbrass_value = 0\ntext = "+2 Labor."'), "currency"),
    (lambda t: t.replace('op = "gain", labor = 2 }', 'op = "heal", labor = 2 }'), "unknown effect op"),
    (lambda t: t.replace('zone = "hand" }', 'zone = "deck" }'), "zone"),
    (lambda t: t.replace('target = "unit" }', 'target = "player" }'), "target"),
    (lambda t: t.replace('kind = "control_units"', 'kind = "control_players"'), "condition"),
    (lambda t: t.replace('attack = 1\nhealth = 2\ntext = "(No text.)"', 'text = "(No text.)"'), "attack"),
])
def test_loader_rejects_broken_files(change, message):
    text = C.DATA_FILE.read_text()
    with pytest.raises(C.CardError, match=message):
        C.load(change(text))
