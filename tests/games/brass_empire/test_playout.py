"""The bots' default policy (``playout.py``): the policy agent, ``search.finish_turns`` and the rollout agent."""

import random

import pytest

import meeple
from meeple.agents import make_agent, observe
from meeple.agents.search import finish_turns
from meeple.builtin.brass_empire.kinds import ACTION, PLAY


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
