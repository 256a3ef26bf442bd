"""Actions: small immutable values whose string is a stable label."""

from __future__ import annotations

from typing import Any


class Action(tuple):
    """An action: ``(label, data)``. ``str(action)`` is its label; ``data`` is free for the game.

    Equality and hashing are those of the tuple, so two actions built alike are equal.
    """

    __slots__ = ()

    def __new__(cls, label: str, data: Any = None) -> Action:
        return tuple.__new__(cls, (label, data))

    @property
    def label(self) -> str:
        return self[0]

    @property
    def data(self) -> Any:
        return self[1]

    def __str__(self) -> str:
        return self[0]

    def __repr__(self) -> str:
        return f"Action({self[0]!r})"

    def __getnewargs__(self) -> tuple[str, Any]:
        return (self[0], self[1])
