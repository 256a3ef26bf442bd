"""Alembic migrations of the server's database, shipped inside the package and applied at start."""
