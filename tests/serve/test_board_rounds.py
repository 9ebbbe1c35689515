"""The live board of a duplicate evening with a movement (``serve --all``, read-only): the
rounds section, each table done or its boards missing and waiting, and "round N complete —
move" once every table of the round has confirmed, redrawn as results reach the journal.
A session without a movement shows no rounds section."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

from scorekeep.app import club
from scorekeep.app.session import open_path
from scorekeep.files.home import Home
from tests.serve.running import EXAMPLES, Served, club_evening, get, scorekeep, serving
from tests.serve.test_browser import chromium  # noqa: F401 - the browser fixture
from tests.serve.test_phone import LANGUAGES, SPILLS, said_in, words

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"


def new_evening(home: Path, name: str = "tuesday", *extra: str) -> Path:
    scorekeep(
        home,
        *club_evening(name),
        *extra,
    )
    return home / "sessions" / f"{name}.toml"


def rounds_of(page: bytes) -> str:
    """The board's rounds section, or "" when it has none."""
    found = re.search(r'<section class="rounds">.*?</section>', page.decode("utf-8"))
    return found.group(0) if found else ""


def table_line(section: str, table: int) -> str:
    """The first line of ``table`` in the section (the round now, for a table not done)."""
    found = re.search(rf'<li data-table="{table}">([^<]*)</li>', section)
    return found.group(1) if found else ""


def board_when(served: Served, path: str, wanted: str) -> str:
    """The board's rounds section once it shows ``wanted`` (the watcher redraws when the
    journal changes), read again a bounded number of times."""
    section = ""
    for _attempt in range(100):
        section = rounds_of(get(served, path)[2])
        if wanted in section:
            return section
        time.sleep(0.1)
    raise AssertionError(section)


def result(board: int) -> dict[str, object]:
    return {"round": 1, "board": board, "contract": "4S", "by": "N", "result": "="}


def test_the_board_shows_each_tables_round_and_when_to_move(tmp_path):
    home = tmp_path / "home"
    path = new_evening(home)
    seats = club.evening_view(Home(home), path)[0]
    assert [s.seat.table for s in seats] == [1, 2, 3]
    boards = {s.seat.table: s.seat.boards for s in seats}
    with serving(home, "--all") as served:
        section = rounds_of(get(served, "/s/tuesday")[2])
        assert "<h2>Rounds</h2>" in section
        assert '<h3 data-round="1" class="">round 1</h3>' in section
        first = ", ".join(map(str, boards[1]))
        assert table_line(section, 1) == f"table 1: missing {first}; waiting —"

        entered = boards[1][0]
        answer = club.enter(Home(home), path, 1, "entry-0001", {"side": "NS", **result(entered)})
        assert answer.outcome == "pending", answer
        section = board_when(served, "/s/tuesday", f"waiting {entered}")
        rest = ", ".join(map(str, boards[1][1:]))
        assert table_line(section, 1) == f"table 1: missing {rest}; waiting {entered}"
        assert "complete" not in section

        club.confirm(Home(home), path, 1, {"id": "entry-0001", "side": "EW"})
        for n, (table, its) in enumerate(boards.items()):
            for k, board in enumerate(its):
                if (table, board) == (1, entered):
                    continue
                entry = f"entry-{table}{k}{n:02d}"
                club.enter(Home(home), path, table, entry, {"side": "EW", **result(board)})
                if (table, board) != (3, its[-1]):
                    club.confirm(Home(home), path, table, {"id": entry, "side": "NS"})
        section = board_when(served, "/s/tuesday", f"missing —; waiting {boards[3][-1]}")
        assert table_line(section, 1) == "table 1: done"
        assert table_line(section, 2) == "table 2: done"
        assert table_line(section, 3) == f"table 3: missing —; waiting {boards[3][-1]}"
        assert "complete" not in section

        opened = open_path(Home(home), path)
        last = next(w.id for w in club.waiting(opened.journal, club.seats(opened)).values())
        club.confirm(Home(home), path, 3, {"id": last, "side": "NS"})
        section = board_when(served, "/s/tuesday", "round 1 complete — move")
        assert '<h3 data-round="1" class="complete">round 1 complete — move</h3>' in section
        assert '<h3 data-round="2" class="">round 2</h3>' in section


def test_a_session_without_a_movement_has_no_rounds_section(tmp_path):
    home = tmp_path / "home"
    new_evening(home)
    shutil.copyfile(
        EXAMPLES / "bridge-duplicate.toml", home / "sessions" / "example-bridge-duplicate.toml"
    )
    with serving(home, "--all") as served:
        assert rounds_of(get(served, "/s/tuesday")[2])
        page = get(served, "/s/example-bridge-duplicate")[2].decode("utf-8")
        assert '<section class="board"' in page
        assert 'class="rounds"' not in page


def play_round_one_and_start_two(home: Path, path: Path) -> None:
    """Every table of round 1 confirmed; in round 2 one result waits, one is confirmed."""
    for number, its in enumerate(club.evening_view(Home(home), path)[:2], 1):
        for t in its:
            for k, board in enumerate(t.seat.boards[: None if number == 1 else 2]):
                entry = f"entry-{number}{t.seat.table}{k:02d}"
                sent = {**result(board), "round": number, "side": "NS"}
                club.enter(Home(home), path, t.seat.table, entry, sent)
                if number == 1 or k == 0:
                    club.confirm(Home(home), path, t.seat.table, {"id": entry, "side": "EW"})


def test_the_rounds_fit_a_phone_and_speak_the_sessions_language(chromium, tmp_path):  # noqa: F811
    home = tmp_path / "home"
    for lang in LANGUAGES:
        play_round_one_and_start_two(home, new_evening(home, f"club-{lang}", "--lang", lang))
    page = chromium.new_page(viewport={"width": 360, "height": 740})
    shown = {}
    try:
        with serving(home, "--all") as served:
            for lang in LANGUAGES:
                page.goto(f"{served.url}s/club-{lang}")
                page.wait_for_selector(".rounds h3.complete", timeout=5000)
                assert page.evaluate(SPILLS) == [], lang
                shown[lang] = page.inner_text(".rounds")
    finally:
        page.close()
    assert "round 1 complete — move" in shown["en"] and "Rounds" in shown["en"]
    for lang in LANGUAGES[1:]:
        assert said_in(lang, "round {r} complete — move").format(r=1) in shown[lang]
        assert not words(shown[lang]) & words(shown["en"]), lang
