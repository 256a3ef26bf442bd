"""The Automa's searches over lines and slots (spec brass_birmingham_automa.md §4.2, §6.2, §7.1.3,
§8.2-§8.5) as pure functions of plain ints, lists and tuples, which ``automa.py`` calls with the
board's tables and the state's lists. Compiled with mypyc when the machine can (``setup.py``),
the same in pure Python; they decide nothing themselves: each answers one question of a rule."""

from __future__ import annotations

from typing import Final

from mypy_extensions import i64

from .connectivity import Labels
from .queries import reaches


def empty_lines_touching(lines: int, occupied: int, location_lines: tuple[int, ...], network: list[bool]) -> int:
    """The lines of ``lines`` not in ``occupied`` (a bit per line holding a link) and with an end in
    ``network``, a bit per line (``location_lines``: per location, a bit per line ending there; on
    machine integers when compiled)."""
    near: i64 = 0
    for location in range(len(network)):
        if network[location]:
            near |= i64(location_lines[location])
    return int(near & i64(lines) & ~i64(occupied))


def lines_in(lines: int) -> list[int]:
    """The lines of ``lines`` (a bit per line), in increasing order."""
    rest: i64 = lines
    out = []
    line = 0
    while rest:
        if rest & 1:
            out.append(line)
        rest >>= 1
        line += 1
    return out


def lines_touching(lines: int, location_lines: tuple[int, ...], component: Labels, here: int) -> i64:
    """The lines of ``lines`` (a bit per line) with an end in component ``here``, a bit per line
    (``location_lines``: per location, a bit per line ending there)."""
    near: i64 = 0
    for location in range(len(component)):
        if component[location] == here:
            near |= i64(location_lines[location])
    return near & i64(lines)


def lines_joining(lines: int, location_lines: tuple[int, ...], line_ends: tuple[tuple[int, ...], ...],
                  component: Labels, here: int, wanted: int) -> list[int]:
    """The ``lines`` (a bit per line) with an end in component ``here`` and an end in one of the
    ``wanted`` components (a bit per component label), in increasing order."""
    rest = lines_touching(lines, location_lines, component, here)
    out = []
    line = 0
    while rest:
        if rest & 1:
            for end in line_ends[line]:
                if wanted >> component[end] & 1:
                    out.append(line)
                    break
        rest >>= 1
        line += 1
    return out


def lines_bringing_coal(lines: int, location_lines: tuple[int, ...], line_ends: tuple[tuple[int, ...], ...],
                        component: Labels, here: int, cubes: list[int],
                        merchant_components: int, need: int) -> list[int]:
    """The ``lines`` (a bit per line) with an end in component ``here`` whose ends' components
    together reach a merchant (``merchant_components``: a bit per label) or hold at least ``need``
    coal cubes (``cubes``: per component label), in increasing order."""
    rest = lines_touching(lines, location_lines, component, here)
    out = []
    line = 0
    while rest:
        if rest & 1 and _brings_coal(line_ends[line], component, cubes, merchant_components, need):
            out.append(line)
        rest >>= 1
        line += 1
    return out


def _brings_coal(ends: tuple[int, ...], component: Labels, cubes: list[int],
                 merchant_components: int, need: int) -> bool:
    """Whether the components of a line's ``ends`` together reach a merchant or hold at least
    ``need`` coal cubes (each component counted once: an end whose component an earlier end shares
    adds nothing)."""
    total = 0
    for i in range(len(ends)):
        label = component[ends[i]]
        if merchant_components >> label & 1:
            return True
        counted = False
        for j in range(i):
            if component[ends[j]] == label:
                counted = True
        if not counted:
            total += cubes[label]
    return total >= need


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


def has_free_slot(owners: list[int], slots: tuple[int, ...]) -> bool:
    """Whether one of ``slots`` is free (``free_slots`` is not empty then: its single-icon slots are
    some of ``slots``), without building the list."""
    for slot in slots:
        if owners[slot] < 0:
            return True
    return False


def link_tiebreak(candidates: list[int], starts: list[int], beyond: tuple[tuple[tuple[int, ...], ...], ...],
                  slots_beyond: tuple[tuple[tuple[int, ...], ...], ...], network: list[bool],
                  owners: list[int]) -> tuple[list[int], int]:
    """Link tiebreaks T2-T4 (§8.5) of lines each placed from its start (``starts``: per line): the
    lines left and the tiebreak that decided (2-4), or 0 when more than one is left after T4.
    ``beyond`` and ``slots_beyond``: per line, per location as the start, the other ends and the
    build slots there."""
    reaching = [line for line in candidates if reaches(beyond[line][starts[line]], network)]  # T2: its network
    if reaching and len(reaching) < len(candidates):
        candidates = reaching
        if len(candidates) == 1:
            return candidates, 2
    candidates = most_beyond(candidates, starts, slots_beyond, owners, True)  # T3
    if len(candidates) == 1:
        return candidates, 3
    # T4: the most free slots; the built tiles are equal now, so the most slots beyond
    candidates = most_beyond(candidates, starts, slots_beyond, owners, False)
    return candidates, 4 if len(candidates) == 1 else 0


def most_beyond(candidates: list[int], starts: list[int], slots_beyond: tuple[tuple[tuple[int, ...], ...], ...],
                owners: list[int], built: bool) -> list[int]:
    """The ``candidates`` (in order) with the most built tiles (``built``), else the most slots, at
    the ends beyond their start: one loop, no list of counts."""
    most = -1
    kept: list[int] = []
    for line in candidates:
        slots = slots_beyond[line][starts[line]]
        value = count_taken(owners, slots) if built else len(slots)
        if value > most:
            most = value
            kept = [line]
        elif value == most:
            kept.append(line)
    return kept


def least(values: list[int]) -> int:
    """The lowest of ``values`` (not empty), as ``min`` without calling it."""
    low = values[0]
    for value in values:
        if value < low:
            low = value
    return low


def first_lowest_at(keys: list[tuple[int, ...]]) -> int:
    """The position of the first lowest of ``keys`` (not empty), as ``keys.index(min(keys))``."""
    at = 0
    for i in range(1, len(keys)):
        if keys[i] < keys[at]:
            at = i
    return at


def mines_with_coal(mines: tuple[int, ...], owners: list[int], tiles: list[int], cubes: list[int],
                    tile_industry: tuple[int, ...], coal: int, slot_location: list[int], component: Labels,
                    components: int) -> list[int]:
    """The coal mine slots of ``mines`` holding a Coal Mine with cubes in one of ``components`` (a bit
    per component label)."""
    out = []
    for slot in mines:
        if cubes[slot] and owners[slot] >= 0 and tile_industry[tiles[slot]] == coal \
                and components >> component[slot_location[slot]] & 1:  # cubes first: most slots hold none
            out.append(slot)
    return out


def goods_tiles(slots: tuple[int, ...], owners: list[int], tiles: list[int], goods_tile: tuple[bool, ...],
                seat: int) -> tuple[int, ...]:
    """The slots of ``slots`` holding a tile of ``seat`` that ``goods_tile`` marks (per tile: of a
    goods industry)."""
    out = []
    for slot in slots:
        if owners[slot] == seat and goods_tile[tiles[slot]]:
            out.append(slot)
    return tuple(out)


#: the building-selection key packs its parts into one int, each in its own bits (an int compares
#: faster than a tuple): B1's link score offset by ``_SCORE_OFFSET`` (a location ends at most 8
#: lines), B2's name rank (27 locations), B3's tiebreak rank (0-9), then the slot number (49 slots)
_SCORE_OFFSET: Final = 16
_NAME_BITS: Final = 5
_RANK_BITS: Final = 4
_SLOT_BITS: Final = 6


def selection_order(slots: list[int], ranks: tuple[int, ...], slot_location: list[int],
                    location_lines: tuple[tuple[int, ...], ...], line_owners: list[int], name_rank: tuple[int, ...],
                    own: int, other: int) -> list[int]:
    """``slots`` in the building-selection order (§9.1): B1 the location's link score (``own`` links
    minus ``other``'s links touching it, highest first), B2 its name, B3 ``ranks`` (the tiebreak
    icon), then the slot number; sorted by one packed int a slot, as the tuple of those four."""
    keys = []
    for slot in slots:
        location = slot_location[slot]
        score = 0
        for line in location_lines[location]:
            if line_owners[line] == own:
                score += 1
            elif line_owners[line] == other:
                score -= 1
        key = ((_SCORE_OFFSET - score) << _NAME_BITS | name_rank[location]) << _RANK_BITS | ranks[slot]
        keys.append(key << _SLOT_BITS | slot)
    keys.sort()
    mask = (1 << _SLOT_BITS) - 1
    return [key & mask for key in keys]


def buyer_labels(industry: int, merchant_tiles: tuple[int, ...], tile_buys: tuple[tuple[int, ...], ...],
                 merchant_location: list[int], component: Labels) -> int:
    """As ``buyer_components`` when paths pass through merchants, where each merchant location lies
    in the one component its label (``component``) names: the labels of the merchant tiles' locations
    that buy ``industry``, a bit per label."""
    out = 0
    for slot in range(len(merchant_tiles)):
        tile = merchant_tiles[slot]
        if tile >= 0:
            for bought in tile_buys[tile]:
                if bought == industry:
                    out |= 1 << component[merchant_location[slot]]
                    break
    return out


def buyer_components(industry: int, merchant_tiles: tuple[int, ...], tile_buys: tuple[tuple[int, ...], ...],
                     merchant_location: list[int], merchants_by_component: dict[int, int]) -> int:
    """The components (keys of ``merchants_by_component``, the merchant locations in each, a bit per
    location) holding a merchant tile that buys ``industry``, a bit per component label."""
    where = 0  # the locations of the merchant tiles buying ``industry``, a bit per location
    for slot in range(len(merchant_tiles)):
        tile = merchant_tiles[slot]
        if tile >= 0 and industry in tile_buys[tile]:
            where |= 1 << merchant_location[slot]
    out = 0
    for component, locations in merchants_by_component.items():
        if locations & where:
            out |= 1 << component
    return out
