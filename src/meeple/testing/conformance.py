"""The conformance kit: plays seeded random games of a game and checks the whole contract.

Every game's tests call :func:`check_game`; it returns a list of failures (empty: conforming).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..core import Action, GameError, IllegalAction, MeepleError, RecordError, Rng, State, game_info, new_game, replay


class _Fail(Exception):
    pass


def check_game(game: str, games: int | None = None, players: Iterable[int] | None = None,
               variants: Iterable[str] | None = None, options: dict[str, Any] | None = None,
               max_steps: int = 20000, deep_every: int = 7, seed: int = 0,
               hidden: bool = True) -> list[str]:
    """Check ``game`` over random games at every player count of every variant.

    ``games``: games per (variant, player count), default 2. ``hidden``: the game has
    information some seat cannot see, so ``determinize`` must resample something.
    """
    info = game_info(game)
    fails: list[str] = []
    fails += _check_config_errors(info.id)
    for variant in variants or info.variants:
        counts = [n for n in info.players_for(variant) if players is None or n in set(players)]
        for n in counts:
            resampled = False
            for g in range(games or 2):
                ctx = f"{info.id} variant={variant} players={n} seed={seed + g}"
                try:
                    resampled |= _check_one(info.id, n, seed + g, variant, options, max_steps,
                                            deep_every, ctx, fails)
                except _Fail:
                    pass
                except Exception as e:  # noqa: BLE001 - any crash is a failure to report
                    fails.append(f"{ctx}: crashed: {type(e).__name__}: {e}")
            if hidden and n >= 2 and not resampled:
                fails.append(f"{info.id} variant={variant} players={n}: determinize never resampled "
                             "what one seat cannot see of another")
    return fails


def assert_conforms(game: str, **kw: Any) -> None:
    """Raise AssertionError listing the failures of :func:`check_game`."""
    fails = check_game(game, **kw)
    if fails:
        raise AssertionError(f"{len(fails)} conformance failures:\n" + "\n".join(fails[:30]))


def _check_config_errors(game: str) -> list[str]:
    info = game_info(game)
    out = []
    bad_configs: list[dict[str, Any]] = [
        {"players": info.max_players + 1}, {"players": info.min_players - 1}, {"players": str(info.min_players)},
        {"players": True}, {"players": float(info.min_players)}, {"variant": "no_such_variant"}, {"variant": 123},
        {"options": {"no_such_option": 1}}, {"options": "abc"}, {"options": [1, 2]}, {"options": {1: 2}},
        {"seed": -1}, {"seed": 2**64}, {"seed": "7"}, {"seed": True}, {"seed": 1.5},
    ]
    for name, option in info.options.items():
        wrong = [1.5] if option.kind in ("int", "bool") else [1.5, True]
        bad_configs += [{"options": {name: value}} for value in wrong]
    for bad in bad_configs:
        kw = {"players": info.min_players, "seed": 1, **bad}
        try:
            new_game(game, **kw)
            out.append(f"{game}: new_game accepted {bad}")
        except GameError as e:
            if not str(e) or len(str(e)) > 300:
                out.append(f"{game}: GameError without a short message for {bad}")
        except Exception as e:  # noqa: BLE001 - anything but a meeple error is a failure
            out.append(f"{game}: new_game({bad}) raised {type(e).__name__}, not a GameError")
    start = new_game(game, players=info.min_players, seed=1)
    good = start.record()
    bad_records: list[Any] = [
        "abc", [], {**good, "meeple": 999}, {**good, "meeple": "1"}, {k: v for k, v in good.items() if k != "meeple"},
        {**good, "actions": "abc"}, {**good, "actions": [[0]]}, {**good, "actions": [["0", "x"]]},
        {**good, "actions": [[-1, "x"]]}, {**good, "variant": 5}, {**good, "game": None}, {**good, "seed": -5},
        {**good, "actions": [[start.to_move[0], "no such action"]]},
    ]
    for record in bad_records:
        try:
            replay(record)
            out.append(f"{game}: replay accepted the bad record {str(record)[:80]}")
        except RecordError as e:
            if not str(e) or len(str(e)) > 400:
                out.append(f"{game}: RecordError without a short message for {str(record)[:80]}")
        except Exception as e:  # noqa: BLE001
            out.append(f"{game}: replay({str(record)[:80]}) raised {type(e).__name__}, not a RecordError")
    return out


def _dump(v: Any) -> str:
    return json.dumps(v, sort_keys=True, allow_nan=False)


def snapshot(s: State) -> tuple:
    """Everything observable of a state through the contract."""
    views = tuple(_dump(s.view(v)) for v in [None, *range(s.seats)])
    legal = tuple(tuple(str(a) for a in s.legal_actions(t)) for t in s.to_move)
    return views, s.to_move, legal, tuple(s.events), s.is_over


def _check_one(game, n, seed, variant, options, max_steps, deep_every, ctx, fails) -> bool:
    def fail(msg: str, fatal: bool = False) -> None:
        fails.append(f"{ctx}: {msg}")
        if fatal:
            raise _Fail

    s = new_game(game, players=n, seed=seed, variant=variant, options=options)
    if snapshot(s) != snapshot(new_game(game, players=n, seed=seed, variant=variant, options=options)):
        fail("two games from the same seed differ at the start")
    if s.is_over:
        fail("the game is over before it starts", fatal=True)
    try:
        s.result()
        fail("result() answered before the game is over")
    except GameError:
        pass
    rng = Rng(seed * 7919 + n)
    seats = s.seats
    if not isinstance(seats, int) or seats < n:
        fail(f"seats {seats!r} is not an int >= players", fatal=True)
    steps, resampled, n_events = 0, False, 0
    stale: Action | None = None
    held: tuple[State, tuple] | None = None
    mid_record: tuple[dict, tuple] | None = None
    while not s.is_over:
        if steps >= max_steps:
            fail(f"not over after {max_steps} actions", fatal=True)
        tm = s.to_move
        if not isinstance(tm, tuple) or not tm or any(not isinstance(t, int) or not 0 <= t < n for t in tm):
            fail(f"to_move {tm!r} at step {steps} is not a non-empty tuple of player seats", fatal=True)
        seat = tm[rng.below(len(tm))]
        legal = s.legal_actions(seat)
        if not legal:
            fail(f"seat {seat} is to move with no legal action at step {steps}", fatal=True)
        labels = [str(a) for a in legal]
        if any(type(a) is not Action or not isinstance(a.label, str) or not a.label for a in legal):
            fail(f"legal actions that are not Actions with a label at step {steps}: {legal[:5]}")
        if len(set(labels)) != len(labels):
            fail(f"duplicate labels at step {steps}: {sorted(labels)[:12]}")
        others = [t for t in range(seats) if t not in tm]
        if others and s.legal_actions(others[steps % len(others)]):
            fail(f"seat {others[steps % len(others)]} is not to move but has legal actions")
        ev = s.events
        if len(ev) < n_events or any(not isinstance(e, str) for e in ev):
            fail("events are not a growing list of strings")
        n_events = len(ev)
        if steps % deep_every == 0:
            if held is not None and snapshot(held[0]) != held[1]:
                fail(f"a clone changed when its original was played on (step {steps})")
            resampled |= _deep(s, seat, labels, stale, steps, rng, fail)
            held = (s.clone(), snapshot(s))
            if mid_record is None and steps > 0 and rng.below(3) == 0:
                mid_record = (s.record(), snapshot(s))
        a = legal[rng.below(len(legal))]
        if stale is None or rng.below(4) == 0:
            stale = a
        s.apply(a if rng.below(2) else str(a), seat)
        steps += 1
    if s.to_move != () or s.legal_actions(0):
        fail("the game is over but someone is still to move")
    try:
        s.apply("pass", 0)
        fail("an action was accepted after the end")
    except IllegalAction:
        pass
    _check_result(s, fail)
    rec = s.record()
    if json.loads(json.dumps(rec)) != rec:
        fail("the record is not JSON-safe")
    if snapshot(replay(json.loads(json.dumps(rec)))) != snapshot(s):
        fail("replaying the record does not reproduce the game")
    if mid_record is not None and snapshot(replay(mid_record[0])) != mid_record[1]:
        fail("replaying a mid-game record does not reproduce that position")
    return resampled


def _check_result(s: State, fail) -> None:
    res = s.result()
    seats = s.seats
    if len(res.scores) != seats:
        fail(f"scores {res.scores} are not one per seat")
    if sorted(res.ranking) != list(range(seats)):
        fail(f"ranking {res.ranking} is not a permutation of the seats")
    w = res.winners
    if not w or len(set(w)) != len(w) or set(w) != set(res.ranking[:len(w)]):
        fail(f"winners {w} are not the head of the ranking {res.ranking}")
    try:
        json.dumps(res.to_json(), allow_nan=False)
    except (TypeError, ValueError):
        fail("the result is not JSON-safe")


#: seats that do not exist, or are not seats at all
_BAD_SEATS: tuple[Any, ...] = (-1, True, False, "0", 1.0, [0], 10**20)


def _check_bad_seats(s: State, labels: list[str], before: tuple, fail) -> None:
    """Every entry of the contract refuses a seat that is not one, with a meeple error and no change."""
    for bad in (*_BAD_SEATS, s.seats):
        for name, args in (("apply", (labels[0], bad)), ("legal_actions", (bad,)), ("view", (bad,)),
                           ("determinize", (bad, 1))):
            try:
                getattr(s, name)(*args)
                fail(f"{name} accepted the seat {bad!r}")
            except MeepleError as e:
                if len(str(e)) > 300:
                    fail(f"the error for seat {bad!r} is not short")
            except Exception as e:  # noqa: BLE001
                fail(f"seat {bad!r} raised {type(e).__name__}, not a meeple error")
        if snapshot(s) != before:
            fail(f"seat {bad!r} changed the state")
            raise _Fail
    try:
        s.apply("x" * 1_000_000, s.to_move[0])
        fail("a 1 MB label was accepted")
    except IllegalAction as e:
        if len(str(e)) > 300:
            fail("the error for a 1 MB label repeats it")


def _deep(s: State, seat: int, labels: list[str], stale: Action | None, steps: int, rng: Rng, fail) -> bool:
    before = snapshot(s)
    n = s.seats
    for view_seat in [None, *range(n)]:
        v = s.view(view_seat)
        try:
            if json.loads(_dump(v)) != v:
                fail(f"view({view_seat}) does not survive JSON exactly (tuples or non-str keys?)")
        except (TypeError, ValueError) as e:
            fail(f"view({view_seat}) is not JSON-safe: {e}")
    bad: list[Any] = ["this is not an action", 42, Action("no such action")]
    if stale is not None and str(stale) not in labels:
        bad.append(stale)
    for b in bad:
        try:
            s.apply(b, seat)
            fail(f"bogus action {b!r} accepted at step {steps}")
        except IllegalAction as e:
            if not str(e):
                fail("IllegalAction without a message")
        if snapshot(s) != before:
            fail(f"rejecting {b!r} changed the state", )
            raise _Fail
    _check_bad_seats(s, labels, before, fail)
    for other in range(n):
        if other not in s.to_move:
            try:
                s.apply(labels[0], other)
                fail(f"seat {other}, not to move, had {labels[0]!r} accepted")
            except IllegalAction:
                pass
            if snapshot(s) != before:
                fail("a wrong-seat action changed the state")
                raise _Fail
            break
    c = s.clone()
    if snapshot(c) != before:
        fail("a clone differs from its original")
    c.apply(labels[rng.below(len(labels))], seat)
    if snapshot(s) != before:
        fail(f"playing on a clone changed the original at step {steps}")
    if not s.cfg.determinized and c.can_undo(seat) and snapshot(c.undo(seat)) != before:
        fail(f"undo by seat {seat} at step {steps} does not give back the position before its action")
    resampled = False
    for v in [None, *range(n)]:
        sd = 1000 + steps
        d = s.determinize(v, sd)
        if _dump(d.view(v)) != _dump(s.view(v)):
            fail(f"determinize({v}) changed that seat's own view at step {steps}")
        if d.to_move != s.to_move:
            fail(f"determinize({v}) changed to_move at step {steps}")
        if v in s.to_move and [str(a) for a in d.legal_actions(v)] != [str(a) for a in s.legal_actions(v)]:
            fail(f"determinize({v}) changed that seat's legal actions at step {steps}")
        if snapshot(s.determinize(v, sd)) != snapshot(d):
            fail(f"determinize({v}, seed) is not reproducible from its seed")
        d2 = s.determinize(v, sd + 1)
        if snapshot(d.determinize(v, 7)) != snapshot(d2.determinize(v, 7)):
            fail(f"determinize({v}) depends on more than the view and the seed at step {steps}")
        if v is not None and any(_dump(d.view(o)) != _dump(s.view(o)) for o in range(n) if o != v):
            resampled = True
        try:
            d.record()
            fail("a determinized state gave a record")
        except GameError:
            pass
        dl = d.legal_actions(d.to_move[0])
        d.apply(dl[rng.below(len(dl))], d.to_move[0])
    if snapshot(s) != before:
        fail(f"determinize changed the original at step {steps}")
        raise _Fail
    return resampled
