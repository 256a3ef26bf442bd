"""The lobby and the live tables: creating, joining, leaving, moves, undo, rematch, bots, clocks.

A table in memory is its game state rebuilt from its event log; every change is first
committed to the log (``store.Writer``), then applied in memory, then sent to every client
subscribed to the table (each its own seat's document). Moves on one table are serialized by
the table's lock; the state object published in memory is never changed in place (a move is
played on a clone), so bots think on their own copies in worker threads.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ..agents import Agent
from ..core import MeepleError, State, derive_seed, game_info, new_game
from . import auth, bots
from .store import Entry, StoreError, Writer

log = logging.getLogger("meeple.server")

#: seeds the server chooses (PostgreSQL and SQLite integers are signed 64-bit)
SEED_LIMIT = 2**63
#: the longest client move id
CLIENT_ID_LIMIT = 100
#: the longest turn clock a table may set, in seconds (one week)
CLOCK_LIMIT = 7 * 24 * 3600.0
#: the most unfinished tables a server holds (each lives in memory)
TABLE_LIMIT = 10_000
#: the keys a table-creation body may have
CREATE_KEYS = ("game", "players", "variant", "options", "seats", "clock_s", "seed")


class ApiError(Exception):
    """A refused request: its HTTP status and a one-line reason."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = one_line(message)


def one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[:limit - 3] + "..."


@dataclass
class Seat:
    """A player seat: played by a bot (``bot`` its spec) or by a person holding its token."""

    bot: str | None
    token_digest: str | None
    joined: bool = False
    clock_bot: bool = False  # the turn clock ran out: a bot plays it until its player acts again

    def public(self, seat: int) -> dict[str, Any]:
        return {"seat": seat, "bot": self.bot, "joined": self.joined, "clock_bot": self.clock_bot}


@dataclass
class Table:
    """One live table: its configuration, its state rebuilt from the log, its subscribers."""

    id: str
    config: dict[str, Any]
    state: State
    seats: list[Seat]
    move: int = 0
    next_n: int = 0
    client_ids: set[str] = field(default_factory=set)
    rematch: str | None = None
    notices: list[str] = field(default_factory=list)
    broken: str | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    subscribers: dict[int | None, set[asyncio.Queue[bytes]]] = field(default_factory=dict)
    agents: dict[int, tuple[str, Agent]] = field(default_factory=dict)  # seat -> (spec, agent)
    bot_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    clock_tasks: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    docs: dict[int | None, bytes] = field(default_factory=dict)
    worded: tuple[Any, list[str]] = (None, [])  # (the state's event log node, its events in words)

    def events(self) -> list[str]:
        """The state's events in words, wording only those new since the last call (games word lazily)."""
        node, words = self.worded
        head = self.state._log
        if head is node:
            return words
        fresh = []
        cursor = head
        while cursor is not None and cursor is not node:
            fresh.append(cursor[1])
            cursor = cursor[0]
        if cursor is not node:  # another history (an undo): word it all
            return self._word_all(head)
        fresh.reverse()
        text = self.state._event_text
        words = words + [e if type(e) is str else text(e) for e in fresh]
        self.worded = (head, words)
        return words

    def _word_all(self, head: Any) -> list[str]:
        words = self.state.events
        self.worded = (head, words)
        return words

    @property
    def clock_s(self) -> float | None:
        return self.config.get("clock_s")

    def free_seats(self) -> list[int]:
        return [k for k, s in enumerate(self.seats) if s.bot is None and not s.joined]

    def bot_spec(self, seat: int, clock_bot: str) -> str | None:
        if seat >= len(self.seats):
            return None
        s = self.seats[seat]
        return s.bot or (clock_bot if s.clock_bot else None)

    def replay(self, entry: Entry) -> None:
        """Apply one logged entry (on start-up; raises MeepleError if it does not fit the game)."""
        if entry.kind == "action":
            self.state.apply(entry.label, entry.seat)
            self._acted(entry, self.move + 1)
        elif entry.kind == "undo":
            self.state = self.state.undo(entry.seat)
            self._acted(entry, count_actions(self.state))
        else:
            self.note(entry)
        self.next_n = entry.n + 1

    def commit(self, entry: Entry, state: State | None = None, move: int | None = None) -> None:
        """Take a committed entry into memory (``state``: the new state an action or undo gave)."""
        if state is not None:
            self.state = state
            self._acted(entry, self.move + 1 if move is None else move)
        else:
            self.note(entry)
        self.next_n = entry.n + 1
        self.docs.clear()

    def _acted(self, entry: Entry, move: int) -> None:
        self.move = move
        if entry.client_id is not None:
            self.client_ids.add(entry.client_id)
        seat = entry.seat
        if not entry.by_bot and seat is not None and seat < len(self.seats):
            self._back(seat)

    def _back(self, seat: int) -> None:
        """The player of ``seat`` is back: the clock's bot hands the seat over."""
        if self.seats[seat].clock_bot:
            self.seats[seat].clock_bot = False
            self.notices.append(f"seat {seat} is back: its player plays it again")

    def note(self, entry: Entry) -> None:
        """A lobby entry: join, leave, clock or rematch."""
        seat = self.seats[entry.seat] if entry.seat is not None and entry.seat < len(self.seats) else None
        if entry.kind == "join" and seat is not None:
            seat.joined = True
            self._back(entry.seat)  # type: ignore[arg-type]
        elif entry.kind == "leave" and seat is not None:
            seat.joined = False
        elif entry.kind == "clock" and seat is not None:
            seat.clock_bot = True
            self.notices.append(f"seat {entry.seat}'s turn clock ran out: a bot ({entry.label}) plays it from now on")
        elif entry.kind == "rematch":
            self.rematch = entry.label


def count_actions(state: State) -> int:
    node = state._hist
    n = 0
    while node is not None:
        n += 1
        node = node[0]
    return n


def result_doc(state: State) -> dict[str, Any] | None:
    if not state.is_over:
        return None
    r = state.result()
    return {"scores": list(r.scores), "ranking": list(r.ranking), "winners": list(r.winners)}


def document(table: Table, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (None: a spectator): its view and its legal labels, never the state."""
    st = table.state
    to_move = list(st.to_move)
    legal = [str(a) for a in st.legal_actions(seat)] if seat is not None and seat in to_move else []
    return {
        "id": table.id, "game": st.cfg.game, "seat": seat, "move": table.move, "to_move": to_move,
        "view": st.view(seat), "legal": legal, "events": table.events(), "over": st.is_over, "result": result_doc(st),
        "table": {"players": st.players, "variant": st.cfg.variant, "clock_s": table.clock_s,
                  "seats": [s.public(k) for k, s in enumerate(table.seats)], "rematch": table.rematch,
                  "notices": list(table.notices)},
    }


class Hall:
    """Every table of the server, the store it is written to, and the bots that play."""

    def __init__(self, writer: Writer, test_seeds: bool = False, bot_delay: float = 0.5,
                 clock_bot: str = bots.CLOCK_BOT, bot_threads: int = 2, bot_processes: int | None = None) -> None:
        self.writer = writer
        self.test_seeds = test_seeds
        self.bot_delay = bot_delay
        self.clock_bot = clock_bot
        self.tables: dict[str, Table] = {}
        # search bots get every core but the one the event loop needs
        processes = max(1, (os.cpu_count() or 2) - 1) if bot_processes is None else bot_processes
        self.workers = bots.Workers(bot_threads, processes)
        self.running = False

    # ---- start-up ------------------------------------------------------------------------------

    def restore(self, table_id: str, config: dict[str, Any], entries: list[Entry]) -> Table:
        """Rebuild a stored table by replaying its log (a table whose game cannot load is kept, broken)."""
        seats = [Seat(s.get("bot"), s.get("token")) for s in config["seats"]]
        try:
            state = self._new_state(config)
        except Exception as e:  # a game gone or changed must not keep the other tables from starting
            state = None  # type: ignore[assignment]
            broken = f"this table's game cannot start on this server: {e}"
        table = Table(table_id, config, state, seats)
        if state is None:
            table.broken = one_line(broken)
        else:
            for entry in entries:
                try:
                    table.replay(entry)
                except Exception as e:  # the same: this table is refused, the others play on
                    table.broken = one_line(f"this table's log does not replay on this server (entry {entry.n}): {e}")
                    break
        if entries:
            table.next_n = entries[-1].n + 1
        self.tables[table_id] = table
        return table

    def start(self) -> None:
        """Set every restored table going again (bots and clocks); call once the event loop runs."""
        self.running = True
        for table in self.tables.values():
            self.schedule(table)

    async def stop(self) -> None:
        self.running = False
        tasks = [t for table in self.tables.values() for t in (*table.bot_tasks.values(), *table.clock_tasks.values())]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.workers.shutdown()

    @staticmethod
    def _new_state(config: dict[str, Any]) -> State:
        return new_game(config["game"], players=config["players"], seed=config["seed"],
                        variant=config["variant"], options=config["options"])

    # ---- the lobby -----------------------------------------------------------------------------

    def open_tables(self) -> list[dict[str, Any]]:
        out = []
        for t in self.tables.values():
            if t.broken or t.state.is_over:
                continue
            free = t.free_seats()
            if free:
                out.append({"id": t.id, "game": t.config["game"], "players": t.config["players"],
                            "variant": t.config["variant"], "free_seats": free})
        return out

    def table(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise ApiError(404, f"no table {table_id[:40]!r}")
        return table

    def seat_of(self, table: Table, token: str | None) -> int:
        """The seat ``token`` holds at ``table``: 401 without a token, 403 with a wrong one."""
        if token is None:
            raise ApiError(401, "this needs your seat's token: Authorization: Bearer TOKEN")
        seat = auth.seat_of(token, [s.token_digest for s in table.seats])
        if seat is None:
            raise ApiError(403, "this token holds no seat at this table")
        return seat

    async def create(self, body: dict[str, Any]) -> dict[str, Any]:
        """A new table from a creation body (see ARCHITECTURE.md); 400 on anything bad, nothing stored."""
        unknown = [k for k in body if k not in CREATE_KEYS]
        if unknown:
            raise ApiError(400, f"unknown field {unknown[0]!r:.40}; a table takes {', '.join(CREATE_KEYS)}")
        if "game" not in body:
            raise ApiError(400, "a table needs a game (GET /api/games lists them)")
        if sum(not t.broken and not t.state.is_over for t in self.tables.values()) >= TABLE_LIMIT:
            raise ApiError(503, f"this server already holds {TABLE_LIMIT} unfinished tables: try again later")
        seed = body.get("seed")
        if seed is not None and not self.test_seeds:
            raise ApiError(400, "a table's seed is refused: a known seed reveals hidden cards "
                                "(only a server run with --test-seeds accepts one)")
        if seed is None:
            seed = secrets.randbelow(SEED_LIMIT)
        clock = body.get("clock_s")
        if clock is not None and (isinstance(clock, bool) or not isinstance(clock, (int, float))
                                  or not 0 < clock <= CLOCK_LIMIT):
            raise ApiError(400, f"clock_s is a number of seconds above 0 and at most {CLOCK_LIMIT:g}, "
                                f"not {clock!r:.40}")
        players = body.get("players")
        if players is None and isinstance(body.get("seats"), list):
            players = len(body["seats"])  # one seat per player
        try:
            state = new_game(body["game"], players=players, seed=seed, variant=body.get("variant"),
                             options=body.get("options"))
        except MeepleError as e:
            raise ApiError(400, str(e)) from None
        seats_in = body.get("seats")
        if seats_in is None:
            seats_in = [{} for _ in range(state.players)]
        if not isinstance(seats_in, list) or len(seats_in) != state.players:
            raise ApiError(400, f"seats is a list of {state.players} entries, {{}} for a person or "
                                f"{{\"bot\": \"mcts:seconds=0.5\"}} for a bot")
        specs: list[str | None] = []
        for k, s in enumerate(seats_in):
            if not isinstance(s, dict) or any(key != "bot" for key in s):
                raise ApiError(400, f"seat {k} is {{}} for a person or {{\"bot\": SPEC}} for a bot, not {s!r:.60}")
            try:
                specs.append(None if s.get("bot") is None else bots.checked_spec(s["bot"]))
            except MeepleError as e:
                raise ApiError(400, f"seat {k}: {e}") from None
        tokens = [auth.new_token() if spec is None else None for spec in specs]
        info = game_info(state.cfg.game)
        config = {"game": info.id, "players": state.players, "variant": state.cfg.variant,
                  "options": dict(state.cfg.options), "seed": state.cfg.seed, "clock_s": clock,
                  "seats": [{"bot": spec, "token": None if t is None else auth.digest(t)}
                            for spec, t in zip(specs, tokens, strict=True)]}
        table = await self._store_new(config, state, [])
        seats_out: list[dict[str, Any]] = []
        for k, (spec, token) in enumerate(zip(specs, tokens, strict=True)):
            if spec is not None:
                seats_out.append({"seat": k, "bot": spec})
            else:
                seats_out.append({"seat": k, "token": token, "invite": f"/tables/{table.id}?token={token}"})
        return {"id": table.id, "seats": seats_out, "spectate": f"/tables/{table.id}"}

    async def _store_new(self, config: dict[str, Any], state: State, entries: list[Entry]) -> Table:
        table_id = secrets.token_urlsafe(9)
        try:
            await self.writer.create(table_id, config, entries)
        except StoreError as e:
            raise ApiError(503, str(e)) from None
        table = Table(table_id, config, state, [Seat(s["bot"], s["token"]) for s in config["seats"]])
        for entry in entries:
            table.commit(entry)
        self.tables[table_id] = table
        self.schedule(table)
        return table

    async def join(self, table: Table, seat: int) -> None:
        await self._lobby_entry(table, seat, "join", lambda s: not s.joined or s.clock_bot)

    async def leave(self, table: Table, seat: int) -> None:
        await self._lobby_entry(table, seat, "leave", lambda s: s.joined)

    async def _lobby_entry(self, table: Table, seat: int, kind: str, needed: Callable[[Seat], bool]) -> None:
        await asyncio.shield(self._lobby_entry_locked(table, seat, kind, needed))

    async def _lobby_entry_locked(self, table: Table, seat: int, kind: str, needed: Callable[[Seat], bool]) -> None:
        async with table.lock:
            self.usable(table)
            if not needed(table.seats[seat]):
                return
            entry = Entry(table.next_n, kind, seat)
            await self._append(table, entry)
            table.commit(entry)
        self.changed(table)

    async def rematch(self, table: Table) -> dict[str, Any]:
        """A new table of the same game with the same seats (the same tokens); one per finished table."""
        return await asyncio.shield(self._rematch_locked(table))

    async def _rematch_locked(self, table: Table) -> dict[str, Any]:
        async with table.lock:
            if table.rematch is None:
                if table.broken or not table.state.is_over:
                    raise ApiError(409, "a rematch starts once the game is over")
                config = dict(table.config, seed=secrets.randbelow(SEED_LIMIT))
                try:
                    state = self._new_state(config)
                except MeepleError as e:
                    raise ApiError(409, f"the rematch cannot start: {e}") from None
                joined = [Entry(n, "join", k) for n, k in enumerate(k for k, s in enumerate(table.seats) if s.joined)]
                new = await self._store_new(config, state, joined)
                entry = Entry(table.next_n, "rematch", label=new.id)
                await self._append(table, entry)
                table.commit(entry)
            new = self.tables[table.rematch]
        self.changed(table)
        return {"id": new.id, "seats": [{"seat": k, "bot": s.bot} if s.bot else {"seat": k}
                                        for k, s in enumerate(new.seats)], "spectate": f"/tables/{new.id}"}

    # ---- moves ---------------------------------------------------------------------------------

    async def act(self, table: Table, seat: int, label: object, move: object, client_id: object,
                  by_bot: bool = False) -> bool:
        """Play ``label`` for ``seat`` on move ``move``; True if applied, False for a client id already applied.

        Refused (the table unchanged): 409 stale move, 422 illegal action, 400 malformed fields.
        """
        if client_id is not None and (not isinstance(client_id, str) or not 0 < len(client_id) <= CLIENT_ID_LIMIT):
            raise ApiError(400, f"client_id is a string of 1-{CLIENT_ID_LIMIT} characters, not {client_id!r:.40}")
        if isinstance(move, bool) or not isinstance(move, int):
            raise ApiError(400, f"move is the whole number of the move the action was chosen on, not {move!r:.40}")
        if not isinstance(label, str) or not label or len(label) > 500:
            raise ApiError(400, f"action is an action's label (a string), not {label!r:.40}")
        return await asyncio.shield(self._act_locked(table, seat, label, move, client_id, by_bot))

    async def _act_locked(self, table: Table, seat: int, label: str, move: int, client_id: str | None,
                          by_bot: bool) -> bool:
        async with table.lock:
            if client_id is not None and client_id in table.client_ids:
                return False
            self.usable(table)
            if move != table.move:
                raise ApiError(409, f"move {move} is not the current move ({table.move}): "
                                    "the table changed since; reload it and choose again")
            new = table.state.clone()
            try:
                new.apply(label, seat)
            except MeepleError as e:
                raise ApiError(422, str(e)) from None
            entry = Entry(table.next_n, "action", seat, label, client_id, by_bot)
            await self._append(table, entry)
            table.commit(entry, new)
        self.changed(table)
        return True

    async def undo(self, table: Table, seat: int) -> None:
        """Take back ``seat``'s last action, if the engine allows it (409 with its reason otherwise)."""
        await asyncio.shield(self._undo_locked(table, seat))

    async def _undo_locked(self, table: Table, seat: int) -> None:
        async with table.lock:
            self.usable(table)
            try:
                new = table.state.undo(seat)
            except MeepleError as e:
                raise ApiError(409, str(e)) from None
            entry = Entry(table.next_n, "undo", seat)
            await self._append(table, entry)
            table.commit(entry, new, count_actions(new))
        self.changed(table)

    @staticmethod
    def usable(table: Table) -> None:
        if table.broken:
            raise ApiError(409, table.broken)

    async def _append(self, table: Table, entry: Entry) -> None:
        entry.at = time.time()
        try:
            await self.writer.append(table.id, [entry])
        except StoreError as e:
            raise ApiError(503, str(e)) from None

    # ---- clients -------------------------------------------------------------------------------

    def document_bytes(self, table: Table, seat: int | None) -> bytes:
        cached = table.docs.get(seat)
        if cached is None:
            cached = table.docs[seat] = json.dumps(document(table, seat), separators=(",", ":")).encode()
        return cached

    def subscribe(self, table: Table, seat: int | None) -> asyncio.Queue[bytes]:
        q: asyncio.Queue[bytes] = asyncio.Queue()
        table.subscribers.setdefault(seat, set()).add(q)
        q.put_nowait(self.document_bytes(table, seat))
        return q

    def unsubscribe(self, table: Table, seat: int | None, q: asyncio.Queue[bytes]) -> None:
        table.subscribers.get(seat, set()).discard(q)

    def changed(self, table: Table) -> None:
        """Send every subscriber its new document, then set the bots and clocks going."""
        table.docs.clear()
        for seat, queues in table.subscribers.items():
            if queues:
                doc = self.document_bytes(table, seat)
                for q in queues:
                    q.put_nowait(doc)
        self.schedule(table)

    # ---- bots and clocks -----------------------------------------------------------------------

    def schedule(self, table: Table) -> None:
        """Start a bot for every bot seat to move, and a clock for every person seat to move."""
        if not self.running or table.broken:
            return
        if table.state.is_over:
            table.agents.clear()
        for task in table.clock_tasks.values():
            task.cancel()
        table.clock_tasks.clear()
        st = table.state
        for seat in st.to_move:
            if table.bot_spec(seat, self.clock_bot) is not None:
                if seat not in table.bot_tasks:
                    table.bot_tasks[seat] = asyncio.create_task(self._bot_turns(table, seat))
            elif table.clock_s is not None and seat < len(table.seats):
                table.clock_tasks[seat] = asyncio.create_task(self._clock(table, seat, table.move))

    def _agent(self, table: Table, seat: int, spec: str) -> Agent:
        known = table.agents.get(seat)
        if known is None or known[0] != spec:
            agent = bots.make_agent(spec, seed=derive_seed(table.config["seed"], "bot", seat))
            known = table.agents[seat] = (spec, agent)
        return known[1]

    async def _bot_turns(self, table: Table, seat: int) -> None:
        """Play ``seat`` for as long as it is a bot's to move (a short delay first, so people can follow)."""
        try:
            while True:
                await asyncio.sleep(self.bot_delay)
                spec = table.bot_spec(seat, self.clock_bot)
                if spec is None or table.broken or seat not in table.state.to_move:
                    return
                move = table.move
                mine = table.state.clone()
                seed = derive_seed(table.config["seed"], "bot", seat, move)
                label = await self.workers.choose(partial(self._agent, table, seat, spec), mine, seat, spec, seed)
                if table.move != move or table.bot_spec(seat, self.clock_bot) is None:
                    continue  # the table moved on while the bot thought: think again
                try:
                    await self.act(table, seat, label, move, None, by_bot=True)
                except ApiError as e:
                    if e.status != 409:
                        log.warning("table %s: bot %s at seat %d: %s", table.id, spec, seat, e.message)
                        return
        except asyncio.CancelledError:
            raise
        except Exception:  # a failing bot must not take the server down
            log.exception("table %s: bot at seat %d failed", table.id, seat)
        finally:
            if table.bot_tasks.get(seat) is asyncio.current_task():
                del table.bot_tasks[seat]

    async def _clock(self, table: Table, seat: int, move: int) -> None:
        """After ``clock_s`` with the table still at ``move`` and ``seat`` to move, a bot takes the seat."""
        await asyncio.sleep(table.clock_s or 0)
        await asyncio.shield(self._clock_runs_out(table, seat, move))

    async def _clock_runs_out(self, table: Table, seat: int, move: int) -> None:
        async with table.lock:
            if table.move != move or seat not in table.state.to_move or table.seats[seat].clock_bot:
                return
            entry = Entry(table.next_n, "clock", seat, self.clock_bot)
            try:
                await self._append(table, entry)
            except ApiError:
                return
            table.commit(entry)
        table.clock_tasks.pop(seat, None)
        self.changed(table)


__all__ = ["ApiError", "Hall", "Table", "document", "one_line"]
