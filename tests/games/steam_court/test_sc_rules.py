"""One test (or more) per rule of the spec, on positions built with the setup option."""

import json

import pytest
from sc_helpers import ROYAL5, game, hand, legal, rejected, royal5, run

import meeple
from meeple.builtin.steam_court import cards
from meeple.core import GameError

RENEGADE5 = {"submariner": 0, "inspector": 1, "doctor": 2, "pirate": 3, "vagabond": 4}


def renegade5(hands, **setup):
    return game(5, seats=RENEGADE5, hands=hands, **setup)


# ---- seating, decks, options (§1, §2, §3) ------------------------------------------------------

def test_default_layouts_per_player_count():
    expect = {3: [["queen", "general", "tea_boy"]], 4: [["queen", "general", "alchemist", "tea_boy"]],
              5: [["queen", "general", "duke", "alchemist", "tea_boy"]],
              8: [["queen", "general", "alchemist", "tea_boy"], ["submariner", "inspector", "pirate", "vagabond"]],
              9: [["queen", "general", "duke", "alchemist", "tea_boy"],
                  ["submariner", "inspector", "pirate", "vagabond"]]}
    for n, tables in expect.items():
        v = meeple.new_game("steam_court", players=n, seed=1).view(None)
        assert [[x["character"] for x in t["seats"]] for t in v["tables"]] == tables


def test_layout_options():
    def court(n, **opts):
        v = meeple.new_game("steam_court", players=n, seed=1, options=opts).view(None)
        return [[x["character"] for x in t["seats"]] for t in v["tables"]]
    assert court(3, characters=["Tea Boy", "pirate", "Queen"]) == [["queen", "pirate", "tea_boy"]]
    assert court(4, table="renegade") == [["submariner", "inspector", "pirate", "vagabond"]]
    assert court(4, table="royal", removed=["queen"]) == [["general", "duke", "alchemist", "tea_boy"]]
    assert court(5, table="renegade")[0][0] == "submariner"
    assert court(8, removed=["general", "vagabond"])[1] == ["submariner", "inspector", "doctor", "pirate"]
    assert court(9, removed=["duke"]) == [["queen", "general", "alchemist", "tea_boy"],
                                        ["submariner", "inspector", "doctor", "pirate", "vagabond"]]


@pytest.mark.parametrize("n,variant,opts", [
    (5, None, {"characters": "queen,general,duke"}), (3, None, {"characters": "queen,queen,duke"}),
    (3, None, {"characters": "queen,emperor,duke"}), (6, None, {"table": "royal"}),
    (4, None, {"table": "kitchen"}), (4, None, {"removed": "pirate"}), (5, None, {"removed": "duke"}),
    (8, None, {"removed": "duke,general"}), (9, None, {"removed": "duke,doctor"}),
    (5, None, {"level": 1}), (8, "random_characters", {"level": 2}), (5, "random_characters", {"level": 3}),
    (5, "random_characters", {"table": "royal"}), (3, "random_characters", {"characters": "queen,duke,pirate"}),
])
def test_bad_options_raise(n, variant, opts):
    with pytest.raises(GameError):
        meeple.new_game("steam_court", players=n, seed=1, variant=variant, options=opts)


def test_decks_per_player_count():
    for n, size, kinds in ((3, 68, (5, 2)), (5, 84, (6, 3)), (7, 96, (7, 3)), (10, 84, (6, 3))):
        s = meeple.new_game("steam_court", players=n, seed=1)
        from meeple.builtin.steam_court import cards
        assert cards.size(s.rules.decks[0]) == size
        deck = s.rules.decks[0]
        assert cards.count(deck, 0) == kinds[0] and cards.count(deck, cards.MASTERSTROKE) == kinds[1]


def test_three_players_have_no_coup_check_and_the_general_gift_is_skipped():
    s = meeple.new_game("steam_court", players=3, seed=4)
    assert s.view(None)["phase"] == "gift"  # the Queen's slot, no coup check
    s.apply("gift none")
    assert s.view(None)["phase"] == "swap"  # the General would give to himself: skipped


def test_initial_tokens_by_rank_and_stacks():
    s = meeple.new_game("steam_court", players=9, seed=1)
    assert s.rules.stacks == ((9, 8, 7, 6, 5), (4, 3, 2, 1))
    v = s.view(None)
    ranks = [x["player"] for t in v["tables"] for x in t["seats"]]
    assert [v["tokens"][p] for p in ranks] == [[r] for r in range(1, 10)]


# ---- pre-Quarter privileges (§4.2) -------------------------------------------------------------

def test_general_gift_goes_to_second_lowest():
    s = game(5, seats=ROYAL5, phase="privileges", next="general",
             hands={"queen": "1", "general": "7,X", "duke": "2", "alchemist": "3", "tea_boy": "4"})
    assert legal(s) == ["gift none", "gift 7", "gift X"]
    rejected(s, "gift 7,X", "gives exactly 1 card")
    s.apply("gift X")
    assert hand(s, 3) == "3,X"


def test_tea_boy_swap_keeps_received_cards_counted_by_kind():
    # I-40: received 11 and 2; serves 12 and one 11 -> one 11 and the 2 stay on a swap
    s = game(5, seats=ROYAL5, phase="privileges",
             hands={"queen": "11,2,5", "general": "5", "duke": "5", "alchemist": "5", "tea_boy": "12,11,10,3"},
             court="1,1,M")
    run(s, "gift 2,11", "gift none")
    assert hand(s, 4) == "2,3,10,11"
    assert s.view(None)["phase"] == "swap" and hand(s, 0) == "5,11,12"
    s.apply("swap")
    assert hand(s, 4) == "1,1,2,11,M"
    assert s.view(4)["private"][-1] == {"quarter": 1, "what": "swapped", "court": "3,10"}
    assert s.view(None)["court_size"] == 2 and "trades his hand" in s.events[-1]


def test_vagabond_serves_and_doctor_draws():
    s = game(5, seats=RENEGADE5, phase="privileges", court="1,2,3,4,5,6",
             hands={"submariner": "1", "inspector": "1", "doctor": "9", "pirate": "1", "vagabond": "12,10,8,X"})
    assert s.to_move == (2,) and legal(s) == ["draw", "no draw"]
    s.apply("draw")
    v = s.view(2)["pending"]
    assert v["drawn"] == 4 and v["keep"] == 2 and len(v["cards"].split(",")) == 4
    assert "cards" not in s.view(0)["pending"] and "cards" not in s.view(None)["pending"]
    keep = legal(s)[0]
    assert all(x.startswith("keep ") and len(x[5:].split(",")) == 2 for x in legal(s))
    s.apply(keep)
    assert s.view(None)["court_size"] == 4 and s.view(None)["hand_sizes"][2] == 3
    assert hand(s, 0) == "1,10,12" and hand(s, 4) == "8,X"  # the Vagabond served automatically
    assert "keeps 2" in " ".join(s.events) and keep[5:] not in " ".join(s.events[-3:])


# ---- trick play (§5) ---------------------------------------------------------------------------

def test_alchemist_lowers_plain_cards_by_two():
    s = royal5({"queen": "4", "general": "1", "duke": "1", "alchemist": "7,7,2,3/9,X", "tea_boy": "1"},
               trick={"turn": "alchemist"})
    labels = legal(s)
    assert "play 5: 7>5" in labels and "play 5: 7>5,7>5,X" in labels and "play 7: 7,7" in labels
    assert not any(">" in x and x.split(": ")[1].startswith("2>") for x in labels)
    assert "play 1: 3/9" not in labels and "play 7: 3/9" not in labels
    s2 = royal5({"queen": "7,7", "general": "1", "duke": "1", "alchemist": "3", "tea_boy": "1"})
    rejected(s2, "play 5: 7>5", "only the Alchemist")
    s3 = royal5({"queen": "4", "general": "1", "duke": "1", "alchemist": "7,9,1", "tea_boy": "1"},
                trick={"plays": [["queen", "play 4: 4"]], "turn": "alchemist"})
    assert sorted(legal(s3)) == sorted(["play 5: 7>5", "play 7: 7", "play 7: 9>7", "play 9: 9", "pass"])


def test_dual_cards_show_either_value():
    s = royal5({"queen": "3/9,6/12,6", "general": "1", "duke": "1", "alchemist": "1", "tea_boy": "1"})
    labels = legal(s)
    assert {"play 3: 3/9", "play 9: 3/9", "play 6: 6/12", "play 12: 6/12", "play 6: 6,6/12"} <= set(labels)
    rejected(s, "play 6: 3/9", "3/9 shows only 3 or 9")


def test_multiplier_lead_and_lone_multiplier():
    s = royal5({"queen": "2,X", "general": "3", "duke": "1", "alchemist": "1", "tea_boy": "1"})
    assert {"play 2: 2,X", "play 1: X", "play 2: 2"} <= set(legal(s))
    s.apply("play 1: X")  # a lone Multiplier is a single 1, no announcement
    assert s.view(None)["trick"]["plays"][0]["quantity"] == 1 and s.to_move == (1,)
    assert "play 3: 3" in legal(s)


def test_masterstroke_lead_ends_the_trick_and_leader_leads_again():
    s = royal5({"queen": "M,5", "general": "3", "duke": "1", "alchemist": "1", "tea_boy": "1"})
    s.apply("play M")
    assert s.to_move == (0,) and s.view(None)["discard_size"] == 1 and s.view(None)["trick"]["plays"] == []
    rejected(s, "play M", "Masterstroke")


def test_masterstroke_cannot_combine_and_is_always_a_legal_follow():
    s = royal5({"queen": "12,12,12,12", "general": "M,1", "duke": "1", "alchemist": "1", "tea_boy": "1"})
    s.apply("play 12: 12,12,12,12")
    assert legal(s) == ["play M", "pass"]
    rejected(s, "play 1: 1,M", "Masterstroke is always played alone")


def test_duke_may_match_his_own_play():
    s = royal5({"queen": "1", "general": "1", "duke": "5,5,9", "alchemist": "1", "tea_boy": "1"},
               used=["general"], trick={"turn": "duke"})
    s.apply("play 5: 5")
    run(s, "pass", "pass", "pass", "pass")
    assert s.to_move == (2,) and legal(s) == ["play 5: 5", "play 9: 9", "pass"]


def test_leader_cannot_pass():
    s = royal5({"queen": "5", "general": "1", "duke": "1", "alchemist": "1", "tea_boy": "1"})
    rejected(s, "pass", "leader of a trick must play")


def test_following_needs_the_same_quantity_and_a_higher_value():
    s = royal5({"queen": "5,5", "general": "6,7,7,4,4", "duke": "1", "alchemist": "1", "tea_boy": "1"})
    s.apply("play 5: 5,5")
    assert legal(s) == ["play 7: 7,7", "pass"]
    rejected(s, "play 6: 6", "as many cards as the top play")
    rejected(s, "play 4: 4,4", "strictly higher")
    rejected(s, "play 9: 9,9", "do not hold")


def test_stop_window_rules():
    # the General has passed: no window
    s = royal5({"queen": "5,1", "general": "3,1", "duke": "9,1", "alchemist": "1", "tea_boy": "1"})
    run(s, "play 5: 5", "pass", "play 9: 9")
    assert s.to_move == (3,)
    # a stopped last card: the player does not go out and stays in the trick
    s2 = royal5({"queen": "5,1", "general": "3,1", "duke": "9", "alchemist": "1", "tea_boy": "1"})
    run(s2, "play 5: 5", "pass", "play 9: 9")
    s2 = royal5({"queen": "5,1", "general": "3,1", "duke": "9", "alchemist": "1", "tea_boy": "1"},
                trick={"plays": [["queen", "play 5: 5"]], "turn": "duke"})
    run(s2, "play 9: 9", "stop")
    assert hand(s2, 2) == "9" and s2.view(None)["out"] == [] and s2.to_move == (3,)
    plays = s2.view(None)["trick"]["plays"]
    assert plays[-1] == {"player": 2, "play": "play 9: 9", "value": 9, "quantity": 1, "stopped_by": 1}
    run(s2, "pass", "pass", "pass", "pass")
    assert s2.to_move == (2,) and legal(s2) == ["play 9: 9", "pass"]  # the Duke is still in the trick


def test_going_out_takes_the_top_token_and_the_quarter_ends_with_one_player():
    s = game(5, seats=ROYAL5, hands={"queen": "5", "general": "7", "duke": "1,1"},
             out=["alchemist", "tea_boy"], used=["general"])
    s.apply("play 5: 5")
    v = s.view(None)
    assert v["out"] == [3, 4, 0] and v["tokens"][0] == [1, 3]
    s.apply("play 7: 7")  # only the Duke holds cards: the Quarter ends at once
    v = s.view(None)
    assert v["quarter"] == 2 and v["tokens"][1] == [2, 2] and v["tokens"][2] == [3, 1]
    seats = [x["player"] for x in v["tables"][0]["seats"]]
    assert seats == [3, 4, 0, 1, 2]  # reseated by going-out order
    assert v["phase"] == "coup" and v["hand_sizes"] == [14] * 5


def test_next_leader_when_the_winner_went_out():
    s = royal5({"queen": "12", "general": "3,3", "duke": "4,4", "alchemist": "5,5", "tea_boy": "6,6"},
               used=["general"])
    s.apply("play 12: 12")
    run(s, "pass", "pass", "pass", "pass")
    assert s.to_move == (1,)  # the first player after the winner holding cards


# ---- in-play privileges (§4.3) -----------------------------------------------------------------

def test_inspector_look():
    s = renegade5({"submariner": "5,6", "inspector": "8,9", "doctor": "1,2", "pirate": "3", "vagabond": "4"},
                  court="12,12", trick={"turn": "inspector"})
    labels = legal(s)
    assert {"inspect 0", "inspect 2", "inspect 3", "inspect 4"} <= set(labels) and "inspect 1" not in labels
    s.apply("inspect 2")
    seen = s.view(1)["private"][-1]
    assert seen == {"quarter": 1, "what": "looked", "trick": 1, "target": 2, "hand": "1,2", "court": "12,12"}
    assert not s.view(2)["private"] and "1,2" not in json.dumps(s.view(None))
    assert s.to_move == (1,) and not any(x.startswith("inspect") for x in legal(s))
    assert "looks at the hand of P3" in s.events[-1]
    run(s, "play 8: 8")
    rejected(s, "inspect 0")


def test_submariner_dive():
    s = renegade5({"submariner": "6,M", "inspector": "8", "doctor": "1", "pirate": "3", "vagabond": "4"},
                  discard="1,2,3,4,5,7,9,10", trick={"turn": "submariner"})
    assert "dive 6" in legal(s) and "dive 8" not in legal(s)
    s.apply("dive 6")
    pend = s.view(0)["pending"]
    assert pend["pulled"] == 6 and pend["limit"] == 3 and "cards" not in s.view(1)["pending"]
    takes = [x for x in legal(s) if x.startswith("take")]
    assert legal(s)[-1] == "done" and len(takes) == 6
    s.apply(takes[0])
    s.apply(legal(s)[0])
    assert s.view(None)["pending"]["taken"] == 2
    s.apply("done")
    v = s.view(None)
    assert v["hand_sizes"][0] == 4 and v["discard_size"] == 6 and "dive" in v["used"]
    assert "reveals a 6, dives for 6 cards and keeps 2" in s.events[-1]
    assert s.to_move == (0,) and not any(x.startswith("dive") for x in legal(s))


def test_submariner_dive_of_one_card_needs_no_decision():
    s = renegade5({"submariner": "1,5", "inspector": "8", "doctor": "1", "pirate": "3", "vagabond": "4"},
                  discard="12,12", trick={"turn": "submariner"})
    s.apply("dive 1")
    assert s.view(None)["phase"] == "play" and s.view(None)["discard_size"] == 2
    assert s.view(0)["private"][-1]["kept"] == ""


def test_no_dive_into_an_empty_pile():
    s = renegade5({"submariner": "5", "inspector": "8", "doctor": "1", "pirate": "3", "vagabond": "4"})
    assert not any(x.startswith("dive") for x in legal(s))
    rejected(s, "dive 5", "empty discard pile")


def test_pirate_steals_back_after_a_lost_trick():
    s = renegade5({"submariner": "5", "inspector": "1,1", "doctor": "1", "pirate": "6,6,7", "vagabond": "9,1"},
                  trick={"plays": [["submariner", "play 5: 5"]], "passed": ["inspector", "doctor"],
                         "turn": "pirate"})
    run(s, "play 6: 6", "play 9: 9", "pass", "pass", "pass")  # Submariner, Pirate, Vagabond pass
    assert s.to_move == (3,) and legal(s) == ["steal", "no steal"]
    s.apply("steal")
    assert hand(s, 3) == "6,6,7" and s.view(None)["discard_size"] == 2 and "steal_back" in s.view(None)["used"]
    assert s.to_move == (4,) and "steals back 6" in " ".join(s.events)


def test_no_pirate_window_when_he_won_or_only_was_stopped():
    s = renegade5({"submariner": "5", "inspector": "1,1", "doctor": "1", "pirate": "9,6", "vagabond": "1"},
                  trick={"plays": [["submariner", "play 5: 5"]], "turn": "pirate"})
    run(s, "play 9: 9", "pass", "pass", "pass", "pass", "pass")
    assert s.to_move == (3,) and s.view(None)["phase"] == "play"


# ---- scoring, variants (§6, §7) ----------------------------------------------------------------

def _finish(s):
    while not s.is_over:
        s.apply(s.legal_actions()[-1] if s.phase == 0 else s.legal_actions()[0])
    return s


def test_scores_and_tie_break_by_quarter_4_token():
    s = game(5, seats=ROYAL5, quarter=4,
             tokens={"queen": [1, 1, 1, 1], "general": [2, 5, 2, 5], "duke": [3, 3, 5, 2], "alchemist": [4, 4, 4, 4],
                     "tea_boy": [5, 2, 3, 3]},
             out=["alchemist", "duke", "general"], hands={"queen": "5", "tea_boy": "7"})
    s.apply("play 5: 5")
    r = s.result()
    assert r.scores == (6, 17, 17, 21, 14)  # General and Duke tie: the Duke's Quarter-4 token is higher
    assert r.ranking == (3, 2, 1, 4, 0) and r.winners == (3,)


def test_party_winner_and_standings():
    s = game(5, variant="party", seats=ROYAL5, quarter=4, out=["tea_boy", "duke", "queen"],
             hands={"general": "5", "alchemist": "7"}, trick={"turn": "general"})
    s.apply("play 5: 5")
    r = s.result()
    assert r.winners == (4,) and r.ranking == (4, 2, 0, 1, 3) and r.scores == (3, 2, 4, 1, 5)
    assert "tokens" not in s.view(None)


def test_random_characters_level_1_seats_by_precedence():
    for seed in range(5):
        s = meeple.new_game("steam_court", players=7, seed=seed, variant="random_characters")
        chars = [x["character"] for x in s.view(None)["tables"][0]["seats"]]
        prec = ["queen", "general", "duke", "alchemist", "submariner", "inspector", "doctor", "pirate", "vagabond",
                "tea_boy"]
        assert chars == sorted(chars, key=prec.index) and len(set(chars)) == 7


def test_auction_bid_cap_and_last_lot():
    s = game(3, variant="auction", bidding=[2, 0, 1])
    assert s.to_move == (2,) and legal(s)[-1] == "bid 15"
    run(s, "bid 15")
    assert legal(s) == ["pass"]
    run(s, "pass", "pass")
    assert s.to_move == (0,)
    run(s, "bid 0", "pass")
    v = s.view(None)
    assert v["costs"] == [0, 0, 15] and v["scores"][2] == -14


# ---- views (§9) --------------------------------------------------------------------------------

def test_views_show_own_hand_and_hide_the_rest():
    s = meeple.new_game("steam_court", players=5, seed=11)
    for seat in range(5):
        v = s.view(seat)
        assert v["hand"] and "hand" not in s.view(None)
        text = json.dumps(v)
        for other in range(5):
            if other != seat:
                assert f'"hand": "{hand(s, other)}"' not in text
        assert json.loads(json.dumps(v)) == v
    assert "setup" not in json.dumps(game(5, seats=ROYAL5).view(None))


# ---- setup errors (§11.1) ----------------------------------------------------------------------

@pytest.mark.parametrize("setup", [
    {"colour": "red"}, {"seats": {"queen": 0, "general": 0, "duke": 2, "alchemist": 3, "tea_boy": 4}},
    {"seats": {"queen": 0, "general": 1, "duke": 2, "alchemist": 3, "pirate": 4}},
    {"quarter": 5}, {"tokens": {"queen": [1, 2]}}, {"costs": {"queen": 1}},
    {"seats": ROYAL5, "hands": {"queen": "1,1,1,1,1,1,1", "general": "1"}},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4"}},
    {"seats": ROYAL5, "out": ["queen"]},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4", "tea_boy": "5"},
     "trick": {"plays": [["queen", "play 1: 1"], ["general", "play 1: 1"]]}},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4", "tea_boy": "5"},
     "trick": {"plays": [["queen", "play 5: 7>5"]]}},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4", "tea_boy": "5"},
     "phase": "coup", "next": "queen"},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4", "tea_boy": "5"},
     "phase": "privileges", "next": "duke"},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4"},
     "phase": "coup", "out": ["tea_boy"]},
    {"seats": ROYAL5, "hands": {"queen": "1", "general": "2", "duke": "3", "alchemist": "4", "tea_boy": "5"},
     "trick": {"plays": [["queen", "play 1: 1,X"]]}},
])
def test_bad_setups_raise(setup):
    with pytest.raises(ValueError):
        game(5, **setup)


def test_setup_with_option_seats_conflict_and_record_replays():
    with pytest.raises(ValueError):
        meeple.new_game("steam_court", players=4, seed=1,
                        options={"table": "royal", "setup": {"seats": {"queen": 0, "general": 1, "alchemist": 2,
                                                                       "tea_boy": 3}}})
    s = royal5({"queen": "1,5", "general": "2", "duke": "3", "alchemist": "4", "tea_boy": "6"})
    run(s, "play 1: 1", "play 2: 2")
    r = meeple.replay(json.loads(json.dumps(s.record())))
    assert r.view(0) == s.view(0) and r.events == s.events


# ---- determinization and evaluation ------------------------------------------------------------

def test_determinize_keeps_what_the_seat_knows_for_certain():
    s = renegade5({"submariner": "5,6", "inspector": "8,9", "doctor": "1,2,3,4", "pirate": "3,7", "vagabond": "4,10"},
                  court="12,12,11", discard="1,1,2", trick={"turn": "inspector"})
    s.apply("inspect 2")
    for seed in range(5):
        d = s.determinize(1, seed)
        assert d.court_hand == s.court_hand and d.hand[2] == s.hand[2]  # the Court Hand and the hand he saw
        assert d.discard == s.discard  # the discard pile is public until a dive
    moved = [s.determinize(0, seed) for seed in range(8)]
    assert any(d.court_hand != s.court_hand for d in moved) and any(d.hand[2] != s.hand[2] for d in moved)
    assert all(d.hand[0] == s.hand[0] and d.discard == s.discard for d in moved)


def test_determinize_resamples_the_discard_pile_after_a_dive_except_for_the_diver():
    s = renegade5({"submariner": "5,6", "inspector": "8,9", "doctor": "1,2,3,4", "pirate": "3,7", "vagabond": "4,10"},
                  discard="1,1,2,11,12,12", trick={"turn": "submariner"})
    s.apply("dive 5")
    s.apply("done")
    assert all(s.determinize(0, seed).discard == s.discard for seed in range(5))
    assert any(s.determinize(2, seed).discard != s.discard for seed in range(8))


def test_evaluate_gives_a_standing_per_seat():
    s = meeple.new_game("steam_court", players=6, seed=2)
    while not s.is_over:
        ev = s.evaluate()
        assert len(ev) == 6 and all(0.0 <= x <= 1.0 for x in ev)
        s.apply(s.legal_actions()[0])
    res = s.result()
    ev = s.evaluate()
    assert ev[res.winners[0]] == 1.0 and ev[res.ranking[-1]] == 0.0
    late = game(5, seats=ROYAL5, quarter=4, out=["tea_boy", "alchemist", "duke"],
                tokens={"queen": [1, 1, 1, 1], "general": [2, 2, 2, 2], "duke": [3, 3, 3, 3],
                        "alchemist": [4, 4, 4, 4], "tea_boy": [5, 5, 5, 5]},
                hands={"queen": "5", "general": "7,8"})
    ev = late.evaluate()
    assert ev[4] == 1.0 and ev[0] == 0.0


# ---- coups at two tables and at level 2 (§5.15, §7.4) -------------------------------------------

TEN = {"queen": 0, "general": 1, "duke": 2, "alchemist": 3, "tea_boy": 4, "submariner": 5, "inspector": 6,
       "doctor": 7, "pirate": 8, "vagabond": 9}


def test_a_coup_at_the_renegade_table_stays_at_that_table():
    s = game(10, seats=TEN, out=["queen", "general", "duke", "alchemist", "tea_boy"], phase="coup",
             next="inspector", hands={"submariner": "1,2", "inspector": "M,M,M", "doctor": "3", "pirate": "4",
                                      "vagabond": "5"})
    assert legal(s) == ["coup", "no coup"]
    s.apply("coup")
    v = s.view(None)
    assert [x["player"] for x in v["tables"][1]["seats"]] == [6, 5, 7, 8, 9]
    assert [x["player"] for x in v["tables"][0]["seats"]] == [0, 1, 2, 3, 4]
    assert v["phase"] == "coup" and s.to_move == (5,) and v["hand_sizes"][5:] == [14] * 5


def test_a_coup_at_level_2_moves_characters_not_players():
    s = meeple.new_game("steam_court", players=4, seed=1, variant="random_characters", options={
        "level": 2, "setup": {"seats": {"tea_boy": 0, "queen": 1, "pirate": 2, "duke": 3},
                              "circle": ["tea_boy", "queen", "pirate", "duke"], "phase": "coup", "next": "pirate",
                              "hands": {"queen": "1", "duke": "2", "pirate": "M,M,M", "tea_boy": "3"}}})
    s.apply("coup")
    v = s.view(None)
    assert {x["character"]: x["player"] for x in v["tables"][0]["seats"]} == \
        {"queen": 2, "duke": 1, "pirate": 3, "tea_boy": 0}
    assert v["circle"] == [0, 1, 2, 3] and s.to_move == (1,)  # a new check asks rank 2 first


def test_determinize_keeps_cards_the_giver_knows_the_receiver_holds():
    # spec §9: the Queen's gift to a Tea Boy who then swapped stays in his hand until played
    s = game(5, seats=ROYAL5, phase="privileges", court="1,1,3,3,4,4,6,6",
             hands={"queen": "2,5,1,9", "general": "8", "duke": "8", "alchemist": "8", "tea_boy": "12,11,10,7"})
    run(s, "gift 2,5", "gift none", "swap")
    assert hand(s, 4) == "1,1,2,3,3,4,4,5,6,6"
    for seed in range(6):
        d = s.determinize(0, seed)
        assert cards.fits(cards.parse_cards("2,5"), d.hand[4])
    assert any(not cards.fits(cards.parse_cards("2,5"), s.determinize(2, seed).hand[4]) for seed in range(10))
    run(s, "play 1: 1", "pass", "pass", "pass", "play 5: 5")  # a 5 laid: only the 2 is still certain
    assert all(cards.fits(cards.parse_cards("2"), s.determinize(0, seed).hand[4]) for seed in range(6))


# ---- messages in words ---------------------------------------------------------------------------


def test_messages_state_rules_in_words_never_spec_sections():
    """Players do not have the spec: no illegal action nor setup error cites a section of it."""
    import ast
    import re
    from pathlib import Path

    import meeple.builtin.steam_court as package
    from meeple.core import Rng

    probes = ["pass", "play 1: 1", "play 6: 3/9", "play 5: 7>5", "play M", "gift 2", "gift none", "keep 1",
              "draw", "swap", "coup", "stop", "steal", "announce 2", "inspect 0", "dive 5", "take 3", "bid 4",
              "nonsense"]
    seen = 0
    for variant, players in (("standard", 5), ("auction", 4), ("standard", 10)):
        s = meeple.new_game("steam_court", players=players, seed=3, variant=variant)
        r = Rng(7)
        for _ in range(120):
            if s.is_over:
                break
            seat = s.to_move[0]
            legal = {str(a) for a in s.legal_actions(seat)}
            for label in probes:
                if label not in legal:
                    with pytest.raises(meeple.IllegalAction) as e:
                        s.apply(label, seat)
                    assert not re.search(r"§|\bspec\b", str(e.value)), str(e.value)
                    seen += 1
            s.apply(r.choice(s.legal_actions(seat)), seat)
    assert seen > 1000
    root = Path(package.__file__).parent
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("GameError", "_err", "ValueError"):
                for arg in ast.walk(node):
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        assert not re.search(r"§|\bspec\b", arg.value), (path.name, arg.value)
