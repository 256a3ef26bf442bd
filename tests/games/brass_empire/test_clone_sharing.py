"""Clones share the zones (and each seat's list in them), the decks, the per-card counters and the stack
until one of them changes it (copy-on-write): whole games played on in a clone, in a clone of a clone or
in a determinization never change the state they came from, and the original's moves never change them."""

import types

import pytest

import meeple
from meeple.builtin.brass_empire.state import EmpireState
from meeple.core import Rng

FIELDS = sorted(name for name, value in vars(EmpireState).items()
                if isinstance(value, (types.MemberDescriptorType, types.GetSetDescriptorType))
                and not name.startswith("_") and name not in ("owned", "ai_mark"))


def fields(s):
    """Every field of the game's state as text (not ``owned``, the sharing bits, nor ``ai_mark``, a log node)."""
    return [(name, repr(getattr(s, name))) for name in FIELDS]


def play_out(s, rng, limit=3000):
    step = 0
    while not s.is_over and step < limit:
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
        step += 1
    return s


@pytest.mark.parametrize(("variant", "players", "seed", "every"), [
    ("standard", 2, 31, 53), ("standard", 5, 32, 53), ("solitaire", 1, 33, 5), ("teams", 6, 34, 53),
    ("battle", 6, 35, 53),
])
def test_games_played_on_in_clones_never_change_each_other(variant, players, seed, every):
    """Every ``every`` moves, a clone, a clone of it and a determinization are played to the end."""
    assert "hand" in FIELDS and "stack" in FIELDS and "damage" in FIELDS
    s = meeple.new_game("brass_empire", players=players, seed=seed, variant=variant)
    rng = Rng(seed)
    kept = None
    eliminations = 0
    step = 0
    while not s.is_over:
        if step % every == 0:
            if kept is not None:
                assert fields(kept[0]) == kept[1], "a move in the original changed a clone"
            before = fields(s)
            branch = s.clone()
            twig = branch.clone()
            guess = s.determinize(None if step % 2 else s.to_move[0], step)
            for other in (branch, twig, guess):
                play_out(other, rng)
                eliminations += len(other.eliminated)
                assert fields(s) == before, "a move in a clone or a determinization changed the original"
            kept = (s.clone(), before)
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
        step += 1
    assert fields(kept[0]) == kept[1], "a move in the original changed a clone"
    if variant == "battle":
        assert eliminations, "no branch eliminated a player: the bankrupt path was not exercised"
