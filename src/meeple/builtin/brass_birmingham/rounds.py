"""Turns, rounds and eras: refilling hands, turn order, income and shortfalls, end-of-era scoring
and the end of the game. ``Rounds`` is a mixin of BrassState."""

from __future__ import annotations

from .board import (
    HAND,
    LEVEL_OF_SPACE,
    MTILE_BUYS,
    NSLOTS,
    SLOT_WORDS,
    T_COST,
    T_LEVEL,
    T_VP,
    tile_name,
)
from .queries import era_scoring


class Rounds:
    """What happens between actions, automatically or by shortfall decisions (mixin of BrassState)."""

    __slots__ = ()

    def _end_turn(self) -> None:
        p = self.current
        need = HAND - len(self.hands[p])
        if need > 0 and self.deck:
            take = self.deck[:need]
            self.deck = self.deck[need:]
            self.hands[p] = self.hands[p] + take
        self.pos += 1
        if self.pos < self.n:
            self.current = self.order[self.pos]
            self.acts = 1 if (self.era == 0 and self.round_number == 1) else 2
            return
        self._end_round()

    def _end_round(self) -> None:
        spent = self.spent
        self.order = sorted(self.order, key=lambda s: spent[s])
        self.log("turn order: " + ", ".join(f"{self.player_name(s)} (spent £{spent[s]})" for s in self.order))
        self.spent = [0] * self.n
        last = self.round_number == self.rounds
        if last and (self.era == 1 or (self.intro and not self.rule_options.intro_final_income)):
            self._end_era()
            return
        self.queue = tuple(self.order)
        self._settle_income()

    def _settle_income(self) -> None:
        """Pay income seat by seat in the new turn order; stop at a shortfall with a choice."""
        while self.queue:
            p = self.queue[0]
            self.queue = self.queue[1:]
            level = LEVEL_OF_SPACE[self.income_space[p]]
            if level >= 0 or self.money[p] + level >= 0:
                self.money[p] += level
                continue
            debt = -level - self.money[p]
            self.log(f"{self.does(p, 'pays', 'pay')} £{self.money[p]} of £{-level} income: £{debt} short")
            self.money[p] = 0
            self.debtor, self.debt = p, debt
            if self._debt_needs_choice():
                return
        self._next_round()

    def _debt_needs_choice(self) -> bool:
        """Remove tiles without asking while there is no real choice; True if a choice remains."""
        p = self.debtor
        while True:
            tiles = self._own_tiles(p)
            if len(tiles) >= 2 and sum(T_COST[self.slot_tile[s]] // 2 for s in tiles) > self.debt:
                return True
            if not tiles:
                lost = min(self.vp[p], self.debt)
                self.vp = self.vp[:]
                self.vp[p] -= lost
                self.log(f"{self.does(p, 'has', 'have')} no tile left to sell: {lost} VP lost")
                self.debtor = -1
                return False
            self._remove_tile(tiles[0])
            if self.debtor < 0:
                return False

    def _remove_for_debt(self, s: int) -> None:
        self._remove_tile(s)
        if self.debtor >= 0 and self._debt_needs_choice():
            return
        self._settle_income()

    def _remove_tile(self, s: int) -> None:
        self._mut()
        p = self.debtor
        raised = T_COST[self.slot_tile[s]] // 2
        self.log(f"{self.does(p, 'removes', 'remove')} {tile_name(self.slot_tile[s])} at {SLOT_WORDS[s]} for £{raised}")
        self.slot_owner[s], self.slot_tile[s], self.slot_flipped[s], self.slot_cubes[s] = -1, -1, 0, 0
        self._networks_cache = None
        self.debt -= raised
        if self.debt <= 0:
            self.money[p] += -self.debt
            self.debt = 0
            self.debtor = -1

    def _next_round(self) -> None:
        if self.round_number == self.rounds:
            self._end_era()
            return
        self.round_number += 1
        self._start_round()

    def _start_round(self) -> None:
        self.pos = 0
        self.current = self.order[0]
        self.acts = 1 if (self.era == 0 and self.round_number == 1) else 2
        self.log(f"{('Canal', 'Rail')[self.era]} era, round {self.round_number}")

    def _end_era(self) -> None:
        """Score links then flipped tiles; after the Canal era, clear the board and redeal."""
        self._score_era()
        if self.era == 1 or self.intro:
            if self.intro:
                self._score_intro()
            self.over = True
            self.log("the game is over")
            return
        self._clear_canal_board()
        pool = list(self.deck)
        self.face_down = self.face_down[:]
        for p in range(self.n):
            pool.extend(self.discards[p])
            if self.face_down[p] >= 0:
                pool.append(self.face_down[p])
            self.discards[p] = ()
            self.face_down[p] = -1
        pool.sort()
        self.rng.shuffle(pool)
        for p in range(self.n):
            k = HAND - len(self.hands[p])
            self.hands[p] = self.hands[p] + tuple(pool[:k])
            pool = pool[k:]
        self.deck = tuple(pool)
        self.era = 1
        self.round_number = 1
        self._networks_cache = None
        self._start_round()

    def _score_era(self) -> None:
        """End-of-era scoring: links (removed, back to their owners), then flipped tiles."""
        self._mut()
        self._networks_cache = None
        self.vp, self.links_left = self.vp[:], self.links_left[:]  # shared with clones until written
        era = ("Canal", "Rail")[self.era]
        ro = self.rule_options
        self.link_owner = self.link_owner[:]
        gained, tiles_vp = era_scoring(self.n, self.slot_owner, self.slot_tile, self.slot_flipped, self.link_owner,
                                       self.links_left, ro.unflipped_link_vp, ro.kw_link_farm_vp, ro.link_cap)
        self.link_mask = 0
        for p in range(self.n):
            self.vp[p] += gained[p] + tiles_vp[p]
        self.log(f"end of the {era} era: " + ", ".join(
            f"{self.player_name(p)} +{gained[p]} VP for links, +{tiles_vp[p]} VP for tiles" for p in range(self.n)))

    def _clear_canal_board(self) -> None:
        """After the Canal era: every level-I tile leaves the board and merchant beer is refilled."""
        slot_owner, slot_tile, slot_flipped = self.slot_owner, self.slot_tile, self.slot_flipped
        for s in range(NSLOTS):
            if slot_owner[s] >= 0 and T_LEVEL[slot_tile[s]] == 1:
                slot_owner[s], slot_tile[s], slot_flipped[s], self.slot_cubes[s] = -1, -1, 0, 0
        self.merchant_beer = [1 if (t >= 0 and MTILE_BUYS[t]) else 0 for t in self.merchant_tiles]

    def _score_intro(self) -> None:
        """Introductory game (§9): money, income level and flipped level II+ tiles score once more."""
        for p in range(self.n):
            extra = min(15, self.money[p] // 4) + LEVEL_OF_SPACE[self.income_space[p]]
            for s in range(NSLOTS):
                if self.slot_owner[s] == p and self.slot_flipped[s] and T_LEVEL[self.slot_tile[s]] >= 2:
                    extra += T_VP[self.slot_tile[s]]
            self.vp[p] = max(0, self.vp[p] + extra) if self.rule_options.intro_vp_floor else self.vp[p] + extra
            self.log(f"introductory scoring: {self.player_name(p)} {extra:+d} VP")
