"""The same hand twice asks, and a number far outside what a hand holds is refused until
confirmed (issue 25, items 4 and 9): ``--again`` on the command line, the line typed again
in ``table``. Nothing is written until then."""

from __future__ import annotations

import json

import pytest

from scorekeep.app.writes import Write, record
from scorekeep.core.errors import Repeated
from scorekeep.files.home import Home

BRIDGE = ("bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
AGAIN = "same as hand 1 — add --again if it really happened twice"


def hands(cli, name: str = "s") -> int:
    return cli.journal(name).read_text(encoding="utf-8").count("[[hands]]")


@pytest.mark.parametrize(
    ("new", "hand"),
    [
        (BRIDGE, ["3NT", "S", "10"]),
        (("bridge-chicago", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"), ["2H", "N", "8"]),
        (("derda", "--players", "Ania,Bartek"), ["B", "H", "48", "74"]),
        (("deberc", "--players", "Ania,Bartek,Celina,Darek"), ["B", "S", "30", "50", "20"]),
        (("dernie", "--players", "Ania,Bartek,Celina"), ["A", "23", "40"]),
    ],
)
def test_the_hand_before_typed_again_is_refused_until_again(cli, rejected, new, hand):
    cli("new", *new, "--name", "s")
    cli("hand", *hand)
    assert rejected("s", "hand", *hand) == f"scorekeep: error: {AGAIN}"
    assert hands(cli) == 1
    cli("hand", *hand, "--again")
    assert hands(cli) == 2


def test_the_same_hand_given_by_flags_is_the_same_hand(cli, rejected):
    cli("new", *BRIDGE, "--name", "s")
    cli("hand", "3NT", "S", "10")
    rejected("s", "hand", "3NT", "--by", "S", "--tricks", "10")


def test_only_the_hand_just_before_counts(cli):
    cli("new", *BRIDGE, "--name", "s")
    cli("hand", "2H", "N", "8")
    cli("hand", "2S", "E", "8")
    cli("hand", "2H", "N", "8")
    assert hands(cli) == 3


def test_a_voided_hand_is_not_the_hand_before(cli, rejected):
    cli("new", *BRIDGE, "--name", "s")
    cli("hand", "2H", "N", "8")
    cli("hand", "2S", "E", "8")
    cli("undo")
    cli("hand", "2S", "E", "8")
    assert rejected("s", "hand", "2S", "E", "8") == (
        "scorekeep: error: same as hand 3 — add --again if it really happened twice"
    )
    cli("undo")
    assert "same as hand 1" in rejected("s", "hand", "2H", "N", "8")


def test_a_fixed_hand_is_compared_as_fixed(cli, rejected):
    cli("new", *BRIDGE, "--name", "s")
    cli("hand", "2H", "N", "8")
    cli("fix", "1", "2H", "N", "9")
    rejected("s", "hand", "2H", "N", "9")
    cli("hand", "2H", "N", "8")


def test_durak_records_the_same_durak_twice_by_default(cli):
    """The same loser twice running is common in Durak: ``confirm_repeats`` is off."""
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--name", "s")
    cli("hand", "Bartek")
    cli("hand", "Bartek")
    assert hands(cli) == 2


def test_durak_asks_when_the_ruleset_says_so(cli, rejected):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--set", "confirm_repeats=true")
    cli("hand", "Bartek")
    rejected(cli.home.joinpath("current").read_text().strip(), "hand", "Bartek")


def test_a_ruleset_can_turn_the_question_off(cli):
    cli("new", *BRIDGE, "--set", "confirm_repeats=false", "--name", "s")
    cli("hand", "2H", "N", "8")
    cli("hand", "2H", "N", "8")
    assert hands(cli) == 2


def test_the_repeat_has_its_own_json_code_and_speaks_the_tables_language(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "s")
    cli("hand", "B", "H", "48", "74")
    result = cli("hand", "B", "H", "48", "74", "--format", "json", code=1)
    assert json.loads(result.stdout)["error"]["code"] == "repeated"
    pl = cli("hand", "B", "H", "48", "74", code=1).stderr
    assert "to samo co rozdanie 1 — dodaj --again, jeśli naprawdę zdarzyło się dwa razy" in pl


def test_record_refuses_a_repeat_and_writes_nothing(cli):
    cli("new", *BRIDGE, "--name", "s")
    cli("hand", "4S", "N", "=")
    before = cli.journal("s").read_bytes()
    with pytest.raises(Repeated):
        record(Home(cli.home), "s", Write("hand", ("4S", "N", "=")))
    assert cli.journal("s").read_bytes() == before


def test_table_script_confirms_a_repeat_by_the_same_line_again(cli):
    cli("new", *BRIDGE, "--name", "s")
    result = cli.runner.invoke(
        __import__("scorekeep.cli.app", fromlist=["app"]).app,
        ["--home", str(cli.home), "table"],
        input="4S N =\n4S N =\n4S N =\n",
    )
    assert result.exit_code == 0, result.stderr
    assert "same as hand 1 — type it again to confirm" in result.stderr
    assert hands(cli) == 2


def test_table_script_stops_at_a_repeat_not_confirmed(cli):
    from scorekeep.cli.app import app

    cli("new", *BRIDGE, "--name", "s")
    result = cli.runner.invoke(
        app, ["--home", str(cli.home), "table"], input="4S N =\n4S N =\n2H E 8\n"
    )
    assert result.exit_code == 1
    assert hands(cli) == 1
    assert "2H E 8" not in result.stdout


# --------------------------------------------------------------------------- plausibility


def test_DERNIE_R17_a_point_sum_far_above_a_hand_is_refused_with_the_range(cli, rejected):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "s")
    line = rejected("s", "hand", "C", "500", "10")
    assert line == (
        "scorekeep: error: --left: Ania=500: more points than a hand holds here "
        "(2–200, max_hand_points) (DERNIE-R17)"
    )
    assert "add --again if the number is real" in cli("hand", "C", "500", "10", code=1).stderr
    cli("hand", "C", "500", "10", "--again")
    assert hands(cli) == 1


def test_DERNIE_R17_max_hand_points_is_the_rulesets(cli, rejected):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--set", "max_hand_points=80")
    name = cli.home.joinpath("current").read_text().strip()
    assert "(2–80, max_hand_points)" in rejected(name, "hand", "C", "81", "10")
    cli("hand", "C", "80", "10")


def test_DERNIE_R17_cards_are_counted_not_doubted(cli):
    cli("new", "dernie", "--players", "Ania,Bartek", "--set", "max_hand_points=20", "--name", "s")
    cli("hand", "B", "JOKER,JOKER,AS")
    assert hands(cli) == 1


def test_DERNIE_R17_table_confirms_an_outlier_by_the_same_line_again(cli):
    from scorekeep.cli.app import app

    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "s")
    result = cli.runner.invoke(
        app, ["--home", str(cli.home), "table"], input="C 500 10\nC 500 10\n"
    )
    assert result.exit_code == 0, result.stderr
    assert "(2–200, max_hand_points)" in result.stderr
    assert "type it again to confirm" in result.stderr
    assert hands(cli) == 1


@pytest.mark.parametrize(
    ("new", "hand", "said"),
    [
        (("derda", "--players", "Ania,Bartek"), ["B", "H", "480", "74"], "maximum 136"),
        (
            ("deberc", "--players", "Ania,Bartek,Celina"),
            ["B", "S", "300", "50", "20"],
            "more than the 162 three players can take",
        ),
        (
            ("deberc", "--players", "Ania,Bartek,Celina,Darek"),
            ["B", "S", "30", "50", "20", "500"],
            "must total 162",
        ),
    ],
)
def test_points_above_the_pack_stay_refused_with_the_limit(cli, rejected, new, hand, said):
    cli("new", *new, "--name", "s")
    assert said in rejected("s", "hand", *hand)
    assert said in rejected("s", "hand", *hand, "--again")
