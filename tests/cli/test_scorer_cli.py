"""Who keeps the score ("kto zapisuje wynik"): `new --scorer NAME`, kept in the journal header
and printed in every game's sheet header (text, Markdown, HTML; JSON key `scorer`)."""

from __future__ import annotations

import pytest

GAMES = [
    ("bridge-rubber", "N=Ania,E=Bartek,S=Celina,W=Darek", ("3NT", "--by", "N", "--tricks", "9")),
    (
        "derda",
        "Ania,Bartek",
        ("--bidder", "Ania", "--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=50"),
    ),
    (
        "deberc",
        "Ania,Bartek",
        ("--bidder", "Ania", "--trump", "H", "--cards", "Ania=100", "--cards", "Bartek=50"),
    ),
    ("dernie", "Ania,Bartek", ("--closer", "Ania", "--left", "Bartek=23")),
    (
        "durak",
        "Ania,Bartek",
        (
            "--durak",
            "Bartek",
        ),
    ),
]


@pytest.mark.parametrize(("ruleset", "players", "hand"), GAMES)
def test_scorer_in_journal_and_every_sheet(cli, ruleset, players, hand):
    out = cli("new", ruleset, "--players", players, "--scorer", "Zosia", "--name", "s").stdout
    assert "score kept by Zosia" in out
    assert 'scorer = "Zosia"' in cli.journal("s").read_text(encoding="utf-8")
    cli("hand", *hand)
    assert cli("sheet").stdout.splitlines()[1] == "score kept by Zosia"
    assert "Score kept by **Zosia**" in cli("sheet", "--format", "markdown").stdout
    assert cli.json("sheet")["scorer"] == "Zosia"
    html = cli("sheet", "--format", "html").stdout
    assert '<dt>Scorer</dt><dd class="wide">Zosia</dd>' in html


def test_no_scorer_leaves_journal_and_sheet_as_before(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "s")
    assert "scorer" not in cli.journal("s").read_text(encoding="utf-8")
    assert "scorer" not in cli.json("sheet")
    assert "kept by" not in cli("sheet").stdout


def test_scorer_must_be_a_name(cli):
    result = cli("new", "derda", "--players", "Ania,Bartek", "--scorer", "  ", code=1)
    assert "--scorer" in result.stderr


def test_scorer_in_a_hand_edited_journal_must_be_text(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "s")
    path = cli.journal("s")
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            'game = "derda"\n', 'game = "derda"\nscorer = 5\n'
        ),
        encoding="utf-8",
    )
    result = cli("check", "-s", "s", code=None)
    assert result.exit_code != 0
    assert "'scorer' must be the name" in result.stdout + result.stderr
