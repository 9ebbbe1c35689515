"""Derniè disputes settled by rule (DERNIE-R2, R4…R15): play, sequence, ace-draw, call, hand-value,
stock.

The play rules (DERNIE-R5…R15) and the ``play`` question live in :mod:`.judge_play`, a run of
plays in :mod:`.judge_sequence`, the counting questions in :mod:`.judge_counts` and the stock
in :mod:`.stock`; reading a situation and the seed's words in :mod:`.judge_situation`.
"""

from __future__ import annotations

from scorekeep.core.game import Field, Question
from scorekeep.games.dernie import stock as dernie_stock
from scorekeep.games.dernie.judge_counts import ace_draw, call, hand_value
from scorekeep.games.dernie.judge_play import play
from scorekeep.games.dernie.judge_sequence import sequence
from scorekeep.i18n import N_

QUESTIONS = {
    "play": Question(
        "play",
        N_("may this card go on this top card, and what does it do"),
        (
            Field("top", help=N_("top card of the discard pile, e.g. 5C")),
            Field(
                "declared_suit",
                aliases=("--declared",),
                help=N_("suit named with the J or JOKER on top (C D H S), if any"),
            ),
            Field("card", help=N_("the card played, e.g. KH")),
            Field("card", "positional", help=N_("the card played (instead of --card)")),
            Field("pending", help=N_("ace or seven: the player is the victim of a pending chain")),
            Field("chain", help=N_("aces already in the pending ace chain (default 1)")),
        ),
        play,
        "scorekeep judge dernie play --top 5C --card 5H",
    ),
    "sequence": Question(
        "sequence",
        N_("who plays next after these plays, takes and draws"),
        (
            Field("players", help=N_("seating order, e.g. A,B,C,D")),
            Field("turn", help=N_("player due to act first")),
            Field("direction", help=N_("cw (default) or ccw")),
            Field("top", help=N_("top card before the events")),
            Field(
                "declared_suit", aliases=("--declared",), help=N_("suit declared on a J/JOKER top")
            ),
            Field(
                "events",
                "rest",
                help=N_('events separated by commas: "A QC, C KC, B JOKER H, D take, A draw"'),
            ),
            Field(
                "events", flag="--events", help=N_("the events as one string (instead of words)")
            ),
            Field(
                "events",
                "many",
                flag="--event",
                help=N_("one event, WHO CARD [SUIT] | WHO draw | WHO take (repeat)"),
            ),
        ),
        sequence,
        "scorekeep judge dernie sequence --players A,B,C,D --turn A --top 5C "
        '"A QC, C KC, B AC, A AD, D take"',
    ),
    "ace-draw": Question(
        "ace-draw",
        N_("how many cards a chain of k aces costs"),
        (
            Field("k", "positional", help=N_("aces in the chain")),
            Field("k", flag="--aces", aliases=("--k",), help=N_("aces in the chain")),
        ),
        ace_draw,
        "scorekeep judge dernie ace-draw 3",
    ),
    "call": Question(
        "call",
        N_('penalty for a late or missing "Derniè" call'),
        (
            Field("cards_left", help=N_("cards left after the play")),
            Field("call", help=N_("in_time, late or none")),
        ),
        call,
        "scorekeep judge dernie call --cards-left 1 --call late",
    ),
    "hand-value": Question(
        "hand-value",
        N_("points of a hand at the count"),
        (
            Field("hand", "rest", help=N_('the cards, e.g. "KS 7H JOKER"')),
            Field("hand", flag="--hand", help=N_("the cards (instead of the words)")),
        ),
        hand_value,
        'scorekeep judge dernie hand-value "KS 7H JOKER"',
    ),
    "stock": dernie_stock.QUESTION,
}
