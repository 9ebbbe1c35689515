"""A long evening's PDF printed in volumes (issue 38, item 9): the page cut between sections
into complete documents, printed by one browser a volume at a time and joined into one
PDF, so the browser never lays out more than a volume."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from scorekeep import games
from scorekeep.render import html
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
    sizes = [sum(map(len, v[1:-1])) for v in cut]
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
