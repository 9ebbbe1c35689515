"""Adjusted scores and sit-outs of a pairs session through the command line (BR-D5): what
`hand --adjusted` and `hand --sitout` write to the journal, and the one-line refusals."""

from __future__ import annotations

import tomllib

import pytest

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"


@pytest.fixture
def pairs(cli):
    cli("new", "duplicate", "--players", PAIRS, "--set", "duplicate_form=pairs", "--name", "pairs")
    return cli


def hands(cli) -> list[dict]:
    return tomllib.loads(cli.journal("pairs").read_text(encoding="utf-8"))["hands"]


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("A+-", "A+-"),
        ("a-+", "A-+"),
        ("A==", "A=="),
        ("61.8/38.2", "61.8/38.2"),
        ("60/40", "60/40"),
    ],
)
def test_BR_D5_an_adjusted_score_is_kept_as_a_fact_of_the_result(pairs, given, kept):
    pairs("hand", "--board", "3", "--ns", "Kow", "--ew", "Now", "--adjusted", given)
    entry = hands(pairs)[-1]
    assert {k: v for k, v in entry.items() if k not in ("n", "at")} == {
        "board": 3,
        "ns": "Kowalscy",
        "ew": "Nowakowie",
        "adjusted": kept,
    }


def test_BR_D5_a_sit_out_is_kept_with_the_pair_alone(pairs):
    out = pairs("hand", "--board", "4", "--sitout", "Lew")
    assert "Lewandowscy sits out against the phantom (BR-D5)" in out.stdout
    entry = hands(pairs)[-1]
    assert {k: v for k, v in entry.items() if k not in ("n", "at")} == {
        "board": 4,
        "sitout": "Lewandowscy",
    }


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--adjusted", "A+"], "adjusted score 'A+' must be A with + = or - for each side"),
        (["--adjusted", "A+*"], "must be A with + = or - for each side"),
        (["--adjusted", "61.8"], "two percentages NS/EW such as 61.8/38.2"),
        (["--adjusted", "120/0"], "two percentages NS/EW"),
        (["--adjusted", "61.875/38.125"], "two percentages NS/EW"),
        (["--adjusted", "A+-", "--score", "420"], "an adjusted score has no 'score'"),
        (["--adjusted", "A+-", "4S"], "an adjusted score has no"),
        (["--sitout", "Lew", "--ns", "Kow"], "a pair that sits out has no 'ns'"),
        (["--sitout", "Smith"], "unknown pair 'Smith'"),
    ],
)
def test_BR_D5_malformed_adjusted_scores_are_one_line_refusals(pairs, rejected, args, expected):
    base = ["hand", "--board", "3"]
    if "--sitout" not in args:
        base += ["--ns", "Kow", "--ew", "Now"]
    message = rejected("pairs", *base, *args)
    assert expected in message


def test_BR_D5_adjusted_scores_belong_to_a_pairs_session(cli, rejected):
    cli("new", "bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "m")
    message = rejected("m", "hand", "--board", "1", "--adjusted", "A==")
    assert "adjusted scores and sit-outs are given in a pairs session" in message
    assert "--sitout" not in message


def test_BR_D5_a_pair_meets_a_board_once_adjusted_or_sitting_out(pairs, rejected):
    pairs("hand", "--board", "1", "--ns", "Kow", "--ew", "Now", "--adjusted", "A+-")
    pairs("hand", "--board", "1", "--sitout", "Wiś")
    assert "board 1 is already recorded for Kowalscy" in rejected(
        "pairs", "hand", "4S", "--by", "N", "--tricks", "10", "--board", "1",
        "--ns", "Kow", "--ew", "Ziel",
    )  # fmt: skip
    assert "already recorded for Wiśniewscy" in rejected(
        "pairs", "hand", "--board", "1", "--ns", "Wiś", "--ew", "Lew", "--adjusted", "A=="
    )


def test_BR_D5_a_split_has_no_imp_value(cli, rejected):
    cli("new", "duplicate", "--players", PAIRS, "--name", "butler",
        "--set", "duplicate_form=pairs", "--set", "pairs_scoring=imps-butler")  # fmt: skip
    message = rejected(
        "butler", "hand", "--board", "1", "--ns", "Kow", "--ew", "Now", "--adjusted", "60/40"
    )
    assert "an IMP pairs session takes A+-" in message
    out = cli("hand", "--board", "1", "--ns", "Kow", "--ew", "Now", "--adjusted", "A+-")
    assert "adjusted A+-" in out.stdout
