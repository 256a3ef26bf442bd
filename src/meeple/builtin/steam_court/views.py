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
    plays = []
    node = s.tk[6]
    while node is not None:
        p, label, q, v, stopper = node[1]
        plays.append({"player": p, "play": label, "value": v, "quantity": q,
                      "stopped_by": None if stopper < 0 else stopper})
        node = node[0]
    plays.reverse()
    q, v, top, passed, tc, pir, _ = s.tk
    return {"number": s.trick_no, "plays": plays, "top": top if q else None,
            "leader": plays[0]["player"] if plays else (top if top >= 0 else None),
            "passed": [p for p in range(s.g.n) if (passed >> p) & 1]}


def view(s: SteamCourt, seat: int | None) -> dict[str, Any]:
    """Everything ``seat`` may know; ``None``: the public part only."""
    g = s.g
    opts = json.loads(json.dumps({k: v for k, v in s.cfg.options.items() if k != "setup"}))
    out: dict[str, Any] = {"game": "steam_court", "variant": g.variant, "options": opts, "players": g.n,
                           "phase": PHASES[s.ph], "to_move": list(s.tm)}
    if s.ph == AUCTION:
        circle, lot, opener, high, highp, passed, owner, costs = s.pend
        out["auction"] = {"circle": list(circle), "lot": IDS[g.global_chars[lot]],
                          "high_bid": None if high < 0 else high, "high_bidder": None if highp < 0 else highp,
                          "passed": [p for p in circle if (passed >> p) & 1],
                          "won": {IDS[g.global_chars[i]]: p for i, p in enumerate(owner)},
                          "costs": list(costs)}
        if seat is not None:
            out["seat"] = seat
        return out
    st = s.st
    tables = []
    for t, row in enumerate(st.order):
        name = ("royal" if t == 0 else "renegade") if g.two_tables else "single"
        tables.append({"table": name, "seats": [{"position": i + 1, "character": IDS[g.tables[t][i]],
                                                 "player": p} for i, p in enumerate(row)]})
    out["quarter"] = s.quarter
    out["tables"] = tables
    out["playing_table"] = s.ti
    if s.circle is not None:  # level 2 only
        out["circle"] = list(s.circle)
    out["characters"] = [IDS[c] for c in st.charof]
    out["hand_sizes"] = [cards.size(h) for h in s.hand]
    out["court_size"] = cards.size(s.court_hand)
    out["discard_size"] = cards.size(s.discard)
    outs = list(s.outs)
    out["out"] = outs
    if g.two_tables and s.ti == 1:
        out["royal_out"] = list(s.st.outs0)
    if not g.party:
        out["tokens"] = [list(t) for t in s.tokens]
        out["costs"] = list(s.costs)
        out["scores"] = list(s.scores())
        out["stack"] = list(g.stacks[s.ti][len(outs):]) if s.tm else []
        out["stacks"] = [list(st_) if t > s.ti else out["stack"] if t == s.ti else []
                         for t, st_ in enumerate(g.stacks)]
    out["used"] = [k for k, b in USED_BIT.items() if s.used & b]
    out["trick"] = _trick(s)
    pend = _pending(s, seat)
    if pend:
        out["pending"] = pend
    if seat is not None:
        out["seat"] = seat
        out["hand"] = cards.cardlist(s.hand[seat])
        out["private"] = [dict(e) for p, e in s.knowledge if p == seat]
    if not s.tm:
        r = s.result()
        out["result"] = {"scores": list(r.scores), "ranking": list(r.ranking), "winners": list(r.winners)}
    return out


def _pending(s: SteamCourt, seat: int | None) -> dict[str, Any]:
    ph = s.ph
    if ph == GIFT:
        pos, step = s.pend
        _, count, to = BEFORE[s.st.charof[s.tm[0]]][step]
        return {"player": s.tm[0], "cards": count, "to": s.st.order[s.ti][RECIPIENT[to]]}
    if ph == STOP:
        p, act, q = s.pend
        return {"player": p, "play": act[0], "quantity": q}
    if ph == ANNOUNCE:
        p, act = s.pend
        return {"player": p, "play": act[0]}
    if ph == KEEP:
        pos, step, drawn, keep = s.pend
        d = {"drawn": cards.size(drawn), "keep": min(keep, cards.size(drawn))}
        if seat == s.tm[0]:
            d["cards"] = cards.cardlist(drawn)
        return d
    if ph == DIVE:
        pulled, taken, limit, v, n = s.pend
        d = {"value": v, "pulled": n, "limit": limit, "taken": cards.size(taken)}
        if seat == s.tm[0]:
            d["cards"] = cards.cardlist(pulled - taken)
            d["kept"] = cards.cardlist(taken)
        return d
    return {}


def determinize(s: SteamCourt, seat: int | None) -> None:
    """Resample what ``seat`` cannot see (spec §9), keeping every size and all it knows."""
    if s.ph == AUCTION or not s.tm:
        return
    known_court = seat is not None and (s.court_known >> seat) & 1
    known_disc = s.dived < 0 or s.dived == seat
    look = s.look if seat is not None and seat == s.st.role_look else -1
    places: list[tuple[str, int, int]] = []  # (what, player or 0, size)
    pool = 0
    for p in s.st.order[s.ti]:
        if p != seat and p != look and s.hand[p]:
            places.append(("hand", p, cards.size(s.hand[p])))
            pool += s.hand[p]
    if not known_court:
        places.append(("court", 0, cards.size(s.court_hand)))
        pool += s.court_hand
    if not known_disc:
        places.append(("disc", 0, cards.size(s.discard)))
        pool += s.discard
    pend = s.pend
    if s.ph == KEEP and seat != s.tm[0]:
        places.append(("drawn", 0, cards.size(pend[2])))
        pool += pend[2]
    if s.ph == DIVE and seat != s.tm[0]:
        places.append(("pulled", 0, cards.size(pend[0])))
        pool += pend[0]
    # cards the seat gave or served and knows for certain are still in the receiver's hand stay there
    sure = [0] * s.g.n
    for giver, holder, known in s.sure:
        if giver == seat and known and any(w == "hand" and i == holder for w, i, _ in places):
            add = cards.cap(known, pool)
            sure[holder] += add
            pool -= add
    ks = cards.kinds(pool)
    s.rng.shuffle(ks)
    i = 0
    if seat is None or seat != _swapper(s):
        s.received = 0  # what the Tea Boy received is his and his givers' knowledge only
    # in the resampled world only the seat's own certainties still hold
    s.sure = tuple(e for e in s.sure if e[0] == seat)
    for what, idx, n in places:
        if what == "hand":
            n -= cards.size(sure[idx])
        h = cards.pack(ks[i:i + n])
        i += n
        if what == "hand":
            h += sure[idx]
            s.hand[idx] = h
        elif what == "court":
            s.court_hand = h
        elif what == "disc":
            s.discard = h
        elif what == "drawn":
            s.pend = pend[:2] + (h,) + pend[3:]
        else:
            taken = cards.pack(cards.kinds(h)[:cards.size(pend[1])])
            s.pend = (h, taken) + pend[2:]
    s._lseat = -1


def _swapper(s: SteamCourt) -> int:
    for p in s.st.order[s.ti]:
        if any(step[0] == "swap" for step in BEFORE[s.st.charof[p]]):
            return p
    return -1


def evaluate(s: SteamCourt) -> tuple[float, ...]:
    """Each seat's likely final standing in [0, 1]: points so far, hand strength and position."""
    g = s.g
    n = g.n
    if not s.tm:
        return standing_values(s.result(), n)
    if s.ph == AUCTION:
        return tuple([0.5] * n)
    # expected points this Quarter: players out keep their token; the others are ranked by hand
    proj = [0.0] * n
    outs = s.outs
    playing = [p for p in s.st.order[s.ti] if p not in outs]
    strength = {p: _strength(s.hand[p]) for p in playing}
    ranked = sorted(playing, key=lambda p: -strength[p])
    stack = g.stacks[s.ti] if not g.party else tuple(range(n, 0, -1))
    for i, p in enumerate(ranked):
        proj[p] += stack[len(outs) + i]
    if g.two_tables and s.ti == 0:
        other = g.stacks[1]
        for p in s.st.order[1]:
            proj[p] += sum(other) / len(other)
    later = 4 - s.quarter
    rank = {p: i for i, p in enumerate(p for row in s.st.order for p in row)}
    for p in range(n):
        proj[p] += later * ((n + 1) / 2 + 0.2 * ((n - 1) / 2 - rank[p]))
        if not g.party:
            proj[p] += sum(s.tokens[p]) - s.costs[p]
    order = sorted(range(n), key=lambda p: -proj[p])
    out = [0.0] * n
    for i, p in enumerate(order):
        out[p] = 1.0 - i / (n - 1)
    return tuple(out)


def _strength(h: int) -> float:
    """Few cards, high cards and special cards make a hand likely to go out early."""
    size = cards.size(h)
    high = sum(cards.count(h, k) for k in range(8, 12))
    special = sum(cards.count(h, k) for k in range(12, 16))
    return -size + 0.5 * high + 1.5 * special
