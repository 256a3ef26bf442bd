"""Nothing a seat may not see crosses the wire: whole games of every game over WebSockets.

Every message to each seat (and to a spectator) is checked against a reference game played
alongside: its view is exactly ``view(seat)``, its legal labels exactly the seat's, the rest
public; and no string that only another seat's view holds (a card in another hand...) appears
anywhere in its bytes.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from starlette.testclient import TestClient

import meeple
from meeple.server.app import build

DOC_KEYS = {"id", "game", "seat", "move", "to_move", "view", "legal", "events", "over", "result", "table"}
TABLE_KEYS = {"players", "variant", "clock_s", "seats", "rematch", "notices"}
MOVE_LIMIT = 3000


def strings(value: Any, out: set[str]) -> set[str]:
    """Every string in a JSON value, keys included."""
    if isinstance(value, str):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            strings(v, out)
    elif isinstance(value, list):
        for v in value:
            strings(v, out)
    return out


def check_message(raw: str, seat: int | None, ref: meeple.State) -> None:
    d = json.loads(raw)
    assert set(d) == DOC_KEYS and set(d["table"]) == TABLE_KEYS
    assert d["seat"] == seat and d["to_move"] == list(ref.to_move) and d["over"] == ref.is_over
    assert d["view"] == ref.view(seat)
    assert d["legal"] == ([str(a) for a in ref.legal_actions(seat)] if seat is not None and seat in ref.to_move else [])
    assert d["events"] == ref.events
    if seat is None:
        return
    known = strings(ref.view(seat), set()) | set(d["legal"]) | strings(d["events"], set())
    hidden = set()
    for other in range(ref.seats):
        if other != seat:
            hidden |= strings(ref.view(other), set()) - known
    for word in hidden:
        assert json.dumps(word) not in raw, f"seat {seat} was sent {word!r}, which only another seat may see"


def receive_move(ws: Any, move: int) -> list[str]:
    """The messages up to the document of ``move``."""
    out = []
    while True:
        raw = ws.receive_text()
        out.append(raw)
        d = json.loads(raw)
        assert "error" not in d, d
        if d["move"] == move:
            return out


@pytest.mark.parametrize("game", [g.id for g in meeple.games()])
def test_whole_games_leak_nothing(game: str, tmp_path: Any) -> None:
    info = meeple.game_info(game)
    seed = 2024
    ref = meeple.new_game(game, players=info.min_players, seed=seed)
    app = build(f"sqlite:///{tmp_path / 'leak.db'}", test_seeds=True, bot_delay=0)
    rng = random.Random(7)
    with TestClient(app) as client:
        created = client.post("/api/tables", json={"game": game, "players": ref.players, "seed": seed}).json()
        table = created["id"]
        states = {0: ref.clone()}
        seats: list[int | None] = [None, *range(ref.players)]
        sockets = {}
        try:
            for seat in seats:
                token = "" if seat is None else f"?token={created['seats'][seat]['token']}"
                sockets[seat] = client.websocket_connect(f"/ws/tables/{table}{token}").__enter__()
            joined = 0
            for seat in seats:  # the first documents, and those of each seat joining
                while True:
                    d = json.loads(sockets[seat].receive_text())
                    check_message(json.dumps(d), seat, ref)
                    if sum(s["joined"] for s in d["table"]["seats"]) == ref.players:
                        break
                joined += 1
            move = 0
            while not ref.is_over:
                assert move < MOVE_LIMIT, f"{game} did not end in {MOVE_LIMIT} moves"
                seat = ref.to_move[0]
                label = rng.choice(ref.legal_actions(seat)).__str__()
                sockets[seat].send_text(json.dumps({"action": label, "move": move, "client_id": f"m{move}"}))
                ref.apply(label, seat)
                move += 1
                states[move] = ref.clone()
                for viewer in seats:
                    for raw in receive_move(sockets[viewer], move):
                        check_message(raw, viewer, states[json.loads(raw)["move"]])
        finally:
            for ws in sockets.values():
                ws.__exit__(None, None, None)
        record = client.get(f"/api/tables/{table}/record").json()
        assert record == ref.record()


def test_the_check_catches_another_seats_view() -> None:
    """The check above can fail: seat 1's document sent to seat 0 is caught (a card only seat 1 holds)."""
    state = meeple.new_game("cosmoclasm", players=2, seed=5)
    from meeple.server.lobby import Seat, Table, document

    table = Table("t", {"clock_s": None}, state, [Seat(None, None), Seat(None, None)])
    leaked = document(table, 1)
    leaked["seat"] = 0
    with pytest.raises(AssertionError):
        check_message(json.dumps(leaked), 0, state)
    leaked = document(table, 0)  # the right view, but seat 1's hand smuggled into another field
    leaked["table"]["notices"] = state.view(1)["hand"]
    with pytest.raises(AssertionError):
        check_message(json.dumps(leaked), 0, state)
    check_message(json.dumps(document(table, 0)), 0, state)
