"""The board is drawn from what the application layer answers, never from the printed
status read back: the status in its parts, each of the game's own figures by its key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorekeep.app.answers import status_text
from scorekeep.app.sheets import board
from scorekeep.files.home import Home
from scorekeep.i18n import LANGUAGES
from scorekeep.render.html.page import escaped
from scorekeep.serve.board import draw
from tests.serve.running import EXAMPLES


def session(tmp_path: Path, example: str, language: str) -> tuple[Home, Path]:
    home = Home(tmp_path / "home")
    home.sessions.mkdir(parents=True)
    journal = home.sessions / "friday.toml"
    first, rest = (EXAMPLES / f"{example}.toml").read_text(encoding="utf-8").split("\n", 1)
    journal.write_text(f'{first}\nlanguage = "{language}"\n{rest}', encoding="utf-8")
    return home, journal


@pytest.mark.parametrize("example", sorted(p.stem for p in EXAMPLES.glob("*.toml")))
def test_the_parts_join_to_what_status_prints(tmp_path, example):
    home, journal = session(tmp_path, example, "pl")
    shown = board(home, journal)
    assert shown.language == "pl" and shown.name == "friday"
    printed = status_text(shown.status)
    assert printed == shown.parts.text() or printed.startswith(shown.parts.text() + "\n\n")


@pytest.mark.parametrize("language", LANGUAGES)
def test_what_the_side_boxes_show_is_not_repeated_under_them(tmp_path, language):
    home, journal = session(tmp_path, "bridge", language)
    shown = board(home, journal)
    content = draw(home, journal).content
    state = re.search(r'<ul class="state">(.*?)</ul>', content)
    assert state is not None
    for key in ("games", "vulnerable"):
        assert escaped(shown.parts.figures[key]) not in state.group(1)
    assert escaped(shown.parts.figures["rubber_over"]) in state.group(1)
