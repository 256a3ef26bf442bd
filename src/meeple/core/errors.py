"""Errors raised through the public contract."""


class MeepleError(ValueError):
    """Base of every error meeple raises on bad input."""


class IllegalAction(MeepleError):
    """An action that the rules do not allow now; the state is left unchanged."""


class GameError(MeepleError):
    """A bad game configuration: unknown game, variant or option, wrong player count, bad setup."""


class RecordError(MeepleError):
    """A record that cannot be replayed."""
