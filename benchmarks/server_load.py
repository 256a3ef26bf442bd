"""Load benchmark of ``meeple serve`` (not a timed test): many concurrent tables with bots and scripted clients.

A real server runs in its own process; this process plays one person seat at each table over a
WebSocket (random legal actions, each with a client id), the other seats being the server's
random bots. When a game ends the table's rematch starts. It reports moves/s (every move,
people's and bots') and the latency of the people's moves: from sending the action to receiving
the seat's document of the new move (committed, then sent).

    python benchmarks/server_load.py [--tables 100] [--seconds 20] [--db sqlite|postgresql|URL ...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from typing import Any

import httpx2
import sqlalchemy as sa
import websockets

PG_URL = os.environ.get("MEEPLE_TEST_PG_URL", "postgresql://postgres@127.0.0.1:5432/test")
MIX = [("steam_court", 3, [{}, {"bot": "random"}, {"bot": "random"}]),
       ("cosmoclasm", 2, [{}, {"bot": "random"}]),
       ("brass_birmingham", 2, [{}, {"bot": "random"}])]


class Figures:
    def __init__(self) -> None:
        self.moves = 0
        self.latencies: list[float] = []
        self.refused = 0
        self.games = 0


async def play_table(url: str, ws_url: str, created: dict[str, Any], figures: Figures, until: float,
                     rng: random.Random, think: float, by_http: bool) -> None:
    """Play the person seat of one table (and of its rematches) until ``until``."""
    async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
        while time.monotonic() < until:
            token = created["seats"][0]["token"]
            last_move = 0
            async with websockets.connect(f"{ws_url}/ws/tables/{created['id']}?token={token}",
                                          max_size=2**22) as ws:
                sent: tuple[int, float] | None = None
                while time.monotonic() < until:
                    try:
                        raw = await asyncio.wait_for(ws.recv(), timeout=max(0.01, until - time.monotonic()))
                    except TimeoutError:
                        return
                    d = json.loads(raw)
                    if "error" in d:
                        figures.refused += 1
                        sent = None
                        continue
                    if d["move"] > last_move:
                        figures.moves += d["move"] - last_move
                        last_move = d["move"]
                    if sent is not None and d["move"] > sent[0]:
                        figures.latencies.append(time.perf_counter() - sent[1])
                        sent = None
                    if d["over"]:
                        figures.games += 1
                        break
                    if d["legal"] and sent is None:
                        if think:  # a person thinks (the documents sent meanwhile are read after)
                            await asyncio.sleep(rng.uniform(0, 2 * think))
                        body = {"action": rng.choice(d["legal"]), "move": d["move"], "client_id": uuid.uuid4().hex}
                        if by_http:  # POST .../actions: answered once committed
                            began = time.perf_counter()
                            r = await http.post(f"/api/tables/{created['id']}/actions", json=body,
                                                headers={"Authorization": f"Bearer {token}"})
                            if r.status_code == 200:
                                figures.latencies.append(time.perf_counter() - began)
                            else:
                                figures.refused += 1
                        else:
                            sent = (d["move"], time.perf_counter())
                            await ws.send(json.dumps(body))
                else:
                    return
            r = await http.post(f"/api/tables/{created['id']}/rematch", headers={"Authorization": f"Bearer {token}"})
            created = {"id": r.json()["id"], "seats": created["seats"]}


async def run_load(url: str, tables: int, seconds: float, think: float, by_http: bool = False) -> dict[str, Any]:
    ws_url = url.replace("http://", "ws://")
    rng = random.Random(1)
    async with httpx2.AsyncClient(base_url=url, timeout=10) as http:
        created = []
        for k in range(tables):
            game, players, seats = MIX[k % len(MIX)]
            r = await http.post("/api/tables", json={"game": game, "players": players, "seats": seats})
            r.raise_for_status()
            created.append(r.json())
    figures = Figures()
    client_cpu = time.process_time()
    start = time.monotonic()
    until = start + seconds
    await asyncio.gather(*(play_table(url, ws_url, c, figures, until, random.Random(rng.random()), think, by_http)
                           for c in created))
    elapsed = time.monotonic() - start
    lat = sorted(figures.latencies)
    q = statistics.quantiles(lat, n=100) if len(lat) >= 100 else [float("nan")] * 99
    return {"tables": tables, "seconds": round(elapsed, 1), "moves": figures.moves,
            "moves_per_s": round(figures.moves / elapsed, 1), "person_moves": len(lat),
            "p50_ms": round(q[49] * 1000, 1), "p99_ms": round(q[98] * 1000, 1),
            "games_finished": figures.games, "refused": figures.refused,
            "client_cpu_ms_per_move": round((time.process_time() - client_cpu) * 1000 / max(figures.moves, 1), 3)}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(db: str, bot_delay: float) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "meeple.cli.serve", "serve", "--db", db, "--port", str(port),
                                "--bot-delay", str(bot_delay)], stdout=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx2.get(f"{url}/api/games", timeout=1).status_code == 200:
                return process, url
        except httpx2.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("meeple serve did not start")


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) of a process so far, from /proc (0 where there is none)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def measure(db_name: str, args: argparse.Namespace) -> dict[str, Any]:
    schema = None
    if db_name == "sqlite":
        db = f"sqlite:///{tempfile.mkdtemp(prefix='meeple-load-')}/load.db"
    elif db_name == "postgresql":
        schema = f"meeple_load_{secrets.token_hex(4)}"
        engine = sa.create_engine("postgresql+psycopg://" + PG_URL.split("://", 1)[1])
        with engine.begin() as conn:
            conn.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
        db = f"{PG_URL}?options=-csearch_path%3D{schema}"
    else:
        db = db_name
    process, url = serve(db, args.bot_delay)
    try:
        cpu = cpu_seconds(process.pid)
        figures = asyncio.run(run_load(url, args.tables, args.seconds, args.think, args.http))
        cpu = cpu_seconds(process.pid) - cpu
        figures["server_cpu_ms_per_move"] = round(cpu * 1000 / max(figures["moves"], 1), 3)
    finally:
        process.kill()
        process.wait()
        if schema is not None:
            with engine.begin() as conn:
                conn.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
            engine.dispose()
    return {"db": db_name, "bot_delay": args.bot_delay, "think": args.think,
            "moves_by": "http" if args.http else "websocket", **figures,
            "load_average": round(os.getloadavg()[0], 1)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--bot-delay", type=float, default=0.05, help="the server's bot delay (default 0.05 s)")
    p.add_argument("--think", type=float, default=0.0,
                   help="mean seconds a scripted person waits before acting (default 0: as fast as it can)")
    p.add_argument("--db", action="append", help="sqlite, postgresql or a database URL (default: both)")
    p.add_argument("--http", action="store_true",
                   help="people act with POST .../actions (latency: until its answer) instead of over the WebSocket")
    p.add_argument("--url", help="measure a server already running there instead (its database as it is)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    if args.url:
        row = {"db": "as served", **asyncio.run(run_load(args.url, args.tables, args.seconds, args.think, args.http))}
        print(json.dumps(row), flush=True)
        return
    for name in args.db or ["sqlite", "postgresql"]:
        row = measure(name, args)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            print(f"{row['db']:>10} ({row['moves_by']}): {row['tables']} tables, {row['seconds']} s: "
                  f"{row['moves_per_s']} moves/s "
                  f"({row['moves']} moves, {row['games_finished']} games finished); people's moves "
                  f"{row['person_moves']}: p50 {row['p50_ms']} ms, p99 {row['p99_ms']} ms; "
                  f"{row['refused']} refused; CPU a move: server {row['server_cpu_ms_per_move']} ms, "
                  f"clients {row['client_cpu_ms_per_move']} ms; "
                  f"machine load {row['load_average']}", flush=True)


if __name__ == "__main__":
    main()
