"""``meeple serve``: tables, seats, bots and games over HTTP and WebSockets (ARCHITECTURE.md, "Server").

Needs the ``server`` extra (Starlette, uvicorn, SQLAlchemy, Alembic, psycopg).

- ``app``: the Starlette app (routes, errors as ``{"error": "one line"}``, the WebSocket) and
  ``build(db, ...)``, which migrates the database, restores every table and returns the app.
- ``lobby``: the live tables (``Hall``): creation, join, leave, rematch, moves (serialized per
  table, stale move numbers refused, client ids applied once), undo, bots and turn clocks.
- ``store``/``schema``/``migrations``: event-sourced persistence on SQLite or PostgreSQL; a
  change is committed (one writer thread, group commit) before it is applied and answered.
- ``auth``: seat tokens (``secrets``; stored as digests, compared with ``hmac.compare_digest``).
- ``bots``: agents thinking in worker threads, never on the event loop.
- ``openapi``: the description served at ``/openapi.json``.

Beyond the contract, the server offers ``POST /api/tables/{id}/join``, ``/leave`` and
``/rematch`` (with a seat's token), and each document has a ``table`` entry: the seats (bot,
joined, played by the clock's bot), the clock, the rematch's id, and the table's notices.
SQLite runs in WAL mode with ``synchronous=NORMAL``: a commit survives the process being
killed; only a power cut can lose the last commits (use PostgreSQL where that matters).
"""
