"""The rules: what may be done at each small step of an action (its effects are in ``effects.py``).

``Rules`` is a mixin of :class:`~.state.BrassState`; it holds no data of its own. An action is
asked step by step (spec §8.0): the kind, the card(s), then its parameters. Options are offered
only when the action can still be completed; a step with a single option is taken by itself.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection, Iterable

from meeple.core import Action

from .board import (
    BREWERY,
    CANAL_LINK,
    CARD_IDS,
    CARD_INDEX,
    CARD_INDS,
    CARD_LOC,
    COAL,
    COAL_EMPTY,
    COAL_PRICES,
    ERA_LINKS,
    GOODS,
    IND_SLOTS,
    INDUSTRIES,
    IRON,
    IRON_EMPTY,
    IRON_PRICES,
    LEVEL_OF_SPACE,
    LINK_CANAL,
    LINK_ENDS,
    LINK_IDS,
    LINK_INDEX,
    LINK_RAIL,
    LOAN_LEVELS,
    LOC_IDS,
    LOC_INDEX,
    LOC_SLOTS,
    MIN_LEVEL,
    MSLOT_LABEL,
    NBUILD,
    NLOCS,
    NSLOTS,
    RAIL_LINK,
    RAIL_SECOND,
    SLOT_IDX,
    SLOT_INDS,
    SLOT_LABEL,
    SLOT_LOC,
    T_CANAL_ONLY,
    T_COAL,
    T_COST,
    T_IND,
    T_IRON,
    T_LEVEL,
    T_LIGHTBULB,
    T_RAIL_ONLY,
    WILD_IND,
    WILD_LOC,
    WILD_OK,
    buy_cost,
)
from .connectivity import Labels, network_of
from .queries import (
    NO_COMPONENTS,
    NO_CUBES,
    barrels,
    beer_index,
    coal_index,
    legal_lines,
    mines,
    nets,
    nets_grown,
    sale_merchants,
    tops,
    works,
)

KINDS = ("build", "network", "develop", "sell", "loan", "scout", "pass")
DONE = Action("done")
CANCEL = Action("cancel")
KIND_ACT = {k: Action(k) for k in KINDS}
CARD_ACT = tuple(Action(f"card {c}", i) for i, c in enumerate(CARD_IDS))
RANK_ACT = tuple(sorted(CARD_ACT))  # the card actions in label order
CARD_RANK = tuple(RANK_ACT.index(a) for a in CARD_ACT)  # each card's place in that order
IND_ACT = tuple(Action(f"industry {x}", i) for i, x in enumerate(INDUSTRIES))
DEV_ACT = tuple(Action(f"develop {x}", i) for i, x in enumerate(INDUSTRIES))
BONUS_ACT = tuple(Action(f"bonus {x}", i) for i, x in enumerate(INDUSTRIES))
AT_ACT = tuple(Action(f"at {x}", i) for i, x in enumerate(LOC_IDS))
LINK_ACT = tuple(Action(f"link {x}", k) for k, x in enumerate(LINK_IDS))
COAL_ACT = tuple(Action(f"coal {x}", s) for s, x in enumerate(SLOT_LABEL))
IRON_ACT = tuple(Action(f"iron {x}", s) for s, x in enumerate(SLOT_LABEL))
BEER_ACT = tuple(Action(f"beer {x}", s) for s, x in enumerate(SLOT_LABEL))
SELL_ACT = tuple(Action(f"sell {x}", s) for s, x in enumerate(SLOT_LABEL))
REMOVE_ACT = tuple(Action(f"remove {x}", s) for s, x in enumerate(SLOT_LABEL))
TO_ACT = tuple(Action(f"to {x}", m) for m, x in enumerate(MSLOT_LABEL))
TARGET_ACT = {(s, over): Action(f"{'overbuild' if over else 'slot'} {SLOT_IDX[s]}", (s, over))
              for s in range(NSLOTS) for over in (False, True)}
BEER_MERCHANT = Action("beer merchant", -1)
_COAL_MARKET = Action("coal market", -1)
_IRON_MARKET = Action("iron market", -1)
_COAL_MINES = tuple(s for s in IND_SLOTS[COAL])
_IRON_WORKS = tuple(s for s in IND_SLOTS[IRON])
_BREWERIES = tuple(s for s in IND_SLOTS[BREWERY])
_GOODS_SLOTS = tuple(s for s in range(NSLOTS) if set(SLOT_INDS[s]) & set(GOODS))
LOC_IND_SLOTS = tuple(tuple(tuple(s for s in LOC_SLOTS[l] if i in SLOT_INDS[s]) for i in range(6))
                      for l in range(NBUILD))
IND_LOCS = tuple(tuple(l for l in range(NBUILD) if LOC_IND_SLOTS[l][i]) for i in range(6))
_NOWHERE = (False,) * NLOCS
_LOC_PAIRS = tuple(tuple((i, l, LOC_IND_SLOTS[l][i]) for i in range(6) if LOC_IND_SLOTS[l][i]) for l in range(NBUILD))
# per card: the (industry, location, slots) it may name; industry cards are also limited by the network
CARD_PAIRS = tuple(
    _LOC_PAIRS[CARD_LOC[c]] if CARD_LOC[c] >= 0
    else tuple(x for l in WILD_OK for x in _LOC_PAIRS[l]) if c == WILD_LOC
    else tuple((i, l, LOC_IND_SLOTS[l][i]) for i in CARD_INDS[c] for l in IND_LOCS[i])
    for c in range(len(CARD_IDS)))
_STEP_NAME = {"card": "choose the card", "industry": "choose the industry", "at": "choose the location",
              "target": "choose the slot", "coal": "choose the coal source", "iron": "choose the iron source",
              "link": "choose the line", "more": "continue or finish", "beer": "choose the beer source",
              "dev": "choose the tile to develop", "tile": "choose the tile to sell",
              "to": "choose the merchant", "bonus": "choose the Gloucester bonus tile"}


class RuleOptions:
    """The spec's interpretations, each switchable by a game option (RULES.md, "Interpretations")."""

    __slots__ = ("link_cap", "kw_link_farm_vp", "merchant_paths", "overbuild_own_beside_free_slot",
                 "merchant_beer_any_sale", "unflipped_link_vp", "intro_final_income", "intro_vp_floor")
    DEFAULTS = {"link_cap": True, "kw_link_farm_vp": True, "merchant_paths": True,
                "overbuild_own_beside_free_slot": True, "merchant_beer_any_sale": False,
                "unflipped_link_vp": False, "intro_final_income": False, "intro_vp_floor": True}

    def __init__(self, **values: bool) -> None:
        for k, v in {**self.DEFAULTS, **values}.items():
            setattr(self, k, v)


class Act:
    """The action being carried out: its kind, step and the choices made so far."""

    __slots__ = ("kind", "stage", "cards", "ind", "loc", "slot", "tile", "over", "need", "links",
                 "sale", "merch", "mbeer", "options", "kinds", "undo", "notes")

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.stage = "card"
        self.cards: tuple[int, ...] = ()
        self.ind = self.loc = self.slot = self.tile = self.sale = self.merch = -1
        self.over = False
        self.need = 0
        self.links = 0
        self.mbeer = False
        self.options = None  # build options: a first one per card, then all of the chosen card
        self.kinds = None  # the action kinds offered when it was chosen (offered again on cancel)
        self.undo = None  # the state to restore on cancel
        self.notes: tuple[str, ...] = ()

    def copy(self) -> Act:
        new = Act.__new__(Act)
        new.kind, new.stage, new.cards, new.ind, new.loc = self.kind, self.stage, self.cards, self.ind, self.loc
        new.slot, new.tile, new.over, new.need, new.links = self.slot, self.tile, self.over, self.need, self.links
        new.sale, new.merch, new.mbeer, new.options = self.sale, self.merch, self.mbeer, self.options
        new.kinds, new.undo, new.notes = self.kinds, self.undo, self.notes
        return new


class Rules:
    """Legal options and their effects, step by step (mixin of BrassState)."""

    __slots__ = ()

    # ---- small queries -----------------------------------------------------------------------

    def _top(self, p: int, ind: int) -> int:
        """The top tile of ``ind`` on ``p``'s mat, or -1."""
        return self._tops(p)[ind]

    def _tops(self, p: int) -> tuple[int, ...]:
        """The top tile of each industry on ``p``'s mat (-1: empty), cached until the mat changes."""
        return tops(self, p)

    def _network(self, p: int) -> list[bool] | None:
        """Locations in ``p``'s network; None if ``p`` has no tile and no link on the board."""
        return self._nets()[p][0]

    def _nets(self) -> tuple:
        """Per seat: (its network or None, the locations holding its tiles), cached (``queries.nets``)."""
        return nets(self)

    def _nets_grow(self, p: int, locs: tuple[int, ...], tile: bool) -> None:
        """After ``p`` takes a free slot at ``locs[0]`` (``tile``) or an empty line ending at ``locs``:
        the ``_nets`` cache updated without rebuilding it."""
        if self._networks_cache is not None:
            self._networks_cache = nets_grown(self._networks_cache, p, locs, tile, self.rule_options.merchant_paths)

    def _mines(self, anchors: tuple[int, ...], mask: int) -> tuple[list[tuple[int, int]], bool]:
        """Connected coal mines with cubes as (distance, slot), and whether a merchant is connected."""
        return mines(anchors, mask, self.rule_options.merchant_paths, self.slot_owner, self.slot_tile, self.slot_cubes)

    def _coal_index(self) -> tuple[Labels, list[int], int]:
        """Component labels of the current links, coal cubes per component, merchant components (a bit
        per label)."""
        return coal_index(network_of(self.link_mask, self.rule_options.merchant_paths), self.slot_owner, self.slot_tile,
                          self.slot_cubes)

    def _works(self) -> list[int]:
        return works(self.slot_owner, self.slot_tile, self.slot_cubes)

    def _iron_cost(self, need: int) -> int:
        if not need:
            return 0
        slot_cubes = self.slot_cubes
        rest = need - sum(slot_cubes[s] for s in self._works())
        return buy_cost(IRON_PRICES, IRON_EMPTY, self.iron, rest) if rest > 0 else 0

    def _barrels(self, p: int, anchor_locs: tuple[int, ...], mask: int) -> list[int]:
        """Breweries with a barrel that ``p`` may drink from: own anywhere, others' if connected."""
        return barrels(p, anchor_locs, mask, self.rule_options.merchant_paths, self.slot_owner, self.slot_tile,
                       self.slot_cubes)

    def _beer_index(self, p: int) -> tuple[set[int], bool]:
        """Components holding another player's barrel, and whether ``p`` has a barrel of their own."""
        return beer_index(p, network_of(self.link_mask, self.rule_options.merchant_paths), self.slot_owner,
                          self.slot_tile, self.slot_cubes)

    def _no_cubes(self, ind: int) -> bool:
        if (self.coal if ind == COAL else self.iron):
            return False
        slot_owner, slot_tile, slot_cubes = self.slot_owner, self.slot_tile, self.slot_cubes
        for s in IND_SLOTS[ind]:
            if slot_owner[s] >= 0 and slot_cubes[s] and T_IND[slot_tile[s]] == ind:
                return False
        return True

    # ---- build -------------------------------------------------------------------------------

    def _build_options(self, p: int, cards: Iterable[int], first: bool = False,
                       stop: bool = False) -> dict[int, list[tuple[int, int, int, bool]]]:
        """Per distinct card of ``cards`` that allows one: every completable build (industry,
        location, slot, overbuild).

        With ``first``, only each card's first build (enough to offer the card); with ``stop`` too,
        only the first card (enough to know whether ``build`` is legal).
        """
        era = self.era
        money = self.money[p]
        tops = self._tops(p)
        if money < min([T_COST[t] for t in tops if t >= 0], default=money + 1):
            return {}
        lefts: list = [None] * 6  # per industry: money left for coal after its tile and iron (-1: none)
        off_era = T_RAIL_ONLY if era == 0 else T_CANAL_ONLY
        iron_have = -1
        out: dict[int, list] = {}
        net, mine = self._nets()[p]  # mine: locations where p has a tile (one per location in the Canal era)
        if era == 1:
            mine = _NOWHERE
        memo: list = [None] * (12 * NBUILD)  # per (industry, location, undeveloped-only)
        cidx = None
        for card in sorted(set(cards)):
            # an industry card builds only in the network, or anywhere undeveloped without one
            in_net = CARD_LOC[card] < 0 and card != WILD_LOC
            undeveloped = in_net and net is None
            in_net = in_net and not undeveloped
            opts = []
            for ind, loc, cand in CARD_PAIRS[card]:  # (industry, location, slots showing it)
                if in_net and not net[loc]:
                    continue
                left = lefts[ind]
                if left is None:
                    t = tops[ind]
                    left = money - T_COST[t] if t >= 0 and not off_era[t] else -1
                    if left >= 0 and T_IRON[t]:
                        if iron_have < 0:
                            slot_cubes = self.slot_cubes
                            iron_have = sum([slot_cubes[s] for s in self._works()])
                        if T_IRON[t] > iron_have:
                            left -= buy_cost(IRON_PRICES, IRON_EMPTY, self.iron, T_IRON[t] - iron_have)
                    lefts[ind] = left
                if left < 0:
                    continue
                t = tops[ind]
                key = (ind * NBUILD + loc) * 2 + undeveloped
                got = memo[key]
                if got is None:
                    got = memo[key] = []
                    need = T_COAL[t]
                    c = 0
                    if need:
                        if cidx is None:
                            cidx = self._coal_index()
                        cl = cidx[0][loc]
                        rest = need - cidx[1][cl]
                        if rest > 0:
                            c = buy_cost(COAL_PRICES, COAL_EMPTY, self.coal, rest) if cidx[2] >> cl & 1 else -1
                    if 0 <= c <= left:
                        for s, over in self._targets(p, ind, t, cand, mine[loc], undeveloped):
                            got.append((ind, loc, s, over))
                if got:
                    opts.extend(got)
                    if first:
                        break
            if opts:
                out[card] = opts
                if stop:
                    break
        return out

    def _targets(self, p: int, ind: int, t: int, cand: tuple[int, ...], mine_here: bool,
                 undeveloped: bool) -> list[tuple[int, bool]]:
        """Where tile ``t`` may go among ``cand``, the slots of one location showing ``ind``
        (§6.1 steps 2-3 and overbuilding); ``mine_here``: Canal era and ``p`` has a tile there."""
        slot_owner, slot_tile = self.slot_owner, self.slot_tile
        out = []
        if not mine_here:
            single = -1
            pairs = None
            for s in cand:
                if slot_owner[s] < 0:
                    icons = SLOT_INDS[s]
                    if len(icons) == 1:
                        single = s
                        break
                    if pairs is None:
                        pairs = {icons: s}
                    elif icons not in pairs:
                        pairs[icons] = s
            if single >= 0:
                out.append((single, False))
            elif pairs:
                out.extend((s, False) for s in pairs.values())
        if not undeveloped:
            level = T_LEVEL[t]
            free = bool(out)
            for s in cand:
                o = slot_owner[s]
                if o >= 0 and T_IND[slot_tile[s]] == ind and T_LEVEL[slot_tile[s]] < level:
                    if o == p:
                        if not free or self.rule_options.overbuild_own_beside_free_slot:
                            out.append((s, True))
                    elif ind in (COAL, IRON) and not mine_here and self._no_cubes(ind):
                        out.append((s, True))
        return out

    # ---- network -----------------------------------------------------------------------------

    def _link_options(self, p: int) -> list[int]:
        """Lines ``p`` may take a link on now (§6.2; the second link of a double when one is placed)."""
        if self.rule_options.link_cap and self.links_left[p] < 1:
            return []
        a = self.act
        second = a is not None and a.links == 1
        money = self.money[p]
        era = self.era
        if era == 0:
            if money < CANAL_LINK:
                return []
            return legal_lines(ERA_LINKS[0], LINK_ENDS, self.link_owner, LINK_CANAL, self._network(p), None,
                               NO_CUBES, 0, False, NO_COMPONENTS, True)
        price = RAIL_SECOND if second else RAIL_LINK
        if price > money:
            return []
        # the new link joins the components of its ends: their coal, and their merchants if p can pay
        # the market's coal, count
        comp, cubes, merchants = self._coal_index()
        if price + buy_cost(COAL_PRICES, COAL_EMPTY, self.coal, 1) > money:
            merchants = 0
        beer_components: Collection[int] = NO_COMPONENTS
        own_beer = True
        if second:
            beer_components, own_beer = self._beer_index(p)
        return legal_lines(ERA_LINKS[1], LINK_ENDS, self.link_owner, LINK_RAIL, self._network(p), comp, cubes,
                           merchants, second, beer_components, own_beer)

    # ---- develop and sell --------------------------------------------------------------------

    def _develop_options(self, p: int) -> list[int]:
        if self.money[p] < IRON_EMPTY and self._iron_cost(1) > self.money[p]:
            return []
        return [ind for ind, t in enumerate(self._tops(p)) if t >= 0 and not T_LIGHTBULB[t]]

    def _sale_merchants(self, p: int, s: int) -> list[int]:
        """Merchant slots that could buy ``p``'s tile on slot ``s`` now, beer included."""
        return sale_merchants(p, s, network_of(self.link_mask, self.rule_options.merchant_paths), self.slot_owner,
                              self.slot_tile, self.slot_cubes, self.merchant_tiles, self.merchant_beer)

    def _sell_options(self, p: int, first: bool = False) -> list[int]:
        slot_owner, slot_tile, slot_flipped = self.slot_owner, self.slot_tile, self.slot_flipped
        out = []
        for s in _GOODS_SLOTS:
            if (slot_owner[s] == p and not slot_flipped[s] and T_IND[slot_tile[s]] in GOODS
                    and self._sale_merchants(p, s)):
                out.append(s)
                if first:
                    break
        return out

    def _bonus_options(self, p: int) -> list[int]:
        return [ind for ind in range(6) if (t := self._top(p, ind)) >= 0 and not T_LIGHTBULB[t]]

    # ---- options of the current step ---------------------------------------------------------

    def _options(self) -> list[Action]:
        """The options of the step now due (``cancel`` not included), in label order then ``done``."""
        if self.debtor >= 0:
            return sorted([REMOVE_ACT[s] for s in self._own_tiles(self.debtor)])
        p = self.current
        a = self.act
        if a is None:
            return self._kinds(p)
        kind, stage = a.kind, a.stage
        if stage == "card":  # cards as ranks in label order
            hand = self.hands[p]
            if kind == "build":
                ranks = {CARD_RANK[c] for c in hand if c in a.options}
            elif kind == "scout":  # cards in label order, leaving enough at or above for the rest
                low = CARD_RANK[a.cards[-1]] if a.cards else 0
                held = sorted([CARD_RANK[x] for x in hand])
                last = len(hand) - 3 + len(a.cards)  # the highest index a card picked now may sit at
                ranks = {r for r in held if r >= low and bisect_left(held, r) <= last}
            else:
                ranks = {CARD_RANK[c] for c in hand}
            return [RANK_ACT[r] for r in sorted(ranks)]
        if kind == "build":
            opts = a.options[a.cards[0]]
            if stage == "industry":
                return sorted([IND_ACT[i] for i in {o[0] for o in opts}])
            if stage == "at":
                locs = {o[1] for o in opts if o[0] == a.ind}
                return sorted([AT_ACT[l] for l in locs])
            if stage == "target":
                return sorted([TARGET_ACT[o[2], o[3]] for o in opts if o[0] == a.ind and o[1] == a.loc])
            if stage == "coal":
                return self._coal_sources((a.loc,))
            if stage == "iron":
                return self._iron_sources()
        elif kind == "network":
            if stage == "link":
                return sorted([LINK_ACT[k] for k in self._link_options(p)])
            if stage == "coal":
                return self._coal_sources(LINK_ENDS[a.slot])
            if stage == "more":
                return sorted([LINK_ACT[k] for k in self._link_options(p)]) + [DONE]
            if stage == "beer":
                return sorted([BEER_ACT[s] for s in self._barrels(p, LINK_ENDS[a.slot], self.link_mask)])
        elif kind == "develop":
            if stage == "dev":
                return sorted([DEV_ACT[i] for i in self._develop_options(p)])
            if stage == "iron":
                return self._iron_sources()
            if stage == "more":
                return sorted([DEV_ACT[i] for i in self._develop_options(p)]) + [DONE]
        elif kind == "sell":
            if stage == "tile" or stage == "more":
                out = sorted([SELL_ACT[s] for s in self._sell_options(p)])
                return out + [DONE] if stage == "more" else out
            if stage == "to":
                return sorted([TO_ACT[m] for m in self._sale_merchants(p, a.sale)])
            if stage == "beer":
                if not a.need:
                    return [BEER_MERCHANT, DONE]
                loc = SLOT_LOC[a.sale]
                out = [BEER_ACT[s] for s in self._barrels(p, (loc,), self.link_mask)]
                if self.merchant_beer[a.merch] and not a.mbeer:
                    out.append(BEER_MERCHANT)
                return sorted(out)
            if stage == "bonus":
                return sorted([BONUS_ACT[i] for i in self._bonus_options(p)])
        raise AssertionError(f"no step {kind}/{stage}")

    def _kinds(self, p: int) -> list[Action]:
        """The action kinds with at least one complete legal action, in label order."""
        hand = self.hands[p]
        out = []
        if self._build_options(p, hand, True, True):
            out.append(KIND_ACT["build"])
        if self._develop_options(p):
            out.append(KIND_ACT["develop"])
        if LEVEL_OF_SPACE[self.income_space[p]] - LOAN_LEVELS >= MIN_LEVEL:
            out.append(KIND_ACT["loan"])
        if self._link_options(p):
            out.append(KIND_ACT["network"])
        out.append(KIND_ACT["pass"])
        if len(hand) >= 3 and WILD_LOC not in hand and WILD_IND not in hand:
            out.append(KIND_ACT["scout"])
        if self._sell_options(p, True):
            out.append(KIND_ACT["sell"])
        return out

    def _coal_sources(self, anchors: tuple[int, ...]) -> list[Action]:
        mines, _ = self._mines(anchors, self.link_mask)
        if not mines:
            return [_COAL_MARKET]
        best = min(d for d, _ in mines)
        return sorted([COAL_ACT[s] for d, s in mines if d == best])

    def _iron_sources(self) -> list[Action]:
        works = self._works()
        if not works:
            return [_IRON_MARKET]
        return sorted([IRON_ACT[s] for s in works])

    def _own_tiles(self, p: int) -> list[int]:
        slot_owner = self.slot_owner
        return [s for s in range(NSLOTS) if slot_owner[s] == p]

    # ---- messages --------------------------------------------------------------------------------

    def _why_not(self, p: int, label: str) -> str:
        """The rule an action kind breaks when it is not offered."""
        hand = self.hands[p]
        if label == "loan":
            return "loan: the income level may not fall below -10 (a loan needs level -7 or more)"
        if label == "scout":
            if WILD_LOC in hand or WILD_IND in hand:
                return "scout: not allowed while holding a wild card"
            return "scout: needs 3 cards in hand"
        if label == "build":
            return ("build: no card in hand allows a build you can complete (card and network rules, "
                    "a free or overbuildable slot, one tile per location in the Canal era, "
                    "money, coal connection, iron)")
        if label == "network":
            return ("network: no line can take a link (an empty line of this era touching your network, "
                    "link tiles left, money, and in the Rail era a connected coal source)")
        if label == "develop":
            return "develop: no tile can be developed (lightbulb tiles stay; 1 iron per tile must be payable)"
        if label == "sell":
            return ("sell: no unflipped goods tile of yours is connected to a merchant buying it "
                    "with the beer it needs")
        return ""

    def _why_step(self, p: int, label: str) -> str:
        """The rule a step's label breaks, in words ('' when no rule applies: a plain wrong label)."""
        a = self.act
        word, _, arg = label.partition(" ")
        if a is None or self.debtor >= 0:
            if label in KINDS:
                return ""
            return f"{label!r} is no action: first choose the kind of action ({', '.join(KINDS)})"
        if word == "card" and a.stage == "card":
            c = CARD_INDEX.get(arg, -1)
            if c < 0:
                return f"there is no card {arg!r}"
            if c not in self.hands[p]:
                return f"you do not hold a {arg} card"
            if a.kind == "build":
                return (f"the {arg} card allows no build you can complete now: it needs a location it names "
                        "(an industry card: in your network) with a free slot for a tile on your mat, and the "
                        "money, coal and iron to pay for it")
            if a.kind == "scout":
                return "scout cards are chosen in label order, each after the one before"
            return ""
        if a.kind == "build" and word == "at" and a.stage == "at":
            return self._why_not_at(p, a, arg)
        if word == "link" and a.kind == "network" and a.stage in ("link", "more"):
            return self._why_not_link(p, arg)
        if word == "sell" and a.kind == "sell" and a.stage in ("tile", "more"):
            return ("a sale needs one of your unflipped Cotton Mills, Manufacturers or Potteries, connected to a "
                    "merchant tile that buys it, with the beer it demands")
        if word == "develop" and a.kind == "develop":
            return ("develop removes the lowest tile of an industry from your mat for 1 iron; "
                    "Pottery I and III (the lightbulb tiles) cannot be developed")
        if word in ("coal", "iron") and a.stage == word:
            return ("coal comes from the nearest connected Coal Mine with coal (the market only when none is "
                    "connected and a merchant location is)" if word == "coal" else
                    "iron comes from any Iron Works with iron (the market only when none has iron)")
        if word == "beer" and a.stage == "beer":
            return ("beer comes from your own breweries anywhere, other players' breweries connected to the "
                    "place, or (for a sale) the merchant's barrel beside the tile you sell to")
        return ""

    def _why_not_at(self, p: int, a: Act, place: str) -> str:
        loc = LOC_INDEX.get(place, -1)
        if loc < 0 or loc >= NBUILD:
            return f"{place!r} is not a place to build (a town or a farm brewery)"
        card = a.cards[0]
        ind = a.ind
        if CARD_LOC[card] >= 0 and CARD_LOC[card] != loc:
            return f"the {CARD_IDS[card]} card builds only in {LOC_IDS[CARD_LOC[card]]}"
        if not LOC_IND_SLOTS[loc][ind]:
            return f"{place} has no slot showing {INDUSTRIES[ind]}"
        net, mine = self._nets()[p]
        if CARD_LOC[card] < 0 and card != WILD_LOC and net is not None and not net[loc]:
            return (f"an industry card builds only in your network (a location with your tile or touched by your "
                    f"link), and {place} is not in it")
        if self.era == 0 and mine[loc] and not any(self.slot_owner[s] == p for s in LOC_IND_SLOTS[loc][ind]):
            return f"in the Canal era you may have only one tile in each location, and you have one in {place}"
        return (f"no {INDUSTRIES[ind]} can be built in {place} now: it needs a free slot (or a tile you may "
                "overbuild), and the money, the connected coal and the iron for your tile")

    def _why_not_link(self, p: int, line: str) -> str:
        k = LINK_INDEX.get(line, -1)
        if k < 0:
            return f"there is no line {line!r}"
        if self.link_owner[k] >= 0:
            return f"the line {line} already holds a link"
        if not (LINK_RAIL if self.era else LINK_CANAL)[k]:
            return f"the line {line} takes no {('canal', 'rail')[self.era]} link"
        net = self._network(p)
        if net is not None and not any(net[e] for e in LINK_ENDS[k]):
            return f"a link must touch your network, and {line} does not"
        if self.rule_options.link_cap and self.links_left[p] < 1:
            return "you have no link tile left"
        return (f"you cannot pay for a link on {line} now: £3 in the Canal era; in the Rail era £5 and 1 coal "
                "from a mine connected to the link or the market through a merchant (a second link: £10 more, "
                "its coal and 1 beer)")

    def _step_name(self) -> str:
        if self.debtor >= 0:
            return "choose a tile to remove for the income shortfall"
        a = self.act
        if a is None:
            return "choose the action"
        return f"{a.kind}: {_STEP_NAME.get(a.stage, a.stage)}"


__all__ = ["CANCEL", "DONE", "KINDS", "Act", "RuleOptions", "Rules"]
