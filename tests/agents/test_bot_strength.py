import pytest

from meeple.sim.strength import strength_table, table_players, wilson


def test_wilson_interval():
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)


def test_table_players_is_the_smallest_table_of_two_or_more():
    assert table_players("sealed_bids") == 2


def test_strength_table_rows_progress_and_workers():
    seen = []
    kwargs = dict(n_games=4, mcts="mcts:iterations=15,rollout=2", greedy="greedy:samples=1")
    rows = strength_table(["sealed_bids"], progress=lambda d, t: seen.append((d, t)), **kwargs)
    assert [r["matchup"] for r in rows] == ["mcts vs random", "mcts vs greedy", "greedy vs random"]
    assert seen[-1] == (12, 12) and len(seen) == 12
    for r in rows:
        assert r["games"] == 4 and r["players"] == 2 and 0 <= r["wins"] <= 4
        assert r["ci_low"] <= r["win_rate"] <= r["ci_high"]
        assert r["mean_decision_seconds"] > 0
    assert rows[0]["seat_agent"] == "mcts:iterations=15,rollout=2" and rows[0]["opponents"] == "random"
    untimed = [{k: v for k, v in r.items() if k != "mean_decision_seconds"} for r in rows]
    again = strength_table(["sealed_bids"], workers=2, **kwargs)
    assert [{k: v for k, v in r.items() if k != "mean_decision_seconds"} for r in again] == untimed
