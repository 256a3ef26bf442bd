"""Carrying out a chosen step: paying, placing tiles and links, taking coal, iron and beer, flipping,
selling, and finishing (or cancelling) the action. ``Effects`` is a mixin of BrassState."""

from __future__ import annotations

from meeple.core import Action

from .board import (
    BARRELS_ON_BUILD,
    BONUS,
    BREWERY,
    CANAL_LINK,
    CARD_WORDS,
    COAL,
    COAL_EMPTY,
    COAL_PRICES,
    INDUSTRIES,
    IRON,
    IRON_EMPTY,
    IRON_PRICES,
    LEVEL_OF_SPACE,
    LINK_ENDS,
    LINK_WORDS,
    LOAN,
    LOAN_LEVELS,
    LOC_NAME,
    MSLOT_LOC,
    MSLOT_WORDS,
    RAIL_LINK,
    RAIL_SECOND,
    SLOT_LOC,
    SLOT_WORDS,
    T_BEER,
    T_COAL,
    T_COST,
    T_CUBES,
    T_INCOME,
    T_IND,
    T_IRON,
    TOP_OF_LEVEL,
    WILD_IND,
    WILD_LOC,
    tile_name,
)
from .queries import own_slot_lists, tile_used
from .rules import Act


class Effects:
    """What each step of an action changes (mixin of BrassState)."""

    __slots__ = ()

    def _step(self, action: Action) -> None:
        """Carry out one chosen option of the current step."""
        offered = self._opts
        self._opts = None
        if self.debtor >= 0:
            self._remove_for_debt(action[1])
            return
        p = self.current
        a = self.act
        label = action[0]
        if a is None:
            a = self.act = Act(label)
            a.kinds = offered
            if label == "build":  # the cards that allow a build; the chosen card's builds follow
                a.options = self._build_options(p, self.hands[p], True)
            if label in ("build", "network", "develop", "sell"):
                a.undo = self._save()
            return
        if label == "cancel":
            self._cancel()
            return
        kind, stage = a.kind, a.stage
        if stage == "card":
            c = action[1]
            self.hands[p] = _without(self.hands[p], c)
            a.cards += (c,)
            if kind == "build":
                a.options = self._build_options(p, a.cards)
                a.stage = "industry"
            elif kind == "network":
                a.stage = "link"
            elif kind == "develop":
                a.stage = "dev"
            elif kind == "sell":
                a.stage = "tile"
            elif kind == "scout" and len(a.cards) < 3:
                pass
            else:
                self._finish()
            return
        if label == "done":
            if stage == "beer":  # a sale needing no beer, the merchant's barrel left (an option)
                self._complete_sale(p)
            else:
                self._finish()
            return
        if kind == "build":
            if stage == "industry":
                a.ind = action[1]
                a.stage = "at"
            elif stage == "at":
                a.loc = action[1]
                a.stage = "target"
            elif stage == "target":
                self._start_build(p, *action[1])
            elif stage == "coal":
                self._take_coal(p, action[1])
                if not a.need:
                    a.need = T_IRON[a.tile]
                    a.stage = "iron"
                    if not a.need:
                        self._place(p)
            elif stage == "iron":
                self._take_iron(p, action[1])
                if not a.need:
                    self._place(p)
        elif kind == "network":
            if stage in ("link", "more"):
                self._place_link(p, action[1])
            elif stage == "coal":
                self._take_coal(p, action[1])
                if a.links == 2:
                    a.stage = "beer"
                elif self._link_options(p):
                    a.stage = "more"
                else:
                    self._finish()
            elif stage == "beer":
                self._drink(p, action[1])
                self._finish()
        elif kind == "develop":
            if stage in ("dev", "more"):
                ind = action[1]
                t = self._top(p, ind)
                self._use_tile(p, t)
                a.links += 1
                a.notes += (f"develops {tile_name(t)}",)
                a.need = 1
                a.stage = "iron"
            elif stage == "iron":
                self._take_iron(p, action[1])
                if a.links < 2 and self._develop_options(p):
                    a.stage = "more"
                else:
                    self._finish()
        elif kind == "sell":
            if stage in ("tile", "more"):
                a.sale = action[1]
                a.stage = "to"
            elif stage == "to":
                a.merch = action[1]
                a.mbeer = False
                a.need = T_BEER[self.slot_tile[a.sale]]
                a.notes += (f"sells {tile_name(self.slot_tile[a.sale])} at {SLOT_WORDS[a.sale]} "
                            f"to {MSLOT_WORDS[a.merch]}",)
                a.stage = "beer"
                if not a.need and not (self.rule_options.merchant_beer_any_sale and self.merchant_beer[a.merch]):
                    self._complete_sale(p)
            elif stage == "beer":
                s = action[1]
                if s < 0:
                    self.merchant_beer = self.merchant_beer[:]
                    self.merchant_beer[a.merch] = 0
                    a.mbeer = True
                    a.notes += ("drinks the merchant's beer",)
                    a.need = max(0, a.need - 1)
                else:
                    self._drink(p, s)
                if not a.need:
                    self._complete_sale(p)
            elif stage == "bonus":
                t = self._top(p, action[1])
                self._use_tile(p, t)
                a.notes += (f"Gloucester bonus: develops {tile_name(t)}",)
                self._after_sale(p)

    def _start_build(self, p: int, s: int, over: bool) -> None:
        a = self.act
        t = self._top(p, a.ind)
        a.slot, a.over, a.tile = s, over, t
        self._pay(p, T_COST[t])
        a.notes += (f"builds {tile_name(t)} at {SLOT_WORDS[s]}" + (" (overbuild)" if over else "")
                    + f" for £{T_COST[t]}",)
        a.need = T_COAL[t]
        a.stage = "coal"
        if not a.need:
            a.need = T_IRON[t]
            a.stage = "iron"
            if not a.need:
                self._place(p)

    def _place(self, p: int) -> None:
        """Put the built tile on its slot, with its resources, then sell cubes to the market."""
        self._mut()
        a = self.act
        s, t = a.slot, a.tile
        old = self.slot_tile[s] if a.over else -1
        if old >= 0:
            a.notes += (f"replacing {self.whose(self.slot_owner[s])} {tile_name(old)}",)
        self._use_tile(p, t)
        if old < 0:
            self._nets_grow(p, (SLOT_LOC[s],), True)
        elif self.slot_owner[s] != p:  # another player's tile replaced: their network may shrink
            self._networks_cache = None
        self.slot_owner[s], self.slot_tile[s], self.slot_flipped[s] = p, t, 0
        ind = T_IND[t]
        cubes = T_CUBES[t] if ind in (COAL, IRON) else (BARRELS_ON_BUILD[self.era] if ind == BREWERY else 0)
        self.slot_cubes[s] = cubes
        if ind == IRON or (ind == COAL and self._mines((SLOT_LOC[s],), self.link_mask)[1]):
            prices = IRON_PRICES if ind == IRON else COAL_PRICES
            n = len(prices)
            sold = gain = 0
            while self.slot_cubes[s] and (self.iron if ind == IRON else self.coal) < n:
                k = self.iron if ind == IRON else self.coal
                gain += prices[n - k - 1]
                if ind == IRON:
                    self.iron += 1
                else:
                    self.coal += 1
                self.slot_cubes[s] -= 1
                sold += 1
            if sold:
                self.money[p] += gain
                a.notes += (f"sells {sold} {INDUSTRIES[ind]} to the market for £{gain}",)
                if not self.slot_cubes[s]:
                    self._flip(s)
        self._finish()

    def _place_link(self, p: int, k: int) -> None:
        a = self.act
        self.link_owner = self.link_owner[:]
        self.link_owner[k] = p
        self._nets_grow(p, LINK_ENDS[k], False)
        self.link_mask |= 1 << k
        if self.rule_options.link_cap:
            self.links_left = self.links_left[:]
            self.links_left[p] -= 1
        a.links += 1
        a.slot = k
        if self.era == 0:
            self._pay(p, CANAL_LINK)
            a.notes += (f"builds a canal on {LINK_WORDS[k]} for £{CANAL_LINK}",)
            self._finish()
            return
        price = RAIL_LINK if a.links == 1 else RAIL_SECOND
        self._pay(p, price)
        a.notes += (f"builds a rail link on {LINK_WORDS[k]} for £{price}",)
        a.need = 1
        a.stage = "coal"

    def _take_coal(self, p: int, s: int) -> None:
        self._take_cube(p, s, "coal", COAL_PRICES, COAL_EMPTY)

    def _take_iron(self, p: int, s: int) -> None:
        self._take_cube(p, s, "iron", IRON_PRICES, IRON_EMPTY)

    def _take_cube(self, p: int, s: int, res: str, prices: tuple, empty: int) -> None:
        """Take one cube of ``res`` from slot ``s``, or buy it from its market when ``s < 0``."""
        self._mut()
        a = self.act
        if s < 0:
            k = getattr(self, res)
            price = prices[len(prices) - k] if k else empty
            if k:
                setattr(self, res, k - 1)
            self._pay(p, price)
            a.notes += (f"buys 1 {res} from the market for £{price}",)
        else:
            self.slot_cubes[s] -= 1
            a.notes += (f"takes 1 {res} from {SLOT_WORDS[s]}",)
            if not self.slot_cubes[s]:
                self._flip(s)
        a.need -= 1

    def _drink(self, p: int, s: int) -> None:
        self._mut()
        a = self.act
        self.slot_cubes[s] -= 1
        a.need -= 1
        a.notes += (f"drinks 1 beer from {SLOT_WORDS[s]}",)
        if not self.slot_cubes[s]:
            self._flip(s)

    def _complete_sale(self, p: int) -> None:
        a = self.act
        self._flip(a.sale)
        if a.mbeer:
            kind, amount = BONUS[MSLOT_LOC[a.merch]]
            where = LOC_NAME[MSLOT_LOC[a.merch]]
            if kind == "vp":
                self.vp = self.vp[:]
                self.vp[p] += amount
                a.notes += (f"{where} bonus: +{amount} VP",)
            elif kind == "money":
                self.money[p] += amount
                a.notes += (f"{where} bonus: +£{amount}",)
            elif kind == "income":
                self.income_space[p] = min(99, self.income_space[p] + amount)
                a.notes += (f"{where} bonus: +{amount} income spaces",)
            elif self._bonus_options(p):
                a.stage = "bonus"
                return
        self._after_sale(p)

    def _after_sale(self, p: int) -> None:
        a = self.act
        if self._sell_options(p):
            a.stage = "more"
        else:
            self._finish()

    def _flip(self, s: int) -> None:
        """Flip the tile on ``s``; its owner advances by its income (capped at space 99)."""
        self._mut()
        self.slot_flipped[s] = 1
        o, t = self.slot_owner[s], self.slot_tile[s]
        self.income_space[o] = min(99, self.income_space[o] + T_INCOME[t])
        note = f"{self.whose(o)} {tile_name(t)} at {SLOT_WORDS[s]} flips: +{T_INCOME[t]} income spaces"
        if self.act is not None:
            self.act.notes += (note,)
        else:
            self.log(note)

    def _mut(self) -> None:
        """Own the slot lists before writing them (a clone shares them until one side writes)."""
        own_slot_lists(self)

    def _use_tile(self, p: int, t: int) -> None:
        """Take tile ``t`` off ``p``'s mat (mats are shared between clones until written)."""
        self.mat, self._tops_cache = tile_used(self.mat, self._tops_cache, p, t)

    def _pay(self, p: int, amount: int) -> None:
        self.money[p] -= amount
        self.spent[p] += amount

    def _cancel(self) -> None:
        a = self.act
        if a.undo is not None:
            self._load(a.undo)
        self.hands[self.current] = self.hands[self.current] + a.cards
        self.act = None
        self._opts = a.kinds  # the position is restored: the same kinds are offered again
        self.log(f"{self.does(self.current, 'cancels', 'cancel')} the {a.kind}")

    def _finish(self) -> None:
        """The action is complete: discard its cards, log it, and move on."""
        p = self.current
        a = self.act
        for c in a.cards:
            if c == WILD_LOC:
                self.wild = [self.wild[0] + 1, self.wild[1]]
            elif c == WILD_IND:
                self.wild = [self.wild[0], self.wild[1] + 1]
            else:
                self.discards[p] = self.discards[p] + (c,)
        kind = a.kind
        if kind == "loan":
            self.money[p] += LOAN
            self.income_space[p] = TOP_OF_LEVEL[LEVEL_OF_SPACE[self.income_space[p]] - LOAN_LEVELS]
            a.notes += (f"takes £{LOAN}; income level now {LEVEL_OF_SPACE[self.income_space[p]]}",)
        elif kind == "scout":
            self.wild = [self.wild[0] - 1, self.wild[1] - 1]
            self.hands[p] = self.hands[p] + (WILD_LOC, WILD_IND)
            a.notes += ("takes a wild location and a wild industry card",)
        self._log = (self._log, (p, kind, a.cards, a.notes))  # its text is made when events are read
        self.act = None
        self.acts -= 1
        if self.acts <= 0 or not self.hands[p]:
            self._end_turn()


def action_text(who: str, kind: str, cards: tuple[int, ...], notes: tuple[str, ...]) -> str:
    """The event text of a finished action by the player named ``who``."""
    return f"{who}: {kind} (card {', '.join(CARD_WORDS[c] for c in cards)})" + "".join(f"; {n}" for n in notes)


def _without(hand: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = hand.index(c)
    return hand[:i] + hand[i + 1:]
