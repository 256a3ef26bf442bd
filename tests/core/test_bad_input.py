"""Issue 13: whatever arrives through the contract, only meeple errors come out and nothing changes.

Driven with arbitrary values (hypothesis) on every registered game: seats, labels, option values,
record fields and types. A call either works as the contract says or raises a MeepleError with a
short message; the state, its views and its record are left exactly as they were.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import meeple
from meeple.testing import snapshot

GAMES = sorted(g.id for g in meeple.games())

anything = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-10**30, max_value=10**30), st.floats(allow_nan=True),
    st.text(max_size=30), st.binary(max_size=10), st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3), st.tuples(st.integers()),
)
quick = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _started(game: str, steps: int = 5) -> meeple.State:
    info = meeple.game_info(game)
    state = meeple.new_game(game, players=info.min_players, seed=3)
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.to_move[0]
        state.apply(state.legal_actions(seat)[-1], seat)
    return state


def _unchanged(state: meeple.State, call) -> None:
    before, record = snapshot(state), json.dumps(state.record())
    try:
        call()
    except meeple.MeepleError as error:
        assert 0 < len(str(error)) <= 400
    assert snapshot(state) == before and json.dumps(state.record()) == record


@pytest.mark.parametrize("game", GAMES)
@quick
@given(seat=anything, label=st.one_of(anything, st.text(min_size=1, max_size=2000)))
def test_apply_with_any_seat_and_label(game: str, seat: object, label: object) -> None:
    state = _started(game)
    if state.is_over:
        return
    mover = state.to_move[0]
    offered = str(state.legal_actions(mover)[0])
    if seat is None or (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.seats):
        return  # a real seat (or the only mover): legal play is the conformance kit's business
    for action in (label, offered):
        _unchanged(state, lambda action=action: state.apply(action, seat))


@pytest.mark.parametrize("game", GAMES)
@quick
@given(seat=anything)
def test_views_legal_actions_and_determinize_refuse_what_is_not_a_seat(game: str, seat: object) -> None:
    state = _started(game)
    real = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.seats
    for name, args in (("view", (seat,)), ("legal_actions", (seat,)), ("determinize", (seat, 1))):
        if real or seat is None:
            continue
        with pytest.raises(meeple.MeepleError):
            getattr(state, name)(*args)
    _unchanged(state, lambda: state.legal_actions(seat) if not real else None)


@pytest.mark.parametrize("game", GAMES)
@quick
@given(players=anything, seed=anything, variant=anything, options=anything)
def test_new_game_takes_any_arguments(game: str, players, seed, variant, options) -> None:
    try:
        state = meeple.new_game(game, players=players, seed=seed, variant=variant, options=options)
    except meeple.GameError as error:
        assert 0 < len(str(error)) <= 400
        return
    if seed is not None:
        assert isinstance(seed, int) and 0 <= seed < 2**64 and not isinstance(seed, bool)
        assert state.record()["seed"] == seed


@pytest.mark.parametrize("game", GAMES)
@quick
@given(field=st.sampled_from(["meeple", "game", "players", "seed", "variant", "options", "actions"]), value=anything,
       step=st.one_of(anything, st.lists(anything, min_size=2, max_size=2)))
def test_replay_takes_any_record(game: str, field: str, value: object, step: object) -> None:
    good = _started(game).record()
    for record in ({**good, field: value}, {**good, "actions": [*good["actions"], step]}):
        try:
            meeple.replay(record)
        except meeple.RecordError as error:
            assert 0 < len(str(error)) <= 500


@pytest.mark.parametrize("game", GAMES)
@quick
@given(name=st.text(max_size=12), value=anything)
@example(name="", value="²")  # a digit to str.isdigit, not to int(): once a ValueError
@example(name="", value="٣")  # a decimal digit (Arabic-Indic three), which int() reads
def test_options_of_any_name_and_value(game: str, name: str, value: object) -> None:
    info = meeple.game_info(game)
    name = name if name not in ("setup",) else name + "x"  # a setup is the game's own format (its tests)
    for key in (name, *[k for k in info.options if k != "setup"]):
        try:
            meeple.new_game(game, players=info.min_players, seed=1, options={key: value})
        except meeple.GameError as error:
            assert 0 < len(str(error)) <= 400


def test_the_worst_cases_of_the_issue() -> None:
    for game in ("steam_court", "cosmoclasm", "brass_birmingham"):
        state = meeple.new_game(game, players=3, seed=1)
        seat = state.to_move[0]
        label = str(state.legal_actions(seat)[0])
        state.apply(label, seat)
        with pytest.raises(meeple.IllegalAction, match="a seat is an integer"):
            state.apply(label, -1)
        with pytest.raises(meeple.GameError, match="a seat is an integer"):
            state.view(-1)
        with pytest.raises(meeple.GameError):
            state.legal_actions(-1)
        with pytest.raises(meeple.GameError):
            state.determinize(99, 1)
        with pytest.raises(meeple.IllegalAction) as error:
            state.apply("x" * 1_000_000, state.to_move[0])
        assert len(str(error.value)) < 200
    with pytest.raises(meeple.GameError, match="seed"):
        meeple.new_game("steam_court", players=3, seed=2**64)
    with pytest.raises(meeple.GameError, match="variant"):
        meeple.new_game("steam_court", players=3, variant=123)
    for bad in ("abc", [1, 2]):
        with pytest.raises(meeple.GameError, match="options are a mapping"):
            meeple.new_game("steam_court", players=3, options=bad)
    record = meeple.new_game("cosmoclasm", players=2, seed=1).record()
    for version in (999, "1", None):
        with pytest.raises(meeple.RecordError, match="format"):
            meeple.replay({**record, "meeple": version})
