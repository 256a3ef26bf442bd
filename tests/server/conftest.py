"""Server test fixtures: the app on SQLite (a fresh file) and on PostgreSQL (a fresh schema, dropped after).

PostgreSQL is read from MEEPLE_TEST_PG_URL (default postgresql://postgres@127.0.0.1:5432/test); without a
server there the PostgreSQL tests are skipped, except under CI=true, where they fail.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

import sqlalchemy as sa  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from meeple.server.app import build  # noqa: E402
from meeple.server.store import engine_for  # noqa: E402

PG_URL = os.environ.get("MEEPLE_TEST_PG_URL", "postgresql://postgres@127.0.0.1:5432/test")


def _pg_reachable() -> str | None:
    try:
        engine = engine_for(PG_URL)
        with engine.connect() as conn:
            conn.execute(sa.text("select 1"))
        engine.dispose()
        return None
    except Exception as e:
        return f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}"


class Database:
    """A database for one test: its URL and the PostgreSQL schema (None for SQLite)."""

    def __init__(self, url: str, schema: str | None) -> None:
        self.url = url
        self.schema = schema

    def engine(self) -> sa.Engine:
        return engine_for(self.url, self.schema)


@contextmanager
def fresh_schema() -> Iterator[Database]:
    """A fresh PostgreSQL schema, dropped afterwards (skipped without a server, failed under CI=true)."""
    why = _pg_reachable()
    if why is not None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"PostgreSQL at {PG_URL} is unreachable under CI: {why}")
        pytest.skip(f"no PostgreSQL at {PG_URL}: {why}")
    schema = f"meeple_test_{secrets.token_hex(6)}"
    admin = engine_for(PG_URL)
    with admin.begin() as conn:
        conn.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield Database(PG_URL, schema)
    finally:
        with admin.begin() as conn:
            conn.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[Database]:
    if request.param == "sqlite":
        yield Database(f"sqlite:///{tmp_path / 'meeple.db'}", None)
        return
    with fresh_schema() as db:
        yield db


@pytest.fixture
def database_pg() -> Iterator[Database]:
    with fresh_schema() as db:
        yield db


@pytest.fixture
def serve(database: Database) -> Callable[..., Any]:
    """``with serve(**options) as client:`` runs the app on the test's database (restart: a new ``with``)."""

    @contextmanager
    def run(test_seeds: bool = True, bot_delay: float = 0.0, clock_bot: str = "random") -> Iterator[TestClient]:
        app = build(database.url, test_seeds=test_seeds, bot_delay=bot_delay, clock_bot=clock_bot,
                    schema_name=database.schema)
        with TestClient(app) as client:
            yield client

    return run

