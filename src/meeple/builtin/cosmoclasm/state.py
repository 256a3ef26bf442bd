"""The Cosmoclasm state and its rules (spec sections 3-7).

Every field is an int, a bitmask or a tuple, so ``clone()`` only copies references.
Hands, known cards and the market are card bitmasks; the deck is a tuple, top first.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, cast

from mypy_extensions import mypyc_attr

from meeple.core import Action, Result, State, standing_values

from . import actions as A
from .data import (
    ABILITY_NAMES,
    BLACK_MASK,
    CARD_COUNTS,
    CARD_SUIT,
    CARD_WORDS,
    CYBORGS,
    FACTION_NAMES,
    FORCES,
    HIVEMINDS,
    HUMANS,
    MARTIANS,
    MAT_ADJ_POINTS,
    MAT_CORNERS,
    MAT_IDS,
    PLAYERS,
    POINT_BORDERS,
    POINT_IDS,
    RADIANTS,
    ROUNDS,
    STARGATE,
    SUIT_MASK,
    WHITE_MASK,
    bits,
)
from .explain import explain
from .phases import OVER, PICK, PLACE, PRODUCE_GIVE, PRODUCE_TAKE, SETUP_MARKET, START, SWITCH, TURN
from .shuffle import shuffle
from .view import determinize, view

_ONE = tuple((s,) for s in range(5))
_SORTED_CORNERS = tuple(tuple(sorted(c)) for c in MAT_CORNERS)
_STATION_BITS = tuple(m.bit_count() for m in range(16))
# _AFTER[n][active][p]: the first seat clockwise from p in the mask active (p itself if none)
_AFTER = {n: tuple(tuple(next((q % n for q in range(p + 1, p + n + 1) if act >> q % n & 1), p) for p in range(n))
                   for act in range(1 << n)) for n in PLAYERS}
_LEAD = 0.3  # evaluate(): the worth of a superiority still to turn into a battle station
_SUPER = tuple(", ".join(f for i, f in enumerate(FORCES) if m >> i & 1) for m in range(32))


class Table:
    """What never changes during a game: seats, factions, variant flag, per-count numbers."""

    __slots__ = ("n", "factions", "abilities", "market_size", "to_win", "resist", "after")

    def __init__(self, n: int, factions: tuple[int, ...], abilities: bool) -> None:
        self.n = n
        self.factions = factions
        self.abilities = abilities
        self.market_size, self.to_win, self.resist = PLAYERS[n]
        self.after = _AFTER[n]


def _names(cards: Any) -> str:
    return ", ".join(CARD_WORDS[c] for c in cards)


class CosmoState(State):
    """A Cosmoclasm position. ``round_number`` is the regular round (1-12); ``tied`` is non-empty in extra rounds."""

    __slots__ = ("to_move", "table", "phase", "round_number", "tied", "extra_round", "mats", "claimed", "stations",
                 "stationed_points", "supply", "hands", "known", "market", "deck", "discard", "out", "resist",
                 "reshuffles", "start", "turn",
                 "owe_place", "owe_pick", "played", "keep", "suits", "seats_played", "active", "taken", "fused",
                 "last", "choice", "tied_cards_at_start", "winners", "tally")

    def _start(self, table: Table) -> None:
        """The fields of a new game, before its setup (``setup.py``)."""
        n = table.n
        self.table = table
        self.to_move: tuple[int, ...] = ()
        self.phase = SETUP_MARKET
        self.round_number = 1
        self.tied: tuple[int, ...] = ()
        self.extra_round = 0
        self.mats: tuple[int, ...] = (-1, *range(12))  # planet number -> mat
        self.claimed: tuple[int, ...] = (-1,) * 12  # mat -> claiming seat
        self.stations: tuple[tuple[int, int, int], ...] = ()  # (seat, point, round)
        self.stationed_points = 0  # points that received a station this round
        self.supply: tuple[int, ...] = (24,) * n
        self.hands: tuple[int, ...] = (0,) * n
        self.known: tuple[int, ...] = (0,) * n  # hand cards every seat has seen enter that hand
        self.market = 0
        self.deck: tuple[int, ...] = ()
        self.discard: tuple[int, ...] = ()
        self.out = 0
        self.resist: tuple[tuple[int, ...], ...] = ((),) * 12  # mat -> its resistance pile
        self.reshuffles: tuple[tuple[int, ...], ...] = ()  # the cards of each reshuffle, in order
        self.start = 0
        self.turn = 0
        self.owe_place = 0
        self.owe_pick = 0
        self.played: tuple[tuple[int, ...], ...] = ((),) * n
        self.keep: tuple[int, int] | None = None  # Humans Innovation: (card, kept force)
        self.suits: tuple[int, ...] = (-1,) * n
        self.seats_played = 0  # seats that made a Play this round
        self.active = 0  # seats not retired this round
        self.taken: tuple[int, ...] = (-1,) * 5  # force -> seat that took it this round
        self.fused = 0  # seats whose faction card is out
        self.last = -1  # last retiree of the previous round
        self.choice: tuple[int, ...] = (0,) * n  # D0 choices (card pairs), before the reveal
        self.tied_cards_at_start = 0  # extra rounds: tied seats' cards at the round's start
        self.winners: tuple[int, ...] = ()
        self.tally: tuple[tuple[int, ...], ...] = ((0,) * n,) * 12  # mat -> stations on its corners per seat

    # ---- contract ------------------------------------------------------------------------------

    def _movers(self) -> tuple[int, ...]:
        """``to_move`` (a field, updated after every action: the base class reads it on every call)."""
        ph = self.phase
        if ph == SETUP_MARKET:
            return tuple(s for s, c in enumerate(self.choice) if not c)
        if ph == OVER:
            return ()
        return _ONE[self.turn]

    def clone(self) -> CosmoState:
        """A copy sharing every (immutable) field."""
        n = CosmoState(self.cfg, self.rng.copy())
        self._share_history(n)
        n.to_move = self.to_move
        n.table = self.table
        n.phase = self.phase
        n.round_number = self.round_number
        n.tied = self.tied
        n.extra_round = self.extra_round
        n.mats = self.mats
        n.claimed = self.claimed
        n.stations = self.stations
        n.stationed_points = self.stationed_points
        n.supply = self.supply
        n.hands = self.hands
        n.known = self.known
        n.market = self.market
        n.deck = self.deck
        n.discard = self.discard
        n.out = self.out
        n.resist = self.resist
        n.reshuffles = self.reshuffles
        n.start = self.start
        n.turn = self.turn
        n.owe_place = self.owe_place
        n.owe_pick = self.owe_pick
        n.played = self.played
        n.keep = self.keep
        n.suits = self.suits
        n.seats_played = self.seats_played
        n.active = self.active
        n.taken = self.taken
        n.fused = self.fused
        n.last = self.last
        n.choice = self.choice
        n.tied_cards_at_start = self.tied_cards_at_start
        n.winners = self.winners
        n.tally = self.tally
        return n

    def _result(self) -> Result:
        scores = self.planets()
        st = self.station_counts()
        win = self.winners
        ranking = tuple(sorted(range(self.table.n), key=lambda s: (s not in win, -scores[s], -st[s], s)))
        return Result(scores=tuple(scores), ranking=ranking, winners=tuple(sorted(win)),
                      details={"stations": st})

    def evaluate(self) -> tuple[float, ...]:
        """Planets claimed, leads on planets still open (contested and lower), stations, cards, and
        the superiorities of the round: taken and not yet placed, or led by an active seat."""
        n = self.table.n
        if self.phase == OVER:
            return standing_values(self._result(), n)
        planets = self.planets()
        st = self.station_counts()
        score = [planets[s] + 0.02 * st[s] + 0.01 * self.hands[s].bit_count() for s in range(n)]
        if not self.tied:
            for k in range(1, min(self.round_number, ROUNDS) + 1):
                m = self.mats[k]
                if self.claimed[m] < 0:
                    base = self.tally[m]
                    top = max(base)
                    if top:
                        lead = [s for s in range(n) if base[s] == top]
                        for s in lead:
                            score[s] += 0.6 / len(lead)
        if self.phase == PLACE:  # superiorities taken, stations not yet placed
            score[self.turn] += _LEAD * self.owe_place
        act = self.active
        if act and not self.tied:  # superiorities each active seat would take if it retired now
            for q in range(n):
                if act >> q & 1:
                    got = self._leads(q, act)
                    while got:  # one superiority at a time
                        score[q] += _LEAD
                        got &= got - 1
        lo, hi = min(score), max(score)
        if hi - lo < 1e-9:
            return (1.0 / n,) * n
        return tuple(0.1 + 0.8 * (x - lo) / (hi - lo) for x in score)

    def log(self, event: str, *args: Any) -> None:
        """Append a public event; with ``args`` it is formatted only when read (card tuples as ids)."""
        self._log = (self._log, (event, args) if args else event)

    def _event_text(self, entry: tuple) -> str:
        """A lazily logged event: its format string and arguments (card tuples named by id)."""
        return entry[0].format(*[_names(a) if type(a) is tuple else a for a in entry[1]])

    # ---- public helpers --------------------------------------------------------------------------

    def planets(self) -> list[int]:
        """Planets claimed per seat."""
        out = [0] * self.table.n
        for s in self.claimed:
            if s >= 0:
                out[s] += 1
        return out

    def station_counts(self) -> list[int]:
        """Battle stations on the board per seat."""
        out = [0] * self.table.n
        for s, _p, _r in self.stations:
            out[s] += 1
        return out

    def counts(self, seat: int) -> list[int]:
        """count(seat, f) for the five forces (spec 4.4)."""
        c = [0, 0, 0, 0, 0]
        keep = self.keep
        for card in self.played[seat]:
            if keep is not None and keep[0] == card:
                c[keep[1]] += 2
            else:
                cc = CARD_COUNTS[card]
                c[0] += cc[0]
                c[1] += cc[1]
                c[2] += cc[2]
                c[3] += cc[3]
                c[4] += cc[4]
        if self.fused >> seat & 1 and self.table.abilities and self.table.factions[seat] == RADIANTS:
            c[STARGATE] += 1
        return c

    # ---- legal actions ---------------------------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        ph = self.phase
        if ph == TURN:
            return self._turn_actions(seat)
        if ph == PLACE:
            used = self.stationed_points
            return [A.PLACE_ACTS[p] for p in _SORTED_CORNERS[self.mats[self.round_number]] if not used >> p & 1]
        if ph == PICK:
            return [A.PICK_ACTS[c] for c in bits(self.market)]
        if ph == PRODUCE_TAKE:
            return [A.TAKE_ACTS[c] for c in bits(self.market)]
        if ph == PRODUCE_GIVE:
            return [A.GIVE_ACTS[c] for c in bits(self.hands[seat])]
        if ph == SWITCH:
            return list(A.SWITCH_LISTS[self.round_number])
        if ph == START:
            return [A.START_ACTS[s] for s in (self.tied or range(self.table.n))]
        if ph == SETUP_MARKET:
            cards = bits(self.hands[seat])
            return [A.MARKET_ACTS[a][b - a - 1] for i, a in enumerate(cards) for b in cards[i + 1:]]
        return []

    def _turn_actions(self, p: int) -> list[Action]:
        h = self.hands[p]
        suit = self.suits[p]
        blacks = bits(h & (SUIT_MASK[suit] if suit >= 0 else BLACK_MASK))
        whites = [A.NONE, *bits(h & WHITE_MASK)] if h & WHITE_MASK else [A.NONE]
        rows = cast("list[list[Action]]", A.PLAY_ACTS)  # the rows of black cards are full
        out = [A.RETIRE]
        out += [rows[b][w] for b in blacks for w in whites]
        if self.table.abilities and not self.fused >> p & 1:
            fac = self.table.factions[p]
            faction = cast("list[Action]", A.FACTION_ACTS)
            if fac == HIVEMINDS:
                out += [faction[b] for b in bits(h & BLACK_MASK)]
            elif fac == HUMANS:
                for b in blacks:
                    out += A.KEEP_ACTS[b].values()
            elif fac == MARTIANS:
                mine = self.played[p]
                back = cast("list[list[Action]]", A.BACK_ACTS)
                for b in blacks:
                    row = back[b]
                    out += [row[c] for c in mine]
                    out.append(row[b])
            elif fac == RADIANTS or (fac == CYBORGS and self.market and not self.tied):
                out += [faction[b] for b in blacks]
        return out

    def _explain(self, seat: int, label: str) -> str:
        return explain(self, seat, label)

    # ---- transitions -------------------------------------------------------------------------------

    def _play(self, action: Action, seat: int) -> None:
        kind, x, y, z = action[1]
        _HANDLERS[kind](self, seat, kind, x, y, z)
        ph = self.phase
        self.to_move = _ONE[self.turn] if ph != SETUP_MARKET and ph != OVER else self._movers()

    def _on_place(self, seat: int, _k: int, x: int, _y: int, _z: int) -> None:
        self.stations = (*self.stations, (seat, x, self.round_number))
        tally = list(self.tally)
        for m in POINT_BORDERS[x]:
            row = list(tally[m])
            row[seat] += 1
            tally[m] = tuple(row)
        self.tally = tuple(tally)
        self.stationed_points |= 1 << x
        self.supply = _set(self.supply, seat, self.supply[seat] - 1)
        self.log("P{} places a battle station on {}", seat + 1, POINT_IDS[x])
        self.owe_place -= 1
        if not self.owe_place:
            if self.owe_pick:
                self.phase = PICK
            else:
                self._end_retire(seat)

    def _on_pick(self, seat: int, _k: int, x: int, _y: int, _z: int) -> None:
        self._to_hand(seat, x)
        self.market &= ~(1 << x)
        self.log("P{} picks {}", seat + 1, (x,))
        self.owe_pick -= 1
        if not self.owe_pick:
            self._end_retire(seat)

    def _on_take(self, seat: int, _k: int, x: int, _y: int, _z: int) -> None:
        self._to_hand(seat, x)
        self.market &= ~(1 << x)
        self.log("P{} takes {} from the market (Production)", seat + 1, (x,))
        self.phase = PRODUCE_GIVE

    def _on_give(self, seat: int, _k: int, x: int, _y: int, _z: int) -> None:
        self._from_hand(seat, 1 << x)
        self.market |= 1 << x
        self.log("P{} gives {} to the market (Production)", seat + 1, (x,))
        self.phase = TURN
        self.turn = self.table.after[self.active][seat]

    def _on_switch(self, seat: int, _k: int, x: int, y: int, _z: int) -> None:
        if x:
            m = list(self.mats)
            m[x], m[y] = m[y], m[x]
            self.mats = tuple(m)
            self.log(f"P{seat + 1} switches planets {x} and {y}: {x} is now mat {MAT_IDS[m[x]]}, "
                     f"{y} is mat {MAT_IDS[m[y]]}")
        else:
            self.log(f"P{seat + 1} switches no planets")
        self.phase = START

    def _on_start(self, seat: int, _k: int, x: int, _y: int, _z: int) -> None:
        self.log(f"P{seat + 1} chooses P{x + 1} as the next start player")
        if self.tied:
            self._begin_extra(x)
        else:
            self._begin_round(self.round_number + 1, x)

    def _on_market(self, seat: int, _k: int, x: int, y: int, _z: int) -> None:
        self.choice = _set(self.choice, seat, (1 << x) | (1 << y))
        self.log("P{} has chosen two cards for the market", seat + 1)
        if all(self.choice):
            self._reveal()

    def _on_retire(self, seat: int, _k: int, _x: int, _y: int, _z: int) -> None:
        self._retire(seat)

    def _do_play(self, p: int, kind: int, b: int, w: int, z: int) -> None:
        """D1: a Play (4.3), with its faction ability (7.1)."""
        played = (b,) if w < 0 else (b, w)
        gone = 1 << b if w < 0 else (1 << b) | (1 << w)
        self._from_hand(p, gone)
        self.played = _set(self.played, p, self.played[p] + played)
        self.seats_played |= 1 << p
        if kind == A.PLAY:
            self.log("P{} plays {}", p + 1, played)
            if self.suits[p] < 0:
                self.suits = _set(self.suits, p, CARD_SUIT[b])
            self.turn = self.table.after[self.active][p]
            return
        fac = self.table.factions[p]
        self.fused |= 1 << p
        text = f"P{p + 1} plays {CARD_WORDS[b]} with the {FACTION_NAMES[fac]} card ({ABILITY_NAMES[fac]})"
        if fac == HUMANS:
            self.keep = (b, z)
            text += f", keeping {FORCES[z]}"
        elif fac == MARTIANS:
            self.played = _set(self.played, p, tuple(c for c in self.played[p] if c != z))
            self._to_hand(p, z)
            text += f", taking {CARD_WORDS[z]} back to hand"
        if fac != HIVEMINDS and self.suits[p] < 0:
            self.suits = _set(self.suits, p, CARD_SUIT[b])
        self.log(text)
        if fac == CYBORGS:
            self.phase = PRODUCE_TAKE
        else:
            self.turn = self.table.after[self.active][p]

    def _leads(self, p: int, act: int) -> int:
        """The free superiorities (force bits) ``p`` takes on retiring now: each force whose count
        is above that of every other seat in ``act`` and, in a regular round, of the resistance pile."""
        mine = self.counts(p)
        if not any(mine):
            return 0
        played, fused = self.played, self.fused
        others = [self.counts(q) for q in range(self.table.n)
                  if q != p and act >> q & 1 and (played[q] or fused >> q & 1)]
        if not self.tied and self.table.resist:
            pile = self.resist[self.mats[self.round_number]]
            if pile:
                others.append(list(_pile_counts(pile)))
        taken = self.taken
        got = 0
        for f in range(5):
            c = mine[f]
            if c and taken[f] < 0 and all(o[f] < c for o in others):
                got |= 1 << f
        return got

    def _retire(self, p: int) -> None:
        act = self.active & ~(1 << p)
        self.active = act
        regular = not self.tied
        got = self._leads(p, act)
        if got:
            self.taken = tuple(p if got >> f & 1 else t for f, t in enumerate(self.taken))
            self.log("P{} retires and takes {}", p + 1, _SUPER[got])
        else:
            self.log("P{} retires and takes no superiority", p + 1)
        laid = self.played[p]
        if laid:
            self.log("P{} discards {}", p + 1, laid)
            self.discard += laid
            if self.keep is not None and self.keep[0] in laid:
                self.keep = None
            self.played = _set(self.played, p, ())
        if not regular:
            self._end_retire(p)
            return
        self.owe_place = k = min(_STATION_BITS[got & 15], self.supply[p])
        self.owe_pick = m = min((2 if act else 1) + (got >> STARGATE & 1), self.market.bit_count())
        self.turn = p
        if k:
            self.phase = PLACE
        elif m:
            self.phase = PICK
        else:
            self._end_retire(p)

    def _end_retire(self, p: int) -> None:
        """R5 (extra draw) and R6."""
        self.owe_place = self.owe_pick = 0
        if not self.tied and not self.seats_played >> p & 1:
            for c in self._draw(1):
                self.hands = _set(self.hands, p, self.hands[p] | 1 << c)
                self.log("P{} draws a card from the deck", p + 1)
        if self.active:
            self.phase = TURN
            self.turn = self.table.after[self.active][p]
            return
        self.last = p
        self.log("P{} is the last to retire", p + 1)
        if self.tied:
            self._end_extra()
        else:
            self._end_round()

    def _end_round(self) -> None:
        """Section 4.8 and, when the game goes on, the cleanup of section 5."""
        r, n = self.round_number, self.table.n
        holder = self.taken[STARGATE]
        self._clear_round()
        claimed = self.claimed
        for k in (r, *range(1, r)):
            m = self.mats[k]
            if claimed[m] >= 0:
                continue
            base = self.tally[m]
            top = max(base)
            if top == 0:
                if k == r:
                    self.log("planet {} (mat {}): no battle station, not claimed", k, MAT_IDS[m])
                continue
            lead = [s for s in range(n) if base[s] == top]
            if len(lead) > 1:
                adj = MAT_ADJ_POINTS[m]
                ext = [0] * n
                for s, pt, _r in self.stations:
                    if pt in adj:
                        ext[s] += 1
                best = max(ext[s] for s in lead)
                lead = [s for s in lead if ext[s] == best]
            if len(lead) == 1:
                claimed = _set(claimed, m, lead[0])
                self.log("P{} claims planet {} (mat {})", lead[0] + 1, k, MAT_IDS[m])
            else:
                self.log("planet {} (mat {}) stays unclaimed: tie between {}", k, MAT_IDS[m], _seats(lead))
        self.claimed = claimed
        planets = self.planets()
        if max(planets) >= self.table.to_win or r == ROUNDS:
            top = max(planets)
            leaders = tuple(s for s in range(n) if planets[s] == top)
            if len(leaders) == 1:
                self._finish(leaders, f"P{leaders[0] + 1} has the most planets ({top})")
            else:
                self.tied = leaders
                self.log(f"{_seats(leaders):} are tied with {top} planets: extra rounds")
                self._before_extra(holder)
            return
        # cleanup
        if self.market:
            rest = tuple(bits(self.market))
            self.log("the market's last cards are discarded: {}", rest)
            self.discard += rest
            self.market = 0
        m = self.mats[r]
        if self.resist[m]:
            self.log("the resistance of planet {} is discarded: {}", r, self.resist[m])
            self.discard += self.resist[m]
            self.resist = _set(self.resist, m, ())
        self._refill()
        if holder >= 0:
            self.turn = holder
            self.phase = SWITCH if r <= ROUNDS - 2 else START
        else:
            self._begin_round(r + 1, self.last)

    def set_stations(self, stations: tuple[tuple[int, int, int], ...]) -> None:
        """Put ``stations`` (seat, point, round) on the board and recount each mat's ``tally``."""
        self.stations = stations
        tally = [[0] * self.table.n for _ in range(12)]
        for s, pt, _r in stations:
            for m in POINT_BORDERS[pt]:
                tally[m][s] += 1
        self.tally = tuple(map(tuple, tally))

    def _clear_round(self) -> None:
        n = self.table.n
        if self.fused and self.table.abilities:
            self.log("the faction cards go back to their owners")
        self.fused = 0
        self.played = ((),) * n
        self.keep = None
        self.suits = (-1,) * n
        self.seats_played = 0
        self.active = 0
        self.taken = (-1,) * 5
        self.stationed_points = 0

    def _begin_round(self, r: int, start: int) -> None:
        self.round_number = r
        self.start = self.turn = start
        self.active = (1 << self.table.n) - 1
        self.phase = TURN
        self.log("round {}: planet {} (mat {}) is contested; P{} starts", r, r, MAT_IDS[self.mats[r]], start + 1)

    def _before_extra(self, holder: int) -> None:
        """Section 6.2: out of black cards, or the start player of the next extra round."""
        tied = self.tied
        if not any(self.hands[s] & BLACK_MASK for s in tied):
            self.log("the tied players have no black card left: stations on the board decide")
            self._final_comparison()
            return
        if holder in tied:
            self.phase = START
            self.turn = holder
            return
        n = self.table.n
        start = next(s for s in ((self.last + i) % n for i in range(n)) if s in tied)
        self._begin_extra(start)

    def _begin_extra(self, start: int) -> None:
        self.extra_round += 1
        self.start = self.turn = start
        self.active = sum(1 << s for s in self.tied)
        self.tied_cards_at_start = sum(self.hands[s].bit_count() for s in self.tied)
        self.phase = TURN
        self.log(f"extra round {self.extra_round} between {_seats(self.tied):}; P{start + 1} starts")

    def _end_extra(self) -> None:
        holder = self.taken[STARGATE]
        sup = {s: sum(1 for t in self.taken if t == s) for s in self.tied}
        self._clear_round()
        best = max(sup.values())
        lead = [s for s in self.tied if sup[s] == best]
        if len(lead) == 1:
            self._finish((lead[0],), f"P{lead[0] + 1} takes the most superiorities ({best})")
        elif sum(self.hands[s].bit_count() for s in self.tied) == self.tied_cards_at_start:
            self.log("no card left the tied players' hands: stations on the board decide")
            self._final_comparison()
        else:
            self._before_extra(holder)

    def _final_comparison(self) -> None:
        st = self.station_counts()
        top = max(st[s] for s in self.tied)
        self._finish(tuple(s for s in self.tied if st[s] == top), f"most battle stations ({top})")

    def _finish(self, winners: tuple[int, ...], why: str) -> None:
        self.winners = winners
        self.phase = OVER
        who = " and ".join(f"P{w + 1}" for w in winners)
        self.log(f"game over: {who} {'wins' if len(winners) == 1 else 'share the victory'} ({why})")

    def _reveal(self) -> None:
        """D0: every chosen pair goes face up into the market at once; round 1 begins."""
        for s, pair in enumerate(self.choice):
            self.hands = _set(self.hands, s, self.hands[s] & ~pair)
            self.market |= pair
            self.log(f"P{s + 1} puts {_names(bits(pair))} into the market")
        self.choice = (0,) * self.table.n
        self._begin_round(1, self.start)

    # ---- card movements ----------------------------------------------------------------------------

    def _to_hand(self, p: int, c: int) -> None:
        """A card enters a hand in public: it becomes a known card."""
        self.hands = _set(self.hands, p, self.hands[p] | 1 << c)
        self.known = _set(self.known, p, self.known[p] | 1 << c)

    def _from_hand(self, p: int, mask: int) -> None:
        """The cards of ``mask`` leave a hand in public."""
        self.hands = _set(self.hands, p, self.hands[p] & ~mask)
        if self.known[p] & mask:
            self.known = _set(self.known, p, self.known[p] & ~mask)

    def _draw(self, k: int) -> tuple[int, ...]:
        """Up to ``k`` cards from the top of the deck, reshuffling the discard pile when it runs out (I-28)."""
        got = self.deck[:k]
        self.deck = self.deck[k:]
        if len(got) < k and self.discard:
            cards = list(self.discard)
            shuffle(self.rng, cards)
            self.reshuffles += (tuple(sorted(self.discard)),)
            self.discard = ()
            self.log(f"the deck is empty: the discard pile ({len(cards)} cards) is shuffled into a new deck")
            self.deck = tuple(cards[k - len(got):])
            got += tuple(cards[:k - len(got)])
        return got

    def _refill(self) -> None:
        added = self._draw(self.table.market_size - self.market.bit_count())
        for c in added:
            self.market |= 1 << c
        if added:
            self.log("the market is refilled with {}", added)
        if self.market.bit_count() < self.table.market_size:
            self.log("the deck and the discard pile are empty: the market stays short")

    # ---- views and determinization -----------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        return view(self, seat)

    def _determinize(self, seat: int | None) -> None:
        determinize(self, seat)


_HANDLERS = (CosmoState._do_play, CosmoState._do_play, CosmoState._on_retire, CosmoState._on_place,
             CosmoState._on_pick, CosmoState._on_take, CosmoState._on_give, CosmoState._on_switch,
             CosmoState._on_start, CosmoState._on_market)  # by action kind (actions.py)


@lru_cache(maxsize=4096)
def _pile_counts(pile: tuple[int, ...]) -> tuple[int, ...]:
    """The force counts of a resistance pile (7.2)."""
    return tuple(map(sum, zip(*(CARD_COUNTS[c] for c in pile), strict=True)))


@mypyc_attr(native_class=False)
class _seats(tuple):
    """Seats to log, formatted only when the events are read."""

    def __format__(self, spec: str) -> str:
        return ", ".join(f"P{s + 1}" for s in self)


def _set(t: tuple, i: int, v: Any) -> tuple:
    """``t`` with item ``i`` replaced by ``v``."""
    out = list(t)
    out[i] = v
    return tuple(out)

