"""Connectivity and distances over the links on the board (spec brass_birmingham.md §5.3),
cached per link mask. Compiled with mypyc when the machine can (``setup.py``), the same in pure
Python: the base game's rules and the Automa ask them many times a turn."""

from __future__ import annotations

from typing import Final

from .board import IS_MERCHANT, LINK_ENDS, LOC_LINKS, MERCHANT_LOCS, NLOCS

#: the component label of each location, a byte per location: indexed, a byte reads as an int without
#: boxing, and joining two components is one ``bytes.replace``. A label is the number of one of its
#: component's locations (below ``NLOCS``, so that lists indexed by label can stand for dicts); which
#: location carries no meaning.
Labels = bytes
#: (component labels, its distance rows (an empty list until one is asked), the link mask, the
#: components connected to a merchant location (a bit per label), per such component label the
#: merchant locations it reaches (a bit per location), whether paths pass through merchant locations)
Network = tuple[Labels, list[list[int] | None], int, int, dict[int, int], bool]

#: networks by ``mask << 1 | through``; keys typed ``object`` so that compiled code boxes a key once
#: for its look-up and its store
_CACHE: Final[dict[object, Network]] = {}
#: a network's distance rows when the first is asked, none known yet (a new network's rows are an
#: empty list until then: most networks are never asked a distance)
_NO_ROWS: Final[list[list[int] | None]] = [None] * NLOCS
#: the cache is emptied when it holds more networks than this. A game asks again mostly for the
#: networks of its current links and of one link fewer; kept for long, the networks (about ten
#: containers each, a random solo game adding about 19) only lengthen the garbage collector's full
#: passes: a 5-second ``meeple bench`` filled it with 69,000 networks (tenth pass, docs/benchmarks.md)
_CACHE_LIMIT: Final = 1_000
assert NLOCS <= 256  # a label per byte
#: each label as a one-byte ``bytes`` (``_with_link`` replaces one with another)
_LABEL_BYTES: Final = tuple(bytes((label,)) for label in range(NLOCS))


def network_of(mask: int, through: bool = True) -> Network:
    """The network of the links in ``mask`` (see ``Network``). With ``through`` false, paths may end
    at a merchant location but not pass through it."""
    key: object = mask << 1 | through
    got = _CACHE.get(key)
    if got is not None:
        return got
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.clear()
    grown = _one_link_more(mask) if through else None
    if grown is not None:
        _CACHE[key] = grown
        return grown
    labels, touched = _components(mask, through)
    merchants: dict[int, int] = {}  # per component label, its merchant locations (a bit per location)
    for m in MERCHANT_LOCS:
        merchants[labels[m]] = merchants.get(labels[m], 0) | 1 << m
    for e, m in touched:
        merchants[labels[e]] = merchants.get(labels[e], 0) | 1 << m
    with_merchants = 0
    for label in merchants:
        with_merchants |= 1 << label
    got = (labels, [], mask, with_merchants, merchants, through)
    _CACHE[key] = got
    return got


def network_with_link(net: Network, line: int) -> Network:
    """The network of ``net``'s links and a link on ``line`` (an empty line): cached, else derived
    from ``net`` itself when paths pass through merchants (``_with_link``; whoever just placed the link
    holds the network without it, which needs no look-up), else built."""
    mask = net[2] | 1 << line
    if not net[5]:
        return network_of(mask, False)
    key: object = mask << 1 | 1
    got = _CACHE.get(key)
    if got is not None:
        return got
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.clear()
    grown = _with_link(net, mask, line)
    _CACHE[key] = grown
    return grown


def _one_link_more(mask: int) -> Network | None:
    """The network of ``mask`` (paths through merchants) from a cached network with one link fewer,
    or None."""
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        fewer = _CACHE.get((mask ^ low) << 1 | 1)
        if fewer is not None:
            return _with_link(fewer, mask, low.bit_length() - 1)
    return None


def _with_link(fewer: Network, mask: int, line: int) -> Network:
    """Network ``fewer`` (paths through merchants) with a link on ``line`` added, giving ``mask``: the
    components of the line's two or three ends joined under the first end's label. Labels only tell
    components apart: which of its locations names a component carries no meaning."""
    labels = fewer[0]
    ends = LINK_ENDS[line]
    keep = labels[ends[0]]
    second = labels[ends[1]]
    third = labels[ends[-1]]  # the second again on a two-ended line
    rows: list[list[int] | None] = []
    if second == keep and third == keep:
        return (labels, rows, mask, fewer[3], fewer[4], True)
    joined = labels.replace(_LABEL_BYTES[second], _LABEL_BYTES[keep])
    if third != second:
        joined = joined.replace(_LABEL_BYTES[third], _LABEL_BYTES[keep])
    with_merchants = fewer[3]
    if not (with_merchants >> second & 1 or with_merchants >> third & 1):  # the merchants keep their labels
        return (joined, rows, mask, with_merchants, fewer[4], True)
    merchants = fewer[4].copy()  # the joined components' merchant locations go under ``keep``
    locations = merchants.get(keep, 0)
    for label in (second, third):
        if label != keep:
            more = merchants.get(label)
            if more is not None:
                locations |= more
                del merchants[label]
    merchants[keep] = locations
    return (joined, rows, mask, with_merchants & ~(1 << second | 1 << third) | 1 << keep, merchants, True)


def _root(parent: list[int], x: int) -> int:
    """The root of ``x`` in the union-find ``parent`` (halving the path on the way)."""
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def _components(mask: int, through: bool) -> tuple[Labels, list[tuple[int, int]]]:
    """Component labels for the links in ``mask`` by union-find, and the (town, merchant) pairs
    joined by a link when paths may not pass merchants."""
    parent = list(range(NLOCS))
    touched = []  # (town, merchant) pairs joined by a link when paths may not pass merchants
    rest = mask
    while rest:  # the links of ``mask`` in increasing order, lowest bit first
        low = rest & -rest
        rest ^= low
        ends = LINK_ENDS[low.bit_length() - 1]
        if not through:
            merch = [e for e in ends if IS_MERCHANT[e]]
            if merch:
                touched.extend([(e, m) for e in ends if not IS_MERCHANT[e] for m in merch])
                continue
        r = _root(parent, ends[0])
        for e in ends[1:]:
            re = _root(parent, e)
            if re != r:
                parent[re] = r
    roots = []
    for x in range(NLOCS):
        while parent[x] != x:
            x = parent[x]
        roots.append(x)
    return bytes(roots), touched


def distances(net: Network, src: int) -> list[int]:
    """Fewest links from ``src`` to every location (-1: not connected) on network ``net``, remembered
    on the network."""
    rows = net[1]
    if not rows:
        rows.extend(_NO_ROWS)
    row = rows[src]
    if row is None:
        row = rows[src] = fewest_links(net, [src])
    return row


def fewest_links(net: Network, sources: list[int]) -> list[int]:
    """Fewest links from the nearest of ``sources`` to every location (-1: not connected) on network
    ``net``: the least of their ``distances`` by one breadth-first search, not remembered."""
    mask = net[2]
    through = net[5]
    row = [-1] * NLOCS
    for x in sources:
        row[x] = 0
    frontier = sources
    d = 0
    while frontier:
        d += 1
        nxt = []
        for x in frontier:
            if d > 1 and not through and IS_MERCHANT[x]:  # paths end at merchants, not start there
                continue
            for k in LOC_LINKS[x]:
                if mask >> k & 1:
                    for e in LINK_ENDS[k]:
                        if row[e] < 0:
                            row[e] = d
                            nxt.append(e)
        frontier = nxt
    return row
