"""The Automa's turn (spec brass_birmingham_automa.md §4-§10): a few rule primitives (build, link,
network, sell, develop, pass, and the coal, iron and beer they use) read the card data of
``automa_data.py``. ``AutomaTurns`` is a mixin of :class:`~.automa_state.AutomaState`; every step is
written to the events in plain words."""

from __future__ import annotations

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
    empty_lines_touching,
    free_slots,
    goods_tiles,
    legal_lines,
    lines_bringing_coal,
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
    NLOCS,
    NSLOTS,
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
    T_RAIL_ONLY,
    distances,
    network_of,
    tile_name,
)
from .rules import LOC_IND_SLOTS

_NOWHERE = (False,) * NLOCS
_NO_CUBES: dict[int, int] = {}
_NO_COMPONENTS: frozenset[int] = frozenset()
_ERA_LINK = (LINK_CANAL, LINK_RAIL)
_ERA_WORD = ("Canal", "Rail")
_COAL_MINES = IND_SLOTS[COAL]
_GOODS_SLOTS = tuple(s for s in range(NSLOTS) if set(SLOT_INDS[s]) & set(GOODS))
_WHO = ("your", "its own")
_TIEBREAK_REASON = {2: "it reaches a location of its network", 3: "the most built tiles beyond",
                    4: "the most free slots beyond"}
_GROUP_CARDS = tuple(tuple(c for c in CARD_NUMBERS if CARD_GROUP[c] == g) for g in range(3))
#: per era: its lines in increasing order, each with three ends (a two-ended line repeats its first)
_ERA_LINK_ENDS = tuple(tuple((k, *LINK_ENDS[k], *LINK_ENDS[k][:3 - len(LINK_ENDS[k])]) for k in ERA_LINKS[era])
                       for era in range(2))
#: per town, per industry: its slots for that industry that show no other industry
_SINGLE_ICON_SLOTS = tuple(tuple(tuple(s for s in slots if len(SLOT_INDS[s]) == 1) for slots in per_ind)
                           for per_ind in LOC_IND_SLOTS)
#: per line, per end as the start: the other ends (where a link placed from that end leads)
_BEYOND = tuple({start: tuple(e for e in ends if e != start) for start in ends} for ends in LINK_ENDS)
#: per line, per end as the start: the build slots at the other ends
_SLOT_LIST_BEYOND = tuple({start: tuple(s for e in beyond for s in LOC_SLOTS[e]) for start, beyond in ends.items()}
                          for ends in _BEYOND)
#: per line, per end as the start: only merchant locations lie beyond it
_MERCHANTS_BEYOND = tuple({start: all(IS_MERCHANT[e] for e in beyond) for start, beyond in ends.items()}
                          for ends in _BEYOND)


def place_name(loc: int) -> str:
    """A location's short board name (the farms without their note)."""
    return PLACE_WORDS[loc]


def _notes(notes: list[str]) -> str:
    return "; " + "; ".join(notes) if notes else ""


class AutomaTurns:
    """The Automa's turns (mixin of AutomaState)."""

    __slots__ = ()

    # ---- its deck (§2.3, §5.6) ---------------------------------------------------------------

    def _prepare_deck(self) -> None:
        """Shuffle each group, build the three layers in draw order, each shuffled on its own."""
        rng = self.rng
        groups = [list(cards) for cards in _GROUP_CARDS]
        for pile in groups:
            rng.shuffle(pile)
        deck: list[int] = []
        for layer in LAYERS:
            part: list[int] = []
            for g in range(3):
                k = len(groups[g]) if layer is None else layer[g]
                part += groups[g][:k]
                groups[g] = groups[g][k:]
            rng.shuffle(part)
            deck += part
        self.adeck = tuple(deck)
        self.adisc = ()
        self.layered = True

    def _top_card(self) -> int:
        """The top card of the Automa deck (the discard pile is reshuffled if it is empty); -1: none."""
        if not self.adeck:
            if not self.adisc:
                return -1
            pile = sorted(self.adisc)
            self.rng.shuffle(pile)
            self.adeck, self.adisc, self.layered = tuple(pile), (), False
            self._say("its deck is empty: its discard pile is shuffled into a new deck")
        return self.adeck[0]

    def _draw(self) -> int:
        card = self._top_card()
        if card >= 0:
            self.adeck = self.adeck[1:]
        return card

    def _cell(self) -> int:
        """The marked cell of the top card's tiebreak icon (§9.4)."""
        top = self._top_card()
        return REAR_CELL[top] if top >= 0 else DECK_EMPTY_CELL

    def _say(self, text: str) -> None:
        self.aturn = self.aturn + (text,)
        self.log("Automa: " + text)

    # ---- building selection (§9.1) --------------------------------------------------------

    def _by_selection(self, slots: list[int]) -> list[int]:
        """``slots`` best first: B1 link score of the location, B2 its name, B3 the tiebreak icon."""
        if len(slots) < 2:
            return slots
        places = {SLOT_LOC[s] for s in slots}
        ranks = CELL_RANK[self._cell()] if len(places) < len(slots) else CELL_RANK[0]
        return selection_order(slots, ranks, SLOT_LOC, LOC_LINKS, self.lo, NAME_RANK, AUTOMA, HUMAN)

    # ---- resources (§4.3-§4.5) ----------------------------------------------------------------

    def _coal_ok(self, anchors: tuple[int, ...], mask: int, need: int) -> bool:
        if mask == self.lmask:  # the links on the board: by components, without distances
            net = network_of(mask, self.ro.merchant_paths)
            comp = net[0]
            joined = {comp[a] for a in anchors}
            if not joined.isdisjoint(net[3]):
                return True
            sr = self.sr
            have = 0
            for s in mines_with_coal(_COAL_MINES, self.so, self.st, sr, T_IND, COAL, SLOT_LOC, comp, joined):
                have += sr[s]
                if have >= need:
                    return True
            return False
        mines, merchant = self._mines(anchors, mask)
        if merchant:
            return True
        sr = self.sr
        return sum([sr[s] for _, s in mines]) >= need

    def _reaches_merchant(self, loc: int) -> bool:
        net = network_of(self.lmask, self.ro.merchant_paths)
        return net[0][loc] in net[3]

    def _take_from(self, s: int) -> None:
        self._mut()
        self.sr[s] -= 1
        if not self.sr[s]:
            self._flip(s)

    def _auto_coal(self, anchors: tuple[int, ...], need: int) -> list[str]:
        """Nearest connected mine first (its own before the human's at equal distance), else the market."""
        notes: list[str] = []
        if not need:
            return notes
        net = network_of(self.lmask, self.ro.merchant_paths)
        comp = net[0]
        joined = {comp[a] for a in anchors}
        so = self.so
        order = mines_with_coal(_COAL_MINES, so, self.st, self.sr, T_IND, COAL, SLOT_LOC, comp, joined)
        if len(order) > 1:  # by distance (a single mine needs none)
            rows = [distances(net, a) for a in anchors]
            mines = [(min([r[SLOT_LOC[s]] for r in rows if r[SLOT_LOC[s]] >= 0]), s) for s in order]
            order = []
            for dist in sorted({d for d, _ in mines}):
                near = [s for d, s in mines if d == dist]
                own = [s for s in near if so[s] == AUTOMA]
                order += self._by_selection(own) + self._by_selection([s for s in near if s not in own])
        for _ in range(need):
            while order and not self.sr[order[0]]:
                order.pop(0)
            if order:
                s = order[0]
                notes.append(f"1 coal from {_WHO[self.so[s]]} mine at {SLOT_WORDS[s]}")
                self._take_from(s)
            else:
                k = self.coal
                price = COAL_PRICES[len(COAL_PRICES) - k] if k else COAL_EMPTY
                self.coal = max(0, k - 1)
                self.spent[AUTOMA] += price
                notes.append(f"1 coal from the market (a £{price} cube; {self.coal} left)")
        return notes

    def _auto_iron(self, need: int, cap: int = 99) -> list[str]:
        """Its own Iron Works first, then the human's, then the market (cubes priced at most ``cap``)."""
        notes = []
        for _ in range(need):
            works = self._works()
            if works:
                own = [s for s in works if self.so[s] == AUTOMA]
                s = self._by_selection(own or works)[0]
                notes.append(f"1 iron from {_WHO[self.so[s]]} works at {SLOT_WORDS[s]}")
                self._take_from(s)
                continue
            k = self.iron
            price = IRON_PRICES[len(IRON_PRICES) - k] if k else IRON_EMPTY
            if price > cap:
                break
            self.iron = max(0, k - 1)
            self.spent[AUTOMA] += price
            notes.append(f"1 iron from the market (a £{price} cube; {self.iron} left)")
        return notes

    def _iron_price(self, board: bool = True) -> int:
        """£0 while an Iron Works holds iron (unless ``board`` is false), else the market's next price."""
        if board and self._works():
            return 0
        k = self.iron
        return IRON_PRICES[len(IRON_PRICES) - k] if k else IRON_EMPTY

    def _auto_drink(self, anchors: tuple[int, ...]) -> str:
        """One barrel: its own breweries first (anywhere), then the human's connected ones."""
        barrels = self._barrels(AUTOMA, anchors, self.lmask)
        own = [s for s in barrels if self.so[s] == AUTOMA]
        s = self._by_selection(own or barrels)[0]
        note = f"1 beer from {_WHO[self.so[s]]} brewery at {SLOT_WORDS[s]}"
        self._take_from(s)
        return note

    def _flip(self, s: int) -> None:
        """An Automa tile flips without income (it has no income marker); a human tile as usual."""
        if self.so[s] != AUTOMA:
            super()._flip(s)
            return
        self._mut()
        self.sf[s] = 1
        note = f"the Automa's {tile_name(self.st[s])} at {SLOT_WORDS[s]} flips"
        if self.act is not None:
            self.act.notes += (note,)
        else:
            self.log(note)

    # ---- building (§4.2) ---------------------------------------------------------------------

    def _free_slots(self, ind: int, loc: int) -> list[int]:
        """The free ``ind`` slots at ``loc``: those showing only ``ind`` if any is free, else all."""
        if loc >= NBUILD:
            return []
        return free_slots(self.so, _SINGLE_ICON_SLOTS[loc][ind], LOC_IND_SLOTS[loc][ind])

    def _build_problem(self, ind: int, loc: int) -> str:
        """Why the Automa cannot build ``ind`` at ``loc`` now: '' if it can, 'coal' if only coal is missing."""
        t = self._tops(AUTOMA)[ind]
        if t < 0:
            return f"no {IND_NAME[ind]} left on its mat"
        if (T_RAIL_ONLY if self.era == 0 else T_CANAL_ONLY)[t]:
            return f"its {tile_name(t)} cannot be built in the {_ERA_WORD[self.era]} era"
        if self.era == 0 and self._nets()[AUTOMA][1][loc]:
            return f"it already has a tile in {place_name(loc)} (one per location in the Canal era)"
        if not self._free_slots(ind, loc):
            return f"no free {IND_NAME[ind]} slot in {place_name(loc)} (it never overbuilds)"
        if T_COAL[t] and not self._coal_ok((loc,), self.lmask, T_COAL[t]):
            return "coal"
        return ""

    def _build(self, ind: int, loc: int, how: str = "") -> None:
        """Build its lowest ``ind`` tile at ``loc`` (legal): coal, iron, tile, cubes, market sale."""
        t = self._tops(AUTOMA)[ind]
        cand = self._free_slots(ind, loc)
        s = cand[0]
        if len(cand) > 1:
            top = self._top_card()
            ranks = CELL_RANK[self._cell()]
            s = min(cand, key=lambda x: (ranks[x], x))
            how += f", the slot chosen by the tiebreak icon of card {top}" if top >= 0 else ", the slot top left"
        notes = self._auto_coal((loc,), T_COAL[t]) + self._auto_iron(T_IRON[t])
        self._mut()
        self._use_tile(AUTOMA, t)
        so, sr = self.so, self.sr
        so[s], self.st[s], self.sf[s] = AUTOMA, t, 0
        self._nets_grow(AUTOMA, (loc,), True)
        self.spent[AUTOMA] += T_COST[t]
        sr[s] = T_CUBES[t] if ind in (COAL, IRON) else (BARRELS_ON_BUILD[self.era] if ind == BREWERY else 0)
        if ind == IRON or (ind == COAL and self._reaches_merchant(loc)):
            prices = IRON_PRICES if ind == IRON else COAL_PRICES
            sold = 0
            while sr[s] and (self.iron if ind == IRON else self.coal) < len(prices):
                if ind == IRON:
                    self.iron += 1
                else:
                    self.coal += 1
                sr[s] -= 1
                sold += 1
            if sold:
                notes.append(f"{sold} {'iron' if ind == IRON else 'coal'} moved to the market "
                             f"(now {self.iron if ind == IRON else self.coal}), no money")
        self.latest = loc
        self._say(f"builds {tile_name(t)} at {SLOT_WORDS[s]}{how}" + _notes(notes))
        if ind in (COAL, IRON, BREWERY) and not sr[s]:
            self._flip(s)

    # ---- links (§4.6, §8) ----------------------------------------------------------------------

    def _link_ok(self, k: int, second: bool = False, anywhere: bool = False, coal: tuple | None = None) -> bool:
        """May the Automa place a link on line ``k`` now (with ``anywhere``: outside its network)?
        ``coal``: ``_coal_index()``, if already known. (A second rail link, which needs beer, is asked
        here only when paths stop at merchants; ``_candidates`` asks ``legal_lines`` otherwise.)"""
        if self.lo[k] >= 0 or not _ERA_LINK[self.era][k]:
            return False
        if self.ro.link_cap and self.links_left[AUTOMA] < 1:
            return False
        if not anywhere:
            net = self._nets()[AUTOMA][0]
            if net is None:
                return False
            for e in LINK_ENDS[k]:
                if net[e]:
                    break
            else:
                return False
        if self.era == 1:
            if not self.ro.merchant_paths:  # paths stop at merchants: the exact network with the link
                mask = self.lmask | 1 << k
                return self._coal_ok(LINK_ENDS[k], mask, 1) and (
                    not second or bool(self._barrels(AUTOMA, LINK_ENDS[k], mask)))
            comp, cubes, merchants = coal or self._coal_index()  # a new link joins the components of its ends
            joined = {comp[e] for e in LINK_ENDS[k]}
            if joined.isdisjoint(merchants) and not any(cubes.get(c, 0) for c in joined):
                return False
        return True

    def _frontier(self) -> list[int]:
        """The empty lines of the era touching the Automa's network (where its links may go)."""
        if self.ro.link_cap and self.links_left[AUTOMA] < 1:
            return []
        net = self._nets()[AUTOMA][0]
        if net is None:
            return []
        return empty_lines_touching(_ERA_LINK_ENDS[self.era], self.lo, net)

    def _auto_link(self, k: int, second: bool = False) -> list[str]:
        """Put an Automa link on ``k`` and pay it: Rail coal (and beer for a second link)."""
        self.lo = self.lo[:]
        self.lo[k] = AUTOMA
        self._nets_grow(AUTOMA, LINK_ENDS[k], False)
        self.lmask |= 1 << k
        if self.ro.link_cap:
            self.links_left = self.links_left[:]
            self.links_left[AUTOMA] -= 1
        if self.era == 0:
            self.spent[AUTOMA] += CANAL_LINK
            return []
        self.spent[AUTOMA] += RAIL_SECOND if second else RAIL_LINK
        notes = self._auto_coal(LINK_ENDS[k], 1)
        if second:
            notes.append(self._auto_drink(LINK_ENDS[k]))
        return notes

    def _candidates(self, start: int, second: bool = False, anywhere: bool = False) -> list[int]:
        """Legal lines from ``start`` (§8.2), then the merchant filter (§8.3)."""
        era = self.era
        if era == 1 and not self.ro.merchant_paths:  # the exact network with each link
            lo, era_ok = self.lo, _ERA_LINK[era]
            cands = [k for k in LOC_LINKS[start] if lo[k] < 0 and era_ok[k] and self._link_ok(k, second, anywhere)]
        else:
            if self.ro.link_cap and self.links_left[AUTOMA] < 1:
                return []
            net = None
            if not anywhere:
                net = self._nets()[AUTOMA][0]
                if net is None:
                    return []
            comp, cubes, merchants = self._coal_index() if era == 1 else (None, _NO_CUBES, _NO_COMPONENTS)
            barrels, own = self._beer_index(AUTOMA) if era == 1 and second else (_NO_COMPONENTS, True)
            cands = legal_lines(LOC_LINKS[start], LINK_ENDS, self.lo, _ERA_LINK[era], net, comp, cubes, merchants,
                                second, barrels, own)
        inland = [k for k in cands if not _MERCHANTS_BEYOND[k][start]]
        return inland or cands

    def _tiebreak(self, cands: list[int], starts: dict[int, int]) -> tuple[list[int], str]:
        """Link tiebreaks T2-T5 (§8.5) for candidates each with its start; returns those left and the
        deciding reason."""
        net = self._nets()[AUTOMA][0] or _NOWHERE
        cands, rule = link_tiebreak(cands, starts, _BEYOND, _SLOT_LIST_BEYOND, net, self.so)
        if rule:
            return cands, _TIEBREAK_REASON[rule]
        if self.era == 1:
            own = [self._own_coal(k) for k in cands]  # T5
            if not all(own) and any(own):
                cands = [k for k, mine in zip(cands, own, strict=True) if mine]
                if len(cands) == 1:
                    return cands, "its coal comes from its own mine"
        return cands, ""

    def _own_coal(self, k: int) -> bool:
        """T5: the coal of a link on ``k`` would come from an Automa mine.

        The nearest mines to the link's ends are the same without the link itself in the network (it
        only joins those ends, from which distances are measured), so the board's network serves."""
        mines, _ = self._mines(LINK_ENDS[k], self.lmask)
        if not mines:
            return False
        best = min([d for d, _ in mines])
        return any(self.so[s] == AUTOMA for d, s in mines if d == best)

    def _choose_from(self, start: int, cands: list[int]) -> tuple[int, str]:
        """T1-T6 (§8.5) for lines from ``start``."""
        if len(cands) == 1:
            return cands[0], "the only line it may take"
        left, why = self._tiebreak(cands, {k: start for k in cands})
        if len(left) == 1:
            return left[0], why
        order = CLOCKWISE[start]
        return min(left, key=lambda k: order.get(k, 99)), "the clockwise order"

    def _reached(self, k: int, start: int) -> int:
        """The location a link on ``k`` placed from ``start`` reaches (§8.6)."""
        ends = LINK_ENDS[k]
        if len(ends) == 2:
            return ends[0] if ends[1] == start else ends[1]
        towns = [e for e in ends if e not in FARMS]
        if start in towns:
            return towns[0] if towns[1] == start else towns[1]
        return towns[0] if self.era == 1 and self._candidates(towns[0], True) else towns[1]

    def _auto_network(self, start: int, anywhere: bool = False) -> int:
        """A NETWORK from ``start`` (§8.1): one canal link, or up to two rail links; the links placed."""
        cands = self._candidates(start, False, anywhere)
        if not cands:
            return 0
        k, why = self._choose_from(start, cands)
        notes = self._auto_link(k)
        reach = self._reached(k, start)
        self.latest = reach
        self._say(f"places a {_ERA_WORD[self.era].lower()} link on {LINK_WORDS[k]} from {place_name(start)} "
                  f"to {place_name(reach)} (by {why})" + _notes(notes))
        if self.era == 0:
            return 1
        cands = self._candidates(reach, True)
        if not cands:
            return 1
        k, why = self._choose_from(reach, cands)
        notes = self._auto_link(k, True)
        start, reach = reach, self._reached(k, reach)
        self.latest = reach
        self._say(f"places a second rail link on {LINK_WORDS[k]} from {place_name(start)} to {place_name(reach)} "
                  f"(by {why})" + _notes(notes))
        return 2

    def _coal_with(self, k: int, loc: int, need: int, coal: tuple) -> bool:
        """With a link on ``k`` (one of the frontier), can ``need`` coal cubes reach ``loc`` (or the
        market), paths stopping at merchants? In the Rail era ``need`` counts the link's own cube, so
        the link is legal too. (With paths through merchants ``_coal_link`` joins components.)"""
        return self._link_ok(k) and self._coal_ok((loc,), self.lmask | 1 << k, need)

    def _coal_link(self, ind: int, loc: int) -> int:
        """The coal link that makes building ``ind`` at ``loc`` legal (§6.2, C1-C4), or -1."""
        net = self._nets()[AUTOMA][0]
        if net is None:
            return -1
        need = T_COAL[self._tops(AUTOMA)[ind]] + self.era  # a Rail link burns one cube of the same coal
        coal = self._coal_index()
        if self.ro.merchant_paths:
            comp, cubes, merchants = coal
            cands = lines_bringing_coal(self._frontier(), LINK_ENDS, comp, comp[loc], cubes, merchants, need)
        else:
            cands = [k for k in self._frontier() if self._coal_with(k, loc, need, coal)]
        if not cands:
            return -1
        cands = [k for k in cands if loc in LINK_ENDS[k]] or cands
        cands = [k for k in cands if not any(IS_MERCHANT[e] for e in LINK_ENDS[k])] or cands
        if len(cands) == 1:
            return cands[0]
        starts = {}
        for k in cands:
            ends = LINK_ENDS[k]
            starts[k] = loc if loc in ends and net[loc] else min([e for e in ends if net[e]], key=NAME_RANK.__getitem__)
        left, _ = self._tiebreak(cands, starts)
        if len(left) == 1:
            return left[0]
        if all(loc in LINK_ENDS[k] for k in left):
            return min(left, key=lambda k: CLOCKWISE[loc].get(k, 99))
        return min(left, key=lambda k: (NAME_RANK[starts[k]], CLOCKWISE[starts[k]].get(k, 99)))

    # ---- front slots (§6) -------------------------------------------------------------------------

    def _front(self, card: int, first_turn: bool = False) -> int:
        """The first applicable slot of ``card``'s front, carried out; the actions it took (0: none)."""
        slots = FRONT[card]
        for number, (kind, ind, locs, iron_min, coal_link) in enumerate(slots, 1):
            if first_turn and kind in (FARM_BREWERY, NETWORK):
                continue
            done = 0
            if kind == BUILD:
                done = self._slot_build(number, ind, locs, iron_min, coal_link and not first_turn)
            elif kind == COAL_MINE_NETWORK:
                done = self._slot_mine(number, locs, first_turn)
            elif kind == FARM_BREWERY:
                done = self._slot_farm(number, locs)
            else:
                done = self._slot_network(number, locs)
            if done:
                return done
        return 0

    def _passed_over(self, what: str, reasons: list[str]) -> None:
        """Say why the banner's earlier towns were passed over, before acting in a later one."""
        if reasons:
            self._say(f"{what}: " + "; ".join(reasons) + "; so the next town")

    def _slot_build(self, number: int, ind: int, locs: tuple[int, ...], iron_min: int, coal_link: bool) -> int:
        what = f"slot {number} ({IND_NAME[ind]})"
        if iron_min:
            price = self._iron_price(not self.market_rule)
            if price < iron_min:
                self._say(f"{what} skipped: iron costs £{price}, below its £{iron_min}")
                return 0
        reasons = []
        for loc in locs:
            problem = self._build_problem(ind, loc)
            if not problem:
                self._passed_over(what, reasons)
                self._build(ind, loc, f" (slot {number} of the card)")
                return 1
            if problem == "coal" and coal_link:
                k = self._coal_link(ind, loc)
                if k >= 0:
                    self._passed_over(what, reasons)
                    notes = self._auto_link(k)
                    self._say(f"places a {_ERA_WORD[self.era].lower()} link on {LINK_WORDS[k]} to bring coal to "
                              f"{place_name(loc)}" + _notes(notes))
                    self._build(ind, loc, f" (slot {number} of the card, after its coal link)")
                    return 2
                problem = "no coal reaches it, and no single link would bring it"
            elif problem == "coal":
                problem = "no coal reaches it"
            reasons.append(f"{place_name(loc)}: {problem}")
        self._say(f"{what} skipped: " + "; ".join(reasons))
        return 0

    def _slot_mine(self, number: int, locs: tuple[int, ...], first_turn: bool) -> int:
        reasons = []
        for loc in locs:
            problem = self._build_problem(COAL, loc)
            if not problem:
                self._passed_over(f"slot {number} (Coal Mine)", reasons)
                self._build(COAL, loc, f" (slot {number} of the card)")
                if first_turn:
                    return 1
                return 2 if self._auto_network(loc) else 1
            reasons.append(f"{place_name(loc)}: {problem}")
        self._say(f"slot {number} (Coal Mine) skipped: " + "; ".join(reasons))
        return 0

    def _slot_farm(self, number: int, farms: tuple[int, ...]) -> int:
        reasons = []
        for farm in farms:
            line = LOC_LINKS[farm][0]
            problem = self._build_problem(BREWERY, farm) if self.lo[line] == AUTOMA else ""
            if self.lo[line] == HUMAN:
                problem = "you hold its link"
            elif self.lo[line] < 0:
                t = self._tops(AUTOMA)[BREWERY]
                if t < 0 or (T_RAIL_ONLY if self.era == 0 else T_CANAL_ONLY)[t]:
                    problem = "no Brewery it can build in this era"
                elif not self._free_slots(BREWERY, farm):
                    problem = "its slot is taken"
                elif not self._link_ok(line):
                    problem = f"it cannot place the link {LINK_WORDS[line]}"
                else:
                    self._passed_over(f"slot {number} (farm brewery)", reasons)
                    notes = self._auto_link(line)
                    self._say(f"places a {_ERA_WORD[self.era].lower()} link on {LINK_WORDS[line]} to the "
                              f"{place_name(farm)}" + _notes(notes))
                    self._build(BREWERY, farm, f" (slot {number} of the card)")
                    return 2
            if not problem:
                self._passed_over(f"slot {number} (farm brewery)", reasons)
                self._build(BREWERY, farm, f" (slot {number} of the card)")
                return 1
            reasons.append(f"{place_name(farm)}: {problem}")
        self._say(f"slot {number} (farm brewery) skipped: " + "; ".join(reasons))
        return 0

    def _slot_network(self, number: int, locs: tuple[int, ...]) -> int:
        net = self._nets()[AUTOMA][0] or _NOWHERE
        reasons = []
        for loc in locs:
            if not net[loc]:
                reasons.append(f"{place_name(loc)} is not in its network")
            elif self._candidates(loc):
                self._passed_over(f"slot {number} (network)", reasons)
                self._auto_network(loc)
                return 1
            else:
                reasons.append(f"no line can be linked from {place_name(loc)}")
        self._say(f"slot {number} (network) skipped: " + "; ".join(reasons))
        return 0

    # ---- rear actions (§7) --------------------------------------------------------------------

    def _connected_buyer(self, loc: int, ind: int, mask: int) -> bool:
        """Is ``loc`` connected (links in ``mask``) to a merchant tile buying ``ind``?"""
        net = network_of(mask, self.ro.merchant_paths)
        reach = net[4].get(net[0][loc], ())
        mt = self.mt
        return any(mt[m] >= 0 and ind in MTILE_BUYS[mt[m]] and MSLOT_LOC[m] in reach for m in range(len(mt)))

    def _buyer_components(self, ind: int) -> set[int]:
        """The components (of the links on the board) holding a merchant tile that buys ``ind``."""
        net = network_of(self.lmask, self.ro.merchant_paths)
        return buyer_components(ind, self.mt, MTILE_BUYS, MSLOT_LOC, net[4])

    def _sell(self) -> bool:
        """SELL (§7.1.2): flip every tile it can, one at a time in building-selection order."""
        sold = False
        st = self.st
        goods = goods_tiles(_GOODS_SLOTS, self.so, st, self.sf, T_IND, GOODS, AUTOMA, False)  # a sale builds none
        net = network_of(self.lmask, self.ro.merchant_paths)  # a sale places no link
        comp, with_merchants = net[0], net[4]
        while True:
            sf = self.sf
            ready: dict[int, list[int]] = {}  # unflipped goods tile -> the merchants that would buy it now
            for s in goods:
                if not sf[s] and comp[SLOT_LOC[s]] in with_merchants:  # else no merchant is connected
                    merchants = self._sale_merchants(AUTOMA, s)
                    if merchants:
                        ready[s] = merchants
            if not ready:
                return sold
            s = self._by_selection(list(ready))[0]
            t = st[s]
            need = T_BEER[t]
            merchants = ready[s]
            m = min(merchants, key=lambda x: (not (need and self.mb[x]), BONUS[MSLOT_LOC[x]][0] != "vp",
                                              NAME_RANK[MSLOT_LOC[x]], MSLOT_IDX[x]))
            notes = []
            if need and self.mb[m]:
                self.mb = self.mb[:]
                self.mb[m] = 0
                need -= 1
                kind, amount = BONUS[MSLOT_LOC[m]]
                notes.append("the merchant's beer" + (f" (+{amount} VP bonus)" if kind == "vp" else
                                                      " (its bonus is lost)"))
                if kind == "vp":
                    self.vp = self.vp[:]
                    self.vp[AUTOMA] += amount
            for _ in range(need):
                notes.append(self._auto_drink((SLOT_LOC[s],)))
            self._say(f"sells its {tile_name(t)} at {SLOT_WORDS[s]} to {MSLOT_WORDS[m]}" + _notes(notes))
            self._flip(s)
            sold = True

    def _sell_fallback(self, card: int) -> bool:
        """Nothing ready to sell (§7.1.3): a brewery where beer is missing, or the one missing link."""
        goods = goods_tiles(_GOODS_SLOTS, self.so, self.st, self.sf, T_IND, GOODS, AUTOMA, True)
        if not goods:
            self._say("sell: it has no unflipped goods tile")
            return False
        comp = network_of(self.lmask, self.ro.merchant_paths)[0]
        buyers: dict[int, set[int]] = {}
        frontier: list[int] | None = None
        coal = self._coal_index() if self.era == 1 else None
        town = REAR_BREWERY_TOWN[card]
        problem = None
        for g in self._by_selection(goods):
            ind, loc = T_IND[self.st[g]], SLOT_LOC[g]
            if ind not in buyers:
                buyers[ind] = self._buyer_components(ind)
            if comp[loc] in buyers[ind]:
                if problem is None:
                    problem = self._build_problem(BREWERY, town)
                if not problem:
                    self._say(f"sell: its {tile_name(self.st[g])} at {SLOT_WORDS[g]} reaches a merchant but lacks beer")
                    self._build(BREWERY, town, f" (the rear of card {card})")
                    return True
                self._say(f"sell: its {tile_name(self.st[g])} at {SLOT_WORDS[g]} lacks beer, and no Brewery "
                          f"in {place_name(town)}: {problem if problem != 'coal' else 'no coal reaches it'}")
                continue
            if frontier is None:
                frontier = self._frontier()
            if self.ro.merchant_paths:  # a link joining loc's component to one with a buyer
                cands = [k for k in lines_joining(frontier, LINK_ENDS, comp, comp[loc], buyers[ind])
                         if self._link_ok(k, coal=coal)]
            else:
                cands = [k for k in frontier
                         if self._connected_buyer(loc, ind, self.lmask | 1 << k) and self._link_ok(k, coal=coal)]
            if cands:
                k = self._missing_link(cands, loc)
                net = self._nets()[AUTOMA][0] or _NOWHERE
                ends = LINK_ENDS[k]
                far = [e for e in ends if not net[e]] or [e for e in ends if e != loc]
                notes = self._auto_link(k)
                self.latest = far[0]
                self._say(f"sell: places the link {LINK_WORDS[k]} that its {tile_name(self.st[g])} at "
                          f"{SLOT_WORDS[g]} needs to reach a merchant" + _notes(notes))
                return True
        self._say("sell: no tile is ready to sell, and no Brewery or single link would make one ready")
        return False

    def _missing_link(self, cands: list[int], loc: int) -> int:
        """§7.1.4: from a common start by T1-T6, else P1 most slots, P2 alphabetical town, P3 clockwise."""
        if len(cands) == 1:
            return cands[0]
        net = self._nets()[AUTOMA][0] or _NOWHERE
        common = set.intersection(*[{e for e in LINK_ENDS[k] if net[e]} for k in cands])
        if common:
            start = min(common, key=NAME_RANK.__getitem__)
            return self._choose_from(start, cands)[0]
        slots = {k: sum(len(LOC_SLOTS[e]) for e in LINK_ENDS[k]) for k in cands}
        best = max(slots.values())
        left = [k for k in cands if slots[k] == best]
        first = {k: min([e for e in LINK_ENDS[k] if e < NBUILD], key=NAME_RANK.__getitem__) for k in left}
        return min(left, key=lambda k: (NAME_RANK[first[k]], CLOCKWISE[first[k]].get(k, 99)))

    def _develop(self, card: int) -> bool:
        """DEVELOP (§7.2): if iron costs at most the card's maximum, up to 2 cubes and +3 VP."""
        cap = REAR_DEVELOP_MAX[card]
        price = self._iron_price()
        if price > cap:
            self._say(f"develop: iron costs £{price}, above the card's £{cap}")
            return False
        notes = self._auto_iron(DEVELOP_MAX_IRON, cap if cap > 0 else -1)
        self.vp = self.vp[:]
        self.vp[AUTOMA] += DEVELOP_VP
        self._say(f"develops: +{DEVELOP_VP} VP" + _notes(notes))
        return True

    def _pass(self, why: str) -> None:
        self.vp = self.vp[:]
        self.vp[AUTOMA] += PASS_VP
        self._say(f"passes{why}: +{PASS_VP} VP")

    def _rear(self) -> None:
        """The second action: the first applicable action on the rear of the top card (§5.4)."""
        card = self._top_card()
        if card < 0:
            self._pass(" (no card left for a second action)")
            return
        self._say(f"second action from the rear of card {card}")
        for action in REAR_ACTIONS[card]:
            if action == "sell":
                if self._sell() or self._sell_fallback(card):
                    return
            elif action == "develop":
                if self._develop(card):
                    return
            elif action == "network":
                latest = self.latest
                net = self._nets()[AUTOMA][0] or _NOWHERE
                if latest >= 0 and net[latest] and self._auto_network(latest):
                    return
                self._say("network: no line can be linked from "
                          + (place_name(latest) if latest >= 0 else "its latest location (none)"))
            else:
                self._pass("")
                return

    # ---- whole turns (§5, §10) ------------------------------------------------------------------

    def _automa_turn(self) -> None:
        """One Automa turn, then its rejected cards join the discard pile."""
        self.aturn = ()
        if self.first:
            self.first = False
            self._first_turn()
        else:
            actions = 0
            while not actions:
                card = self._draw()
                if card < 0:
                    self._pass(" (every card was rejected and none is left to draw)")
                    break
                self._say(f"draws card {card}")
                actions = self._front(card)
                if actions:
                    self.adisc = self.adisc + (card,)
                else:
                    self.arej = self.arej + (card,)
                    self._say(f"card {card} has no applicable slot: rejected")
            if actions == 1:
                self._rear()
        self._end_automa_turn()

    def _end_automa_turn(self) -> None:
        if self.arej:
            self.adisc = self.adisc + self.arej
            self.arej = ()

    def _first_turn(self) -> None:
        """§10: DEVELOP from the market, or one build from a drawn card, or a link from its last slot."""
        top = self._top_card()
        if top >= 0 and REAR_DEVELOP_FIRST[top]:
            notes = []
            for _ in range(FIRST_DEVELOP_IRON):
                if self.iron:
                    price = IRON_PRICES[len(IRON_PRICES) - self.iron]
                    self.iron -= 1
                    self.spent[AUTOMA] += price
                    notes.append(f"1 iron from the market (a £{price} cube; {self.iron} left)")
            self.vp = self.vp[:]
            self.vp[AUTOMA] += FIRST_DEVELOP_VP
            self._say(f"first turn, card {top} shows DEVELOP: +{FIRST_DEVELOP_VP} VP" + _notes(notes))
            return
        while True:
            card = self._draw()
            if card < 0:
                self._pass(" (every card was rejected and none is left to draw)")
                return
            self._say(f"first turn: draws card {card}")
            done = self._front(card, True)
            if not done:
                for loc in FRONT[card][-1][2]:
                    if self._auto_network(loc, anywhere=True):
                        done = 1
                        break
            if done:
                self.adisc = self.adisc + (card,)
                return
            self.arej = self.arej + (card,)
            self._say(f"card {card}: nothing can be built and no link placed: rejected")
