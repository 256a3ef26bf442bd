"""Callgrind instruction counts of the parts of random playouts of Brass: Birmingham, as `meeple bench`
plays them (the bench's chooser, seeds 1..N), after one untimed warm-up game, so imports do not count.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=out \\
        python benchmarks/automa_callgrind.py PLAYERS GAMES REGION
    grep -E '^(summary|totals):' out

REGION: ``game`` (every decision), ``automa`` (the Automa's turns), ``end_round`` (the solo game's
round and era ends), ``setup`` (``new_game``). Collection is switched on and off around the region
by a callgrind client request, from a tiny C library compiled here with ``cc`` at first use (it
needs valgrind's headers). Set ``NOGC=1`` to switch the garbage collector off after the warm-up:
its passes fall wherever the allocation count says, which moves counts by about 1 % between
builds; per-part comparisons are steadier without it. Each call of a measured Automa method costs
about 3,500 instructions of this wrapping.
"""

from __future__ import annotations

import ctypes
import gc
import os
import subprocess
import sys
import tempfile

from meeple.core import Rng, derive_seed, new_game

_TOGGLE_C = "#include <valgrind/callgrind.h>\nvoid toggle(void) { CALLGRIND_TOGGLE_COLLECT; }\n"


def toggle_library() -> ctypes.CDLL:
    folder = os.path.join(tempfile.gettempdir(), "meeple-callgrind-toggle")
    library = os.path.join(folder, "toggle.so")
    if not os.path.exists(library):
        os.makedirs(folder, exist_ok=True)
        source = os.path.join(folder, "toggle.c")
        with open(source, "w") as f:
            f.write(_TOGGLE_C)
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", library, source], check=True)
    return ctypes.CDLL(library)


def play(players: int, seed: int, chooser: Rng) -> int:
    state = new_game("brass_birmingham", players=players, seed=seed)
    decisions = 0
    while not state.is_over:
        seat = state.to_move[0]
        actions = state.legal_actions(seat)
        state.apply(actions[chooser.below(len(actions))], seat)
        decisions += 1
    return decisions


def main() -> None:
    players, games, region = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    toggle = toggle_library().toggle
    from meeple.builtin.brass_birmingham.automa_state import AutomaState

    play(players, 1000, Rng(derive_seed("bench", 2)))  # warm-up: imports, data tables, caches
    method = {"automa": "_automa_turn", "end_round": "_end_round"}.get(region)
    if method:
        inner = getattr(AutomaState, method)

        def measured(self: AutomaState) -> None:
            toggle()
            try:
                inner(self)
            finally:
                toggle()

        setattr(AutomaState, method, measured)
    if os.environ.get("NOGC"):
        gc.disable()
    chooser = Rng(derive_seed("bench", 1))
    decisions = 0
    if region == "game":
        toggle()
    for g in range(games):
        if region == "setup":
            toggle()
            state = new_game("brass_birmingham", players=players, seed=1 + g)
            toggle()
            del state
        decisions += play(players, 1 + g, chooser)
    if region == "game":
        toggle()
    print(f"{players} players, {games} games, {decisions} decisions, region {region}", file=sys.stderr)


if __name__ == "__main__":
    main()
