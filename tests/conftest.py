"""Shared test set-up: the toy game is registered, and each test folder's helper modules import.

Tests run in pytest's importlib mode (so two folders may both hold ``test_rules.py``); the
folders go on ``sys.path`` here so that a test can import a helper module beside it.
"""

import sys
from pathlib import Path

from meeple.testing import toy

for folder in sorted(p for p in Path(__file__).parent.rglob("*") if p.is_dir() and p.name != "__pycache__"):
    sys.path.insert(0, str(folder))

toy.register()
