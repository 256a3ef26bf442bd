"""The conformance kit passes the toy game and catches each kind of broken game."""

import dataclasses
import random

import pytest

from meeple.core import register
from meeple.testing import check_game
from meeple.testing.toy import INFO, ToyState


def test_toy_game_conforms():
    assert check_game("toy_goofspiel", games=3) == []


class LeakyView(ToyState):
    __slots__ = ()

    def _view(self, seat):
        v = super()._view(seat)
        v["all_hands"] = [list(h) for h in self.hands]
        return v


class SharedClone(ToyState):
    __slots__ = ()

    def _play(self, action, seat):
        self.scores[seat] += 0  # noqa: B018 - touch nothing, then mutate in place below
        self.hands[seat].remove(action.data)
        self.hands[seat].append(action.data)
        super()._play(action, seat)


class NoResample(ToyState):
    __slots__ = ()

    def _determinize(self, seat):
        pass


class UnsortedPool(ToyState):
    __slots__ = ()

    def _determinize(self, seat):
        # pools the unseen cards in their hidden order before shuffling: the sample then
        # depends on where the hidden cards really were, not only on the view and the seed
        pool = [c for s in range(self.players) if s != seat for c in self.hands[s]] + list(self.prizes)
        self.rng.shuffle(pool)
        hands = [list(h) for h in self.hands]
        for s in range(self.players):
            if s != seat:
                hands[s], pool = sorted(pool[:len(hands[s])]), pool[len(hands[s]):]
        self.hands, self.prizes = hands, pool


class TupleView(ToyState):
    __slots__ = ()

    def _view(self, seat):
        v = super()._view(seat)
        v["scores"] = tuple(v["scores"])
        return v


class GlobalRandom(ToyState):
    __slots__ = ()

    def __init__(self, cfg):
        super().__init__(cfg)
        random.shuffle(self.hands)


@pytest.mark.parametrize("cls, words", [
    (LeakyView, "changed that seat's own view"),
    (SharedClone, "clone"),
    (NoResample, "never resampled"),
    (UnsortedPool, "depends on more than the view"),
    (TupleView, "does not survive JSON"),
    (GlobalRandom, "same seed differ"),
])
def test_kit_catches(cls, words):
    gid = f"broken_{cls.__name__.lower()}"
    register(dataclasses.replace(INFO, id=gid, create=cls))
    fails = check_game(gid, games=3, players=[3])
    assert fails, f"{cls.__name__} passed the kit"
    assert any(words in f for f in fails), fails[:5]
