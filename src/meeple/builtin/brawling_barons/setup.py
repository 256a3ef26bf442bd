"""Starting a game: the deal and the sealed reveal (spec 2), or an exact position (option ``setup``, spec A.1)."""

from __future__ import annotations

import re
from typing import Any

from meeple.core import GameConfig, GameError

from .constants import ARMY, FREE_MOVE, MAIN, SETUP_REVEAL, TOWN, WALL
from .data import CARDS, MILITARY
from .state import IS_AID, IS_UNIT, KIND, SIDE_EFFECTS, SIDE_TYPE, BaronsState, Table

TOP_KEYS = ("seats", "deck", "market", "discard", "phase", "active", "turn", "actions_left", "actions_taken",
            "horse_moved")
SEAT_KEYS = ("hand", "known", "pile", "town", "wall", "army", "aids")
_FILLERS = re.compile(r"^(\d+)\s+filler$")
_UNIT = re.compile(r"^([^\[\]]+?)(?:\[(base|up)\])?$")
FILLER = -1


def default_decks(players: int) -> int:
    return (players + 1) // 2


def create(cfg: GameConfig) -> BaronsState:
    n = cfg.players
    opts = cfg.options
    decks = opts.get("decks")
    decks = default_decks(n) if decks is None else decks
    if decks < (n + 3) // 4:
        raise GameError(f"option decks must be at least {(n + 3) // 4} for {n} players, not {decks}")
    max_turns = opts.get("max_turns")
    max_turns = 1000 if max_turns is None else max_turns
    first = opts.get("first_player")
    if first is not None and first >= n:
        raise GameError(f"option first_player must be a seat from 0 to {n - 1}, not {first}")
    st = BaronsState(cfg)
    st._start(Table(n, cfg.variant == "teams", decks, max_turns))
    setup = opts.get("setup")
    if setup is not None:
        if first is not None:
            raise GameError("option first_player cannot be given together with setup")
        try:
            Position(st, setup).build()
        except ValueError as e:
            raise GameError(f"setup: {e}") from None
        return st
    st.deal()
    if first is not None:
        st.phase = MAIN
        st.active = st.decider = first
        st.log(f"P{first + 1} starts turn 1")
    else:
        st.phase = SETUP_REVEAL
        st.log("each player secretly picks cards to reveal: the most revealed starts")
    return st


class Position:
    """Reads the ``setup`` option into a state (format and errors: spec A.1)."""

    def __init__(self, st: BaronsState, raw: Any) -> None:
        self.state = st
        self.raw = raw
        self.named: set[int] = set()
        self.fill: list[tuple[list[int], int]] = []  # (list, index) of each filler slot
        self.filled: set[int] = set()

    def card(self, text: Any, where: str) -> int:
        if not isinstance(text, str):
            raise ValueError(f"{where}: a card is an id such as 'knight#1', not {text!r}")
        c = CARDS.name_index.get(text.strip())
        if c is None or c >= self.state.table.ncards:
            raise ValueError(f"{where}: no card {text!r} in a pool of {self.state.table.decks} deck(s)")
        if c in self.named:
            raise ValueError(f"{where}: card {CARDS.names[c]} is placed twice")
        self.named.add(c)
        return c

    def cards(self, value: Any, where: str) -> list[int]:
        if isinstance(value, int) and not isinstance(value, bool):
            value = [f"{value} filler"]
        if not isinstance(value, list):
            raise ValueError(f"{where} must be a list of card ids (or a number of filler cards), not {value!r}")
        out: list[int] = []
        for item in value:
            if isinstance(item, str) and item.strip() == "filler":
                item = "1 filler"
            m = _FILLERS.match(item.strip()) if isinstance(item, str) else None
            if m:
                for _ in range(int(m.group(1))):
                    self.fill.append((out, len(out)))
                    out.append(FILLER)
            else:
                out.append(self.card(item, where))
        return out

    def units(self, value: Any, where: str, zone: int) -> list[int]:
        if not isinstance(value, list):
            raise ValueError(f"{where} must be a list of units such as 'knight#1[up]', not {value!r}")
        out = []
        for item in value:
            m = _UNIT.match(item.strip()) if isinstance(item, str) else None
            if not m:
                raise ValueError(f"{where}: malformed unit {item!r} (write e.g. 'farm#1[base]')")
            c = self.card(m.group(1), where)
            side = m.group(2) or ("up" if zone == ARMY else "base")
            if not IS_UNIT[c]:
                raise ValueError(f"{where}: {CARDS.names[c]} is not a unit card")
            if zone != TOWN and SIDE_TYPE[KIND[c] * 2 + 1] != MILITARY:
                raise ValueError(f"{where}: {CARDS.names[c]} is not a military unit card")
            if zone == ARMY and side != "up":
                raise ValueError(f"{where}: only upgraded units stand in the King's Army")
            if side == "up":
                self.state.upgraded |= 1 << c
            out.append(c)
        return out

    def build(self) -> None:
        st = self.state
        raw = self.raw
        n = st.table.n
        if not isinstance(raw, dict):
            raise ValueError("the setup is an object (a JSON mapping)")
        for key in raw:
            if key not in TOP_KEYS:
                raise ValueError(f"unknown key {key!r} (keys: {', '.join(TOP_KEYS)})")
        phase = raw.get("phase", "MAIN")
        if phase not in ("MAIN", "SETUP_REVEAL"):
            raise ValueError(f"phase must be 'MAIN' or 'SETUP_REVEAL', not {phase!r}")
        seats = raw.get("seats", [{}] * n)
        if not isinstance(seats, list) or len(seats) != n:
            raise ValueError(f"seats must be a list of exactly {n} seat objects")
        known: list[list[int]] = []
        hands: list[list[int]] = []
        piles: list[list[int]] = []
        for s, obj in enumerate(seats):
            where = f"seats[{s}] (P{s + 1})"
            if not isinstance(obj, dict):
                raise ValueError(f"{where} must be an object")
            for key in obj:
                if key not in SEAT_KEYS:
                    raise ValueError(f"{where}: unknown key {key!r} (keys: {', '.join(SEAT_KEYS)})")
            hand = self.cards(obj.get("hand", []), f"{where} hand")
            hands.append(hand)
            piles.append(self.cards(obj.get("pile", []), f"{where} pile"))
            st.zones[s] = tuple(tuple(self.units(obj.get(key, []), f"{where} {key}", zone))
                                for zone, key in ((TOWN, "town"), (WALL, "wall"), (ARMY, "army")))
            aids = obj.get("aids", [])
            if not isinstance(aids, list):
                raise ValueError(f"{where} aids must be a list of Royal Aid ids")
            st.aids[s] = tuple(self.card(a, f"{where} aids") for a in aids)
            if any(not IS_AID[c] for c in st.aids[s]):
                raise ValueError(f"{where} aids: only Royal Aid cards are held face up")
            if any(c >= 0 and IS_AID[c] for c in hand):
                raise ValueError(f"{where} hand: a Royal Aid never stays in a hand")
            kn = obj.get("known", [])
            if not isinstance(kn, list):
                raise ValueError(f"{where} known must be a list of card ids")
            ids = []
            for k in kn:
                c = CARDS.name_index.get(k.strip()) if isinstance(k, str) else None
                if c is None or c not in hand:
                    raise ValueError(f"{where} known: {k!r} is not a card of that seat's hand")
                ids.append(c)
            known.append(ids)
        deck = self.cards(raw.get("deck", 20), "deck")
        if not deck:
            raise ValueError("the deck may not be empty")
        market = self.cards(raw.get("market", 3), "market")
        if len(market) != 3:
            raise ValueError(f"the market holds exactly 3 cards, not {len(market)}")
        if any(c >= 0 and IS_AID[c] for c in market):
            raise ValueError("market: a Royal Aid never stays in the market")
        discard = self.cards(raw.get("discard", []), "discard")
        self.fill_in()
        st.deck = deck[::-1]
        st.market = market
        st.discard = tuple(discard)
        for s in range(n):
            st.hands[s] = tuple(sorted(hands[s]))
            st.piles[s] = tuple(piles[s])
            for c in known[s]:
                st.public |= 1 << c
        st.table.out = sum(1 << c for c in range(st.table.ncards) if c not in self.named and c not in self.filled)
        if phase == "SETUP_REVEAL":
            for key in ("active", "turn", "actions_left", "actions_taken", "horse_moved"):
                if key in raw:
                    raise ValueError(f"{key} may not be given in phase SETUP_REVEAL")
            if any(known):
                raise ValueError("known may not be given in phase SETUP_REVEAL")
            st.phase = SETUP_REVEAL
            return
        self.main(raw)

    def fill_in(self) -> None:
        spare = [c for c in range(self.state.table.ncards) if c not in self.named and not IS_AID[c]]
        if len(self.fill) > len(spare):
            raise ValueError(f"{len(self.fill)} filler cards asked but only {len(spare)} unnamed non-Aid cards "
                             "are in the pool (raise decks)")
        self.state.rng.shuffle(spare)
        self.filled = set(spare[:len(self.fill)])
        for (lst, i), c in zip(self.fill, spare[:len(self.fill)], strict=True):
            lst[i] = c

    def main(self, raw: dict[str, Any]) -> None:
        st = self.state
        n = st.table.n

        def integer(key: str, default: int, lo: int, hi: int) -> int:
            v = raw.get(key, default)
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise ValueError(f"{key} must be a whole number from {lo} to {hi}, not {v!r}")
            return v

        st.active = st.decider = integer("active", 0, 0, n - 1)
        st.turn = integer("turn", 1, 1, st.table.max_turns)
        st.actions_left = integer("actions_left", 1, 0, 2)
        st.actions_taken = integer("actions_taken", 0, 0, 2)
        if st.actions_left + st.actions_taken not in (1, 2):
            raise ValueError("actions_left + actions_taken must be 1 (no Extra Action played) or 2")
        horses = raw.get("horse_moved", [])
        if not isinstance(horses, list):
            raise ValueError("horse_moved must be a list of Horsemen card ids")
        z = st.zones[st.active]
        for h in horses:
            c = CARDS.name_index.get(h.strip()) if isinstance(h, str) else None
            if c is None or not SIDE_EFFECTS[KIND[c] * 2 + 1][FREE_MOVE] or c not in z[TOWN] + z[WALL] + z[ARMY]:
                raise ValueError(f"horse_moved: {h!r} is not a Horsemen card of the active seat's units")
            st.horse_used |= 1 << c
        if st.actions_left == 0:
            hidden = any(not st.public >> c & 1 for c in st.hands[st.active])
            if not hidden and not st._free_plays(st.active):
                raise ValueError("actions_left is 0 but the turn would already have ended (no free play, "
                                 "no hidden hand card)")
        st.phase = MAIN

