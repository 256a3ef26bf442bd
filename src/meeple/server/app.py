"""The ASGI app: the HTTP and WebSocket API of ARCHITECTURE.md ("Server"), on Starlette.

Every error is ``{"error": "one line"}`` with its status (4xx for bad input); a fault of the
server itself answers 500 with a fixed line, the traceback going only to the server's log.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import importlib.util
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core import games
from . import auth, store
from .lobby import ApiError, Hall, Table, one_line
from .openapi import openapi

log = logging.getLogger("meeple.server")

#: the largest request body (or WebSocket message) accepted, in bytes
BODY_LIMIT = 64 * 1024


def json_response(data: Any, status: int = 200) -> Response:
    return Response(json.dumps(data, separators=(",", ":")), status_code=status, media_type="application/json")


def error(status: int, message: str) -> Response:
    return json_response({"error": one_line(message)}, status)


async def read_body(request: Request) -> dict[str, Any]:
    """The request's JSON object: 413 past BODY_LIMIT, 400 when not a JSON object."""
    length = request.headers.get("content-length")
    if length is not None and (not (length.isascii() and length.isdecimal()) or int(length) > BODY_LIMIT):
        raise ApiError(413, f"the body is larger than {BODY_LIMIT} bytes")
    chunks = bytearray()
    async for chunk in request.stream():
        chunks += chunk
        if len(chunks) > BODY_LIMIT:
            raise ApiError(413, f"the body is larger than {BODY_LIMIT} bytes")
    return parse_object(bytes(chunks))


def parse_object(raw: bytes | str) -> dict[str, Any]:
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as e:
        raise ApiError(400, f"the body is not JSON: {e}") from None
    if not isinstance(data, dict):
        raise ApiError(400, "the body is a JSON object")
    return data


def create_app(hall: Hall, on_close: Any = None) -> Starlette:
    """The app serving ``hall``; ``on_close`` runs at shutdown (the CLI closes the store with it)."""

    def table_of(request: Request) -> Table:
        return hall.table(request.path_params["table_id"])

    def seat_or_spectator(request: Request, table: Table) -> int | None:
        header = request.headers.get("authorization")
        if header is None:
            return None
        token = auth.bearer(header)
        if token is None:
            raise ApiError(401, "the Authorization header is 'Bearer TOKEN'")
        return hall.seat_of(table, token)

    def seat(request: Request, table: Table) -> int:
        return hall.seat_of(table, auth.bearer(request.headers.get("authorization")))

    def doc(table: Table, seat: int | None) -> Response:
        return Response(hall.document_bytes(table, seat), media_type="application/json")

    async def list_games(request: Request) -> Response:
        return json_response([game_doc(g) for g in games()])

    async def tables(request: Request) -> Response:
        if request.method == "GET":
            return json_response(hall.open_tables())
        return json_response(await hall.create(await read_body(request)), 201)

    async def get_table(request: Request) -> Response:
        table = table_of(request)
        viewer = seat_or_spectator(request, table)
        hall.usable(table)
        return doc(table, viewer)

    async def actions(request: Request) -> Response:
        table = table_of(request)
        mine = seat(request, table)
        body = await read_body(request)
        await hall.act(table, mine, body.get("action"), body.get("move"), body.get("client_id"))
        return doc(table, mine)

    def seat_request(step: Callable[[Table, int], Awaitable[None]]) -> Callable[[Request], Awaitable[Response]]:
        """An endpoint that applies ``step`` (undo, join, leave) to the caller's seat and answers its document."""
        async def endpoint(request: Request) -> Response:
            table = table_of(request)
            mine = seat(request, table)
            await step(table, mine)
            return doc(table, mine)
        return endpoint

    undo, join, leave = seat_request(hall.undo), seat_request(hall.join), seat_request(hall.leave)

    async def rematch(request: Request) -> Response:
        table = table_of(request)
        seat(request, table)
        return json_response(await hall.rematch(table), 201)

    async def record(request: Request) -> Response:
        table = table_of(request)
        hall.usable(table)
        if not table.state.is_over:
            raise ApiError(403, "the record is shown once the game is over (it holds the seed)")
        return json_response(table.state.record())

    async def openapi_json(request: Request) -> Response:
        return json_response(openapi())

    async def ws_table(websocket: WebSocket) -> None:
        await websocket.accept()
        try:
            table = hall.table(websocket.path_params["table_id"])
            token = websocket.query_params.get("token")
            seat = None if token is None else hall.seat_of(table, token)
            hall.usable(table)
            if seat is not None:
                await hall.join(table, seat)
        except ApiError as e:
            await websocket.send_text(json.dumps({"error": e.message, "status": e.status}))
            await websocket.close(code=4000 + e.status)
            return
        queue = hall.subscribe(table, seat)
        sender = asyncio.create_task(_send_documents(websocket, queue))
        try:
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                try:
                    text = message.get("text")
                    if text is None:
                        raise ApiError(400, "messages are JSON text, not binary")
                    if len(text) > BODY_LIMIT:
                        raise ApiError(413, f"a message is at most {BODY_LIMIT} bytes")
                    if seat is None:
                        raise ApiError(401, "a spectator cannot act: connect with ?token=TOKEN")
                    body = parse_object(text)
                    applied = await hall.act(table, seat, body.get("action"), body.get("move"), body.get("client_id"))
                    if not applied:  # a client id already applied: the document as it is
                        queue.put_nowait(hall.document_bytes(table, seat))
                except ApiError as e:
                    await websocket.send_text(json.dumps({"error": e.message, "status": e.status}))
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            hall.unsubscribe(table, seat, queue)
            sender.cancel()

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ApiError)
        return error(exc.status, exc.message)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        words = {404: f"no such path: {request.url.path[:80]}", 405: f"{request.method} is not allowed here"}
        return error(exc.status_code, words.get(exc.status_code, str(exc.detail)))

    async def server_error(request: Request, exc: Exception) -> Response:
        log.error("internal error on %s %s", request.method, request.url.path, exc_info=exc)
        return error(500, "internal server error")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hall.start()
        try:
            yield
        finally:
            await hall.stop()
            if on_close is not None:
                on_close()

    routes = [
        Route("/api/games", list_games, methods=["GET"]),
        Route("/api/tables", tables, methods=["GET", "POST"]),
        Route("/api/tables/{table_id}", get_table, methods=["GET"]),
        Route("/api/tables/{table_id}/actions", actions, methods=["POST"]),
        Route("/api/tables/{table_id}/undo", undo, methods=["POST"]),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        Route("/api/tables/{table_id}/leave", leave, methods=["POST"]),
        Route("/api/tables/{table_id}/rematch", rematch, methods=["POST"]),
        Route("/api/tables/{table_id}/record", record, methods=["GET"]),
        Route("/openapi.json", openapi_json, methods=["GET"]),
        WebSocketRoute("/ws/tables/{table_id}", ws_table),
        *front_end_routes(),
    ]
    handlers = {ApiError: api_error, HTTPException: http_error, Exception: server_error}
    return Starlette(routes=routes, exception_handlers=handlers, lifespan=lifespan)  # type: ignore[arg-type]


async def _send_documents(websocket: WebSocket, queue: asyncio.Queue[bytes]) -> None:
    with contextlib.suppress(Exception):
        while True:
            data = await queue.get()
            while not queue.empty():  # each document is whole: only the newest matters
                data = queue.get_nowait()
            await websocket.send_text(data.decode())


def front_end_routes() -> list[Any]:
    """The browser front end's routes, after the API's: ``meeple.web.routes()`` when that package is there."""
    if importlib.util.find_spec("meeple.web") is None:
        return []
    try:
        web = importlib.import_module("meeple.web")
        return list(web.routes()) if hasattr(web, "routes") else []
    except Exception:  # the API must serve even when the front end is broken
        log.exception("the browser front end (meeple.web) failed to load; serving the API alone")
        return []


def game_doc(info: Any) -> dict[str, Any]:
    """A game as GET /api/games lists it: options with their schema (kind, default, choices...)."""
    return {"id": info.id, "title": info.title, "min_players": info.min_players, "max_players": info.max_players,
            "variants": list(info.variants),
            "options": {name: {"doc": o.doc, "kind": o.kind, "default": _json_safe(o.default),
                               "choices": None if o.choices is None else [_json_safe(c) for c in o.choices],
                               "bounds": None if o.bounds is None else list(o.bounds), "variants": list(o.variants)}
                        for name, o in info.options.items()}}


def _json_safe(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return str(value)


def build(db: str = "sqlite:///meeple.db", test_seeds: bool = False, bot_delay: float = 0.5,
          clock_bot: str | None = None, schema_name: str | None = None) -> Starlette:
    """Open (and migrate) the database, restore every table from its log, and return the app."""
    engine = store.engine_for(db, schema_name)
    store.migrate(engine)
    writer = store.Writer(engine)
    kwargs = {} if clock_bot is None else {"clock_bot": clock_bot}
    hall = Hall(writer, test_seeds=test_seeds, bot_delay=bot_delay, **kwargs)
    for table_id, config, entries in store.load(engine):
        hall.restore(table_id, config, entries)

    def close() -> None:
        writer.close()
        engine.dispose()

    app = create_app(hall, on_close=close)
    app.state.hall = hall
    return app
