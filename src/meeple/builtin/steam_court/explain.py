"""Why an action is illegal: messages that name the rule broken (spec section numbers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from .court import NAMES
from .phases import (
    ANNOUNCE,
    AUCTION,
    COUP,
    DIVE,
    DRAW,
    GIFT,
    KEEP,
    PLAY,
    STEAL,
    STOP,
    SWAP,
)

if TYPE_CHECKING:
    from .state import SteamCourt

_DECISION = {
    COUP: "the coup check (§5.15): coup or no coup",
    GIFT: "a pre-Quarter gift (§4.2): gift <cards> or gift none",
    DRAW: "the Doctor's draw (§4.2): draw or no draw",
    KEEP: "the Doctor keeps cards he drew (§4.2): keep <cards>",
    SWAP: "the Tea Boy's swap (§4.2): swap or keep hand",
    ANNOUNCE: "the quantity of a Multiplier lead (§5.4): announce <k..16>",
    DIVE: "the Submariner's dive (§4.3): take <card> or done",
    STOP: "the General's stop window (§4.3): stop or allow",
    STEAL: "the Pirate's steal-back window (§4.3): steal or no steal",
}


def explain(s: SteamCourt, seat: int, label: str) -> str:
    legal = [a[0] for a in s._lcache]
    shown = ", ".join(legal[:10]) + (", ..." if len(legal) > 10 else "")
    why = _why(s, seat, label)
    return f"{label!r} is illegal: {why} (legal now: {shown})"


def _why(s: SteamCourt, seat: int, label: str) -> str:
    phase = s.phase
    if phase == PLAY:
        return _why_play(s, seat, label)
    if phase == AUCTION:
        return _why_bid(s, seat, label)
    if phase == GIFT and label.startswith("gift "):
        n = 2 if len(label.split(",")) != 2 else 1
        try:
            h = cards.parse_cards(label[5:])
        except ValueError as e:
            return f"§8.2: {e}"
        if not cards.fits(h, s.hand[seat]):
            return "§4.2: a gift is made of cards from one's own hand"
        return f"§4.2: the {NAMES[s.seating.character_of[seat]]} gives exactly {3 - n} card(s), or none"
    if phase == KEEP and label.startswith("keep "):
        return f"§4.2: the Doctor keeps exactly {min(s.pending[3], cards.size(s.pending[2]))} of the cards he drew"
    if phase == DRAW and label == "draw":
        return "§4.2: the Doctor cannot draw from an empty Court Hand"
    if phase == COUP and label == "coup":
        return "§5.15: only a player dealt all three Masterstrokes may call a coup"
    if phase == DIVE and label.startswith("take "):
        return "§4.3: the Submariner takes only cards he pulled, at most half of them"
    return f"the decision now is {_DECISION.get(phase, 'not this one')}"


def _why_play(s: SteamCourt, seat: int, label: str) -> str:
    q, v = s.trick[0], s.trick[1]
    seating = s.seating
    if label == "pass":
        return "§5.2: the leader of a trick must play, he cannot pass"
    if label.startswith("announce"):
        return "§8.1: a quantity is announced only right after leading with a Multiplier and other cards"
    if label.startswith("inspect"):
        if seat != seating.role_look:
            return "§4.3: only the Inspector may look at a hand"
        if s.used & 2:
            return "§4.3: the Inspector's look is once per Quarter and is used"
        return "§4.3: the Inspector looks at another player of his table who holds cards"
    if label.startswith("dive"):
        if seat != seating.role_dive:
            return "§4.3: only the Submariner may dive"
        if s.used & 4:
            return "§4.3: the Submariner's dive is once per Quarter and is used"
        if not s.discard:
            return "§4.3: the Submariner cannot dive into an empty discard pile"
        return "§4.3: the dive reveals a plain numbered card from his hand"
    if label in ("stop", "allow"):
        return "§4.3: the General may stop only another player's non-lead play, right after it"
    if label in ("steal", "no steal"):
        return "§4.3: the Pirate steals back only right after a trick he lost"
    comp = cards.parse_play(label)
    if comp is None:
        return "§8.2: not a play label (e.rules. 'play 5: 5,5', 'play 10: 10,X', 'play M', 'pass')"
    h = s.hand[seat]
    if comp == ("M",):
        return "§5.8: you hold no Masterstroke"
    if comp[0] == "bad":
        tok = comp[2]
        if ">" in tok:
            if seat != seating.role_lower:
                return "§4.3: only the Alchemist may play a card as a lower value"
            return "§4.3: the Alchemist lowers a plain card by exactly two"
        if tok in ("3/9", "6/12"):
            return "§5.5: a 3/9 shows only 3 or 9, a 6/12 only 6 or 12"
        if tok == "M":
            return "§5.1: a Masterstroke is played alone"
        return f"§5.1: every card of a set shows the same value ({tok} does not show {comp[1]})"
    val, a, b, c, m = comp
    if m > 1:
        return "§5.1: at most one Multiplier per play"
    if c and seat != seating.role_lower:
        return "§4.3: only the Alchemist may play a card as a lower value"
    act = cards.play_action(val, a, b, c, m) if (a + b + c or m) else None
    if act is None:
        return "§5.1: a play contains at least one card"
    if act[0] != label:
        return "§8.2: card tokens go in the order plain, dual, lowered, X"
    if not cards.fits(act[1][5], h):
        return f"you do not hold the cards {label[5:]}"
    k = a + b + c
    if k == 0 and val != 1:
        return "§5.1: a lone Multiplier is a single 1 ('play 1: X')"
    if q == 0:
        return "§5.2: not a well-formed lead"
    if not m and k != q:
        return f"§5.3: a follow has exactly the quantity of the top play ({q})"
    if m and k > q:
        return f"§5.3: a Multiplier play can follow a quantity of {q} with at most {q} cards besides the X"
    if m and k == 0 and q != 1:
        return f"§5.1: a lone Multiplier is a single 1 and cannot follow a quantity of {q}"
    if val <= v:
        if seat == seating.role_equal:
            return f"§4.3: the Duke must play a value equal to or higher than {v}"
        return f"§5.3: a follow must show a value strictly higher than {v} (only the Duke may match)"
    return "§5.3: this play does not beat the top play"


def _why_bid(s: SteamCourt, seat: int, label: str) -> str:
    circle, lot, opener, high, highp, passed, owner, costs = s.pending
    cap = 5 * s.rules.players
    if label == "pass":
        return "§7.2: the opener of a round must bid (cost 0 or more), he cannot pass"
    if label.startswith("bid "):
        if high >= 0:
            return f"§7.2: a bid must exceed the high bid {high}, at most {cap}"
        return f"§7.2: a bid is a cost from 0 to {cap}"
    return "the decision now is an auction bid (§7.2): bid <cost> or pass"
