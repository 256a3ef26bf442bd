"""Cosmoclasm speed in CPU time (stable on a shared, loaded machine).

``python benchmarks/cosmoclasm_speed.py [seconds]``: random-playout decisions/s (the loop of
``meeple bench``) and clones/s of mid-game states, per player count and variant.
"""

import random
import sys
import time

import meeple


def measure(players: int, variant: str, seconds: float) -> tuple[float, float]:
    rnd = random.Random(1).random
    decisions = games = 0
    samples = []
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        s = meeple.new_game("cosmoclasm", players=players, seed=1 + games, variant=variant)
        n = 0
        while not s.is_over:
            seat = s.to_move[0]
            acts = s.legal_actions(seat)
            s.apply(acts[int(rnd() * len(acts))], seat)
            n += 1
            if len(samples) < 64 and n == 1 + games % 29 and not s.is_over:
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
    for variant in ("base", "factions"):
        for n in (2, 3, 5):
            d, c = measure(n, variant, secs)
            print(f"cosmoclasm {variant:8s} players={n}: {d:9,.0f} decisions/s  {c:11,.0f} clones/s  (CPU time)")
