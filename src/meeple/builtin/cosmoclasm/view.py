"""What each seat may see (spec section 9), and determinization from that alone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import CARD_IDS, FACTIONS, FORCES, MAT_IDS, NCARDS, POINT_IDS, SUITS, bits, ids
from .phases import (
    OVER,
    PHASE_NAMES,
    PICK,
    PLACE,
    PRODUCE_GIVE,
    PRODUCE_TAKE,
    SETUP_MARKET,
    START,
    SWITCH,
)
from .shuffle import shuffle

if TYPE_CHECKING:
    from .state import CosmoState


def card_groups(st: CosmoState) -> list[int]:
    """The last shuffle each card went through: 0 the setup shuffle, k the k-th reshuffle."""
    g = [0] * NCARDS
    for k, cards in enumerate(st.reshuffles, 1):
        for c in cards:
            g[c] = k
    return g


def hidden_groups(st: CosmoState, groups: list[int]) -> list[list[int]]:
    """Per seat, how many of its unknown hand cards come from each shuffle (public knowledge)."""
    out = []
    for s in range(st.table.n):
        row = [0] * (len(st.reshuffles) + 1)
        for c in bits(st.hands[s] & ~st.known[s]):
            row[groups[c]] += 1
        out.append(row)
    return out


def view(st: CosmoState, seat: int | None) -> dict[str, Any]:
    t = st.table
    n = t.n
    ph = st.phase
    groups = card_groups(st)
    regular = not st.tied
    acting = ph not in (SETUP_MARKET, OVER)
    v: dict[str, Any] = {
        "game": "cosmoclasm",
        "variant": st.cfg.variant,
        "players": n,
        "seat": seat,
        "phase": PHASE_NAMES[ph],
        "round": st.round_number if regular else "extra",
        "extra_round": st.extra_round,
        "tied": list(st.tied),
        "contested": {"planet": st.round_number, "mat": MAT_IDS[st.mats[st.round_number]]} if regular else None,
        "numbers": {MAT_IDS[m]: k for k, m in enumerate(st.mats) if k},
        "claimed": {MAT_IDS[m]: s for m, s in enumerate(st.claimed) if s >= 0},
        "planets": st.planets(),
        "planets_to_win": t.to_win,
        "stations": [[s, POINT_IDS[p], r] for s, p, r in st.stations],
        "supply": list(st.supply),
        "factions": [FACTIONS[f] for f in t.factions],
        "abilities": t.abilities,
        "faction_used": bits(st.fused),
        "market": ids(st.market),
        "deck_size": len(st.deck),
        "discard": [CARD_IDS[c] for c in st.discard],
        "out_of_play": ids(st.out),
        "resistance": {MAT_IDS[m]: [CARD_IDS[c] for c in pile] for m, pile in enumerate(st.resist) if pile},
        "reshuffles": [[CARD_IDS[c] for c in r] for r in st.reshuffles],
        "start": st.start,
        "turn": st.turn if acting else None,
        "to_move": list(st.to_move),
        "owed": _owed(st),
        "played": [[CARD_IDS[c] for c in p] for p in st.played],
        "keep": {CARD_IDS[st.keep[0]]: FORCES[st.keep[1]]} if st.keep else {},
        "suits": [SUITS[s] if s >= 0 else None for s in st.suits],
        "counts": [st.counts(s) for s in range(n)],
        "has_played": bits(st.seats_played),
        "retired": _retired(st),
        "taken": {FORCES[f]: s for f, s in enumerate(st.taken) if s >= 0},
        "last_retiree": st.last,
        "hand_sizes": [h.bit_count() for h in st.hands],
        "known_cards": [ids(k) for k in st.known],
        "hidden_groups": hidden_groups(st, groups),
        "market_chosen": [s for s in range(n) if st.choice[s]],
        "hand_total_at_start": st.tied_cards_at_start if st.tied else None,
        "winners": list(st.winners) if ph == OVER else None,
    }
    if seat is not None:
        v["hand"] = ids(st.hands[seat])
        v["my_market_choice"] = ids(st.choice[seat]) or None
    return v


def _owed(st: CosmoState) -> dict[str, int]:
    if st.phase in (PLACE, PICK):
        return {"place": st.owe_place, "pick": st.owe_pick}
    if st.phase == PRODUCE_TAKE:
        return {"take": 1, "give": 1}
    if st.phase == PRODUCE_GIVE:
        return {"give": 1}
    return {}


def _retired(st: CosmoState) -> list[int]:
    if st.phase in (SETUP_MARKET, SWITCH, START, OVER):
        return []
    seats = st.tied or range(st.table.n)
    return [s for s in seats if not st.active >> s & 1]


def determinize(st: CosmoState, seat: int | None) -> None:
    """Resample the other seats' unknown hand cards and the deck, within each shuffle group."""
    n = st.table.n
    groups = card_groups(st)
    counts = hidden_groups(st, groups)
    others = [q for q in range(n) if q != seat]
    pools: dict[int, list[int]] = {}
    for q in others:
        for c in bits(st.hands[q] & ~st.known[q]):
            pools.setdefault(groups[c], []).append(c)
    for c in st.deck:
        pools.setdefault(groups[c], []).append(c)
    for g in sorted(pools):  # in group order: the RNG stream must not depend on the hidden cards
        pools[g].sort()
        shuffle(st.rng, pools[g])
    hands = list(st.hands)
    for q in others:
        h = st.known[q]
        for g, k in enumerate(counts[q]):
            for _ in range(k):
                h |= 1 << pools[g].pop()
        hands[q] = h
    st.deck = tuple(pools[groups[c]].pop() for c in st.deck)
    st.hands = tuple(hands)
    if st.phase == SETUP_MARKET:
        choice = list(st.choice)
        for q in others:
            if choice[q]:
                a, b = st.rng.sample(bits(hands[q]), 2)
                choice[q] = (1 << a) | (1 << b)
        st.choice = tuple(choice)
