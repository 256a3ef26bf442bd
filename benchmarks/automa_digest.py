"""A digest of seeded random games of Brass: Birmingham, to check that a speed change leaves the
game's behaviour bit-identical (compare the totals of two builds: pure, compiled, before, after).

    PYTHONHASHSEED=0 python benchmarks/automa_digest.py [SOLO_GAMES [TWO_PLAYER_GAMES]]

Solo games (default 1,000) cycle through six option sets (``difficulty`` easy, medium, hard ×
``turn_order`` fixed, variable); two-player games (default 200) use the default options. Each game
is played by a seeded random chooser; its digest covers every action's label, a spectator's and
seat 0's view every 7th decision, the events and the result. Prints one digest per part and the
total (the first 16 hex digits of a SHA-256).
"""

from __future__ import annotations

import hashlib
import json
import sys

from meeple.core import Rng, derive_seed, new_game

OPTION_SETS = [{"difficulty": difficulty, "turn_order": order}
               for difficulty in ("easy", "medium", "hard") for order in ("fixed", "variable")]
VIEW_EVERY = 7


def digest_game(players: int, seed: int, options: dict[str, str], total: hashlib._Hash) -> None:
    """Play one seeded random game, feeding its actions, views, events and result to ``total``."""
    state = new_game("brass_birmingham", players=players, seed=seed, options=options)
    chooser = Rng(derive_seed("digest", seed))
    decisions = 0
    while not state.is_over:
        seat = state.to_move[0]
        actions = state.legal_actions(seat)
        action = actions[chooser.below(len(actions))]
        total.update(f"{seat}:{action[0]}\n".encode())
        state.apply(action, seat)
        decisions += 1
        if decisions % VIEW_EVERY == 0:
            for viewer in (None, 0):
                total.update(json.dumps(state.view(viewer), sort_keys=True).encode())
    total.update("\n".join(state.events).encode())
    total.update(repr(state.result()).encode())


def main() -> None:
    solo_games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    two_player_games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    total = hashlib.sha256()
    solo = hashlib.sha256()
    for g in range(solo_games):
        digest_game(1, 1 + g, OPTION_SETS[g % len(OPTION_SETS)], solo)
    two_player = hashlib.sha256()
    for g in range(two_player_games):
        digest_game(2, 1 + g, {}, two_player)
    for part in (solo, two_player):
        total.update(part.digest())
    print(f"solo ({solo_games} games): {solo.hexdigest()[:16]}")
    print(f"2-player ({two_player_games} games): {two_player.hexdigest()[:16]}")
    print(f"total: {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
