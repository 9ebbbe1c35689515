"""A club's evening entered entirely from the pages, in a real headless Chromium: a
5-table, 3-round Mitchell, each table's page entering its results and the opponents
confirming them, the two refusals, the director's view and fix, a SIGKILL of the server
mid-round and a restart; the ranking is the one the same results typed with ``hand`` give."""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.serve.running import Served, scorekeep, serving
from tests.serve.test_browser import (
    SCREENSHOTS,
    chromium,  # noqa: F401 - the browser fixture
)
from tests.serve.test_club import cards

TABLES, ROUNDS = 5, 3
CONTRACTS = ("4S", "3NT", "2H", "4H", "1NT", "3C", "2S")
MADE = ("=", "+1", "-1", "=", "-2", "+2")


def new_evening(home: Path, name: str) -> None:
    scorekeep(
        home,
        "new",
        "bridge-duplicate",
        "--set",
        "duplicate_form=pairs",
        "--movement",
        f"mitchell:{TABLES}x{ROUNDS}",
        "--name",
        name,
    )


def seats(home: Path, name: str = "club") -> dict[tuple[int, int], list[int]]:
    shown = json.loads(scorekeep(home, "movement", "show", "-s", name, "--format", "json").stdout)
    return {(row["round"], row["table"]): row["boards"] for row in shown}


def played(table: int, number: int, board: int) -> tuple[str, str, str]:
    """The result of a board at a table: contracts and tricks that differ from table to
    table, so the matchpoints do."""
    return (
        CONTRACTS[(board + table) % len(CONTRACTS)],
        "NESW"[(board * 3 + table) % 4],
        MADE[(board + 2 * table + number) % len(MADE)],
    )


def open_card(browser: Any, served: Served, address: str) -> Any:
    """A phone of its own (cookies and storage) that scanned a card."""
    context = browser.new_context(viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{served.port}{address}")
    page.wait_for_selector("#club", timeout=5000)
    return page


def answer(page: Any, containing: str) -> str:
    try:
        page.wait_for_function(
            "text => document.querySelector('#club .answer').textContent.includes(text)",
            arg=containing,
            timeout=5000,
        )
    except Exception:
        pytest.fail(f"{containing!r} not in {page.inner_text('#club')!r}")
    return str(page.inner_text("#club .answer"))


def enter(page: Any, board: int, result: tuple[str, str, str], side: str = "NS") -> None:
    page.check(f'#club input[name="side"][value="{side}"]')
    page.fill('#club input[name="board"]', str(board))
    page.fill('#club input[name="contract"]', result[0])
    page.fill('#club input[name="by"]', result[1])
    page.fill('#club input[name="result"]', result[2])
    page.click('#club form[data-action="enter"] button[type="submit"]')


def confirm(page: Any, board: int) -> None:
    button = f'#club li.waiting[data-board="{board}"] button[data-confirm]'
    page.wait_for_selector(button, timeout=5000)
    page.click(button)
    answer(page, "hand ")


def scored(home: Path, name: str = "club") -> dict[str, Any]:
    data = json.loads(scorekeep(home, "status", "-s", name, "--format", "json").stdout)
    return {key: data[key] for key in ("hands", "totals", "percentages")}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    new_evening(home, "club")
    return home


@pytest.fixture
def served(home: Path) -> Iterator[Served]:
    with serving(home, "-s", "club", "--entry", "--club") as running:
        yield running


class Evening:
    """The browsers of the evening: a page per table, the director's, and each result as
    it stands (the director's fix included), for typing them again with ``hand``."""

    def __init__(self, browser: Any, home: Path, served: Served) -> None:
        self.browser, self.home, self.served = browser, home, served
        self.boards = seats(home)
        self.printed = cards(served)
        self.journal = home / "sessions" / "club.toml"
        self.final: dict[tuple[int, int, int], tuple[str, str, str]] = {}
        self.pages: dict[int, Any] = {}
        self.director: Any = None
        self.open_all()

    def open_all(self) -> None:
        for table in range(1, TABLES + 1):
            self.pages[table] = open_card(self.browser, self.served, self.printed[str(table)])
        self.director = open_card(self.browser, self.served, self.printed["director"])

    def play(self, table: int, number: int, board: int, side: str = "NS") -> None:
        self.final[(table, number, board)] = played(table, number, board)
        enter(self.pages[table], board, self.final[(table, number, board)], side)
        answer(self.pages[table], "waiting for the opponents")

    def refusals(self) -> None:
        """A board already confirmed, a board not at this table this round: refused in one
        line, nothing written."""
        first, elsewhere = self.boards[(1, 1)][0], self.boards[(1, 2)][0]
        page = self.pages[1]
        self.play(1, 1, first)
        confirm(page, first)
        written = self.journal.read_bytes()
        enter(page, first, ("3NT", "S", "="))
        assert answer(page, "already scored") == (
            f"board {first} is already scored at this table — ask the director"
        )
        enter(page, elsewhere, ("3NT", "S", "="))
        assert "is not played at table 1 in round 1" in answer(page, "not played")
        assert self.journal.read_bytes() == written

    def round_one(self) -> int:
        """Every board but table 3's last confirmed (table 2's on the opponents' own
        phone); that board, still waiting."""
        opponents = open_card(self.browser, self.served, self.printed["2"])
        waiting = self.boards[(1, 3)][-1]
        for table in range(1, TABLES + 1):
            for board in self.boards[(1, table)]:
                if (table, 1, board) in self.final:
                    continue
                self.play(table, 1, board)
                if (table, board) != (3, waiting):
                    confirm(opponents if table == 2 else self.pages[table], board)
        assert scored(self.home)["hands"] == TABLES * 3 - 1
        return waiting

    def director_sees(self, number: int, complete: bool) -> str:
        self.director.reload()
        heading = f'#club h3[data-round="{number}"]' + (".complete" if complete else "")
        self.director.wait_for_selector(heading, timeout=5000)
        return str(self.director.inner_text("#club"))

    def killed_mid_round(self) -> tuple[int, int]:
        """Round 2 at table 1: one board confirmed, one waiting (entered by EW); then the
        server is killed."""
        for table in range(1, TABLES + 1):
            assert self.pages[table].inner_text("#club .round").startswith("round 2:")
        confirmed, waiting = self.boards[(2, 1)][:2]
        self.play(1, 2, confirmed)
        confirm(self.pages[1], confirmed)
        self.play(1, 2, waiting, side="EW")
        os.kill(self.served.process.pid, signal.SIGKILL)
        self.served.process.wait(timeout=10)
        return confirmed, waiting

    def the_rest(self) -> None:
        for number in (2, 3):
            for table in range(1, TABLES + 1):
                for board in self.boards[(number, table)]:
                    if (table, number, board) not in self.final:
                        self.play(table, number, board)
                        confirm(self.pages[table], board)

    def directors_fix(self, reason: str) -> None:
        fixed = self.boards[(3, 4)][1]
        self.director.reload()
        self.director.wait_for_selector("#club form", timeout=5000)
        for name, value in (
            ("table", "4"),
            ("round", "3"),
            ("board", str(fixed)),
            ("f:contract", "6NT"),
            ("f:by", "S"),
            ("f:result", "="),
            ("reason", reason),
        ):
            self.director.fill(f'#club input[name="{name}"]', value)
        self.director.click('#club form[data-action="direct"] button[type="submit"]')
        assert "6NT by S" in answer(self.director, "hand ")
        self.final[(4, 3, fixed)] = ("6NT", "S", "=")

    def typed(self) -> None:
        """The same results typed with ``hand`` in a session of their own."""
        new_evening(self.home, "typed")
        for (table, number, board), (contract, by, made) in sorted(self.final.items()):
            words = [str(board), contract, by, made, "--table", str(table), "--round", str(number)]
            scorekeep(self.home, "hand", "-s", "typed", *words)


def test_a_mitchell_evening_entered_from_the_pages(chromium, home, served):  # noqa: F811
    evening = Evening(chromium, home, served)
    evening.refusals()
    waiting = evening.round_one()
    text = evening.director_sees(1, complete=False)
    assert f"table 3: missing —; waiting {waiting}" in text
    assert "already scored at this table" in text and "not played at table 1" in text
    # only the opponents' side has the button
    button = f'#club li.waiting[data-board="{waiting}"] button'
    assert evening.pages[3].get_attribute(button, "data-side") == "EW"
    confirm(evening.pages[3], waiting)
    assert "round 1 complete — move" in evening.director_sees(1, complete=True)
    confirmed, pending = evening.killed_mid_round()
    with serving(home, "-s", "club", "--entry", "--club") as again:
        assert cards(again) == evening.printed
        evening.served = again
        evening.open_all()
        page = evening.pages[1]
        assert page.get_attribute(f'#club li[data-board="{confirmed}"]', "class") == "scored"
        button = f'#club li.waiting[data-board="{pending}"] button'
        assert page.get_attribute(button, "data-side") == "NS"
        confirm(page, pending)
        evening.the_rest()
        reason = "misboarded: the score was for the wrong board"
        evening.directors_fix(reason)
        assert "round 3 complete — move" in evening.director_sees(3, complete=True)
    text = evening.journal.read_text("utf-8")
    assert f'reason = "{reason}"' in text
    assert text.count("\nn = ") == TABLES * ROUNDS * 3
    evening.typed()
    assert scored(home) == scored(home, "typed")


def test_the_director_gives_no_play_from_the_page(chromium, home, served):  # noqa: F811
    """The director ticks No Play for a board a table did not play: it is that table's
    result on the board, and the round's line no longer counts it missing."""
    boards = seats(home)[(1, 1)]
    director = open_card(chromium, served, cards(served)["director"])
    for name, value in (("table", "1"), ("round", "1"), ("board", str(boards[0]))):
        director.fill(f'#club input[name="{name}"]', value)
    director.check('#club input[name="f:no_play"]')
    director.click('#club form[data-action="direct"] button[type="submit"]')
    assert "not played" in answer(director, "hand ")
    later = ", ".join(str(b) for b in boards[1:])
    assert f"table 1: missing {later}; waiting —" in str(director.inner_text("#club"))
    data = json.loads(scorekeep(home, "status", "-s", "club", "--format", "json").stdout)
    assert data["travellers"][0]["not_played"][0]["ns"] == "1"


FITS = """() => {
  const width = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll("body *")].filter(e => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
  });
  return [document.documentElement.scrollWidth <= width, out.map(e => e.outerHTML.slice(0, 80))];
}"""
"""Whether the page scrolls sideways, and every element that reaches past its width."""


def fits(page: Any) -> None:
    unclipped, outside = page.evaluate(FITS)
    assert unclipped and outside == []


THURSDAY = (
    "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie,Kamińscy,Szymańscy,"
    "Dąbrowscy,Kozłowscy"
)


@pytest.fixture
def thursday(tmp_path: Path) -> Iterator[tuple[Path, Served]]:
    """The README's evening: ten pairs on a five-table Mitchell, served for the tables."""
    home = tmp_path / "home"
    movement = f"mitchell:{TABLES}x{ROUNDS}"
    scorekeep(home, "new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players",
              THURSDAY, "--movement", movement, "--name", "thursday")  # fmt: skip
    with serving(home, "-s", "thursday", "--entry", "--club") as running:
        yield home, running


def test_the_printed_table_cards_and_a_phone_with_a_result_waiting(chromium, thursday):  # noqa: F811
    """The pictures in the README: the table cards the director prints from the director's
    page, and table 1's phone with a result waiting for the opponents, both at 360 pixels
    (the cards also as a printed page) with nothing clipped."""
    home, served = thursday
    printed = cards(served)
    director = open_card(chromium, served, printed["director"])
    director.click("#club a.print-cards")
    director.wait_for_selector(".cards .card", timeout=5000)
    shown = director.eval_on_selector_all(
        ".cards .card",
        "cards => cards.map(c => [c.dataset.table, c.querySelector('.code').textContent,"
        " c.querySelector('.address').textContent, c.querySelector('img.qr').naturalWidth])",
    )
    assert [table for table, *_rest in shown] == [str(t) for t in range(1, TABLES + 1)]
    for table, code, address, qr in shown:
        assert address == f"http://127.0.0.1:{served.port}{printed[table]}"
        assert code == "code " + printed[table].rsplit("/", 1)[1] and qr > 0
    fits(director)
    director.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
    fits(director)
    if os.environ.get("SCOREKEEP_UPDATE_SCREENSHOTS"):
        director.screenshot(path=str(SCREENSHOTS / "club-table-cards.png"), full_page=True)
    table = open_card(chromium, served, printed["1"])
    board = seats(home, "thursday")[(1, 1)][0]
    enter(table, board, ("4S", "N", "+1"))
    assert answer(table, "waiting for the opponents") == (
        f"board {board}: 4S N +1 — waiting for the opponents to confirm"
    )
    button = f'#club li.waiting[data-board="{board}"] button[data-confirm]'
    assert table.get_attribute(button, "data-side") == "EW"
    fits(table)
    if os.environ.get("SCOREKEEP_UPDATE_SCREENSHOTS"):
        table.screenshot(path=str(SCREENSHOTS / "club-table-phone.png"), full_page=True)
