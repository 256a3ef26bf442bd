"""The Automa's searches over lines and slots (spec brass_birmingham_automa.md §4.2, §6.2, §7.1.3,
§8.2-§8.5) as pure functions of plain ints, lists and tuples, which ``automa.py`` calls with the
board's tables and the state's lists. Compiled with mypyc when the machine can (``setup.py``),
the same in pure Python; they decide nothing themselves: each answers one question of a rule."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def empty_lines_touching(line_ends: tuple[tuple[int, int, int, int], ...], owners: list[int],
                         network: list[bool]) -> list[int]:
    """The lines of ``line_ends`` (line, three ends) without an owner and with an end in ``network``,
    in the order given."""
    out = []
    for line, a, b, c in line_ends:
        if owners[line] < 0 and (network[a] or network[b] or network[c]):
            out.append(line)
    return out


def lines_joining(lines: list[int], line_ends: tuple[tuple[int, ...], ...], component: Sequence[int], here: int,
                  wanted: Collection[int]) -> list[int]:
    """The ``lines`` with an end in component ``here`` and an end in one of the ``wanted`` components."""
    out = []
    for line in lines:
        ends = line_ends[line]
        touches = False
        for end in ends:
            if component[end] == here:
                touches = True
                break
        if touches:
            for end in ends:
                if component[end] in wanted:
                    out.append(line)
                    break
    return out


def lines_bringing_coal(lines: list[int], line_ends: tuple[tuple[int, ...], ...], component: Sequence[int], here: int,
                        cubes: dict[int, int], merchant_components: Collection[int], need: int) -> list[int]:
    """The ``lines`` with an end in component ``here`` whose ends' components together reach a merchant
    or hold at least ``need`` coal cubes (``cubes``: per component)."""
    out = []
    for line in lines:
        ends = line_ends[line]
        touches = False
        for end in ends:
            if component[end] == here:
                touches = True
                break
        if not touches:
            continue
        joined = {component[end] for end in ends}
        if not joined.isdisjoint(merchant_components) or sum([cubes.get(c, 0) for c in joined]) >= need:
            out.append(line)
    return out


def count_taken(owners: list[int], slots: tuple[int, ...]) -> int:
    """How many of ``slots`` hold a tile."""
    taken = 0
    for slot in slots:
        if owners[slot] >= 0:
            taken += 1
    return taken


def free_slots(owners: list[int], single_icon: tuple[int, ...], every: tuple[int, ...]) -> list[int]:
    """The free slots of ``single_icon`` if any, else the free slots of ``every``."""
    out = [slot for slot in single_icon if owners[slot] < 0]
    if out:
        return out
    return [slot for slot in every if owners[slot] < 0]
