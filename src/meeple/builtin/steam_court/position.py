"""Starting from a described position: the ``setup`` option (spec §11.1, normative)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from meeple.core import GameError

from . import cards, court
from .court import BEFORE, IDS, ROYAL, char_id
from .phases import COUP, PLAY, USED_BIT

if TYPE_CHECKING:
    from .state import SteamCourt

KEYS = ("quarter", "seats", "circle", "tokens", "costs", "bidding", "out", "hands", "court", "discard",
        "used", "phase", "next", "trick")
_POWER_OF = {"general": "stop", "inspector": "look", "submariner": "dive", "pirate": "steal_back"}


def _err(msg: str) -> NoReturn:
    raise GameError(f"bad setup: {msg}")


def _chars(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        _err(f"{what} must be a list of character ids")
    ids = [char_id(c) for c in value]
    if len(set(ids)) != len(ids):
        _err(f"{what} names a player twice")
    return ids


def apply_setup(s: SteamCourt, n: int, variant: str, level: int, opts: dict[str, Any], setup: Any) -> None:
    if not isinstance(setup, dict):
        _err("the setup must be an object")
    for k in setup:
        if k not in KEYS:
            _err(f"unknown key {k!r} (keys: {', '.join(KEYS)})")
    if "bidding" in setup:
        if variant != "auction" or len(setup) != 1:
            _err("bidding is for the auction variant only, and only as the sole key")
        circle = setup["bidding"]
        if not isinstance(circle, list) or sorted(circle) != list(range(n)):
            _err("bidding must be an ordering of all the players")
        s._start(court.rules(n, variant, level, court.layout(n, variant, opts, s.rng)))
        s._next_lot(tuple(circle), 0, -1, (), (0,) * n)
        return
    for k in ("costs",):
        if k in setup and variant != "auction":
            _err(f"{k} is for the auction variant only")
    if "tokens" in setup and variant == "party":
        _err("the party variant has no tokens")
    if "circle" in setup and level != 2:
        _err("circle is for random_characters level 2 only")

    # who sits where
    if "seats" in setup:
        if any(opts.get(k) is not None for k in ("characters", "table", "removed")):
            _err("seats replaces the options characters, table and removed")
        seats = setup["seats"]
        if not isinstance(seats, dict):
            _err("seats must be an object: character id -> contract seat")
        holder = {char_id(c): p for c, p in seats.items()}
        if sorted(holder.values()) != list(range(n)) or any(type(p) is not int for p in holder.values()):
            _err("seats must give each contract seat exactly one character")
        used = list(holder)
        tables: tuple[tuple[int, ...], ...]
        if n >= 8:
            tables = (tuple(c for c in ROYAL if c in used), tuple(c for c in court.RENEGADE if c in used))
        else:
            tables = (court.by_precedence(used),)
        if not court.court_allowed(n, variant, level, tables):
            _err(f"this court is not one {n} players can use in the {variant} variant")
        rules = court.rules(n, variant, level, tables)
        s._start(rules)
        order = tuple(tuple(holder[c] for c in t) for t in tables)
        if level == 2:
            s._seeded_order()  # the seeded circle, unless given
    else:
        rules = court.rules(n, variant, level, court.layout(n, variant, opts, s.rng))
        s._start(rules)
        order = s._seeded_order()
    s._set_seating(order, 0)
    holders = s.seating.holder

    def player(c: Any, what: str) -> int:
        cid = char_id(c)
        if holders[cid] < 0:
            _err(f"{what}: {IDS[cid]} is not seated")
        return holders[cid]

    if "circle" in setup:
        circle = [player(IDS[c], "circle") for c in _chars(setup["circle"], "circle")]
        if sorted(circle) != list(range(n)):
            _err("circle must be an ordering of all the players")
        s._set_seating(order, 0, circle=tuple(circle))

    q = setup.get("quarter", 1)
    if type(q) is not int or not 1 <= q <= 4:
        _err("quarter must be 1 ... 4")
    s._set_seating(order, 0, quarter=q)
    rank = [p for row in order for p in row]
    if not rules.party:
        tokens = [(rank.index(p) + 1,) + (n - rank.index(p),) * (q - 1) for p in range(n)]
        if "tokens" in setup:
            given = setup["tokens"]
            if not isinstance(given, dict):
                _err("tokens must be an object: character id -> list of tokens")
            for c, lst in given.items():
                p = player(c, "tokens")
                if not isinstance(lst, list) or len(lst) != q or any(type(x) is not int for x in lst):
                    _err(f"tokens of {c} must be a list of {q} integers")
                tokens[p] = tuple(lst)
            for i in range(q):
                if sorted(t[i] for t in tokens) != list(range(1, n + 1)):
                    _err(f"the tokens of set {i} do not give out 1 ... {n} once each")
        s.tokens = tuple(tokens)
    if "costs" in setup:
        costs = [0] * n
        if not isinstance(setup["costs"], dict):
            _err("costs must be an object: character id -> cost")
        for c, v in setup["costs"].items():
            if type(v) is not int or v < 0:
                _err("a cost is a whole number >= 0")
            costs[player(c, "costs")] = v
        s._set_seating(order, 0, costs=tuple(costs))

    out = [player(IDS[c], "out") for c in _chars(setup.get("out", []), "out")]
    two = rules.two_tables
    royal_done = two and all(p in out for p in order[0])
    if two and not royal_done and any(p in order[1] for p in out):
        _err("Renegade players are out while a Royal player is not")
    playing_table = 1 if royal_done else 0
    royal_went_out = tuple(p for p in out if p in order[0]) if royal_done else ()
    went_out = tuple(p for p in out if p in order[playing_table])
    if royal_done:
        royal_went_out = tuple(out[:len(order[0])])
        if sorted(royal_went_out) != sorted(order[0]):
            _err("the Royal players go out before any Renegade player")
    if not rules.party:
        tokens = list(s.tokens)
        for t, row in ((0, royal_went_out), (playing_table, went_out)):
            for i, p in enumerate(row):
                tokens[p] = tokens[p] + (rules.stacks[t][i],)
        s.tokens = tuple(tokens)
    s._set_seating(order, playing_table, royal_went_out=royal_went_out)

    if "hands" not in setup:
        for k in ("court", "discard", "used", "phase", "next", "trick"):
            if k in setup:
                _err(f"{k} needs hands")
        if went_out:
            _err("without hands, out may only list a finished Royal Table")
        s._deal()
        return

    playing = order[playing_table]
    hands = setup["hands"]
    if not isinstance(hands, dict):
        _err("hands must be an object: character id -> card list")
    for c, lst in hands.items():
        p = player(c, "hands")
        if p in went_out or p not in playing:
            _err(f"hands: {c} is out or not at the playing table")
        s.hand[p] = cards.parse_cards(lst)
        if not s.hand[p]:
            _err(f"hands: {c} holds no card")
    for p in playing:
        if p not in went_out and not s.hand[p]:
            _err(f"hands: {IDS[s.seating.character_of[p]]} is not out and holds no card")
    if len(playing) - len(went_out) < 2:
        _err("fewer than two players of the playing table are not out")
    court_hand = cards.parse_cards(setup.get("court", ""))
    discard = cards.parse_cards(setup.get("discard", ""))
    used_bits = 0
    for c in _chars(setup.get("used", []), "used"):
        if IDS[c] not in _POWER_OF:
            _err(f"used: {IDS[c]} has no once-per-Quarter power")
        player(IDS[c], "used")
        used_bits |= USED_BIT[_POWER_OF[IDS[c]]]
    phase = setup.get("phase", "play")
    if phase not in ("coup", "privileges", "play"):
        _err("phase must be coup, privileges or play")
    if phase != "play":
        for k in ("used", "discard", "trick"):
            if k in setup:
                _err(f"{k} is not allowed in phase {phase}")
        if went_out:  # RULES.md, interpretation 7: out may list a finished Royal Table
            _err(f"out is not allowed in phase {phase}, except to list a finished Royal Table")
    elif "next" in setup:
        _err("next is for the phases coup and privileges")
    s._new_table(court_hand)
    s.discard, s.used, s.went_out, s.trick_number = discard, used_bits, went_out, 1
    trick_cards = 0
    if phase == "coup":
        if not rules.coups:
            _err("no coup check with 3 players")
        nxt = player(setup["next"], "next") if "next" in setup else playing[1]
        if nxt == playing[0]:
            _err("the seat-1 player is never asked for a coup")
        s.phase = COUP
        s.pending = playing.index(nxt)
        s.to_move_seats = (nxt,)
    elif phase == "privileges":
        pos = 0
        if "next" in setup:
            nxt = player(setup["next"], "next")
            if not BEFORE[s.seating.character_of[nxt]]:
                _err(f"next: {setup['next']} has no pre-Quarter step")
            pos = playing.index(nxt)
        s._privileges(pos, 0)
    else:
        trick_cards = _trick(s, setup.get("trick", {}), player, playing, went_out)
    total = court_hand + discard + trick_cards + sum(s.hand[p] for p in playing)
    if not cards.fits(total, rules.decks[playing_table]):
        _err("more cards of a kind than the table's deck holds")


def _trick(s: SteamCourt, trick: Any, player, playing: tuple[int, ...], went_out: tuple[int, ...]) -> int:
    """Build the trick in progress; returns the cards lying in it."""
    if not isinstance(trick, dict) or any(k not in ("plays", "passed", "turn") for k in trick):
        _err("trick must be an object with plays, passed, turn")
    seating = s.seating
    quantity = value = 0
    top = -1
    trick_cards = pirate_cards = 0
    plays: Any = None
    for i, entry in enumerate(trick.get("plays", [])):
        if not isinstance(entry, list) or len(entry) not in (2, 3) or not isinstance(entry[1], str):
            _err("a trick play is [character, label] or [character, label, quantity]")
        p = player(entry[0], "trick")
        if p not in playing or p in went_out:
            _err(f"trick: {entry[0]} is out or not at the playing table")
        comp = cards.parse_play(entry[1])
        if comp is None or comp[0] == "bad":
            _err(f"trick: {entry[1]!r} is not a play")
        if comp == ("M",):
            _err("trick: a standing Masterstroke would have ended the trick")
        val, a, b, c, m = comp
        if c and p != seating.role_lower:
            _err("trick: only the Alchemist plays lowered cards")
        if m > 1 or (a + b + c == 0 and not (m and val == 1)):
            _err(f"trick: {entry[1]!r} is not a well-formed play")
        act = cards.play_action(val, a, b, c, m)
        k = a + b + c
        if i == 0:
            if m and k:
                if len(entry) != 3 or type(entry[2]) is not int or not k <= entry[2] <= cards.MAX_QUANTITY:
                    _err(f"trick: the lead {entry[1]!r} needs an announced quantity {k} ... {cards.MAX_QUANTITY}")
                quantity = entry[2]
            else:
                if len(entry) == 3:
                    _err("trick: no quantity is announced for this play")
                quantity = k or 1
        else:
            if len(entry) == 3:
                _err("trick: only a lead with a Multiplier announces a quantity")
            quantity_ok = (not m and k == quantity) or (m and 1 <= k <= quantity) or (m and k == 0 and quantity == 1)
            if not quantity_ok or not (val > value or (val == value and p == seating.role_equal)):
                _err(f"trick: {entry[1]!r} does not beat the play before it")
        value = val
        top = p
        trick_cards += act[1][5]
        if p == seating.role_steal_back:
            pirate_cards += act[1][5]
        plays = (plays, (p, act[0], quantity, value, -1))
    passed = 0
    for c in _chars(trick.get("passed", []), "passed"):
        p = player(IDS[c], "passed")
        passed |= 1 << p
    s.trick = (quantity, value, top, passed, trick_cards, pirate_cards, plays)
    s.phase = PLAY
    if "turn" in trick:
        turn = player(trick["turn"], "turn")
        if turn in went_out or (passed >> turn) & 1 or not s.hand[turn]:
            _err("trick: the player to act is out, has passed or holds no card")
    elif top < 0:
        turn = next(p for p in playing if s.hand[p])
        s.trick = (0, 0, turn, passed, 0, 0, None)
    else:
        turn = next((x for x in s.seating.after[top] if s.hand[x] and not (passed >> x) & 1), -1)
        if turn < 0:
            _err("trick: nobody is left to act")
    s.to_move_seats = (turn,)
    return trick_cards
