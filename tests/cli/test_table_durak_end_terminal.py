"""A Durak game has a loser, not a winner: once a game ends, `table`'s prompt names the
loser in the table's language (DURAK-R22), in a real pseudo-terminal."""

from __future__ import annotations

import pytest

from tests.cli.test_table_terminal import Terminal


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Bartek loses · game 2 next · a game, close or quit"),
        ("pl", "przegrywa Bartek · następna partia 2 · partia, close lub quit"),
        ("uk", "програє Bartek"),
        ("it", "perde Bartek"),
    ],
)
def test_durak_end_prompt_names_the_loser(cli, lang, expected):
    cli(
        "new",
        "durak",
        "--players",
        "Ania,Bartek,Celina",
        "--set",
        "loss_target=2",
        "--lang",
        lang,
        "--name",
        "evening",
    )
    term = Terminal(cli.home)
    term.line("Bartek")
    term.line("Bartek")
    prompt = term.last_prompt
    assert expected in prompt
    for word in ("won", "wygrywa", "gra ", "виграє", "vinto"):
        assert word not in prompt
    term.child.sendcontrol("d")
