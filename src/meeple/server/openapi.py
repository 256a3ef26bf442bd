"""The OpenAPI 3.1 description of the server's API, served at ``/openapi.json``."""

from __future__ import annotations

from typing import Any


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*codes: int) -> dict[str, Any]:
    words = {400: "malformed body or bad field", 401: "no seat token", 403: "a token of no seat here",
             404: "no such table", 409: "refused now (stale move, undo not allowed, game not over...)",
             413: "body too large", 422: "illegal action (why)", 503: "the database refused the write"}
    return {str(c): _json(_ref("Error"), words[c]) for c in codes}


_TABLE_ID = {"name": "table_id", "in": "path", "required": True, "schema": {"type": "string"}}
_BEARER = [{"seat": []}]

_SCHEMAS: dict[str, Any] = {
    "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "string"}}},
    "Game": {"type": "object", "required": ["id", "title", "min_players", "max_players", "variants", "options"],
             "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                            "min_players": {"type": "integer"}, "max_players": {"type": "integer"},
                            "variants": {"type": "array", "items": {"type": "string"}},
                            "options": {"type": "object", "description": "option name -> its schema (doc, kind, "
                                        "default, choices, bounds, variants)"}}},
    "NewTable": {"type": "object", "required": ["game"], "additionalProperties": False,
                 "properties": {
                     "game": {"type": "string"}, "players": {"type": "integer"}, "variant": {"type": "string"},
                     "options": {"type": "object"},
                     "seats": {"type": "array", "description": "one per player: {} for a person, "
                               "{\"bot\": \"mcts:seconds=0.5\"} for a bot",
                               "items": {"type": "object", "properties": {"bot": {"type": "string"}},
                                         "additionalProperties": False}},
                     "clock_s": {"type": "number", "description": "turn clock: past it a bot plays the seat"},
                     "seed": {"type": "integer", "description": "only on a server run with --test-seeds"}}},
    "Created": {"type": "object", "required": ["id", "seats", "spectate"],
                "properties": {"id": {"type": "string"}, "spectate": {"type": "string"},
                               "seats": {"type": "array", "items": {
                                   "type": "object", "required": ["seat"],
                                   "properties": {"seat": {"type": "integer"}, "bot": {"type": "string"},
                                                  "token": {"type": "string"}, "invite": {"type": "string"}}}}}},
    "OpenTable": {"type": "object", "required": ["id", "game", "players", "variant", "free_seats"],
                  "properties": {"id": {"type": "string"}, "game": {"type": "string"},
                                 "players": {"type": "integer"}, "variant": {"type": "string"},
                                 "free_seats": {"type": "array", "items": {"type": "integer"}}}},
    "Document": {"type": "object",
                 "required": ["id", "game", "seat", "move", "to_move", "view", "legal", "events", "over", "result"],
                 "properties": {
                     "id": {"type": "string"}, "game": {"type": "string"},
                     "seat": {"type": ["integer", "null"], "description": "null: a spectator"},
                     "move": {"type": "integer", "description": "the actions applied so far"},
                     "to_move": {"type": "array", "items": {"type": "integer"}},
                     "view": {"type": "object", "description": "view(seat): only what that seat may know"},
                     "legal": {"type": "array", "items": {"type": "string"},
                               "description": "the seat's legal action labels when it is to move, else []"},
                     "events": {"type": "array", "items": {"type": "string"}},
                     "over": {"type": "boolean"},
                     "result": {"type": ["object", "null"], "properties": {
                         "scores": {"type": "array"}, "ranking": {"type": "array", "items": {"type": "integer"}},
                         "winners": {"type": "array", "items": {"type": "integer"}}}},
                     "table": {"type": "object", "description": "seats (bot, joined, clock_bot), clock_s, rematch, "
                               "notices (what the table says: a clock ran out, a seat is back)"}}},
    "Action": {"type": "object", "required": ["action", "move"],
               "properties": {"action": {"type": "string", "description": "a legal action's label"},
                              "move": {"type": "integer", "description": "the move the action was chosen on"},
                              "client_id": {"type": "string", "description": "retrying the same id applies once"}}},
}

_PATHS: dict[str, Any] = {
    "/api/games": {"get": {"summary": "the registered games", "responses": {
        "200": _json({"type": "array", "items": _ref("Game")}, "the games")}}},
    "/api/tables": {
        "get": {"summary": "open tables (a seat free), no tokens", "responses": {
            "200": _json({"type": "array", "items": _ref("OpenTable")}, "open tables")}},
        "post": {"summary": "create a table", "requestBody": {"required": True, "content": {
            "application/json": {"schema": _ref("NewTable")}}},
            "responses": {"201": _json(_ref("Created"), "the table, a token and invite for each person seat"),
                          **_errors(400, 413)}}},
    "/api/tables/{table_id}": {"get": {
        "summary": "the table as the token's seat sees it (a spectator without a token)", "parameters": [_TABLE_ID],
        "security": [{}, {"seat": []}],
        "responses": {"200": _json(_ref("Document"), "the document"), **_errors(401, 403, 404)}}},
    "/api/tables/{table_id}/actions": {"post": {
        "summary": "act for the token's seat", "parameters": [_TABLE_ID], "security": _BEARER,
        "requestBody": {"required": True, "content": {"application/json": {"schema": _ref("Action")}}},
        "responses": {"200": _json(_ref("Document"), "the seat's new document (a client_id already applied: "
                                                     "nothing applied)"),
                      **_errors(400, 401, 403, 404, 409, 413, 422)}}},
    "/api/tables/{table_id}/undo": {"post": {
        "summary": "take back the seat's own last action", "parameters": [_TABLE_ID], "security": _BEARER,
        "responses": {"200": _json(_ref("Document"), "the document"), **_errors(401, 403, 404, 409)}}},
    "/api/tables/{table_id}/join": {"post": {
        "summary": "take the token's seat (it leaves the open seats; a clock's bot hands it back)",
        "parameters": [_TABLE_ID], "security": _BEARER,
        "responses": {"200": _json(_ref("Document"), "the document"), **_errors(401, 403, 404)}}},
    "/api/tables/{table_id}/leave": {"post": {
        "summary": "free the token's seat (open again; the token still holds it)",
        "parameters": [_TABLE_ID], "security": _BEARER,
        "responses": {"200": _json(_ref("Document"), "the document"), **_errors(401, 403, 404)}}},
    "/api/tables/{table_id}/rematch": {"post": {
        "summary": "a new table with the same game and seats (each seat's token is kept); one per table",
        "parameters": [_TABLE_ID], "security": _BEARER,
        "responses": {"201": _json(_ref("Created"), "the rematch table"), **_errors(401, 403, 404, 409)}}},
    "/api/tables/{table_id}/record": {"get": {
        "summary": "the game's record once it is over", "parameters": [_TABLE_ID],
        "responses": {"200": _json({"type": "object"}, "the record (meeple.replay rebuilds the game)"),
                      **_errors(403, 404)}}},
    "/ws/tables/{table_id}": {"get": {
        "summary": "WebSocket (?token=T, or none to spectate): the document after every change; send an Action "
                   "body to act; refusals come as {\"error\", \"status\"}",
        "parameters": [_TABLE_ID, {"name": "token", "in": "query", "schema": {"type": "string"}}],
        "responses": {"101": {"description": "switching to the WebSocket protocol"}}}},
}


def openapi() -> dict[str, Any]:
    from .. import __version__

    return {"openapi": "3.1.0", "info": {"title": "meeple server", "version": __version__},
            "paths": _PATHS,
            "components": {"schemas": _SCHEMAS,
                           "securitySchemes": {"seat": {"type": "http", "scheme": "bearer",
                                                        "description": "the seat's token"}}}}
