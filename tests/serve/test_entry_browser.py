"""``serve --entry`` in a real headless Chromium (the system one, driven by Playwright): a
hand typed on one phone appears on the others, a refusal in the session's language, the
repeat question answered by its button, phones and a terminal writing at once, and a phone
that loses the network."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.serve.running import Served, environment, scorekeep, serving, writers_url
from tests.serve.test_browser import chromium  # noqa: F401 - the browser fixture

PLAYERS = "N=Ania,E=Bartek,S=Celina,W=Darek"


def new_home(root: Path, *extra: str) -> Path:
    home = root / "home"
    scorekeep(home, "new", "bridge-rubber", "--players", PLAYERS, "--name", "fri", *extra)
    return home


def journal_of(home: Path) -> Path:
    return home / "sessions" / "fri.toml"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return new_home(tmp_path)


@pytest.fixture
def served(home: Path) -> Iterator[Served]:
    with serving(home, "-s", "fri", "--entry") as running:
        yield running


def writer_page(browser: Any, served: Served, **options: Any) -> Any:
    """A phone of its own (its own cookies and storage) that scanned the writers' code."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, **options)
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{served.port}{writers_url(served)}")
    page.wait_for_selector("#entry form", timeout=5000)
    assert "/w/" not in page.url
    return page


def reader_page(browser: Any, served: Served) -> Any:
    page = browser.new_page(viewport={"width": 360, "height": 740})
    page.goto(f"{served.url}s/fri")
    page.wait_for_selector(".board .points", timeout=5000)
    return page


def type_hand(page: Any, line: str) -> None:
    page.fill('form[data-action="hand"] input[name="line"]', line)
    page.click('form[data-action="hand"] button[type="submit"]')


def answer_of(page: Any, containing: str) -> str:
    page.wait_for_function(
        "text => document.querySelector('#entry .answer').textContent.includes(text)",
        arg=containing,
        timeout=5000,
    )
    return str(page.inner_text("#entry .answer"))


def wait_for_board(page: Any, text: str) -> None:
    page.wait_for_function(
        "text => document.querySelector('#live').textContent.includes(text)",
        arg=text,
        timeout=5000,
    )


def test_a_hand_typed_on_one_phone_appears_on_another_and_in_status(chromium, served, home):  # noqa: F811
    phone = writer_page(chromium, served)
    other = reader_page(chromium, served)
    try:
        assert other.locator("#entry").count() == 0  # a reader's page has no form
        phone.fill('form[data-action="hand"] input[name="contract"]', "4S")
        phone.fill('form[data-action="hand"] input[name="by"]', "N")
        phone.fill('form[data-action="hand"] input[name="tricks"]', "10")
        phone.click('form[data-action="hand"] button[type="submit"]')
        said = answer_of(phone, "hand 1")
        assert said.splitlines()[0] == "hand 1: 4S by N, 10 tricks · NS +120"
        wait_for_board(other, "4S by N, 10 tricks")
        data = json.loads(scorekeep(home, "status", "-s", "fri", "--format", "json").stdout)
        assert data["totals"] == {"NS": 120, "EW": 0}
        assert phone.evaluate("document.cookie") == ""  # HttpOnly: no script reads it
    finally:
        phone.context.close()
        other.close()


def test_a_refused_hand_shows_the_engines_line_in_the_sessions_language(chromium, tmp_path):  # noqa: F811
    home = new_home(tmp_path, "--lang", "pl")
    before = journal_of(home).read_bytes()
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer_page(chromium, running)
        try:
            assert phone.inner_text("#entry h2") == "Wpisz rozdanie"
            type_hand(phone, "4S N 14")
            said = answer_of(phone, "14")
            assert "\n" not in said.strip()
            assert "liczba lew 14" in said and "BR-S7" in said  # the engine's line, in Polish
            assert phone.get_attribute("#entry .answer", "class") == "answer refused"
        finally:
            phone.context.close()
    assert journal_of(home).read_bytes() == before


def test_the_same_hand_twice_is_asked_and_the_button_confirms_it(chromium, served, home):  # noqa: F811
    phone = writer_page(chromium, served)
    try:
        type_hand(phone, "2H N 8")
        answer_of(phone, "hand 1")
        type_hand(phone, "2H N 8")
        said = answer_of(phone, "same as hand 1")
        assert "again" in said
        assert journal_of(home).read_text("utf-8").count("[[hands]]") == 1
        phone.click("#entry .answer button.again")
        answer_of(phone, "hand 2: 2H by N, 8 tricks")
        assert journal_of(home).read_text("utf-8").count("[[hands]]") == 2
    finally:
        phone.context.close()


def test_two_phones_and_a_terminal_write_at_once_and_each_hand_lands_once(chromium, served, home):  # noqa: F811
    phones = [writer_page(chromium, served) for _ in range(2)]
    lines = {
        0: ["1C N 7", "1D N 7", "1H N 7", "1S N 7"],
        1: ["2C S 8", "2D S 8", "2H S 8", "2S S 8"],
    }
    typed: list[str] = []

    def terminal() -> None:
        """``hand`` typed again when the session was busy (a phone's post held the lock),
        as a player would."""
        by_east = ("--by", "E", "--tricks", "9")
        for contract in ("3C", "3D", "3H", "3S"):
            for _ in range(20):
                done = subprocess.run(
                    [sys.executable, "-m", "scorekeep", "hand", "-s", "fri", contract, *by_east],
                    env=environment(home),
                    capture_output=True,
                    text=True,
                    timeout=60,
                )
                if done.returncode == 0 or "busy" not in done.stderr:
                    break
                time.sleep(0.1)
            assert done.returncode == 0, done.stderr
            typed.append(done.stdout)

    writing = threading.Thread(target=terminal)
    writing.start()
    try:
        for round_ in range(4):
            for n, page in enumerate(phones):
                type_hand(page, lines[n][round_])
        for page in phones:  # every entry of the queue answered
            page.wait_for_function(
                "() => !localStorage.getItem(document.getElementById('entry')"
                ".getAttribute('data-queue')).includes('\"id\"')",
                timeout=20000,
            )
        writing.join(60)
        assert not writing.is_alive() and len(typed) == 4
    finally:
        for page in phones:
            page.context.close()
    text = journal_of(home).read_text("utf-8")
    contracts = [line.split('"')[1] for line in text.splitlines() if line.startswith("contract")]
    assert sorted(contracts) == sorted(
        ["1C", "1D", "1H", "1S", "2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S"]
    )
    for n in (0, 1):  # each phone's hands in the order typed
        mine = [c for c in contracts if c[0] == str(n + 1)]
        assert mine == [line.split()[0] for line in lines[n]]
    scorekeep(home, "check", "-s", "fri")


def test_a_phone_offline_keeps_its_entries_and_sends_them_in_order(chromium, served, home):  # noqa: F811
    phone = writer_page(chromium, served)
    try:
        phone.context.set_offline(True)
        type_hand(phone, "1NT N 7")
        answer_of(phone, phone.get_attribute("#entry", "data-lost") or "?")
        type_hand(phone, "2NT S 8")
        phone.wait_for_function(
            "() => document.querySelectorAll('#entry .pending li.item').length === 2",
            timeout=5000,
        )
        pending = phone.inner_text("#entry .pending")
        assert "1NT N 7" in pending and "2NT S 8" in pending
        time.sleep(0.5)
        assert journal_of(home).read_text("utf-8").count("[[hands]]") == 0
        phone.context.set_offline(False)
        phone.wait_for_function(
            "() => document.querySelectorAll('#entry .pending li').length === 0", timeout=15000
        )
        answer_of(phone, "hand 2: 2NT by S, 8 tricks")
    finally:
        phone.context.close()
    text = journal_of(home).read_text("utf-8")
    contracts = [line.split('"')[1] for line in text.splitlines() if line.startswith("contract")]
    assert contracts == ["1NT", "2NT"]
    scorekeep(home, "check", "-s", "fri")
