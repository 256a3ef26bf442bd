"""The Steam Court state: the rules of the spec, as a compact and fast state machine.

Compact layout (cheap ``clone``): hands are packed ints (see ``cards``) in a list indexed by
contract seat; the ``trick`` is one fixed-size tuple, held inline once compiled (top quantity,
value and player, passed mask, cards in it, the Pirate's cards in it, the plays as a cons list);
the playing table's Quarter state is a few int and tuple fields (the Court Hand, the discard pile,
who went out, what privileges revealed); the ``seating`` of the Quarter is one immutable
:class:`Seating` (it holds the game's fixed ``rules``); ``tokens`` holds each player's gear tokens.
Positions (seats of the spec) are indexes into ``Seating.order[table]``; "player" below always
means a contract seat (``p``).
"""

from __future__ import annotations

from typing import Any, Final

from meeple.core import Action, Result, State

from . import cards, court
from .cards import MASTERSTROKE, PASS, UNIT
from .court import BEFORE, NAMES, RECIPIENT, Rules
from .explain import explain
from .phases import ANNOUNCE, AUCTION, COUP, DIVE, DRAW, GIFT, KEEP, OVER, PLAY, STEAL, STOP, SWAP, USED_BIT
from .views import determinize, evaluate, view

STOP_ACTION: Final = Action("stop", True)
ALLOW: Final = Action("allow", False)
STEAL_ACTION: Final = Action("steal", True)
NO_STEAL: Final = Action("no steal", False)
COUP_ACTION: Final = Action("coup", True)
NO_COUP: Final = Action("no coup", False)
DRAW_ACTION: Final = Action("draw", True)
NO_DRAW: Final = Action("no draw", False)
SWAP_ACTION: Final = Action("swap", True)
KEEP_HAND: Final = Action("keep hand", False)
GIFT_NONE: Final = Action("gift none", 0)
DONE: Final = Action("done", -1)
ANNOUNCE_ACTIONS: Final = tuple(Action(f"announce {q}", q) for q in range(cards.MAX_QUANTITY + 1))
BID_ACTIONS: Final = tuple(Action(f"bid {c}", c) for c in range(51))
INSPECT_ACTIONS: Final = tuple(Action(f"inspect {p}", ("inspect", p)) for p in range(10))
DIVE_ACTIONS: Final = tuple(Action(f"dive {v}", ("dive", v)) for v in range(13))
TAKE_ACTIONS: Final = tuple(Action(f"take {t}", k) for k, t in enumerate(cards.TOKENS))
#: ``to_move`` for each single player, shared rather than rebuilt on every turn
ONLY_MOVER: Final = tuple((p,) for p in range(10))
_PICKS: dict[tuple, Action] = {}


def _pick(verb: str, chosen: int) -> Action:
    """The cached action ``verb <cards>`` choosing the packed cards ``chosen``."""
    key = (verb, chosen)
    act = _PICKS.get(key)
    if act is None:
        act = _PICKS[key] = Action(f"{verb} {cards.cardlist(chosen)}", chosen)
    return act


def _choose(hand: int, n: int, verb: str) -> list[Action]:
    """Every multiset of exactly ``n`` cards of ``hand`` (kind order), as ``verb 1,5`` actions."""
    present = [k for k in range(16) if (hand >> (4 * k)) & 15]
    combos = [0]
    for k in present:
        have = (hand >> (4 * k)) & 15
        combos = [base + c * UNIT[k] for base in combos for c in range(min(have, n - cards.size(base)) + 1)]
    chosen = [c for c in combos if cards.size(c) == n]
    chosen.sort(key=cards.kinds)
    return [_pick(verb, c) for c in chosen]


def _choose_pairs(hand: int, verb: str) -> list[Action]:
    """The multisets of exactly two cards of ``hand``, fast (the Queen's gift, the Doctor's keep)."""
    present = [k for k in range(16) if (hand >> (4 * k)) & 15]
    out = []
    for i, a in enumerate(present):
        one_a = UNIT[a]
        if (hand >> (4 * a)) & 15 >= 2:
            out.append(_pick(verb, 2 * one_a))
        for b in present[i + 1:]:
            out.append(_pick(verb, one_a + UNIT[b]))
    return out


def _options(hand: int, n: int, verb: str) -> list[Action]:
    """The choices of exactly ``n`` cards of ``hand`` (gifts, the Doctor's keep)."""
    if n == 2:
        return _choose_pairs(hand, verb)
    if n == 1:
        return [_pick(verb, UNIT[k]) for k in range(16) if (hand >> (4 * k)) & 15]
    return _choose(hand, n, verb)


class Seating:
    """Who sits where during one Quarter (immutable; replaced, never changed; made by :func:`shared_seating`).

    ``order[t]``: the players of table t by position (rank); ``character_of``/``holder``: player <->
    character; ``turn_order``: the playing table's turn order; ``after[p]``: the players after p in
    turn order, p last; ``playing_table``: 0 (the only or the Royal Table) or 1 (the Renegade Table);
    ``circle``: the fixed turn order of level 2; ``costs``: Auction costs; ``royal_went_out``: the
    Royal Table's going-out order while the Renegade Table plays; ``role_<power>``: the player holding
    that in-play power at the playing table, or -1.
    """

    __slots__ = ("rules", "order", "character_of", "holder", "turn_order", "after", "names", "playing_table",
                 "quarter", "circle", "costs", "royal_went_out", "role_stop", "role_equal", "role_lower", "role_look",
                 "role_dive", "role_steal_back")

    def __init__(self, rules: Rules, order: tuple[tuple[int, ...], ...], playing_table: int, quarter: int,
                 circle: tuple[int, ...] | None, costs: tuple[int, ...], royal_went_out: tuple[int, ...]) -> None:
        self.rules = rules
        self.order = order
        self.playing_table = playing_table
        self.quarter = quarter
        self.circle = circle
        self.costs = costs
        self.royal_went_out = royal_went_out
        character_of = [-1] * rules.players
        holder = [-1] * 10
        for t, players in enumerate(order):
            for pos, p in enumerate(players):
                c = rules.tables[t][pos]
                character_of[p] = c
                holder[c] = p
        self.character_of = tuple(character_of)
        self.holder = tuple(holder)
        turn_order = circle if circle is not None else order[playing_table]
        self.turn_order = turn_order
        after: list[tuple[int, ...]] = [()] * rules.players
        for i, p in enumerate(turn_order):
            after[p] = turn_order[i + 1:] + turn_order[:i + 1]
        self.after = tuple(after)
        chars = rules.tables[playing_table]
        role = [holder[c] if c >= 0 else -1 for c in (court.with_power(chars, power) for power in (
            "stop", "equal", "lower", "look", "dive", "steal_back"))]
        self.role_stop, self.role_equal, self.role_lower = role[0], role[1], role[2]
        self.role_look, self.role_dive, self.role_steal_back = role[3], role[4], role[5]
        self.names = tuple(f"P{p + 1} ({NAMES[character_of[p]]})" if character_of[p] >= 0 else f"P{p + 1}"
                           for p in range(rules.players))


_SEATINGS: Final[dict[tuple, Seating]] = {}  # emptied when it holds 8192


def shared_seating(rules: Rules, order: tuple[tuple[int, ...], ...], playing_table: int, quarter: int,
                   circle: tuple[int, ...] | None, costs: tuple[int, ...], royal_went_out: tuple[int, ...]) -> Seating:
    """The Seating of these arguments, shared by every game that reaches it (Seatings never change)."""
    key = (rules, order, playing_table, quarter, circle, costs, royal_went_out)
    seating = _SEATINGS.get(key)
    if seating is None:
        if len(_SEATINGS) >= 8192:
            _SEATINGS.clear()
        seating = _SEATINGS[key] = Seating(rules, order, playing_table, quarter, circle, costs, royal_went_out)
    return seating


class SteamCourt(State):
    """A game of Steam Court (spec ``steam_court.md``)."""

    __slots__ = ("to_move_seats", "phase", "hand", "trick", "pending", "seating", "tokens", "court_hand", "discard",
                 "used", "went_out", "trick_number", "diver", "received", "court_known", "looked_at", "knowledge",
                 "known_gifts")
    to_move_seats: tuple[int, ...]  # who decides now (``to_move``); empty once the game is over
    phase: int  # the decision the game waits for (``phases``)
    hand: list[int]  # per player, his packed hand
    #: (top quantity, top value, top player or the leader, passed mask, cards in the trick, the Pirate's cards
    #: in it, the plays as a cons list ``(earlier, (player, label, quantity, value, stopped by or -1))``)
    trick: tuple[int, int, int, int, int, int, Any]
    #: the decision in progress, by phase: COUP the position asked; GIFT, DRAW, SWAP (position, step of
    #: his privileges); KEEP (position, step, cards drawn, how many to keep); ANNOUNCE (player, play);
    #: STOP (player, play, quantity); DIVE (cards pulled, cards taken, most to take, value shown, number
    #: pulled); AUCTION (circle, lot, opener, high bid or -1, high bidder or -1, passed mask, owners by
    #: lot, costs); OVER the final standings, table by table (the seating the last Quarter produces);
    #: otherwise None
    pending: Any
    seating: Seating  # who sits where this Quarter
    tokens: tuple[tuple[int, ...], ...]  # per player, the gear tokens taken so far
    # the playing table's Quarter, set afresh by each deal (``_new_table``)
    court_hand: int  # packed
    discard: int  # packed
    used: int  # the once-per-Quarter powers used (USED_BIT)
    went_out: tuple[int, ...]  # the players out, in going-out order
    trick_number: int
    diver: int  # the Submariner who dived (the discard pile is no longer public), or -1
    received: int  # the cards given or served to the Tea Boy (he keeps them when he swaps)
    court_known: int  # bit p: player p knows the Court Hand exactly
    looked_at: int  # the player whose hand the Inspector saw, or -1
    knowledge: tuple[tuple[int, dict], ...]  # (player, entry): what privileges revealed to him
    #: per gift or serve, (giver, receiver, cards the giver knows for certain the receiver still holds)
    known_gifts: tuple[tuple[int, int, int], ...]

    # ---- contract ------------------------------------------------------------------------------------

    @property
    def to_move(self) -> tuple[int, ...]:
        return self.to_move_seats

    @property
    def is_over(self) -> bool:
        return not self.to_move_seats

    def clone(self) -> SteamCourt:
        new = SteamCourt(self.cfg, self.rng.copy())
        self._share_history(new)
        new.to_move_seats = self.to_move_seats
        new.phase = self.phase
        new.hand = self.hand[:]
        new.trick = self.trick
        new.pending = self.pending
        new.seating = self.seating
        new.tokens = self.tokens
        new.court_hand = self.court_hand
        new.discard = self.discard
        new.used = self.used
        new.went_out = self.went_out
        new.trick_number = self.trick_number
        new.diver = self.diver
        new.received = self.received
        new.court_known = self.court_known
        new.looked_at = self.looked_at
        new.knowledge = self.knowledge
        new.known_gifts = self.known_gifts
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
        self.went_out = ()
        self.trick_number = 0
        self.diver = -1
        self.received = 0
        self.court_known = 0
        self.looked_at = -1
        self.knowledge = ()
        self.known_gifts = ()

    @property
    def rules(self) -> Rules:
        """What is fixed for this game."""
        return self.seating.rules

    @property
    def quarter(self) -> int:
        return self.seating.quarter

    @property
    def playing_table(self) -> int:
        """The playing table: 0 (the only one, or the Royal Table) or 1 (the Renegade Table)."""
        return self.seating.playing_table

    @property
    def circle(self) -> tuple[int, ...] | None:
        return self.seating.circle

    @property
    def costs(self) -> tuple[int, ...]:
        return self.seating.costs

    # ---- a new game ------------------------------------------------------------------------------------

    def _start(self, rules: Rules) -> None:
        """Empty game fields before the first seating."""
        n = rules.players
        self.to_move_seats = ()
        self.phase = 0
        self.hand = [0] * n
        self.trick = (0, 0, -1, 0, 0, 0, None)
        self.pending = None
        self._new_table(0)
        self.seating = shared_seating(rules, ((),) * len(rules.tables), 0, 1, None, (0,) * n, ())
        self.tokens = ((),) * n

    def _seeded_order(self) -> tuple[tuple[int, ...], ...]:
        """The random initial seating (§3.1; §7.4 also draws the circle): players by position."""
        rules, rng = self.rules, self.rng
        if rules.level == 2:
            gears = rng.shuffled(range(1, rules.players + 1))  # the gear draw fixes the circle (§7.4)
            circle = tuple(sorted(range(rules.players), key=lambda p: -gears[p]))
            self._set_seating(self.seating.order, 0, circle=circle)
        perm = rng.shuffled(range(rules.players))
        order, i = [], 0
        for table in rules.tables:
            order.append(tuple(perm[i:i + len(table)]))
            i += len(table)
        return tuple(order)

    # ---- quarters, deals, coups ---------------------------------------------------------------------

    def _set_seating(self, order: tuple[tuple[int, ...], ...], playing_table: int = 0, quarter: int = 0,
                     royal_went_out: tuple[int, ...] | None = None, circle: tuple[int, ...] | None = None,
                     costs: tuple[int, ...] | None = None) -> None:
        """New positions; the quarter (0), royal_went_out, circle and costs stay as they were unless given."""
        old = self.seating
        self.seating = shared_seating(
            self.rules, order, playing_table, quarter or old.quarter, old.circle if circle is None else circle,
            old.costs if costs is None else costs, old.royal_went_out if royal_went_out is None else royal_went_out)

    def _deal(self) -> None:
        """Shuffle the playing table's whole deck and deal it (§3.4), then the coup check (§5.15)."""
        rules, t = self.rules, self.playing_table
        deck = list(rules.deck_kinds[t])
        self.rng.shuffle(deck)
        share = rules.share[t]
        order = self.seating.order[t]
        hand = self.hand
        for i, p in enumerate(order):
            hand[p] = cards.pack(deck[i * share:(i + 1) * share])
        court_hand = cards.pack(deck[len(order) * share:])
        self._new_table(court_hand)
        self.trick = (0, 0, -1, 0, 0, 0, None)
        self.log(f"Quarter {self.quarter}: {self._table_name()} deals {_cards(share)} each, "
                 f"{cards.size(court_hand)} to the Court Hand")
        if rules.coups:
            self._ask_coup(1)
        else:
            self._privileges(0, 0)

    def _table_name(self) -> str:
        if not self.rules.two_tables:
            return "the table"
        return "the Royal Table" if self.playing_table == 0 else "the Renegade Table"

    def _ask_coup(self, pos: int) -> None:
        order = self.seating.order[self.playing_table]
        if pos >= len(order):
            self._privileges(0, 0)
            return
        self.phase = COUP
        self.pending = pos
        self.to_move_seats = (order[pos],)

    def _coup(self, p: int) -> None:
        """p moves to position 1 of his table, those above him move down one (§5.15), re-deal."""
        t = self.playing_table
        order = list(self.seating.order)
        row = list(order[t])
        row.remove(p)
        order[t] = (p, *row[:self.pending], *row[self.pending:])
        self.log(f"{self.seating.names[p]} calls a coup and takes the highest seat")
        self._set_seating(tuple(order), t)
        self._deal()

    def _privileges(self, pos: int, step: int) -> None:
        """Resolve pre-Quarter privileges from position ``pos`` down (§4.2) until a decision."""
        order = self.seating.order[self.playing_table]
        n = len(order)
        hand = self.hand
        while pos < n:
            p = order[pos]
            steps = BEFORE[self.seating.character_of[p]]
            while step < len(steps) and hand[p]:
                kind = steps[step][0]
                if kind in ("gift", "serve"):
                    count, to = steps[step][1], steps[step][2]
                    receiver = order[RECIPIENT[to]]
                    if receiver == p:  # §4.1: a gift to oneself is skipped
                        step += 1
                        continue
                    if kind == "serve":
                        self._give(p, receiver, cards.highest_plain(hand[p], count), "serves")
                        step += 1
                        continue
                    self.phase = GIFT
                elif kind == "swap":
                    self.phase = SWAP
                else:
                    self.phase = DRAW
                self.pending = (pos, step)
                self.to_move_seats = (p,)
                return
            pos += 1
            step = 0
        self._start_trick(order[0])

    def _give(self, p: int, receiver: int, given: int, verb: str) -> None:
        """p gives or serves the packed cards ``given`` to ``receiver`` (§4.2); both remember them."""
        self.hand[p] -= given
        self.hand[receiver] += given
        n = cards.size(given)
        known_gifts = []
        for giver, holder, known in self.known_gifts:
            if holder == p:  # what p gives on: its giver sees it only if he receives it
                known = cards.minus(known, given) if giver == receiver else cards.lower_each(known, n)
            known_gifts.append((giver, holder, known))
        known_gifts.append((p, receiver, given))
        self.known_gifts = tuple(known_gifts)
        if "swap" in (step[0] for step in BEFORE[self.seating.character_of[receiver]]):
            self.received += given
        names = self.seating.names
        self.log(f"{names[p]} {verb} {_cards(n)} to {names[receiver]}")
        quarter = self.quarter
        self._note(p, {"quarter": quarter, "what": verb.rstrip("s"), "to": receiver, "cards": cards.cardlist(given)})
        self._note(receiver, {"quarter": quarter, "what": "received", "from": p, "cards": cards.cardlist(given)})

    def _next_privilege(self) -> None:
        pos, step = self.pending
        self._privileges(pos, step + 1)

    # ---- trick play ------------------------------------------------------------------------------------

    def _start_trick(self, leader: int) -> None:
        self.trick = (0, 0, leader, 0, 0, 0, None)
        self.trick_number += 1
        self.phase = PLAY
        self.to_move_seats = ONLY_MOVER[leader]

    def _general_window(self, p: int) -> int:
        """The General who may stop p's non-lead play now (§4.3), or -1."""
        general = self.seating.role_stop
        if general < 0 or general == p or not self.hand[general] or (self.trick[3] >> general) & 1 or self.used & 1:
            return -1
        return general

    def _commit(self, p: int, act: tuple, quantity: int, lead: bool) -> None:
        """A complete play: the stop window, then it stands (§5.7). ``act`` is a play Action."""
        play: tuple[int, ...] = act[1]
        delta = play[5]
        self.hand[p] -= delta
        known_gifts = self.known_gifts
        if known_gifts:
            laid = cards.kinds_in(delta)
            for gift in known_gifts:
                if gift[1] == p and cards.kinds_in(gift[2]) & laid:
                    self._played_known(p, play)
                    break
        if lead:
            self._log = (self._log, (self.seating.names[p], " leads ", act, quantity))
        else:
            self._log = (self._log, (self.seating.names[p], " plays ", act, quantity))
            general = self._general_window(p)
            if general >= 0:
                self.phase = STOP
                self.pending = (p, act, quantity)
                self.to_move_seats = (general,)
                return
        self._stand(p, act, quantity)

    def _stand(self, p: int, act: tuple, quantity: int) -> None:
        """p's play stands: it tops the trick; p may go out, a Masterstroke ends the trick (§5.7)."""
        play: tuple[int, ...] = act[1]
        delta = play[5]
        _, _, _, passed, trick_cards, pirate_cards, plays = self.trick
        if p == self.seating.role_steal_back:
            pirate_cards += delta
        self.trick = (quantity, play[0], p, passed, trick_cards + delta, pirate_cards,
                      (plays, (p, act[0], quantity, play[0], -1)))
        if not self.hand[p]:
            if self._go_out(p):
                return
        if play[0] == 0:  # a Masterstroke ends the trick (§5.8)
            self._end_trick()
        else:
            self._next_turn(p)

    def _played_known(self, p: int, play: tuple[int, ...]) -> None:
        """Cards p lays (even if stopped later) lower what givers know for certain is in his hand."""
        value, plain, dual, lowered, multiplier = play[:5]
        parts = ((MASTERSTROKE, 1),) if value == 0 else ((value - 1, plain), (cards.DUAL_FOR[value], dual),
                                               (value + 1, lowered), (cards.MULTIPLIER, multiplier))
        out = []
        for giver, holder, known in self.known_gifts:
            if holder == p:
                for kind, n in parts:
                    if n:
                        known -= min((known >> (4 * kind)) & 15, n) * UNIT[kind]
            out.append((giver, holder, known))
        self.known_gifts = tuple(out)

    def _go_out(self, p: int) -> bool:
        """p has no cards left: he takes the top token (§5.11). True if the Quarter ended (§5.12)."""
        went_out = self.went_out + (p,)
        self._take_token(p, len(self.went_out))
        self.went_out = went_out
        holding = [x for x in self.seating.order[self.playing_table] if self.hand[x]]
        if len(holding) == 1:
            last = holding[0]
            self._take_token(last, len(went_out), True)
            self.went_out = went_out + (last,)
            self._end_table()
            return True
        return False

    def _take_token(self, p: int, i: int, last: bool = False) -> None:
        what = f"{self.seating.names[p]} " + ("is the last with cards" if last else f"goes out {_ordinal(i + 1)}")
        if self.rules.party:
            self.log(what)
            return
        token = self.rules.stacks[self.playing_table][i]
        tokens = list(self.tokens)
        tokens[p] = tokens[p] + (token,)
        self.tokens = tuple(tokens)
        self.log(f"{what} and takes token {token}")

    def _next_turn(self, p: int) -> None:
        """The next active player after p, p checked last (§5.6); the trick ends if there is none."""
        hand = self.hand
        passed = self.trick[3]
        for x in self.seating.after[p]:
            if hand[x] and not (passed >> x) & 1:
                self.phase = PLAY
                self.to_move_seats = ONLY_MOVER[x]
                return
        self._end_trick()

    def _end_trick(self) -> None:
        """§5.10: the Pirate's window, then discard and the next lead."""
        winner, pirate_cards = self.trick[2], self.trick[5]
        pirate = self.seating.role_steal_back
        if pirate_cards and pirate != winner and self.hand[pirate] and not self.used & 8:
            self.phase = STEAL
            self.to_move_seats = (pirate,)
            return
        self._finish_trick(False)

    def _finish_trick(self, steal: bool) -> None:
        """The Pirate steals back or not; the trick's cards are discarded; the winner (or the next
        player holding cards) leads (§5.10)."""
        _, _, winner, _, trick_cards, pirate_cards, _ = self.trick
        if steal:
            pirate = self.seating.role_steal_back
            self.hand[pirate] += pirate_cards
            trick_cards -= pirate_cards
            self._use("steal_back")
            self.log(f"{self.seating.names[pirate]} steals back {cards.cardlist(pirate_cards)}")
        self.discard += trick_cards
        names = self.seating.names
        self.log(f"{names[winner]} wins the trick")
        leader = winner
        if not self.hand[winner]:
            for x in self.seating.after[winner]:
                if self.hand[x]:
                    leader = x
                    break
        self._start_trick(leader)

    def _end_table(self) -> None:
        """The Quarter is over at the playing table (§5.12): the next table, or reseating."""
        went_out = self.went_out
        self.hand[went_out[-1]] = 0  # the last player's cards are gathered for the next deal
        if self.rules.two_tables and self.playing_table == 0:
            self._set_seating(self.seating.order, 1, royal_went_out=went_out)
            self._deal()
            return
        order = self._reseated(went_out)
        if self.quarter == 4:  # the final standings are the seating the last Quarter produces; the
            # seating stays the one of Quarter 4 (the Quarter played), the standings are kept apart
            self.phase = OVER
            self.to_move_seats = ()
            self.pending = order
            self.log("The game is over")
            return
        self._set_seating(order, 0, quarter=self.quarter + 1, royal_went_out=())
        self._deal()

    def _reseated(self, went_out: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """The next Quarter's positions from the going-out order(s) (§5.13, §5.14)."""
        if not self.rules.two_tables:
            return (went_out,)
        royal, renegade = self.seating.royal_went_out, went_out
        return (royal[:-2] + renegade[:2], royal[-2:] + renegade[2:])

    # ---- the hooks ---------------------------------------------------------------------------------------

    def _legal(self, seat: int) -> list[Action]:
        """The actions of ``seat`` in the current phase (§8); plays come from ``cards.plays``."""
        phase = self.phase
        if phase == PLAY:
            trick = self.trick
            seating = self.seating
            if trick[0]:
                lowest = trick[1] if seat == seating.role_equal else trick[1] + 1
                out = cards.plays(self.hand[seat], trick[0], lowest, seat == seating.role_lower)
            else:
                out = cards.plays(self.hand[seat], 0, 1, seat == seating.role_lower)
            if seat == seating.role_look or seat == seating.role_dive:
                return self._free_actions(seat) + out
            return out
        if phase == STOP:
            return [STOP_ACTION, ALLOW]
        if phase == ANNOUNCE:
            return list(ANNOUNCE_ACTIONS[self.pending[1][1][6]:])
        if phase == STEAL:
            return [STEAL_ACTION, NO_STEAL]
        if phase == COUP:
            if cards.count(self.hand[seat], MASTERSTROKE) >= 3:
                return [COUP_ACTION, NO_COUP]
            return [NO_COUP]
        if phase == GIFT:
            pos, step = self.pending
            n = BEFORE[self.seating.character_of[seat]][step][1]
            return [GIFT_NONE] + _options(self.hand[seat], n, "gift")
        if phase == DRAW:
            return [DRAW_ACTION, NO_DRAW] if self.court_hand else [NO_DRAW]
        if phase == KEEP:
            drawn, keep = self.pending[2], self.pending[3]
            return _options(drawn, min(keep, cards.size(drawn)), "keep")
        if phase == SWAP:
            return [SWAP_ACTION, KEEP_HAND]
        if phase == DIVE:
            pulled, taken = self.pending[0], self.pending[1]
            left = pulled - taken
            return [TAKE_ACTIONS[k] for k in range(16) if cards.count(left, k)] + [DONE]
        if phase == AUCTION:
            return self._legal_bid()
        return []

    def _free_actions(self, p: int) -> list[Action]:
        """The Inspector's look and the Submariner's dive, at the start of their turns (§4.3)."""
        hand, seating = self.hand, self.seating
        out: list[Action] = []
        if p == seating.role_look and not self.used & 2:
            out.extend(INSPECT_ACTIONS[x] for x in self.seating.order[self.playing_table] if x != p and hand[x])
        if p == seating.role_dive and not self.used & 4 and self.discard and hand[p] & cards.PLAIN_MASK:
            out.extend(DIVE_ACTIONS[k + 1] for k in range(12) if (hand[p] >> (4 * k)) & 15)
        return out

    def _play(self, action: Action, seat: int) -> None:
        """Carry out ``seat``'s legal ``action`` in the current phase."""
        phase = self.phase
        if phase == PLAY:
            if action is PASS:
                quantity, value, top, passed, trick_cards, pirate_cards, plays = self.trick
                self.trick = (quantity, value, top, passed | (1 << seat), trick_cards, pirate_cards, plays)
                self._log = (self._log, (self.seating.names[seat], " passes", None, 0))
                self._next_turn(seat)
                return
            act: tuple = action
            data: tuple = act[1]
            if type(data[0]) is int:
                quantity = self.trick[0]
                if quantity == 0:
                    if data[4] and data[6]:
                        self.phase = ANNOUNCE
                        self.pending = (seat, action)
                        return
                    self._commit(seat, act, data[6] or 1, True)
                else:
                    self._commit(seat, act, quantity, False)
            elif data[0] == "inspect":
                self._inspect(seat, data[1])
            else:
                self._dive(seat, data[1])
        elif phase == STOP:
            p, act, quantity = self.pending
            if action is STOP_ACTION:
                self.hand[p] += act[1][5]
                self._use("stop")
                top_quantity, value, top, passed, trick_cards, pirate_cards, plays = self.trick
                self.trick = (top_quantity, value, top, passed, trick_cards, pirate_cards,
                              (plays, (p, act[0], quantity, act[1][0], seat)))
                self.log(f"{self.seating.names[seat]} stops it")
                self._next_turn(p)
            else:
                self._stand(p, act, quantity)
        elif phase == ANNOUNCE:
            p, act = self.pending
            self._commit(p, act, action[1], True)
        elif phase == STEAL:
            if not action[1]:
                self.log(f"{self.seating.names[seat]} does not steal back")
            self._finish_trick(action[1])
        elif phase == COUP:
            if action[1]:
                self._coup(seat)
            else:
                self.log(f"{self.seating.names[seat]}: no coup")
                self._ask_coup(self.pending + 1)
        elif phase == GIFT:
            step = self.pending[1]
            to = BEFORE[self.seating.character_of[seat]][step][2]
            receiver = self.seating.order[self.playing_table][RECIPIENT[to]]
            if action[1]:
                self._give(seat, receiver, action[1], "gives")
            else:
                self.log(f"{self.seating.names[seat]} gives nothing")
            self._next_privilege()
        elif phase == DRAW:
            self._draw(seat, action[1])
        elif phase == KEEP:
            self._keep(seat, action[1])
        elif phase == SWAP:
            self._swap(seat, action[1])
        elif phase == DIVE:
            self._dive_take(seat, action[1])
        elif phase == AUCTION:
            self._bid(seat, action)

    # ---- privileges -------------------------------------------------------------------------------

    def _draw(self, p: int, draw: bool) -> None:
        pos, step = self.pending
        _, n_draw, n_keep = BEFORE[self.seating.character_of[p]][step]
        if not draw:
            self.log(f"{self.seating.names[p]} does not draw")
            self._next_privilege()
            return
        court_hand = self.court_hand
        drawn = cards.pack(self.rng.sample(cards.kinds(court_hand), min(n_draw, cards.size(court_hand))))
        self.court_hand = court_hand - drawn
        self.phase = KEEP
        self.pending = (pos, step, drawn, n_keep)

    def _keep(self, p: int, kept: int) -> None:
        pos, step, drawn, _ = self.pending
        self.hand[p] += kept
        self.court_hand += drawn - kept
        self.log(f"{self.seating.names[p]} draws {_cards(cards.size(drawn))} from the Court Hand and keeps "
                 f"{cards.size(kept)}")
        self._note(p, {"quarter": self.quarter, "what": "drew", "cards": cards.cardlist(drawn),
                       "kept": cards.cardlist(kept)})
        self.pending = (pos, step)
        self._next_privilege()

    def _swap(self, p: int, swap: bool) -> None:
        """The Tea Boy trades his hand, less the cards he received, for the Court Hand (§4.2), or not."""
        if swap:
            hand, received = self.hand[p], self.received
            stay = 0
            for k in range(16):
                stay += min(cards.count(hand, k), cards.count(received, k)) * UNIT[k]
            rest = hand - stay
            self.hand[p] = stay + self.court_hand
            self.court_hand = rest
            self.court_known |= 1 << p
            self._note(p, {"quarter": self.quarter, "what": "swapped", "court": cards.cardlist(rest)})
            self.log(f"{self.seating.names[p]} trades his hand for the Court Hand")
        else:
            self.log(f"{self.seating.names[p]} keeps his hand")
        self._next_privilege()

    # ---- free actions in trick play -----------------------------------------------------------------

    def _inspect(self, p: int, target: int) -> None:
        """The Inspector looks at ``target``'s hand and the Court Hand (§4.3)."""
        self._use("look")
        self.court_known |= 1 << p
        self.looked_at = target
        self._note(p, {"quarter": self.quarter, "what": "looked", "trick": self.trick_number, "target": target,
                       "hand": cards.cardlist(self.hand[target]), "court": cards.cardlist(self.court_hand)})
        self.log(f"{self.seating.names[p]} looks at the hand of {self.seating.names[target]} and the Court Hand")

    def _dive(self, p: int, value: int) -> None:
        """The Submariner reveals a ``value`` and pulls that many random discards (§4.3)."""
        self._use("dive")
        discard = self.discard
        pulled = cards.pack(self.rng.sample(cards.kinds(discard), min(value, cards.size(discard))))
        n = cards.size(pulled)
        self.diver = p
        if self.looked_at == p:  # the Inspector's snapshot of this hand is no longer exact
            self.looked_at = -1
        self.pending = (pulled, 0, n // 2, value, n)
        if n // 2 == 0:
            self._dive_end(p)
            return
        self.discard = discard - pulled
        self.phase = DIVE

    def _dive_take(self, p: int, kind: int) -> None:
        """The Submariner keeps one more pulled card of ``kind``, or is done (``kind`` -1)."""
        pulled, taken, limit, value, n = self.pending
        if kind >= 0:
            taken += UNIT[kind]
            self.pending = (pulled, taken, limit, value, n)
            if cards.size(taken) < limit:
                return
        self.discard += pulled - taken
        self.hand[p] += taken
        self._dive_end(p)

    def _dive_end(self, p: int) -> None:
        pulled, taken, _, value, n = self.pending
        self._note(p, {"quarter": self.quarter, "what": "dived", "pulled": cards.cardlist(pulled),
                       "kept": cards.cardlist(taken)})
        self.log(f"{self.seating.names[p]} reveals a {value}, dives for {_cards(n)} and keeps "
                 f"{cards.size(taken)}")
        self.phase = PLAY
        self.pending = None

    # ---- auction (§7.2) --------------------------------------------------------------------------------

    def _legal_bid(self) -> list[Action]:
        high = self.pending[3]
        cap = 5 * self.rules.players
        if high < 0:
            return list(BID_ACTIONS[:cap + 1])
        return list(BID_ACTIONS[high + 1:cap + 1]) + [PASS]

    def _bid(self, p: int, action: Action) -> None:
        """A bid or a pass; the next bidder, or the lot goes to the high bidder (§7.2)."""
        circle, lot, opener, high, high_bidder, passed, owners, costs = self.pending
        if action is PASS:
            passed |= 1 << p
            self.log(f"P{p + 1} passes")
        else:
            high, high_bidder = action[1], p
            self.log(f"P{p + 1} bids {high}")
        free = [x for x in circle if x not in owners]
        i = circle.index(p)
        for x in circle[i + 1:] + circle[:i + 1]:
            if x in free and x != high_bidder and not (passed >> x) & 1:
                self.pending = (circle, lot, opener, high, high_bidder, passed, owners, costs)
                self.to_move_seats = (x,)
                return
        characters = self.rules.ranked_characters
        self.log(f"P{high_bidder + 1} takes the {NAMES[characters[lot]]} for {high}")
        owners = owners + (high_bidder,)
        costs = costs[:high_bidder] + (high,) + costs[high_bidder + 1:]
        self._next_lot(circle, lot + 1, opener, owners, costs)

    def _next_lot(self, circle, lot, opener, owners, costs) -> None:
        """The auction of the character ``lot`` (by rank) opens; the last player without one takes
        the last for 0 (§7.2)."""
        free = [x for x in circle if x not in owners]
        characters = self.rules.ranked_characters
        if len(free) == 1:
            owners = owners + (free[0],)
            self.log(f"P{free[0] + 1} takes the {NAMES[characters[lot]]} for 0")
            self._after_auction(owners, costs)
            return
        if lot == 0:
            opener = circle[0]
        else:
            i = circle.index(opener)
            opener = next(x for x in circle[i + 1:] + circle[:i + 1] if x in free)
        self.pending = (circle, lot, opener, -1, -1, 0, owners, costs)
        self.phase = AUCTION
        self.to_move_seats = (opener,)

    def _after_auction(self, owners: tuple[int, ...], costs: tuple[int, ...]) -> None:
        """The players sit by the characters they bought (by rank), then Quarter 1 begins."""
        rules = self.rules
        order, i = [], 0
        for table in rules.tables:
            order.append(tuple(owners[i:i + len(table)]))
            i += len(table)
        self._set_seating(tuple(order), 0, costs=costs)
        self._begin(tuple(order))

    def _begin(self, order: tuple[tuple[int, ...], ...]) -> None:
        """Quarter 1 from the initial seating: initial tokens (§3.2), then the first deal."""
        self._set_seating(order, 0, quarter=1)
        if not self.rules.party:
            ranks = [p for row in order for p in row]
            tokens: list[tuple[int, ...]] = [()] * self.rules.players
            for r, p in enumerate(ranks):
                tokens[p] = (r + 1,)
            self.tokens = tuple(tokens)
        self._deal()

    # ---- results ---------------------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Points so far: gear tokens minus Auction costs (§6)."""
        return tuple(sum(t) - c for t, c in zip(self.tokens, self.costs, strict=True))

    def _result(self) -> Result:
        n = self.rules.players
        if self.rules.party:
            rows = self.pending if self.phase == OVER else self.seating.order
            standing = [p for row in rows for p in row]
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
    """The event of a play or a pass, logged as ``(name, verb, action or None, quantity)``:
    ``P2 (Alchemist) plays four 10s (10, X)``, ``P3 (Queen) leads one 9 (11 lowered to 9)``."""
    if act is None:
        return name + verb
    if act[0] == "play M":
        return name + verb + "the Masterstroke"
    play = act[1]
    count = q if play[4] else play[6]
    shown = act[0].split(": ", 1)[1].replace(">", " lowered to ").replace(",", ", ")
    return f"{name}{verb}{_number(count)} {play[0]}{'s' if count != 1 else ''} ({shown})"


_NUMBER_WORDS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                        "eleven", "twelve")
_ORDINALS: Final = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                    "tenth")


def _number(n: int) -> str:
    return _NUMBER_WORDS[n] if n < len(_NUMBER_WORDS) else str(n)


def _cards(n: int) -> str:
    """``1 card``, ``14 cards``."""
    return f"{n} card{'s' if n != 1 else ''}"


def _ordinal(i: int) -> str:
    return _ORDINALS[i] if i < len(_ORDINALS) else f"{i}th"
