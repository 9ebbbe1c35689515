"""A long evening's PDF (issue 38, item 9): the browser is given time by the page's size,
and the PDF it writes is checked a piece at a time where it is to go, never read whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.core.errors import Rejected
from scorekeep.render import pdf

TAGS = [b"/Type /Page", b"/Type/Page", b"/Type /Pages", b"/Type /Font", b"/Type /PageLabel"]


@settings(max_examples=200, deadline=None)
@given(
    parts=st.lists(st.one_of(st.sampled_from(TAGS), st.binary(max_size=40)), max_size=60),
    piece=st.integers(min_value=1, max_value=64),
)
def test_the_pieces_count_what_the_whole_counts(tmp_path_factory, parts, piece):
    data = b"%PDF-1.4\n" + b"\n".join(parts)
    path = tmp_path_factory.mktemp("scan") / "a.pdf"
    path.write_bytes(data)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pdf, "SCAN_PIECE", piece)
        patch.setattr(pdf, "SCAN_KEEP", 32)
        head, pages, fonts = pdf._scanned(path)
    assert head == data[:8]
    assert pages == pdf.page_count(data)
    assert fonts == bool(pdf.FONT.search(data))


def fake_browser(timeouts: list[int], body: bytes) -> Any:
    def browser(_browser: str, sheet: Path, args: Any, *, timeout: int) -> Any:
        timeouts.append(timeout)
        target = Path(next(a for a in args if a.startswith("--print-to-pdf="))[15:])
        target.write_bytes(body)
        return None

    return browser


def test_a_long_page_gets_more_time_to_print(monkeypatch, tmp_path):
    timeouts: list[int] = []
    monkeypatch.setattr(
        pdf, "run_headless", fake_browser(timeouts, b"%PDF /Type /Font /Type /Page")
    )
    pdf.write_pdf("<p>one hand</p>", tmp_path / "short.pdf", "chromium")
    pdf.write_pdf((f"<p>{n:06d}</p>" for n in range(200_000)), tmp_path / "long.pdf", "chromium")
    assert timeouts[0] == pdf.TIMEOUT
    assert timeouts[1] == pdf.TIMEOUT + 2_600_000 // pdf.PRINT_RATE > pdf.TIMEOUT + 20


def test_the_printed_pdf_is_never_read_whole(monkeypatch, tmp_path):
    body = (
        b"%PDF-1.7\n"
        + b"/Type /Font\n"
        + b"".join(b"%d 0 obj << /Type /Page >> endobj\n" % n for n in range(5_000))
    )
    monkeypatch.setattr(pdf, "run_headless", fake_browser([], body))
    monkeypatch.setattr(pdf, "SCAN_PIECE", 4096)

    def whole(*_args: Any, **_kwargs: Any) -> bytes:
        raise AssertionError("the PDF was read whole")

    monkeypatch.setattr(Path, "read_bytes", whole)
    output = tmp_path / "evening.pdf"
    assert pdf.write_pdf("<p>x</p>", output, "chromium") == 5_000
    with output.open("rb") as handle:
        assert handle.read() == body
    assert [p.name for p in tmp_path.iterdir()] == ["evening.pdf"]  # no temp file left


def test_a_failed_print_leaves_neither_the_sheet_nor_a_temp_file(monkeypatch, tmp_path):
    monkeypatch.setattr(pdf, "run_headless", fake_browser([], b"<html>not a pdf</html>"))
    with pytest.raises(Rejected, match="not a PDF"):
        pdf.write_pdf("<p>x</p>", tmp_path / "evening.pdf", "chromium")
    assert list(tmp_path.iterdir()) == []
