"""``meeple serve``: tables, seats, bots and games over HTTP and WebSockets (ARCHITECTURE.md, "Server").

Needs the ``server`` extra (Starlette, uvicorn, SQLAlchemy, Alembic, psycopg).
"""
