"""Digests of seeded games, to prove a refactoring keeps every behaviour bit for bit.

For each game, variant and player count, two digests of one seeded random game:

- ``rules``: the offered labels, every seat's view (every few steps), determinizations, the
  events, the record and the result;
- ``bots``: the choices of the greedy and MCTS bots at a few positions of that game.

A change to a game's evaluation changes only its ``bots`` digest, so the test still proves the
rules unchanged. ``python tests/golden/golden_digest.py [GAME ...]`` writes the digests to
``tests/golden/digests/<game>.txt`` (one line per case: variant, players, rules, bots); a
deliberate change of behaviour updates them knowingly.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import meeple
from meeple.agents import make_agent, observe

CASES = [
    ("steam_court", "standard", 3), ("steam_court", "standard", 5), ("steam_court", "party", 4),
    ("steam_court", "auction", 4), ("steam_court", "random_characters", 6), ("steam_court", "standard", 10),
    ("cosmoclasm", "base", 2), ("cosmoclasm", "base", 4), ("cosmoclasm", "factions", 3),
    ("cosmoclasm", "factions", 5),
    ("brass_birmingham", "standard", 2), ("brass_birmingham", "standard", 3), ("brass_birmingham", "standard", 4),
    ("brass_empire", "standard", 2), ("brass_empire", "standard", 4), ("brass_empire", "solitaire", 1),
    ("brass_empire", "teams", 4), ("brass_empire", "battle", 3),
]
FOLDER = Path(__file__).parent / "digests"


def _dump(value: object) -> bytes:
    return json.dumps(value, sort_keys=True).encode()


def digest(game: str, variant: str, players: int, seed: int = 5) -> tuple[str, str]:
    """(rules digest, bots digest) of the seeded random game of this case."""
    state = meeple.new_game(game, players=players, seed=seed, variant=variant)
    chooser = random.Random(seed)
    rules, bots_digest = hashlib.sha256(), hashlib.sha256()
    step = 0
    bots = [make_agent("greedy", seed=1), make_agent("mcts:iterations=30,seconds=60", seed=2)]
    while not state.is_over:
        seat = state.to_move[chooser.randrange(len(state.to_move))]
        legal = state.legal_actions(seat)
        rules.update("|".join(map(str, legal)).encode())
        if step % 9 == 0:
            for viewer in [None, *range(state.seats)]:
                rules.update(_dump(state.view(viewer)))
        if step % 40 == 0 and step < 200:
            for bot in bots:
                bots_digest.update(str(bot.act(observe(state, seat))).encode())
            rules.update(_dump(state.determinize(seat, step).view(None)))
        state.apply(legal[chooser.randrange(len(legal))], seat)
        step += 1
    rules.update(_dump(state.events))
    rules.update(_dump(state.record()))
    result = state.result()
    rules.update(_dump([list(result.scores), list(result.ranking), list(result.winners)]))
    return rules.hexdigest()[:24], bots_digest.hexdigest()[:24]


def stored() -> dict[tuple[str, str, int], tuple[str, str]]:
    """The digests kept in ``digests/<game>.txt``, by case."""
    table: dict[tuple[str, str, int], tuple[str, str]] = {}
    for path in sorted(FOLDER.glob("*.txt")):
        for line in path.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                variant, players, rules, bots = line.split()
                table[path.stem, variant, int(players)] = (rules, bots)
    return table


def write(games: list[str]) -> None:
    FOLDER.mkdir(exist_ok=True)
    for game in games:
        lines = ["# variant players rules-digest bots-digest (python tests/golden/golden_digest.py GAME)"]
        for case in CASES:
            if case[0] == game:
                lines.append(f"{case[1]} {case[2]} {' '.join(digest(*case))}")
        (FOLDER / f"{game}.txt").write_text("\n".join(lines) + "\n")
        print(f"wrote {FOLDER / (game + '.txt')}")


if __name__ == "__main__":
    write(sys.argv[1:] or sorted({case[0] for case in CASES}))
