"""A teams event on the live board of a real `scorekeep serve`: the ranking by VP and each
table's match in play (IMPs so far, boards played), in the session's language, following
the boards recorded at the table."""

from __future__ import annotations

import html
import re
import time
from pathlib import Path

from tests.serve.running import EXAMPLES, get, scorekeep, serving
from tests.serve.test_browser import chromium  # noqa: F401 - the browser fixture
from tests.serve.test_phone import LANGUAGES, SPILLS, WIDTHS

TEAMS = ("Lions=Kasia+Marek+Ola+Piotr", "Tigers=Zosia+Tomek+Ula+Wojtek", "Bears", "Wolves")


def board_of(page: bytes) -> str:
    found = re.search(r'<section class="board".*?</section>', page.decode(), re.DOTALL)
    assert found is not None, page[:2000]
    return found.group(0)


def rows(board: str, caption: str) -> list[list[str]]:
    """The body rows of the board's table under ``caption``, cell by cell."""
    found = re.search(
        rf"<caption>{re.escape(caption)}</caption>.*?<tbody>(.*?)</tbody>", board, re.DOTALL
    )
    assert found is not None, board
    return [
        [html.unescape(cell) for cell in re.findall(r"<td>(.*?)</td>", row)]
        for row in re.findall(r"<tr>(.*?)</tr>", found.group(1))
    ]


def page_when(served, wanted: str) -> str:
    """The board once it shows ``wanted`` (bounded: ten seconds at most)."""
    board = ""
    for _ in range(100):
        status, _headers, body = get(served, served.prefix)
        assert status == 200
        board = board_of(body)
        if wanted in board:
            return board
        time.sleep(0.1)
    raise AssertionError(board)


def test_the_board_shows_the_ranking_and_each_running_match(tmp_path: Path):
    home = tmp_path / "home"
    teams = [arg for team in TEAMS for arg in ("--teams", team)]
    scorekeep(
        home,
        *("new", "bridge-teams-event", *teams, "--set", "boards_per_match=4"),
        *("--name", "league", "--lang", "pl"),
    )
    scorekeep(home, "draw")
    with serving(home, "-s", "league") as served:
        before = page_when(served, "0/4")
        assert rows(before, "Mecze w toku") == [
            ["1", "Lions", "Wolves", "0-0", "0/4"],
            ["1", "Tigers", "Bears", "0-0", "0/4"],
        ]
        assert [row[1] for row in rows(before, "Klasyfikacja")] == [
            "Lions",
            "Tigers",
            "Bears",
            "Wolves",
        ]
        assert '<div class="totals">' not in before

        board = ("--board", "1", "--match", "Lions")
        scorekeep(home, "hand", "4H", "--by", "S", "--tricks", "10", *board)
        scorekeep(home, "hand", "4H", "--by", "S", "--tricks", "11", *board, "--room", "closed")
        after = page_when(served, "1/4")
    assert rows(after, "Mecze w toku") == [
        ["1", "Lions", "Wolves", "0-1", "1/4"],
        ["1", "Tigers", "Bears", "0-0", "0/4"],
    ]
    ranking = rows(after, "Klasyfikacja")
    assert [row[:3] for row in ranking[:2]] == [["1", "Wolves", "10.61"], ["2", "Lions", "9.39"]]
    assert "miejsce" in after and "drużyna" in after  # the sheet's headers, in Polish


def test_the_teams_board_fits_a_phone_in_every_language(chromium, tmp_path: Path):  # noqa: F811
    home = tmp_path / "home"
    (home / "sessions").mkdir(parents=True)
    text = (EXAMPLES / "bridge-teams-event.toml").read_text("utf-8")
    under_way = text[: [m.start() for m in re.finditer(r"(?m)^\[\[hands\]\]", text)][7]]
    for lang in LANGUAGES:
        named = re.sub(
            r'(?m)^name = ".*"$', f'name = "teams-{lang}"\nlanguage = "{lang}"', under_way
        )
        (home / "sessions" / f"teams-{lang}.toml").write_text(named, "utf-8")
    with serving(home, "--all") as served:
        for width in WIDTHS:
            page = chromium.new_page(viewport={"width": width, "height": 740})
            try:
                for lang in LANGUAGES:
                    page.goto(f"{served.url}s/teams-{lang}")
                    page.wait_for_selector(".board table.own td", timeout=5000)
                    assert page.locator(".board table.own").count() == 2, lang
                    assert page.evaluate(SPILLS) == [], (lang, width)
            finally:
                page.close()
