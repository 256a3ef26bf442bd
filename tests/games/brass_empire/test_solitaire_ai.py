"""The Solitaire AI's accounting over whole games (spec 5.1, I-19, I-22) and the bots' evaluation."""

import re

import pytest
from empire_helpers import game

import meeple
from meeple.agents import make_agent, observe
from meeple.builtin.brass_empire.cards import CARD_INDEX, CARDS
from meeple.builtin.brass_empire.scoring import BUILDING_PRODUCTION, PRODUCTION, solitaire_projection


def _bv(instance: str) -> int:
    return CARDS[CARD_INDEX[instance.rsplit(".", 1)[0]]].bv


def _random_solitaire(seed: int):
    state = meeple.new_game("brass_empire", players=1, seed=seed, variant="solitaire")
    agent = make_agent("random", seed=seed)
    while state.to_move:
        state.apply(agent.act(observe(state, 0)), 0)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_ai_brass_grows_as_5_1_says_and_every_card_counts_once(seed):
    """5.1 steps 1-3 and Result, I-22: tokens come only from income (1 + buildings), mining and rewards;
    the total is tokens + BV of the score pile and the play area, each acquired card counted once."""
    state = _random_solitaire(seed)
    text = state.events
    income = [(int(m[1]), int(m[2])) for e in text if (m := re.match(r"the AI gains (\d+) Brass \(1 \+ (\d+) ", e))]
    assert income and all(gain == 1 + buildings for gain, buildings in income)
    mined = sum(int(m[1]) for e in text if (m := re.match(r"the AI's .* mines (\d+) Brass", e)))
    rewards = sum(1 for e in text if e.endswith("the Solitaire AI gains 1 Brass"))
    stolen = sum(int(m[1]) for e in text if (m := re.match(r"P1 steals (\d+) Brass from the Solitaire AI", e)))
    ai = state.view(None)["ai"]
    assert ai["tokens"] == sum(g for g, _ in income) + mined + rewards - stolen
    area = [entry["card"] for entry in ai["play_area"]]
    taken = [e for e in text if e.startswith("the AI takes ")]
    assert len(area) + len(ai["score_pile"]) == len(set(area) | set(ai["score_pile"])) == len(taken)
    expected = ai["tokens"] + sum(_bv(c) for c in ai["score_pile"] + area)
    assert state.result().scores[1] == expected
    assert state.view(None)["pool"] == 0 and state.view(None)["end_triggered"]


def _two(tokens: tuple[int, int]):
    return game({"phase": "action", "pool": 40,
                 "players": [{"corporation": "windcraft", "tokens": tokens[0]},
                             {"corporation": "omni_edo", "tokens": tokens[1]}]})


def test_a_brass_token_moves_a_two_player_standing_visibly():
    """Near equality one Brass must change the standing by more than the search's noise floor."""
    even, ahead = _two((10, 10)).evaluate(), _two((11, 10)).evaluate()
    assert ahead[0] - even[0] > 0.02 and ahead[1] < even[1]
    assert even[0] == pytest.approx(0.5)


def _solo(human: int, ai: int):
    return game({"phase": "action", "pool": 30,
                 "players": [{"corporation": "windcraft", "tokens": human, "in_play": ["steam_drill.1"]}],
                 "ai": {"tokens": ai, "play_area": ["steamcycle.1"], "score_pile": ["executive.1"]}},
                players=1, variant="solitaire")


def test_solitaire_standing_still_ranks_moves_when_the_ai_leads_by_forty():
    """A logistic of the margin alone is flat 40 Brass behind; the blend keeps a Brass worth something."""
    behind, less_behind = _solo(5, 45).evaluate()[0], _solo(6, 45).evaluate()[0]
    assert 0.0 < behind < less_behind < 0.5 and less_behind - behind > 0.001
    close, ahead = _solo(40, 20).evaluate()[0], _solo(41, 20).evaluate()[0]  # both projected to about 55
    assert 0.4 < close < 0.6 and ahead - close > 0.02


def test_solitaire_projection_reads_the_ais_next_design_card():
    """From 7 tokens the AI takes the rightmost Design card (5.1 step 3): its BV is in the AI's projection."""
    def projected_ai(rightmost: str) -> float:
        state = game({"phase": "action", "pool": 30, "players": [{"corporation": "windcraft", "tokens": 10}],
                      "ai": {"tokens": 10},
                      "design_department": ["workshop.1", "workshop.2", "warehouse.1", "warehouse.2",
                                            "security_guard.1", rightmost]}, players=1, variant="solitaire")
        return solitaire_projection(state)[1]

    # both mine 3 a turn for the AI; the Edo Enforcer is worth 2, the SteamCycle 1 (the projection weighs
    # each turn by the chance that the game is still on: 30 Brass from the end, nearly 1)
    assert projected_ai("edo_enforcer.1") == pytest.approx(projected_ai("steamcycle.1") + 1, abs=0.05)


def _projected_human(discard: str) -> float:
    return solitaire_projection(game(
        {"phase": "action", "pool": 30,
         "players": [{"corporation": "windcraft", "hand": ["clerk"] * 3 + ["union_worker"] * 2,
                      "deck": ["clerk"] * 4 + ["union_worker"], "discard": [discard]}],
         "ai": {"tokens": 8, "play_area": ["steamcycle.1", "vanguard_mercenary.1"]}},
        players=1, variant="solitaire"))[0]


def test_solitaire_projection_counts_a_bought_unit_as_a_miner_to_come():
    """A unit in the discard pile mines once it is drawn and played (3.5): worth more than its BV of 1."""
    assert _projected_human("steamcycle.2") - _projected_human("bricklayer.1") > 2


def test_projected_production_reads_draws_and_gains_per_card_dismissed():
    """1.4: a draw is a card more this turn, ``per_card`` gains come with each card dismissed (a deck of Clerks
    has them to spare); a building's draw followed by a discard only sorts the hand."""
    def production(cid: str, table=PRODUCTION) -> tuple[float, float, float, float]:
        return table[CARD_INDEX[cid]]

    assert production("recruiter") == (1.0, 0.0, 0.0, 1.0)
    assert production("inspector_harlowe") == (0.0, 0.0, 0.0, 2.0)
    assert production("efficiency_consultant") == (0.0, 2.0, 0.0, 0.0)
    assert production("sorting_facility", BUILDING_PRODUCTION) == (0.0, 1.0, 0.0, 0.0)
    assert production("mcglynn_tower", BUILDING_PRODUCTION) == (0.0, 0.0, 0.0, 1.0)
    assert production("clockworks_factory", BUILDING_PRODUCTION) == (0.0, 0.0, 0.0, 0.0)
    assert production("battery_turbine", BUILDING_PRODUCTION) == (1.0, 0.0, 0.0, 0.0)  # the richer choice


def test_solitaire_projection_counts_a_drawn_card_as_one_more_card_of_the_deck():
    """A Recruiter (+1 Labor, draw 1) plays about like a Day Laborer (+2 Labor) in a deck of Clerks and Union
    Workers; counting its Labor only made it half as good."""
    assert abs(_projected_human("day_laborer.1") - _projected_human("recruiter.1")) < 0.25

    def in_hand(cid: str) -> float:  # still to play this turn: its draw is a card more to spend now
        return solitaire_projection(game(
            {"phase": "play", "pool": 30,
             "players": [{"corporation": "windcraft", "hand": ["clerk"] * 4 + [cid],
                          "deck": ["clerk"] * 3 + ["union_worker"] * 3}],
             "ai": {"tokens": 8, "play_area": ["steamcycle.1"]}}, players=1, variant="solitaire"))[0]

    assert abs(in_hand("day_laborer.1") - in_hand("recruiter.1")) < 0.5


def test_solitaire_estimate_rises_with_every_brass_and_has_no_cliff_at_the_end():
    """Near the end a Brass more (which also drains the pool) never lowers the estimate: the end of the
    game comes gradually in the projection rather than at one whole turn's cliff."""
    values = [game({"phase": "action", "pool": 40 - tokens,
                    "players": [{"corporation": "windcraft", "tokens": tokens, "in_play": ["steamcycle.1"]}],
                    "ai": {"tokens": 20, "play_area": ["steam_drill.1"]}}, players=1,
                   variant="solitaire").evaluate()[0] for tokens in range(20, 40)]
    assert all(later > earlier for earlier, later in zip(values, values[1:], strict=False))


def test_solitaire_projection_denies_the_ai_its_turn_when_the_human_empties_the_pool_first():
    """The game ends with the turn that takes the last token (5.1 End): a human whose SteamCycle mines 4
    this turn ends it from a pool of 3 and the AI's Brass Golem never mines again; from 8 the AI surely
    plays on (the first projected turn's end is nearly sure; a fixed 8-Brass-wide end gave only 4)."""
    def projected_ai(pool: int) -> float:
        return solitaire_projection(game(
            {"phase": "action", "pool": pool,
             "players": [{"corporation": "windcraft", "tokens": 20, "in_play": ["steamcycle.1"]}],
             "ai": {"tokens": 20, "play_area": ["brass_golem.1"]}}, players=1, variant="solitaire"))[1]

    assert projected_ai(8) - projected_ai(3) > 6


def test_solitaire_projection_gives_the_ai_its_design_card_at_7_tokens_held_even_near_the_end():
    """5.1 step 3 compares the tokens the AI holds: from 6 its next income makes 7 whatever the chance that
    the game lasts that long, so the rightmost Design card's BV counts (weighed by that chance); counting
    the chance-weighted tokens instead kept the AI below 7 and the card out."""
    def projected_ai(rightmost: str) -> float:
        return solitaire_projection(game(
            {"phase": "action", "pool": 5,
             "players": [{"corporation": "windcraft", "tokens": 20, "in_play": ["steamcycle.1"]}],
             "ai": {"tokens": 6},
             "design_department": ["workshop.1", "workshop.2", "warehouse.1", "warehouse.2",
                                   "security_guard.1", rightmost]}, players=1, variant="solitaire"))[1]

    assert projected_ai("edo_enforcer.1") - projected_ai("steamcycle.2") > 0.5  # BV 2 against 1


def test_solitaire_projection_lets_an_ai_unit_mine_when_the_tokens_held_are_equal():
    """5.1 step 2: an AI unit attacks only when the human holds *more* tokens. With 13 the AI holds 14 after its
    income, as many as the human (10 + 4 mined), so its Security Guard mines 1 instead of hitting the platform:
    the 13th token is worth more than itself (the chance-weighted counts had the AI behind, attacking, so it
    was worth exactly 1)."""
    def projected_ai(tokens: int) -> float:
        return solitaire_projection(game(
            {"phase": "action", "pool": 8,
             "players": [{"corporation": "windcraft", "tokens": 10, "in_play": ["steamcycle.1"]}],
             "ai": {"tokens": tokens, "play_area": ["security_guard.1"]}}, players=1, variant="solitaire"))[1]

    assert projected_ai(13) - projected_ai(12) > 1.2
