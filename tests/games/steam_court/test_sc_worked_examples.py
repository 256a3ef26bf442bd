"""The spec's worked examples (§11: the rulebook's Sample Game and FAQ) as tests."""

import pytest
from sc_helpers import ROYAL5, game, hand, legal, rejected, royal5, run

import meeple
from meeple.builtin.steam_court import cards

E1_HANDS = {"queen": "1,1,1,9,9,9,M,4,12,2,5", "general": "3,3,3/9,10,X,8,12,6,7",
            "duke": "3,3,3,11,5,6,7", "alchemist": "2,4,6,8", "tea_boy": "11,11,11,2,4,5"}


def test_e1_sample_game():
    s = royal5(E1_HANDS)
    assert s.to_move == (0,)
    # trick 1
    s.apply("play 1: 1,1,1")
    assert s.to_move == (1,)  # a lead opens no stop window
    s.apply("play 3: 3,3,3/9")
    assert s.to_move == (2,)  # the General's own play: no window
    assert legal(s) == ["play 3: 3,3,3", "pass"]  # equal value: the Duke only
    s.apply("play 3: 3,3,3")
    assert legal(s) == ["stop", "allow"] and s.to_move == (1,)
    s.apply("allow")
    assert legal(s) == ["pass"]  # the Alchemist has no three of one value above 3
    s.apply("pass")
    assert "play 11: 11,11,11" in legal(s)
    s.apply("pass")  # E8: passing with a playable set
    run(s, "play 9: 9,9,9", "allow", "play 10: 10,X")  # the General's single 10 and a Multiplier
    assert s.to_move == (2,) and legal(s) == ["pass"]
    s.apply("pass")
    assert s.to_move == (0,)  # Alchemist and Tea Boy skipped
    run(s, "play M", "allow")
    assert s.view(None)["discard_size"] == 15 and s.view(None)["trick"]["passed"] == []
    # trick 2
    assert s.to_move == (0,)
    run(s, "play 4: 4", "play 8: 8", "play 11: 11", "allow")
    assert legal(s) == ["pass"]
    s.apply("pass")
    assert legal(s) == ["pass"]  # 11 does not beat 11
    s.apply("pass")
    s.apply("play 12: 12")
    s.apply("stop")
    v = s.view(None)
    assert v["trick"]["top"] == 2 and "stop" in v["used"] and 0 not in v["trick"]["passed"]
    assert s.to_move == (1,)
    run(s, "play 12: 12")
    assert s.to_move == (2,) and legal(s) == ["pass"]
    s.apply("pass")
    assert s.to_move == (0,) and legal(s) == ["pass"]
    s.apply("pass")
    assert s.to_move == (1,) and legal(s) == ["pass"]
    s.apply("pass")
    assert s.to_move == (1,)  # the General won and leads trick 3
    assert [hand(s, p) for p in range(5)] == ["2,5,12", "6,7", "5,6,7", "2,4,6,8", "2,4,5,11,11,11"]
    assert s.view(None)["discard_size"] == 19
    # no stop window for the rest of the Quarter
    run(s, "play 6: 6", "play 7: 7")
    assert s.to_move == (3,)


def test_e2_deal_sizes():
    expect = {3: [(17, 17)], 4: [(16, 20)], 5: [(14, 14)], 6: [(12, 12)], 7: [(12, 12)],
              8: [(16, 20), (16, 20)], 9: [(14, 14), (16, 20)], 10: [(14, 14), (14, 14)]}
    for n, tables in expect.items():
        s = meeple.new_game("steam_court", players=n, seed=3)
        v = s.view(None)
        royal = v["tables"][0]["seats"]
        assert {v["hand_sizes"][x["player"]] for x in royal} == {tables[0][0]}
        assert v["court_size"] == tables[0][1]
        if n >= 8:  # the Renegade Table deals after the Royal Table's Quarter
            s2 = game(n, seed=3, out=[x["character"] for x in royal])
            assert s2.view(None)["court_size"] == tables[1][1]
            assert {s2.view(None)["hand_sizes"][x["player"]] for x in v["tables"][1]["seats"]} \
                == {tables[1][0]}


def test_e3_queen_gift():
    s = game(5, seats=ROYAL5, phase="privileges",
             hands={"queen": "1,1,1,2,5,6,7,8,9,10,11,12,X,M", "general": "3", "duke": "3",
                    "alchemist": "3", "tea_boy": "4"})
    labels = legal(s)
    assert {"gift 2,5", "gift 1,1", "gift X,M", "gift none"} <= set(labels)
    rejected(s, "gift 2", "gives exactly 2 cards")
    rejected(s, "gift 1,2,5", "gives exactly 2 cards")
    rejected(s, "gift 3,4", "own hand")
    s.apply("gift 2,5")
    assert hand(s, 4) == "2,4,5" and s.to_move == (1,)
    assert hand(s, 0) == "1,1,1,6,7,8,9,10,11,12,X,M"
    assert "P1 (Queen) gives 2 cards to P5 (Tea Boy)" in s.events
    assert "2,5" not in " ".join(s.events)
    assert s.view(4)["private"][0]["cards"] == "2,5" and not s.view(2)["private"]


def test_e4_tea_boy_keeps_special_cards():
    s = game(5, seats=ROYAL5, phase="privileges", next="tea_boy",
             hands={"queen": "5", "general": "5", "duke": "5", "alchemist": "5",
                    "tea_boy": "M,X,3/9,6/12,12,11,11,9,4,4,2,1,1,1"})
    assert s.to_move == (4,) and legal(s) == ["swap", "keep hand"]
    assert hand(s, 4) == "1,1,1,2,4,4,9,11,3/9,6/12,X,M"
    assert hand(s, 0) == "5,11,12"
    s2 = game(5, seats=ROYAL5, phase="privileges", next="tea_boy",
              hands={"queen": "5", "general": "5", "duke": "5", "alchemist": "5", "tea_boy": "6/12,6/12,M,9,8,8,3"})
    assert hand(s2, 0) == "5,8,9" and hand(s2, 4) == "3,8,6/12,6/12,M"


E5 = {"queen": "5,2", "general": "7,3", "duke": "9,4", "alchemist": "10,4", "tea_boy": "11,4"}


@pytest.mark.parametrize("branch", ["stop", "allow"])
def test_e5_when_the_general_may_stop(branch):
    s = royal5(E5)
    s.apply("play 5: 5")
    assert s.to_move == (1,)
    rejected(s, "stop", "play that is not a lead")
    s.apply("play 7: 7")
    assert s.to_move == (2,)
    run(s, "play 9: 9", "allow", "play 10: 10")
    assert legal(s) == ["stop", "allow"]
    s.apply(branch)
    if branch == "stop":
        assert hand(s, 3) == "4,10" and s.view(None)["trick"]["top"] == 2 and s.to_move == (4,)
    else:
        s.apply("play 11: 11")
        assert s.to_move == (1,) and s.view(None)["pending"]["play"] == "play 11: 11"
        s.apply("stop")
        assert hand(s, 3) == "4" and hand(s, 4) == "4,11"


def test_e6_stopping_a_masterstroke():
    s = royal5({"queen": "4,10,1", "general": "8,2", "duke": "M,3", "alchemist": "2,3", "tea_boy": "2,3"})
    run(s, "play 4: 4", "play 8: 8", "play M", "stop")
    assert hand(s, 2) == "3,M" and s.view(None)["trick"]["top"] == 1 and s.to_move == (3,)
    run(s, "pass", "pass", "play 10: 10")
    assert s.to_move == (1,)  # no window: the stop is used
    s.apply("pass")
    assert s.to_move == (2,) and "play M" in legal(s)
    s.apply("play M")
    assert s.to_move == (2,) and s.view(None)["trick"]["plays"] == []  # the Duke won and leads


def test_e7_ones_and_the_duke():
    s = royal5({"queen": "1,5", "general": "1,2", "duke": "1,X,6", "alchemist": "3", "tea_boy": "4"})
    s.apply("play 1: 1")
    rejected(s, "play 1: 1", "strictly higher")
    assert "play 2: 2" in legal(s)
    s.apply("pass")
    assert {"play 1: 1", "play 1: X", "play 6: 6"} <= set(legal(s))
    s2 = royal5({"queen": "X,5", "general": "1,2", "duke": "1,6", "alchemist": "3", "tea_boy": "4"})
    s2.apply("play 1: X")
    assert "play 2: 2" in legal(s2) and "play 1: 1" not in legal(s2)


def test_e9_two_cards_with_a_multiplier():
    s = royal5({"queen": "5,5,5,1", "general": "7,7,X,4", "duke": "3", "alchemist": "3", "tea_boy": "4"})
    s.apply("play 5: 5,5,5")
    assert legal(s) == ["play 7: 7,X", "play 7: 7,7,X", "pass"]
    rejected(s, "play 7: 7,7", "as many cards as the top play")
    rejected(s, "play 1: X", "cannot follow a top play of 3 cards")
    rejected(s, "play 4: 4,X", "strictly higher than 5")
    rejected(s, "announce 2", "announced only right after leading with a Multiplier")
    s.apply("play 7: 7,7,X")
    assert s.view(None)["trick"]["plays"][-1]["quantity"] == 3
    lead = royal5({"queen": "7,7,X,1", "general": "2", "duke": "3", "alchemist": "3", "tea_boy": "4"})
    lead.apply("play 7: 7,7,X")
    assert legal(lead) == [f"announce {q}" for q in range(2, 17)]
    rejected(lead, "announce 1")
    rejected(lead, "announce 17")
    lead.apply("announce 16")
    assert lead.view(None)["trick"]["plays"][0]["quantity"] == 16


def test_e10_playing_over_your_own_cards():
    s = royal5({"queen": "3,5", "general": "6,7", "duke": "8,9", "alchemist": "2,4",
                "tea_boy": "10,10,11,11,4"}, trick={"turn": "tea_boy"})
    run(s, "play 10: 10,10", "pass", "pass", "pass", "pass")
    assert s.to_move == (4,) and legal(s) == ["play 11: 11,11", "pass"]
    s.apply("play 11: 11,11")
    assert s.to_move == (4,) and legal(s) == ["pass"]  # no window: the General passed
    s.apply("pass")
    assert s.to_move == (4,)
    s.apply("play 4: 4")
    assert s.view(None)["tokens"][4] == [5, 5] and s.view(None)["out"] == [4]
    assert s.to_move == (0,)


def test_e11_going_out_in_mid_trick():
    s = royal5({"queen": "2,5", "general": "3,6", "duke": "9", "alchemist": "6,8", "tea_boy": "4,6"},
               trick={"plays": [["queen", "play 4: 4"], ["general", "play 7: 7"]]})
    assert s.to_move == (2,)
    run(s, "play 9: 9", "allow")
    assert s.view(None)["out"] == [2] and s.view(None)["tokens"][2] == [3, 5]
    run(s, "pass", "pass", "pass", "pass")
    assert s.to_move == (3,) and s.view(None)["trick"]["passed"] == []
    s2 = royal5({"queen": "2,5", "general": "3,6", "duke": "9", "tea_boy": "4,6"}, out=["alchemist"],
                trick={"plays": [["queen", "play 4: 4"], ["general", "play 7: 7"]]})
    run(s2, "play 9: 9", "allow", "pass", "pass", "pass")
    assert s2.to_move == (4,)


def _deal_with(seed_hand_fn):
    """The first seed whose first 5-player deal satisfies ``seed_hand_fn``."""
    for seed in range(5000):
        s = game(5, seed=seed, seats=ROYAL5)
        if seed_hand_fn(s):
            return seed
    raise AssertionError("no such deal")


def test_e12_coup():
    seed = _deal_with(lambda s: cards.count(s.hand[2], cards.MASTERSTROKE) == 3)
    s = game(5, seed=seed, seats=ROYAL5)
    assert s.to_move == (1,) and legal(s) == ["no coup"]
    s.apply("no coup")
    assert s.to_move == (2,) and legal(s) == ["coup", "no coup"]
    declined = s.clone()
    s.apply("coup")
    v = s.view(None)
    seats = {x["character"]: x["player"] for x in v["tables"][0]["seats"]}
    assert seats == {"queen": 2, "general": 0, "duke": 1, "alchemist": 3, "tea_boy": 4}
    assert v["tokens"] == [[1], [2], [3], [4], [5]]  # tokens unchanged, no points
    assert s.to_move == (0,)  # a new check asks P1, P2, P4, P5
    declined.apply("no coup")
    assert declined.to_move == (3,) and legal(declined) == ["no coup"]
    run(declined, "no coup")
    assert declined.to_move == (4,)
    queen = _deal_with(lambda s: cards.count(s.hand[0], cards.MASTERSTROKE) == 3)
    q = game(5, seed=queen, seats=ROYAL5)
    for p in (1, 2, 3, 4):
        assert q.to_move == (p,) and legal(q) == ["no coup"]
        q.apply("no coup")


def test_e13_ten_players_tokens_and_promotion():
    s = meeple.new_game("steam_court", players=10, seed=5)
    v = s.view(None)
    chars = {x["character"]: x["player"] for t in v["tables"] for x in t["seats"]}
    order = ["queen", "general", "duke", "alchemist", "tea_boy", "submariner", "inspector", "doctor",
             "pirate", "vagabond"]
    assert [v["tokens"][chars[c]] for c in order] == [[i] for i in range(1, 11)]
    assert s.rules.stacks == ((10, 9, 8, 7, 6), (5, 4, 3, 2, 1))
    # Royal going-out order A..E = queen..tea_boy, Renegade F..J = submariner..vagabond
    r = [chars[c] for c in order[:5]]
    g = [chars[c] for c in order[5:]]
    s2 = game(10, seed=5, seats={c: chars[c] for c in order}, out=order[:5] + order[5:8],
              hands={"pirate": "5", "vagabond": "6"})
    s2.apply("play 5: 5")  # the Pirate goes out fourth, the Vagabond is last: the Quarter ends
    v2 = s2.view(None)
    assert v2["quarter"] == 2
    assert [x["player"] for x in v2["tables"][0]["seats"]] == [r[0], r[1], r[2], g[0], g[1]]
    assert [x["player"] for x in v2["tables"][1]["seats"]] == [r[3], r[4], g[2], g[3], g[4]]
    assert [v2["tokens"][p][1] for p in r + g] == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]


def test_e14_six_and_seven_players():
    s6 = meeple.new_game("steam_court", players=6, seed=2)
    assert [x["character"] for x in s6.view(None)["tables"][0]["seats"]] == \
        ["queen", "general", "duke", "alchemist", "inspector", "tea_boy"]
    s7 = meeple.new_game("steam_court", players=7, seed=2)
    assert [x["character"] for x in s7.view(None)["tables"][0]["seats"]] == \
        ["queen", "general", "duke", "alchemist", "inspector", "pirate", "tea_boy"]
    assert cards.size(s7.rules.decks[0]) == 96 and cards.count(s7.rules.decks[0], 0) == 7
    seats7 = {c: i for i, c in enumerate(["queen", "general", "duke", "alchemist", "inspector", "pirate",
                                          "tea_boy"])}
    h = {c: "5" for c in seats7}
    h["queen"] = "1,2,3"
    h["general"] = "4,7"
    h["tea_boy"] = "12,11,1"
    s = game(7, seats=seats7, phase="privileges", hands=h)
    run(s, "gift 1,2", "gift 4")
    assert hand(s, 6) == "1,1,2" and hand(s, 5) == "4,5" and hand(s, 0) == "3,11,12"


def test_e15_auction_example():
    s = game(5, variant="auction", bidding=[0, 1, 2, 3, 4])
    assert s.to_move == (0,)
    rejected(s, "pass", "opener of an auction round must bid")
    run(s, "bid 1", "bid 3", "pass", "pass", "bid 4", "pass")
    assert s.to_move == (1,)
    rejected(s, "bid 4", "must exceed the high bid")
    s.apply("bid 5")
    assert s.to_move == (4,)  # P3 and P4 are not asked again
    s.apply("pass")
    assert s.to_move == (2,)  # round 2 opened by P3
    run(s, "bid 0", "pass", "pass", "pass")
    assert s.to_move == (3,)
    run(s, "bid 2", "bid 3", "pass", "pass")
    assert s.to_move == (0,)
    rejected(s, "pass", "opener of an auction round must bid")
    run(s, "bid 0", "bid 1", "pass")
    v = s.view(None)
    seats = {x["character"]: x["player"] for x in v["tables"][0]["seats"]}
    assert seats == {"queen": 1, "general": 2, "duke": 4, "alchemist": 3, "tea_boy": 0}
    assert v["tokens"] == [[5], [1], [2], [4], [3]]
    assert v["scores"] == [5, -4, 2, 3, 0]


def test_e16_random_characters_level_2():
    seats = {"tea_boy": 0, "queen": 1, "pirate": 2, "duke": 3}
    s = meeple.new_game(
        "steam_court", players=4, seed=1, variant="random_characters",
        options={"level": 2, "setup": {"seats": seats, "circle": ["tea_boy", "queen", "pirate", "duke"],
                                       "phase": "privileges",
                                       "hands": {"queen": "1,2", "duke": "3", "pirate": "3",
                                                 "tea_boy": "12,11,4"}}})
    v = s.view(None)
    assert [x["player"] for x in v["tables"][0]["seats"]] == [1, 3, 2, 0]
    assert v["tokens"] == [[4], [1], [3], [2]]
    s.apply("gift 1,2")  # the Queen's gift goes to P1, the lowest rank
    assert hand(s, 0) == "1,2,4" and hand(s, 1) == "11,12"  # the Tea Boy served P2
    s.apply("keep hand")
    assert s.to_move == (1,)
    run(s, "play 11: 11")
    assert s.to_move == (2,)  # turn order after P2 is P3, P4, P1
    s.apply("pass")
    assert s.to_move == (3,)
    # Quarter 2 after the going-out order P3, P1, P4, P2
    s2 = meeple.new_game("steam_court", players=4, seed=1, variant="random_characters",
                         options={"level": 2, "setup": {"seats": seats, "circle": ["tea_boy", "queen", "pirate",
                                                                                   "duke"],
                                                        "out": ["pirate", "tea_boy"],
                                                        "hands": {"duke": "5", "queen": "6"},
                                                        "trick": {"turn": "duke"}}})
    s2.apply("play 5: 5")  # the Duke goes out third, the Queen is last
    v2 = s2.view(None)
    assert v2["quarter"] == 2
    assert {x["character"]: x["player"] for x in v2["tables"][0]["seats"]} == \
        {"queen": 2, "duke": 0, "pirate": 3, "tea_boy": 1}
    assert v2["circle"] == [0, 1, 2, 3]


def test_setup_example_2():
    s = game(5, quarter=2,
             seats={"submariner": 2, "inspector": 0, "doctor": 4, "pirate": 1, "vagabond": 3},
             tokens={"submariner": [3, 5], "inspector": [1, 4], "doctor": [5, 3], "pirate": [2, 2],
                     "vagabond": [4, 1]},
             out=["doctor"], used=["submariner"],
             hands={"submariner": "9,4,4", "inspector": "11,11,11,X,2,2", "pirate": "12,5",
                    "vagabond": "6,6,7,1"},
             court="12,7,5,3,1,1,6/12,M", discard="2,3,4,5,6,7,9,9,12,M",
             trick={"plays": [["pirate", "play 8: 8,8,X", 4], ["submariner", "play 10: 10,10,10,10"]],
                    "passed": ["vagabond"], "turn": "inspector"})
    v = s.view(None)
    assert v["stack"] == [4, 3, 2, 1] and v["scores"] == [5, 4, 8, 5, 13]
    assert s.to_move == (0,)
    assert sorted(legal(s)) == sorted(["inspect 1", "inspect 2", "inspect 3", "play 11: 11,X",
                                       "play 11: 11,11,X", "play 11: 11,11,11,X", "pass"])
