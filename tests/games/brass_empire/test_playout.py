"""The bots' default policy (``playout.py``): the policy agent, ``search.finish_turns`` and the rollout agent."""

import random

import pytest
from empire_helpers import game

import meeple
from meeple.agents import make_agent, observe
from meeple.agents.search import finish_turns, margin_standing
from meeple.builtin.brass_empire.kinds import ACTION, PLAY
from meeple.builtin.brass_empire.playout import RUSH, Rush, playout_action


def _solitaire(seed: int):
    return meeple.new_game("brass_empire", players=1, seed=seed, variant="solitaire")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_rush_plays_whole_games_legally(seed):
    state, rand = _solitaire(seed), random.Random(seed).random
    while state.to_move:
        action = state.playout_action(0, rand)
        assert action in state.legal_actions(0)
        state.apply(action, 0)
    assert state.result().scores[0] > 20  # it buys and mines: random play ends near 4 Brass


@pytest.mark.parametrize("seed", [4, 5])
def test_a_rush_turn_plays_the_whole_hand_then_mines_with_every_unit(seed):
    state, rand = _solitaire(seed), random.Random(seed).random
    for _ in range(7):  # to a turn where units may act
        marker = state.turn_marker()
        while state.to_move and state.turn_marker() == marker:
            state.apply(state.playout_action(0, rand), 0)
    hand = list(state.hand[0])
    marker = state.turn_marker()
    labels = []
    while state.to_move and state.turn_marker() == marker:
        action = state.playout_action(0, rand)
        labels.append(str(action))
        state.apply(action, 0)
    plays = [i for i, label in enumerate(labels) if label.startswith("play ")]
    buys = [i for i, label in enumerate(labels) if label.startswith("buy ")]
    assert len(plays) >= len(hand) and (not buys or max(plays) < min(buys))
    assert labels[-1] == "end turn"
    assert not any(label.startswith("attack ") for label in labels)


def _played_twice(spec: str, deal: int, seed: int) -> list[dict]:
    """The records of two solitaire games of the same deal, seat 0 played by the bot ``spec`` (legal moves only)."""
    records = []
    for _ in range(2):
        state = _solitaire(deal)
        agent = make_agent(spec, seed=seed)
        while state.to_move:
            obs = observe(state, 0)
            action = agent.act(obs)
            assert action in obs.legal
            state.apply(action, 0)
        records.append(state.record())
    return records


def test_the_policy_agent_plays_the_rush_reproducibly():
    records = _played_twice("policy", 9, 1)
    assert records[0] == records[1]
    assert meeple.replay(records[0]).result().scores[0] > 20  # it buys and mines: random play ends near 4 Brass


@pytest.mark.parametrize("past", [False, True])
def test_finish_turns_stops_at_the_turn_boundary(past):
    state = _solitaire(10)
    state.apply(state.legal_actions(0)[0], 0)
    start = state.turn_marker()
    end = finish_turns(state.clone(), 1, start, random.Random(0).random, past)
    if past:  # the next human turn's start: the AI has played, a new hand is drawn
        assert end.turn_marker() == start + 2 and end.phase == PLAY and end.active == 0 and not end.played_turn
    else:  # the turn played out, its closing action not taken
        assert end.turn_marker() == start and end.phase == ACTION and end.legal_actions(0)[-1].label == "end turn"
        two = finish_turns(state.clone(), 2, start, random.Random(0).random, past)
        assert two.turn_marker() == start + 2 and two.phase == ACTION
    ended = state.clone()
    ended.apply("end play", 0)
    ended.apply("end turn", 0)
    assert finish_turns(ended, 1, start, random.Random(0).random, past) is ended  # already past the boundary


def test_the_rollout_agent_plays_legally_and_reproducibly():
    records = _played_twice("rollout:samples=2,turns=1,past=1", 12, 4)
    assert records[0] == records[1]
    assert meeple.replay(records[0]).result().scores[0] > 20


def test_the_rollout_agent_plays_its_hand_before_ending_the_play_phase():
    state = _solitaire(13)
    agent = make_agent("rollout:samples=4", seed=1)
    assert str(agent.act(observe(state, 0))).startswith("play ")  # a random first action: 1 in 6 is "end play"
    assert make_agent("rollout:samples=4").turns == 1 and not make_agent("rollout:samples=4").past


def _rush_choice(setup: dict, rush=None, rand=None) -> str:
    """The rush's choice in a Solitaire position written in the setup format (RULES.md 8)."""
    state = game(setup, players=1, variant="solitaire")
    return str(playout_action(state, 0, rand or random.Random(0).random, rush or RUSH))


def _labor_market(rightmost: str) -> dict:
    """Six Labor Market cards, the most valuable to the rush in slot 1 and ``rightmost`` in slot 6 (5.1)."""
    return {"phase": "action", "turn_pool": {"labor": 6, "construction": 0},
            "labor_market": ["mine_overseer.1", None, None, None, "day_laborer.1", rightmost],
            "players": [{"corporation": "windcraft", "reserve": [], "tokens": 3}], "ai": {"tokens": 3}}


def test_the_rush_denies_the_ai_its_next_labor_card():
    """5.1: the AI takes the rightmost Labor card; buying it hands the AI the Day Laborer (BV 0) instead of the
    Conductor (BV 2), which with the denial's weight outweighs the Mine Overseer's greater worth to the rush."""
    weights = Rush(mining=4, construction=1.5, labor=0.4, brass=3, draw=1.6, invest_pool=0, least_worth=1,
                   denial=0.5, invest_span=1)
    assert _rush_choice(_labor_market("conductor.1"), weights) == "buy labor 6"
    weights.denial = 0.0
    assert _rush_choice(_labor_market("conductor.1"), weights) == "buy labor 1"


def test_the_rush_buys_nothing_worth_less_than_its_least_worth():
    """A Day Laborer (BV 0, +2 Labor a play) dilutes the deck more than it adds: the rush ends the turn."""
    setup = {"phase": "action", "turn_pool": {"labor": 2, "construction": 0},
             "labor_market": ["day_laborer.1", None, None, None, None, None],
             "players": [{"corporation": "windcraft", "reserve": []}]}
    assert _rush_choice(setup, Rush(labor=0.4, least_worth=1)) == "end turn"
    assert _rush_choice(setup, Rush(labor=0.4, least_worth=0)) == "buy labor 1"


def test_the_rush_counts_later_earnings_less_as_the_pool_empties():
    """Between ``invest_pool + invest_span`` and ``invest_pool`` Brass a card's earnings count in part: at 20
    Brass half a Security Guard's mining (4 x 1 x 0.5) is below a Brass Vault's BV of 3, at 40 above it."""
    def choice(pool: int) -> str:
        return _rush_choice({"phase": "action", "pool": pool, "turn_pool": {"labor": 0, "construction": 5},
                             "design_department": ["security_guard.1", "brass_vault.1", None, None,
                                                   None, None],
                             "players": [{"corporation": "windcraft", "reserve": []}], "ai": {"tokens": 0}},
                            Rush(mining=4, invest_pool=12, invest_span=16, denial=0))
    assert choice(40) == "buy design 1"
    assert choice(20) == "buy design 2"


def _attack_position(attacker: str, human_tokens: int) -> dict:
    return {"phase": "action", "turn_pool": {"labor": 0, "construction": 0},
            "players": [{"corporation": "windcraft", "reserve": [], "tokens": human_tokens,
                         "in_play": [{"card": attacker, "entered": 0}]}],
            "ai": {"tokens": 10, "play_area": [{"card": "steamcycle.1", "damage": 0}]}}


def test_the_rush_destroys_an_ai_miner_only_when_one_attack_does_and_it_would_mine():
    """5.1 step 2, 3.6: an AI SteamCycle (3/2) mines 3 a turn while the AI holds at least the human's tokens; a
    Pester Hound (2/2) destroys it in one attack; a Volt Militia (1/2) cannot; when the human leads in tokens
    (platform face up) the SteamCycle attacks the platform instead of mining, so the rush mines."""
    assert _rush_choice(_attack_position("pester_hound.1", 5)) == "attack pester_hound.1 steamcycle.1"
    assert _rush_choice(_attack_position("volt_militia.1", 5)) == "mine volt_militia.1"
    assert _rush_choice(_attack_position("pester_hound.1", 12)) == "mine pester_hound.1"
    assert _rush_choice(_attack_position("pester_hound.1", 5), Rush(attack=0)).startswith("mine ")


def test_the_rushs_damage_goes_where_it_destroys():
    """1.4 damage: the Saboteur's 1 damage destroys the damaged SteamCycle (3/2), not the whole Security Guard
    (1/2), though the Security Guard comes first in the list."""
    state = game({"phase": "play",
                  "players": [{"corporation": "windcraft", "reserve": [], "hand": ["saboteur.1"]}],
                  "ai": {"tokens": 3, "play_area": [{"card": "steamcycle.1", "damage": 1},
                                                    {"card": "security_guard.1", "damage": 0}]}},
                 players=1, variant="solitaire")
    state.apply(playout_action(state, 0, lambda: 0.0), 0)
    assert [str(a) for a in state.legal_actions(0)] == ["target security_guard.1", "target steamcycle.1"]
    assert str(playout_action(state, 0, lambda: 0.0)) == "target steamcycle.1"
    assert str(playout_action(state, 0, lambda: 0.0, Rush(aim=False))) == "target security_guard.1"


def test_a_finished_rollout_counts_the_margin_beside_the_result():
    """``margin_standing``: the standing (1 won, 0 lost) plus the weight times the lead in score (5.1 Result)."""
    state = _solitaire(14)
    rand = random.Random(14).random
    while state.to_move:
        state.apply(state.playout_action(0, rand), 0)
    human, ai = state.result().scores
    won = 1.0 if human > ai else 0.0
    assert margin_standing(state, 0.05) == pytest.approx((won + 0.05 * (human - ai), 1 - won + 0.05 * (ai - human)))


def test_a_trusting_rollout_agent_leaves_the_rush_only_on_clear_evidence():
    """``trust``: with a huge threshold the agent plays the rush's choice at every main decision; without one
    the best sampled action departs from it somewhere in the same turns."""
    def departures(spec: str) -> int:
        state, agent, count = _solitaire(15), make_agent(spec, seed=3), 0
        for _ in range(60):
            obs = observe(state, 0)
            action = agent.act(obs)
            if state.ask is None and len(obs.legal) > 1:
                count += str(action) != str(state.playout_action(0, random.Random(0).random))
            state.apply(action, 0)
        return count
    assert departures("rollout:samples=4,turns=1,past=1,trust=1000") == 0
    assert departures("rollout:samples=4,turns=1,past=1") > 0
