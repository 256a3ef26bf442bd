"""Migration scripts, oldest first (alembic reads them by path)."""
