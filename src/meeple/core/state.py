"""The state protocol every game implements, and the base class that enforces it.

A game subclasses :class:`State` and provides the hooks (names starting with ``_`` below the
public section): ``to_move``, ``_legal``, ``_play``, ``_result``, ``_view``, ``_determinize``
and, for speed, ``clone``. The base class owns what must be the same for every game: seat
checks, rejecting illegal actions without change, the action history behind ``record()``, the
event log, and the seeded RNG.
"""

from __future__ import annotations

import json
from typing import Any, Final

from mypy_extensions import mypyc_attr

from .actions import Action
from .errors import GameError, IllegalAction, MeepleError
from .info import GameConfig, quoted
from .result import Result
from .rng import Rng, derive_seed

#: the legal-action cache before any: shared, as caches are replaced, never changed
_NO_ACTIONS: Final[list[Action]] = []


@mypyc_attr(allow_interpreted_subclasses=True)
class State:
    """Base class of every game state. Subclasses declare ``__slots__`` for their own fields.

    It may be compiled (see ``setup.py``): a subclass makes a blank instance with
    ``Cls.__new__(Cls)``, never ``object.__new__``.
    """

    __slots__ = ("cfg", "rng", "_hist", "_log", "_lseat", "_lcache")

    def __init__(self, cfg: GameConfig, rng: Rng | None = None) -> None:
        self.cfg = cfg
        self.rng = Rng(cfg.seed) if rng is None else rng
        self._hist: tuple | None = None  # cons list (previous, seat, action)
        self._log: tuple | None = None  # cons list (previous, event)
        self._lseat = -1  # seat of the cached legal actions, -1 when none
        self._lcache: list[Action] = _NO_ACTIONS

    # ---- the public contract -------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.cfg.players

    @property
    def seats(self) -> int:
        """The players, plus any seat the rules play themselves (numbered after them)."""
        return self.cfg.players

    @property
    def to_move(self) -> tuple[int, ...]:
        """Seats that must decide now; ``()`` once the game is over."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return not self.to_move

    def legal_actions(self, seat: object = None) -> list[Action]:
        """The legal actions of ``seat`` (default: the only seat to move); ``[]`` if it is not to move."""
        if type(seat) is int and seat >= 0:  # a bool is not an int here; the range is checked below
            chosen = seat
        elif seat is None:
            chosen = self._only_mover()
        else:
            chosen = self._checked_seat(seat)
        if chosen == self._lseat:  # the seat whose actions are cached: a real seat, to move
            return list(self._lcache)
        if chosen not in self.to_move:
            self._checked_seat(chosen)  # a seat that does not exist is an error, not "no action"
            return []
        self._lcache = self._legal(chosen)
        self._lseat = chosen
        return list(self._lcache)

    def apply(self, action: object, seat: object = None) -> None:
        """Play ``action`` (an Action or its label) for ``seat``.

        Raises :class:`IllegalAction`, naming the broken rule, and leaves the state unchanged.
        """
        if type(seat) is int and seat >= 0 and seat == self._lseat:
            pass  # the seat whose legal actions are cached: a real seat, to move
        elif seat is None:
            seat = self._only_mover()
        else:
            seat = self._checked_seat(seat, IllegalAction)
        if seat != self._lseat:  # a cache for this seat means it is to move
            tm = self.to_move
            if seat not in tm:
                if not tm:
                    raise IllegalAction("the game is over: no action is legal")
                raise IllegalAction(f"seat {seat} is not to move now (to move: {', '.join(map(str, tm))})")
            self._lcache = self._legal(seat)
            self._lseat = seat
        legal = self._lcache
        found: Action | None = None
        for a in legal:  # the usual case: one of the very actions legal_actions returned
            if a is action:
                found = a
                break
        if found is None:
            if not isinstance(action, (str, Action)):
                raise IllegalAction(f"an action is an Action or its label (a str), not {quoted(action)}")
            label = str(action)
            for a in legal:
                if a[0] == label:
                    found = a
                    break
            if found is None:
                if len(label) > 200:
                    raise IllegalAction(f"{quoted(label)} is not a legal action now: no label is that long")
                raise IllegalAction(self._explain(seat, label))
        self._lseat = -1
        self._hist = (self._hist, seat, found)
        self._play(found, seat)

    def result(self) -> Result:
        """The final result; raises if the game is not over."""
        if not self.is_over:
            raise GameError("the game is not over yet: no result")
        return self._result()

    def view(self, seat: object) -> dict[str, Any]:
        """A JSON-safe dict of everything ``seat`` may know (``None``: a spectator)."""
        return self._view(None if seat is None else self._checked_seat(seat))

    @property
    def events(self) -> list[str]:
        """Human-readable, public descriptions of what happened so far, oldest first."""
        out = []
        node = self._log
        while node is not None:
            out.append(node[1])
            node = node[0]
        out.reverse()
        return [e if type(e) is str else self._event_text(e) for e in out]

    def clone(self) -> State:
        """An independent copy. Games override this with a hand-written, faster copy."""
        kind = type(self)
        new = kind.__new__(kind)
        self._copy_base(new)
        for cls in kind.__mro__:
            if cls is State:
                break
            for name in getattr(cls, "__slots__", ()):
                if hasattr(self, name):
                    object.__setattr__(new, name, getattr(self, name))
        self._copy_mutables(new)
        return new

    def _copy_base(self, new: State) -> None:
        """Give ``new`` (a blank ``Cls.__new__(Cls)``) this state's base fields, with its own RNG.

        Hand-written ``clone`` methods call it first: compiled, it copies in a few machine steps.
        """
        new.cfg = self.cfg
        new.rng = self.rng.copy()
        self._share_history(new)

    def _share_history(self, new: State) -> None:
        """Give ``new`` this state's history, event log and legal-action cache (all immutable, shared).

        A compiled game builds its clone with ``Cls(self.cfg, self.rng.copy())``, then calls this.
        """
        new._hist = self._hist
        new._log = self._log
        new._lseat = self._lseat
        new._lcache = self._lcache

    def determinize(self, seat: object, seed: object) -> State:
        """A full state consistent with ``view(seat)``, with everything else resampled.

        The result depends only on ``view(seat)`` and ``seed``: two states that look the same
        to ``seat`` give the same determinization. It has no record (its history is hidden).
        """
        viewer = None if seat is None else self._checked_seat(seat)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise GameError(f"a determinization seed is an integer, not {quoted(seed)}")
        new = self.clone()
        new.rng = Rng(derive_seed("determinize", seed))
        new.cfg = GameConfig(self.cfg.game, self.cfg.players, self.cfg.seed, self.cfg.variant,
                             self.cfg.options, determinized=True, factory=self.cfg.factory)
        new._hist = None
        new._lseat = -1
        new._determinize(viewer)
        return new

    def record(self) -> dict[str, Any]:
        """A JSON-safe record from which ``meeple.replay`` rebuilds this state exactly."""
        if self.cfg.determinized:
            raise GameError("a determinized state has no record: its hidden history was resampled")
        actions = []
        node = self._hist
        while node is not None:
            actions.append([node[1], node[2][0]])
            node = node[0]
        actions.reverse()
        c = self.cfg
        return {"meeple": 1, "game": c.game, "players": c.players, "seed": c.seed,
                "variant": c.variant, "options": dict(c.options), "actions": actions}

    def can_undo(self, seat: object) -> bool:
        """Whether ``seat`` may take back its last action now (see :meth:`undo`)."""
        return self._undo_refusal(self._checked_seat(seat)) is None

    def undo(self, seat: object) -> State:
        """The game as it was before ``seat``'s last action, as a new state.

        Allowed (Board Game Arena's policy) only if that action is the last one played, and it
        neither used randomness nor showed ``seat`` anything it could not see before: replayed
        in several worlds that look the same to ``seat``, it leaves ``seat`` the same view.
        Otherwise raises :class:`IllegalAction` saying why.
        """
        chosen = self._checked_seat(seat)
        refusal = self._undo_refusal(chosen)
        if refusal is not None:
            raise IllegalAction(refusal)
        return self._rebuilt(self.record()["actions"][:-1])

    def _undo_refusal(self, seat: int) -> str | None:
        if self.cfg.determinized or self.cfg.factory is None:
            return "this state has no history to take back"
        node = self._hist
        if node is None:
            return "there is nothing to take back: no action has been played"
        if node[1] != seat:
            return f"the last action was seat {node[1]}'s, not yours: only your own last action can be taken back"
        label = node[2][0]
        before = self._rebuilt(self.record()["actions"][:-1])
        after = before.clone()
        after.apply(label, seat)
        if (after.rng.hi, after.rng.lo) != (before.rng.hi, before.rng.lo):
            return f"{label!r} used chance (a shuffle or a draw): it cannot be taken back"
        seen = _dump_view(self, seat)
        for world in range(3):
            other = before.determinize(seat, world)
            try:
                other.apply(label, seat)
            except IllegalAction:
                return f"{label!r} showed you hidden information: it cannot be taken back"
            if _dump_view(other, seat) != seen:
                return f"{label!r} showed you hidden information: it cannot be taken back"
        return None

    def _rebuilt(self, actions: list) -> State:
        """This game replayed from its start through ``actions`` (a record's ``[seat, label]`` steps)."""
        factory = self.cfg.factory
        assert factory is not None
        state: State = factory(self.cfg)
        for seat, label in actions:
            state.apply(label, seat)
        return state

    def evaluate(self) -> tuple[float, ...]:
        """Each seat's likely final standing in [0, 1] (1: sure winner), from this state alone.

        Bots call it on determinized states. The default knows only finished games; games
        override it with a real evaluation.
        """
        n = self.seats
        if self.is_over:
            return standing_values(self.result(), n)
        return tuple([1.0 / n] * n)

    def turn_marker(self) -> int | None:
        """A number that changes whenever a new turn begins, for searches that play whole turns
        (``agents.search.finish_turns``); None (the default): the game does not tell its turns apart."""
        return None

    def playout_action(self, seat: int, rand: Any) -> Action | None:
        """The game's cheap default choice for ``seat`` (to move) inside a search, drawing chances from
        ``rand()`` in [0, 1); None (the default): the game has none and searches play at random."""
        return None

    # ---- helpers for games ------------------------------------------------------------------

    def log(self, event: str) -> None:
        """Append a public event."""
        self._log = (self._log, event)

    def _event_text(self, entry: Any) -> str:
        """The words of an event logged as a non-str entry (``self._log = (self._log, entry)``).

        Games that log hot events as small tuples, worded only when ``events`` is read, override it.
        """
        raise NotImplementedError

    @property
    def variant(self) -> str:
        return self.cfg.variant

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.cfg.options)

    # ---- hooks for games ----------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        """The view of ``seat``, already checked to be ``None`` or a seat of this game."""
        raise NotImplementedError

    def _legal(self, seat: int) -> list[Action]:
        """The legal actions of a seat that is in ``to_move`` (never empty)."""
        raise NotImplementedError

    def _play(self, action: Action, seat: int) -> None:
        """Carry out a legal action, then run everything automatic up to the next decision."""
        raise NotImplementedError

    def _result(self) -> Result:
        raise NotImplementedError

    def _determinize(self, seat: int | None) -> None:
        """Resample, in place and with ``self.rng``, all that ``seat`` cannot see.

        Must read only what ``view(seat)`` shows, so the outcome depends on the view and the seed.
        """
        raise NotImplementedError

    def _copy_mutables(self, new: State) -> None:
        """Give ``new`` its own copies of this state's mutable containers (used by ``clone``)."""

    def _explain(self, seat: int, label: str) -> str:
        """Why ``label`` is not legal for ``seat`` now; games override it to name the rule."""
        legal = [a[0] for a in self._lcache]
        shown = ", ".join(legal[:12]) + (", ..." if len(legal) > 12 else "")
        return f"{label!r} is not a legal action now; legal: {shown}"

    def _checked_seat(self, seat: object, error: type[MeepleError] = GameError) -> int:
        """``seat`` if it is a seat of this game (an int, not a bool, in range); else ``error``."""
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < self.seats:
            return seat
        raise error(f"a seat is an integer from 0 to {self.seats - 1} here, not {quoted(seat)}")

    def _only_mover(self) -> int:
        tm = self.to_move
        if len(tm) == 1:
            return tm[0]
        if not tm:
            raise IllegalAction("the game is over: no action is legal")
        raise IllegalAction(f"several seats decide now ({', '.join(map(str, tm))}): name the seat")


def _dump_view(state: State, seat: int) -> str:
    return json.dumps(state.view(seat), sort_keys=True)


def standing_values(result: Result, seats: int) -> tuple[float, ...]:
    """A finished game's standing per seat: 1 for a winner, then evenly down to 0 for the last."""
    out = [0.0] * seats
    if seats == 1:
        return (1.0 if 0 in result.winners else 0.0,)
    for pos, s in enumerate(result.ranking):
        out[s] = 1.0 - pos / (seats - 1)
    for s in result.winners:
        out[s] = 1.0
    return tuple(out)
