"""The games that ship with meeple, one package each, registered like any other game through
the entry-point group ``meeple.games`` (see ``pyproject.toml`` and ``docs/adding-a-game.md``)."""
