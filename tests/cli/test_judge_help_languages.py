"""`judge GAME --help` lists the game's questions in the table's language: --lang, else the
current session's; every question's summary is translated in every language."""

from __future__ import annotations

import pytest

from scorekeep import games

GAMES = [
    "bridge",
    "bridge-chicago",
    "bridge-duplicate",
    "derda",
    "deberc",
    "dernie",
    "durak",
    "tysiac",
]


def _summaries(text: str) -> list[str]:
    block = text.split("\n\n")[0].splitlines()[1:]
    return [line.split(None, 1)[1] for line in block if line.strip()]


@pytest.mark.parametrize("lang", ["pl", "uk", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_every_question_summary_is_translated(cli, game, lang):
    english = _summaries(cli("judge", game, "--help").stdout)
    local = _summaries(cli("--lang", lang, "judge", game, "--help").stdout)
    assert len(local) == len(english) == len(games.find_game(game).questions)
    for mine, theirs in zip(local, english, strict=True):
        assert mine != theirs, (game, lang, mine)


def test_polish_session_speaks_polish_in_judge_help(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    out = cli("judge", "derda", "--help").stdout
    assert out.startswith("Pytania do gry derda:")
    assert "czy można teraz zagrać tę kartę (i które wolno)" in out
    one = cli("judge", "derda", "claim", "--help").stdout
    assert one.startswith("scorekeep judge derda claim: czy „dość” było słuszne")


def test_ukrainian_session_speaks_ukrainian_in_judge_help(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--lang", "uk")
    out = cli("judge", "deberc", "--help").stdout
    assert "хто бере взятку" in out
    assert "who wins the trick" not in out
    assert "who wins the trick" in cli("--lang", "en", "judge", "deberc", "--help").stdout
