"""Services: batch simulation, statistics, benchmarks."""
