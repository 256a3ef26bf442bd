"""Tables (their configuration) and the append-only event log.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "meeple_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("config", sa.Text, nullable=False),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_table(
        "meeple_log",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("meeple_tables.id"), primary_key=True),
        sa.Column("n", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("label", sa.Text, nullable=True),
        sa.Column("client_id", sa.String(100), nullable=True),
        sa.Column("by_bot", sa.Boolean, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("meeple_log")
    op.drop_table("meeple_tables")
