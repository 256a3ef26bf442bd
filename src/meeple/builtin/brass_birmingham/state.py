"""The game state: compact per-seat lists and per-slot lists, a fast clone, views and results."""

from __future__ import annotations

from typing import Any

from meeple.core import Action, GameConfig, Result, State

from .board import (
    CARD_IDS,
    IND_TILES,
    INDUSTRIES,
    LEVEL_OF_SPACE,
    LINK_IDS,
    LOC_IDS,
    MSLOT_LABEL,
    MTILE_IDS,
    NLINKS,
    NSLOTS,
    SLOT_LABEL,
    T_IND,
    T_LEVEL,
    WILD_IND,
    WILD_LOC,
    deck_for,
)
from .effects import Effects, action_text
from .evaluation import estimate
from .rounds import Rounds
from .rules import CANCEL, RuleOptions, Rules
from .setup import apply_setup

_RES_KEY = ("", "", "", "coal", "iron", "beer")


class BrassState(Effects, Rounds, Rules, State):
    """A game of Brass: Birmingham (spec brass_birmingham.md)."""

    __slots__ = (
        "n", "rounds", "intro", "tb_space", "rule_options",
        "era", "round_number", "order", "pos", "current", "acts",
        "money", "vp", "income_space", "spent", "links_left", "mat",
        "hands", "discards", "face_down", "deck", "wild",
        "slot_owner", "slot_tile", "slot_flipped", "slot_cubes", "link_owner", "link_mask", "coal", "iron",
        "merchant_tiles", "merchant_beer",
        "act", "debtor", "debt", "queue", "over", "_opts", "_own", "_networks_cache", "_tops_cache",
    )

    def __init__(self, cfg: GameConfig, intro: bool, tb_space: bool, ro: RuleOptions) -> None:
        State.__init__(self, cfg)
        self.intro = intro
        self.tb_space = tb_space
        self.rule_options = ro
        self.act = None
        self.debtor = -1
        self.debt = 0
        self.queue = ()
        self.over = False
        self._opts = None
        self._own = True
        self._networks_cache = None
        apply_setup(self, cfg.options.get("setup") or {})
        self._tops_cache = [None] * self.n
        self.log(f"{('Canal', 'Rail')[self.era]} era, round {self.round_number}; turn order "
                 + ", ".join(self.player_name(s) for s in self.order))

    # ---- contract hooks ------------------------------------------------------------------------

    @property
    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        return (self.debtor,) if self.debtor >= 0 else (self.current,)

    @property
    def is_over(self) -> bool:
        return self.over

    def _legal(self, seat: int) -> list[Action]:
        opts = self._opts
        if opts is None:
            opts = self._opts = self._options()
        return opts + [CANCEL] if self.act is not None and self.debtor < 0 else list(opts)

    def _play(self, action: Action, seat: int) -> None:
        self._step(action)
        while not self.over:
            opts = self._opts  # set by a step that knows them (a cancel restores the kinds offered)
            if opts is None:
                opts = self._options()
            if self.act is None or self.debtor >= 0 or len(opts) != 1:
                self._opts = opts
                return
            self._step(opts[0])

    def _event_text(self, entry: tuple) -> str:
        """Finished actions are logged as tuples and given their text here."""
        p, kind, cards, notes = entry
        return action_text(self.player_name(p), kind, cards, notes)

    def player_name(self, p: int) -> str:
        """Seat ``p`` as events name it: P1..Pn."""
        return f"P{p + 1}"

    def whose(self, p: int) -> str:
        """Seat ``p``'s possessive in events: "P1's"."""
        return f"P{p + 1}'s"

    def does(self, p: int, verb: str, plain: str) -> str:
        """Seat ``p`` doing something in events: "P1 pays" (the solo game: "you pay")."""
        return f"P{p + 1} {verb}"

    def _explain(self, seat: int, label: str) -> str:
        legal = [a[0] for a in self._lcache]
        if self.act is None and self.debtor < 0 and label in ("build", "network", "develop", "sell",
                                                              "loan", "scout"):
            return self._why_not(seat, label)
        shown = ", ".join(legal[:15]) + (", ..." if len(legal) > 15 else "")
        why = self._why_step(seat, label)
        if why:
            return f"{why} (now: {self._step_name()}; legal: {shown})"
        return f"{label!r} is not allowed now ({self._step_name()}); legal: {shown}"

    def _result(self) -> Result:
        n = self.n
        keys = [self._rank_key(p) for p in range(n)]
        ranking = tuple(sorted(range(n), key=lambda p: (tuple(-k for k in keys[p]), p)))
        best = keys[ranking[0]]
        winners = tuple(p for p in ranking if keys[p] == best)
        return Result(scores=tuple(self.vp), ranking=ranking, winners=winners,
                      details={"income_level": [LEVEL_OF_SPACE[i] for i in self.income_space],
                               "money": list(self.money)})

    def _rank_key(self, p: int) -> tuple[int, int, int]:
        income = self.income_space[p] if self.tb_space else LEVEL_OF_SPACE[self.income_space[p]]
        return (self.vp[p], income, self.money[p])

    # ---- copying -------------------------------------------------------------------------------

    def clone(self) -> BrassState:
        new = BrassState.__new__(BrassState)
        self._copy_fields(new)
        return new

    def _copy_fields(self, new: BrassState) -> None:
        """Give ``new`` (a blank instance) this state's fields: the base ones, then the game's."""
        self._copy_base(new)
        new.n = self.n
        new.rounds = self.rounds
        new.intro = self.intro
        new.tb_space = self.tb_space
        new.rule_options = self.rule_options
        new.era = self.era
        new.round_number = self.round_number
        new.order = self.order
        new.pos = self.pos
        new.current = self.current
        new.acts = self.acts
        new.money = self.money[:]
        new.vp = self.vp  # copied on write, like links_left
        new.income_space = self.income_space[:]
        new.spent = self.spent[:]
        new.links_left = self.links_left
        new.mat = self.mat  # copied on write, like face_down, wild, link_owner and merchant_beer
        new.hands = self.hands[:]
        new.discards = self.discards[:]
        new.face_down = self.face_down
        new.deck = self.deck
        new.wild = self.wild
        new.slot_owner = self.slot_owner  # the slot lists are copied on write (_mut)
        new.slot_tile = self.slot_tile
        new.slot_flipped = self.slot_flipped
        new.slot_cubes = self.slot_cubes
        new._own = self._own = False
        new._networks_cache = self._networks_cache
        new._tops_cache = self._tops_cache
        new.link_owner = self.link_owner
        new.link_mask = self.link_mask
        new.coal = self.coal
        new.iron = self.iron
        new.merchant_tiles = self.merchant_tiles
        new.merchant_beer = self.merchant_beer
        new.act = self.act.copy() if self.act is not None else None
        new.debtor = self.debtor
        new.debt = self.debt
        new.queue = self.queue
        new.over = self.over
        new._opts = self._opts

    def _save(self) -> tuple:
        """What an action may change before it is complete (restored by ``cancel``); hands excluded."""
        return (self.money[:], self.vp[:], self.income_space[:], self.spent[:], self.links_left[:],
                [m[:] for m in self.mat], self.slot_owner[:], self.slot_tile[:], self.slot_flipped[:],
                self.slot_cubes[:], self.link_owner[:], self.link_mask, self.coal, self.iron, self.merchant_beer[:],
                self._networks_cache, self._tops_cache)

    def _load(self, saved: tuple) -> None:
        (money, vp, income_space, spent, links_left, mat, slot_owner, slot_tile, slot_flipped, slot_cubes, link_owner,
         self.link_mask, self.coal, self.iron, merchant_beer, self._networks_cache,
         self._tops_cache) = saved  # caches: never written in place
        self.money, self.vp, self.income_space, self.spent = money[:], vp[:], income_space[:], spent[:]
        self.links_left, self.mat = links_left[:], [m[:] for m in mat]
        self.slot_owner, self.slot_tile = slot_owner[:], slot_tile[:]
        self.slot_flipped, self.slot_cubes = slot_flipped[:], slot_cubes[:]
        self.link_owner, self.merchant_beer = link_owner[:], merchant_beer[:]
        self._own = True

    # ---- information ------------------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        players = []
        for p in range(self.n):
            hand = self.hands[p]
            mat = self.mat[p]
            pv = {
                "money": self.money[p], "vp": self.vp[p], "income_space": self.income_space[p],
                "income_level": LEVEL_OF_SPACE[self.income_space[p]], "spent": self.spent[p],
                "links_left": self.links_left[p],
                "mat": {INDUSTRIES[i]: [mat[t] for t in IND_TILES[i]] for i in range(6)},
                "hand_size": len(hand),
                "wild_in_hand": {"wild_location": hand.count(WILD_LOC), "wild_industry": hand.count(WILD_IND)},
                "discard": [CARD_IDS[c] for c in self.discards[p]],
                "face_down": 1 if self.face_down[p] >= 0 else 0,
            }
            if seat == p:
                pv["hand"] = sorted(CARD_IDS[c] for c in hand)
            players.append(pv)
        tiles = {}
        for s in range(NSLOTS):
            if self.slot_owner[s] >= 0:
                t = self.slot_tile[s]
                d = {"owner": self.slot_owner[s], "industry": INDUSTRIES[T_IND[t]], "level": T_LEVEL[t],
                     "flipped": bool(self.slot_flipped[s])}
                if _RES_KEY[T_IND[t]]:
                    d[_RES_KEY[T_IND[t]]] = self.slot_cubes[s]
                tiles[SLOT_LABEL[s]] = d
        a = self.act
        action = None
        if a is not None:
            action = {"kind": a.kind, "step": a.stage, "cards": [CARD_IDS[c] for c in a.cards]}
            if a.ind >= 0:
                action["industry"] = INDUSTRIES[a.ind]
            if a.kind == "build" and a.loc >= 0:
                action["location"] = LOC_IDS[a.loc]
            if a.kind == "build" and a.stage in ("coal", "iron"):
                action["slot"] = SLOT_LABEL[a.slot]
            if a.need:
                action["still_needed"] = a.need
            if a.kind == "sell" and a.sale >= 0:
                action["selling"] = SLOT_LABEL[a.sale]
                if a.merch >= 0:
                    action["merchant"] = MSLOT_LABEL[a.merch]
            if a.kind == "network":
                action["links_placed"] = a.links
            if a.kind == "develop":
                action["developed"] = a.links
        return {
            "era": ("canal", "rail")[self.era], "round": self.round_number, "rounds": self.rounds,
            "turn_order": list(self.order), "current": self.current, "actions_left": self.acts,
            "to_move": list(self.to_move), "game_over": self.over,
            "players": players, "tiles": tiles,
            "links": {LINK_IDS[k]: self.link_owner[k] for k in range(NLINKS) if self.link_owner[k] >= 0},
            "markets": {"coal": self.coal, "iron": self.iron},
            "merchants": {MSLOT_LABEL[m]: {"tile": MTILE_IDS[self.merchant_tiles[m]],
                                           "beer": bool(self.merchant_beer[m])}
                          for m in range(len(self.merchant_tiles)) if self.merchant_tiles[m] >= 0},
            "deck_size": len(self.deck),
            "wild_piles": {"wild_location": self.wild[0], "wild_industry": self.wild[1]},
            "action": action,
            "shortfall": {"seat": self.debtor, "debt": self.debt} if self.debtor >= 0 else None,
        }

    def _determinize(self, seat: int | None) -> None:
        """Redeal what ``seat`` cannot see: others' non-wild cards, face-down cards and the deck."""
        pool = deck_for(self.n)
        seen = list(self.act.cards) if self.act is not None else []
        for p in range(self.n):
            seen.extend(self.discards[p])
            if p == seat:
                seen.extend(self.hands[p])
        for c in seen:
            if c != WILD_LOC and c != WILD_IND:
                pool.remove(c)
        pool.sort()
        self.rng.shuffle(pool)
        for p in range(self.n):
            if p == seat:
                self.hands[p] = tuple(sorted(self.hands[p]))
                continue
            hand = self.hands[p]
            wilds = tuple(c for c in hand if c == WILD_LOC or c == WILD_IND)
            k = len(hand) - len(wilds)
            self.hands[p] = tuple(pool[:k]) + wilds
            pool = pool[k:]
        for p in range(self.n):
            if self.face_down[p] >= 0:
                self.face_down = self.face_down[:]
                self.face_down[p] = pool.pop()
        self.deck = tuple(pool)
        self._opts = None
        a = self.act
        if a is not None:
            a.kinds = None  # offered for the hand before it was redealt
            if a.kind == "build" and a.stage == "card":
                a.options = self._build_options(self.current, self.hands[self.current], True)

    # ---- evaluation -----------------------------------------------------------------------------

    def evaluate(self) -> tuple[float, ...]:
        """The bots' estimate of each seat's standing (see ``evaluation.py``)."""
        if self.over:
            return super().evaluate()
        return estimate(self)
