"""Test support: the conformance kit every game passes, and a toy game for core tests."""

from .conformance import assert_conforms, check_game, snapshot

__all__ = ["assert_conforms", "check_game", "snapshot"]
