"""One package per game. A package that defines ``INFO`` (a GameInfo) is registered."""
