"""A long evening's PDF printed in volumes (issue 38, item 9): the page cut between sections
into complete documents, printed by one browser a volume at a time and joined into one
PDF, so the browser never lays out more than a volume."""

from __future__ import annotations

import base64
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from scorekeep import games
from scorekeep.core.errors import Rejected
from scorekeep.render import html, pdf
from scorekeep.render.html import volumes
from tests.render.test_streamed_sheets import evening, opened_sheet

HEAD_END = "<body>"
TAIL = "</body></html>\n"


def long_bridge(tmp_path: Path, deals: int = 60) -> dict[str, Any]:
    """A printed sheet of ``deals`` rubber-bridge deals: a rubber every few deals."""
    return opened_sheet(
        tmp_path, "bridge", evening("bridge", [n % 7 for n in range(deals)], set(), ""), True
    )


def body_of(document: str) -> str:
    start = document.index(HEAD_END) + len(HEAD_END)
    assert document.endswith(TAIL)
    return document[start : -len(TAIL)]


def test_a_long_sheet_is_cut_into_whole_documents_that_join_to_the_sheet(tmp_path):
    data = long_bridge(tmp_path)
    whole = html.document([data], games.printed_sheet)
    head = whole[: whole.index(HEAD_END) + len(HEAD_END)]
    cut = list(volumes.document_volumes([data], games.printed_sheet, size=6_000))
    assert len(cut) > 3
    for volume in cut:
        assert volume[0] == head and "@page { size: A4 portrait" in volume[0]
        assert volume[-1] == TAIL
        assert all(part.startswith('<section class="sheet') for part in volume[1:-1])
        assert all(part.endswith("</section>") for part in volume[1:-1])
    assert "".join(body_of("".join(v)) for v in cut) == body_of(whole)  # nothing lost or twice
    sizes = [sum(map(volumes._weight, v[1:-1])) for v in cut]
    assert all(size <= 6_000 or len(v) == 3 for size, v in zip(sizes, cut, strict=True))


def test_a_short_sheet_is_one_volume_the_document_itself(tmp_path):
    data = long_bridge(tmp_path, 9)
    (only,) = volumes.document_volumes([data], games.printed_sheet)
    assert "".join(only) == html.document([data], games.printed_sheet)


def test_the_evenings_own_table_is_cut_between_rows_when_it_is_longer_than_a_volume(tmp_path):
    data = long_bridge(tmp_path, 200)
    whole = html.evening_section(data)
    parts = list(html.evening_parts(data, 7))
    assert len(parts) > 2
    assert "".join(html.evening_parts(data)) == whole
    rows = re.compile(r"<tbody>(.*?)</tbody>", re.S)
    assert "".join(rows.search(p).group(1) for p in parts) == rows.search(whole).group(1)
    for index, part in enumerate(parts):
        assert part.startswith(f'<section class="sheet evening" data-session="{data["session"]}">')
        assert part.endswith("</section>") and "<thead>" in part
        assert ("<h2>" in part) == (index == 0)
        assert ('<figure class="progress">' in part) == (index == len(parts) - 1)
    counts = [rows.search(p).group(1).count("<tr>") for p in parts]
    assert set(counts[:-1]) == {7} and 0 < counts[-1] <= 7


# ------------------------------------------------------------------ printed and joined


def section(words: str, pages: int = 1) -> str:
    """A section of ``pages`` pages, each page a line of ``words``."""
    broken = '<p style="break-before: page">'
    return (
        '<section class="sheet">'
        + "".join(f"{broken if n else '<p>'}{words} {n}</p>" for n in range(pages))
        + "</section>"
    )


def volume(*sections: str) -> list[str]:
    head = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Joined</title>'
        f"<style>{html.page.CSS}</style></head><body>"
    )
    return [head, *sections, TAIL]


def poppler(tool: str, *args: str) -> str:
    found = subprocess.run([tool, *args], capture_output=True, text=True, check=False)
    assert found.returncode == 0 and found.stderr == "", found.stderr
    return found.stdout


def test_volumes_print_into_one_pdf_that_reads_in_order(browser, pdftotext, tmp_path):
    output = tmp_path / "joined.pdf"
    printed = [
        volume(section("alpha")),
        volume(section("bravo", 2), section("charlie")),
        volume(section("delta", 3)),
    ]
    assert pdf.write_volumes(printed, output, browser) == 7
    assert re.search(r"Pages:\s+7\n", poppler("pdfinfo", str(output)))
    assert "Title:           Joined" in poppler("pdfinfo", str(output))
    pages = poppler(pdftotext, str(output), "-").split("\f")
    words = [" ".join(p.split()) for p in pages if p.strip()]
    assert words == [
        "alpha 0", "bravo 0", "bravo 1", "charlie 0", "delta 0", "delta 1", "delta 2"
    ]  # fmt: skip
    for page in ("1", "7"):
        poppler(
            "pdftoppm", "-r", "20", "-f", page, "-l", page, "-png", str(output), str(tmp_path / "p")
        )
    assert len(list(tmp_path.glob("p-*.png"))) == 2
    data = output.read_bytes()
    xref = int(re.search(rb"startxref\s+(\d+)", data[-64:]).group(1))
    size = int(re.search(rb"/Size (\d+)", data[xref:]).group(1))
    offsets = re.findall(rb"(\d{10}) 00000 n", data[xref:])
    assert len(offsets) == size - 1
    for number, offset in enumerate(offsets, 1):
        assert data[int(offset) :].startswith(b"%d 0 obj" % number)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_long_evening_prints_the_pages_one_document_gives(
    examples, browser, pdftotext, tmp_path, monkeypatch
):
    text = evening("bridge", [n % 7 for n in range(120)], set(), "")
    (examples.root / "sessions" / "marathon.toml").write_text(text, encoding="utf-8")
    page = tmp_path / "marathon.html"
    examples.run("sheet", "-s", "marathon", "--format", "html", "-o", str(page))
    single = tmp_path / "single.pdf"
    alone = pdf.write_pdf(page.read_text(encoding="utf-8"), single, browser)
    monkeypatch.setattr(volumes, "VOLUME", 30_000)
    many = list(volumes.document_volumes([long_bridge(tmp_path, 120)], games.printed_sheet))
    assert len(many) >= 4
    target = tmp_path / "marathon.pdf"
    result = examples.run("sheet", "-s", "marathon", "--format", "pdf", "-o", str(target))
    assert result.stderr == f"wrote {target} ({alone} pages)\n"
    assert alone == 36  # as one document prints it: every seam is a new section's page

    def words(path: Path) -> list[list[str]]:
        return [sorted(p.split()) for p in poppler(pdftotext, str(path), "-").split("\f")]

    assert words(target) == words(single)


# ------------------------------------------------------------------ what goes wrong

TWO = [volume(section("one")), volume(section("two"))]


def fake(tmp_path: Path, script: str) -> str:
    path = tmp_path / "fake-browser"
    path.write_text(script, encoding="utf-8")
    path.chmod(0o755)
    return str(path)


def test_a_browser_that_exits_says_why_and_leaves_no_pdf(tmp_path):
    browser = fake(tmp_path, "#!/bin/sh\necho 'fake: no display here' >&2\nexit 3\n")
    output = tmp_path / "out" / "evening.pdf"
    with pytest.raises(Rejected, match=r"could not print the sheet: fake: no display here$"):
        pdf.write_volumes(TWO, output, browser)
    assert list(output.parent.iterdir()) == []


def gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_a_hung_browser_is_killed_with_all_it_started(tmp_path, monkeypatch):
    pids = tmp_path / "pids"
    browser = fake(tmp_path, f"#!/bin/sh\nsleep 300 &\necho $$ $! > {pids}\nwait\n")
    monkeypatch.setattr(pdf, "TIMEOUT", 1)
    output = tmp_path / "evening.pdf"
    started = time.monotonic()
    with pytest.raises(Rejected, match=r"did not finish within 1 s"):
        pdf.write_volumes(TWO, output, browser)
    assert time.monotonic() - started < 10
    for _ in range(50):
        if all(gone(int(pid)) for pid in pids.read_text().split()):
            break
        time.sleep(0.1)
    assert all(gone(int(pid)) for pid in pids.read_text().split())
    assert not output.exists()


SPEAKS = """#!{python}
import base64, json, os, sys
held = b""
def send(message):
    os.write(4, json.dumps(message).encode() + b"\\0")
while True:
    piece = os.read(3, 65536)
    if not piece:
        sys.exit(0)
    held += piece
    while b"\\0" in held:
        raw, _, held = held.partition(b"\\0")
        asked = json.loads(raw)
        method = asked["method"]
        if method == "Browser.close":
            sys.exit(0)
        answer = {{
            "Target.createTarget": {{"targetId": "tab"}},
            "Target.attachToTarget": {{"sessionId": "s"}},
            "Page.printToPDF": {{"stream": "pdf"}},
            "IO.read": {{"data": "{data}", "base64Encoded": True, "eof": True}},
        }}.get(method, {{}})
        send({{"id": asked["id"], "result": answer}})
        if method == "Page.navigate":
            send({{"method": "Page.loadEventFired", "sessionId": "s", "params": {{}}}})
"""


def test_a_browser_that_prints_no_pdf_is_refused(tmp_path):
    data = base64.b64encode(b"<html>not a pdf</html>").decode()
    browser = fake(tmp_path, SPEAKS.format(python=sys.executable, data=data))
    with pytest.raises(Rejected, match="wrote something that is not a PDF"):
        pdf.write_volumes(TWO, tmp_path / "evening.pdf", browser)
    assert list(tmp_path.iterdir()) == [Path(browser)]


def test_one_volume_is_printed_as_the_browser_writes_a_page(monkeypatch, tmp_path):
    printed: list[Any] = []

    def browser(_browser: str, page: Path, args: Any, *, timeout: int) -> Any:
        printed.append(page.read_text(encoding="utf-8"))
        target = Path(next(a for a in args if a.startswith("--print-to-pdf="))[15:])
        target.write_bytes(b"%PDF-1.4 /Type /Font /Type /Page")

    monkeypatch.setattr(pdf, "run_headless", browser)
    only = volume(section("one"))
    assert pdf.write_volumes([only], tmp_path / "short.pdf", "chromium") == 1
    assert printed == ["".join(only)]
    assert os.listdir(tmp_path) == ["short.pdf"]


def test_references_are_renumbered_and_strings_left_as_they_are():
    from scorekeep.render.pdfmerge import _renumber

    part = b"<</Title (a (3 0 R) b\\) c) 3 0 R\n/Kids [3 0 R 4 0 R]\n/ID <3030> /X 4 0 R>>"
    assert _renumber(part, {3: 30, 4: 40}) == (
        b"<</Title (a (3 0 R) b\\) c) 30 0 R\n/Kids [30 0 R 40 0 R]\n/ID <3030> /X 40 0 R>>"
    )


def test_the_evenings_parts_are_weighed_by_the_pages_they_fill(tmp_path, monkeypatch):
    monkeypatch.setattr(volumes, "EVENING_ROWS", 7)
    data = long_bridge(tmp_path, 200)
    part = next(html.evening_parts(data, 7))
    cut = list(volumes.document_volumes([data], games.printed_sheet, size=len(part) * 5 // 2))
    evening = [v for v in cut if v[1].startswith(volumes.EVENING)]
    assert len(evening) > 2 and all(len(v) == 3 for v in evening)  # one part a volume
