"""The serve command, migrations, bots off the event loop, and a table whose game is gone."""

from __future__ import annotations

import argparse
import json
from typing import Any

import sqlalchemy as sa
from server_helpers import ProbeAgent, bearer, wait_for

from meeple.agents import AGENTS, SETTINGS
from meeple.cli.serve import add_serve_command, cmd_serve
from meeple.server import schema, store


def test_serve_command_arguments() -> None:
    parser = argparse.ArgumentParser()
    add_serve_command(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["serve"])
    assert (args.host, args.port, args.db, args.test_seeds) == ("127.0.0.1", 8000, "sqlite:///meeple.db", False)
    assert args.func is cmd_serve
    args = parser.parse_args(["serve", "--host", "0.0.0.0", "--port", "9", "--db", "postgresql://x/y", "--test-seeds"])
    assert (args.host, args.port, args.db, args.test_seeds) == ("0.0.0.0", 9, "postgresql://x/y", True)


def test_a_bad_database_is_one_line_and_exit_2(capsys: Any) -> None:
    parser = argparse.ArgumentParser()
    add_serve_command(parser.add_subparsers(dest="command"))
    assert cmd_serve(parser.parse_args(["serve", "--db", "mysql://nobody"])) == 2
    err = capsys.readouterr().err
    assert err.startswith("meeple: error: cannot open the database") and err.count("\n") == 1


def test_migrations_are_applied_once(database: Any) -> None:
    engine = database.engine()
    store.migrate(engine)
    store.migrate(engine)  # a second start finds the schema current
    with engine.connect() as conn:
        assert conn.execute(sa.text(f"select version_num from {schema.VERSION_TABLE}")).scalar_one() == "0001"
        assert conn.execute(sa.select(sa.func.count()).select_from(schema.log)).scalar_one() == 0
    engine.dispose()


def test_bots_think_off_the_event_loop(serve: Any, monkeypatch: Any) -> None:
    monkeypatch.setitem(AGENTS, "probe", "server_helpers:ProbeAgent")
    monkeypatch.setitem(SETTINGS, "probe", {})
    ProbeAgent.threads.clear()
    with serve() as client:
        created = client.post("/api/tables", json={"game": "cosmoclasm", "players": 2, "seed": 1,
                                                   "seats": [{"bot": "probe"}, {"bot": "mcts:iterations=20"}]}).json()
        assert wait_for(lambda: client.get(f"/api/tables/{created['id']}").json()["move"] >= 6)
    assert ProbeAgent.threads and all(name.startswith("meeple-bot") for name in ProbeAgent.threads)


def test_a_table_whose_game_is_gone_is_refused_not_fatal(serve: Any, database: Any) -> None:
    with serve() as client:
        kept = client.post("/api/tables", json={"game": "cosmoclasm", "players": 2}).json()
    engine = database.engine()
    with engine.begin() as conn:
        config = {"game": "vanished", "players": 2, "variant": "base", "options": {}, "seed": 1, "clock_s": None,
                  "seats": [{"bot": None, "token": None}, {"bot": None, "token": None}]}
        conn.execute(schema.tables.insert().values(id="gone", config=json.dumps(config), created=0.0))
    engine.dispose()
    with serve() as client:
        r = client.get("/api/tables/gone")
        assert r.status_code == 409 and "cannot start" in r.json()["error"]
        assert [t["id"] for t in client.get("/api/tables").json()] == [kept["id"]]
        token = kept["seats"][0]["token"]
        assert client.get(f"/api/tables/{kept['id']}", headers=bearer(token)).json()["seat"] == 0


def test_a_failing_bot_does_not_stall_its_table(serve: Any, monkeypatch: Any) -> None:
    monkeypatch.setitem(AGENTS, "broken", "server_helpers:BrokenAgent")
    monkeypatch.setitem(SETTINGS, "broken", {})
    with serve() as client:
        created = client.post("/api/tables", json={"game": "cosmoclasm", "players": 2, "seed": 1,
                                                   "seats": [{"bot": "broken"}, {"bot": "random"}]}).json()
        assert wait_for(lambda: client.get(f"/api/tables/{created['id']}").json()["move"] >= 6)


def test_search_bots_think_in_a_worker_process(serve: Any) -> None:
    with serve() as client:
        hall = client.app.state.hall
        created = client.post("/api/tables", json={"game": "cosmoclasm", "players": 2, "seed": 3, "seats": [
            {"bot": "mcts:iterations=30"}, {"bot": "random"}]}).json()
        assert wait_for(lambda: client.get(f"/api/tables/{created['id']}").json()["move"] >= 8)
        assert hall.workers.thought_apart >= 1


def test_a_full_server_refuses_new_tables(serve: Any, monkeypatch: Any) -> None:
    from meeple.server import lobby

    monkeypatch.setattr(lobby, "TABLE_LIMIT", 1)
    with serve() as client:
        assert client.post("/api/tables", json={"game": "cosmoclasm", "players": 2}).status_code == 201
        r = client.post("/api/tables", json={"game": "cosmoclasm", "players": 2})
        assert r.status_code == 503 and "unfinished tables" in r.json()["error"]
