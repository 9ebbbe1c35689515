# ruff: noqa: E501
"""Every judge question of every game against the options it reads (SPEC §6): with the option
at a value that changes the answer, the reason names the option and its value wherever the
table's option decides otherwise than the seed's words the verdict quotes, and says what the
seed's words would give; a verdict never states what its quoted text denies.

``CASES`` is the sweep, one row per question and option read; ``NO_OPTIONS`` lists the
questions that read no option of the table (their answer is the rule itself)."""

from __future__ import annotations

import json
from typing import NamedTuple

import pytest

from scorekeep.games import find_game


class Case(NamedTuple):
    game: str
    question: str
    args: tuple[str, ...]
    option: str
    value: str
    seed_differs: bool  # the digest marks this value as departing from the seed's words
    versus: str | None = None  # the value it is compared with (default: the ruleset's)


def case(game, question, args, option, value, seed_differs, versus=None):
    return Case(game, question, tuple(args.split("|")), option, value, seed_differs, versus)


# fmt: off
CASES = [
    # ---------------------------------------------------------------- Deberc
    case("deberc", "outcome", "--bidder|Ania|--points|Ania=50|--points|Bartek=60|--points|Celina=40", "bajt_rule", "max", True, versus="min"),
    case("deberc", "outcome", "--bidder|Ania|--points|Ania=50|--points|Bartek=60|--points|Celina=40", "bajt_rule", "sum", True, versus="min"),
    case("deberc", "outcome", "--bidder|Ania|--points|Ania=50|--points|Bartek=60|--points|Celina=56", "bajt_points_to", "split", False),
    case("deberc", "outcome", "--bidder|Ania|--points|Ania=50|--points|Bartek=60|--bajts|2", "third_bajt_penalty", "false", False),
    case("deberc", "outcome", "--bidder|Ania|--points|Ania=70|--points|Bartek=60|--no-tricks|Bartek", "no_tricks_penalty", "50", False),
    case("deberc", "combinations", "--trump|H|--dealer|Bartek|Ania=AS KS QS|Bartek=AH KH QH", "trump_combination_senior", "false", False),
    case("deberc", "combinations", "--trump|D|Ania=AS KS QS JS|Bartek=KH QH JH 10H 9H", "longer_fifty_senior", "true", True),
    case("deberc", "combinations", "--trump|H|Ania=bella-unplayed|Bartek=KS QS JS", "unplayed_bella_counts", "true", False),
    case("deberc", "combinations", "--trump|H|Ania=KH QH JH|Bartek=KS QS JS", "declare_combinations", "before_play", False),
    case("deberc", "play", "--trump|H|--hand|KH QH 7H|--card|7H|--bella", "bella_any_card", "true", True),
    case("deberc", "seven", "--players|3|--trump|H|--hand|7H AS KD", "seven_exchange", "false", False),
    case("deberc", "calls", "--players|A,B,C|--dealer|A|--turned|H|pass|pass|pass|pass|pass", "mandatory_bid", "true", False),
    case("deberc", "calls", "--players|A,B,C|--dealer|A|--turned|H|pass|play", "first_lead", "bidder", False),
    case("deberc", "calls", "--players|A,B,C,D|--dealer|A|--turned|H|play", "open_card_to", "dealer", False),
    case("deberc", "over", "--totals|Ania=510|--totals|Bartek=300|--stopped-by|Ania", "finish", "points", False),
    case("deberc", "over", "--totals|Ania=340|--totals|Bartek=200", "target", "301", False),
    case("deberc", "declaration", "--kind|combination|--moment|first_card", "declare_combinations", "before_play", False),
    case("deberc", "declaration", "--kind|bella|--moment|later_card|--card|7H|--trump|H", "bella_any_card", "true", True),
    # ---------------------------------------------------------------- Derda
    case("derda", "calls", "--dealer|Bartek|--players|Ania,Bartek|--turned|H|pasuję, pasuję", "trade_offers", "false", False),
    case("derda", "claim", "--by|Ania|--total|250|--cards|60", "target", "300", False),
    case("derda", "claim", "--by|Ania|--total|250|--cards|140", "last_trick_bonus", "10", True),
    case("derda", "claim", "--by|Ania|--total|250|--cards|140", "minela_bonus", "14", True),
    case("derda", "seven", "--trump|H|--turned|AH|--hand|7H KS QS", "seven_exchange", "false", False),
    case("derda", "tally", "505", "tally_hundred", "square", False),
    case("derda", "tally", "505", "tally_style", "ascii", False),
    # ---------------------------------------------------------------- Derniè
    case("dernie", "play", "--top|5C|--card|KH", "honours_always_legal", "false", True),
    case("dernie", "play", "--top|JOKER|--declared-suit|H|--card|KS", "honours_after_jolly", "playable", True, versus="declared_suit"),
    case("dernie", "play", "--top|5C|--card|7C", "seven_target", "next", True),
    case("dernie", "play", "--top|5C|--card|7C", "seven_penalty_cards", "3", True),
    case("dernie", "play", "--top|5C|--card|AC", "ace_penalty_cards", "3", True),
    case("dernie", "play", "--top|AC|--card|AD|--pending|ace", "ace_stacking", "false", True),
    case("dernie", "sequence", "--players|A,B,C|--turn|B|--top|9H|B 7H, C take", "seven_target", "next", True),
    case("dernie", "sequence", "--players|A,B,C|--turn|B|--top|9H|B 7H, A take", "seven_penalty_cards", "3", True),
    case("dernie", "sequence", "--players|A,B|--turn|A|--top|5C|A KC", "king_two_players", "skip", False),
    case("dernie", "ace-draw", "--aces|2", "ace_penalty_cards", "3", True),
    case("dernie", "call", "--cards-left|1|--call|none", "missed_call_penalty_cards", "3", True),
    case("dernie", "hand-value", "JOKER KS", "jolly_points", "20", True),
    case("dernie", "hand-value", "AS KS", "ace_points", "1", True),
    case("dernie", "hand-value", "AS KS", "face_points", "5", True),
    case("dernie", "stock", "--stock|0|--draw|2", "empty_stock", "end_deal", False),
    # ---------------------------------------------------------------- Durak
    case("durak", "throw", "--trump|D|--players|A,B,C,D|--attacker|A|--defender|B|--table|9C/10C|--defender-cards|6|--thrower|D|--card|10D", "who_throws", "neighbours", False),
    case("durak", "throw", "--trump|D|--players|A,B,C|--attacker|A|--defender|B|--table|9C/10C|--defender-cards|6|--thrower|A|--card|JD", "cheating", "true", False),
    case("durak", "throw", "--trump|D|--players|A,B,C|--attacker|A|--defender|B|--table|9C/10C 9H/10H|--discard-empty|--defender-cards|6|--thrower|A|--card|9S", "first_ceiling", "2", False),
    case("durak", "throw", "--trump|D|--players|A,B,C|--attacker|A|--defender|B|--table|9C|--taken|--defender-cards|6|--thrower|A|--card|9S", "throw_after_take", "false", False),
    case("durak", "transfer", "--trump|D|--players|A,B,C|--attacker|A|--defender|B|--table|9C|--card|9H|--next-defender-cards|6", "transfer", "true", False),
    case("durak", "draw-order", "--players|A,B,C|--attacker|A|--defender|B|--hands|A=3|--hands|B=2|--hands|C=6|--talon|10", "hand_size", "5", False),
    case("durak", "draw-order", "--players|A,B,C|--attacker|A|--defender|B|--throw-order|A,B|--hands|A=3|--hands|B=2|--hands|C=6|--talon|10", "transfer", "true", False),
    # ---------------------------------------------------------------- Bridge
    case("bridge", "auction", "1C|P|P|P", "first_dealer", "E", False),
    case("bridge", "score", "4S|--tricks|10|--honors|NS:100|--by|N", "honors", "false", True),
    case("bridge", "honors", "4S|--points|100", "honors", "false", True),
    case("bridge", "game-needed", "--below|60|2H", "game_threshold", "120", True),
    case("bridge", "chicago-deal", "--deal|2", "first_dealer", "E", False),
]
# fmt: on

NO_OPTIONS = {
    ("deberc", "trick"): "DEBERC-P2's card order and the ruleset's card values, no option",
    ("derda", "play"): "DERDA-P1…P3, the duty to follow, no option",
    ("derda", "trick"): "DERDA-P4, no option",
    ("derda", "words"): "DERDA-R3…R5 (words_need_trick needs the tricks, which it is not given)",
    ("derda", "dealer"): "DERDA-D1…D3, the rotation, no option",
    ("derda", "declaration"): "DERDA-R15, no option",
    ("durak", "defend"): "DURAK-R11; deck_size only bounds which cards exist (an input check)",
    ("durak", "round-end"): "DURAK-R12…R14, no option",
    ("durak", "next-attacker"): "DURAK-R16, no option (later_first_attack is a hand's fact)",
    ("bridge", "vulnerable"): "BR-S9, no option",
    ("bridge", "play"): "BR-P1, no option",
    ("bridge", "trick"): "BR-P2, no option",
    ("bridge", "revoke"): "BR-P4, no option",
    ("bridge", "board"): "BR-D1…D3, no option of the bridge ruleset",
    ("bridge", "imps"): "Law 78B's scale, no option",
    ("bridge", "matchpoints"): "BR-D4, no option",
    ("bridge", "vp"): "BR-T1…T3: the scale is --scale; the bridge ruleset has no VP option",
}


def run(cli, c: Case, value: str | None) -> dict:
    """The JSON verdict; a refusal (the option makes the situation possible) as its line."""
    settings = ["--set", f"{c.option}={value}"] if value is not None else []
    result = cli("judge", c.game, c.question, *c.args, *settings, "--format", "json", code=None)
    if result.exit_code:
        assert result.exit_code == 1 and "Traceback" not in result.stderr, result.stderr
        return {"verdict": None, "answer": result.stderr}
    return json.loads(result.stdout)


@pytest.mark.parametrize("c", CASES, ids=lambda c: f"{c.game}-{c.question}-{c.option}={c.value}")
def test_reason_names_the_option_where_it_departs_from_the_seed(cli, c):
    chosen = run(cli, c, c.value)
    other = run(cli, c, c.versus)
    assert (chosen["verdict"], chosen["answer"]) != (other["verdict"], other["answer"]), (
        "the option does not change this answer: pick another situation"
    )
    text = cli("judge", c.game, c.question, *c.args, "--set", f"{c.option}={c.value}").stdout
    reason = text.splitlines()[1]
    if c.seed_differs:
        assert f"{c.option} = {c.value}" in reason, reason
        assert "seed" in reason, reason


def test_every_question_of_every_game_is_swept():
    swept = {(c.game, c.question) for c in CASES} | set(NO_OPTIONS)
    for game in ("bridge", "deberc", "derda", "dernie", "durak"):
        for name in find_game(game).questions:
            assert (game, name) in swept, f"judge {game} {name} is not in the sweep"
