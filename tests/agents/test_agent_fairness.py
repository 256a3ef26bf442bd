"""Fairness: a bot's choice depends only on its seat's view, never on the hidden information.

Two real states that look the same to the deciding seat but hold different hidden cards
(built by determinizing a real position for that seat) must get the same choice from a bot
seeded alike. Checked on Sealed Bids and on every game of ``meeple.games``.
"""

import json

import pytest
from agent_helpers import advance

import meeple
from meeple.agents import make_agent, observe

BOTS = ["mcts:iterations=60,rollout=4", "greedy:samples=2"]
GAMES = ["sealed_bids"] + sorted(g.id for g in meeple.games() if g.create.__module__.startswith("meeple.builtin."))


def twins(game: str, seed: int, steps: int) -> tuple[meeple.State, meeple.State, int]:
    """A position, a second one with the same view for the seat to move, and that seat."""
    players = max(2, meeple.game_info(game).min_players)
    while True:  # late in a game all may be known: then look earlier
        real = advance(meeple.new_game(game, players=players, seed=seed), steps, seed)
        seat = real.to_move[0]
        for k in range(20):
            other = real.determinize(seat, seed * 100 + k)
            if hidden(other, seat) != hidden(real, seat):
                return real, other, seat
        if steps == 0:
            pytest.fail(f"{game}: determinize never changes what seat {seat} cannot see")
        steps //= 2


def hidden(state: meeple.State, seat: int) -> list[str]:
    """What the other seats see: differs when the hidden information differs."""
    return [json.dumps(state.view(s), sort_keys=True) for s in range(state.seats) if s != seat]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("spec", BOTS)
@pytest.mark.parametrize("seed,steps", [(1, 0), (2, 3), (3, 11), (4, 25)])
def test_choice_ignores_hidden_information(game, spec, seed, steps):
    real, other, seat = twins(game, seed, steps)
    assert other.view(seat) == real.view(seat)
    a = make_agent(spec, seed=seed).act(observe(real, seat))
    b = make_agent(spec, seed=seed).act(observe(other, seat))
    assert str(a) == str(b)


def test_choice_does_change_with_the_view():
    # The check above has teeth: the same bot does react to what its seat can see.
    hands = [[1, 2, 3, 20], [4, 5, 6, 7]]
    choices = set()
    for row_prizes in ([2, 3, 4, 5, 6, 7, 1, 8], [2, 3, 4, 5, 6, 8, 1, 7]):
        s = meeple.new_game("sealed_bids", players=2, seed=1, options={"setup": {
            "hands": hands, "pile": list(range(8, 20)), "prizes": row_prizes}})
        s.apply("bid 20", 0)
        s.apply("bid 4", 1)
        choices.add(str(make_agent(BOTS[0], seed=5).act(observe(s, 0))))
    assert choices == {"take 8", "take 7"}
