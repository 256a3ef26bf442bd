"""Why an action is illegal: messages that state the rule broken in a player's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from .court import BEFORE, NAMES
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
    COUP: "the coup check after the deal: 'coup' (only for a player dealt all three Masterstrokes) or 'no coup'",
    GIFT: "a gift before the Quarter: 'gift <cards>' or 'gift none'",
    DRAW: "the Doctor's draw from the Court Hand: 'draw' or 'no draw'",
    KEEP: "which of the cards he drew the Doctor keeps: 'keep <cards>'",
    SWAP: "the Tea Boy's choice to trade his hand for the Court Hand: 'swap' or 'keep hand'",
    ANNOUNCE: "the quantity the Multiplier lead counts as: 'announce <k>', from its card count to 16",
    DIVE: "which pulled cards the Submariner keeps, one at a time: 'take <card>' or 'done'",
    STOP: "whether the General stops the play just made: 'stop' or 'allow'",
    STEAL: "whether the Pirate takes back his cards of the trick he lost: 'steal' or 'no steal'",
}


def explain(s: SteamCourt, seat: int, label: str) -> str:
    """The message of an illegal ``label``: the rule it breaks, then the legal actions now."""
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
        try:
            given = cards.parse_cards(label[5:])
        except ValueError as e:
            return f"a gift names cards by their tokens, comma separated: {e}"
        if not cards.fits(given, s.hand[seat]):
            return "a gift is made of cards from the giver's own hand"
        step = s.pending[1]
        count = BEFORE[s.seating.character_of[seat]][step][1]
        return (f"the {NAMES[s.seating.character_of[seat]]} gives exactly {count} card{'s' if count != 1 else ''} "
                "before the Quarter, or none")
    if phase == KEEP and label.startswith("keep "):
        keep = min(s.pending[3], cards.size(s.pending[2]))
        return f"the Doctor keeps exactly {keep} of the cards he drew, and only cards he drew"
    if phase == DRAW and label == "draw":
        return "the Doctor cannot draw from an empty Court Hand"
    if phase == COUP and label == "coup":
        return "only a player dealt all three Masterstrokes may call a coup"
    if phase == DIVE and label.startswith("take "):
        return "the Submariner keeps only cards he pulled from the discard pile, at most half of them"
    return f"the decision now is {_DECISION.get(phase, 'not this one')}"


def _why_play(s: SteamCourt, seat: int, label: str) -> str:
    quantity, value = s.trick[0], s.trick[1]
    seating = s.seating
    if label == "pass":
        return "the leader of a trick must play, he cannot pass"
    if label.startswith("announce"):
        return "a quantity is announced only right after leading with a Multiplier and other cards"
    if label.startswith("inspect"):
        if seat != seating.role_look:
            return "only the Inspector may look at another player's hand"
        if s.used & 2:
            return "the Inspector looks once per Quarter, and he has already looked"
        return "the Inspector looks at the hand of another player of his table who still holds cards"
    if label.startswith("dive"):
        if seat != seating.role_dive:
            return "only the Submariner may dive into the discard pile"
        if s.used & 4:
            return "the Submariner dives once per Quarter, and he has already dived"
        if not s.discard:
            return "the Submariner cannot dive into an empty discard pile"
        return "the dive reveals a plain numbered card (1-12) from the Submariner's hand and pulls that many cards"
    if label in ("stop", "allow"):
        return "the General may stop only another player's play that is not a lead, right after it is made"
    if label in ("steal", "no steal"):
        return "the Pirate takes his cards back only right after a trick he lost"
    comp = cards.parse_play(label)
    if comp is None:
        return "not a play: plays read 'play 5: 5,5', 'play 10: 10,X', 'play M' or 'pass'"
    hand = s.hand[seat]
    if comp == ("M",):
        return "you hold no Masterstroke"
    if comp[0] == "bad":
        token = comp[2]
        if ">" in token:
            if seat != seating.role_lower:
                return "only the Alchemist may play a card as a lower value"
            return "the Alchemist lowers a plain card by exactly two (written '7>5')"
        if token in ("3/9", "6/12"):
            return "a 3/9 shows only 3 or 9, a 6/12 only 6 or 12"
        if token == "M":
            return "a Masterstroke is always played alone"
        return f"every card of a play shows the same value ({token} does not show {comp[1]})"
    play_value, plain, dual, lowered, multiplier = comp
    if multiplier > 1:
        return "a play holds at most one Multiplier"
    if lowered and seat != seating.role_lower:
        return "only the Alchemist may play a card as a lower value"
    act = cards.play_action(play_value, plain, dual, lowered, multiplier) if (plain + dual + lowered or multiplier) \
        else None
    if act is None:
        return "a play holds at least one card"
    if act[0] != label:
        return "a play lists its cards in the order plain, dual, lowered, X"
    if not cards.fits(act[1][5], hand):
        return f"you do not hold the cards {label[5:]}"
    k = plain + dual + lowered
    if k == 0 and play_value != 1:
        return "a Multiplier played alone counts as a single 1 ('play 1: X')"
    if quantity == 0:
        return "not a play a trick can be led with"
    if not multiplier and k != quantity:
        return f"a play that follows has exactly as many cards as the top play ({quantity})"
    if multiplier and k > quantity:
        return (f"a Multiplier play follows a top play of {quantity} card{'s' if quantity != 1 else ''} "
                f"with at most {quantity} cards besides the X")
    if multiplier and k == 0 and quantity != 1:
        return f"a Multiplier played alone is a single 1: it cannot follow a top play of {quantity} cards"
    if play_value <= value:
        if seat == seating.role_equal:
            return f"the Duke must play a value equal to or higher than {value}"
        return f"a play that follows must show a value strictly higher than {value} (only the Duke may match it)"
    return "this play does not beat the top play"


def _why_bid(s: SteamCourt, seat: int, label: str) -> str:
    high = s.pending[3]
    cap = 5 * s.rules.players
    if label == "pass":
        return "the opener of an auction round must bid (a cost of 0 or more), he cannot pass"
    if label.startswith("bid "):
        if high >= 0:
            return f"a bid must exceed the high bid {high}, and be at most {cap}"
        return f"a bid is a cost from 0 to {cap}"
    return "the decision now is a bid for the character on offer: 'bid <cost>' or 'pass'"
