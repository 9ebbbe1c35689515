"""For any sequence of commands, edits of the journal and languages, what the start-up path
prints (with its cache) is what the full command line prints (which always replays): the
suite's command line runs every ``status`` and ``hand`` both ways and compares stdout,
stderr, exit status and every file (tests/conftest.py)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeep import i18n
from tests.conftest import Cli

GAMES = {
    "bridge-rubber": (
        "N=Ania,E=Bartek,S=Celina,W=Darek",
        [("2H", "N", "="), ("4S", "E", "-1"), ("3NT", "S", "10"), ("pass",), ("6S", "W", "+1")],
        ("tricks = 8", "tricks = 11"),
    ),
    "derda": (
        "Ania,Bartek",
        [("B", "H", "48", "74", "KQJH,belo"), ("A", "S", "60", "60"), ("dwa-razy",), ("A", "S")],
        ("cards = 60", "cards = 70"),
    ),
    "durak": (
        "Ania,Bartek,Celina",
        [("Bartek",), ("Ania", "ep"), ("draw", "Ania,Celina"), ("Dorota",)],
        ('durak = "Bartek"', 'durak = "Celina"'),
    ),
}

step = st.one_of(
    st.tuples(st.just("hand"), st.integers(0, 4)),
    st.tuples(st.just("status"), st.sampled_from(["text", "json"])),
    st.tuples(st.just("lang"), st.sampled_from(["en", "pl", "uk", "it"])),
    st.tuples(st.just("environment"), st.sampled_from(["", "pl_PL.UTF-8", "it_IT.UTF-8"])),
    st.tuples(st.just("edit"), st.sampled_from(["value", "blank", "language"])),
    st.tuples(st.just("undo"), st.just(0)),
    st.tuples(st.just("close"), st.just(0)),
)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    game=st.sampled_from(sorted(GAMES)),
    table_language=st.sampled_from(["en", "pl", "uk", "it"]),
    steps=st.lists(step, min_size=1, max_size=12),
)
def test_the_start_up_path_prints_what_the_full_path_prints(game, table_language, steps):
    players, hands, (was, becomes) = GAMES[game]
    saved = os.environ.get("LANG")
    with tempfile.TemporaryDirectory() as folder:
        cli = Cli(Path(folder) / "home")
        cli("new", game, "--players", players, "--lang", table_language, "--name", "t")
        path = cli.journal("t")
        lang: tuple[str, ...] = ()
        try:
            for kind, value in steps:
                if kind == "hand":
                    hand = hands[int(value) % len(hands)]
                    cli(*lang, "hand", *hand, code=None)
                elif kind == "status":
                    cli(*lang, "status", "-f", str(value), code=None)
                elif kind == "lang":
                    lang = ("--lang", str(value)) if value != "en" else ()
                elif kind == "environment":
                    os.environ["LANG"] = str(value)
                    i18n.set_language(None)
                elif kind == "edit":
                    text = path.read_text(encoding="utf-8")
                    if value == "value":
                        text = text.replace(was, becomes, 1)
                    elif value == "blank":
                        text += "\n"
                    else:
                        text = text.replace(f'"{table_language}"', '"en"', 1)
                    path.write_text(text, encoding="utf-8")
                elif kind == "undo":
                    cli("undo", code=None)
                else:
                    cli("close", code=None)
            cli("status", code=None)
            cli("status", "-f", "json", code=None)
        finally:
            if saved is None:
                os.environ.pop("LANG", None)
            else:
                os.environ["LANG"] = saved
            i18n.set_language(None)
