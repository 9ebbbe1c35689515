"""The printed sheets in a real headless Chromium: the page loads without errors or network,
the chart and tally marks are laid out with a size, the print layout gives A4 pages, and the
PDF's text carries the final totals of `status --format json`.

Skipped only where no browser is installed and CI is not set; under CI they must run.
"""

from __future__ import annotations

import json
import os
import re
import struct
import subprocess
from pathlib import Path

import pytest

from scorekeep.render import pdf
from tests.render.conftest import GAMES
from tests.render.sheetdom import final_totals, find, parse, shown, text

# Injected into a test copy of the page only: the sheet itself carries no script.
MEASURE = """<script>
(() => {
  const out = {errors: []};
  window.addEventListener('error', e => out.errors.push(String(e.message || e.target.outerHTML)),
                          true);
  window.addEventListener('load', () => {
    const box = el => { const r = el.getBoundingClientRect();
                        return {w: r.width, h: r.height, x: r.left, right: r.right}; };
    out.resources = performance.getEntriesByType('resource').map(r => r.name);
    out.charts = [...document.querySelectorAll('svg.chart')].map(box);
    out.tallies = [...document.querySelectorAll('svg.tally, svg.figures')].map(el =>
        Object.assign(box(el), {count: el.dataset.count || el.dataset.value}));
    out.sections = document.querySelectorAll('section.sheet').length;
    out.pageWidth = document.documentElement.clientWidth;
    out.scrollWidth = document.documentElement.scrollWidth;
    const pre = document.createElement('pre');
    pre.id = 'measured';
    pre.textContent = JSON.stringify(out);
    document.body.appendChild(pre);
  });
})();
</script>"""


def measure(html: str, browser: str) -> dict:
    page = html.replace("<head>", "<head>" + MEASURE, 1)
    dom = pdf.dump_dom(page, browser)
    root = parse(dom) if dom.lstrip().startswith("<!DOCTYPE") else parse("<!DOCTYPE html>" + dom)
    found = [el for el in find(root, "pre") if el.get("id") == "measured"]
    assert found, "the page did not finish loading"
    result = json.loads(text(found[0]))
    result["dom"] = root
    return result


@pytest.mark.parametrize("game", GAMES)
def test_example_renders_in_chromium_without_errors(game, example_html, examples, browser):
    got = measure(example_html(game), browser)
    assert got["errors"] == []
    assert got["resources"] == []  # nothing fetched: the page is self-contained
    assert got["sections"] == 1
    assert len(got["charts"]) == 1
    chart = got["charts"][0]
    assert chart["w"] > 300 and chart["h"] > 150
    assert got["scrollWidth"] <= got["pageWidth"]  # nothing sticks out sideways
    status = examples.json("status", "-s", f"example-{game}")
    assert final_totals(got["dom"]) == status["totals"]


def test_durak_tally_marks_are_laid_out_per_loss(example_html, examples, browser):
    if "durak" not in GAMES:
        pytest.fail("the durak example is missing")
    status = examples.json("status", "-s", "example-durak")
    got = measure(example_html("durak"), browser)
    drawn = {int(t["count"]) for t in got["tallies"]}
    assert drawn == {n for n in status["losses"].values() if n > 0}
    for tally in got["tallies"]:
        assert tally["h"] >= 16 and tally["w"] >= 4 * int(tally["count"]) - 2


def print_pdf(examples, tmp_path: Path, *sessions: str) -> bytes:
    target = tmp_path / "sheet.pdf"
    args = [a for s in sessions for a in ("-s", s)]
    result = examples.run("sheet", *args, "--format", "pdf", "-o", str(target))
    data = target.read_bytes()
    pages = pdf.page_count(data)
    assert f"({pages} page" in result.stderr
    return data


def pdf_text(data: bytes, pdftotext: str, tmp_path: Path, layout: bool = True) -> str:
    """The PDF's text: laid out as on the page (rows of a table stay on one line), or in
    reading order (a wrapped sentence stays together)."""
    path = tmp_path / "read.pdf"
    path.write_bytes(data)
    return subprocess.run(
        [pdftotext, *(["-layout"] if layout else []), str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def is_a4(size: tuple[float, float]) -> bool:
    return abs(size[0] - pdf.A4_POINTS[0]) < 2 and abs(size[1] - pdf.A4_POINTS[1]) < 2


@pytest.mark.parametrize("game", GAMES)
def test_example_pdf_is_a4_with_the_final_totals(game, examples, browser, pdftotext, tmp_path):
    data = print_pdf(examples, tmp_path, f"example-{game}")
    assert data.startswith(b"%PDF")
    sizes = pdf.page_sizes(data)
    assert sizes and all(is_a4(s) for s in sizes)
    assert pdf.page_count(data) == len(sizes)
    words = pdf_text(data, pdftotext, tmp_path)
    status = examples.json("status", "-s", f"example-{game}")
    assert status["session"] in words
    for side, total in status["totals"].items():
        assert re.search(rf"{re.escape(side)}\s+{re.escape(shown(total))}\b", words), (side, total)
    if status["finished"] and status.get("reason"):
        flat = " ".join(pdf_text(data, pdftotext, tmp_path, layout=False).split())
        assert " ".join(status["reason"].split()) in flat


def test_a_rubber_fits_on_one_a4_page(cli, browser, tmp_path):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    for contract, by, tricks in (
        ("2H", "N", "9"),
        ("4S", "E", "10"),
        ("pass", "", ""),
        ("3NT", "S", "7"),
        ("2D", "W", "8"),
        ("3NT", "N", "10"),
        ("4HX", "E", "8"),
        ("1C", "N", "7"),
        ("4S", "S", "11"),
    ):
        cli("hand", contract, *(("--by", by, "--tricks", tricks) if by else ()))
    cli("undo", "8", "--reason", "entered on the wrong sheet")
    target = tmp_path / "rubber.pdf"
    result = cli("sheet", "--format", "pdf", "-o", str(target))
    assert "(1 page)" in result.stderr
    assert pdf.page_count(target.read_bytes()) == 1
    mask = os.umask(0)
    os.umask(mask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~mask  # as any file the user writes


def test_every_session_starts_on_a_new_page(examples, browser, pdftotext, tmp_path):
    singles = {g: pdf.page_count(print_pdf(examples, tmp_path, f"example-{g}")) for g in GAMES}
    data = print_pdf(examples, tmp_path, *(f"example-{g}" for g in GAMES))
    assert pdf.page_count(data) == sum(singles.values())
    words = pdf_text(data, pdftotext, tmp_path).split("\f")
    first_pages = [sum(list(singles.values())[:i]) for i in range(len(GAMES))]
    for game, index in zip(GAMES, first_pages, strict=True):
        session = examples.json("status", "-s", f"example-{game}")["session"]
        assert session in words[index].splitlines()[0] + words[index][:400]


def test_a_long_evening_breaks_over_pages_and_repeats_the_table_head(
    cli, browser, pdftotext, tmp_path
):
    cli("new", "durak", "--players", "Ania,Bartek,Celina,Dorota", "--name", "marathon")
    for n in range(90):
        cli("hand", "--durak", ("Ania", "Bartek", "Celina", "Dorota")[n * 7 % 4])
    target = tmp_path / "marathon.pdf"
    cli("sheet", "--format", "pdf", "-o", str(target))
    data = target.read_bytes()
    assert pdf.page_count(data) >= 3
    assert all(is_a4(s) for s in pdf.page_sizes(data))
    pages = pdf_text(data, pdftotext, tmp_path).split("\f")
    body_pages = [p for p in pages if p.strip()]
    assert len(body_pages) == pdf.page_count(data)  # no blank page
    heads = [p for p in body_pages[1:-1] if re.search(r"#\s+hand\s+dealer", p)]
    assert heads, "the table head is not repeated on the following pages"


def test_screenshot_is_an_a4_shaped_png(example_html, browser):
    png = pdf.screenshot(example_html(GAMES[0]), browser)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (794, 1123)
    assert len(png) > 10_000  # more than a blank page


def test_derda_figures_are_laid_out_for_every_total(example_html, examples, browser):
    if "derda" not in GAMES:
        pytest.fail("the derda example is missing")
    sheet = examples.json("sheet", "-s", "example-derda")
    got = measure(example_html("derda"), browser)
    drawn = [t for t in got["tallies"] if int(t["count"]) > 0]
    live = sum(1 for h in sheet["hands"] if not h["void"])
    players = len(sheet["totals"])
    assert len(got["tallies"]) == players * (live + 1)  # every total, and the board
    for figure in drawn:
        assert figure["w"] >= 8 and figure["h"] >= 8


def test_a_machine_without_fonts_gets_a_message_not_a_blank_pdf(
    cli, browser, tmp_path, monkeypatch
):
    conf = tmp_path / "no-fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><fontconfig><dir>/nonexistent</dir>'
        f"<cachedir>{tmp_path / 'fc-cache'}</cachedir></fontconfig>"
    )
    monkeypatch.setenv("FONTCONFIG_FILE", str(conf))
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    target = tmp_path / "blank.pdf"
    result = cli("sheet", "--format", "pdf", "-o", str(target), code=1)
    assert "no fonts" in result.stderr and "fonts-dejavu-core" in result.stderr
    assert not target.exists()


def title_height(data: bytes, pdftotext: str, tmp_path: Path) -> float:
    """The height of the sheet's first word (its 15pt title) as printed: Chromium shrinks a
    whole print when anything in it is wider than the page, and the title shrinks with it."""
    path = tmp_path / "title.pdf"
    path.write_bytes(data)
    boxes = subprocess.run(
        [pdftotext, "-bbox", "-f", "1", "-l", "1", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    first = re.search(r'<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"', boxes)
    assert first, "the printed sheet has no text"
    return float(first.group(2)) - float(first.group(1))


@pytest.mark.parametrize("game", GAMES)
def test_example_prints_at_full_size_within_a4(game, examples, browser, pdftotext, tmp_path):
    data = print_pdf(examples, tmp_path, f"example-{game}")
    # Durak's sheet is narrow: its title is printed at scale 1 (a 15pt title's glyphs are
    # about 17.5pt tall in DejaVu Sans); a shrunk print is measurably shorter.
    reference = title_height(print_pdf(examples, tmp_path, "example-durak"), pdftotext, tmp_path)
    assert reference > 15 * 1.1
    assert abs(title_height(data, pdftotext, tmp_path) - reference) < 0.05
