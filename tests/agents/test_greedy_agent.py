import pytest
from agent_helpers import position

import meeple
from meeple.agents import make_agent, observe
from meeple.agents.greedy import GreedyAgent


def test_greedy_takes_the_best_evaluated_action():
    s = position([[9, 2, 3, 4], [1, 5, 6, 7]], pile=list(range(10, 21)), prizes=[1, 3, 4, 5, 6, 7, 2, 8])
    s.apply("bid 9", 0)
    s.apply("bid 1", 1)
    assert str(GreedyAgent(seed=0).act(observe(s, 0))) == "take 8"


def test_greedy_is_reproducible_and_legal():
    for seed in range(5):
        records = []
        for _ in range(2):
            s = meeple.new_game("sealed_bids", players=3, seed=seed)
            agents = [make_agent("greedy", seed=seed + i) for i in range(3)]
            while not s.is_over:
                seat = s.to_move[0]
                obs = observe(s, seat)
                a = agents[seat].act(obs)
                assert a in obs.legal
                s.apply(a, seat)
            records.append(s.record())
        assert records[0] == records[1]


@pytest.mark.parametrize("spec", ["greedy:samples=0", "greedy:depth=2"])
def test_bad_settings_are_rejected(spec):
    with pytest.raises(meeple.GameError):
        make_agent(spec)
