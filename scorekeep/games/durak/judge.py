"""Durak disputes settled by rule (DURAK-R6…R19): throw, defend, round-end, draw-order,
next-attacker, transfer — the catalogue of questions ``judge`` asks.

The answers live by concept: the attack (:mod:`.judge_attack`: throw, defend, transfer) and
the end of a round (:mod:`.judge_round`: round-end, draw-order, next-attacker); what a
situation says, and how it is read and checked, in :mod:`.judge_situation`.
"""

from __future__ import annotations

from scorekeep.core.game import Question
from scorekeep.games.durak.judge_attack import defend, throw, transfer
from scorekeep.games.durak.judge_round import draw_order, next_attacker, round_end
from scorekeep.games.durak.judge_situation import (
    ATTACK,
    BY,
    CARD,
    DECK_SIZE,
    DEFENDER_HAND,
    DISCARD_EMPTY,
    DISCARD_NONEMPTY,
    HAND_SIZE,
    HANDS,
    NEXT_HAND,
    OPTION_FIELDS,
    OUTCOME,
    SEATS,
    TABLE,
    TAKEN,
    TALON,
    THROW_ORDER,
    TRANSFER,
    TRUMP,
)
from scorekeep.i18n import N_

# ----------------------------------------------------------------------------- the catalogue

QUESTIONS = {
    "throw": Question(
        "throw",
        N_("may a player throw this card on the table now"),
        (
            *SEATS,
            TRUMP,
            TABLE,
            DISCARD_EMPTY,
            DISCARD_NONEMPTY,
            DEFENDER_HAND,
            BY,
            CARD,
            TAKEN,
            *OPTION_FIELDS,
        ),
        throw,
        'scorekeep judge durak throw --trump D --table "9C/10C 9H 9S" '
        "--discard-nonempty --defender-cards 6 --who-throws all --thrower Celina "
        "--card 10D",
    ),
    "defend": Question(
        "defend",
        N_("may the defender cover this attack card with that card"),
        (TRUMP, TABLE, ATTACK, CARD, DECK_SIZE),
        defend,
        'scorekeep judge durak defend --trump D --table "9C/10C 10D" --attack 10D --card 9D',
    ),
    "round-end": Question(
        "round-end",
        N_("what happens to the table when the round ends"),
        (TABLE, OUTCOME, *SEATS, TRUMP, DISCARD_EMPTY, DISCARD_NONEMPTY, DECK_SIZE),
        round_end,
        'scorekeep judge durak round-end --table "9C/10C 9H/7D" --outcome beaten '
        "--players Ania,Ty,Bartek,Dorota --attacker Ania",
    ),
    "draw-order": Question(
        "draw-order",
        N_("who draws in which order, and how many"),
        (*SEATS, THROW_ORDER, HANDS, TALON, HAND_SIZE, TRANSFER),
        draw_order,
        "scorekeep judge durak draw-order --players Ania,Ty,Bartek,Dorota "
        "--attacker Ania --throw-order Ania,Bartek,Dorota --hands Ania=4 "
        "--hands Ty=0 --hands Bartek=4 --hands Dorota=4 --talon 10",
    ),
    "next-attacker": Question(
        "next-attacker",
        N_("who attacks next, or is the game over"),
        (*SEATS, OUTCOME, HANDS, TALON),
        next_attacker,
        "scorekeep judge durak next-attacker --players Ania,Ty,Bartek "
        "--attacker Ania --outcome taken --hands Ania=3 --hands Ty=9 "
        "--hands Bartek=2 --talon 0",
    ),
    "transfer": Question(
        "transfer",
        N_("may the defender pass the attack on (transfer variant)"),
        (
            *SEATS,
            TABLE,
            CARD,
            NEXT_HAND,
            TRUMP,
            DISCARD_EMPTY,
            DISCARD_NONEMPTY,
            TRANSFER,
            DECK_SIZE,
        ),
        transfer,
        'scorekeep judge durak transfer --transfer --table "9C" --card 9H '
        "--players Ania,Ty,Bartek --attacker Ania --next-defender-cards 6",
    ),
}
