"""A corrected hand on the sheet shows what the fix changed: the struck-out and the new
entries in the same words and order (bidder first), in text and on the printed page."""

from __future__ import annotations

import re


def _struck_and_new(html: str) -> tuple[str, str]:
    found = re.search(r"<del>([^<]*)</del> <ins>([^<]*)</ins>", html)
    assert found, html
    return found.group(1), found.group(2)


def test_derda_fix_reads_bidder_first_on_both_entries(cli):
    cli("new", "derda", "--players", "Ania,Bartek")
    cli("hand", "B", "trefl", "70", "50")
    cli("fix", "1", "B", "trefl", "50", "70")
    struck, new = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert struck == "clubs by Bartek: 50:70 bajt"
    assert new == "clubs by Bartek: 70:50 made"
    text = cli("sheet").stdout
    assert "hand 1 fixed: clubs by Bartek: 50:70 bajt → clubs by Bartek: 70:50 made" in text


def test_derda_fix_in_polish(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl")
    cli("hand", "B", "trefl", "70", "50")
    cli("fix", "1", "B", "trefl", "50", "70")
    struck, new = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert "50:70 bajt" in struck
    assert "70:50 ugrane" in new
    assert "rozdanie 1 poprawione:" in cli("sheet").stdout


def test_deberc_fix_shows_the_points_it_replaced(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina")
    cli("hand", "A", "C", "40", "90", "32")
    cli("fix", "1", "A", "C", "90", "40", "32")
    struck, new = _struck_and_new(cli("sheet", "--format", "html").stdout)
    assert struck == "Ania orders clubs: Ania 40 : Bartek 90 : Celina 32, bajt"
    assert new == "Ania orders clubs: Ania 90 : Bartek 40 : Celina 32, made"
    assert (
        "Round 1* corrected: Ania orders clubs: Ania 40 : Bartek 90 : Celina 32, bajt → "
        "Ania orders clubs: Ania 90 : Bartek 40 : Celina 32, made"
    ) in cli("sheet").stdout


def test_json_sheet_is_unchanged_by_the_earlier_versions(cli):
    cli("new", "derda", "--players", "Ania,Bartek")
    cli("hand", "B", "trefl", "70", "50")
    cli("fix", "1", "B", "trefl", "50", "70")
    assert '"was"' not in cli("sheet", "--format", "json").stdout
