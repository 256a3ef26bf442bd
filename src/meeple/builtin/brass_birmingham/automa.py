"""The Automa's turn (spec brass_birmingham_automa.md §4-§10): a few rule primitives (build, link,
network, sell, develop, pass, and the coal, iron and beer they use) read the card data of
``automa_data.py``. They are functions of a ``TurnState``, the solo state's fields
(:class:`~.automa_state.AutomaState`, seen through ``AutomaSeat``) read once a turn, compiled with
mypyc when the machine can (``setup.py``), the same in pure Python; every step is written to the
events in plain words. A list's item is changed as ``x[i] = x[i] + n``: compiled, ``x[i] += n``
adds through Python's generic number protocol."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Final, Protocol

from meeple.core.rng import Rng

from .automa_data import (
    AUTOMA,
    BUILD,
    CARD_GROUP,
    CARD_NUMBERS,
    CELL_RANK,
    CLOCKWISE,
    COAL_MINE_NETWORK,
    DECK_EMPTY_CELL,
    DEVELOP_MAX_IRON,
    DEVELOP_VP,
    FARM_BREWERY,
    FIRST_DEVELOP_IRON,
    FIRST_DEVELOP_VP,
    FRONT,
    HUMAN,
    LAYERS,
    NAME_RANK,
    NETWORK,
    PASS_VP,
    REAR_ACTIONS,
    REAR_BREWERY_TOWN,
    REAR_CELL,
    REAR_DEVELOP_FIRST,
    REAR_DEVELOP_MAX,
)
from .automa_search import (
    buyer_components,
    buyer_labels,
    empty_lines_touching,
    first_lowest_at,
    free_slots,
    goods_tiles,
    has_free_slot,
    least,
    lines_bringing_coal,
    lines_in,
    lines_joining,
    link_tiebreak,
    mines_with_coal,
    selection_order,
)
from .board import (
    BARRELS_ON_BUILD,
    BONUS,
    BREWERY,
    CANAL_LINK,
    COAL,
    COAL_EMPTY,
    COAL_PRICES,
    ERA_LINKS,
    FARMS,
    GOODS,
    IND_NAME,
    IND_SLOTS,
    IRON,
    IRON_EMPTY,
    IRON_PRICES,
    IS_MERCHANT,
    LINK_CANAL,
    LINK_ENDS,
    LINK_RAIL,
    LINK_WORDS,
    LOC_LINKS,
    LOC_SLOTS,
    MSLOT_IDX,
    MSLOT_LOC,
    MSLOT_WORDS,
    MTILE_BUYS,
    NBUILD,
    NLINKS,
    NLOCS,
    NSLOTS,
    NTILES,
    PLACE_WORDS,
    RAIL_LINK,
    RAIL_SECOND,
    SLOT_INDS,
    SLOT_LOC,
    SLOT_WORDS,
    T_BEER,
    T_CANAL_ONLY,
    T_COAL,
    T_COST,
    T_CUBES,
    T_IND,
    T_IRON,
    T_LEVEL,
    T_RAIL_ONLY,
    TILE_NAMES,
    tile_name,
)
from .connectivity import Labels, Network, distances, fewest_links, network_of, network_with_link
from .queries import (
    NO_COMPONENTS,
    NO_CUBES,
    Networks,
    Options,
    barrels,
    beer_index,
    coal_index,
    joins_merchant_or_coal,
    legal_lines,
    mat_tops,
    mines,
    nets,
    nets_grown,
    own_slot_lists,
    sale_merchants,
    tops_after,
    works,
)
from .rules import LOC_IND_SLOTS

_NOWHERE: Final[list[bool]] = [False] * NLOCS  # a network holding no location (never written)
_ERA_LINK: Final = (LINK_CANAL, LINK_RAIL)
_ERA_WORD: Final = ("Canal", "Rail")
_ERA_WORD_LOWER: Final = ("canal", "rail")
_COAL_MINES: Final = IND_SLOTS[COAL]
_IRON_WORKS: Final = IND_SLOTS[IRON]
_GOODS_SLOTS: Final = tuple(s for s in range(NSLOTS) if set(SLOT_INDS[s]) & set(GOODS))
_GOODS_TILE: Final = tuple(T_IND[t] in GOODS for t in range(NTILES))  # per tile: of a goods industry
_WHO: Final = ("your", "its own")
_TIEBREAK_REASON: Final = {2: "it reaches a location of its network", 3: "the most built tiles beyond",
                           4: "the most free slots beyond"}
_GROUP_CARDS: Final = tuple(tuple(c for c in CARD_NUMBERS if CARD_GROUP[c] == g) for g in range(3))
#: per era: a bit per line of the era
_ERA_LINE_MASK: Final = tuple(sum(1 << k for k in lines) for lines in ERA_LINKS)
#: per location: a bit per line ending there
_LOCATION_LINE_MASK: Final = tuple(sum(1 << k for k in lines) for lines in LOC_LINKS)
#: per town, per industry: its slots showing that industry (``rules.LOC_IND_SLOTS``, a static here:
#: compiled code reads an interpreted module's name from its dictionary each time)
_IND_SLOTS_AT: Final[tuple[tuple[tuple[int, ...], ...], ...]] = LOC_IND_SLOTS
#: per town, per industry: its slots for that industry that show no other industry
_SINGLE_ICON_SLOTS: Final = tuple(tuple(tuple(s for s in slots if len(SLOT_INDS[s]) == 1) for slots in per_ind)
                                  for per_ind in _IND_SLOTS_AT)
#: per slot: it shows one industry
_SINGLE_ICON_SLOT: Final = tuple(len(icons) == 1 for icons in SLOT_INDS)
#: per line, per location as the start (an end of the line; any other location: empty): the other
#: ends, where a link placed from that end leads (tuples indexed by line and location: compiled code
#: reads them natively, without the hashing of a dict look-up)
_BEYOND: Final = tuple(tuple(tuple(e for e in ends if e != start) if start in ends else ()
                             for start in range(NLOCS)) for ends in LINK_ENDS)
#: per line, per location as the start: the build slots at the other ends
_SLOT_LIST_BEYOND: Final = tuple(tuple(tuple(s for e in beyond for s in LOC_SLOTS[e]) for beyond in per_start)
                                 for per_start in _BEYOND)
#: per line, per location as the start: only merchant locations lie beyond it
_MERCHANTS_BEYOND: Final = tuple(tuple(bool(beyond) and all(IS_MERCHANT[e] for e in beyond) for beyond in per_start)
                                 for per_start in _BEYOND)


#: per merchant slot, its rank among the merchants buying a tile (§7.1.2) in one int: a VP bonus
#: first, then the location's name, then the slot's index there; ``_NO_MERCHANT_BEER`` added after
#: all when the tile needs beer and the merchant has none
_MERCHANT_ORDER: Final = tuple(((BONUS[MSLOT_LOC[m]][0] != "vp") << 5 | NAME_RANK[MSLOT_LOC[m]]) << 4 | MSLOT_IDX[m]
                               for m in range(len(MSLOT_LOC)))
_NO_MERCHANT_BEER: Final = 1 << 10
# the packed keys (here and ``automa_search.selection_order``) hold each part in its own bits
assert max(NAME_RANK) < 1 << 5 and max(MSLOT_IDX) < 1 << 4 and NSLOTS <= 1 << 6
assert max(max(ranks) for ranks in CELL_RANK) < 1 << 4 and max(len(lines) for lines in LOC_LINKS) < 16


#: a step of its turn: its template, then the parts that fill its ``{}``, in one tuple (``_say``; one
#: container fewer kept a step than a template and a tuple of parts); a part may be a ``Phrase`` or
#: a list of them (never changed once said), worded when read (``step_words``)
Step = tuple[object, ...]
#: words, or a template and the values filling its ``{}`` in one tuple (which may hold phrases)
Phrase = str | tuple[object, ...]
#: why a build fails only for want of coal (``_build_problem``), as said where no caller rewords it
_COAL_MISSING: Final = "coal"

#: phrases and steps that take one small number, each made once here (a turn would build them anew
#: each time; typed as tuples of any length, which compiled code passes on as they are): a
#: location as the anchors of a coal, iron or beer query; a card to put on a pile; a card's slot or
#: rear as how a build was chosen; the card drawn, whose rear is played, or rejected
_SLOT_NUMBERS: Final = range(max(len(slots) for slots in FRONT) + 1)
_CARDS: Final = range(max(CARD_NUMBERS) + 1)
_ONE_PLACE: Final[tuple[tuple[int, ...], ...]] = tuple((loc,) for loc in range(NLOCS))
_ONE_CARD: Final[tuple[tuple[int, ...], ...]] = tuple((card,) for card in _CARDS)
#: per location: every line's start there (``_tiebreak``'s starts of lines all placed from one
#: location; never written)
_STARTS_AT: Final[tuple[list[int], ...]] = tuple([start] * NLINKS for start in range(NLOCS))
_CARD_SLOT: Final[tuple[Phrase, ...]] = tuple((" (slot {} of the card)", number) for number in _SLOT_NUMBERS)
_CARD_SLOT_AFTER_LINK: Final[tuple[Phrase, ...]] = tuple((" (slot {} of the card, after its coal link)", number)
                                                         for number in _SLOT_NUMBERS)
_CARD_REAR: Final[tuple[Phrase, ...]] = tuple((" (the rear of card {})", card) for card in _CARDS)
_DRAWS: Final[tuple[Step, ...]] = tuple(("draws card {}", card) for card in _CARDS)
_REAR_OF: Final[tuple[Step, ...]] = tuple(("second action from the rear of card {}", card) for card in _CARDS)
_REJECTED: Final[tuple[Step, ...]] = tuple(("card {} has no applicable slot: rejected", card) for card in _CARDS)


def _first_by_name(locations: Iterable[int]) -> int:
    """The location of ``locations`` whose name comes first (``NAME_RANK``), as ``min(locations,
    key=NAME_RANK.__getitem__)`` without fetching the bound method each time."""
    best = -1
    for location in locations:
        if best < 0 or NAME_RANK[location] < NAME_RANK[best]:
            best = location
    return best

def _first_lowest(items: list[int], keys: list[tuple[int, ...]]) -> int:
    """The first of ``items`` with the lowest key (``keys``, item by item), as ``min(items, key=...)``."""
    return items[first_lowest_at(keys)]


def _notes(notes: list[Phrase]) -> Phrase:
    """The notes ending a step, each after "; " (none: no words); worded when read (``step_words``)."""
    return ("; {}", notes) if notes else ""


#: the board's fields a turn reads (``AutomaSeat.turn_fields``; the names of ``TurnState.load``)
TurnFields = tuple[list[int], list[int], list[int], list[int], list[int], int, list[list[int]], list[int], bool,
                   Networks | None, list[tuple[int, ...] | None], int, int, int, list[int], list[int], list[int],
                   tuple | None]
#: the board's fields a turn may have replaced (``AutomaState.take_turn_fields``; the names of
#: ``TurnState.changed``), but the slot lists
ChangedFields = tuple[list[int], int, list[int], list[list[int]], list[tuple[int, ...] | None], Networks | None,
                      list[int], int, int, list[int], tuple | None]


class AutomaPlayer:
    """What the solo state keeps of the Automa beyond the board it shares with the human: its deck
    (top first, §2.3), its discard pile and the cards rejected this turn (§5.5), its latest
    location (§4.9, for the rear's NETWORK, §7.3), whether its first turn (§10) is still to come,
    whether the deck still lies in the layers of its preparation (the view's ``hidden_layers``),
    the steps of its latest turn (the view's ``last_turn``) and the slots of its goods tiles (for
    SELL, §7.1); and what its turns read that never changes in a game: the rule options and the
    merchant tiles.

    A compiled object, so that its turn reads and writes these natively instead of crossing into
    the interpreted state (``AutomaState.automa``). Owned by one state: ``AutomaState.clone``
    copies it. It also remembers the network of the links on the board (``network``; at first that
    of no link) for the next turn, asked again only when the board's link mask differs (the human
    linked meanwhile): a native field, copied without boxing the network's tuple."""

    rules: Options
    link_cap: bool
    merchant_paths: bool
    merchant_tiles: tuple[int, ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    rejected: tuple[int, ...]
    latest: int  # a location, -1: none yet
    first: bool
    layered: bool
    last_turn: list[Step]  # its latest turn's steps list, never written after that turn (shared by copies)
    network: Network
    #: the board's lists its turns write (links, mats, VP, merchants' beer, the caches of tops and
    #: networks) are the state's own since its turn last copied them, not shared with a clone: its
    #: turns write them in place (``_own_board``); a clone clears it on both sides (``AutomaState.clone``)
    owns_board: bool
    #: the slots of its goods tiles, in slot order (None: not known, read from the board when asked):
    #: they change only when it builds one (``_build``; it never overbuilds, and no one may overbuild
    #: its goods tiles) and when the Canal era's tiles leave the board (``AutomaState._end_era``)
    goods: tuple[int, ...] | None

    def __init__(self, rules: Options, merchant_tiles: tuple[int, ...], network: Network) -> None:
        self.rules = rules
        self.link_cap = rules.link_cap
        self.merchant_paths = rules.merchant_paths
        self.merchant_tiles = merchant_tiles
        self.deck = ()
        self.discard = ()
        self.rejected = ()
        self.latest = -1
        self.first = False
        self.layered = False
        self.last_turn = []
        self.network = network
        self.goods = None
        self.owns_board = False

    def copy(self) -> AutomaPlayer:
        new = AutomaPlayer(self.rules, self.merchant_tiles, self.network)
        new.deck = self.deck
        new.discard = self.discard
        new.rejected = self.rejected
        new.latest = self.latest
        new.first = self.first
        new.layered = self.layered
        new.last_turn = self.last_turn
        new.goods = self.goods
        return new


def new_player(rules: Options, merchant_tiles: tuple[int, ...]) -> AutomaPlayer:
    """The Automa of a new game: no cards yet, remembering the network of no link."""
    return AutomaPlayer(rules, merchant_tiles, network_of(0, rules.merchant_paths))


class AutomaSeat(Protocol):
    """What the Automa's turn asks of the solo state (``automa_state.AutomaState``): the Automa's
    own fields (``automa``, compiled); the board's fields of a turn, read and written in one call
    each (an attribute of the interpreted state read by compiled code costs about 160
    instructions, read by the state's own bytecode about 25), given to the turn by the state and
    taken back from it (``automa_turn``); the slot lists, written directly in the rare turn that
    copied them; the generator and the iron price rule; and the base game's flip of a human tile,
    with the log it appends to."""

    rng: Rng
    market_rule: bool
    automa: AutomaPlayer
    slot_owner: list[int]
    slot_tile: list[int]
    slot_flipped: list[int]
    slot_cubes: list[int]
    _own: bool
    _log: tuple | None

    def turn_fields(self) -> TurnFields: ...

    def _flip(self, s: int) -> None: ...


class BuildRules(Protocol):
    """The rule option ``solo_targets`` reads (``rules.RuleOptions``)."""

    overbuild_own_beside_free_slot: bool


class HumanSeat(Protocol):
    """What ``solo_targets`` asks of the solo state beyond its slot lists, in its rarer branches."""

    rule_options: BuildRules

    def _no_cubes(self, ind: int) -> bool: ...


def solo_targets(state: HumanSeat, slot_owner: list[int], slot_tile: list[int], p: int, ind: int, t: int,
                 cand: tuple[int, ...], mine_here: bool, undeveloped: bool) -> list[tuple[int, bool]]:
    """The human's targets for tile ``t`` among ``cand`` (``AutomaState._targets``, the base game's
    ``Rules._targets`` but for §13, I-37: identical free slots are separate choices, single-icon ones
    first), compiled: the human's build options ask it for every location."""
    out: list[tuple[int, bool]] = []
    single: list[tuple[int, bool]] = []
    taken = False
    for s in cand:
        if slot_owner[s] >= 0:
            taken = True
        elif not mine_here:
            if _SINGLE_ICON_SLOT[s]:
                single.append((s, False))
            else:
                out.append((s, False))
    if single:
        out = single
    if not undeveloped and taken:  # a taken slot, which may be overbuilt
        level = T_LEVEL[t]
        free_here = bool(out)
        for s in cand:
            o = slot_owner[s]
            if o >= 0 and T_IND[slot_tile[s]] == ind and T_LEVEL[slot_tile[s]] < level:
                if o == p:
                    if not free_here or state.rule_options.overbuild_own_beside_free_slot:
                        out.append((s, True))
                elif (ind == COAL or ind == IRON) and not mine_here and state._no_cubes(ind):
                    out.append((s, True))
    return out


class TurnState:
    """The solo state's fields for one Automa turn (§5), so that the compiled turn reads native
    fields instead of the interpreted state's attributes. The board's fields are given when the
    turn starts (``load``) and given back when it ends (``changed``): lists are shared with the
    state, not copied; a list the turn writes in place is the state's, a list it replaces (copy on
    write) is given back. The Automa's own fields and the game's constants are its ``player``
    (``AutomaPlayer``), read and written natively; its latest location is copied here (the turn's
    actions set it). The turn runs between the human's actions (no action is open), so its events
    go to the log. Fields a turn seldom needs (the generator, the iron price rule) stay on
    ``seat``."""

    seat: AutomaSeat
    player: AutomaPlayer
    n: int
    rule_options: Options
    link_cap: bool
    merchant_paths: bool
    slot_owner: list[int]
    slot_tile: list[int]
    slot_flipped: list[int]
    slot_cubes: list[int]
    link_owner: list[int]
    link_mask: int
    mat: list[list[int]]
    merchant_tiles: tuple[int, ...]
    merchant_beer: list[int]
    _own: bool
    shared_slot_lists: bool  # the slot lists were shared with a clone when given (``_own`` false)
    _networks_cache: Networks | None
    _tops_cache: list[tuple[int, ...] | None]
    era: int
    coal: int
    iron: int
    vp: list[int]
    spent: list[int]
    links_left: list[int]
    steps: list[Step]  # this turn's steps so far (the player's ``last_turn`` once the turn ends)
    latest: int
    _log: tuple | None
    links_network: Network  # of the links on the board (``link_mask``), kept up to date by ``_auto_link``
    #: what ``_coal_index()`` (its coal cubes per component label; None: not known) and
    #: ``_frontier()`` (-1: not known) found: kept as coal cubes are taken (``_take_from``), asked
    #: again after a link (``_links_changed``), the coal after a Coal Mine is built, the frontier
    #: after any tile (``_build``)
    coal_cubes: list[int] | None
    frontier_known: int
    owns_board: bool  # the player's ``owns_board``, set by ``_own_board``

    def __init__(self, seat: AutomaSeat, fields: TurnFields) -> None:
        self.seat = seat
        player = self.player = seat.automa
        self.n = 2  # the solo game's two seats (``queries.nets`` asks)
        self.rule_options = player.rules
        self.link_cap = player.link_cap
        self.merchant_paths = player.merchant_paths
        self.merchant_tiles = player.merchant_tiles
        self.latest = player.latest
        self.owns_board = player.owns_board
        self.steps = []
        self.load(fields)
        known = player.network
        if known[2] != self.link_mask:
            changed = known[2] ^ self.link_mask
            if not changed & known[2] and not changed & (changed - 1):  # the human placed one link since
                known = network_with_link(known, changed.bit_length() - 1)
            else:
                known = network_of(self.link_mask, self.merchant_paths)
        self.links_network = known

    def load(self, fields: TurnFields) -> None:
        """Take the board's fields (``AutomaSeat.turn_fields``)."""
        (self.slot_owner, self.slot_tile, self.slot_flipped, self.slot_cubes, self.link_owner, self.link_mask, self.mat,
         self.merchant_beer, self._own, self._networks_cache, self._tops_cache, self.era, self.coal, self.iron, self.vp,
         self.spent, self.links_left, self._log) = fields
        self.shared_slot_lists = not self._own
        self.coal_cubes = None
        self.frontier_known = -1

    def give_back_slot_lists(self) -> None:
        """Write the slot lists to the state if the turn copied them (``own_slot_lists``, seldom: only
        a clone shares them)."""
        if self.shared_slot_lists and self._own:
            seat = self.seat
            seat.slot_owner, seat.slot_tile = self.slot_owner, self.slot_tile
            seat.slot_flipped, seat.slot_cubes, seat._own = self.slot_flipped, self.slot_cubes, True
            self.shared_slot_lists = False

    def changed(self) -> ChangedFields:
        """Write the player's fields, and the slot lists if the turn copied them; return the board's
        other fields it may have replaced (for ``AutomaState.take_turn_fields``)."""
        player = self.player
        player.latest = self.latest
        player.last_turn = self.steps
        player.network = self.links_network
        player.owns_board = self.owns_board
        self.give_back_slot_lists()
        return (self.link_owner, self.link_mask, self.links_left, self.mat, self._tops_cache, self._networks_cache,
                self.merchant_beer, self.coal, self.iron, self.vp, self._log)


# ---- its deck (§2.3, §5.6) ---------------------------------------------------------------

def prepare_deck(player: AutomaPlayer, rng: Rng) -> None:
    """Shuffle each group, build the three layers in draw order, each shuffled on its own."""
    groups = [list(cards) for cards in _GROUP_CARDS]
    for pile in groups:
        rng.shuffle(pile)
    deck: list[int] = []
    dealt = [0, 0, 0]  # per group: the cards already in a layer
    for layer in LAYERS:
        part: list[int] = []
        for g in range(3):
            pile, start = groups[g], dealt[g]
            end = len(pile) if layer is None else min(start + layer[g], len(pile))
            part.extend(pile[start:end])
            dealt[g] = end
        rng.shuffle(part)
        deck.extend(part)
    player.deck = tuple(deck)
    player.discard = ()
    player.layered = True

def _top_card(state: TurnState) -> int:
    """The top card of the Automa deck (the discard pile is reshuffled if it is empty); -1: none."""
    player = state.player
    deck = player.deck
    if deck:
        return deck[0]
    if not player.discard:
        return -1
    pile = sorted(player.discard)
    state.seat.rng.shuffle(pile)
    player.deck, player.discard = tuple(pile), ()
    player.layered = False
    _say(state, ("its deck is empty: its discard pile is shuffled into a new deck",))
    return pile[0]

def _draw(state: TurnState) -> int:
    card = _top_card(state)
    if card >= 0:
        player = state.player
        player.deck = player.deck[1:]
    return card

def _cell(state: TurnState) -> int:
    """The marked cell of the top card's tiebreak icon (§9.4)."""
    top = _top_card(state)
    return REAR_CELL[top] if top >= 0 else DECK_EMPTY_CELL

def _say(state: TurnState, step: Step) -> None:
    """One step of its turn, ``(template, *parts)``: kept for the view's ``last_turn`` and logged as an
    event, worded only when read (``step_words``; the event "Automa: " before it)."""
    state.steps.append(step)
    state._log = (state._log, step)

def step_words(step: Step) -> str:
    """A step of its turn in words (§12: its turn is public): its template filled with its parts (``_say``)."""
    return str(_part_words(step))

def _part_words(part: object) -> object:
    """A part of a step as ``format`` takes it: a phrase (or the step) worded, a list of phrases
    worded and joined by "; ", anything else as it is."""
    if isinstance(part, tuple):
        return str(part[0]).format(*[_part_words(value) for value in part[1:]])
    if isinstance(part, list):
        return "; ".join([str(_part_words(phrase)) for phrase in part])
    return part

# ---- building selection (§9.1) --------------------------------------------------------

def _by_selection(state: TurnState, slots: list[int]) -> list[int]:
    """``slots`` best first: B1 link score of the location, B2 its name, B3 the tiebreak icon."""
    if len(slots) < 2:
        return slots
    ranks = CELL_RANK[_cell(state)] if _shares_a_location(slots) else CELL_RANK[0]
    return selection_order(slots, ranks, SLOT_LOC, LOC_LINKS, state.link_owner, NAME_RANK, AUTOMA, HUMAN)

def _shares_a_location(slots: list[int]) -> bool:
    """Whether two of ``slots`` lie in the same location (B3 is asked then), by a bit per location."""
    seen = 0
    for s in slots:
        bit = 1 << SLOT_LOC[s]
        if seen & bit:
            return True
        seen |= bit
    return False

# ---- resources (§4.3-§4.5) ----------------------------------------------------------------

def _coal_ok(state: TurnState, anchors: tuple[int, ...], mask: int, need: int) -> bool:
    """Can ``need`` coal cubes reach ``anchors`` over the links of ``mask``: a connected merchant (the
    market) or enough cubes in connected mines (§4.3)?"""
    if mask == state.link_mask:  # the links on the board: the remembered cubes per component
        comp, cubes, with_merchant = _coal_index(state)
        joined: list[int] = []
        have = 0
        for a in anchors:
            here = comp[a]
            if with_merchant >> here & 1:
                return True
            if here not in joined:
                joined.append(here)
                have += cubes[here]
        return have >= need
    found, merchant = mines(anchors, mask, state.merchant_paths, state.slot_owner, state.slot_tile, state.slot_cubes)
    if merchant:
        return True
    slot_cubes = state.slot_cubes
    have = 0
    for _, s in found:  # a loop: no call of the interpreted ``sum``
        have += slot_cubes[s]
    return have >= need

def _its_networks(state: TurnState) -> tuple[list[bool] | None, list[bool]]:
    """Its network (None: no tile or link) and the locations of its tiles (``queries.nets``)."""
    cached = state._networks_cache  # read natively here: the queries read fields through their protocol
    return (cached if cached is not None else nets(state))[AUTOMA]

def _grow_its_networks(state: TurnState, locs: tuple[int, ...], tile: bool) -> None:
    """After it takes a free slot at ``locs[0]`` (``tile``) or an empty line ending at ``locs``: the
    cached networks updated as ``queries.nets_grown`` does, its lists written in place (owned, as
    ``_own_board`` leaves them), a new cache only for its first network."""
    cached = state._networks_cache
    if cached is None:
        return
    net, tiles = cached[AUTOMA]
    if net is None:
        state._networks_cache = nets_grown(cached, AUTOMA, locs, tile, state.merchant_paths)
        return
    through = state.merchant_paths
    for loc in locs:
        if through or not IS_MERCHANT[loc]:
            net[loc] = True
    if tile:
        tiles[locs[0]] = True

def _its_tops(state: TurnState) -> tuple[int, ...]:
    """The top tile of each industry on its mat (``queries.tops``)."""
    cached = state._tops_cache[AUTOMA]
    if cached is None:  # as ``tops`` fills it, read natively
        cached = state._tops_cache[AUTOMA] = mat_tops(state.mat[AUTOMA])
    return cached

def _own_slot_lists(state: TurnState) -> None:
    """``queries.own_slot_lists``, asked only when the lists are still shared."""
    if not state._own:
        own_slot_lists(state)

def _own_board(state: TurnState) -> None:
    """Before its first write since a clone shared them: the board's lists its turns write copied
    (``AutomaPlayer.owns_board``), its own mat and networks included; written in place after."""
    if state.owns_board:
        return
    state.link_owner = state.link_owner[:]
    state.links_left = state.links_left[:]
    mats = state.mat[:]
    mats[AUTOMA] = mats[AUTOMA][:]
    state.mat = mats
    state._tops_cache = state._tops_cache[:]
    state.vp = state.vp[:]
    state.merchant_beer = state.merchant_beer[:]
    cached = state._networks_cache
    if cached is not None:
        net, tiles = cached[AUTOMA]
        copied = list(cached)
        copied[AUTOMA] = (net[:] if net is not None else None, tiles[:])
        state._networks_cache = tuple(copied)
    state.owns_board = True

def _use_tile(state: TurnState, t: int) -> None:
    """Tile ``t`` leaves its mat (``queries.tile_used``, in place: ``_own_board`` first), and the
    ``tops`` cache's known entry follows (``queries.tops_after``)."""
    mat = state.mat[AUTOMA]
    mat[t] = mat[t] - 1
    top = state._tops_cache[AUTOMA]
    if top is not None:
        state._tops_cache[AUTOMA] = tops_after(top, mat, t)

def _coal_index(state: TurnState) -> tuple[Labels, list[int], int]:
    """``queries.coal_index`` of the links on the board, its cubes kept as coal is taken (``_take_from``)
    and asked again after a link or a Coal Mine is placed."""
    net = state.links_network
    cubes = state.coal_cubes
    if cubes is None:
        cubes = state.coal_cubes = coal_index(net, state.slot_owner, state.slot_tile, state.slot_cubes)[1]
    return net[0], cubes, net[3]

def _links_changed(state: TurnState) -> None:
    """A link was placed: ``_coal_index`` and ``_frontier`` are asked again."""
    state.coal_cubes = None
    state.frontier_known = -1

def _reaches_merchant(state: TurnState, loc: int) -> bool:
    net = state.links_network
    return bool(net[3] >> net[0][loc] & 1)

def automa_flip_note(t: int, s: int) -> str:
    """The event of an Automa tile flipping: it has no income marker (§4.2)."""
    return f"the Automa's {tile_name(t)} at {SLOT_WORDS[s]} flips"

def _flip(state: TurnState, s: int) -> None:
    """The tile on ``s`` flips: an Automa tile here, a human tile by the state's own flip (its income
    and event, §4.2): the state is given the slot lists, owned (its flip copies none), and the log,
    the only fields that flip reads or writes of those the turn holds."""
    if state.slot_owner[s] != AUTOMA:
        _own_slot_lists(state)
        state.give_back_slot_lists()
        seat = state.seat
        seat._log = state._log
        seat._flip(s)
        state._log = seat._log
        return
    _own_slot_lists(state)
    state.slot_flipped[s] = 1
    state._log = (state._log, automa_flip_note(state.slot_tile[s], s))

def _take_from(state: TurnState, s: int) -> None:
    _own_slot_lists(state)
    state.slot_cubes[s] = state.slot_cubes[s] - 1
    cubes = state.coal_cubes
    if cubes is not None and T_IND[state.slot_tile[s]] == COAL:  # one cube fewer in its component
        label = state.links_network[0][SLOT_LOC[s]]
        cubes[label] = cubes[label] - 1
    if not state.slot_cubes[s]:
        _flip(state, s)

def _may_hold_coal(state: TurnState, anchors: tuple[int, ...]) -> bool:
    """Whether a mine in the component of one of ``anchors`` (of the links on the board) may hold
    coal: false only when the coal index, when known (``_coal_index``), counts none."""
    cubes = state.coal_cubes  # per component label
    if cubes is None:
        return True
    comp = state.links_network[0]
    for a in anchors:
        if cubes[comp[a]]:
            return True
    return False

def _nearest_first(state: TurnState, anchors: tuple[int, ...], mines: list[int]) -> list[int]:
    """``mines`` (connected to ``anchors``) nearest first, the fewest links from an anchor; at equal
    distance its own mines before the human's, each by building selection (§4.3)."""
    net = state.links_network
    # one search from all the anchors (a link's two or three ends), remembered for a single one
    row = distances(net, anchors[0]) if len(anchors) == 1 else fewest_links(net, list(anchors))
    fewest = [row[SLOT_LOC[s]] for s in mines]  # per mine: the fewest links from an anchor (-1 once ordered)
    slot_owner = state.slot_owner
    order: list[int] = []
    while True:
        dist = -1  # the nearest of the mines left (a loop: no call of the interpreted ``sorted``)
        for d in fewest:
            if d >= 0 and (dist < 0 or d < dist):
                dist = d
        if dist < 0:
            return order
        own: list[int] = []
        other: list[int] = []
        for i in range(len(mines)):
            if fewest[i] == dist:
                fewest[i] = -1
                (own if slot_owner[mines[i]] == AUTOMA else other).append(mines[i])
        order += _by_selection(state, own)
        order += _by_selection(state, other)

def _auto_coal(state: TurnState, anchors: tuple[int, ...], need: int) -> list[Phrase]:
    """Nearest connected mine first (its own before the human's at equal distance), else the market."""
    notes: list[Phrase] = []
    if not need:
        return notes
    net = state.links_network
    comp = net[0]
    joined = 0  # the anchors' components, a bit per label
    for a in anchors:
        joined |= 1 << comp[a]
    slot_owner = state.slot_owner
    order: list[int] = []
    if _may_hold_coal(state, anchors):
        order = mines_with_coal(_COAL_MINES, slot_owner, state.slot_tile, state.slot_cubes, T_IND, COAL, SLOT_LOC,
                                comp, joined)
    if len(order) > 1:  # by distance (a single mine needs none)
        order = _nearest_first(state, anchors, order)
    for _ in range(need):
        while order and not state.slot_cubes[order[0]]:
            order.pop(0)
        if order:
            s = order[0]
            notes.append(("1 coal from {} mine at {}", _WHO[state.slot_owner[s]], SLOT_WORDS[s]))
            _take_from(state, s)
        else:
            k = state.coal
            price = COAL_PRICES[len(COAL_PRICES) - k] if k else COAL_EMPTY
            state.coal = max(0, k - 1)
            state.spent[AUTOMA] = state.spent[AUTOMA] + price
            notes.append(("1 coal from the market (a £{} cube; {} left)", price, state.coal))
    return notes

def _auto_iron(state: TurnState, need: int, cap: int = 99) -> list[Phrase]:
    """Its own Iron Works first, then the human's, then the market (cubes priced at most ``cap``)."""
    notes: list[Phrase] = []
    for _ in range(need):
        full = works(state.slot_owner, state.slot_tile, state.slot_cubes)
        if full:
            own = [s for s in full if state.slot_owner[s] == AUTOMA]
            s = _by_selection(state, own or full)[0]
            notes.append(("1 iron from {} works at {}", _WHO[state.slot_owner[s]], SLOT_WORDS[s]))
            _take_from(state, s)
            continue
        k = state.iron
        price = IRON_PRICES[len(IRON_PRICES) - k] if k else IRON_EMPTY
        if price > cap:
            break
        state.iron = max(0, k - 1)
        state.spent[AUTOMA] = state.spent[AUTOMA] + price
        notes.append(("1 iron from the market (a £{} cube; {} left)", price, state.iron))
    return notes

def iron_price(seat: AutomaSeat) -> int:
    """The iron price the Automa sees (for the view): £0 while an Iron Works holds iron, else the
    market's next price."""
    return _iron_price(TurnState(seat, seat.turn_fields()))

def _iron_price(state: TurnState, board: bool = True) -> int:
    """£0 while an Iron Works holds iron (unless ``board`` is false), else the market's next price."""
    if board and _iron_on_board(state):
        return 0
    k = state.iron
    return IRON_PRICES[len(IRON_PRICES) - k] if k else IRON_EMPTY

def _iron_on_board(state: TurnState) -> bool:
    """Whether an Iron Works holds iron (``queries.works`` not empty), without the list."""
    slot_owner, slot_tile, slot_cubes = state.slot_owner, state.slot_tile, state.slot_cubes
    for s in _IRON_WORKS:
        if slot_cubes[s] and slot_owner[s] >= 0 and T_IND[slot_tile[s]] == IRON:  # cubes first: most hold none
            return True
    return False

def _auto_drink(state: TurnState, anchors: tuple[int, ...]) -> Phrase:
    """One barrel: its own breweries first (anywhere), then the human's connected ones."""
    found = barrels(AUTOMA, anchors, state.link_mask, state.merchant_paths, state.slot_owner, state.slot_tile,
                    state.slot_cubes)
    own = [s for s in found if state.slot_owner[s] == AUTOMA]
    s = _by_selection(state, own or found)[0]
    note = ("1 beer from {} brewery at {}", _WHO[state.slot_owner[s]], SLOT_WORDS[s])
    _take_from(state, s)
    return note

# ---- building (§4.2) ---------------------------------------------------------------------

def _free_slots(state: TurnState, ind: int, loc: int) -> list[int]:
    """The free ``ind`` slots at ``loc``: those showing only ``ind`` if any is free, else all."""
    if loc >= NBUILD:
        return []
    return free_slots(state.slot_owner, _SINGLE_ICON_SLOTS[loc][ind], _IND_SLOTS_AT[loc][ind])

def _has_free_slot(state: TurnState, ind: int, loc: int) -> bool:
    """Whether ``_free_slots`` would find one, without the list."""
    return loc < NBUILD and has_free_slot(state.slot_owner, _IND_SLOTS_AT[loc][ind])

def _build_problem(state: TurnState, ind: int, loc: int) -> Phrase | None:
    """Why the Automa cannot build ``ind`` at ``loc`` now (worded when read): None if it can,
    ``_COAL_MISSING`` if only coal is missing."""
    t = _its_tops(state)[ind]
    if t < 0:
        return ("no {} left on its mat", IND_NAME[ind])
    era = state.era
    if (T_RAIL_ONLY if era == 0 else T_CANAL_ONLY)[t]:
        return ("its {} cannot be built in the {} era", TILE_NAMES[t], _ERA_WORD[era])
    if era == 0 and _its_networks(state)[1][loc]:
        return ("it already has a tile in {} (one per location in the Canal era)", PLACE_WORDS[loc])
    if not _has_free_slot(state, ind, loc):
        return ("no free {} slot in {} (it never overbuilds)", IND_NAME[ind], PLACE_WORDS[loc])
    if T_COAL[t] and not _coal_ok(state, _ONE_PLACE[loc], state.link_mask, T_COAL[t]):
        return _COAL_MISSING
    return None

def _build(state: TurnState, ind: int, loc: int, how: object = "") -> None:
    """Build its lowest ``ind`` tile at ``loc`` (legal): coal, iron, tile, cubes, market sale."""
    t = _its_tops(state)[ind]
    cand = _free_slots(state, ind, loc)
    s = cand[0]
    if len(cand) > 1:
        top = _top_card(state)
        ranks = CELL_RANK[_cell(state)]
        for x in cand:  # the first lowest rank (the free slots come in increasing order)
            if ranks[x] < ranks[s]:
                s = x
        how = (("{}, the slot chosen by the tiebreak icon of card {}", how, top) if top >= 0 else
               ("{}, the slot top left", how))
    notes = _auto_coal(state, _ONE_PLACE[loc], T_COAL[t])
    if T_IRON[t]:
        notes += _auto_iron(state, T_IRON[t])
    _own_slot_lists(state)
    _own_board(state)
    _use_tile(state, t)
    slot_owner, slot_cubes = state.slot_owner, state.slot_cubes
    slot_owner[s], state.slot_tile[s], state.slot_flipped[s] = AUTOMA, t, 0
    goods = state.player.goods
    if goods is not None and _GOODS_TILE[t]:
        state.player.goods = tuple(sorted(goods + (s,)))
    _grow_its_networks(state, _ONE_PLACE[loc], True)
    state.spent[AUTOMA] = state.spent[AUTOMA] + T_COST[t]
    slot_cubes[s] = T_CUBES[t] if ind in (COAL, IRON) else (BARRELS_ON_BUILD[state.era] if ind == BREWERY else 0)
    if ind == IRON or (ind == COAL and _reaches_merchant(state, loc)):
        prices = IRON_PRICES if ind == IRON else COAL_PRICES
        sold = 0
        while slot_cubes[s] and (state.iron if ind == IRON else state.coal) < len(prices):
            if ind == IRON:
                state.iron += 1
            else:
                state.coal += 1
            slot_cubes[s] = slot_cubes[s] - 1
            sold += 1
        if sold:
            notes.append(("{} {} moved to the market (now {}), no money",
                          sold, "iron" if ind == IRON else "coal", state.iron if ind == IRON else state.coal))
    state.frontier_known = -1  # its network may reach a new location
    if ind == COAL:
        state.coal_cubes = None
    state.latest = loc
    _say(state, ("builds {} at {}{}{}", TILE_NAMES[t], SLOT_WORDS[s], how, _notes(notes)))
    if ind in (COAL, IRON, BREWERY) and not slot_cubes[s]:
        _flip(state, s)

# ---- links (§4.6, §8) ----------------------------------------------------------------------

def _link_ok(state: TurnState, k: int, second: bool = False, anywhere: bool = False) -> bool:
    """May the Automa place a link on line ``k`` now (with ``anywhere``: outside its network)? (A
    second rail link, which needs beer, is asked here only when paths stop at merchants;
    ``_candidates`` asks ``legal_lines`` otherwise.)"""
    if state.link_owner[k] >= 0 or not _ERA_LINK[state.era][k]:
        return False
    if state.link_cap and state.links_left[AUTOMA] < 1:
        return False
    if not anywhere:
        net = _its_networks(state)[0]
        if net is None:
            return False
        for e in LINK_ENDS[k]:
            if net[e]:
                break
        else:
            return False
    if state.era == 1:
        if not state.merchant_paths:  # paths stop at merchants: the exact network with the link
            mask = state.link_mask | 1 << k
            return _coal_ok(state, LINK_ENDS[k], mask, 1) and (not second or bool(
                barrels(AUTOMA, LINK_ENDS[k], mask, state.merchant_paths, state.slot_owner, state.slot_tile,
                        state.slot_cubes)))
        comp, cubes, merchants = _coal_index(state)  # a new link joins the components of its ends
        if not joins_merchant_or_coal(LINK_ENDS[k], comp, merchants, cubes):
            return False
    return True

def _frontier(state: TurnState) -> int:
    """The empty lines of the era touching the Automa's network (where its links may go), a bit per
    line (a mask, not a list: its users look only at the lines touching one component), remembered
    until it places a link or a tile."""
    known = state.frontier_known
    if known < 0:
        known = state.frontier_known = _empty_lines_near(state)
    return known

def _empty_lines_near(state: TurnState) -> int:
    if state.link_cap and state.links_left[AUTOMA] < 1:
        return 0
    net = _its_networks(state)[0]
    if net is None:
        return 0
    return empty_lines_touching(_ERA_LINE_MASK[state.era], state.link_mask, _LOCATION_LINE_MASK, net)

def _auto_link(state: TurnState, k: int, second: bool = False) -> list[Phrase]:
    """Put an Automa link on ``k`` and pay it (§8): Rail coal (§4.3; and beer for a second link, §4.5)."""
    _own_board(state)
    state.link_owner[k] = AUTOMA
    _grow_its_networks(state, LINK_ENDS[k], False)
    state.link_mask |= 1 << k
    state.links_network = network_with_link(state.links_network, k)  # from the one without the link
    _links_changed(state)
    if state.link_cap:
        state.links_left[AUTOMA] = state.links_left[AUTOMA] - 1
    if state.era == 0:
        state.spent[AUTOMA] = state.spent[AUTOMA] + CANAL_LINK
        return []
    state.spent[AUTOMA] = state.spent[AUTOMA] + (RAIL_SECOND if second else RAIL_LINK)
    notes = _auto_coal(state, LINK_ENDS[k], 1)
    if second:
        notes.append(_auto_drink(state, LINK_ENDS[k]))
    return notes

def _candidates(state: TurnState, start: int, second: bool = False, anywhere: bool = False) -> list[int]:
    """Legal lines from ``start`` (§8.2), then the merchant filter (§8.3)."""
    era = state.era
    if era == 1 and not state.merchant_paths:  # the exact network with each link
        link_owner, era_ok = state.link_owner, _ERA_LINK[era]
        cands = [k for k in LOC_LINKS[start]
                 if link_owner[k] < 0 and era_ok[k] and _link_ok(state, k, second, anywhere)]
    else:
        if state.link_cap and state.links_left[AUTOMA] < 1:
            return []
        net = None
        if not anywhere:
            net = _its_networks(state)[0]
            if net is None:
                return []
        comp: Labels | None = None
        cubes, merchants = NO_CUBES, 0
        if era == 1:  # unpacked by type (a conditional of two tuples would be unpacked as any iterable)
            comp, cubes, merchants = _coal_index(state)
        barrel_components: Collection[int] = NO_COMPONENTS
        own = True
        if era == 1 and second:
            barrel_components, own = beer_index(AUTOMA, state.links_network, state.slot_owner, state.slot_tile,
                                                state.slot_cubes)
        cands = legal_lines(LOC_LINKS[start], LINK_ENDS, state.link_owner, _ERA_LINK[era], net, comp, cubes, merchants,
                            second, barrel_components, own)
    inland = [k for k in cands if not _MERCHANTS_BEYOND[k][start]]
    return inland or cands

def _tiebreak(state: TurnState, cands: list[int], starts: list[int]) -> tuple[list[int], str]:
    """Link tiebreaks T2-T5 (§8.5) for candidates each with its start (``starts``: per line, a list
    read natively, not a dict); returns those left and the deciding reason."""
    net = _its_networks(state)[0] or _NOWHERE
    cands, rule = link_tiebreak(cands, starts, _BEYOND, _SLOT_LIST_BEYOND, net, state.slot_owner)
    if rule:
        return cands, _TIEBREAK_REASON[rule]
    if state.era == 1:
        own = [k for k in cands if _own_coal(state, k)]  # T5
        if own and len(own) < len(cands):
            cands = own
            if len(cands) == 1:
                return cands, "its coal comes from its own mine"
    return cands, ""

def _own_coal(state: TurnState, k: int) -> bool:
    """T5: the coal of a link on ``k`` would come from an Automa mine (a nearest connected mine with
    cubes is its own, as ``_auto_coal`` takes them).

    The nearest mines to the link's ends are the same without the link itself in the network (it
    only joins those ends, from which distances are measured), so the board's network serves; and
    distances decide only when both players' mines are connected: none of its own, or only its own,
    decides without them."""
    comp = state.links_network[0]
    ends = LINK_ENDS[k]
    slot_owner = state.slot_owner
    components = 0  # of the line's ends, a bit per label
    for e in ends:
        components |= 1 << comp[e]
    found = mines_with_coal(_COAL_MINES, slot_owner, state.slot_tile, state.slot_cubes, T_IND, COAL, SLOT_LOC, comp,
                            components)
    own = 0
    for s in found:
        if slot_owner[s] == AUTOMA:
            own += 1
    if own == 0 or own == len(found):
        return own > 0
    by_distance, _ = mines(ends, state.link_mask, state.merchant_paths, slot_owner, state.slot_tile, state.slot_cubes)
    best = least([d for d, _ in by_distance])
    return any(slot_owner[s] == AUTOMA for d, s in by_distance if d == best)

def _choose_from(state: TurnState, start: int, cands: list[int]) -> tuple[int, str]:
    """T1-T6 (§8.5) for lines from ``start``."""
    if len(cands) == 1:
        return cands[0], "the only line it may take"
    left, why = _tiebreak(state, cands, _STARTS_AT[start])
    if len(left) == 1:
        return left[0], why
    order = CLOCKWISE[start]
    return _first_lowest(left, [(order.get(k, 99),) for k in left]), "the clockwise order"

def _reached(state: TurnState, k: int, start: int) -> int:
    """The location a link on ``k`` placed from ``start`` reaches (§8.6)."""
    ends = LINK_ENDS[k]
    if len(ends) == 2:
        return ends[0] if ends[1] == start else ends[1]
    towns = [e for e in ends if e not in FARMS]
    if start in towns:
        return towns[0] if towns[1] == start else towns[1]
    return towns[0] if state.era == 1 and _candidates(state, towns[0], True) else towns[1]

def _auto_network(state: TurnState, start: int, anywhere: bool = False) -> int:
    """A NETWORK from ``start`` (§8.1): one canal link, or up to two rail links; the links placed."""
    cands = _candidates(state, start, False, anywhere)
    if not cands:
        return 0
    k, why = _choose_from(state, start, cands)
    notes = _auto_link(state, k)
    reach = _reached(state, k, start)
    state.latest = reach
    _say(state, ("places a {} link on {} from {} to {} (by {}){}",
         _ERA_WORD_LOWER[state.era], LINK_WORDS[k], PLACE_WORDS[start], PLACE_WORDS[reach], why, _notes(notes)))
    if state.era == 0:
        return 1
    cands = _candidates(state, reach, True)
    if not cands:
        return 1
    k, why = _choose_from(state, reach, cands)
    notes = _auto_link(state, k, True)
    start, reach = reach, _reached(state, k, reach)
    state.latest = reach
    _say(state, ("places a second rail link on {} from {} to {} (by {}){}",
         LINK_WORDS[k], PLACE_WORDS[start], PLACE_WORDS[reach], why, _notes(notes)))
    return 2

def _coal_with(state: TurnState, k: int, loc: int, need: int) -> bool:
    """With a link on ``k`` (one of the frontier), can ``need`` coal cubes reach ``loc`` (or the
    market), paths stopping at merchants? In the Rail era ``need`` counts the link's own cube, so
    the link is legal too. (With paths through merchants ``_coal_link`` joins components.)"""
    return _link_ok(state, k) and _coal_ok(state, _ONE_PLACE[loc], state.link_mask | 1 << k, need)

def _coal_link(state: TurnState, ind: int, loc: int) -> int:
    """The coal link that makes building ``ind`` at ``loc`` legal (§6.2, C1-C4), or -1."""
    net = _its_networks(state)[0]
    if net is None:
        return -1
    need = T_COAL[_its_tops(state)[ind]] + state.era  # a Rail link burns one cube of the same coal
    if state.merchant_paths:
        comp, cubes, merchants = _coal_index(state)
        cands = lines_bringing_coal(_frontier(state), _LOCATION_LINE_MASK, LINK_ENDS, comp, comp[loc], cubes,
                                    merchants, need)
    else:
        cands = [k for k in lines_in(_frontier(state)) if _coal_with(state, k, loc, need)]
    if not cands:
        return -1
    cands = [k for k in cands if loc in LINK_ENDS[k]] or cands
    cands = [k for k in cands if not any(IS_MERCHANT[e] for e in LINK_ENDS[k])] or cands
    if len(cands) == 1:
        return cands[0]
    starts = [-1] * NLINKS  # per candidate line: the end it is placed from
    for k in cands:
        ends = LINK_ENDS[k]
        starts[k] = loc if loc in ends and net[loc] else _first_by_name([e for e in ends if net[e]])
    left, _ = _tiebreak(state, cands, starts)
    if len(left) == 1:
        return left[0]
    if all(loc in LINK_ENDS[k] for k in left):
        return _first_lowest(left, [(CLOCKWISE[loc].get(k, 99),) for k in left])
    return _first_lowest(left, [(NAME_RANK[starts[k]], CLOCKWISE[starts[k]].get(k, 99)) for k in left])

# ---- front slots (§6) -------------------------------------------------------------------------

def _front(state: TurnState, card: int, first_turn: bool = False) -> int:
    """The first applicable slot of ``card``'s front, carried out; the actions it took (0: none)."""
    slots = FRONT[card]
    for index in range(len(slots)):  # not ``enumerate(slots, 1)``, which compiled code calls as a builtin
        kind, ind, locs, iron_min, coal_link = slots[index]
        number = index + 1
        if first_turn and kind in (FARM_BREWERY, NETWORK):
            continue
        done = 0
        if kind == BUILD:
            done = _slot_build(state, number, ind, locs, iron_min, coal_link and not first_turn)
        elif kind == COAL_MINE_NETWORK:
            done = _slot_mine(state, number, locs, first_turn)
        elif kind == FARM_BREWERY:
            done = _slot_farm(state, number, locs)
        else:
            done = _slot_network(state, number, locs)
        if done:
            return done
    return 0

def _passed_over(state: TurnState, number: int, kind: str, reasons: list[Phrase]) -> None:
    """Say why the banner's earlier towns were passed over, before acting in a later one (slot
    ``number`` of the card, of ``kind``)."""
    if reasons:
        _say(state, ("slot {} ({}): {}; so the next town", number, kind, reasons))

def _slot_build(state: TurnState, number: int, ind: int, locs: tuple[int, ...], iron_min: int, coal_link: bool) -> int:
    if iron_min:
        price = _iron_price(state, not state.seat.market_rule)
        if price < iron_min:
            _say(state, ("slot {} ({}) skipped: iron costs £{}, below its £{}", number, IND_NAME[ind], price, iron_min))
            return 0
    reasons: list[Phrase] = []
    for loc in locs:
        problem = _build_problem(state, ind, loc)
        if problem is None:
            _passed_over(state, number, IND_NAME[ind], reasons)
            _build(state, ind, loc, _CARD_SLOT[number])
            return 1
        if problem == _COAL_MISSING and coal_link:
            k = _coal_link(state, ind, loc)
            if k >= 0:
                _passed_over(state, number, IND_NAME[ind], reasons)
                notes = _auto_link(state, k)
                _say(state, ("places a {} link on {} to bring coal to {}{}",
                     _ERA_WORD_LOWER[state.era], LINK_WORDS[k], PLACE_WORDS[loc], _notes(notes)))
                _build(state, ind, loc, _CARD_SLOT_AFTER_LINK[number])
                return 2
            problem = "no coal reaches it, and no single link would bring it"
        elif problem == _COAL_MISSING:
            problem = "no coal reaches it"
        reasons.append(("{}: {}", PLACE_WORDS[loc], problem))
    _say(state, ("slot {} ({}) skipped: {}", number, IND_NAME[ind], reasons))
    return 0

def _slot_mine(state: TurnState, number: int, locs: tuple[int, ...], first_turn: bool) -> int:
    reasons: list[Phrase] = []
    for loc in locs:
        problem = _build_problem(state, COAL, loc)
        if problem is None:
            _passed_over(state, number, "Coal Mine", reasons)
            _build(state, COAL, loc, _CARD_SLOT[number])
            if first_turn:
                return 1
            return 2 if _auto_network(state, loc) else 1
        reasons.append(("{}: {}", PLACE_WORDS[loc], problem))
    _say(state, ("slot {} (Coal Mine) skipped: {}", number, reasons))
    return 0

def _slot_farm(state: TurnState, number: int, farms: tuple[int, ...]) -> int:
    reasons: list[Phrase] = []
    for farm in farms:
        line = LOC_LINKS[farm][0]
        problem = _build_problem(state, BREWERY, farm) if state.link_owner[line] == AUTOMA else None
        if state.link_owner[line] == HUMAN:
            problem = "you hold its link"
        elif state.link_owner[line] < 0:
            t = _its_tops(state)[BREWERY]
            if t < 0 or (T_RAIL_ONLY if state.era == 0 else T_CANAL_ONLY)[t]:
                problem = "no Brewery it can build in this era"
            elif not _has_free_slot(state, BREWERY, farm):
                problem = "its slot is taken"
            elif not _link_ok(state, line):
                problem = ("it cannot place the link {}", LINK_WORDS[line])
            else:
                _passed_over(state, number, "farm brewery", reasons)
                notes = _auto_link(state, line)
                _say(state, ("places a {} link on {} to the {}{}",
                     _ERA_WORD_LOWER[state.era], LINK_WORDS[line], PLACE_WORDS[farm], _notes(notes)))
                _build(state, BREWERY, farm, _CARD_SLOT[number])
                return 2
        if problem is None:
            _passed_over(state, number, "farm brewery", reasons)
            _build(state, BREWERY, farm, _CARD_SLOT[number])
            return 1
        reasons.append(("{}: {}", PLACE_WORDS[farm], problem))
    _say(state, ("slot {} (farm brewery) skipped: {}", number, reasons))
    return 0

def _slot_network(state: TurnState, number: int, locs: tuple[int, ...]) -> int:
    net = _its_networks(state)[0] or _NOWHERE
    reasons: list[Phrase] = []
    for loc in locs:
        if not net[loc]:
            reasons.append(("{} is not in its network", PLACE_WORDS[loc]))
        elif _candidates(state, loc):
            _passed_over(state, number, "network", reasons)
            _auto_network(state, loc)
            return 1
        else:
            reasons.append(("no line can be linked from {}", PLACE_WORDS[loc]))
    _say(state, ("slot {} (network) skipped: {}", number, reasons))
    return 0

# ---- rear actions (§7) --------------------------------------------------------------------

def _unflipped_goods(state: TurnState) -> list[int]:
    """Its unflipped goods tiles (§7.1.2), in slot order: those of its goods tiles (``AutomaPlayer.goods``,
    read from the board when not known) not flipped."""
    player = state.player
    known = player.goods
    if known is None:
        known = player.goods = goods_tiles(_GOODS_SLOTS, state.slot_owner, state.slot_tile, _GOODS_TILE, AUTOMA)
    slot_flipped = state.slot_flipped
    return [s for s in known if not slot_flipped[s]]

def _connected_buyer(state: TurnState, loc: int, ind: int, mask: int) -> bool:
    """Is ``loc`` connected (links in ``mask``) to a merchant tile buying ``ind``?"""
    net = network_of(mask, state.merchant_paths)
    reach = net[4].get(net[0][loc], 0)  # a bit per merchant location
    merchant_tiles = state.merchant_tiles
    return any(merchant_tiles[m] >= 0 and ind in MTILE_BUYS[merchant_tiles[m]] and reach >> MSLOT_LOC[m] & 1
               for m in range(len(merchant_tiles)))

def _buyer_components(state: TurnState, ind: int) -> int:
    """The components (of the links on the board) holding a merchant tile that buys ``ind``, a bit
    per component label."""
    net = state.links_network
    if net[5]:  # paths through merchants: a merchant location is in the component of its label
        return buyer_labels(ind, state.merchant_tiles, MTILE_BUYS, MSLOT_LOC, net[0])
    return buyer_components(ind, state.merchant_tiles, MTILE_BUYS, MSLOT_LOC, net[4])

def _sell(state: TurnState, goods: list[int]) -> bool:
    """SELL (§7.1.2): flip every tile it can of ``goods`` (its unflipped goods tiles: a sale builds
    none), one at a time in building-selection order."""
    sold = False
    slot_tile = state.slot_tile
    net = state.links_network  # a sale places no link
    comp, with_merchants = net[0], net[3]
    while True:
        slot_flipped = state.slot_flipped
        ready: list[int] = []  # unflipped goods tiles that merchants would buy now, in slot order
        buyers: list[list[int]] = []  # per tile of ``ready``: those merchants
        for s in goods:
            if not slot_flipped[s] and with_merchants >> comp[SLOT_LOC[s]] & 1:  # else no merchant is connected
                merchants = sale_merchants(AUTOMA, s, state.links_network, state.slot_owner, slot_tile,
                                           state.slot_cubes, state.merchant_tiles, state.merchant_beer)
                if merchants:
                    ready.append(s)
                    buyers.append(merchants)
        if not ready:
            return sold
        s = _by_selection(state, ready)[0]
        t = slot_tile[s]
        need = T_BEER[t]
        merchants = buyers[ready.index(s)]
        merchant_beer = state.merchant_beer
        m = merchants[0]  # the first lowest key: a merchant's beer if needed, then ``_MERCHANT_ORDER``
        best = -1
        for x in merchants:
            key = (0 if need and merchant_beer[x] else _NO_MERCHANT_BEER) + _MERCHANT_ORDER[x]
            if best < 0 or key < best:
                m, best = x, key
        notes: list[Phrase] = []
        if need and state.merchant_beer[m]:
            _own_board(state)
            state.merchant_beer[m] = 0
            need -= 1
            kind, amount = BONUS[MSLOT_LOC[m]]
            notes.append(("the merchant's beer (+{} VP bonus)", amount) if kind == "vp" else
                         "the merchant's beer (its bonus is lost)")
            if kind == "vp":
                state.vp[AUTOMA] = state.vp[AUTOMA] + amount
        for _ in range(need):
            notes.append(_auto_drink(state, _ONE_PLACE[SLOT_LOC[s]]))
        _say(state, ("sells its {} at {} to {}{}", TILE_NAMES[t], SLOT_WORDS[s], MSLOT_WORDS[m], _notes(notes)))
        _flip(state, s)
        sold = True

def _sell_fallback(state: TurnState, card: int, goods: list[int]) -> bool:
    """Nothing ready to sell (§7.1.3): a brewery where beer is missing, or the one missing link
    (``goods``: its unflipped goods tiles)."""
    if not goods:
        _say(state, ("sell: it has no unflipped goods tile",))
        return False
    comp = state.links_network[0]
    buyers: dict[int, int] = {}  # industry -> its buyers' components, a bit per label
    town = REAR_BREWERY_TOWN[card]
    problem: Phrase | None = None
    asked = False  # whether ``problem`` has been asked
    searched: list[int] = []  # (component << 3 | industry) whose search for a link found none
    for g in _by_selection(state, goods):
        ind, loc = T_IND[state.slot_tile[g]], SLOT_LOC[g]
        if ind not in buyers:
            buyers[ind] = _buyer_components(state, ind)
        if buyers[ind] >> comp[loc] & 1:
            if not asked:
                problem, asked = _build_problem(state, BREWERY, town), True
            if problem is None:
                _say(state, ("sell: its {} at {} reaches a merchant but lacks beer",
                     TILE_NAMES[state.slot_tile[g]], SLOT_WORDS[g]))
                _build(state, BREWERY, town, _CARD_REAR[card])
                return True
            _say(state, ("sell: its {} at {} lacks beer, and no Brewery in {}: {}",
                 TILE_NAMES[state.slot_tile[g]], SLOT_WORDS[g], PLACE_WORDS[town],
                  problem if problem != _COAL_MISSING else "no coal reaches it"))
            continue
        key = comp[loc] << 3 | ind  # a tile of the same industry in the same component: the same lines
        if key in searched:
            continue
        searched.append(key)
        if state.merchant_paths:  # a link joining loc's component to one with a buyer
            cands = [k for k in lines_joining(_frontier(state), _LOCATION_LINE_MASK, LINK_ENDS, comp, comp[loc],
                                              buyers[ind])
                     if _link_ok(state, k)]
        else:
            cands = [k for k in lines_in(_frontier(state))
                     if _connected_buyer(state, loc, ind, state.link_mask | 1 << k) and _link_ok(state, k)]
        if cands:
            k = _missing_link(state, cands, loc)
            net = _its_networks(state)[0] or _NOWHERE
            ends = LINK_ENDS[k]
            far = [e for e in ends if not net[e]] or [e for e in ends if e != loc]
            notes = _auto_link(state, k)
            state.latest = far[0]
            _say(state, ("sell: places the link {} that its {} at {} needs to reach a merchant{}",
                 LINK_WORDS[k], TILE_NAMES[state.slot_tile[g]], SLOT_WORDS[g], _notes(notes)))
            return True
    _say(state, ("sell: no tile is ready to sell, and no Brewery or single link would make one ready",))
    return False

def _missing_link(state: TurnState, cands: list[int], loc: int) -> int:
    """§7.1.4: from a common start by T1-T6, else P1 most slots, P2 alphabetical town, P3 clockwise."""
    if len(cands) == 1:
        return cands[0]
    net = _its_networks(state)[0] or _NOWHERE
    # the ends in its network that every candidate shares (no generic call of ``set.intersection``)
    common = [e for e in LINK_ENDS[cands[0]] if net[e] and all(e in LINK_ENDS[k] for k in cands)]
    if common:
        start = _first_by_name(common)
        return _choose_from(state, start, cands)[0]
    slots = {k: sum(len(LOC_SLOTS[e]) for e in LINK_ENDS[k]) for k in cands}
    best = max(slots.values())
    left = [k for k in cands if slots[k] == best]
    first = {k: _first_by_name([e for e in LINK_ENDS[k] if e < NBUILD]) for k in left}
    return _first_lowest(left, [(NAME_RANK[first[k]], CLOCKWISE[first[k]].get(k, 99)) for k in left])

def _develop(state: TurnState, card: int) -> bool:
    """DEVELOP (§7.2): if iron costs at most the card's maximum, up to 2 cubes and +3 VP."""
    cap = REAR_DEVELOP_MAX[card]
    price = _iron_price(state)
    if price > cap:
        _say(state, ("develop: iron costs £{}, above the card's £{}", price, cap))
        return False
    notes = _auto_iron(state, DEVELOP_MAX_IRON, cap if cap > 0 else -1)
    _own_board(state)
    state.vp[AUTOMA] = state.vp[AUTOMA] + DEVELOP_VP
    _say(state, ("develops: +{} VP{}", DEVELOP_VP, _notes(notes)))
    return True

def _pass(state: TurnState, why: str) -> None:
    _own_board(state)
    state.vp[AUTOMA] = state.vp[AUTOMA] + PASS_VP
    _say(state, ("passes{}: +{} VP", why, PASS_VP))

def _rear(state: TurnState) -> None:
    """The second action: the first applicable action on the rear of the top card (§5.4)."""
    card = _top_card(state)
    if card < 0:
        _pass(state, " (no card left for a second action)")
        return
    _say(state, _REAR_OF[card])
    for action in REAR_ACTIONS[card]:
        if action == "sell":
            goods = _unflipped_goods(state)
            if _sell(state, goods):
                return
            if _sell_fallback(state, card, goods):  # nothing sold: the same tiles, none flipped
                return
        elif action == "develop":
            if _develop(state, card):
                return
        elif action == "network":
            latest = state.latest
            net = _its_networks(state)[0] or _NOWHERE
            if latest >= 0 and net[latest] and _auto_network(state, latest):
                return
            _say(state, ("network: no line can be linked from {}",
                 PLACE_WORDS[latest] if latest >= 0 else "its latest location (none)"))
        else:
            _pass(state, "")
            return

# ---- whole turns (§5, §10) ------------------------------------------------------------------

def automa_turn(seat: AutomaSeat, fields: TurnFields) -> ChangedFields:
    """One Automa turn from the board's ``fields`` (``AutomaSeat.turn_fields``; the state reads them
    for it, cheaper than a call back), then its rejected cards join the discard pile; returns the
    board's fields it may have replaced (``TurnState.changed``), for the state to take."""
    state = TurnState(seat, fields)
    player = state.player
    if player.first:
        player.first = False
        _first_turn(state)
    else:
        actions = 0
        while not actions:
            card = _draw(state)
            if card < 0:
                _pass(state, " (every card was rejected and none is left to draw)")
                break
            _say(state, _DRAWS[card])
            actions = _front(state, card)
            if actions:
                player.discard = player.discard + _ONE_CARD[card]
            else:
                player.rejected = player.rejected + _ONE_CARD[card]
                _say(state, _REJECTED[card])
        if actions == 1:
            _rear(state)
    _discard_rejected(player)
    return state.changed()

def automa_rear_turn(seat: AutomaSeat, fields: TurnFields) -> ChangedFields:
    """A turn of the rear action only (§0's setup option ``start: "automa_rear"``, §5.4), then its
    rejected cards join the discard pile (as ``automa_turn``)."""
    state = TurnState(seat, fields)
    _rear(state)
    _discard_rejected(state.player)
    return state.changed()

def _discard_rejected(player: AutomaPlayer) -> None:
    if player.rejected:
        player.discard = player.discard + player.rejected
        player.rejected = ()

def _first_turn(state: TurnState) -> None:
    """§10: DEVELOP from the market, or one build from a drawn card, or a link from its last slot."""
    top = _top_card(state)
    if top >= 0 and REAR_DEVELOP_FIRST[top]:
        notes: list[Phrase] = []
        for _ in range(FIRST_DEVELOP_IRON):
            if state.iron:
                price = IRON_PRICES[len(IRON_PRICES) - state.iron]
                state.iron -= 1
                state.spent[AUTOMA] = state.spent[AUTOMA] + price
                notes.append(("1 iron from the market (a £{} cube; {} left)", price, state.iron))
        _own_board(state)
        state.vp[AUTOMA] = state.vp[AUTOMA] + FIRST_DEVELOP_VP
        _say(state, ("first turn, card {} shows DEVELOP: +{} VP{}", top, FIRST_DEVELOP_VP, _notes(notes)))
        return
    while True:
        card = _draw(state)
        if card < 0:
            _pass(state, " (every card was rejected and none is left to draw)")
            return
        _say(state, ("first turn: draws card {}", card))
        done = _front(state, card, True)
        if not done:
            for loc in FRONT[card][-1][2]:
                if _auto_network(state, loc, anywhere=True):
                    done = 1
                    break
        player = state.player
        if done:
            player.discard = player.discard + _ONE_CARD[card]
            return
        player.rejected = player.rejected + _ONE_CARD[card]
        _say(state, ("card {}: nothing can be built and no link placed: rejected", card))
