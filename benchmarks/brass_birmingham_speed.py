"""CPU-time throughput of brass_birmingham: random-playout decisions/s and clones/s of mid-game states.

Run ``python benchmarks/brass_birmingham_speed.py [players] [seconds]``. The same loop as
``meeple bench``, timed with ``time.process_time`` so a busy shared machine skews it less.
"""

import random
import sys
import time

import meeple


def main(players: int = 2, seconds: float = 5.0) -> None:
    rnd = random.Random(1).random
    decisions = games = 0
    samples = []
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        s = meeple.new_game("brass_birmingham", players=players, seed=1 + games)
        n = 0
        while not s.is_over:
            acts = s.legal_actions(s.to_move[0])
            s.apply(acts[int(rnd() * len(acts))], s.to_move[0])
            n += 1
            if len(samples) < 64 and n == 1 + games % 29 and not s.is_over:
                samples.append(s.clone())
        decisions += n
        games += 1
    dt = time.process_time() - t0
    count = 0
    c0 = time.process_time()
    while time.process_time() - c0 < seconds / 2:
        for s in samples:
            for _ in range(100):
                s.clone()
        count += 100 * len(samples)
    ct = time.process_time() - c0
    print(f"{players}p: {decisions / dt:,.0f} decisions/s ({games} games, {decisions / games:.0f} decisions each), "
          f"{count / ct:,.0f} clones/s (CPU time)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2, float(sys.argv[2]) if len(sys.argv) > 2 else 5.0)
