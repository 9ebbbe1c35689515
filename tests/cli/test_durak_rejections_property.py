"""Whatever is typed at a Durak table, a refused game or judge question changes nothing and
never shows a traceback."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

hand_words = st.sampled_from(
    [
        "--durak",
        "--draw",
        "--epaulettes",
        "--note",
        "Ania",
        "bart",
        "Zenon",
        "Ania,Celina",
        "Ania,Bartek",
        "A",
        ",",
        "",
        "sixes",
        "--teams",
        "Ania,ania",
    ]
)
judge_words = st.sampled_from(
    [
        "throw",
        "defend",
        "round-end",
        "draw-order",
        "next-attacker",
        "transfer",
        "--trump",
        "D",
        "♦",
        "--table",
        "9C/10C 9H",
        "9C/8C",
        "--card",
        "10D",
        "5H",
        "9C",
        "--thrower",
        "Ania",
        "--players",
        "Ania,Ty,Bartek",
        "--attacker",
        "Ty",
        "--defender",
        "Bartek",
        "--defender-cards",
        "-1",
        "3",
        "--outcome",
        "beaten",
        "--hands",
        "Ania=3",
        "--talon",
        "0",
        "--who-throws",
        "neighbours",
        "--attack",
        "9H",
        "--transfer",
        "--cheating",
        "",
    ]
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(hand_words, max_size=6))
def test_rejected_game_leaves_journal_byte_identical(cli, args):
    path = cli.journal("prop")
    if not path.exists():
        cli(
            "new",
            "durak",
            "--players",
            "Ania,Bartek,Celina,Dorota",
            "--name",
            "prop",
            "--teams",
            "Red=Ania+Celina,Blue=Bartek+Dorota",
        )
    cli.try_hand("prop", *args)


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(judge_words, st.lists(judge_words, max_size=10))
def test_judge_never_shows_a_traceback(cli, question, args):
    result = cli("judge", "durak", question, *args, code=None)
    assert result.exit_code in (0, 1, 2), (result.exception, result.stderr)
    assert "Traceback" not in (result.stderr or "") and "internal error" not in (
        result.stderr or ""
    )
    if result.exit_code:
        assert result.stderr.startswith("scorekeep: error: ")
