"""Alembic environment: migrations run on the connection the store hands over (never from an ini file)."""

from alembic import context

from meeple.server.schema import VERSION_TABLE

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None, version_table=VERSION_TABLE)
with context.begin_transaction():
    context.run_migrations()
