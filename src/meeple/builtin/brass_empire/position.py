"""The ``setup`` option: start from an exact position, in the normative format of spec 6.7."""

from __future__ import annotations

from typing import Any

from meeple.core import GameConfig, GameError

from . import cards as C
from .cards import BUILDING, EMPLOYEE, UNIT
from .kinds import ACTION, F_ATTACK, F_DAMAGE, F_WINDOW, PLAY
from .state import EmpireState, Table

TOP_KEYS = {"turn", "first", "round", "active", "phase", "pending", "turn_pool", "platform_bonus_used",
            "played_this_turn", "pool", "overflow_taken", "labor_market", "design_department", "labor_deck",
            "design_deck", "exact", "dismissed", "eliminated", "players", "ai"}
PLAYER_KEYS = {"corporation", "tokens", "hand", "deck", "discard", "played", "in_play", "platform", "reserve"}
ENTRY_KEYS = {"card", "face_up", "damage", "entered", "acted", "activated"}
PLAYER_ZONES = ("hand", "deck", "discard", "played", "in_play", "reserve")


def _fail(key: str, problem: str) -> GameError:
    return GameError(f"setup {key}: {problem}")


def _int(value: Any, key: str, low: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(key, f"must be a whole number, not {value!r}")
    if low is not None and value < low:
        raise _fail(key, f"must be at least {low}, not {value}")
    return value


def _bool(value: Any, key: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(key, f"must be true or false, not {value!r}")
    return value


def _list(value: Any, key: str) -> list:
    if not isinstance(value, list):
        raise _fail(key, f"must be a list, not {value!r}")
    return value


def _dict(value: Any, key: str, allowed: set[str]) -> dict:
    if not isinstance(value, dict):
        raise _fail(key, f"must be an object, not {value!r}")
    bad = [k for k in value if k not in allowed]
    if bad:
        raise _fail(key, f"unknown key {bad[0]!r} (allowed: {', '.join(sorted(allowed))})")
    return value


class _Cards:
    """Card references of a setup and the instance numbers they receive (6.7 'Ids')."""

    def __init__(self) -> None:
        self.refs: list[tuple[str, int, str]] = []  # (card id, number or 0, where)

    def parse(self, value: Any, where: str) -> int:
        if not isinstance(value, str):
            raise _fail(where, f"a card is a card id or an instance id, not {value!r}")
        cid, dot, num = value.partition(".")
        if cid not in C.CARD_INDEX:
            raise _fail(where, f"unknown card {value!r}")
        if C.CARDS[C.CARD_INDEX[cid]].platform:
            raise _fail(where, "the Mining Platform is never written in a card list (use the key platform)")
        n = 0
        if dot:
            if not num.isdecimal() or int(num) < 1:
                raise _fail(where, f"{value!r} is not an instance id <card id>.<n>")
            n = int(num)
        self.refs.append((cid, n, where))
        return len(self.refs) - 1


def from_position(cfg: GameConfig, setup: dict) -> EmpireState:
    """A state built from ``setup`` (spec 6.7), then played on to the first decision of a human seat."""
    variant = cfg.variant
    n = cfg.players
    solitaire = variant == "solitaire"
    battle = variant == "battle"
    k = 2 if solitaire else n
    _dict(setup, "setup", TOP_KEYS)
    if "ai" in setup and not solitaire:
        raise _fail("ai", "only a Solitaire game has the AI")
    if "eliminated" in setup and not battle:
        raise _fail("eliminated", "only Battle Mode eliminates players")
    if battle and ("pool" in setup or "overflow_taken" in setup):
        raise _fail("pool", "Battle Mode has no Mining Pool")
    turn = _int(setup.get("turn", 1), "turn", 1)
    first = _int(setup.get("first", 0), "first")
    if not 0 <= first < n:
        raise _fail("first", f"must be a seat from 0 to {n - 1}")
    if solitaire and first != 0:
        raise _fail("first", "the human is always first in Solitaire")
    rnd = _int(setup.get("round", (turn - 1) // k + 1), "round", 1)
    eliminated = [_int(x, "eliminated") for x in _list(setup.get("eliminated", []), "eliminated")]
    if any(not 0 <= s < n for s in eliminated) or len(set(eliminated)) != len(eliminated):
        raise _fail("eliminated", "seats must exist and appear once")
    if "active" in setup:
        active = _int(setup["active"], "active")
        if not 0 <= active < k:
            raise _fail("active", f"must be a seat from 0 to {k - 1}")
    else:
        active = (first + turn - 1) % k
        while active in eliminated:
            active = (active + 1) % k
    if active in eliminated:
        raise _fail("active", "an eliminated seat cannot be active")
    phase = setup.get("phase", "play")
    if phase not in ("start", "play", "action"):
        raise _fail("phase", f"must be start, play or action, not {phase!r}")
    if solitaire and active == 1 and phase != "start":
        raise _fail("phase", "the Solitaire AI is active only at the start of its turn (phase start)")
    players = _list(setup.get("players", [{}] * n), "players")
    if len(players) != n:
        raise _fail("players", f"must hold exactly {n} player objects")
    for i, p in enumerate(players):
        _dict(p, f"players[{i}]", PLAYER_KEYS)
    ai = _dict(setup.get("ai", {}), "ai", {"tokens", "play_area", "score_pile"})
    refs = _Cards()

    # ---- corporations (6.7 player object) ----
    corps: list[int] = [-1] * n
    for i, p in enumerate(players):
        if "corporation" in p:
            if p["corporation"] not in C.CORP_IDS:
                raise _fail(f"players[{i}].corporation", f"unknown corporation {p['corporation']!r}")
            corps[i] = C.CORP_IDS.index(p["corporation"])
            continue
        found = set()
        for zone in PLAYER_ZONES:
            for entry in _list(p.get(zone, []), f"players[{i}].{zone}"):
                ref = entry.get("card") if isinstance(entry, dict) else entry
                cid = ref.partition(".")[0] if isinstance(ref, str) else ""
                if cid in C.CARD_INDEX and C.CARDS[C.CARD_INDEX[cid]].deck == 1:
                    found.add(C.CORP_IDS.index(C.CARDS[C.CARD_INDEX[cid]].corporation))
        if len(found) == 1:
            corps[i] = found.pop()
    for i in range(n):
        if corps[i] < 0:
            played = [sum(1 for c in corps if c == x) for x in range(len(C.CORP_IDS))]
            corps[i] = min(range(len(C.CORP_IDS)), key=lambda x: (played[x], x))
    C.check_corporations(corps, n, "setup players' corporations")

    # ---- every written card, in setup order ----
    zones: list[dict[str, list]] = []
    for i, p in enumerate(players):
        z: dict[str, list] = {}
        for zone in PLAYER_ZONES:
            key = f"players[{i}].{zone}"
            if zone == "reserve" and "reserve" not in p:
                owned_ids: dict[str, int] = {}
                for zn in PLAYER_ZONES[:5]:
                    for entry in p.get(zn, []):
                        ref = entry.get("card") if isinstance(entry, dict) else entry
                        if isinstance(ref, str):
                            owned_ids[ref.partition(".")[0]] = owned_ids.get(ref.partition(".")[0], 0) + 1
                items: list[Any] = []
                for card, cnt in C.CORP_RESERVE[corps[i]]:
                    items += [C.CARDS[card].id] * max(0, cnt - owned_ids.get(C.CARDS[card].id, 0))
            else:
                items = _list(p.get(zone, []), key)
            out = []
            for j, entry in enumerate(items):
                where = f"{key}[{j}]"
                if zone == "in_play":
                    if isinstance(entry, str):
                        entry = {"card": entry}
                    _dict(entry, where, ENTRY_KEYS)
                    if "card" not in entry:
                        raise _fail(where, "an in-play entry needs its card")
                    out.append((refs.parse(entry["card"], where), entry))
                else:
                    out.append((refs.parse(entry, where), None))
            z[zone] = out
        zones.append(z)
    shared: dict[str, list] = {}
    for key in ("labor_market", "design_department"):
        if key in setup:
            row = _list(setup[key], key)
            if len(row) != C.ROW_SIZE:
                raise _fail(key, f"must hold exactly {C.ROW_SIZE} entries (a card or null)")
            shared[key] = [None if x is None else refs.parse(x, f"{key}[{j}]") for j, x in enumerate(row)]
    for key in ("labor_deck", "design_deck", "dismissed"):
        shared[key] = [refs.parse(x, f"{key}[{j}]") for j, x in enumerate(_list(setup.get(key, []), key))]
    ai_area = []
    for j, entry in enumerate(_list(ai.get("play_area", []), "ai.play_area")):
        where = f"ai.play_area[{j}]"
        if isinstance(entry, str):
            entry = {"card": entry}
        _dict(entry, where, {"card", "damage"})
        if "card" not in entry:
            raise _fail(where, "an in-play entry needs its card")
        ai_area.append((refs.parse(entry["card"], where), entry))
    ai_score = [refs.parse(x, f"ai.score_pile[{j}]") for j, x in enumerate(_list(ai.get("score_pile", []),
                                                                                  "ai.score_pile"))]
    exact = _list(setup.get("exact", []), "exact")
    if any(x not in ("labor", "design") for x in exact):
        raise _fail("exact", "lists labor and/or design")

    # ---- instance numbers ----
    def copies(cid: str) -> int:
        card = C.CARDS[C.CARD_INDEX[cid]]
        if card.deck in (2, 3):
            return card.count
        if card.deck == 0:
            return card.count * n
        corp = C.CORP_IDS.index(card.corporation)
        return card.count * max(1, sum(1 for c in corps if c == corp))

    used: dict[str, set[int]] = {}
    for cid, num, where in refs.refs:
        if num:
            if num > copies(cid):
                raise _fail(where, f"{cid}.{num}: there are only {copies(cid)} copies of {cid}")
            if num in used.setdefault(cid, set()):
                raise _fail(where, f"{cid}.{num} is written twice")
            used[cid].add(num)
    numbers: list[int] = []
    for cid, num, where in refs.refs:
        if not num:
            taken = used.setdefault(cid, set())
            num = next((x for x in range(1, copies(cid) + 1) if x not in taken), 0)
            if not num:
                raise _fail(where, f"more {cid} cards than its {copies(cid)} copies")
            taken.add(num)
        numbers.append(num)
    labels: list[str] = []
    kinds: list[int] = []
    index: dict[str, int] = {}

    def new_instance(cid: str, num: int) -> int:
        index[f"{cid}.{num}"] = len(labels)
        labels.append(f"{cid}.{num}")
        kinds.append(C.CARD_INDEX[cid])
        return len(labels) - 1

    written = [new_instance(cid, num) for (cid, _, _), num in zip(refs.refs, numbers, strict=True)]
    platforms = [new_instance("mining_platform", s + 1) for s in range(n)]
    loose: dict[int, list[int]] = {2: [], 3: []}  # Labor and Design cards placed nowhere
    for deck, cards_of in ((2, C.LABOR_CARDS), (3, C.DESIGN_CARDS)):
        for card, cnt in cards_of:
            cid = C.CARDS[card].id
            for num in range(1, cnt + 1):
                if num not in used.get(cid, set()):
                    loose[deck].append(new_instance(cid, num))

    table = Table(n, variant, bool(cfg.options.get("equal_turns", False)),
                  tuple(corps) + ((-1,) if solitaire else ()), tuple(kinds), tuple(labels))
    state = EmpireState(cfg)
    state._blank(table, len(labels))
    rng = state.rng

    def kind_check(inst: int, where: str, allowed: str) -> None:
        card = table.card[inst]
        ok = {"employee": card.type == EMPLOYEE, "row_employee": card.type == EMPLOYEE and card.deck != 0,
              "design": card.type != EMPLOYEE, "unit_building": card.type != EMPLOYEE,
              "purchasable": card.cost >= 0, "any": True}[allowed]
        if not ok:
            raise _fail(where, f"{labels[inst]} cannot lie there")

    # ---- players ----
    for s, (p, z) in enumerate(zip(players, zones, strict=True)):
        plat = platforms[s]
        state.platform[s] = plat
        state.owner[plat] = s
        pd = _dict(p.get("platform", {}), f"players[{s}].platform", {"face_up", "damage"})
        state.face_up[plat] = int(_bool(pd.get("face_up", True), f"players[{s}].platform.face_up"))
        state.damage[plat] = _int(pd.get("damage", 0), f"players[{s}].platform.damage", 0)
        if state.damage[plat] >= table.card[plat].health or (state.damage[plat] and not state.face_up[plat]):
            raise _fail(f"players[{s}].platform", "impossible damage")
        default_tokens = (0 if s in eliminated else C.BATTLE_LIFE) if battle else 0
        state.tokens[s] = _int(p.get("tokens", default_tokens), f"players[{s}].tokens", 0)
        checks = {"hand": "any", "deck": "any", "discard": "any", "played": "employee", "in_play": "unit_building",
                  "reserve": "purchasable"}
        for zone in PLAYER_ZONES:
            for ref, entry in z[zone]:
                inst = written[ref]
                where = refs.refs[ref][2]
                kind_check(inst, where, checks[zone])
                if zone != "reserve":
                    state.owner[inst] = s
                if zone == "hand":
                    state.hand[s].append(inst)
                elif zone == "deck":
                    state.draw[s].insert(0, inst)
                elif zone == "discard":
                    state.discard[s].append(inst)
                elif zone == "played":
                    state.played[s].append(inst)
                elif zone == "reserve":
                    state.reserve[s].append(inst)
                else:
                    _place(state, inst, entry, where, turn)
                    state.in_play[s].append(inst)
        if battle:
            if s in eliminated and (state.tokens[s] or any(z[zone] for zone in PLAYER_ZONES[:5])
                                    or "platform" in p):
                raise _fail(f"players[{s}]", "an eliminated player has no cards, platform or tokens")
            if s not in eliminated and not 1 <= state.tokens[s] <= C.BATTLE_CAP:
                raise _fail(f"players[{s}].tokens", f"a remaining player's life is 1 to {C.BATTLE_CAP}")
            if s in eliminated:
                state.face_up[plat] = 0
    if battle and n - len(eliminated) < 2:
        raise _fail("eliminated", "at least two players must remain")
    state.eliminated = list(eliminated)

    # ---- shared zones ----
    for key, row, deck_no, deck_key in (("labor_market", state.labor_row, 2, "labor_deck"),
                                        ("design_department", state.design_row, 3, "design_deck")):
        allowed = "row_employee" if deck_no == 2 else "design"
        written_deck = [written[r] for r in shared[deck_key]]
        for j, r in enumerate(shared[deck_key]):
            kind_check(written[r], f"{deck_key}[{j}]", allowed)
        pile = loose[deck_no]
        rng.shuffle(pile)
        if key in shared:
            for j, r in enumerate(shared[key]):
                if r is not None:
                    kind_check(written[r], f"{key}[{j}]", allowed)
                    row[j] = written[r]
        else:
            for j in range(C.ROW_SIZE):
                row[j] = pile.pop() if pile else -1
        under = [] if ("labor" if deck_no == 2 else "design") in exact else pile
        full = written_deck + under  # top first
        full.reverse()
        if deck_no == 2:
            state.labor_deck = full
        else:
            state.design_deck = full
    state.dismissed = [written[r] for r in shared["dismissed"]]
    if solitaire:
        state.tokens[1] = _int(ai.get("tokens", 0), "ai.tokens", 0)
        for ref, entry in ai_area:
            inst = written[ref]
            where = refs.refs[ref][2]
            kind_check(inst, where, "unit_building")
            state.owner[inst] = 1
            state.damage[inst] = _int(entry.get("damage", 0), f"{where}.damage", 0)
            if state.damage[inst] >= table.card[inst].health:
                raise _fail(where, "damage must be below the card's health")
            state.in_play[1].append(inst)
        for r in ai_score:
            state.owner[written[r]] = 1
            state.ai_score.append(written[r])

    # ---- the turn ----
    state.turn = turn
    state.round = rnd
    state.first = first
    state.active = active
    if not battle:
        default_pool = C.SOLITAIRE_POOL if solitaire else C.POOL_PER_PLAYER * n
        state.pool = _int(setup.get("pool", default_pool), "pool", 0)
        state.overflow = _int(setup.get("overflow_taken", 0), "overflow_taken", 0)
        if state.overflow and state.pool:
            raise _fail("overflow_taken", "Brass comes from the overflow supply only once the pool is empty")
        state.end_triggered = state.pool == 0
    turn_keys = [x for x in ("turn_pool", "platform_bonus_used", "played_this_turn", "pending") if x in setup]
    for s in range(n):
        flagged = zones[s]["played"] or any(e.get("acted") or e.get("activated") for _, e in zones[s]["in_play"])
        if flagged and (phase == "start" or s != active):
            raise _fail(f"players[{s}]", "played employees, acted units and activated buildings belong to the "
                        "active player's turn in progress")
    if turn_keys and phase == "start":
        raise _fail(turn_keys[0], "turn state belongs to a turn in progress, not phase start")
    tp = _dict(setup.get("turn_pool", {}), "turn_pool", {"labor", "construction"})
    state.labor = _int(tp.get("labor", 0), "turn_pool.labor", 0)
    state.construction = _int(tp.get("construction", 0), "turn_pool.construction", 0)
    state.bonus_used = _bool(setup.get("platform_bonus_used", False), "platform_bonus_used")
    if "played_this_turn" in setup:
        pt = []
        for j, x in enumerate(_list(setup["played_this_turn"], "played_this_turn")):
            if x not in index or state.owner[index[x]] != active:
                raise _fail(f"played_this_turn[{j}]", f"{x!r} is not a card of the active player")
            if index[x] in pt:
                raise _fail(f"played_this_turn[{j}]", f"{x!r} is named twice")
            pt.append(index[x])
        state.played_turn = pt
    elif active < n:
        state.played_turn = state.played[active] + [i for i in state.in_play[active] if state.entered[i] == turn]
    state.log(f"a game set up at turn {turn}, {state.who(active)} active")
    if phase == "start":
        state.turn = turn - 1
        state.played_turn = []
        if solitaire and active == 1:
            state.ai_turn()
        else:
            state.begin_turn(active)
    else:
        state.phase = PLAY if phase == "play" else ACTION
        _pending(state, setup.get("pending"), phase, index)
    state._run()
    return state


def _place(state: EmpireState, inst: int, entry: dict, where: str, turn: int) -> None:
    """An in-play entry (6.7): face up or down, damage, entered, acted, activated, checked (error 5)."""
    card = state.table.card[inst]
    face_up = _bool(entry.get("face_up", True), f"{where}.face_up")
    damage = _int(entry.get("damage", 0), f"{where}.damage", 0)
    entered = _int(entry.get("entered", 0), f"{where}.entered", 0)
    if not face_up and card.type == UNIT:
        raise _fail(where, "a unit is never face down")
    if damage >= card.health:
        raise _fail(where, "damage must be below the card's health")
    if damage and not face_up:
        raise _fail(where, "a face-down building carries no damage")
    if entered > turn:
        raise _fail(where, f"entered must be from 0 to the turn ({turn})")
    if "acted" in entry and card.type != UNIT:
        raise _fail(where, "only units act")
    if "activated" in entry and (card.type != BUILDING or card.activated is None):
        raise _fail(where, "only a building with an activated ability is activated")
    state.face_up[inst] = int(face_up)
    state.damage[inst] = damage
    state.entered[inst] = entered
    state.acted[inst] = int(_bool(entry.get("acted", False), f"{where}.acted"))
    state.activated[inst] = int(_bool(entry.get("activated", False), f"{where}.activated"))


def _pending(state: EmpireState, pending: Any, phase: str, index: dict[str, int]) -> None:
    """Open the response window of a declared attack or a chosen damage target (6.7 'pending')."""
    if pending is None:
        return
    _dict(pending, "pending", {"attack", "damage"})
    if len(pending) != 1:
        raise _fail("pending", "holds one of attack or damage")
    kind, pair = next(iter(pending.items()))
    if not isinstance(pair, list) or len(pair) != 2 or pair[0] not in index:
        raise _fail(f"pending.{kind}", "must be [card instance, target]")
    source = index[pair[0]]
    target_ref = pair[1]
    active = state.active
    if kind == "attack":
        if phase != "action":
            raise _fail("pending.attack", "an attack is declared in the action phase")
        if not state.eligible(source) or state.table.card[source].type != UNIT:
            raise _fail("pending.attack", f"{pair[0]} is not an eligible unit of the active player")
        if isinstance(target_ref, int) and not isinstance(target_ref, bool):
            target = -(target_ref + 1)
        elif target_ref in index:
            target = index[target_ref]
        else:
            raise _fail("pending.attack", f"unknown target {target_ref!r}")
        if target not in state.attack_targets(active):
            raise _fail("pending.attack", f"{pair[0]} may not attack {target_ref!r}")
        state.acted[source] = 1
        state.stack.append((F_ATTACK, source, target))
    else:
        card = state.table.card[source]
        effect = _damage_effect(card)
        if state.owner[source] != active or effect is None:
            raise _fail("pending.damage", f"{pair[0]} is not a card of the active player with a damage effect")
        if target_ref not in index or index[target_ref] not in state.effect_targets(active, effect[3]):
            raise _fail("pending.damage", f"{target_ref!r} is not a target that effect may choose")
        state.stack.append((F_DAMAGE, active, index[target_ref], effect[2]))
    state.stack.append((F_WINDOW, (active + 1) % state.table.n, 0))


def _damage_effect(card: C.Card) -> tuple | None:
    for effs in (card.on_play, card.when_built, card.activated or (), card.demolish or (), card.ability or ()):
        for e in effs:
            if e[0] == C.DAMAGE:
                return e
    return None
