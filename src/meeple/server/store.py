"""Persistence: SQLite or PostgreSQL through SQLAlchemy 2, migrated by Alembic at start.

Event-sourced: a table is its configuration (one row) and an append-only log. Writes go
through one writer thread that commits whatever is queued in one transaction (group commit)
and only then wakes the requests waiting on it, so a move is acknowledged only once committed.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from . import schema


class StoreError(Exception):
    """The database refused a write (the table in memory is left as it was)."""


@dataclass
class Entry:
    """One log entry. ``kind``: action, undo, join, leave, clock (a bot takes a seat) or rematch."""

    n: int
    kind: str
    seat: int | None = None
    label: str | None = None
    client_id: str | None = None
    by_bot: bool = False
    at: float = 0.0

    def row(self, table_id: str) -> dict[str, Any]:
        return {"table_id": table_id, "n": self.n, "kind": self.kind, "seat": self.seat, "label": self.label,
                "client_id": self.client_id, "by_bot": self.by_bot, "at": self.at or time.time()}


def engine_for(url: str, schema_name: str | None = None) -> sa.Engine:
    """An engine for ``sqlite:///file`` or ``postgresql://...`` (psycopg 3); ``schema_name`` sets
    PostgreSQL's search path (tests use a fresh schema)."""
    if url.startswith(("postgresql://", "postgres://")):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    if url.startswith("sqlite"):
        engine = sa.create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            # WAL with synchronous=NORMAL: a commit survives the process being killed (kill -9);
            # only a power cut can lose the last commits
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    if url.startswith("postgresql+"):
        args = {"options": f"-csearch_path={schema_name}"} if schema_name else {}
        return sa.create_engine(url, connect_args=args, pool_size=4)
    raise ValueError(f"--db must be sqlite:///FILE or postgresql://..., not {url!r}")


def migrate(engine: sa.Engine) -> None:
    """Bring the database to the newest schema (the migrations ship inside the package)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "head")


def load(engine: sa.Engine) -> Iterator[tuple[str, dict[str, Any], list[Entry]]]:
    """Every table: (id, configuration, log in order)."""
    with engine.connect() as conn:
        configs = conn.execute(sa.select(schema.tables.c.id, schema.tables.c.config)
                               .order_by(schema.tables.c.created)).all()
        entries: dict[str, list[Entry]] = {}
        c = schema.log.c
        for row in conn.execute(sa.select(c.table_id, c.n, c.kind, c.seat, c.label, c.client_id, c.by_bot, c.at)
                                .order_by(c.table_id, c.n)):
            entries.setdefault(row.table_id, []).append(
                Entry(row.n, row.kind, row.seat, row.label, row.client_id, bool(row.by_bot), row.at))
    for table_id, config in configs:
        yield table_id, json.loads(config), entries.get(table_id, [])


class Writer:
    """The one thread that writes: each batch of queued writes is one transaction."""

    def __init__(self, engine: sa.Engine) -> None:
        self.engine = engine
        self._queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="meeple-store-writer", daemon=True)
        self._thread.start()

    async def create(self, table_id: str, config: dict[str, Any], entries: list[Entry]) -> None:
        """Insert a new table and its first log entries; returns once committed."""
        row = {"id": table_id, "config": json.dumps(config), "created": time.time()}
        await self._submit((row, [e.row(table_id) for e in entries]))

    async def append(self, table_id: str, entries: list[Entry]) -> None:
        """Append log entries; returns once committed (raises StoreError if the database refused)."""
        await self._submit((None, [e.row(table_id) for e in entries]))

    async def _submit(self, work: tuple[dict[str, Any] | None, list[dict[str, Any]]]) -> None:
        loop = asyncio.get_running_loop()
        done = loop.create_future()
        self._queue.put((work, done, loop))
        await done

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            while True:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    self._queue.put(None)
                    break
                batch.append(item)
            try:
                self._write([work for work, _, _ in batch])
                outcomes: list[BaseException | None] = [None] * len(batch)
            except Exception:  # one bad write must not sink the others: write them one by one
                outcomes = []
                for work, _, _ in batch:
                    try:
                        self._write([work])
                        outcomes.append(None)
                    except Exception as e:
                        outcomes.append(StoreError(f"the database refused the write: {type(e).__name__}"))
            for (_, done, loop), error in zip(batch, outcomes, strict=True):
                loop.call_soon_threadsafe(_settle, done, error)

    def _write(self, works: list[tuple[dict[str, Any] | None, list[dict[str, Any]]]]) -> None:
        new_tables = [table for table, _ in works if table is not None]
        rows = [row for _, entries in works for row in entries]
        with self.engine.begin() as conn:
            if new_tables:
                conn.execute(schema.tables.insert(), new_tables)
            if rows:
                conn.execute(schema.log.insert(), rows)


def _settle(done: asyncio.Future[None], error: BaseException | None) -> None:
    if done.done():
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)
