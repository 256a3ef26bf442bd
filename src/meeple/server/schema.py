"""The database schema as SQLAlchemy Core tables (the migrations in ``migrations/`` create it)."""

from __future__ import annotations

import sqlalchemy as sa

VERSION_TABLE = "meeple_alembic_version"

metadata = sa.MetaData()

#: one row per table: its configuration as JSON (game, players, variant, options, seed, seats, clock)
tables = sa.Table(
    "meeple_tables", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("config", sa.Text, nullable=False),
    sa.Column("created", sa.Float, nullable=False),
)

#: the append-only event log of every table: kind is action, undo, join, leave, clock or rematch
log = sa.Table(
    "meeple_log", metadata,
    sa.Column("table_id", sa.String(32), sa.ForeignKey("meeple_tables.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("label", sa.Text, nullable=True),
    sa.Column("client_id", sa.String(100), nullable=True),
    sa.Column("by_bot", sa.Boolean, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)
