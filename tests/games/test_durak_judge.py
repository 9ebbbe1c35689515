"""Durak adjudication by rule id (DURAK-R6…R19), the seed's attack move by move, and every
throw-in violation under «Wszyscy» and «Sąsiedzi» with four and six players."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context
from scorekeep.files.home import Home
from scorekeep.games.durak import round as durak_round
from scorekeep.games.durak.cards import Card, Suit, beat_failure, deck, parse_card, parse_suit
from scorekeep.games.durak.engine import ENGINE

RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "durak")
SEED = {"players": ["Ania", "Ty", "Bartek", "Dorota"], "attacker": "Ania", "trump": "D"}


def ask(question: str, **inputs: Any):
    options = {k: inputs.pop(k) for k in list(inputs) if k.startswith("set_")}
    context = Context(RULESET, RULESET.effective({k[4:]: v for k, v in options.items()}))
    return ENGINE.questions[question].answer(inputs, context)


def answer(question: str, **inputs: Any) -> Any:
    return ask(question, **inputs).answer


def refused(question: str, message: str, **inputs: Any) -> str:
    with pytest.raises((Rejected, Unreadable)) as caught:
        ask(question, **inputs)
    assert message in str(caught.value)
    return str(caught.value)


def C(text: str) -> Card:
    return parse_card(text)


# ----------------------------------------------------------------- the seed's attack, move by move


class SeedAttack:
    """The seed's table as the attack goes on: Ty defends with six cards."""

    def __init__(self) -> None:
        self.table: list[list[str | None]] = []
        self.hand = 6  # Ty, the defender

    def throw(self, by: str, card: str, **extra: Any):
        return ask(
            "throw",
            **SEED,
            table=[list(p) for p in self.table],
            discard_empty=False,
            defender_hand=self.hand,
            by=by,
            card=card,
            **{"who_throws": "all", **extra},
        )

    def defend(self, attack: str, card: str):
        return ask(
            "defend", trump="D", table=[list(p) for p in self.table], attack=attack, card=card
        )

    def cover(self, attack: str, card: str) -> None:
        row = next(p for p in self.table if p[0] == attack)
        row[1] = card
        self.hand -= 1


def test_seed_example_11_the_full_attack_move_by_move():
    seed = SeedAttack()
    _seed_moves_1_to_4(seed)
    _seed_moves_5_to_7(seed)
    after_7b = [list(p) for p in seed.table]
    _seed_moves_8_to_10(seed)
    # Had Ty said «Biorę» right after 7b: all 11 table cards to Ty, Bartek attacks next
    took = answer("round-end", **SEED, table=after_7b, outcome="taken")
    assert len(took["to_defender"]) == 11 and took["to_discard"] == []
    assert took["discard_empty_after"] is False and took["next_attacker"] == "Bartek"


def _seed_moves_1_to_4(seed: SeedAttack) -> None:
    table, throw, defend, cover = seed.table, seed.throw, seed.defend, seed.cover
    # 1 Ania leads 9♣: legal (lead, R6)
    v = throw("Ania", "9♣")
    assert (v.answer, v.rule) == ({"legal": True}, "DURAK-R6")
    table.append(["9C", None])
    # 2 Ty covers 9♣ with 10♣: same suit, higher (R11); open {9, 10}
    assert defend("9C", "10♣").answer == {"legal": True}
    cover("9C", "10C")
    assert seed.hand == 5
    # 3a Bartek throws 9♥; 3b Dorota throws 9♠ (under «Sąsiedzi» too: 9 is the first rank)
    v = throw("Bartek", "9H")
    assert (v.answer, v.rule) == ({"legal": True}, "DURAK-R7")
    table.append(["9H", None])
    assert throw("Dorota", "9S").answer == {"legal": True}
    assert throw("Dorota", "9S", who_throws="neighbours").answer == {"legal": True}
    table.append(["9S", None])
    # 4a Ty covers 9♥ with 7♦ (trump over non-trump); 4b 9♠ with 10♠
    assert defend("9H", "7D").answer == {"legal": True}
    cover("9H", "7D")
    assert defend("9S", "10S").answer == {"legal": True}
    cover("9S", "10S")
    assert seed.hand == 3


def _seed_moves_5_to_7(seed: SeedAttack) -> None:
    table, throw, defend, cover = seed.table, seed.throw, seed.defend, seed.cover
    # «Sąsiedzi» at step 5: Dorota (two seats after the defender) may not throw 10♥
    v = throw("Dorota", "10H", who_throws="neighbours")
    assert v.answer == {
        "legal": False,
        "rule": "neighbours_restriction",
        "violations": ["neighbours_restriction"],
    }
    assert v.rule == "DURAK-R8"
    # 5a Ania throws 10♦: rank 10 open, 4 attack cards, unbeaten 1 ≤ 3
    assert throw("Ania", "10D").answer == {"legal": True}
    table.append(["10D", None])
    # 5b Bartek throws 7♣: rank 7 opened by the defence 7♦; unbeaten 2 ≤ 3
    v = throw("Bartek", "7C")
    assert v.answer == {"legal": True} and "7D" in v.explanation
    table.append(["7C", None])
    # 6a Ty covers 10♦ with 9♦: cannot_beat / not_higher (10♦ is a trump)
    v = defend("10D", "9D")
    assert v.answer == {"legal": False, "rule": "cannot_beat", "why": "not_higher"}
    assert "JD" in v.explanation
    # 6b Ty covers 10♦ with K♦; 6c 7♣ with J♣
    assert defend("10D", "KD").answer == {"legal": True}
    cover("10D", "KD")
    assert defend("7C", "JC").answer == {"legal": True}
    cover("7C", "JC")
    assert seed.hand == 1
    # 7a Dorota throws Q♠: no queen on the table
    v = throw("Dorota", "QS")
    assert v.answer == {
        "legal": False,
        "rule": "rank_not_on_table",
        "violations": ["rank_not_on_table"],
    }
    assert v.rule == "DURAK-R7"
    # 7b Dorota throws K♠: K open; 6th attack card; unbeaten 1 ≤ 1
    assert throw("Dorota", "KS").answer == {"legal": True}
    table.append(["KS", None])


def _seed_moves_8_to_10(seed: SeedAttack) -> None:
    table, throw, defend, cover = seed.table, seed.throw, seed.defend, seed.cover
    # 8 Bartek throws J♥: table_ceiling and hand_limit
    v = throw("Bartek", "JH")
    assert v.answer == {
        "legal": False,
        "rule": "table_ceiling",
        "violations": ["table_ceiling", "hand_limit"],
    }
    assert v.rules == ("DURAK-R9", "DURAK-R10")
    # 9 Ty covers K♠ with A♠: all six covered, hand 0
    assert defend("KS", "AS").answer == {"legal": True}
    cover("KS", "AS")
    assert seed.hand == 0
    # 10 beaten off: 12 cards to the discard pile, Ty attacks next
    end = answer("round-end", **SEED, table=table, outcome="beaten")
    assert end == {
        "to_discard": ["9C", "10C", "9H", "7D", "9S", "10S", "10D", "KD", "7C", "JC", "KS", "AS"],
        "to_defender": [],
        "discard_empty_after": False,
        "next_attacker": "Ty",
    }
    # draw order after step 10: talon 10, hands Ania 4, Ty 0, Bartek 4, Dorota 4
    refill = answer(
        "draw-order",
        players=SEED["players"],
        attacker="Ania",
        throw_order=["Ania", "Bartek", "Dorota"],
        hands={"Ania": 4, "Ty": 0, "Bartek": 4, "Dorota": 4},
        talon=10,
    )
    assert refill == {
        "order": ["Ania", "Bartek", "Dorota", "Ty"],
        "draws": {"Ania": 2, "Bartek": 2, "Dorota": 2, "Ty": 4},
        "talon_left": 0,
    }


def test_spec_example_throw_without_seats_is_legal():
    v = ask(
        "throw",
        trump="D",
        table="9C/10C 9H 9S",
        discard_empty=False,
        defender_hand="6",
        who_throws="all",
        by="Celina",
        card="10D",
    )
    assert v.answer == {"legal": True}
    assert "Celina is taken not to be the defender" in v.explanation


# ----------------------------------------------------------------- every violation × mode × table


def seats(n: int) -> dict[str, Any]:
    players = [f"P{i}" for i in range(1, n + 1)]
    return {"players": players, "attacker": "P1", "trump": "H"}


VIOLATION_CASES = {
    # violation: (thrower, table, card, defender_hand, discard_empty)
    "defender_cannot_throw": ("P2", "9C", "9D", 6, False),
    "not_attacker_lead": ("P3", "", "9D", 6, False),
    "table_ceiling": ("P1", "9C/10C 9D/10D 9S/10S 10H/JH 8C/8H 8D/QD", "8S", 6, False),
    "hand_limit": ("P3", "9C", "9D", 1, False),
    "rank_not_on_table": ("P1", "9C/10C", "QS", 6, False),
    "neighbours_restriction": ("LAST", "9C/10C", "10D", 6, False),
}


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("who_throws", ["all", "neighbours"])
@pytest.mark.parametrize("violation", list(VIOLATION_CASES))
def test_DURAK_R6_R10_every_throw_violation_by_mode_and_table_size(violation, who_throws, players):
    by, table, card, hand, empty = VIOLATION_CASES[violation]
    by = f"P{players}" if by == "LAST" else by
    got = answer(
        "throw",
        **seats(players),
        table=table,
        by=by,
        card=card,
        defender_hand=hand,
        discard_empty=empty,
        who_throws=who_throws,
    )
    if violation == "neighbours_restriction" and who_throws == "all":
        assert got == {"legal": True}  # «Wszyscy»: any open rank from anybody
    else:
        assert got == {"legal": False, "rule": violation, "violations": [violation]}


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("who_throws", ["all", "neighbours"])
def test_DURAK_R8_violations_are_listed_all_and_in_the_fixed_order(who_throws, players):
    far = f"P{players}"
    got = answer(
        "throw",
        **seats(players),
        table="9C 9D 9S",
        by=far,
        card="QS",
        defender_hand=3,
        discard_empty=True,
        who_throws=who_throws,
        set_first_ceiling=3,
    )
    expected = ["table_ceiling", "hand_limit", "rank_not_on_table"]
    if who_throws == "neighbours":
        expected.append("neighbours_restriction")
    assert got == {"legal": False, "rule": "table_ceiling", "violations": expected}
    got = answer(
        "throw",
        **seats(players),
        table="",
        by="P2",
        card="QS",
        defender_hand=0,
        who_throws=who_throws,
    )
    assert got["violations"] == ["defender_cannot_throw", "not_attacker_lead", "hand_limit"]


# ----------------------------------------------------------------- cards (R1, R2)


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("10D", Card(10, Suit.DIAMONDS)),
        ("TD", Card(10, Suit.DIAMONDS)),
        ("td", Card(10, Suit.DIAMONDS)),
        ("10♦", Card(10, Suit.DIAMONDS)),
        ("q♠", Card(12, Suit.SPADES)),
        ("A♥", Card(14, Suit.HEARTS)),
        (" 6c ", Card(6, Suit.CLUBS)),
        ("J♣", Card(11, Suit.CLUBS)),
        ("K♡", Card(13, Suit.HEARTS)),
    ],
)
def test_DURAK_R1_card_tokens_letters_and_symbols(token, card):
    assert parse_card(token) == card


def test_DURAK_R1_36_and_52_card_packs_each_card_once():
    assert len(deck(36)) == len(set(deck(36))) == 36
    assert len(deck(52)) == len(set(deck(52))) == 52
    assert min(c.rank for c in deck(36)) == 6 and min(c.rank for c in deck(52)) == 2
    assert parse_card("5H", 52) == Card(5, Suit.HEARTS)
    with pytest.raises(Rejected, match="not in the deck"):
        parse_card("5H", 36)


@pytest.mark.parametrize("token", ["1H", "11H", "DC", "WH", "10X", "H10", "", "JOKER"])
def test_DURAK_R1_unknown_cards_and_polish_letters_are_refused(token):
    with pytest.raises(Unreadable, match="unknown card"):
        parse_card(token)


def test_DURAK_R2_order_and_trump():
    assert beat_failure(C("9C"), C("10C"), Suit.DIAMONDS) is None
    assert beat_failure(C("JC"), C("10C"), Suit.DIAMONDS) == "not_higher"
    assert beat_failure(C("10C"), C("JC"), Suit.DIAMONDS) is None  # 10 < J
    assert beat_failure(C("AS"), C("6D"), Suit.DIAMONDS) is None  # trump beats any non-trump
    assert beat_failure(C("6C"), C("AS"), Suit.DIAMONDS) == "wrong_suit"
    assert parse_suit("♦") == Suit.DIAMONDS and parse_suit("h") == Suit.HEARTS
    with pytest.raises(Unreadable, match="unknown suit"):
        parse_suit("X")


# ----------------------------------------------------------------- throwing (R6-R10, R12, R18)


def test_DURAK_R6_the_attacker_leads_any_card_nobody_else_leads():
    assert answer("throw", **SEED, table="", by="Ania", card="AS", defender_hand=6) == {
        "legal": True
    }
    got = answer("throw", **SEED, table="", by="Bartek", card="6S", defender_hand=6)
    assert got["rule"] == "not_attacker_lead"


def test_DURAK_R7_seed_every_defence_card_opens_its_rank():
    base = {
        "trump": "H",
        "players": ["Ania", "Ty", "Bartek"],
        "attacker": "Ania",
        "defender_hand": 6,
    }
    assert answer("throw", **base, table="8S", by="Bartek", card="8C") == {"legal": True}
    assert answer("throw", **base, table="8S", by="Bartek", card="KD")["rule"] == (
        "rank_not_on_table"
    )
    assert answer("throw", **base, table="8S/KS", by="Bartek", card="KD") == {"legal": True}
    assert answer("throw", **base, table="8S/KS KD/QH", by="Ania", card="QC") == {"legal": True}


def test_DURAK_R8_neighbours_attacker_and_player_after_defender_throw_any_rank():
    six = {
        "players": ["A", "B", "C", "D", "E", "F"],
        "attacker": "A",
        "defender_hand": 6,
        "who_throws": "neighbours",
        "table": "9C/10C",
    }
    assert answer("throw", **six, by="A", card="10D") == {"legal": True}
    assert answer("throw", **six, by="C", card="10D") == {"legal": True}
    for far in ("D", "E", "F"):
        assert answer("throw", **six, by=far, card="10D")["rule"] == "neighbours_restriction"
        assert answer("throw", **six, by=far, card="9D") == {"legal": True}


@pytest.mark.parametrize("players", [["A", "B"], ["A", "B", "C"]])
def test_DURAK_R8_with_two_or_three_players_both_settings_agree(players):
    for by in players:
        if by == "B":
            continue
        verdicts = {
            answer(
                "throw",
                players=players,
                attacker="A",
                table="9C/10C",
                defender_hand=6,
                by=by,
                card="10D",
                who_throws=mode,
            )["legal"]
            for mode in ("all", "neighbours")
        }
        assert verdicts == {True}


def test_DURAK_R8_neighbours_needs_the_seats():
    refused(
        "throw",
        "give --players",
        table="9C/10C",
        by="Zosia",
        card="10D",
        defender_hand=6,
        who_throws="neighbours",
    )


def test_DURAK_R9_five_while_the_discard_pile_is_empty_six_after():
    five = "9C/10C 9D/10D 9S/10S 10H/JH 8C/QC"
    base = {**SEED, "table": five, "by": "Bartek", "card": "8D", "defender_hand": 6}
    assert answer("throw", **base, discard_empty=True)["rule"] == "table_ceiling"
    assert answer("throw", **base, discard_empty=False) == {"legal": True}
    assert answer("throw", **base, discard_empty=True, set_first_ceiling=6) == {"legal": True}
    assert answer("throw", **base, set_table_ceiling=5)["rule"] == "table_ceiling"


def test_DURAK_R10_the_seed_hand_limit_cases():
    base = {**SEED, "by": "Bartek", "card": "9H"}
    assert answer("throw", **base, table="9C 9D 9S", defender_hand=3)["rule"] == "hand_limit"
    assert answer("throw", **base, table="9C/JC 9D 9S", defender_hand=3) == {"legal": True}
    assert answer("throw", **base, table="9C 9D", defender_hand=2)["rule"] == "hand_limit"


def test_DURAK_R12_throwing_in_after_a_take():
    base = {
        **SEED,
        "table": "9C 9D/10D",
        "by": "Bartek",
        "card": "10S",
        "defender_hand": 5,
        "taken": True,
    }
    assert answer("throw", **base) == {"legal": True}
    got = answer("throw", **base, throw_after_take=False)
    assert got == {"legal": False, "rule": "after_take", "violations": ["after_take"]}


def test_DURAK_R18_cheating_lets_a_wrong_rank_lie_and_nothing_else():
    base = {**SEED, "table": "9C/10C", "defender_hand": 5}
    got = answer("throw", **base, by="Bartek", card="QS", cheating=True)
    assert got == {
        "legal": False,
        "rule": "rank_not_on_table",
        "violations": ["rank_not_on_table"],
        "cheat_allowed": True,
    }
    assert ask("throw", **base, by="Bartek", card="QS", cheating="true").rule == "DURAK-R18"
    assert "cheat_allowed" not in answer("throw", **base, by="Bartek", card="QS")
    hard = answer("throw", **base, by="Ty", card="QS", cheating=True)  # defender ban stays
    assert "cheat_allowed" not in hard
    hard = answer("throw", **base, by="Dorota", card="QS", cheating=True, who_throws="neighbours")
    assert hard["violations"] == ["rank_not_on_table", "neighbours_restriction"]
    assert "cheat_allowed" not in hard


def test_DURAK_R18_a_noticed_cheat_goes_back_with_its_cover():
    table = (durak_round.Pair(C("9C"), C("10C")), durak_round.Pair(C("QS"), C("KS")))
    kept, back = durak_round.withdraw(table, C("QS"))
    assert kept == (durak_round.Pair(C("9C"), C("10C")),) and back == C("KS")


# ----------------------------------------------------------------- defending (R11)


@pytest.mark.parametrize(
    ("attack", "card", "result"),
    [
        ("9C", "10C", {"legal": True}),
        ("9H", "7D", {"legal": True}),
        ("10D", "9D", {"legal": False, "rule": "cannot_beat", "why": "not_higher"}),
        ("9C", "8C", {"legal": False, "rule": "cannot_beat", "why": "not_higher"}),
        ("9C", "AS", {"legal": False, "rule": "cannot_beat", "why": "wrong_suit"}),
        ("10D", "AS", {"legal": False, "rule": "cannot_beat", "why": "trump_needs_higher_trump"}),
        ("10D", "JD", {"legal": True}),
    ],
)
def test_DURAK_R11_beating(attack, card, result):
    assert answer("defend", trump="D", attack=attack, card=card) == result


def test_DURAK_R11_one_defence_card_per_attack_card():
    assert answer("defend", trump="D", table="9C/10C 9H", attack="9C", card="JC") == {
        "legal": False,
        "rule": "already_beaten",
    }
    refused("defend", "not an attack card", trump="D", table="9C/10C 9H", attack="10C", card="JC")
    refused("defend", "already on the table", trump="D", table="9C/10C 9H", attack="9H", card="10C")
    refused("defend", "which suit is trump", table="9H", attack="9H", card="10H")


def test_DURAK_R11_a_table_whose_defence_could_not_have_beaten_is_impossible():
    refused(
        "throw",
        "cannot have beaten",
        **SEED,
        table="10D/9D",
        by="Bartek",
        card="10S",
        defender_hand=5,
    )


# ----------------------------------------------------------------- round end (R12-R14)


def test_DURAK_R13_beaten_off_goes_to_the_discard_pile_and_the_defender_attacks():
    got = answer("round-end", **SEED, table="9C/10C", outcome="beaten", discard_empty=True)
    assert got == {
        "to_discard": ["9C", "10C"],
        "to_defender": [],
        "discard_empty_after": False,
        "next_attacker": "Ty",
    }
    refused("round-end", "unbeaten", **SEED, table="9C/10C 9H", outcome="beaten")


def test_DURAK_R12_R14_a_take_keeps_the_pile_as_it_was():
    got = answer("round-end", **SEED, table="9C/10C 9H", outcome="taken", discard_empty=True)
    assert got == {
        "to_discard": [],
        "to_defender": ["9C", "10C", "9H"],
        "discard_empty_after": True,
        "next_attacker": "Bartek",
    }
    assert answer("round-end", table="9C", outcome="biorę")["next_attacker"] is None


def test_DURAK_R14_discard_pile_grows_only_after_beaten_off_rounds():
    end = durak_round.close_round((durak_round.Pair(C("9C"), C("10C")),), "taken", True)
    assert end.to_discard == () and end.discard_empty_after is True
    end = durak_round.close_round((durak_round.Pair(C("9C"), C("10C")),), "beaten", True)
    assert end.to_discard == (C("9C"), C("10C")) and end.discard_empty_after is False


# ----------------------------------------------------------------- drawing (R15)


def test_DURAK_R15_others_draw_clockwise_after_the_defender_and_the_talon_runs_out():
    got = answer(
        "draw-order",
        players=["A", "B", "C", "D", "E"],
        attacker="B",
        throw_order="B,E",
        hands="A=6,B=3,C=9,D=4,E=5",
        talon=4,
    )
    assert got == {"order": ["B", "E", "C", "D", "A"], "draws": {"B": 3, "E": 1}, "talon_left": 0}
    why = ask(
        "draw-order", players=["A", "B", "C"], attacker="A", hands={"A": 5, "B": 6, "C": 6}, talon=1
    ).explanation
    assert "trump card goes to A" in why


def test_DURAK_R15_hand_size_and_input_errors():
    got = answer(
        "draw-order",
        players=["A", "B"],
        attacker="A",
        hands={"A": 2, "B": 3},
        talon=20,
        hand_size=4,
    )
    assert got == {"order": ["A", "B"], "draws": {"A": 2, "B": 1}, "talon_left": 17}
    refused(
        "draw-order",
        "starts with the attacker",
        players=["A", "B", "C"],
        attacker="A",
        throw_order="C,A",
        hands={"A": 1, "B": 1, "C": 1},
        talon=3,
    )
    refused(
        "draw-order",
        "never throws",
        players=["A", "B", "C"],
        attacker="A",
        throw_order="A,B",
        hands={"A": 1, "B": 1, "C": 1},
        talon=3,
    )
    refused(
        "draw-order",
        "hand size of C",
        players=["A", "B", "C"],
        attacker="A",
        hands={"A": 1, "B": 1},
        talon=3,
    )
    refused(
        "draw-order",
        "--talon",
        players=["A", "B", "C"],
        attacker="A",
        hands={"A": 1, "B": 1, "C": 1},
    )


# ----------------------------------------------------------------- next round (R16, R17)


@pytest.mark.parametrize(
    ("outcome", "hands", "expected"),
    [
        ("beaten", {"A": 3, "B": 2, "C": 4, "D": 1}, ("B", "C")),
        ("taken", {"A": 3, "B": 8, "C": 4, "D": 1}, ("C", "D")),
        ("beaten", {"A": 3, "B": 0, "C": 4, "D": 1}, ("C", "D")),  # defender out: next active
        ("taken", {"A": 3, "B": 8, "C": 0, "D": 1}, ("D", "A")),  # player after defender out
        ("beaten", {"A": 3, "B": 2, "C": 0, "D": 1}, ("B", "D")),  # new defender skips C
    ],
)
def test_DURAK_R16_who_attacks_next(outcome, hands, expected):
    got = answer(
        "next-attacker",
        players=["A", "B", "C", "D"],
        attacker="A",
        outcome=outcome,
        hands=hands,
        talon=0,
    )
    assert got == {"game_over": False, "attacker": expected[0], "defender": expected[1]}


def test_DURAK_R16_nobody_is_out_while_the_talon_lasts():
    got = answer(
        "next-attacker",
        players=["A", "B", "C"],
        defender="B",
        outcome="beaten",
        hands={"A": 0, "B": 0, "C": 0},
        talon=5,
    )
    assert got == {"game_over": False, "attacker": "B", "defender": "C"}


def test_DURAK_R17_the_last_one_holding_cards_is_the_durak():
    got = answer(
        "next-attacker",
        players=["A", "B", "C"],
        attacker="A",
        outcome="taken",
        hands={"A": 0, "B": 5, "C": 0},
        talon=0,
    )
    assert got == {"game_over": True, "durak": "B"}


def test_DURAK_R17_last_cards_at_the_same_moment_is_a_draw():
    got = answer(
        "next-attacker",
        players=["C", "A"],
        attacker="A",
        outcome="beaten",
        hands={"A": 0, "C": 0},
        talon=0,
    )
    assert got == {"game_over": True, "draw": ["C", "A"]}


# ----------------------------------------------------------------- transfer (R19)


TRANSFER = {
    "players": ["A", "B", "C"],
    "attacker": "A",
    "table": "9C",
    "card": "9H",
    "next_defender_hand": 6,
    "transfer": True,
}


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        ({"transfer": False}, "transfer_disabled"),
        ({"table": "9C/10C 9S"}, "already_beaten"),
        ({"card": "10H"}, "rank_mismatch"),
        ({"players": ["A", "B"]}, "no_transfer_target"),
        ({"table": "9C 9S 9D", "discard_empty": True, "set_first_ceiling": 3}, "table_ceiling"),
        ({"next_defender_hand": 1}, "next_defender_hand"),
    ],
)
def test_DURAK_R19_transfer_failures_in_order(change, rule):
    assert answer("transfer", **{**TRANSFER, **change}) == {"legal": False, "rule": rule}


def test_DURAK_R19_a_legal_transfer_names_the_new_defender():
    assert answer("transfer", **TRANSFER) == {"legal": True, "new_defender": "C"}
    assert answer("transfer", **{**TRANSFER, "table": "9C 9S", "next_defender_hand": 3}) == {
        "legal": True,
        "new_defender": "C",
    }
    refused("transfer", "--next-defender-cards", **{**TRANSFER, "next_defender_hand": None})
    assert (
        answer(
            "transfer", **{k: v for k, v in TRANSFER.items() if k != "transfer"}, set_transfer=True
        )["legal"]
        is True
    )


# ----------------------------------------------------------------- input errors


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"card": "5H"}, "not in the deck"),
        ({"card": "9C"}, "already on the table"),
        ({"table": "9C/10C 9C"}, "already on the table"),
        ({"card": "ZZ"}, "unknown card"),
        ({"trump": "Q"}, "unknown suit"),
        ({"defender": "Dorota"}, "defender"),
        ({"by": "Zenon"}, "unknown player"),
        ({"attacker": "Zenon"}, "unknown player"),
        ({"defender_hand": "many"}, "whole number"),
        ({"who_throws": "some"}, "who_throws"),
        ({"deck_size": 40}, "deck_size"),
        ({"players": ["Ania"]}, "at least two"),
        ({"players": ["Ania", "Ty", "ania"]}, "listed twice"),
        ({"bogus": 1}, "unknown input key"),
    ],
)
def test_input_errors_are_refused_not_judged(change, message):
    inputs = {
        **SEED,
        "table": [["9C", "10C"], ["9H"]],
        "defender_hand": 5,
        "by": "Bartek",
        "card": "9S",
        **change,
    }
    refused("throw", message, **inputs)


def test_option_values_in_the_situation_override_the_ruleset():
    base = {**SEED, "table": "9C/10C", "defender_hand": 5, "by": "Dorota", "card": "10D"}
    assert answer("throw", **base, set_who_throws="neighbours")["rule"] == (
        "neighbours_restriction"
    )
    assert answer("throw", **base, set_who_throws="neighbours", who_throws="wszyscy") == {
        "legal": True
    }
    assert answer("throw", **{**base, "card": "5S"}, deck_size="52")["rule"] == (
        "rank_not_on_table"
    )


def test_missing_inputs_say_which_flag_to_give():
    refused("throw", "--thrower", **SEED, table="9C", card="9D", defender_hand=6)
    refused("throw", "--defender-cards", **SEED, table="9C", by="Bartek", card="9D")
    refused("throw", "--card", **SEED, table="9C", by="Bartek", defender_hand=6)
    refused("throw", "--attacker", table="", by="Bartek", card="9D", defender_hand=6)
    refused("round-end", "beaten or taken", table="9C/10C", outcome="won")
    refused("round-end", "table is empty", table="", outcome="taken")
    refused("next-attacker", "give players", outcome="taken", hands={}, talon=0)
