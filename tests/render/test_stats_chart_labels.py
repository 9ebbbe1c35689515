"""The statistics page's charts in a real Chromium (Playwright): with long Polish pair names
every label lies inside its chart and no two labels overlap, so each pair's name, its games
won and the end of its line (the leader's too) can be read."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.serve.test_browser import CHROMIUM_ARGS, system_chromium

PAIRS = [
    "Wiśniewscy-Kowalczykowie",
    "Brzęczyszczykiewiczowie",
    "Żółkiewscy-Łęczyccy",
    "Szczepańscy-Grzybowscy",
    "Wojciechowscy-Michałowscy",
]
# the durak of each game: the first two pairs end level, the last pair leads, the rest bunch
LOSERS = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 1, 0]

LABELS = """() => [...document.querySelectorAll('svg.bars, svg.chart')].map(svg => {
  const box = svg.getBoundingClientRect();
  return {kind: svg.getAttribute('class'), box: [box.left, box.top, box.right, box.bottom],
    labels: [...svg.querySelectorAll('text')].map(t => {
      const r = t.getBoundingClientRect();
      return {text: t.textContent, group: t.parentNode.getAttribute('class') || '',
              box: [r.left, r.top, r.right, r.bottom]};
    })};
})"""


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    executable = system_chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(inner: list[float], outer: list[float]) -> bool:
    return (
        inner[0] >= outer[0] - 0.5
        and inner[1] >= outer[1] - 0.5
        and inner[2] <= outer[2] + 0.5
        and inner[3] <= outer[3] + 0.5
    )


@pytest.mark.parametrize("width", [1200, 794])  # a screen, and A4 paper at 96 dpi
def test_every_label_of_the_stats_charts_is_inside_and_apart(cli, chromium, tmp_path: Path, width):
    cli("new", "durak", "--players", ",".join(PAIRS), "--lang", "pl", "--name", "pary")
    for loser in LOSERS:
        cli("hand", PAIRS[loser], "--again")
    target = tmp_path / "stats.html"
    cli("stats", "--format", "html", "-o", str(target))
    page = chromium.new_page(viewport={"width": width, "height": 1000})
    try:
        page.goto(target.as_uri())
        charts = page.evaluate(LABELS)
    finally:
        page.close()
    assert sorted(c["kind"] for c in charts) == ["bars", "chart"]
    for chart in charts:
        labels = chart["labels"]
        for label in labels:
            assert inside(label["box"], chart["box"]), (chart["kind"], label)
        for group in {label["group"] for label in labels}:
            drawn = [label for label in labels if label["group"] == group]
            for i, a in enumerate(drawn):
                for b in drawn[i + 1 :]:
                    assert not overlap(a["box"], b["box"]), (chart["kind"], a, b)
        if chart["kind"] == "chart":
            ends = [label["text"] for label in labels if label["group"] == "ends"]
            assert sorted(e.rsplit(" ", 1)[0] for e in ends) == sorted(PAIRS)
        else:
            names = [label["text"] for label in labels]
            assert all(pair in names for pair in PAIRS)
