"""The Steam Court state: the rules of the spec, as a compact and fast state machine.

Compact layout (cheap ``clone``): hands are packed ints (see ``cards``) in a list indexed by
contract seat; the trick is one fixed-size tuple ``tk``, held inline once compiled (top quantity,
value and player, passed mask, cards in it, the Pirate's cards in it, the plays as a cons list);
the playing table's Quarter state is a few int and tuple fields (the Court Hand, the discard pile,
who went out, what privileges revealed); the seating of the Quarter is one immutable
:class:`Seating`; ``tokens`` holds each player's gear tokens.
Positions (seats of the spec) are indexes into ``Seating.order[table]``; "player" below always
means a contract seat.
"""

from __future__ import annotations

from typing import Any, Final

from meeple.core import Action, Result, State

from . import cards, court
from .cards import MS, PASS, UNIT
from .court import BEFORE, NAMES, RECIPIENT, Rules
from .explain import explain
from .phases import ANNOUNCE, AUCTION, COUP, DIVE, DRAW, GIFT, KEEP, OVER, PLAY, STEAL, STOP, SWAP, USED_BIT
from .views import determinize, evaluate, view

STOP_A: Final = Action("stop", True)
ALLOW: Final = Action("allow", False)
STEAL_A: Final = Action("steal", True)
NO_STEAL: Final = Action("no steal", False)
COUP_A: Final = Action("coup", True)
NO_COUP: Final = Action("no coup", False)
DRAW_A: Final = Action("draw", True)
NO_DRAW: Final = Action("no draw", False)
SWAP_A: Final = Action("swap", True)
KEEP_HAND: Final = Action("keep hand", False)
GIFT_NONE: Final = Action("gift none", 0)
DONE: Final = Action("done", -1)
ANNOUNCE_A: Final = tuple(Action(f"announce {q}", q) for q in range(cards.CAP + 1))
BID_A: Final = tuple(Action(f"bid {c}", c) for c in range(51))
INSPECT_A: Final = tuple(Action(f"inspect {p}", ("inspect", p)) for p in range(10))
DIVE_A: Final = tuple(Action(f"dive {v}", ("dive", v)) for v in range(13))
TAKE_A: Final = tuple(Action(f"take {t}", k) for k, t in enumerate(cards.TOKENS))
#: ``to_move`` for each single player, shared rather than rebuilt on every turn
MOVER: Final = tuple((p,) for p in range(10))
_PICKS: dict[tuple, Action] = {}


def _pick(verb: str, h: int) -> Action:
    key = (verb, h)
    act = _PICKS.get(key)
    if act is None:
        act = _PICKS[key] = Action(f"{verb} {cards.cardlist(h)}", h)
    return act


def _choose(h: int, n: int, verb: str) -> list[Action]:
    """Every multiset of exactly ``n`` cards of ``h`` (kind order), as ``verb 1,5`` actions."""
    ks = [k for k in range(16) if (h >> (4 * k)) & 15]
    combos = [0]
    for k in ks:
        have = (h >> (4 * k)) & 15
        combos = [base + c * UNIT[k] for base in combos for c in range(min(have, n - cards.size(base)) + 1)]
    chosen = [c for c in combos if cards.size(c) == n]
    chosen.sort(key=cards.kinds)
    return [_pick(verb, c) for c in chosen]


def _choose_pairs(h: int, verb: str) -> list[Action]:
    """The multisets of exactly two cards of ``h``, fast (the Queen's gift, the Doctor's keep)."""
    ks = [k for k in range(16) if (h >> (4 * k)) & 15]
    out = []
    for i, a in enumerate(ks):
        ua = UNIT[a]
        if (h >> (4 * a)) & 15 >= 2:
            out.append(_pick(verb, 2 * ua))
        for b in ks[i + 1:]:
            out.append(_pick(verb, ua + UNIT[b]))
    return out


def _options(h: int, n: int, verb: str) -> list[Action]:
    if n == 2:
        return _choose_pairs(h, verb)
    if n == 1:
        return [_pick(verb, UNIT[k]) for k in range(16) if (h >> (4 * k)) & 15]
    return _choose(h, n, verb)


class Seating:
    """Who sits where during one Quarter (immutable; replaced, never changed; made by :func:`seating`).

    ``order[t]``: the players of table t by position (rank); ``charof``/``holder``: player <->
    character; ``ring``: the playing table's turn order; ``after[p]``: the players after p in turn
    order, p last;
    ``ti``: the playing table; ``circle``: the fixed turn order of level 2; ``costs``: Auction costs;
    ``role_<power>``: the player holding that in-play power at the playing table, or -1.
    """

    __slots__ = ("rules", "order", "charof", "holder", "ring", "after", "names", "ti", "quarter", "circle",
                 "costs", "outs0", "role_stop", "role_equal", "role_lower", "role_look", "role_dive",
                 "role_steal_back")

    def __init__(self, rules: Rules, order: tuple[tuple[int, ...], ...], ti: int, quarter: int,
                 circle: tuple[int, ...] | None, costs: tuple[int, ...], outs0: tuple[int, ...]) -> None:
        self.rules = rules
        self.order = order
        self.ti = ti
        self.quarter = quarter
        self.circle = circle
        self.costs = costs
        self.outs0 = outs0  # the Royal Table's going-out order while the Renegade Table plays
        charof = [-1] * rules.n
        holder = [-1] * 10
        for t, players in enumerate(order):
            for pos, p in enumerate(players):
                c = rules.tables[t][pos]
                charof[p] = c
                holder[c] = p
        self.charof = tuple(charof)
        self.holder = tuple(holder)
        ring = circle if circle is not None else order[ti]
        self.ring = ring
        after: list[tuple[int, ...]] = [()] * rules.n
        for i, p in enumerate(ring):
            after[p] = ring[i + 1:] + ring[:i + 1]
        self.after = tuple(after)
        chars = rules.tables[ti]
        role = [holder[c] if c >= 0 else -1 for c in (court.with_power(chars, power) for power in (
            "stop", "equal", "lower", "look", "dive", "steal_back"))]
        self.role_stop, self.role_equal, self.role_lower = role[0], role[1], role[2]
        self.role_look, self.role_dive, self.role_steal_back = role[3], role[4], role[5]
        self.names = tuple(f"P{p + 1} ({NAMES[charof[p]]})" if charof[p] >= 0 else f"P{p + 1}"
                           for p in range(rules.n))


_SEATINGS: Final[dict[tuple, Seating]] = {}  # emptied when it holds 8192


def seating(rules: Rules, order: tuple[tuple[int, ...], ...], ti: int, quarter: int,
            circle: tuple[int, ...] | None, costs: tuple[int, ...], outs0: tuple[int, ...]) -> Seating:
    """The Seating of these arguments, shared by every game that reaches it (Seatings never change)."""
    key = (rules, order, ti, quarter, circle, costs, outs0)
    st = _SEATINGS.get(key)
    if st is None:
        if len(_SEATINGS) >= 8192:
            _SEATINGS.clear()
        st = _SEATINGS[key] = Seating(rules, order, ti, quarter, circle, costs, outs0)
    return st


class SteamCourt(State):
    """A game of Steam Court (spec ``steam_court.md``)."""

    __slots__ = ("tm", "ph", "hand", "tk", "pend", "st", "tokens", "court_hand", "discard", "used", "outs",
                 "trick_no", "dived", "received", "court_known", "look", "knowledge", "sure")
    tm: tuple[int, ...]
    ph: int
    hand: list[int]
    tk: tuple[int, int, int, int, int, int, Any]
    pend: Any
    st: Seating
    tokens: tuple[tuple[int, ...], ...]
    # the playing table's Quarter, set afresh by each deal (``_new_table``)
    court_hand: int  # packed
    discard: int  # packed
    used: int  # the once-per-Quarter powers used (USED_BIT)
    outs: tuple[int, ...]  # the players out, in going-out order
    trick_no: int
    dived: int  # the Submariner who dived (the discard pile is no longer public), or -1
    received: int  # the cards given or served to the Tea Boy (he keeps them when he swaps)
    court_known: int  # bit p: player p knows the Court Hand exactly
    look: int  # the player whose hand the Inspector saw, or -1
    knowledge: tuple[tuple[int, dict], ...]  # (player, entry): what privileges revealed to him
    #: per gift or serve, (giver, receiver, cards the giver knows for certain the receiver still holds)
    sure: tuple[tuple[int, int, int], ...]

    # ---- contract ------------------------------------------------------------------------------------

    @property
    def to_move(self) -> tuple[int, ...]:
        return self.tm

    @property
    def is_over(self) -> bool:
        return not self.tm

    def clone(self) -> SteamCourt:
        new = SteamCourt(self.cfg, self.rng.copy())
        new._hist = self._hist
        new._log = self._log
        new._lseat = self._lseat
        new._lcache = self._lcache
        new.tm = self.tm
        new.ph = self.ph
        new.hand = self.hand[:]
        new.tk = self.tk
        new.pend = self.pend
        new.st = self.st
        new.tokens = self.tokens
        new.court_hand = self.court_hand
        new.discard = self.discard
        new.used = self.used
        new.outs = self.outs
        new.trick_no = self.trick_no
        new.dived = self.dived
        new.received = self.received
        new.court_known = self.court_known
        new.look = self.look
        new.knowledge = self.knowledge
        new.sure = self.sure
        return new

    def _event_text(self, entry: tuple) -> str:
        """Plays and passes are logged as tuples and only worded here."""
        return _play_text(*entry)

    # ---- helpers -------------------------------------------------------------------------------------

    def _note(self, p: int, entry: dict) -> None:
        """Add to player p's private knowledge of this Quarter (only his view shows it)."""
        self.knowledge = self.knowledge + ((p, entry),)

    def _use(self, power: str) -> None:
        self.used |= USED_BIT[power]

    def _new_table(self, court_hand: int) -> None:
        """The playing table's Quarter state right after a deal."""
        self.court_hand = court_hand
        self.discard = 0
        self.used = 0
        self.outs = ()
        self.trick_no = 0
        self.dived = -1
        self.received = 0
        self.court_known = 0
        self.look = -1
        self.knowledge = ()
        self.sure = ()

    @property
    def g(self) -> Rules:
        """What is fixed for this game."""
        return self.st.rules

    @property
    def quarter(self) -> int:
        return self.st.quarter

    @property
    def ti(self) -> int:
        """The playing table: 0 (the only one, or the Royal Table) or 1 (the Renegade Table)."""
        return self.st.ti

    @property
    def circle(self) -> tuple[int, ...] | None:
        return self.st.circle

    @property
    def costs(self) -> tuple[int, ...]:
        return self.st.costs

    # ---- a new game ------------------------------------------------------------------------------------

    def _start(self, rules: Rules) -> None:
        """Empty game fields before the first seating."""
        n = rules.n
        self.tm = ()
        self.ph = 0
        self.hand = [0] * n
        self.tk = (0, 0, -1, 0, 0, 0, None)
        self.pend = None
        self._new_table(0)
        self.st = seating(rules, ((),) * len(rules.tables), 0, 1, None, (0,) * n, ())
        self.tokens = ((),) * n

    def _seeded_order(self) -> tuple[tuple[int, ...], ...]:
        """The random initial seating (§3.1; §7.4 also draws the circle): players by position."""
        rules, rng = self.g, self.rng
        if rules.level == 2:
            gears = rng.shuffled(range(1, rules.n + 1))  # the gear draw fixes the circle (§7.4)
            circle = tuple(sorted(range(rules.n), key=lambda p: -gears[p]))
            self._seat(self.st.order, 0, circle=circle)
        perm = rng.shuffled(range(rules.n))
        order, i = [], 0
        for table in rules.tables:
            order.append(tuple(perm[i:i + len(table)]))
            i += len(table)
        return tuple(order)

    # ---- quarters, deals, coups ---------------------------------------------------------------------

    def _seat(self, order: tuple[tuple[int, ...], ...], ti: int = 0, quarter: int = 0,
              outs0: tuple[int, ...] | None = None, circle: tuple[int, ...] | None = None,
              costs: tuple[int, ...] | None = None) -> None:
        """New positions; the quarter (0), outs0, circle and costs stay as they were unless given."""
        old = self.st
        self.st = seating(self.g, order, ti, quarter or old.quarter, old.circle if circle is None else circle,
                          old.costs if costs is None else costs, old.outs0 if outs0 is None else outs0)

    def _deal(self) -> None:
        """Shuffle the playing table's whole deck and deal it (§3.4), then the coup check (§5.15)."""
        g, t = self.g, self.ti
        deck = list(g.deck_kinds[t])
        self.rng.shuffle(deck)
        share = g.share[t]
        order = self.st.order[t]
        hand = self.hand
        for i, p in enumerate(order):
            hand[p] = cards.pack(deck[i * share:(i + 1) * share])
        crt = cards.pack(deck[len(order) * share:])
        self._new_table(crt)
        self.tk = (0, 0, -1, 0, 0, 0, None)
        self.log(f"Quarter {self.quarter}: {self._table_name()} deals {share} cards each, "
                 f"{cards.size(crt)} to the Court Hand")
        if g.coups:
            self._ask_coup(1)
        else:
            self._privileges(0, 0)

    def _table_name(self) -> str:
        if not self.g.two_tables:
            return "the table"
        return "the Royal Table" if self.ti == 0 else "the Renegade Table"

    def _ask_coup(self, pos: int) -> None:
        order = self.st.order[self.ti]
        if pos >= len(order):
            self._privileges(0, 0)
            return
        self.ph = COUP
        self.pend = pos
        self.tm = (order[pos],)

    def _coup(self, p: int) -> None:
        """p moves to position 1 of his table, those above him move down one (§5.15), re-deal."""
        t = self.ti
        order = list(self.st.order)
        row = list(order[t])
        row.remove(p)
        order[t] = (p, *row[:self.pend], *row[self.pend:])
        self.log(f"{self.st.names[p]} calls a coup and takes the highest seat")
        self._seat(tuple(order), t)
        self._deal()

    def _privileges(self, pos: int, step: int) -> None:
        """Resolve pre-Quarter privileges from position ``pos`` down (§4.2) until a decision."""
        order = self.st.order[self.ti]
        n = len(order)
        hand = self.hand
        while pos < n:
            p = order[pos]
            steps = BEFORE[self.st.charof[p]]
            while step < len(steps) and hand[p]:
                kind = steps[step][0]
                if kind in ("gift", "serve"):
                    count, to = steps[step][1], steps[step][2]
                    r = order[RECIPIENT[to]]
                    if r == p:  # §4.1: a gift to oneself is skipped
                        step += 1
                        continue
                    if kind == "serve":
                        self._give(p, r, cards.highest_plain(hand[p], count), "serves")
                        step += 1
                        continue
                    self.ph = GIFT
                elif kind == "swap":
                    self.ph = SWAP
                else:
                    self.ph = DRAW
                self.pend = (pos, step)
                self.tm = (p,)
                return
            pos += 1
            step = 0
        self._start_trick(order[0])

    def _give(self, p: int, r: int, h: int, verb: str) -> None:
        self.hand[p] -= h
        self.hand[r] += h
        n = cards.size(h)
        sure = []
        for giver, holder, known in self.sure:
            if holder == p:  # what p gives on: its giver sees it only if he receives it
                known = cards.minus(known, h) if giver == r else cards.lower_each(known, n)
            sure.append((giver, holder, known))
        sure.append((p, r, h))
        self.sure = tuple(sure)
        if "swap" in (s[0] for s in BEFORE[self.st.charof[r]]):
            self.received += h
        names = self.st.names
        self.log(f"{names[p]} {verb} {n} card{'s' if n != 1 else ''} to {names[r]}")
        q = self.quarter
        self._note(p, {"quarter": q, "what": verb.rstrip("s"), "to": r, "cards": cards.cardlist(h)})
        self._note(r, {"quarter": q, "what": "received", "from": p, "cards": cards.cardlist(h)})

    def _next_privilege(self) -> None:
        pos, step = self.pend
        self._privileges(pos, step + 1)

    # ---- trick play ------------------------------------------------------------------------------------

    def _start_trick(self, leader: int) -> None:
        self.tk = (0, 0, leader, 0, 0, 0, None)
        self.trick_no += 1
        self.ph = PLAY
        self.tm = MOVER[leader]

    def _general_window(self, p: int) -> int:
        """The General who may stop p's non-lead play now (§4.3), or -1."""
        gen = self.st.role_stop
        if gen < 0 or gen == p or not self.hand[gen] or (self.tk[3] >> gen) & 1 or self.used & 1:
            return -1
        return gen

    def _commit(self, p: int, act: tuple, q: int, lead: bool) -> None:
        """A complete play: the stop window, then it stands (§5.7). ``act`` is a play Action."""
        d: tuple[int, ...] = act[1]
        delta = d[5]
        self.hand[p] -= delta
        sure = self.sure
        if sure:
            laid = cards.kinds_in(delta)
            for e in sure:
                if e[1] == p and cards.kinds_in(e[2]) & laid:
                    self._played_known(p, d)
                    break
        if lead:
            self._log = (self._log, (self.st.names[p], " leads ", act, q))
        else:
            self._log = (self._log, (self.st.names[p], " plays ", act, q))
            gen = self._general_window(p)
            if gen >= 0:
                self.ph = STOP
                self.pend = (p, act, q)
                self.tm = (gen,)
                return
        self._stand(p, act, q)

    def _stand(self, p: int, act: tuple, q: int) -> None:
        d: tuple[int, ...] = act[1]
        delta = d[5]
        _, _, _, passed, tc, pir, plays = self.tk
        if p == self.st.role_steal_back:
            pir += delta
        self.tk = (q, d[0], p, passed, tc + delta, pir, (plays, (p, act[0], q, d[0], -1)))
        if not self.hand[p]:
            if self._go_out(p):
                return
        if d[0] == 0:  # a Masterstroke ends the trick (§5.8)
            self._end_trick()
        else:
            self._next_turn(p)

    def _played_known(self, p: int, d: tuple[int, ...]) -> None:
        """Cards p lays (even if stopped later) lower what givers know for certain is in his hand."""
        v, a, b, c, m = d[:5]
        parts = ((MS, 1),) if v == 0 else ((v - 1, a), (cards.DUAL_FOR[v], b), (v + 1, c), (cards.MX, m))
        out = []
        for giver, holder, known in self.sure:
            if holder == p:
                for kind, n in parts:
                    if n:
                        known -= min((known >> (4 * kind)) & 15, n) * UNIT[kind]
            out.append((giver, holder, known))
        self.sure = tuple(out)

    def _go_out(self, p: int) -> bool:
        """p has no cards left: he takes the top token (§5.11). True if the Quarter ended (§5.12)."""
        outs = self.outs + (p,)
        self._take_token(p, len(self.outs))
        self.outs = outs
        holding = [x for x in self.st.order[self.ti] if self.hand[x]]
        if len(holding) == 1:
            last = holding[0]
            self._take_token(last, len(outs), True)
            self.outs = outs + (last,)
            self._end_table()
            return True
        return False

    def _take_token(self, p: int, i: int, last: bool = False) -> None:
        what = f"{self.st.names[p]} " + ("is the last with cards" if last else f"goes out {_ordinal(i + 1)}")
        if self.g.party:
            self.log(what)
            return
        token = self.g.stacks[self.ti][i]
        tokens = list(self.tokens)
        tokens[p] = tokens[p] + (token,)
        self.tokens = tuple(tokens)
        self.log(f"{what} and takes token {token}")

    def _next_turn(self, p: int) -> None:
        """The next active player after p, p checked last (§5.6); the trick ends if there is none."""
        hand = self.hand
        passed = self.tk[3]
        for x in self.st.after[p]:
            if hand[x] and not (passed >> x) & 1:
                self.ph = PLAY
                self.tm = MOVER[x]
                return
        self._end_trick()

    def _end_trick(self) -> None:
        """§5.10: the Pirate's window, then discard and the next lead."""
        q, v, winner, passed, tc, pir, plays = self.tk
        pirate = self.st.role_steal_back
        if pir and pirate != winner and self.hand[pirate] and not self.used & 8:
            self.ph = STEAL
            self.tm = (pirate,)
            return
        self._finish_trick(False)

    def _finish_trick(self, steal: bool) -> None:
        q, v, winner, passed, tc, pir, plays = self.tk
        if steal:
            pirate = self.st.role_steal_back
            self.hand[pirate] += pir
            tc -= pir
            self._use("steal_back")
            self.log(f"{self.st.names[pirate]} steals back {cards.cardlist(pir)}")
        self.discard += tc
        names = self.st.names
        self.log(f"{names[winner]} wins the trick")
        leader = winner
        if not self.hand[winner]:
            for x in self.st.after[winner]:
                if self.hand[x]:
                    leader = x
                    break
        self._start_trick(leader)

    def _end_table(self) -> None:
        """The Quarter is over at the playing table (§5.12): the next table, or reseating."""
        outs = self.outs
        self.hand[outs[-1]] = 0  # the last player's cards are gathered for the next deal
        if self.g.two_tables and self.ti == 0:
            self._seat(self.st.order, 1, outs0=outs)
            self._deal()
            return
        order = self._reseated(outs)
        if self.quarter == 4:  # the final standings are the seating the last Quarter produces
            self._seat(order, 0, outs0=())
            self.ph = OVER
            self.tm = ()
            self.pend = None
            self.log("The game is over")
            return
        self._seat(order, 0, quarter=self.quarter + 1, outs0=())
        self._deal()

    def _reseated(self, outs: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """The next Quarter's positions from the going-out order(s) (§5.13, §5.14)."""
        if not self.g.two_tables:
            return (outs,)
        r, s = self.st.outs0, outs
        return (r[:-2] + s[:2], r[-2:] + s[2:])

    # ---- the hooks ---------------------------------------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        ph = self.ph
        if ph == PLAY:
            tk = self.tk
            st = self.st
            if tk[0]:
                lo = tk[1] if seat == st.role_equal else tk[1] + 1
                out = cards.plays(self.hand[seat], tk[0], lo, seat == st.role_lower)
            else:
                out = cards.plays(self.hand[seat], 0, 1, seat == st.role_lower)
            if seat == st.role_look or seat == st.role_dive:
                return self._free_actions(seat) + out
            return out
        if ph == STOP:
            return [STOP_A, ALLOW]
        if ph == ANNOUNCE:
            return list(ANNOUNCE_A[self.pend[1][1][6]:])
        if ph == STEAL:
            return [STEAL_A, NO_STEAL]
        if ph == COUP:
            if cards.count(self.hand[seat], MS) >= 3:
                return [COUP_A, NO_COUP]
            return [NO_COUP]
        if ph == GIFT:
            pos, step = self.pend
            n = BEFORE[self.st.charof[seat]][step][1]
            return [GIFT_NONE] + _options(self.hand[seat], n, "gift")
        if ph == DRAW:
            return [DRAW_A, NO_DRAW] if self.court_hand else [NO_DRAW]
        if ph == KEEP:
            drawn, keep = self.pend[2], self.pend[3]
            return _options(drawn, min(keep, cards.size(drawn)), "keep")
        if ph == SWAP:
            return [SWAP_A, KEEP_HAND]
        if ph == DIVE:
            pulled, taken = self.pend[0], self.pend[1]
            left = pulled - taken
            return [TAKE_A[k] for k in range(16) if cards.count(left, k)] + [DONE]
        if ph == AUCTION:
            return self._legal_bid()
        return []

    def _free_actions(self, p: int) -> list[Action]:
        """The Inspector's look and the Submariner's dive, at the start of their turns (§4.3)."""
        h, st = self.hand, self.st
        out: list[Action] = []
        if p == st.role_look and not self.used & 2:
            out.extend(INSPECT_A[x] for x in self.st.order[self.ti] if x != p and h[x])
        if p == st.role_dive and not self.used & 4 and self.discard and h[p] & cards.PLAIN_MASK:
            out.extend(DIVE_A[k + 1] for k in range(12) if (h[p] >> (4 * k)) & 15)
        return out

    def _play(self, action: Action, seat: int) -> None:
        ph = self.ph
        if ph == PLAY:
            if action is PASS:
                q, v, tp, passed, tc, pir, plays = self.tk
                self.tk = (q, v, tp, passed | (1 << seat), tc, pir, plays)
                self._log = (self._log, (self.st.names[seat], " passes", None, 0))
                self._next_turn(seat)
                return
            act: tuple = action
            data: tuple = act[1]
            if type(data[0]) is int:
                q = self.tk[0]
                if q == 0:
                    if data[4] and data[6]:
                        self.ph = ANNOUNCE
                        self.pend = (seat, action)
                        return
                    self._commit(seat, act, data[6] or 1, True)
                else:
                    self._commit(seat, act, q, False)
            elif data[0] == "inspect":
                self._inspect(seat, data[1])
            else:
                self._dive(seat, data[1])
        elif ph == STOP:
            p, act, q = self.pend
            if action is STOP_A:
                self.hand[p] += act[1][5]
                self._use("stop")
                q0, v0, tp, passed, tc, pir, plays = self.tk
                self.tk = (q0, v0, tp, passed, tc, pir, (plays, (p, act[0], q, act[1][0], seat)))
                self.log(f"{self.st.names[seat]} stops it")
                self._next_turn(p)
            else:
                self._stand(p, act, q)
        elif ph == ANNOUNCE:
            p, act = self.pend
            self._commit(p, act, action[1], True)
        elif ph == STEAL:
            if not action[1]:
                self.log(f"{self.st.names[seat]} does not steal back")
            self._finish_trick(action[1])
        elif ph == COUP:
            if action[1]:
                self._coup(seat)
            else:
                self.log(f"{self.st.names[seat]}: no coup")
                self._ask_coup(self.pend + 1)
        elif ph == GIFT:
            pos, step = self.pend
            r = self.st.order[self.ti][RECIPIENT[BEFORE[self.st.charof[seat]][step][2]]]
            if action[1]:
                self._give(seat, r, action[1], "gives")
            else:
                self.log(f"{self.st.names[seat]} gives nothing")
            self._next_privilege()
        elif ph == DRAW:
            self._draw(seat, action[1])
        elif ph == KEEP:
            self._keep(seat, action[1])
        elif ph == SWAP:
            self._swap(seat, action[1])
        elif ph == DIVE:
            self._dive_take(seat, action[1])
        elif ph == AUCTION:
            self._bid(seat, action)

    # ---- privileges -------------------------------------------------------------------------------

    def _draw(self, p: int, draw: bool) -> None:
        pos, step = self.pend
        _, n_draw, n_keep = BEFORE[self.st.charof[p]][step]
        if not draw:
            self.log(f"{self.st.names[p]} does not draw")
            self._next_privilege()
            return
        crt = self.court_hand
        drawn = cards.pack(self.rng.sample(cards.kinds(crt), min(n_draw, cards.size(crt))))
        self.court_hand = crt - drawn
        self.ph = KEEP
        self.pend = (pos, step, drawn, n_keep)

    def _keep(self, p: int, kept: int) -> None:
        pos, step, drawn, _ = self.pend
        self.hand[p] += kept
        self.court_hand += drawn - kept
        self.log(f"{self.st.names[p]} draws {cards.size(drawn)} cards from the Court Hand and keeps "
                 f"{cards.size(kept)}")
        self._note(p, {"quarter": self.quarter, "what": "drew", "cards": cards.cardlist(drawn),
                       "kept": cards.cardlist(kept)})
        self.pend = (pos, step)
        self._next_privilege()

    def _swap(self, p: int, swap: bool) -> None:
        if swap:
            h, recv = self.hand[p], self.received
            stay = 0
            for k in range(16):
                stay += min(cards.count(h, k), cards.count(recv, k)) * UNIT[k]
            rest = h - stay
            self.hand[p] = stay + self.court_hand
            self.court_hand = rest
            self.court_known |= 1 << p
            self._note(p, {"quarter": self.quarter, "what": "swapped", "court": cards.cardlist(rest)})
            self.log(f"{self.st.names[p]} trades his hand for the Court Hand")
        else:
            self.log(f"{self.st.names[p]} keeps his hand")
        self._next_privilege()

    # ---- free actions in trick play -----------------------------------------------------------------

    def _inspect(self, p: int, target: int) -> None:
        self._use("look")
        self.court_known |= 1 << p
        self.look = target
        self._note(p, {"quarter": self.quarter, "what": "looked", "trick": self.trick_no, "target": target,
                       "hand": cards.cardlist(self.hand[target]), "court": cards.cardlist(self.court_hand)})
        self.log(f"{self.st.names[p]} looks at the hand of {self.st.names[target]} and the Court Hand")

    def _dive(self, p: int, v: int) -> None:
        self._use("dive")
        disc = self.discard
        pulled = cards.pack(self.rng.sample(cards.kinds(disc), min(v, cards.size(disc))))
        n = cards.size(pulled)
        self.dived = p
        if self.look == p:  # the Inspector's snapshot of this hand is no longer exact
            self.look = -1
        self.pend = (pulled, 0, n // 2, v, n)
        if n // 2 == 0:
            self._dive_end(p)
            return
        self.discard = disc - pulled
        self.ph = DIVE

    def _dive_take(self, p: int, k: int) -> None:
        pulled, taken, limit, v, n = self.pend
        if k >= 0:
            taken += UNIT[k]
            self.pend = (pulled, taken, limit, v, n)
            if cards.size(taken) < limit:
                return
        self.discard += pulled - taken
        self.hand[p] += taken
        self._dive_end(p)

    def _dive_end(self, p: int) -> None:
        pulled, taken, limit, v, n = self.pend
        self._note(p, {"quarter": self.quarter, "what": "dived", "pulled": cards.cardlist(pulled),
                       "kept": cards.cardlist(taken)})
        self.log(f"{self.st.names[p]} reveals a {v}, dives for {n} card{'s' if n != 1 else ''} and keeps "
                 f"{cards.size(taken)}")
        self.ph = PLAY
        self.pend = None

    # ---- auction (§7.2) --------------------------------------------------------------------------------

    def _legal_bid(self) -> list[Action]:
        circle, lot, opener, high, highp, passed, owner, costs = self.pend
        cap = 5 * self.g.n
        if high < 0:
            return list(BID_A[:cap + 1])
        return list(BID_A[high + 1:cap + 1]) + [PASS]

    def _bid(self, p: int, action: Action) -> None:
        circle, lot, opener, high, highp, passed, owner, costs = self.pend
        if action is PASS:
            passed |= 1 << p
            self.log(f"P{p + 1} passes")
        else:
            high, highp = action[1], p
            self.log(f"P{p + 1} bids {high}")
        free = [x for x in circle if x not in owner]
        i = circle.index(p)
        for x in circle[i + 1:] + circle[:i + 1]:
            if x in free and x != highp and not (passed >> x) & 1:
                self.pend = (circle, lot, opener, high, highp, passed, owner, costs)
                self.tm = (x,)
                return
        chars = self.g.global_chars
        self.log(f"P{highp + 1} takes the {NAMES[chars[lot]]} for {high}")
        owner = owner + (highp,)
        costs = costs[:highp] + (high,) + costs[highp + 1:]
        self._next_lot(circle, lot + 1, opener, owner, costs)

    def _next_lot(self, circle, lot, opener, owner, costs) -> None:
        free = [x for x in circle if x not in owner]
        chars = self.g.global_chars
        if len(free) == 1:
            owner = owner + (free[0],)
            self.log(f"P{free[0] + 1} takes the {NAMES[chars[lot]]} for 0")
            self._after_auction(owner, costs)
            return
        if lot == 0:
            opener = circle[0]
        else:
            i = circle.index(opener)
            opener = next(x for x in circle[i + 1:] + circle[:i + 1] if x in free)
        self.pend = (circle, lot, opener, -1, -1, 0, owner, costs)
        self.ph = AUCTION
        self.tm = (opener,)

    def _after_auction(self, owner: tuple[int, ...], costs: tuple[int, ...]) -> None:
        g = self.g
        order, i = [], 0
        for table in g.tables:
            order.append(tuple(owner[i:i + len(table)]))
            i += len(table)
        self._seat(tuple(order), 0, costs=costs)
        self._begin(tuple(order))

    def _begin(self, order: tuple[tuple[int, ...], ...]) -> None:
        """Quarter 1 from the initial seating: initial tokens (§3.2), then the first deal."""
        self._seat(order, 0, quarter=1)
        if not self.g.party:
            ranks = [p for row in order for p in row]
            tokens: list[tuple[int, ...]] = [()] * self.g.n
            for r, p in enumerate(ranks):
                tokens[p] = (r + 1,)
            self.tokens = tuple(tokens)
        self._deal()

    # ---- results ---------------------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Points so far: gear tokens minus Auction costs (§6)."""
        return tuple(sum(t) - c for t, c in zip(self.tokens, self.costs, strict=True))

    def _result(self) -> Result:
        n = self.g.n
        if self.g.party:
            standing = [p for row in self.st.order for p in row]
            scores = [0] * n
            for i, p in enumerate(standing):
                scores[p] = n - i
            return Result(tuple(scores), tuple(standing), (standing[0],))
        sc = self.scores()
        last = [t[4] if len(t) > 4 else 0 for t in self.tokens]
        ranking = tuple(sorted(range(n), key=lambda p: (-sc[p], -last[p])))
        return Result(sc, ranking, (ranking[0],), {"quarter4_tokens": last})

    def _explain(self, seat: int, label: str) -> str:
        return explain(self, seat, label)

    def _view(self, seat: int | None) -> dict:
        return view(self, seat)

    def _determinize(self, seat: int | None) -> None:
        determinize(self, seat)

    def evaluate(self) -> tuple[float, ...]:
        return evaluate(self)


def _play_text(name: str, verb: str, act: Action | None, q: int) -> str:
    """The event of a play or a pass, logged as ``(name, verb, action or None, quantity)``."""
    if act is None:
        return name + verb
    return name + verb + act[0][5:] + (f" as {q}" if act[1][4] else "")


def _ordinal(i: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(i, f"{i}th")

