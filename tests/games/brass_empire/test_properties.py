"""Random-playout invariants: cards conserved, Brass accounted for, damage below health, views hide
what they must, determinizations keep the seat's view, scores add up, replays reproduce."""

import json
import re
import types

import pytest

import meeple
from meeple.builtin.brass_empire import cards as C
from meeple.builtin.brass_empire.scoring import figures
from meeple.builtin.brass_empire.state import EmpireState
from meeple.core import Rng

NAMES = sorted({card.name for card in C.CARDS}, key=len, reverse=True)


def zones(s):
    out = []
    for seat in range(s.seats):
        for z in (s.draw, s.hand, s.discard, s.played, s.in_play, s.reserve):
            out += z[seat]
        if s.platform[seat] >= 0:
            out.append(s.platform[seat])
    out += [i for i in s.labor_row + s.design_row if i >= 0]
    return out + s.labor_deck + s.design_deck + s.dismissed + s.ai_score + s.out


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def hidden(s, players):
    """Cards no other seat may see: hands, draw piles, face-down buildings."""
    out = {s.table.label[i] for seat in range(players) for i in s.hand[seat] + s.draw[seat]}
    return out | {s.table.label[i] for seat in range(players) for i in s.in_play[seat]
                  if not s.face_up[i] and i != s.platform[seat]}


def check(s, start_pool):
    cards = zones(s)
    assert sorted(cards) == list(range(len(s.table.label))), "a card was lost or duplicated"
    for seat in range(s.seats):
        for inst in s.in_play[seat]:
            assert 0 <= s.damage[inst] < s.table.card[inst].health
    if not s.table.battle:
        assert sum(s.tokens) == start_pool - s.pool + s.overflow
        assert s.pool >= 0 and (s.overflow == 0 or s.pool == 0)
    else:
        assert all(0 <= x <= 20 for x in s.tokens)
    for viewer in range(s.table.n):
        seen = set(strings(s.view(viewer)))
        for other in range(s.table.n):
            if other == viewer:
                continue
            hidden = s.hand[other] + s.draw[other] + [i for i in s.in_play[other] if not s.face_up[i]
                                                       and i != s.platform[other]]
            assert not seen & {s.table.label[i] for i in hidden}, "a view shows another seat's hidden card"
        assert not seen & {s.table.label[i] for i in s.labor_deck + s.design_deck}, "a view shows a deck card"


@pytest.mark.parametrize(("variant", "players", "seed"), [
    ("standard", 2, 11), ("standard", 4, 12), ("solitaire", 1, 13), ("teams", 4, 14), ("battle", 3, 15),
])
def test_random_playouts_keep_the_invariants(variant, players, seed):
    s = meeple.new_game("brass_empire", players=players, seed=seed, variant=variant)
    start_pool = s.pool
    rng = Rng(seed)
    step = 0
    while not s.is_over:
        if step % 5 == 0:
            check(s, start_pool)
        if step % 97 == 0:
            for viewer in [None, *range(players)]:
                d = s.determinize(viewer, step)
                assert json.dumps(d.view(viewer), sort_keys=True) == json.dumps(s.view(viewer), sort_keys=True)
                assert sorted(zones(d)) == sorted(zones(s))
        legal = s.legal_actions()
        before = len(s.events)
        hidden_before = hidden(s, players)
        s.apply(legal[rng.below(len(legal))])
        text = "\n".join(s.events[before:])
        hidden_throughout = hidden_before & hidden(s, players)
        shown = {s.table.card[i].name for i in range(len(s.table.label)) if s.table.label[i] not in hidden_throughout}
        named = {n for n in NAMES if re.search(rf"\b{re.escape(n)}\b", text)}
        assert named <= shown, "an event names a card hidden throughout (no copy of it was in sight)"
        step += 1
    check(s, start_pool)
    res = s.result()
    if variant in ("standard", "teams"):
        assert res.scores == tuple(figures(s, p)[0] for p in range(players))
    replayed = meeple.replay(json.loads(json.dumps(s.record())))
    assert replayed.view(None) == s.view(None) and replayed.result() == res


def test_determinize_resamples_other_hands_but_keeps_multisets():
    s = meeple.new_game("brass_empire", players=3, seed=21)
    d = s.determinize(0, 1)
    for seat in (1, 2):
        assert sorted(d.table.card[i].id for i in d.hand[seat] + d.draw[seat]) == \
            sorted(s.table.card[i].id for i in s.hand[seat] + s.draw[seat])
    assert d.hand[0] == s.hand[0]
    hands = {tuple(sorted(s.determinize(0, k).hand[1])) for k in range(8)}
    assert len(hands) > 1


def snapshot(s):
    """Every field of the game's state as text (the base class's fields, the event log and history
    among them, are left out). Read from the class's attribute descriptors, compiled or not."""
    kinds = (types.MemberDescriptorType, types.GetSetDescriptorType)
    fields = [name for name, value in vars(EmpireState).items() if isinstance(value, kinds)]
    assert "hand" in fields and "draw" in fields
    return [(name, repr(getattr(s, name))) for name in sorted(fields)
            if not name.startswith("_") and name not in ("owned", "ai_mark")]


@pytest.mark.parametrize(("variant", "players", "seed"), [
    ("standard", 3, 21), ("solitaire", 1, 22), ("teams", 4, 23), ("battle", 3, 24),
])
def test_clones_and_determinizations_never_change_each_other(variant, players, seed):
    """Clones share zone lists until one of them changes (copy-on-write): a move in one is never seen in another."""
    s = meeple.new_game("brass_empire", players=players, seed=seed, variant=variant)
    rng = Rng(seed)
    step = 0
    while not s.is_over and step < 400:
        if step % 3 == 0:
            before = snapshot(s)
            other = s.clone()
            guess = s.determinize(None if step % 2 else s.to_move[0], step)
            for branch in (other, guess):
                for _ in range(6):
                    if branch.is_over:
                        break
                    legal = branch.legal_actions()
                    branch.apply(legal[rng.below(len(legal))])
            assert snapshot(s) == before, "a move in a clone changed the original"
            kept = snapshot(other)
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
        if step % 3 == 0:
            assert snapshot(other) == kept, "a move in the original changed a clone"
        step += 1
