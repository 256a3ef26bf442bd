"""What each player may see (spec §9), determinization, and the evaluation bots use."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from meeple.core import standing_values

from . import cards
from .court import BEFORE, IDS, RECIPIENT
from .phases import (
    ANNOUNCE,
    AUCTION,
    DIVE,
    GIFT,
    KEEP,
    PHASES,
    STOP,
    USED_BIT,
)

if TYPE_CHECKING:
    from .state import SteamCourt


def _trick(s: SteamCourt) -> dict[str, Any]:
    """The trick in progress: its plays in order, its top player, its leader and who passed."""
    plays = []
    node = s.trick[6]
    while node is not None:
        p, label, quantity, value, stopper = node[1]
        plays.append({"player": p, "play": label, "value": value, "quantity": quantity,
                      "stopped_by": None if stopper < 0 else stopper})
        node = node[0]
    plays.reverse()
    quantity, _, top, passed, _, _, _ = s.trick
    return {"number": s.trick_number, "plays": plays, "top": top if quantity else None,
            "leader": plays[0]["player"] if plays else (top if top >= 0 else None),
            "passed": [p for p in range(s.rules.players) if (passed >> p) & 1]}


def view(s: SteamCourt, seat: int | None) -> dict[str, Any]:
    """Everything ``seat`` may know; ``None``: the public part only."""
    rules = s.rules
    opts = json.loads(json.dumps({k: v for k, v in s.cfg.options.items() if k != "setup"}))
    out: dict[str, Any] = {"game": "steam_court", "variant": rules.variant, "options": opts,
                           "players": rules.players, "phase": PHASES[s.phase], "to_move": list(s.to_move_seats)}
    if s.phase == AUCTION:
        circle, lot, _, high, high_bidder, passed, owners, costs = s.pending
        out["auction"] = {"circle": list(circle), "lot": IDS[rules.ranked_characters[lot]],
                          "high_bid": None if high < 0 else high,
                          "high_bidder": None if high_bidder < 0 else high_bidder,
                          "passed": [p for p in circle if (passed >> p) & 1],
                          "won": {IDS[rules.ranked_characters[i]]: p for i, p in enumerate(owners)},
                          "costs": list(costs)}
        if seat is not None:
            out["seat"] = seat
        return out
    seating = s.seating
    tables = []
    for t, row in enumerate(seating.order):
        name = ("royal" if t == 0 else "renegade") if rules.two_tables else "single"
        tables.append({"table": name, "seats": [{"position": i + 1, "character": IDS[rules.tables[t][i]],
                                                 "player": p} for i, p in enumerate(row)]})
    out["quarter"] = s.quarter
    out["tables"] = tables
    out["playing_table"] = s.playing_table
    if s.circle is not None:  # level 2 only
        out["circle"] = list(s.circle)
    out["characters"] = [IDS[c] for c in seating.character_of]
    out["hand_sizes"] = [cards.size(h) for h in s.hand]
    out["court_size"] = cards.size(s.court_hand)
    out["discard_size"] = cards.size(s.discard)
    went_out = list(s.went_out)
    out["out"] = went_out
    if rules.two_tables and s.playing_table == 1:
        out["royal_out"] = list(s.seating.royal_went_out)
    if not rules.party:
        out["tokens"] = [list(t) for t in s.tokens]
        out["costs"] = list(s.costs)
        out["scores"] = list(s.scores())
        out["stack"] = list(rules.stacks[s.playing_table][len(went_out):]) if s.to_move_seats else []
        out["stacks"] = [list(stack) if t > s.playing_table else out["stack"] if t == s.playing_table else []
                         for t, stack in enumerate(rules.stacks)]
    out["used"] = [k for k, b in USED_BIT.items() if s.used & b]
    out["trick"] = _trick(s)
    pending = _pending(s, seat)
    if pending:
        out["pending"] = pending
    if seat is not None:
        out["seat"] = seat
        out["hand"] = cards.cardlist(s.hand[seat])
        out["private"] = [dict(e) for p, e in s.knowledge if p == seat]
    if not s.to_move_seats:
        r = s.result()
        out["result"] = {"scores": list(r.scores), "ranking": list(r.ranking), "winners": list(r.winners)}
    return out


def _pending(s: SteamCourt, seat: int | None) -> dict[str, Any]:
    """The decision in progress, with the drawn or pulled cards for their owner only."""
    phase = s.phase
    if phase == GIFT:
        step = s.pending[1]
        giver = s.to_move_seats[0]
        _, count, to = BEFORE[s.seating.character_of[giver]][step]
        return {"player": giver, "cards": count, "to": s.seating.order[s.playing_table][RECIPIENT[to]]}
    if phase == STOP:
        p, act, quantity = s.pending
        return {"player": p, "play": act[0], "quantity": quantity}
    if phase == ANNOUNCE:
        p, act = s.pending
        return {"player": p, "play": act[0]}
    if phase == KEEP:
        _, _, drawn, keep = s.pending
        d = {"drawn": cards.size(drawn), "keep": min(keep, cards.size(drawn))}
        if seat == s.to_move_seats[0]:
            d["cards"] = cards.cardlist(drawn)
        return d
    if phase == DIVE:
        pulled, taken, limit, value, n = s.pending
        d = {"value": value, "pulled": n, "limit": limit, "taken": cards.size(taken)}
        if seat == s.to_move_seats[0]:
            d["cards"] = cards.cardlist(pulled - taken)
            d["kept"] = cards.cardlist(taken)
        return d
    return {}


def determinize(s: SteamCourt, seat: int | None) -> None:
    """Resample what ``seat`` cannot see (spec §9), keeping every size and all it knows."""
    if s.phase == AUCTION or not s.to_move_seats:
        return
    known_court = seat is not None and (s.court_known >> seat) & 1
    known_discard = s.diver < 0 or s.diver == seat
    looked_at = s.looked_at if seat is not None and seat == s.seating.role_look else -1
    places: list[tuple[str, int, int]] = []  # (what, player or 0, size)
    pool = 0
    for p in s.seating.order[s.playing_table]:
        if p != seat and p != looked_at and s.hand[p]:
            places.append(("hand", p, cards.size(s.hand[p])))
            pool += s.hand[p]
    if not known_court:
        places.append(("court", 0, cards.size(s.court_hand)))
        pool += s.court_hand
    if not known_discard:
        places.append(("discard", 0, cards.size(s.discard)))
        pool += s.discard
    pending = s.pending
    if s.phase == KEEP and seat != s.to_move_seats[0]:
        places.append(("drawn", 0, cards.size(pending[2])))
        pool += pending[2]
    if s.phase == DIVE and seat != s.to_move_seats[0]:
        places.append(("pulled", 0, cards.size(pending[0])))
        pool += pending[0]
    # cards the seat gave or served and knows for certain are still in the receiver's hand stay there
    kept_known = [0] * s.rules.players
    for giver, holder, known in s.known_gifts:
        if giver == seat and known and any(w == "hand" and i == holder for w, i, _ in places):
            certain = cards.cap(known, pool)
            kept_known[holder] += certain
            pool -= certain
    pooled = cards.kinds(pool)
    s.rng.shuffle(pooled)
    i = 0
    if seat is None or seat != _swapper(s):
        s.received = 0  # what the Tea Boy received is his and his givers' knowledge only
    # in the resampled world only the seat's own certainties still hold
    s.known_gifts = tuple(e for e in s.known_gifts if e[0] == seat)
    for what, idx, n in places:
        if what == "hand":
            n -= cards.size(kept_known[idx])
        dealt = cards.pack(pooled[i:i + n])
        i += n
        if what == "hand":
            dealt += kept_known[idx]
            s.hand[idx] = dealt
        elif what == "court":
            s.court_hand = dealt
        elif what == "discard":
            s.discard = dealt
        elif what == "drawn":
            s.pending = pending[:2] + (dealt,) + pending[3:]
        else:
            taken = cards.pack(cards.kinds(dealt)[:cards.size(pending[1])])
            s.pending = (dealt, taken) + pending[2:]
    s._lseat = -1


def _swapper(s: SteamCourt) -> int:
    """The playing table's Tea Boy (who may swap), or -1."""
    for p in s.seating.order[s.playing_table]:
        if any(step[0] == "swap" for step in BEFORE[s.seating.character_of[p]]):
            return p
    return -1


def evaluate(s: SteamCourt) -> tuple[float, ...]:
    """Each seat's likely final standing in [0, 1]: points so far, hand strength and position."""
    rules = s.rules
    n = rules.players
    if not s.to_move_seats:
        return standing_values(s.result(), n)
    if s.phase == AUCTION:
        return tuple([0.5] * n)
    # expected points this Quarter: players out keep their token; the others are ranked by hand
    projected = [0.0] * n
    went_out = s.went_out
    playing = [p for p in s.seating.order[s.playing_table] if p not in went_out]
    strength = {p: _strength(s.hand[p]) for p in playing}
    ranked = sorted(playing, key=lambda p: -strength[p])
    stack = rules.stacks[s.playing_table] if not rules.party else tuple(range(n, 0, -1))
    for i, p in enumerate(ranked):
        projected[p] += stack[len(went_out) + i]
    if rules.two_tables and s.playing_table == 0:
        other = rules.stacks[1]
        for p in s.seating.order[1]:
            projected[p] += sum(other) / len(other)
    later = 4 - s.quarter
    rank = {p: i for i, p in enumerate(p for row in s.seating.order for p in row)}
    for p in range(n):
        projected[p] += later * ((n + 1) / 2 + 0.2 * ((n - 1) / 2 - rank[p]))
        if not rules.party:
            projected[p] += sum(s.tokens[p]) - s.costs[p]
    order = sorted(range(n), key=lambda p: -projected[p])
    out = [0.0] * n
    for i, p in enumerate(order):
        out[p] = 1.0 - i / (n - 1)
    return tuple(out)


def _strength(hand: int) -> float:
    """Few cards, high cards and special cards make a hand likely to go out early."""
    size = cards.size(hand)
    high = sum(cards.count(hand, k) for k in range(8, 12))
    special = sum(cards.count(hand, k) for k in range(12, 16))
    return -size + 0.5 * high + 1.5 * special
