"""Golden scoresheets of bridge's example rubber in Polish and of the Durak evening in Polish
and Ukrainian, as text and as printable HTML: every sentence the table reads in its own
language, the journal the same. Regenerate with SCOREKEEP_UPDATE_GOLDEN=1 and read them."""

from __future__ import annotations

import pytest

from tests import goldens

RENDERINGS = [
    ("sheet.txt", ["sheet"]),
    ("sheet.html", ["sheet", "--format", "html"]),
    ("status.txt", ["status"]),
]
TRANSLATED = [("bridge", "pl"), ("durak", "pl"), ("durak", "uk")]


@pytest.mark.parametrize(("game", "lang"), TRANSLATED)
@pytest.mark.parametrize(("name", "args"), RENDERINGS)
def test_golden_rendering_in_the_players_language(cli, game, lang, name, args):
    journal = (goldens.ROOT / game / "evening.toml").read_text(encoding="utf-8")
    shown = goldens.render(cli, journal, "golden", ["--lang", lang, *args])
    goldens.check(goldens.ROOT / game / lang / name, shown)


@pytest.mark.parametrize(("game", "lang"), TRANSLATED)
def test_translated_html_says_its_language(cli, game, lang):
    journal = (goldens.ROOT / game / "evening.toml").read_text(encoding="utf-8")
    shown = goldens.render(cli, journal, "golden", ["--lang", lang, "sheet", "--format", "html"])
    assert f'<html lang="{lang}">' in shown


@pytest.mark.parametrize("game", ["bridge", "durak"])
def test_json_sheet_is_the_same_in_every_language(cli, game):
    journal = (goldens.ROOT / game / "evening.toml").read_text(encoding="utf-8")
    english = goldens.render(cli, journal, "golden", ["sheet", "--format", "json"])
    for lang in ("pl", "uk", "it"):
        args = ["--lang", lang, "sheet", "--format", "json"]
        assert goldens.render(cli, journal, "golden", args) == english
