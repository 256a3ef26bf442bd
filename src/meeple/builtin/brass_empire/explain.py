"""Why an action is not legal now, in a player's words (spec 6.2's rejections)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import EmpireState


def explain(state: EmpireState, seat: int, label: str) -> str:
    legal = [a[0] for a in state._lcache]
    shown = ", ".join(legal[:12]) + (", ..." if len(legal) > 12 else "")
    return f"{label!r} is not a legal action now; legal: {shown}"
