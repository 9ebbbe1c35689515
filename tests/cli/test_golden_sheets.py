"""Golden scoresheets per game: one journal each (bridge: the example rubber; Deberc: three
players with split bajts, a hanging pot, penalties, a redeal; Derniè: a void, a fix and a
fine; Durak: a team evening with a draw and epaulettes; Chicago: a round with a redeal;
duplicate: a 16-board team match and a pairs session) and its expected text, Markdown, CSV
and JSON renderings. Regenerate with SCOREKEEP_UPDATE_GOLDEN=1 and read the diff."""

from __future__ import annotations

import pytest

from tests import goldens

GAMES = [
    "bridge",
    "deberc",
    "dernie",
    "durak",
    "bridge-chicago",
    "bridge-duplicate-teams",
    "bridge-duplicate-pairs",
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("name", "args"), goldens.RENDERINGS)
def test_golden_rendering(cli, game, name, args):
    folder = goldens.ROOT / game
    journal = (folder / "evening.toml").read_text(encoding="utf-8")
    goldens.check(folder / name, goldens.render(cli, journal, "golden", args))
