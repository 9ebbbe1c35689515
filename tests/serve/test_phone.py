"""The board made for a phone, in a real headless Chromium: at 360, 768 and 1920 pixels, for
every game in every language, nothing on the board or the sheet is clipped or spills (a wide
table scrolls inside its own box, with a shadow at the edge that has more), and every word
is in the session's language — with ``--all`` each page in its own session's."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from scorekeep import i18n
from tests.serve.running import EXAMPLES, GAMES, serving
from tests.serve.test_browser import SCREENSHOTS, chromium  # noqa: F401 - the browser fixture

LANGUAGES = ("en", "pl", "uk", "it")
WIDTHS = (360, 768, 1920)

SPILLS = """() => {
  const boxes = [];
  const out = [];
  const scrolls = el => {
    const style = getComputedStyle(el);
    return el.tagName === 'TABLE' && ['auto', 'scroll'].includes(style.overflowX)
      && style.backgroundImage.includes('gradient');
  };
  for (const el of document.querySelectorAll('body, body *')) {
    if (boxes.some(box => box.contains(el))) { continue; }
    if (scrolls(el)) { boxes.push(el); continue; }
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth) {
      out.push(el.tagName + '.' + el.className + ' ' + el.scrollWidth + '>' + el.clientWidth);
    }
    const box = el.getBoundingClientRect();
    if (box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5)) {
      out.push(el.tagName + '.' + el.className + ' outside the page');
    }
  }
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) { out.push('the page ' + root.scrollWidth); }
  return out;
}"""


def words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]{4,}", text))


def said_in(lang: str, english: str) -> str:
    i18n.set_language(lang)
    try:
        return i18n._(english)
    finally:
        i18n.set_language(None)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every bundled example evening once in each language, as its own session."""
    root = tmp_path_factory.mktemp("phone") / "home"
    (root / "sessions").mkdir(parents=True)
    for game in GAMES:
        text = (EXAMPLES / f"{game}.toml").read_text("utf-8")
        for lang in LANGUAGES:
            named = re.sub(
                r'(?m)^name = ".*"$', f'name = "{game}-{lang}"\nlanguage = "{lang}"', text
            )
            (root / "sessions" / f"{game}-{lang}.toml").write_text(named, "utf-8")
    return root


@pytest.fixture(scope="module")
def served(home: Path):
    with serving(home, "--all") as running:
        yield running


@pytest.mark.parametrize("width", WIDTHS)
def test_nothing_is_clipped_or_spills_at_any_width(chromium, served, width):  # noqa: F811
    page = chromium.new_page(viewport={"width": width, "height": 740})
    try:
        for game in GAMES:
            for lang in LANGUAGES:
                page.goto(f"{served.url}s/{game}-{lang}")
                page.wait_for_selector(".board .points", timeout=5000)
                assert page.evaluate(SPILLS) == [], (game, lang, width)
                if width == 360 and lang == "en" and os.environ.get("SCOREKEEP_UPDATE_SCREENSHOTS"):
                    page.screenshot(path=str(SCREENSHOTS / f"board-phone-{game}.png"))
        page.goto(served.url)
        page.wait_for_selector("ul.sessions a", timeout=5000)
        assert page.evaluate(SPILLS) == [], ("index", width)
    finally:
        page.close()


def test_a_wide_table_scrolls_in_its_own_box_and_the_pad_fits(chromium, served):  # noqa: F811
    page = chromium.new_page(viewport={"width": 360, "height": 740})
    try:
        page.goto(f"{served.url}s/bridge-en")
        page.wait_for_selector(".paper table.pad", timeout=5000)
        pad = page.evaluate(
            "() => { const p = document.querySelector('.paper table.pad');"
            " return [p.scrollWidth, p.clientWidth, p.getBoundingClientRect().right]; }"
        )
        assert pad[0] <= pad[1] and pad[2] <= 360
        hands = page.evaluate(
            "() => { const t = document.querySelector('.paper table.hands');"
            " return [t.scrollWidth, t.clientWidth, getComputedStyle(t).overflowX]; }"
        )
        assert hands[0] > hands[1] and hands[2] == "auto"  # it scrolls, the page does not
        size = page.evaluate(
            "parseFloat(getComputedStyle(document.querySelector('.side .points')).fontSize)"
        )
        assert size >= 32  # the totals read from across the table
    finally:
        page.close()


@pytest.mark.parametrize("game", GAMES)
def test_every_word_on_the_board_is_in_the_sessions_language(chromium, served, home, game):  # noqa: F811
    """The words of the English board that the journal does not hold (its names and notes)
    are the board's own vocabulary: none of them may be on the board of another language,
    but the few that language writes alike."""
    page = chromium.new_page(viewport={"width": 360, "height": 740})
    try:
        shown = {}
        for lang in LANGUAGES:
            page.goto(f"{served.url}s/{game}-{lang}")
            page.wait_for_selector(".board .points", timeout=5000)
            assert page.evaluate("document.documentElement.lang") == lang
            shown[lang] = page.inner_text("body")
            back = page.inner_text("body > nav a")
            assert back == said_in(lang, "Open sessions"), (lang, back)
    finally:
        page.close()
    journal = (home / "sessions" / f"{game}-en.toml").read_text("utf-8")
    vocabulary = words(shown["en"]) - words(journal)
    for lang in LANGUAGES[1:]:
        alike = {w for w in vocabulary if said_in(lang, w) == w}
        english = (words(shown[lang]) & vocabulary) - alike - SAME_WORDS.get(lang, set())
        assert not english, (lang, sorted(english))
    if game in ("derda", "deberc"):
        assert "bajts" not in shown["uk"] and "байт" in shown["uk"]


SAME_WORDS: dict[str, set[str]] = {}
"""Words another language writes as English does (none found so far)."""
