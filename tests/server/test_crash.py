"""A real ``meeple serve`` killed with ``kill -9`` at random moments, under a scripted client and bots.

After each restart: every acknowledged move is in the log exactly once, a move whose answer was
lost is retried with its client id and applied at most once, and every table the server shows
equals the replay of its log.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from typing import Any

import httpx2
import pytest
import sqlalchemy as sa
from server_helpers import bearer

import meeple
from meeple.server import schema
from meeple.server.store import engine_for

KILLS = 4
TABLES = [  # game, players, seats
    ("cosmoclasm", 2, [{}, {"bot": "random"}]),
    ("steam_court", 3, [{}, {"bot": "random"}, {"bot": "greedy"}]),
    ("brass_birmingham", 2, [{}, {}]),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, db: str) -> None:
        self.db = db
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "meeple.cli.serve", "serve", "--db", self.db, "--port", str(self.port),
             "--test-seeds", "--bot-delay", "0.01"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"meeple serve exited: {self.process.stderr.read().decode()[-2000:]}")
            try:
                if httpx2.get(f"{self.url}/api/games", timeout=1).status_code == 200:
                    return
            except httpx2.HTTPError:
                time.sleep(0.05)
        raise AssertionError("meeple serve did not start within 30 s")

    def kill(self) -> None:
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self.process.stderr.close()  # type: ignore[union-attr]


class ScriptedClient(threading.Thread):
    """Plays every person seat with random legal actions; remembers what was acknowledged or lost."""

    def __init__(self, url: str, tables: list[dict[str, Any]], seed: int) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.tables = tables
        self.rng = random.Random(seed)
        self.stop = threading.Event()
        self.acked: list[tuple[str, str, int, str]] = []  # table, client id, seat, label
        self.lost: list[tuple[str, str, dict[str, Any]]] = []  # table, token, body whose answer never came

    def run(self) -> None:
        with httpx2.Client(base_url=self.url, timeout=3) as http:
            while not self.stop.is_set():
                table = self.rng.choice(self.tables)
                token = self.rng.choice([s["token"] for s in table["seats"] if "token" in s])
                try:
                    d = http.get(f"/api/tables/{table['id']}", headers=bearer(token)).json()
                except (httpx2.HTTPError, ValueError):
                    time.sleep(0.01)
                    continue
                if not d.get("legal"):
                    time.sleep(0.002)
                    continue
                body = {"action": self.rng.choice(d["legal"]), "move": d["move"], "client_id": uuid.uuid4().hex}
                try:
                    r = http.post(f"/api/tables/{table['id']}/actions", headers=bearer(token), json=body)
                except httpx2.HTTPError:
                    self.lost.append((table["id"], token, body))
                    continue
                if r.status_code == 200:
                    self.acked.append((table["id"], body["client_id"], d["seat"], body["action"]))
                else:
                    assert r.status_code in (409, 422), r.text  # a bot moved at the same time


def read_log(db: str) -> tuple[dict[str, dict[str, Any]], dict[str, list[Any]]]:
    engine = engine_for(db)
    with engine.connect() as conn:
        configs = {row.id: json.loads(row.config) for row in conn.execute(sa.select(schema.tables))}
        logs: dict[str, list[Any]] = {}
        for row in conn.execute(sa.select(schema.log).order_by(schema.log.c.table_id, schema.log.c.n)):
            logs.setdefault(row.table_id, []).append(row)
    engine.dispose()
    return configs, logs


def check_tables(server: Server, tables: list[dict[str, Any]], client: ScriptedClient) -> None:
    with httpx2.Client(base_url=server.url, timeout=5) as http:
        docs = {t["id"]: [http.get(f"/api/tables/{t['id']}").json()] +
                [http.get(f"/api/tables/{t['id']}", headers=bearer(s["token"])).json()
                 for s in t["seats"] if "token" in s] for t in tables}
    configs, logs = read_log(server.db)
    ids = [row.client_id for rows in logs.values() for row in rows if row.client_id is not None]
    assert len(ids) == len(set(ids)), "a client id was applied twice"
    logged = {(row.table_id, row.client_id): (row.seat, row.label) for rows in logs.values() for row in rows}
    for table_id, client_id, seat, label in client.acked:
        assert logged.get((table_id, client_id)) == (seat, label), "an acknowledged move is missing"
    for t in tables:
        c = configs[t["id"]]
        state = meeple.new_game(c["game"], players=c["players"], seed=c["seed"], variant=c["variant"],
                                options=c["options"])
        move = 0
        wanted = {d["move"] for d in docs[t["id"]]}
        seen = set()
        for row in logs.get(t["id"], []):
            if move in wanted:
                for d in docs[t["id"]]:
                    if d["move"] == move:
                        assert d["view"] == state.view(d["seat"]), f"table {t['id']} differs from its log's replay"
                        seen.add(move)
            if row.kind == "action":
                state.apply(row.label, row.seat)
                move += 1
        for d in docs[t["id"]]:
            if d["move"] == move:
                assert d["view"] == state.view(d["seat"])
                seen.add(move)
        assert seen == wanted, "the server shows a move its log does not hold"


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_kill_9_loses_nothing(backend: str, tmp_path: Any, request: pytest.FixtureRequest) -> None:
    if backend == "sqlite":
        db = f"sqlite:///{tmp_path / 'crash.db'}"
    else:
        database = request.getfixturevalue("database_pg")
        db = f"{database.url}?options=-csearch_path%3D{database.schema}"
    server = Server(db)
    server.start()
    rng = random.Random(17)
    tables = []
    try:
        loaded = {g.id for g in meeple.games()}
        playable = [t for t in TABLES if t[0] in loaded]
        assert playable, "none of the crash test's games loads"
        for k, (game, players, seats) in enumerate(playable):
            r = httpx2.post(f"{server.url}/api/tables",
                           json={"game": game, "players": players, "seats": seats, "seed": 100 + k}, timeout=5)
            assert r.status_code == 201, r.text
            tables.append(r.json())
        total_acked = total_lost = 0
        for round_ in range(KILLS):
            client = ScriptedClient(server.url, tables, seed=round_)
            client.start()
            time.sleep(rng.uniform(0.4, 1.2))
            server.kill()  # at a random moment: requests in flight, bots thinking, commits pending
            client.stop.set()
            client.join(10)
            server.start()
            for table_id, token, body in client.lost:  # retried with the same client id: applied at most once
                r = httpx2.post(f"{server.url}/api/tables/{table_id}/actions", headers=bearer(token), json=body,
                               timeout=5)
                assert r.status_code in (200, 409, 422), r.text
            check_tables(server, tables, client)
            total_acked += len(client.acked)
            total_lost += len(client.lost)
        print(f"{backend}: {KILLS} kills, {total_acked} acknowledged moves kept, {total_lost} unanswered retried")
        assert total_acked > 20  # the client really played between the kills
    finally:
        if server.process is not None and server.process.poll() is None:
            server.kill()
