"""The core contract, on the toy game."""

import json

import pytest

import meeple
from meeple.core import Action, GameError, IllegalAction, RecordError, Rng, derive_seed


def new(**kw):
    kw.setdefault("players", 3)
    kw.setdefault("seed", 5)
    return meeple.new_game("toy_goofspiel", **kw)


def test_registry_lists_games_and_accepts_hyphens():
    assert "toy_goofspiel" in [g.id for g in meeple.games()]
    assert meeple.new_game("toy-goofspiel", players=2, seed=1).view(None)["round"] == 1


@pytest.mark.parametrize("kw, words", [
    ({"players": 9}, "1-4 players"),
    ({"players": 1, "variant": "high"}, "variant high is for 2-4 players"),
    ({"variant": "mirror"}, "variants: high, low, dummy"),
    ({"options": {"colour": "red"}}, "options: rounds, setup"),
    ({"options": {"rounds": 9}}, "rounds"),
    ({"seed": "x"}, "a seed is a whole number"),
])
def test_bad_configuration_names_what_is_allowed(kw, words):
    with pytest.raises(GameError, match=words):
        new(**kw)


def test_unknown_game_lists_known_ones():
    with pytest.raises(GameError, match="toy_goofspiel"):
        meeple.new_game("chess")


def test_simultaneous_choices_and_seat_checks():
    s = new()
    assert s.to_move == (0, 1, 2)
    with pytest.raises(IllegalAction, match="name the seat"):
        s.apply(s.legal_actions(0)[0])
    a = s.legal_actions(1)[0]
    s.apply(a, 1)
    assert s.to_move == (0, 2)
    assert s.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="seat 1 is not to move"):
        s.apply(s.legal_actions(0)[0], 1)
    # the secret bid is not in anybody else's view, nor in the events
    assert str(a.data) not in json.dumps(s.view(0)["bids"]) and s.view(0)["chosen"] == [False, True, False]
    assert s.events[-1] == "seat 1 has chosen"


def test_illegal_action_leaves_state_unchanged():
    s = new()
    before = (json.dumps(s.view(None)), s.events, s.to_move)
    for bad in ("bid 999", Action("bid 999", 999), 3.5):
        with pytest.raises(IllegalAction, match="not a legal action|not 3.5"):
            s.apply(bad, 0)
    assert (json.dumps(s.view(None)), s.events, s.to_move) == before


def test_label_and_action_both_apply():
    s, t = new(), new()
    a = s.legal_actions(0)[0]
    s.apply(a, 0)
    t.apply(str(a), 0)
    assert s.record() == t.record()


def test_record_replay_and_bad_records():
    s = new()
    while not s.is_over:
        seat = s.to_move[-1]
        s.apply(s.legal_actions(seat)[-1], seat)
    rec = json.loads(json.dumps(s.record()))
    assert rec["game"] == "toy_goofspiel" and len(rec["actions"]) == 12
    r = meeple.replay(rec)
    assert r.result() == s.result() and r.events == s.events
    rec["actions"][3] = [rec["actions"][3][0], "bid 999"]
    with pytest.raises(RecordError, match="step 3"):
        meeple.replay(rec)
    with pytest.raises(RecordError, match="lacks"):
        meeple.replay({"game": "toy_goofspiel"})


def test_result_only_at_the_end_and_is_complete():
    s = new(players=2)
    with pytest.raises(GameError, match="not over"):
        s.result()
    while not s.is_over:
        seat = s.to_move[0]
        s.apply(s.legal_actions(seat)[0], seat)
    res = s.result()
    assert sorted(res.ranking) == [0, 1] and res.winners[0] == res.ranking[0]
    assert sum(res.scores) == sum(s.view(None)["prizes_seen"])


def test_setup_option_starts_from_an_exact_position():
    s = new(players=2, options={"setup": {"hands": [[1, 2, 3, 4], [5, 6, 7, 8]], "prizes": [9, 10, 11, 12]}})
    assert s.view(0)["hand"] == [1, 2, 3, 4] and s.view(None)["prize"] == 12
    s.apply("bid 4", 0)
    s.apply("bid 5", 1)
    assert s.view(None)["scores"] == [0, 12]


def test_determinize_keeps_own_view_and_resamples_others():
    s = new(players=4)
    d = s.determinize(2, 11)
    assert d.view(2) == s.view(2)
    assert any(d.view(o)["hand"] != s.view(o)["hand"] for o in (0, 1, 3))
    assert d.determinize(2, 3).view(0) == s.determinize(2, 99).determinize(2, 3).view(0)
    with pytest.raises(GameError, match="determinized"):
        d.record()


def test_rng_is_deterministic_and_uniformish():
    a, b = Rng(42), Rng(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    counts = [0] * 4
    r = Rng(derive_seed("x", 1))
    for _ in range(4000):
        counts[r.below(4)] += 1
    assert all(800 < c < 1200 for c in counts)
    assert Rng("seed").next64() == Rng("seed").next64() != Rng("other").next64()


def test_a_seat_the_rules_play_is_never_to_move_and_is_logged():
    s = meeple.new_game("toy_goofspiel", players=1, seed=3)  # only "dummy" fits one player
    assert s.variant == "dummy" and s.seats == 2 and s.to_move == (0,)
    while not s.is_over:
        assert s.to_move == (0,)
        s.apply(s.legal_actions()[0])
    assert s.events.count("the dummy (seat 1) bids its highest card") == 4
    res = s.result()
    assert len(res.scores) == 2 and sorted(res.ranking) == [0, 1]
    assert meeple.replay(s.record()).view(1) == s.view(1)
