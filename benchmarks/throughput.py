"""Throughput benchmark: random-playout decisions/s and games/s, clones/s, MCTS simulations/s.

Run ``python benchmarks/throughput.py [game] [--json]`` (the same as ``meeple bench``).
"""

import sys

from meeple.cli.main import main

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
