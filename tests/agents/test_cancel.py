"""Search agents never cancel a compound decision they began while anything else is legal."""

from meeple.agents import make_agent, observe
from meeple.agents.search import worth_trying
from meeple.core import Action, GameConfig, GameInfo, Result, State, new_game, rank_by, register

START, KEEP, CANCEL = Action("draw"), Action("keep"), Action("cancel")


class CancelTrap(State):
    """Each of 3 turns a seat draws, then keeps (losing a point) or cancels back to the draw.
    A bot that may cancel to dodge the loss never ends the game."""

    __slots__ = ("scores", "turn", "drawing")

    def __init__(self, cfg: GameConfig) -> None:
        State.__init__(self, cfg)
        self.scores, self.turn, self.drawing = [0] * cfg.players, 0, False

    @property
    def to_move(self) -> tuple[int, ...]:
        return (self.turn % self.cfg.players,) if self.turn < 3 * self.cfg.players else ()

    def _legal(self, seat: int) -> list[Action]:
        return [KEEP, CANCEL] if self.drawing else [START]

    def _play(self, action: Action, seat: int) -> None:
        self.drawing = action is START
        if action is KEEP:
            self.scores[seat] -= 1 + self.rng.below(2)
            self.turn += 1

    def _result(self) -> Result:
        ranking = rank_by([(s,) for s in self.scores])
        return Result(tuple(self.scores), ranking, (ranking[0],))

    def _view(self, seat: int | None) -> dict:
        return {"scores": list(self.scores), "turn": self.turn, "drawing": self.drawing}

    def _determinize(self, seat: int | None) -> None:
        pass

    def clone(self) -> State:
        new = State.clone(self)
        new.scores = list(self.scores)
        return new

    def evaluate(self) -> tuple[float, ...]:
        if self.is_over:
            return super().evaluate()
        top = max(self.scores)
        return tuple(1.0 if s == top else 0.0 for s in self.scores)


register(GameInfo(id="cancel_trap", title="Cancel trap (agent tests)", min_players=2, max_players=2,
                  variants=("standard",), options={}, create=CancelTrap))


def test_worth_trying_drops_cancel_unless_alone():
    assert worth_trying([KEEP, CANCEL]) == [KEEP]
    assert worth_trying([CANCEL]) == [CANCEL]
    assert worth_trying([START]) == [START]


def test_bots_finish_a_game_that_tempts_them_to_cancel():
    for specs in (["mcts:iterations=40", "greedy"], ["greedy", "mcts:iterations=40,rollout=0"]):
        s = new_game("cancel_trap", players=2, seed=3)
        bots = [make_agent(spec, seed=i) for i, spec in enumerate(specs)]
        for _ in range(12):
            seat = s.to_move[0]
            action = bots[seat].act(observe(s, seat))
            assert str(action) != "cancel"
            s.apply(action, seat)
        assert s.is_over
