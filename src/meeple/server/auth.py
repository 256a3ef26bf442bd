"""Seat tokens: made with ``secrets``, stored only as a SHA-256 digest, compared in constant time."""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: the most characters a presented token may have (ours have 32)
TOKEN_LIMIT = 200


def new_token() -> str:
    """A fresh seat token (192 random bits, URL-safe)."""
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_of(token: str | None, digests: list[str | None]) -> int | None:
    """The seat whose token ``token`` is, comparing with every seat's digest in constant time; else None."""
    if not token or len(token) > TOKEN_LIMIT:
        return None
    presented = digest(token)
    found: int | None = None
    for seat, stored in enumerate(digests):
        if stored is not None and hmac.compare_digest(presented, stored) and found is None:
            found = seat
    return found


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer TOKEN`` header (None when absent or of another scheme)."""
    if not header:
        return None
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()
