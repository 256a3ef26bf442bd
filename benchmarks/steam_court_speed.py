"""Steam Court speed per player count, in CPU time (stable on a shared, loaded machine).

``python benchmarks/steam_court_speed.py [seconds]``: random-playout decisions/s (the loop of
``meeple bench``) and clones/s of mid-game states, for 3, 5, 7 and 10 players.
"""

import random
import sys
import time

import meeple


def measure(players: int, seconds: float) -> tuple[float, float]:
    rnd = random.Random(1).random
    decisions = games = 0
    samples = []
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        s = meeple.new_game("steam_court", players=players, seed=games)
        n = 0
        while not s.is_over:
            seat = s.to_move[0]
            acts = s.legal_actions(seat)
            s.apply(acts[int(rnd() * len(acts))], seat)
            n += 1
            if len(samples) < 64 and n == 1 + games % 29:
                samples.append(s.clone())
        decisions += n
        games += 1
    rate = decisions / (time.process_time() - t0)
    count = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds / 2:
        for x in samples:
            for _ in range(100):
                x.clone()
        count += 100 * len(samples)
    return rate, count / (time.process_time() - t0)


if __name__ == "__main__":
    secs = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    for n in (3, 5, 7, 10):
        d, c = measure(n, secs)
        print(f"steam_court players={n:2d}: {d:9,.0f} decisions/s  {c:11,.0f} clones/s  (CPU time)")
