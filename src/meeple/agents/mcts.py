"""Information-set Monte Carlo tree search (single-observer ISMCTS with decoupled simultaneous moves).

Each iteration samples one world with ``obs.determinize(seed)`` (never the real state), walks
the tree by UCT over the actions legal in that world (availability counts, as ISMCTS needs),
expands one node, plays a short random rollout, and scores the end with the game's
``evaluate()``. Every seat that acted on the path is credited with its own value (n-player
backup). When several seats decide at once, each chooses from its own statistics at that node,
blind to the others' choices in the same step (decoupled UCT), and the joint choice leads to
the child node. Like every search agent here, it never cancels a compound decision it has
begun while anything else is legal (see ``search.worth_trying``).
"""

from __future__ import annotations

import math
import random
import time
from math import log, sqrt

from ..core import Action, GameError, State
from .base import Observation
from .search import CANCEL, standing, worth_trying

DEFAULT_ITERATIONS = 1000
DEFAULT_SECONDS = 0.9


class _Arm:
    """One action of one seat at a node: visits, summed value, availability, and the node it leads to."""

    __slots__ = ("n", "w", "avail", "child")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.child: _Node | None = None


class _Node:
    """A tree node: for each seat deciding here, its arms by action label; joint children of
    simultaneous decisions by their tuple of labels."""

    __slots__ = ("arms", "joint")

    def __init__(self) -> None:
        self.arms: dict[int, dict[str, _Arm]] = {}
        self.joint: dict[tuple[str, ...], _Node] | None = None


class MCTSAgent:
    """ISMCTS with a budget of ``iterations`` and/or ``seconds`` per decision.

    With neither given, the default is ``iterations=1000`` capped at ``seconds=0.9``. With
    ``iterations`` alone the agent is exactly reproducible from its seed; a time budget stops
    wherever the clock says. ``c`` is the UCT exploration constant, ``rollout`` the number of
    random decisions played past the tree before the position is scored by ``evaluate()``
    (deep enough to see past a game's short-sighted moments, such as retiring early in
    Cosmoclasm), ``reuse`` the number of iterations that search one sampled world, each on its
    own clone (determinizing costs far more than cloning). ``simulations`` counts the
    iterations run over the agent's life.
    """

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, seconds: float | None = None,
                 c: float = 0.7, rollout: int = 10, reuse: int = 4) -> None:
        if iterations is None and seconds is None:
            iterations, seconds = DEFAULT_ITERATIONS, DEFAULT_SECONDS
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise GameError(f"mcts iterations must be a positive integer, not {iterations!r}")
        if seconds is not None and (not isinstance(seconds, (int, float)) or seconds <= 0):
            raise GameError(f"mcts seconds must be a positive number, not {seconds!r}")
        if not isinstance(c, (int, float)) or c < 0:
            raise GameError(f"mcts c must be a number >= 0, not {c!r}")
        if not isinstance(rollout, int) or rollout < 0:
            raise GameError(f"mcts rollout must be an integer >= 0, not {rollout!r}")
        if not isinstance(reuse, int) or reuse < 1:
            raise GameError(f"mcts reuse must be a positive integer, not {reuse!r}")
        self.iterations = iterations
        self.seconds = seconds
        self.c = float(c)
        self.rollout = rollout
        self.reuse = reuse
        self.rng = random.Random(seed)
        self.simulations = 0

    def act(self, obs: Observation) -> Action:
        legal = worth_trying(obs.legal)
        if len(legal) == 1:
            return legal[0]
        root = _Node()
        limit = self.iterations if self.iterations is not None else math.inf
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else math.inf
        rng = self.rng
        reuse = self.reuse
        done = 0
        world: State | None = None
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            if reuse == 1:
                self._iterate(root, obs.determinize(rng.getrandbits(63)), rng.random)
            else:
                if world is None or done % reuse == 0:
                    world = obs.determinize(rng.getrandbits(63))
                self._iterate(root, world.clone(), rng.random)
            done += 1
        self.simulations += done
        arms = root.arms.get(obs.seat, {})
        best, key = legal[0], (-1, 0.0)
        for a in legal:
            arm = arms.get(a[0])
            if arm is not None and (arm.n, arm.w) > key:
                best, key = a, (arm.n, arm.w)
        return best

    def _iterate(self, root: _Node, state: State, rand) -> None:
        """One simulation in the sampled world ``state`` (which it consumes)."""
        path: list[tuple[_Arm, int]] = []
        node = root
        while True:
            tm = state.to_move
            if not tm:
                break
            if len(tm) == 1:
                seat = tm[0]
                arm, action, _ = self._pick(node, seat, state.legal_actions(seat), rand)
                path.append((arm, seat))
                state.apply(action, seat)
                if arm.child is None:
                    arm.child = _Node()
                    break
                node = arm.child
                continue
            picks = [(seat, *self._pick(node, seat, state.legal_actions(seat), rand)) for seat in tm]
            expanded = False
            for seat, arm, action, new in picks:
                path.append((arm, seat))
                state.apply(action, seat)
                expanded = expanded or new
            key = tuple(p[2][0] for p in picks)
            if node.joint is None:
                node.joint = {}
            child = node.joint.get(key)
            if child is None:
                child = node.joint[key] = _Node()
                expanded = True
            node = child
            if expanded:
                break
        for _ in range(self.rollout):
            tm = state.to_move
            if not tm:
                break
            seat = tm[0]
            moves = state.legal_actions(seat)
            move = moves[int(rand() * len(moves))]
            while move[0] == CANCEL and len(moves) > 1:
                move = moves[int(rand() * len(moves))]
            state.apply(move, seat)
        values = standing(state)
        for arm, seat in path:
            arm.n += 1
            arm.w += values[seat]

    def _pick(self, node: _Node, seat: int, legal: list[Action], rand) -> tuple[_Arm, Action, bool]:
        """UCT over the arms available now; an untried action first (at random). Returns the arm,
        this world's action for it, and whether the arm is new."""
        arms = node.arms.get(seat)
        if arms is None:
            arms = node.arms[seat] = {}
        get = arms.get
        untried: list[Action] | None = None
        best = None
        best_action = legal[0]
        best_score = -1.0
        c = self.c
        skip_cancel = len(legal) > 1
        for a in legal:
            if skip_cancel and a[0] == CANCEL:
                continue
            arm = get(a[0])
            if arm is None:
                if untried is None:
                    untried = [a]
                else:
                    untried.append(a)
                continue
            arm.avail += 1
            if untried is None:
                n = arm.n
                score = arm.w / n + c * sqrt(log(arm.avail) / n)
                if score > best_score:
                    best, best_action, best_score = arm, a, score
        if untried is not None:
            a = untried[int(rand() * len(untried))]
            arm = arms[a[0]] = _Arm()
            return arm, a, True
        assert best is not None  # no untried arm: every available one was scored
        return best, best_action, False
