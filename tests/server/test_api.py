"""The HTTP and WebSocket API of ARCHITECTURE.md ("Server"), on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import secrets
from typing import Any

import pytest
import sqlalchemy as sa
from server_helpers import bearer, wait_for

import meeple
from meeple.server import schema

GAME, PLAYERS, SEED = "cosmoclasm", 2, 11


def create(client: Any, **body: Any) -> dict[str, Any]:
    body = {"game": GAME, "players": PLAYERS, "seed": SEED, **body}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def doc(client: Any, table: str, token: str | None = None) -> dict[str, Any]:
    r = client.get(f"/api/tables/{table}", headers=bearer(token) if token else {})
    assert r.status_code == 200, r.text
    return r.json()


def mover_token(created: dict[str, Any], d: dict[str, Any]) -> tuple[int, str]:
    seat = d["to_move"][0]
    return seat, created["seats"][seat]["token"]


def play(client: Any, created: dict[str, Any], n: int) -> meeple.State:
    """Play the first legal action ``n`` times (each by the seat to move); the reference state after."""
    ref = meeple.new_game(GAME, players=PLAYERS, seed=SEED)
    for _ in range(n):
        d = doc(client, created["id"])
        seat, token = mover_token(created, d)
        label = doc(client, created["id"], token)["legal"][0]
        r = client.post(f"/api/tables/{created['id']}/actions", headers=bearer(token),
                        json={"action": label, "move": d["move"], "client_id": secrets.token_hex(8)})
        assert r.status_code == 200, r.text
        ref.apply(label, seat)
    return ref


def assert_error(r: Any, status: int) -> str:
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) == {"error"} and isinstance(body["error"], str) and "\n" not in body["error"]
    assert "Traceback" not in r.text
    return body["error"]


def log_rows(database: Any) -> int:
    engine = database.engine()
    with engine.connect() as conn:
        n = conn.execute(sa.select(sa.func.count()).select_from(schema.log)).scalar_one()
        n += conn.execute(sa.select(sa.func.count()).select_from(schema.tables)).scalar_one()
    engine.dispose()
    return n


def test_games_and_openapi(serve: Any) -> None:
    with serve() as client:
        games = client.get("/api/games").json()
        assert [g["id"] for g in games] == [g.id for g in meeple.games()]
        for g, info in zip(games, meeple.games(), strict=True):
            assert g["title"] == info.title and g["variants"] == list(info.variants)
            assert (g["min_players"], g["max_players"]) == (info.min_players, info.max_players)
            assert set(g["options"]) == set(info.options)
        spec = client.get("/openapi.json").json()
        assert spec["openapi"].startswith("3.")
        for path in ("/api/games", "/api/tables", "/api/tables/{table_id}", "/api/tables/{table_id}/actions",
                     "/api/tables/{table_id}/undo", "/api/tables/{table_id}/record", "/ws/tables/{table_id}"):
            assert path in spec["paths"]
        assert set(spec["paths"]["/api/tables"]) == {"get", "post"}
        served = {route.path for route in client.app.routes if route.path.startswith(("/api/", "/ws/"))}
        assert served == set(spec["paths"])  # every API path served is described


def test_create_list_and_documents(serve: Any) -> None:
    with serve() as client:
        created = create(client, seats=[{}, {"bot": "random"}])
        assert set(created) == {"id", "seats", "spectate"}
        person, bot = created["seats"]
        assert person["seat"] == 0 and len(person["token"]) >= 32 and person["token"] in person["invite"]
        assert bot == {"seat": 1, "bot": "random"}
        listed = client.get("/api/tables").json()
        assert listed == [{"id": created["id"], "game": GAME, "players": 2, "variant": "base", "free_seats": [0]}]
        assert person["token"] not in client.get("/api/tables").text
        created = create(client)  # people only: nobody moves while the documents are compared
        person = created["seats"][0]
        ref = meeple.new_game(GAME, players=PLAYERS, seed=SEED)
        spectator = doc(client, created["id"])
        assert spectator["seat"] is None and spectator["legal"] == [] and spectator["view"] == ref.view(None)
        assert spectator["game"] == GAME and spectator["id"] == created["id"]
        assert {"id", "game", "seat", "move", "to_move", "view", "legal", "events", "over", "result"} <= set(spectator)
        mine = doc(client, created["id"], person["token"])
        assert mine["seat"] == 0 and mine["view"] == ref.view(0) and mine["move"] == 0
        assert mine["to_move"] == list(ref.to_move) and mine["over"] is False and mine["result"] is None
        assert mine["legal"] == ([str(a) for a in ref.legal_actions(0)] if 0 in ref.to_move else [])


def test_a_seed_only_under_test_seeds(serve: Any) -> None:
    with serve(test_seeds=False) as client:
        error = assert_error(client.post("/api/tables", json={"game": GAME, "players": 2, "seed": 5}), 400)
        assert "seed" in error and "--test-seeds" in error
        assert client.post("/api/tables", json={"game": GAME, "players": 2}).status_code == 201
        three = client.post("/api/tables", json={"game": GAME, "seats": [{}, {}, {"bot": "random"}]}).json()
        assert len(three["seats"]) == 3 and doc(client, three["id"])["table"]["players"] == 3


@pytest.mark.parametrize("body", [
    {"game": "no_such_game", "players": 2},
    {"game": GAME, "players": 9},
    {"game": GAME, "players": "two"},
    {"game": GAME, "players": 2, "variant": "nope"},
    {"game": GAME, "players": 2, "options": {"nope": 1}},
    {"game": GAME, "players": 2, "options": "first_player=1"},
    {"game": GAME, "players": 2, "seats": [{}]},
    {"game": GAME, "players": 2, "seats": [{}, {"bot": "nobot"}]},
    {"game": GAME, "players": 2, "seats": [{}, {"bot": "mcts:seconds=9999"}]},
    {"game": GAME, "players": 2, "seats": [{}, {"bot": "rollout:samples=1000"}]},
    {"game": GAME, "players": 2, "seats": [{}, {"bot": "rollout:turns=5"}]},
    {"game": GAME, "players": 2, "seats": [{}, {"human": True}]},
    {"game": GAME, "players": 2, "clock_s": -1},
    {"game": GAME, "players": 2, "clock_s": "soon"},
    {"game": GAME, "players": 2, "seed": -3},
    {"game": GAME, "players": 2, "colour": "red"},
    {"players": 2},
])
def test_bad_tables_are_refused_and_nothing_is_stored(serve: Any, database: Any, body: dict[str, Any]) -> None:
    with serve() as client:
        before = log_rows(database)
        assert_error(client.post("/api/tables", json=body), 400)
        assert client.get("/api/tables").json() == [] and log_rows(database) == before


def test_malformed_and_oversized_bodies(serve: Any) -> None:
    with serve() as client:
        assert_error(client.post("/api/tables", content=b"{not json"), 400)
        assert_error(client.post("/api/tables", content=b"[1, 2]"), 400)
        assert_error(client.post("/api/tables", content=b"\xff\xfe"), 400)
        assert_error(client.post("/api/tables", content=b"[" * 100_000), 413)
        assert_error(client.post("/api/tables", content=json.dumps({"game": GAME, "pad": "x" * 70_000})), 413)
        assert_error(client.get("/no/such/path"), 404)
        assert_error(client.get("/api/tables/nope"), 404)
        assert_error(client.delete("/api/tables"), 405)
        assert client.get("/api/tables").json() == []


def test_moves_stale_illegal_retried_and_tokens(serve: Any, database: Any) -> None:
    with serve() as client:
        created = create(client)
        table = created["id"]
        ref = play(client, created, 3)
        d = doc(client, table)
        assert d["move"] == 3 and d["view"] == ref.view(None)
        seat, token = mover_token(created, d)
        other = created["seats"][1 - seat]["token"]
        label = doc(client, table, token)["legal"][0]
        url = f"/api/tables/{table}/actions"
        before = (log_rows(database), doc(client, table, token))
        assert "not the current move" in assert_error(
            client.post(url, headers=bearer(token), json={"action": label, "move": 2, "client_id": "x"}), 409)
        assert_error(client.post(url, headers=bearer(token), json={"action": "no such action", "move": 3}), 422)
        assert_error(client.post(url, headers=bearer(other), json={"action": label, "move": 3}), 422)
        assert_error(client.post(url, json={"action": label, "move": 3}), 401)
        assert_error(client.post(url, headers={"Authorization": "Basic abc"}, json={"action": label, "move": 3}), 401)
        assert_error(client.post(url, headers=bearer("not-a-token"), json={"action": label, "move": 3}), 403)
        assert_error(client.post(url, headers=bearer(token), json={"action": label, "move": "3"}), 400)
        assert_error(client.post(url, headers=bearer(token), json={"action": 5, "move": 3}), 400)
        assert_error(client.post(url, headers=bearer(token), json={"action": label, "move": 3, "client_id": 7}), 400)
        assert_error(client.post(url, headers=bearer(token), content=b"{"), 400)
        assert_error(client.post(url, headers=bearer(token), content=b"x" * 70_000), 413)
        assert_error(client.get(f"/api/tables/{table}", headers=bearer("wrong")), 403)
        assert (log_rows(database), doc(client, table, token)) == before  # nothing changed
        body = {"action": label, "move": 3, "client_id": "retry-me"}
        first = client.post(url, headers=bearer(token), json=body)
        assert first.status_code == 200 and first.json()["move"] == 4 and first.json()["seat"] == seat
        again = client.post(url, headers=bearer(token), json=body)  # a retry: applied once
        assert again.status_code == 200 and again.json()["move"] == 4
        ref.apply(label, seat)
        assert doc(client, table)["view"] == ref.view(None)
        assert_error(client.post(url, headers=bearer(token), json={"action": label, "move": 3}), 409)
    with serve() as client:  # restarted: the same table, and the retried id still applied once
        assert doc(client, table)["view"] == ref.view(None) and doc(client, table)["move"] == 4
        assert client.post(url, headers=bearer(token), json=body).json()["move"] == 4


def test_undo(serve: Any) -> None:
    with serve() as client:
        created = create(client)
        table = created["id"]
        d = doc(client, table)
        seat, token = mover_token(created, d)
        assert "nothing to take back" in assert_error(client.post(f"/api/tables/{table}/undo", headers=bearer(token)),
                                                      409)
        assert_error(client.post(f"/api/tables/{table}/undo"), 401)
        ref = play(client, created, 1)
        last_seat = seat
        r = client.post(f"/api/tables/{table}/undo", headers=bearer(created["seats"][1 - last_seat]["token"]))
        assert_error(r, 409)
        assert ref.can_undo(last_seat)  # this game's first action may be taken back
        r = client.post(f"/api/tables/{table}/undo", headers=bearer(created["seats"][last_seat]["token"]))
        assert r.status_code == 200, r.text
        after = r.json()
        assert after["move"] == 0 and after["view"] == meeple.new_game(GAME, players=2, seed=SEED).view(last_seat)
        assert_error(client.post(f"/api/tables/{table}/undo", headers=bearer(created["seats"][last_seat]["token"])),
                     409)  # nothing of its own left to take back
        ref = play(client, created, 2)
        state_move = doc(client, table)["move"]
        assert state_move == 2 and doc(client, table)["view"] == ref.view(None)
    with serve() as client:  # the undo is in the log and replays
        assert doc(client, table)["move"] == state_move and doc(client, table)["view"] == ref.view(None)


def test_record_only_once_over_and_bots_play_to_the_end(serve: Any) -> None:
    with serve() as client:
        created = create(client, seats=[{}, {"bot": "random"}])
        table = created["id"]
        token = created["seats"][0]["token"]
        assert "over" in assert_error(client.get(f"/api/tables/{table}/record"), 403)
        ws_docs = []
        with client.websocket_connect(f"/ws/tables/{table}?token={token}") as ws:
            d = ws.receive_json()
            while not d["over"]:
                ws_docs.append(d)
                if d["legal"]:
                    ws.send_json({"action": d["legal"][-1], "move": d["move"], "client_id": f"m{d['move']}"})
                d = ws.receive_json()
                while "error" in d:  # only a stale move, when the bot moved at the same time
                    assert d["status"] == 409, d
                    d = ws.receive_json()
        assert d["result"] is not None and d["legal"] == []
        record = client.get(f"/api/tables/{table}/record").json()
        again = meeple.replay(record)
        assert again.is_over and again.view(0) == d["view"] and record["seed"] == SEED
        assert list(again.result().winners) == d["result"]["winners"]
        assert any(not x["legal"] for x in ws_docs)  # the bot's turns came over the socket too


def next_error(ws: Any) -> dict[str, Any]:
    """The next refusal on the socket (documents sent before it, such as a seat joining, are skipped)."""
    while True:
        m = ws.receive_json()
        if "error" in m:
            return m


def test_websocket_messages(serve: Any) -> None:
    with serve() as client:
        created = create(client)
        table = created["id"]
        tokens = [s["token"] for s in created["seats"]]
        with client.websocket_connect(f"/ws/tables/{table}?token=wrong") as ws:
            assert ws.receive_json() == {"error": "this token holds no seat at this table", "status": 403}
        with client.websocket_connect("/ws/tables/nope") as ws:
            assert next_error(ws)["status"] == 404
        with client.websocket_connect(f"/ws/tables/{table}") as spectator, \
                client.websocket_connect(f"/ws/tables/{table}?token={tokens[0]}") as ws0, \
                client.websocket_connect(f"/ws/tables/{table}?token={tokens[1]}") as ws1:
            sockets = {None: spectator, 0: ws0, 1: ws1}
            first = {k: ws.receive_json() for k, ws in sockets.items()}
            assert [first[k]["seat"] for k in sockets] == [None, 0, 1]
            spectator.send_json({"action": "pass", "move": 0})
            assert next_error(spectator)["status"] == 401
            mover = first[None]["to_move"][0]
            ws = sockets[mover]
            ws.send_text("{oops")
            assert next_error(ws)["status"] == 400
            ws.send_bytes(b"{}")
            assert next_error(ws)["status"] == 400
            ws.send_json({"action": "not legal", "move": 0})
            assert next_error(ws)["status"] == 422
            ws.send_json({"action": first[mover]["legal"][0], "move": 5})
            assert next_error(ws)["status"] == 409
            ws.send_json({"action": first[mover]["legal"][0], "move": 0, "client_id": "w1"})
            ref = meeple.new_game(GAME, players=2, seed=SEED)
            ref.apply(first[mover]["legal"][0], mover)
            for k, sock in sockets.items():
                d = sock.receive_json()
                while d.get("move") == 0 and "error" not in d:  # join notices may come first
                    d = sock.receive_json()
                assert d["move"] == 1 and d["seat"] == k and d["view"] == ref.view(k)
            ws.send_json({"action": first[mover]["legal"][0], "move": 0, "client_id": "w1"})  # retried: applied once
            again = ws.receive_json()
            assert again["move"] == 1 and again["view"] == ref.view(mover)


def test_join_leave_rematch_and_spectate(serve: Any) -> None:
    with serve() as client:
        created = create(client, seats=[{}, {"bot": "random"}])
        table = created["id"]
        token = created["seats"][0]["token"]
        assert client.get("/api/tables").json()[0]["free_seats"] == [0]
        assert client.post(f"/api/tables/{table}/join", headers=bearer(token)).json()["table"]["seats"][0]["joined"]
        assert client.get("/api/tables").json() == []
        client.post(f"/api/tables/{table}/leave", headers=bearer(token))
        assert client.get("/api/tables").json()[0]["free_seats"] == [0]
        assert_error(client.post(f"/api/tables/{table}/rematch", headers=bearer(token)), 409)
        assert_error(client.post(f"/api/tables/{table}/join", headers=bearer("bad")), 403)
        with client.websocket_connect(f"/ws/tables/{table}?token={token}") as ws:
            d = ws.receive_json()
            while not d["over"]:
                if d["legal"]:
                    ws.send_json({"action": d["legal"][0], "move": d["move"]})
                d = ws.receive_json()
                while "error" in d:
                    d = ws.receive_json()
        rematch = client.post(f"/api/tables/{table}/rematch", headers=bearer(token))
        assert rematch.status_code == 201
        new = rematch.json()
        assert new["id"] != table and new["seats"] == [{"seat": 0}, {"seat": 1, "bot": "random"}]
        assert client.post(f"/api/tables/{table}/rematch", headers=bearer(token)).json()["id"] == new["id"]
        assert doc(client, table)["table"]["rematch"] == new["id"]
        mine = doc(client, new["id"], token)  # the same token holds the same seat
        assert mine["seat"] == 0 and not mine["over"] and mine["table"]["seats"][0]["joined"]
        assert doc(client, new["id"])["seat"] is None


def test_turn_clock_hands_an_absent_seat_to_a_bot(serve: Any) -> None:
    with serve() as client:
        created = create(client, clock_s=0.3)
        table = created["id"]
        d = wait_for(lambda: (lambda x: x if x["move"] >= 2 else None)(doc(client, table)))
        notices = d["table"]["notices"]
        assert any("clock ran out" in n for n in notices)
        assert any(s["clock_bot"] for s in d["table"]["seats"])
        seat = next(s["seat"] for s in d["table"]["seats"] if s["clock_bot"])
        client.post(f"/api/tables/{table}/join", headers=bearer(created["seats"][seat]["token"]))
        back = doc(client, table)
        assert not back["table"]["seats"][seat]["clock_bot"] and any("is back" in n for n in back["table"]["notices"])
        assert back["table"]["seats"][seat]["joined"]
    with serve() as client:  # the clock's and the lobby's entries are in the log too
        again = doc(client, table)["table"]
        assert again["notices"][:len(back["table"]["notices"])] == back["table"]["notices"]
        assert again["seats"][seat]["joined"] and again["clock_s"] == 0.3


def test_concurrent_moves_on_one_table_apply_once(serve: Any, database: Any) -> None:
    from concurrent.futures import ThreadPoolExecutor

    with serve() as client:
        created = create(client)
        table = created["id"]
        play(client, created, 2)
        d = doc(client, table)
        seat, token = mover_token(created, d)
        legal = doc(client, table, token)["legal"]
        url = f"/api/tables/{table}/actions"
        bodies = [{"action": legal[k % len(legal)], "move": d["move"], "client_id": f"racer{k}"} for k in range(8)]
        bodies += [{"action": legal[0], "move": d["move"], "client_id": "same"}] * 4
        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(lambda b: client.post(url, headers=bearer(token), json=b), bodies))
        assert all(a.status_code in (200, 409, 422) for a in answers)
        assert doc(client, table)["move"] == d["move"] + 1  # one applied: every other was stale, or a retry
        engine = database.engine()
        with engine.connect() as conn:
            rows = conn.execute(sa.select(schema.log.c.client_id).where(schema.log.c.table_id == table,
                                                                        schema.log.c.kind == "action")).all()
        engine.dispose()
        ids = [r.client_id for r in rows]
        assert len(ids) == len(set(ids)) == doc(client, table)["move"]
        assert [a.status_code for a in answers].count(200) in (1, 4)  # a racer, or the four sends of "same"
