"""The live board in a real headless Chromium (the system one, driven by Playwright): every
game's totals, a hand from another terminal on the open page within a second, the session's
language, and nothing wider than a 360-pixel phone."""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.serve.running import GAMES, scorekeep, seed_examples, serving

SCREENSHOTS = Path(__file__).resolve().parents[1] / "screenshots"
# Playwright runs it headless in a fresh profile of its own (it refuses --user-data-dir).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def system_chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail("CI is set but chromium is missing: .ci/run must install it")
    pytest.skip("chromium is not installed here (CI installs it)")


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    executable = system_chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable,
            args=CHROMIUM_ARGS,
        )
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("board") / "home"
    seed_examples(root)
    return root


@pytest.fixture(scope="module")
def served(home: Path):
    with serving(home, "--all") as running:
        yield running


def phone(chromium: Any, **options: Any) -> Any:
    return chromium.new_page(viewport={"width": 360, "height": 740}, **options)


@pytest.mark.parametrize("game", GAMES)
def test_each_games_board_shows_its_totals_and_fits_a_phone(chromium, served, home, game):
    totals = json.loads(
        scorekeep(home, "status", "-s", f"example-{game}", "--format", "json").stdout
    )["totals"]
    page = phone(chromium)
    try:
        page.goto(f"{served.url}s/example-{game}")
        page.wait_for_selector(".board .points", timeout=5000)
        shown = page.eval_on_selector_all(
            ".board .side",
            "boxes => boxes.map(b => [b.querySelector('.who').textContent,"
            " b.querySelector('.points').textContent])",
        )
        assert dict(shown) == {side: str(points) for side, points in totals.items()}
        assert page.locator(".paper section.sheet").count() >= 1
        shot = page.screenshot(full_page=True)
        assert shot.startswith(b"\x89PNG")
        if os.environ.get("SCOREKEEP_UPDATE_SCREENSHOTS") and game == "bridge":
            page.screenshot(path=str(SCREENSHOTS / "board-phone.png"))
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        page.close()


def test_a_hand_from_another_terminal_reaches_the_open_page_within_a_second(chromium, served, home):
    page = phone(chromium)
    try:
        page.goto(f"{served.url}s/example-derda")
        page.wait_for_selector(".board .points", timeout=5000)
        page.evaluate("window.stillThisPage = 'yes'")
        time.sleep(0.5)  # the page's event stream is open
        scorekeep(home, "undo", "-s", "example-derda")
        written = time.monotonic()
        heading = "document.querySelector('.board .heading').textContent"
        while "8 hands" not in page.evaluate(heading):
            assert time.monotonic() - written < 1.0, page.evaluate(heading)
            time.sleep(0.02)
        assert page.evaluate("window.stillThisPage") == "yes"
        assert "8 hands" in page.title()
    finally:
        page.close()


def test_the_index_links_every_open_session_to_its_board(chromium, served, home):
    closed = [
        game
        for game in GAMES
        if "\nclose = true" in (home / "sessions" / f"example-{game}.toml").read_text("utf-8")
    ]
    assert closed  # some examples end with a close: the index leaves them out
    page = phone(chromium)
    try:
        page.goto(served.url)
        links = page.eval_on_selector_all("ul.sessions a", "a => a.map(x => x.textContent)")
        assert sorted(links) == sorted(f"example-{g}" for g in GAMES if g not in closed)
        page.click("text=example-durak")
        page.wait_for_load_state("load")
        page.wait_for_selector(".board .points", timeout=5000)
        assert page.url.endswith("/s/example-durak")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        page.close()


def test_light_and_dark_follow_the_device(chromium, served):
    backgrounds = []
    for scheme in ("light", "dark"):
        page = phone(chromium, color_scheme=scheme)
        try:
            page.goto(f"{served.url}s/example-dernie")
            page.wait_for_selector(".board .points", timeout=5000)
            backgrounds.append(
                page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
            )
        finally:
            page.close()
    assert backgrounds[0] != backgrounds[1]


@pytest.mark.parametrize(
    "lang, title",
    [("pl", "Tablica na żywo"), ("uk", "Табло наживо"), ("it", "Tabellone in diretta")],
)
def test_the_page_speaks_the_sessions_language(chromium, tmp_path, lang, title):
    home = tmp_path / "home"
    scorekeep(home, "new", "derda", "--players", "Ania,Bartek", "--lang", lang, "--name", "stol")
    english = scorekeep(home, "--lang", "en", "status", "-s", "stol").stdout
    spoken = scorekeep(home, "status", "-s", "stol").stdout
    page_words = [line for line in spoken.splitlines() if line and line not in english]
    with serving(home, "-s", "stol") as running:
        page = phone(chromium)
        try:
            page.goto(f"{running.url}s/stol")
            page.wait_for_selector(".board .points", timeout=5000)
            assert page.evaluate("document.documentElement.lang") == lang
            assert page.title().startswith(title)
            text = page.inner_text("body")
            assert any(line.strip() in text for line in page_words[-1:]), page_words
            sheet = page.inner_text(".paper")
            assert sheet and "Players" not in sheet
        finally:
            page.close()
