"""A rejected entry never changes the journal, whatever the user typed."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

words = st.sampled_from(
    [
        "4S",
        "8H",
        "pass",
        "3NTXX",
        "--by",
        "N",
        "Q",
        "--tricks",
        "14",
        "-3",
        "--result",
        "+9",
        "=",
        "--honors",
        "NS:100",
        "EW:150",
        "--auction",
        "1C P P P",
        "1C 1C",
        "--dealer",
        "W",
        "--vul",
        "ten",
        "",
        "♠",
    ]
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(words, max_size=7))
def test_rejected_entry_leaves_journal_byte_identical(cli, args):
    path = cli.journal("prop")
    if not path.exists():
        cli("new", "bridge-rubber", "--players", "N=A,E=B,S=C,W=D", "--name", "prop")
    cli.try_hand("prop", *args)
