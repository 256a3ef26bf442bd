"""Shared fixtures: the toy game is registered for every test."""

from meeple.testing import toy

toy.register()
