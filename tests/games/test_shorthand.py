"""The table's shorthand (SPEC 4.2): each game's words read into the fields its flags give."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.errors import Rejected, UsageError
from scorekeep.core.game import Context
from scorekeep.core.shorthand import Ask, split_words
from scorekeep.files.home import Home
from scorekeep.games import find_game, for_game, hand_fields
from scorekeep.games.jass.shorthand import compact_run

HOME = Home(Path("/nonexistent-scorekeep-home"))


def ctx(ruleset: str, *players: str, teams: tuple[str, ...] = ()) -> Context:
    rules = load_ruleset(HOME, ruleset)
    engine = find_game(rules.game)
    options = rules.effective({})
    return Context(rules, options, engine.seat(list(players), list(teams), rules, options))


BRIDGE = ctx("bridge-rubber", "N=Ania", "E=Bartek", "S=Celina", "W=Darek")
DERDA = ctx("derda", "Ania", "Bartek")
DEBERC4 = ctx("deberc", "Ania", "Bartek", "Celina", "Darek", teams=("A+C", "B+D"))
DEBERC3 = ctx("deberc", "Ania", "Bartek", "Celina")
DEBERC4_ALONE = ctx("deberc", "Ania", "Bartek", "Celina", "Darek")
DERNIE = ctx("dernie", "Ania", "Bartek", "Celina")
DURAK = ctx("durak", "Ania", "Bartek", "Celina", "Dorota")


def fields(c: Context, line: str) -> dict[str, object]:
    engine = find_game(c.ruleset.game)
    return hand_fields(engine, line.split(), c, "hand")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("4S N =", {"contract": "4S", "by": "N", "result": "="}),
        ("3NTX E -2", {"contract": "3NTX", "by": "E", "result": "-2"}),
        ("6S S +1 NS:150", {"contract": "6S", "by": "S", "result": "+1", "honors": "NS:150"}),
        ("2H W 8", {"contract": "2H", "by": "W", "tricks": "8"}),
        ("pass", {"contract": "pass"}),
        ("4S cel =", {"contract": "4S", "by": "S", "result": "="}),
        ("2H --by N --tricks 9", {"contract": "2H", "by": "N", "tricks": "9"}),
    ],
)
def test_bridge_shorthand_reads_the_spec_examples(line, expected):
    assert fields(BRIDGE, line) == expected


@pytest.mark.parametrize(
    ("line", "word", "expected"),
    [
        ("4S Q =", "Q", "the declarer"),
        ("4S N x", "x", "a result"),
        ("4S N = 150", "150", "honors"),
        ("pass N", "N", "nothing after `pass`"),
        ("4S N = NS:100 extra", "extra", "nothing more"),
    ],
)
def test_bridge_refusal_names_the_word_and_what_was_expected(line, word, expected):
    with pytest.raises(Rejected) as caught:
        fields(BRIDGE, line)
    assert f"'{word}': expected {expected}" in str(caught.value)


def test_minus_two_is_a_word_not_an_option():
    flags, words = split_words(find_game("bridge").hand_fields, ["3NTX", "E", "-2", "--by", "E"])
    assert words == ["3NTX", "E", "-2"]
    assert flags == ["--by", "E"]


@pytest.mark.parametrize(
    ("line", "flag"),
    [("4S N = --by S", "--by"), ("4S N = --tricks 10", "--tricks")],
)
def test_shorthand_and_a_flag_for_the_same_field_is_an_error_naming_both(line, flag):
    with pytest.raises(UsageError) as caught:
        fields(BRIDGE, line)
    assert f"'{line.split()[1 if flag == '--by' else 2]}' and {flag} both give" in str(caught.value)


def test_compact_runs():
    assert compact_run("KQJH") == "KH QH JH"
    assert compact_run("KQJ10C") == "KC QC JC 10C"
    assert compact_run("10987♠") == "10S 9S 8S 7S"
    assert compact_run("KDWH") == "KH QH JH"  # Polish: król, dama, walet
    assert compact_run("belo") is None
    assert compact_run("KQXH") is None


def test_derda_bidder_trump_points_and_words():
    assert fields(DERDA, "B H 48 74 Bartek:KQJH,belo") == {
        "bidder": "Bartek",
        "trump": "H",
        "cards": {"Ania": "48", "Bartek": "74"},
        "words": ["Bartek=KH QH JH", "Bartek=belo"],
    }


def test_derda_word_without_a_name_is_the_bidders():
    assert fields(DERDA, "B H 48 74 KQJH belo")["words"] == ["Bartek=KH QH JH", "Bartek=belo"]


def test_derda_points_have_no_fixed_total_so_a_dot_is_refused():
    with pytest.raises(Rejected, match="Bartek's card points"):
        fields(DERDA, "A S 60 .")


def test_derda_trade_and_annulment_words():
    assert fields(DERDA, "trade Bartek 20") == {"trade": {"Bartek": "20"}}
    assert fields(DERDA, "dwa-razy") == {"annul": "dwa-razy"}


def test_derda_unknown_word_is_refused_naming_it():
    with pytest.raises(Rejected, match="'B:KQX': expected a word"):
        fields(DERDA, "B S 60 70 B:KQX")


@pytest.mark.parametrize(("game", "line"), [("derda", "A S 6o 60"), ("deberc", "C H 40 3l 41")])
def test_a_mistyped_number_is_refused_as_card_points(game, line):
    """The pad's 0 typed as o (or 1 as l) reads as a word; the refusal says card points."""
    with pytest.raises(Rejected, match="expected card points as a whole number, or a word"):
        fields(DERDA if game == "derda" else DEBERC4, line)


def test_deberc_four_players_last_points_filled_in():
    got = fields(DEBERC4, "C H 40 31 41 .")
    assert got["cards"] == {"Ania": "40", "Bartek": "31", "Celina": "41", "Darek": "50"}
    assert fields(DEBERC4, "C H 40 31 41")["cards"] == got["cards"]
    got = fields(DEBERC4, "C H 40 . 41 50")
    assert got["cards"]["Bartek"] == "31"


def test_deberc_words_bella_and_runs():
    got = fields(DEBERC4, "B S 30 50 20 . D:KQJ10D A:AKQH B:bella")
    assert got["words"] == ["Darek=KD QD JD 10D", "Ania=AH KH QH", "Bartek=bella"]
    assert got["cards"]["Darek"] == "62"


def test_deberc_three_players_have_no_fixed_total():
    with pytest.raises(Rejected, match="Celina's card points"):
        fields(DEBERC3, "A S 40 30 .")


def test_deberc_wrong_number_of_points_is_refused():
    """Two numbers in a team game are the two sides' (DEBERC section 4); without teams
    they are too few for four players, and five are too many either way."""
    with pytest.raises(Rejected, match="card points for 4 players"):
        fields(DEBERC4_ALONE, "A S 40 30")
    with pytest.raises(Rejected, match="or one number per side in the order of the teams"):
        fields(DEBERC4, "A S 40 30 20 10 62")
    assert fields(DEBERC4, "A S 40 122")["cards"] == {"Ania+Celina": "40", "Bartek+Darek": "122"}


def test_dernie_closer_then_each_other_player():
    assert fields(DERNIE, "A 23 40") == {"closer": "Ania", "left": {"Bartek": "23", "Celina": "40"}}
    assert fields(DERNIE, "B KS,7H,JOKER AC,2D")["left"] == {
        "Ania": "KS 7H JOKER",
        "Celina": "AC 2D",
    }
    with pytest.raises(Rejected, match="'20': expected nothing more"):
        fields(DERNIE, "A 23 40 20")


def test_durak_words():
    assert fields(DURAK, "Ania") == {"durak": "Ania"}
    assert fields(DURAK, "Ania ep") == {"durak": "Ania", "epaulettes": True}
    assert fields(DURAK, "draw A,D") == {"draw": ["A,D"]}
    assert fields(DURAK, "draw A D") == {"draw": ["A,D"]}
    with pytest.raises(Rejected, match="'eps': expected `ep`"):
        fields(DURAK, "Ania eps")


def test_missing_word_asks_with_a_default():
    bridge = for_game("bridge")
    assert bridge.missing(["4S"], BRIDGE) == Ask("declarer (N E S W)")
    assert bridge.missing(["4S", "N"], BRIDGE) == Ask("result (=, +N, -N or tricks)", "=")
    assert bridge.missing(["4S", "N", "="], BRIDGE) is None
    deberc = for_game("deberc")
    assert deberc.missing(["C", "H", "40", "31", "41"], DEBERC4) == Ask("Darek's card points", "50")
    assert deberc.missing(["four-sevens"], DEBERC4) is None
    assert for_game("dernie").missing(["A", "23"], DERNIE) == Ask("Celina's points or cards")
    assert for_game("durak").missing([], DURAK) == Ask("who is the durak")


def test_the_tables_questions_are_asked_in_its_language():
    from scorekeep.i18n import set_language

    set_language("it")
    try:
        assert for_game("dernie").missing(["A", "23"], DERNIE) == Ask("punti o carte di Celina")
        assert for_game("dernie").missing([], DERNIE) == Ask("chi ha chiuso")
    finally:
        set_language(None)
    set_language("uk")
    try:
        asked = for_game("deberc").missing(["C", "H", "40", "31", "41"], DEBERC4)
        assert asked == Ask("очки за карти: Darek", "50")
        assert for_game("deberc").missing(["C"], DEBERC4) == Ask("козир (S H D C)")
    finally:
        set_language(None)


def test_deberc_dash_is_a_player_who_took_no_trick():
    got = fields(DEBERC4, "A D 100 - 62 -")
    assert got["cards"] == {"Ania": "100", "Bartek": "0", "Celina": "62", "Darek": "0"}
    assert got["no_tricks"] == ["Bartek", "Darek"]


def test_dash_and_no_tricks_flag_for_the_same_field_is_refused():
    with pytest.raises(UsageError, match="--no-tricks"):
        fields(DEBERC4, "A D 100 - 62 - --no-tricks B")


def test_a_word_may_also_be_written_as_its_cards():
    assert fields(DERDA, "B H 48 74")["cards"] == {"Ania": "48", "Bartek": "74"}
    got = hand_fields(find_game("derda"), ["B", "H", "48", "74", "Bartek:KH QH JH"], DERDA, "hand")
    assert got["words"] == ["Bartek=KH QH JH"]


def seated(name: str) -> Context:
    """A table for a game's shorthand examples: the players its examples use (Ania, Bartek,
    Celina, Darek, as many as its default ruleset seats first), or this file's own table."""
    from scorekeep.games import declared

    known = {"bridge": BRIDGE, "derda": DERDA, "deberc": DEBERC4, "dernie": DERNIE}
    known.update({"durak": DURAK, "bridge-chicago": BRIDGE, "bridge-duplicate": BRIDGE})
    if name in known:
        return known[name]
    rules = load_ruleset(HOME, declared()[name].default_ruleset)
    wanted = 3 if 3 in rules.players else min(rules.players)
    return ctx(rules.name, *("Ania", "Bartek", "Celina", "Darek")[:wanted])


def test_every_declared_shorthand_has_examples_that_read():
    """A shorthand is optional (flags only without it); a game that declares one has
    examples, and each reads into an entry."""
    from scorekeep.games import declared

    for name in declared():
        shorthand = for_game(name)
        if declared()[name].shorthand is None:
            assert shorthand is None, name
            continue
        assert shorthand is not None and shorthand.examples, name
        engine = find_game(name)
        for words, _ in shorthand.examples:
            context = seated(name)
            entry = engine.entry_from_fields(
                hand_fields(engine, words.split(), context, "hand"), context
            )
            assert entry, words


def test_leaving_out_the_last_points_needs_a_fixed_total():
    with pytest.raises(Rejected, match="'60': expected card points for 2 players"):
        fields(DERDA, "A S 60")
    with pytest.raises(Rejected, match="leave Darek some of the 162"):
        fields(DEBERC4, "A S 100 50 20")


def test_derda_dosc_claim_in_shorthand():
    assert fields(DERDA, "B S dość A 41 A:KQJ10C") == {
        "bidder": "Bartek",
        "trump": "S",
        "claim": "Ania",
        "claim_cards": "41",
        "words": ["Ania=KC QC JC 10C"],
    }
    assert fields(DERDA, "B S dosc A 41")["claim_cards"] == "41"
    with pytest.raises(Rejected, match="expected a claim: dość PLAYER POINTS"):
        fields(DERDA, "B S dość A")


def test_derda_d_is_the_pads_dosc_and_T_its_ten():
    said = fields(DERDA, "B S d A 41 A:KQJTC")
    assert {k: v for k, v in said.items() if k != "words"} == {
        "bidder": "Bartek",
        "trump": "S",
        "claim": "Ania",
        "claim_cards": "41",
    }
    assert len(said["words"]) == 1 and said["words"][0].startswith("Ania=")
    with pytest.raises(Rejected, match="expected a claim: dość PLAYER POINTS"):
        fields(DERDA, "B S d A")


def test_deberc_has_no_trade_or_claim_words():
    with pytest.raises(Rejected, match="'trade': expected the bidder"):
        fields(DEBERC4, "trade Bartek 20")
    with pytest.raises(Rejected, match="'dość': expected a word"):
        fields(DEBERC4, "A S dość B 40")
