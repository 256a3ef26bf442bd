"""The bots' default policy that finishes a turn inside a search (``playout.py``) and ``mcts:...,finish_turn``."""

import random

import pytest

import meeple
from meeple.agents import make_agent, observe
from meeple.agents import mcts as mcts_module
from meeple.agents.mcts import MCTSAgent, _Node
from meeple.builtin.brass_empire.kinds import ACTION


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


def test_finish_turn_scores_only_whole_turns(monkeypatch):
    """With ``finish_turn=1`` every leaf the search scores is its turn played to the end (``end turn`` is
    what is left), before the AI's turn and the next draw, or the game's end."""
    state = _solitaire(7)
    for _ in range(3):
        state.apply(state.legal_actions(0)[0], 0)  # mid-turn: cards played
    scored = []

    def recording(world):
        scored.append((world.is_over, world.phase, list(world.hand[0]), world.turn_marker()))
        return world.evaluate()

    monkeypatch.setattr(mcts_module, "standing", recording)
    agent = MCTSAgent(seed=1, iterations=40, rollout=0, finish_turn=1)
    root, rand = _Node(), random.Random(0).random
    for i in range(40):
        agent._iterate(root, state.determinize(0, i), rand)
    assert len(scored) == 40
    for over, phase, hand, marker in scored:
        assert over or (phase == ACTION and marker == state.turn_marker())


def test_finish_turn_is_a_bot_spec_setting():
    agent = make_agent("mcts:iterations=5,rollout=0,finish_turn=2", seed=3)
    assert agent.finish_turn == 2
    state = _solitaire(8)
    assert agent.act(observe(state, 0)) in state.legal_actions(0)



def test_the_policy_agent_plays_the_rush_reproducibly():
    records = []
    for _ in range(2):
        state = _solitaire(9)
        agent = make_agent("policy", seed=1)
        while state.to_move:
            obs = observe(state, 0)
            action = agent.act(obs)
            assert action in obs.legal
            state.apply(action, 0)
        assert state.result().scores[0] > 20  # it buys and mines: random play ends near 4 Brass
        records.append(state.record())
    assert records[0] == records[1]
