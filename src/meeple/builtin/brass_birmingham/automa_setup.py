"""Setting up a solo game against the Automa (spec brass_birmingham_automa.md §0, §2): the normal
setup, or a described position (option ``setup``), the base format for two seats with the
human's set-aside cards and an ``automa`` object. RULES.md documents the format. Compiled with mypyc
when the machine can (``setup.py`` at the project's root), the same in pure Python."""

from __future__ import annotations

from typing import Any

from meeple.core.rng import Rng

from .automa import AutomaPlayer, new_player, prepare_deck
from .automa_data import AUTOMA, CARD_NUMBERS, ERA_DECK, HUMAN, HUMAN_CARDS
from .board import (
    CARD_IDS,
    HAND,
    LINKS_EACH,
    LOC_INDEX,
    NCARDS,
    NTILES,
    SETUP,
    T_CANAL_ONLY,
    T_COUNT,
    WILD_IND,
    WILD_LOC,
    WILDS_EACH,
    deck_for,
    rounds_for,
)
from .setup import _card, _deal, _dict, _err, _int, _keys, _list, read_board, read_mat

_TOP_KEYS = {"era", "round", "turn_order", "actions_left", "markets", "merchants", "merchant_beer",
             "tiles", "links", "deck", "wild_piles", "players", "automa"}
_PLAYER_KEYS = {"money", "vp", "income_space", "spent", "mat", "links_left", "hand", "discard", "set_aside"}
_AUTOMA_KEYS = {"start", "deck", "discard", "rejected", "vp", "mat", "links_left", "latest", "first_turn", "spent"}
STARTS = ("human", "automa_turn", "automa_rear")


def automa_mat(base: tuple[int, ...], era: int) -> tuple[int, ...]:
    """The Automa's mat for ``era``: in the Rail era without its Canal-only tiles (§11.1)."""
    return base if era == 0 else tuple(0 if T_CANAL_ONLY[t] else base[t] for t in range(NTILES))


def apply_automa_setup(g: Any, S: Any) -> str:
    """Fill the fields of the new solo state ``g`` from ``S``; returns where the position starts."""
    if isinstance(S, dict) and not S:
        _standard_setup(g)
        return "human"
    S = _dict("setup", S)
    if "current" in S:
        raise _err("there is no 'current' in the solo game: automa.start says who acts first")
    _keys("setup", S, _TOP_KEYS)
    g.n = 2
    R = g.rounds = rounds_for(2)
    era_name = S.get("era", "canal")
    if era_name not in ("canal", "rail"):
        raise _err(f"era must be 'canal' or 'rail', not {era_name!r}")
    era = g.era = 0 if era_name == "canal" else 1
    g.round_number = _int("round", S.get("round", 1), 1, R)
    on_board = read_board(g, S, 2, era)
    A = _dict("automa", S.get("automa", {}))
    _keys("automa", A, _AUTOMA_KEYS)
    start = A.get("start", "human")
    if start not in STARTS:
        raise _err(f"automa.start must be one of {', '.join(STARTS)}, not {start!r}")

    order = _list("turn_order", S.get("turn_order", [HUMAN, AUTOMA]))
    if order != [HUMAN, AUTOMA] and not (g.variable and order == [AUTOMA, HUMAN]):
        raise _err("turn_order is [0, 1] (the human first) unless the option turn_order is variable")
    g.order = list(order)
    full = 1 if (era == 0 and g.round_number == 1) else 2
    if "actions_left" in S and start != "human":
        raise _err("actions_left is the human's and needs automa.start = 'human'")
    g.current = HUMAN
    g.pos = order.index(HUMAN if start == "human" else AUTOMA)
    g.acts = _int("actions_left", S.get("actions_left", full), 1, full)

    plist = _list("players", S.get("players", [{}]))
    if len(plist) != 1:
        raise _err("players must hold exactly one object: the human's")
    P = _dict("players[0]", plist[0])
    if "face_down" in P:
        raise _err("players[0].face_down: the solo game has no face-down card (the set-aside cards replace it)")
    _keys("players[0]", P, _PLAYER_KEYS)
    g.money = [_int("players[0].money", P.get("money", SETUP["starting_money"]), 0), 0]
    g.vp = [_int("players[0].vp", P.get("vp", SETUP["starting_vp"]), 0), _int("automa.vp", A.get("vp", 0), 0)]
    g.income_space = [_int("players[0].income_space", P.get("income_space", SETUP["starting_income_space"]), 0, 99),
             SETUP["starting_income_space"]]
    if "spent" in A and not g.variable:
        raise _err("automa.spent is only kept with the option turn_order = variable")
    g.spent = [_int("players[0].spent", P.get("spent", 0), 0), _int("automa.spent", A.get("spent", 0), 0)]
    g.mat = [read_mat("players[0]", P.get("mat", {}), on_board[HUMAN]),
             read_mat("automa", A.get("mat", {}), on_board[AUTOMA], automa_mat(g.amat, era))]
    g.links_left = []
    for where, d, seat in (("players[0]", P, HUMAN), ("automa", A, AUTOMA)):
        mine = sum(1 for o in g.link_owner if o == seat)
        left = _int(f"{where}.links_left", d.get("links_left", LINKS_EACH - mine), 0)
        if left + mine > LINKS_EACH:
            raise _err(f"{where}: more than {LINKS_EACH} link tiles (board plus links_left)")
        g.links_left.append(left)

    human_played = start != "human" and order.index(HUMAN) < order.index(AUTOMA)
    this_round = g.acts if start == "human" else (0 if human_played else full)
    _human_cards(g, S, P, this_round + 2 * (R - g.round_number), full - g.acts if start == "human" else 0)
    automa = g.automa = new_player(g.rule_options, g.merchant_tiles)
    _automa_cards(automa, g.rng, A, start)

    latest = A.get("latest")
    if latest is not None and latest not in LOC_INDEX:
        raise _err(f"automa.latest must be a location id or null, not {latest!r}")
    automa.latest = LOC_INDEX[latest] if latest is not None else -1
    automa_played = start == "automa_rear" or (start == "human" and order.index(AUTOMA) < order.index(HUMAN))
    first_round = era == 0 and g.round_number == 1
    first = A.get("first_turn", first_round and not automa_played)
    if not isinstance(first, bool):
        raise _err("automa.first_turn must be true or false")
    if first and (not first_round or automa_played):
        raise _err("automa.first_turn can be true only in Canal round 1 before the Automa has played")
    automa.first = first
    return start


def _standard_setup(g: Any) -> None:
    """The normal setup (§2: no option ``setup``), as ``apply_automa_setup`` makes it of an empty
    description, without reading and checking one (a test compares the two): Canal round 1, the
    human first with one action, an empty board (so full mats and every link tile left), the human
    dealt a hand and a draw deck from the 40 cards, the rest set aside, and the Automa's first turn
    still to come. The random draws come in the same order: the merchant tiles (``read_board``),
    the human's cards, the Automa deck."""
    g.n = 2
    rounds = g.rounds = rounds_for(2)
    g.era = 0
    g.round_number = 1
    read_board(g, {}, 2, 0)
    g.order = [HUMAN, AUTOMA]
    g.current = HUMAN
    g.pos = 0
    g.acts = 1
    g.money = [SETUP["starting_money"], 0]
    g.vp = [SETUP["starting_vp"], 0]
    g.income_space = [SETUP["starting_income_space"], SETUP["starting_income_space"]]
    g.spent = [0, 0]
    g.mat = [list(T_COUNT), list(automa_mat(g.amat, 0))]
    g.links_left = [LINKS_EACH, LINKS_EACH]
    rest = deck_for(2)  # sorted, as ``_human_cards`` lists the unplaced cards
    g.rng.shuffle(rest)
    left = 1 + 2 * (rounds - 1)  # the human's cards for this round and the others
    hand = _deal(rest, min(HAND, left), "players[0].hand")
    deck = _deal(rest, left - len(hand), "the deck")
    aside = _deal(rest, HUMAN_CARDS - ERA_DECK[0], "the set-aside cards")
    g.wild = [WILDS_EACH, WILDS_EACH]
    g.hands = [tuple(hand), ()]
    g.deck = tuple(deck)
    g.discards = [tuple(rest), ()]  # the cards left over (none: the 40 are dealt or set aside)
    g.aside = tuple(aside)
    g.face_down = [-1, -1]
    automa = g.automa = new_player(g.rule_options, g.merchant_tiles)
    prepare_deck(automa, g.rng)
    automa.first = True


def _human_cards(g: Any, S: dict, P: dict, left: int, done: int) -> None:
    """Hand, draw deck, discard pile and set-aside cards of the human (§2.2; base card arithmetic)."""
    era, rng = g.era, g.rng
    hand_size = min(HAND, left + done) - done
    deck_size = left - hand_size
    era_cards = ERA_DECK[era]
    aside_size = HUMAN_CARDS - era_cards
    pool = [0] * NCARDS  # per card: how many of the 40 are still unplaced
    for c in deck_for(2):
        pool[c] += 1

    hand = [_card("players[0].hand", c) for c in _list("players[0].hand", P.get("hand", []))]
    if len(hand) > hand_size:
        raise _err(f"players[0].hand holds {len(hand)} cards; the position allows {hand_size}")
    wild_held = [hand.count(WILD_LOC), hand.count(WILD_IND)]
    for c in hand:
        if c != WILD_LOC and c != WILD_IND:
            _take(pool, "players[0].hand", c)
    deck = [_card("deck", c) for c in _list("deck", S.get("deck", []))]
    if len(deck) > deck_size:
        raise _err(f"deck holds {len(deck)} cards; the position allows {deck_size}")
    for c in deck:
        _take(pool, "deck", c)
    discard = _stated(P, pool, "discard", aside_size, era)
    aside = _stated(P, pool, "set_aside", aside_size, era)
    rest = [c for c, count in enumerate(pool) for _ in range(count)]  # sorted
    rng.shuffle(rest)
    hand += _deal(rest, hand_size - len(hand), "players[0].hand")
    deck += _deal(rest, deck_size - len(deck), "the deck")
    if aside is None:
        aside = _deal(rest, aside_size, "the set-aside cards") if discard is None else rest[:]
        if len(aside) != aside_size:
            raise _err(f"the stated cards leave {len(aside)} set-aside cards, not {aside_size}")
        if discard is not None:
            rest.clear()
    if discard is None:
        discard = rest[:]
    elif rest:
        raise _err(f"the stated discard pile leaves {len(rest)} cards of the deck unplaced")
    wild = _dict("wild_piles", S.get("wild_piles", {}))
    _keys("wild_piles", wild, {"wild_location", "wild_industry"})
    wl = _int("wild_piles.wild_location", wild.get("wild_location", WILDS_EACH - wild_held[0]), 0)
    wi = _int("wild_piles.wild_industry", wild.get("wild_industry", WILDS_EACH - wild_held[1]), 0)
    if wl + wild_held[0] != WILDS_EACH or wi + wild_held[1] != WILDS_EACH:
        raise _err(f"wild cards must add up to {WILDS_EACH} of each kind (hand plus piles)")
    g.wild = [wl, wi]
    g.hands = [tuple(hand), ()]
    g.deck = tuple(deck)
    g.discards = [tuple(discard), ()]
    g.aside = tuple(aside)
    g.face_down = [-1, -1]


def _take(pool: list[int], where: str, c: int) -> None:
    """Take card ``c`` (stated at ``where``) from ``pool``, the 40 cards' unplaced counts. Module
    functions, not closures: a closure's environment and its functions form a cycle that only the
    garbage collector frees, once a game."""
    if c == WILD_LOC or c == WILD_IND:
        raise _err(f"{where}: wild cards lie only in hands and wild piles")
    if pool[c] <= 0:
        raise _err(f"{where}: more {CARD_IDS[c]} cards than the 40-card deck holds")
    pool[c] -= 1


def _stated(P: dict, pool: list[int], key: str, aside_size: int, era: int) -> list[int] | None:
    """The human's pile ``key`` as the position states it (its cards taken from ``pool``), or None."""
    if key not in P:
        return None
    pile = [_card(f"players[0].{key}", c) for c in _list(f"players[0].{key}", P[key])]
    if key == "set_aside" and len(pile) != aside_size:
        raise _err(f"players[0].set_aside must hold exactly {aside_size} cards in the "
                   f"{('Canal', 'Rail')[era]} era, not {len(pile)}")
    for c in pile:
        _take(pool, f"players[0].{key}", c)
    return pile


def _automa_cards(automa: AutomaPlayer, rng: Rng, A: dict, start: str) -> None:
    """The Automa deck (top first), its discard pile and this turn's rejected cards (§2.3, §5.5)."""
    if "rejected" in A and start != "automa_rear":
        raise _err("automa.rejected needs automa.start = 'automa_rear' (cards rejected earlier this turn)")
    named: dict[str, list[int]] = {}
    seen: set[int] = set()
    for key in ("deck", "discard", "rejected"):
        cards = _list(f"automa.{key}", A.get(key, []))
        for c in cards:
            if isinstance(c, bool) or c not in CARD_NUMBERS:
                raise _err(f"automa.{key}: {c!r} is not an Automa card number (1-{len(CARD_NUMBERS)})")
            if c in seen:
                raise _err(f"automa.{key}: card {c} is named twice")
            seen.add(c)
        named[key] = cards
    automa.rejected = tuple(named["rejected"])
    if not seen:
        prepare_deck(automa, rng)
        return
    rest = [c for c in CARD_NUMBERS if c not in seen]
    rng.shuffle(rest)
    automa.deck = tuple(named["deck"] + rest)
    automa.discard = tuple(named["discard"])
