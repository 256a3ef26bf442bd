"""The solo game against the Automa (spec brass_birmingham_automa.md): the base state for two seats,
the human at seat 0 deciding as in the base game, the Automa at seat 1 played by the engine
right after each human turn (``automa.py``). Views show what a player at the table sees;
``determinize`` reshuffles the human's unseen cards and the Automa cards below the top one."""

from __future__ import annotations

from typing import Any

from meeple.core import GameConfig, GameError, Result, State

from .automa import (
    ChangedFields,
    TurnFields,
    automa_flip_note,
    automa_rear_turn,
    automa_turn,
    iron_price,
    prepare_deck,
    solo_targets,
    step_words,
)
from .automa_data import (
    AUTOMA,
    CARD_GROUP,
    CELLS,
    DECK_SIZE,
    HUMAN,
    LAYERS,
    REAR_ACTIONS,
    REAR_BREWERY_TOWN,
    REAR_CELL,
    REAR_DEVELOP_FIRST,
    REAR_DEVELOP_MAX,
    STANDARD_MAT,
    layer_of,
)
from .automa_setup import apply_automa_setup, automa_mat
from .board import (
    HAND,
    IND_INDEX,
    IND_TILES,
    INDUSTRIES,
    LOC_IDS,
    T_LEVEL,
    WILD_IND,
    WILD_LOC,
    deck_for,
)
from .effects import action_text
from .rules import RuleOptions
from .state import BrassState


class AutomaState(BrassState):
    """A solo game of Brass: Birmingham against the Automa (seat 1)."""

    #: ``automa``: the Automa's own fields (``automa.AutomaPlayer``: its deck, discard pile, ...)
    __slots__ = ("difficulty", "amat", "variable", "market_rule", "aside", "automa")

    def __init__(self, cfg: GameConfig, ro: RuleOptions, difficulty: str, amat: tuple[int, ...],
                 variable: bool, market_rule: bool) -> None:
        State.__init__(self, cfg)
        self.intro = False
        self.tb_space = False
        self.rule_options = ro
        self.difficulty = difficulty
        self.amat = amat
        self.variable = variable
        self.market_rule = market_rule
        self.act = None
        self.debtor = -1
        self.debt = 0
        self.queue = ()
        self.over = False
        self._opts = None
        self._own = True
        self._networks_cache = None
        self._tops_cache = [None, None]
        start = apply_automa_setup(self, cfg.options.get("setup") or {})
        self.log(f"{('Canal', 'Rail')[self.era]} era, round {self.round_number}: solo game against the Automa "
                 f"({difficulty}); turn order " + ", ".join(("you", "the Automa")[s] for s in self.order))
        if start == "automa_rear":
            self.take_turn_fields(automa_rear_turn(self, self.turn_fields()))
            self.pos += 1
        if start != "human":
            self._proceed()

    # ---- contract hooks ------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return 2

    def _result(self) -> Result:
        vp = self.vp
        if vp[HUMAN] == vp[AUTOMA]:
            return Result(scores=(vp[0], vp[1]), ranking=(HUMAN, AUTOMA), winners=(HUMAN, AUTOMA))
        ranking = (HUMAN, AUTOMA) if vp[HUMAN] > vp[AUTOMA] else (AUTOMA, HUMAN)
        return Result(scores=(vp[0], vp[1]), ranking=ranking, winners=(ranking[0],))

    def clone(self) -> AutomaState:
        new = AutomaState.__new__(AutomaState)
        self._copy_fields(new)
        new.difficulty = self.difficulty
        new.amat = self.amat
        new.variable = self.variable
        new.market_rule = self.market_rule
        new.aside = self.aside
        new.automa = self.automa.copy()  # its board lists not owned: shared with this state
        self.automa.owns_board = False  # nor this state's: shared with the clone
        return new

    def turn_fields(self) -> TurnFields:
        """The board's fields an Automa turn reads (``automa.TurnState.load``), read here, where reading
        them is cheap."""
        return (self.slot_owner, self.slot_tile, self.slot_flipped, self.slot_cubes, self.link_owner, self.link_mask,
                self.mat, self.merchant_beer, self._own, self._networks_cache, self._tops_cache, self.era, self.coal,
                self.iron, self.vp, self.spent, self.links_left, self._log)

    def take_turn_fields(self, fields: ChangedFields) -> None:
        """The board's fields an Automa turn may have replaced (``automa.TurnState.changed``), written here."""
        (self.link_owner, self.link_mask, self.links_left, self.mat, self._tops_cache, self._networks_cache,
         self.merchant_beer, self.coal, self.iron, self.vp, self._log) = fields

    def _event_text(self, entry: tuple) -> str:
        """A step of the Automa's turn, logged as ``(template, *parts)`` (``automa._say``): "Automa: ...";
        a finished action of yours, ``(seat, kind, cards, notes)``, worded as in the base game:
        "You: build (card ...)"."""
        if isinstance(entry[0], str):
            return "Automa: " + step_words(entry)
        p, kind, cards, notes = entry
        return action_text("You", kind, cards, notes)

    def player_name(self, p: int) -> str:
        """Events name the two seats "you" and "the Automa"."""
        return ("you", "the Automa")[p]

    def whose(self, p: int) -> str:
        return ("your", "the Automa's")[p]

    def does(self, p: int, verb: str, plain: str) -> str:
        return "you " + plain if p == HUMAN else "the Automa " + verb

    # ---- turns and rounds (§3) ------------------------------------------------------------------

    def _proceed(self) -> None:
        """Play on from seat ``order[pos]``: the Automa's turn by itself, then the human's decision,
        or the end of the round."""
        while not self.over and self.debtor < 0:
            if self.pos >= 2:
                self._end_round()
                return
            if self.order[self.pos] == AUTOMA:
                self._automa_turn()
                self.pos += 1
                continue
            if not self.hands[HUMAN]:
                self.log("you have no card left: your turn is skipped")
                self.pos += 1
                continue
            self.current = HUMAN
            return

    def _automa_turn(self) -> None:
        """The Automa's turn (``automa.py``)."""
        self.take_turn_fields(automa_turn(self, self.turn_fields()))

    def _flip(self, s: int) -> None:
        """An Automa tile flips without income (it has no income marker); a human tile as usual."""
        if self.slot_owner[s] != AUTOMA:
            super()._flip(s)
            return
        self._mut()
        self.slot_flipped[s] = 1
        note = automa_flip_note(self.slot_tile[s], s)
        if self.act is not None:
            self.act.notes += (note,)
        else:
            self.log(note)

    def _end_turn(self) -> None:
        need = HAND - len(self.hands[HUMAN])
        if need > 0 and self.deck:
            self.hands[HUMAN] = self.hands[HUMAN] + self.deck[:need]
            self.deck = self.deck[need:]
        self.pos += 1
        self._proceed()

    def _end_round(self) -> None:
        """No income and no money for the Automa; a new turn order only with ``turn_order=variable``."""
        if self.variable:
            spent = self.spent
            self.order = sorted(self.order, key=lambda s: spent[s])
            self.log("turn order: " + ", ".join(f"{('you', 'the Automa')[s]} (spent £{spent[s]})"
                                                 for s in self.order))
        self.spent = [0, 0]
        if self.round_number == self.rounds and self.era == 1:
            self._end_era()
            return
        self.queue = (HUMAN,)
        self._settle_income()

    def _start_round(self) -> None:
        self.pos = 0
        self.current = HUMAN
        self.acts = 1 if (self.era == 0 and self.round_number == 1) else 2
        self.log(f"{('Canal', 'Rail')[self.era]} era, round {self.round_number}")
        self._proceed()

    def _end_era(self) -> None:
        """Scoring as in the base game; after the Canal era the human's 40 cards are reshuffled (20 dealt),
        the Automa deck is prepared again and its Canal-only tiles leave its mat (§11)."""
        self._score_era()
        if self.era == 1:
            self.over = True
            self.log("the game is over")
            return
        self._clear_canal_board()
        held = [c for c in self.hands[HUMAN] if c != WILD_LOC and c != WILD_IND]
        pool = deck_for(2)
        for c in held:
            pool.remove(c)
        self.rng.shuffle(pool)
        self.era = 1
        deck = pool[:20]
        self.aside = tuple(pool[20:])
        k = HAND - len(self.hands[HUMAN])
        self.hands[HUMAN] = self.hands[HUMAN] + tuple(deck[:k])
        self.deck = tuple(deck[k:])
        self.discards[HUMAN] = ()
        prepare_deck(self.automa, self.rng)
        self.automa.goods = None  # its Canal tiles left the board
        self.mat = [self.mat[HUMAN], list(automa_mat(tuple(self.mat[AUTOMA]), 1))]
        self._tops_cache = [self._tops_cache[HUMAN], None]
        self.round_number = 1
        self._networks_cache = None
        self._start_round()

    # ---- the human's choices ----------------------------------------------------------------

    def _targets(self, p: int, ind: int, t: int, cand: tuple[int, ...], mine_here: bool,
                 undeveloped: bool) -> list[tuple[int, bool]]:
        """As in the base game, except that identical free slots are separate choices (§13, I-37):
        which one the human fills decides what the Automa can still take (``automa.solo_targets``)."""
        return solo_targets(self, self.slot_owner, self.slot_tile, p, ind, t, cand, mine_here, undeveloped)

    # ---- information (§12) -------------------------------------------------------------------

    def _view(self, seat: int | None) -> dict[str, Any]:
        view = super()._view(seat)
        players = view["players"]
        human = players[HUMAN]
        del human["face_down"]
        human["set_aside"] = len(self.aside)
        automa = players[AUTOMA]
        players[AUTOMA] = {"vp": automa["vp"], "links_left": automa["links_left"], "mat": automa["mat"],
                           "spent": automa["spent"]}
        player = self.automa
        top = player.deck[0] if player.deck else 0
        rear = None
        if top:
            rear = {"card": top, "group": "ABC"[CARD_GROUP[top]],
                    "first_turn": "develop" if REAR_DEVELOP_FIRST[top] else "draw",
                    "sell_brewery": LOC_IDS[REAR_BREWERY_TOWN[top]], "develop_iron_max": REAR_DEVELOP_MAX[top],
                    "tiebreak_cell": CELLS[REAR_CELL[top]], "actions": list(REAR_ACTIONS[top])}
        view["automa"] = {
            "difficulty": self.difficulty, "turn_order": "variable" if self.variable else "fixed",
            "deck_size": len(player.deck), "top_card": rear, "discard": list(player.discard),
            "rejected": list(player.rejected), "latest": LOC_IDS[player.latest] if player.latest >= 0 else None,
            "first_turn": player.first, "hidden_layers": self._hidden_layers(), "iron_price": iron_price(self),
            "last_turn": [step_words(step) for step in player.last_turn],
        }
        return view

    def _hidden_layers(self) -> list[list[int]] | None:
        """Per deck-preparation layer, the group counts (A, B, C) of the cards below the top card,
        known to a player who watched the draws; None after a reshuffle or a described deck."""
        deck = self.automa.deck
        if not self.automa.layered or len(deck) < 2:
            return None
        drawn = DECK_SIZE - len(deck)
        counts = [[0, 0, 0] for _ in LAYERS]
        for j in range(1, len(deck)):
            counts[layer_of(drawn + j)][CARD_GROUP[deck[j]]] += 1
        return counts

    def _determinize(self, seat: int | None) -> None:
        """Redeal the human's unseen cards (deck, set-aside, and the hand for another seat) and
        reshuffle the Automa cards below the top card within their layers (§12)."""
        a = self.act
        pool = deck_for(2)
        seen = list(self.discards[HUMAN]) + (list(a.cards) if a is not None else [])
        if seat == HUMAN:
            self.hands[HUMAN] = tuple(sorted(self.hands[HUMAN]))
            seen += self.hands[HUMAN]
        for c in seen:
            if c != WILD_LOC and c != WILD_IND:
                pool.remove(c)
        self.rng.shuffle(pool)
        if seat != HUMAN:
            hand = self.hands[HUMAN]
            wilds = tuple(c for c in hand if c == WILD_LOC or c == WILD_IND)
            k = len(hand) - len(wilds)
            self.hands[HUMAN] = tuple(pool[:k]) + wilds
            pool = pool[k:]
        self.deck = tuple(pool[:len(self.deck)])
        self.aside = tuple(pool[len(self.deck):])
        self._reshuffle_hidden_automa_cards()
        self._opts = None
        if a is not None:
            a.kinds = None
            if a.kind == "build" and a.stage == "card":
                a.options = self._build_options(self.current, self.hands[self.current], True)

    def _reshuffle_hidden_automa_cards(self) -> None:
        automa = self.automa  # this determinization's own (``clone`` copied it)
        if len(automa.deck) < 3:
            return
        hidden = sorted(automa.deck[1:])
        layers = self._hidden_layers()
        if layers is None:
            self.rng.shuffle(hidden)
            automa.deck = (automa.deck[0],) + tuple(hidden)
            return
        groups = [[c for c in hidden if CARD_GROUP[c] == g] for g in range(3)]
        for pile in groups:
            self.rng.shuffle(pile)
        out: list[int] = []
        for counts in layers:
            part: list[int] = []
            for g in range(3):
                part += groups[g][:counts[g]]
                groups[g] = groups[g][counts[g]:]
            self.rng.shuffle(part)
            out += part
        automa.deck = (automa.deck[0],) + tuple(out)


def custom_mat(given: dict, base: tuple[int, ...]) -> tuple[int, ...]:
    """The option ``automa_mat`` over a difficulty mat: industry -> counts per level (spec §0)."""
    mat = list(base)
    for ind, counts in given.items():
        if ind not in IND_INDEX:
            raise GameError(f"option automa_mat: unknown industry {ind!r} (industries: {', '.join(INDUSTRIES)})")
        tiles = IND_TILES[IND_INDEX[ind]]
        if not isinstance(counts, list) or len(counts) != len(tiles):
            raise GameError(f"option automa_mat: {ind} takes a list of {len(tiles)} counts, one per level")
        for t, c in zip(tiles, counts, strict=True):
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c <= STANDARD_MAT[t]:
                raise GameError(f"option automa_mat: {ind} level {T_LEVEL[t]} count must be 0 to "
                                f"{STANDARD_MAT[t]} (the standard mat), not {c!r}")
            mat[t] = c
    return tuple(mat)
