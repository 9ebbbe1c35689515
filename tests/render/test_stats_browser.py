"""The statistics page in a real headless Chromium: loads without errors or network, both
charts have a size, and the PDF is A4 with every player's games won.

Skipped only where no browser is installed and CI is not set; under CI they must run.
"""

from __future__ import annotations

import re
from pathlib import Path

from scorekeep.render import pdf
from tests.render.test_browser import is_a4, measure, pdf_text


def test_stats_page_renders_in_chromium(examples, browser, tmp_path: Path):
    target = tmp_path / "stats.html"
    examples.run("stats", "--format", "html", "-o", str(target))
    got = measure(target.read_text(encoding="utf-8"), browser)
    assert got["errors"] == []
    assert got["resources"] == []
    assert len(got["charts"]) == 1  # results over time; the bars are svg.bars
    assert got["charts"][0]["w"] > 300 and got["charts"][0]["h"] > 150
    assert got["scrollWidth"] <= got["pageWidth"]


def test_stats_pdf_is_a4_with_the_wins(examples, browser, pdftotext, tmp_path: Path):
    target = tmp_path / "stats.pdf"
    result = examples.run("stats", "--format", "pdf", "-o", str(target))
    data = target.read_bytes()
    assert data.startswith(b"%PDF")
    assert f"({pdf.page_count(data)} page" in result.stderr
    assert all(is_a4(s) for s in pdf.page_sizes(data))
    words = pdf_text(data, pdftotext, tmp_path)
    for row in examples.json("stats")["players"]:
        assert re.search(rf"{row['player']}\s+{row['won']} of {row['games']}", words), row
