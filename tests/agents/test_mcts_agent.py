import random

import pytest
from agent_helpers import position
from hypothesis import given, settings
from hypothesis import strategies as st

import meeple
from meeple.agents import make_agent, observe
from meeple.agents.mcts import MCTSAgent, _Node


def play(agent_specs: list[str], seed: int) -> meeple.State:
    state = meeple.new_game("sealed_bids", players=len(agent_specs), seed=seed)
    agents = [make_agent(spec, seed=seed * 10 + i) for i, spec in enumerate(agent_specs)]
    while not state.is_over:
        seat = state.to_move[-1]
        obs = observe(state, seat)
        action = agents[seat].act(obs)
        assert action in obs.legal
        state.apply(action, seat)
    return state


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.sampled_from([1, 3]))
def test_mcts_plays_legal_and_reproducible_games(seed, players, reuse):
    specs = [f"mcts:iterations=20,rollout=3,reuse={reuse}"] + ["random"] * (players - 1)
    a, b = play(specs, seed), play(specs, seed)
    assert a.record() == b.record()
    assert meeple.replay(a.record()).result() == a.result()


def test_mcts_takes_the_bigger_prize():
    # Seat 0 bids 9 against 1: its unique top bid wins, and it must choose between prizes 8 and 2.
    s = position([[9, 2, 3, 4], [1, 5, 6, 7]], pile=[10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
                 prizes=[1, 3, 4, 5, 6, 7, 2, 8])
    s.apply("bid 9", 0)
    s.apply("bid 1", 1)
    assert s.to_move == (0,)
    agent = MCTSAgent(seed=3, iterations=200)
    assert str(agent.act(observe(s, 0))) == "take 8"


def test_mcts_beats_random_in_sealed_bids():
    wins = 0
    for g in range(40):
        tested = g % 2
        specs = ["random", "random"]
        specs[tested] = "mcts:iterations=100"
        wins += tested in play(specs, seed=500 + g).result().winners
    assert wins >= 28, wins


def test_simulation_counter_and_single_legal_action():
    agent = MCTSAgent(seed=1, iterations=37)
    s = meeple.new_game("sealed_bids", players=3, seed=4)
    agent.act(observe(s, 0))
    assert agent.simulations == 37
    agent.act(observe(s, 1))
    assert agent.simulations == 74
    s = position([[9, 2, 3, 4], [1, 5, 6, 7]], pile=[], prizes=[1, 3, 4, 5, 6, 7, 8, 8])
    s.apply("bid 9", 0)
    s.apply("bid 1", 1)
    only = s.legal_actions(0)
    assert len(only) == 1
    assert agent.act(observe(s, 0)) == only[0]
    assert agent.simulations == 74  # nothing to search


def test_time_budget_runs_and_stops():
    agent = MCTSAgent(seed=2, seconds=0.05)
    action = agent.act(observe(meeple.new_game("sealed_bids", players=2, seed=9), 1))
    assert agent.simulations >= 1
    assert str(action).startswith("bid ")


def test_default_budget():
    agent = make_agent("mcts")
    assert (agent.iterations, agent.seconds) == (1000, 0.9)
    agent = make_agent("mcts:iterations=2000")
    assert (agent.iterations, agent.seconds) == (2000, None)
    agent = make_agent("mcts:seconds=0.5")
    assert (agent.iterations, agent.seconds) == (None, 0.5)


@pytest.mark.parametrize("spec", ["mcts:iterations=0", "mcts:seconds=-1", "mcts:c=-0.5",
                                  "mcts:rollout=x", "mcts:depth=3", "mcts:iterations=1.5",
                                  "mcts:reuse=0", "rollout:samples=0",
                                  "rollout:samples=1001", "rollout:turns=0", "rollout:turns=101", "rollout:past=x",
                                  "rollout:past=2", "rollout:margin=-1", "rollout:trust=-0.5"])
def test_bad_settings_are_rejected(spec):
    with pytest.raises(meeple.GameError):
        make_agent(spec)


def test_the_rollout_agent_needs_a_game_that_tells_its_turns_apart():
    state = meeple.new_game("sealed_bids", players=2, seed=1)  # no turn_marker()
    with pytest.raises(meeple.GameError, match="turn_marker"):
        make_agent("rollout:samples=1").act(observe(state, 0))


def test_the_policy_agent_needs_the_games_policy():
    state = meeple.new_game("sealed_bids", players=2, seed=1)  # no playout_action()
    with pytest.raises(meeple.GameError, match="playout_action"):
        make_agent("policy").act(observe(state, 0))


def test_simultaneous_choices_are_decoupled():
    # At the start every seat bids at once: each seat's statistics sit in the root node itself,
    # so no seat's choice is conditioned on another's in the same step, and the root's children
    # are joint choices.
    s = meeple.new_game("sealed_bids", players=3, seed=5)
    assert s.to_move == (0, 1, 2)
    agent = MCTSAgent(seed=0, iterations=50)
    root, rng = _Node(), random.Random(0)
    for i in range(50):
        agent._iterate(root, s.determinize(0, i), rng.random)
    assert set(root.arms) == {0, 1, 2}
    assert all(sum(arm.n for arm in root.arms[seat].values()) == 50 for seat in (0, 1, 2))
    assert all(len(key) == 3 for key in root.joint)


def test_hidden_choice_already_made_stays_hidden():
    # Seat 1 has bid secretly; seat 0 decides. Whatever seat 1 bid, seat 0's view and choice agree.
    hands = [[2, 7, 8, 12], [3, 9, 10, 11]]
    choices = []
    for bid in ("bid 3", "bid 11"):
        s = position(hands, pile=[1, 4, 5, 6, 13, 14, 15, 16], prizes=[1, 2, 3, 4, 5, 6, 7, 8])
        s.apply(bid, 1)
        choices.append((s.view(0), str(MCTSAgent(seed=8, iterations=300).act(observe(s, 0)))))
    assert choices[0] == choices[1]
