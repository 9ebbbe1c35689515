"""Sheets written as they are made: the pieces of a long evening's sheet go out a rubber or
game at a time, and joined they are the sheet the whole-string renderer gave."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scorekeep
from scorekeep import games
from scorekeep.app.session import open_session
from scorekeep.app.sheets import sheet_of, sheet_stream, sheet_text
from scorekeep.files.home import Home
from scorekeep.render import html, pdf
from scorekeep.render import sheets as rendered
from scorekeep.render.html import page
from scorekeep.render.report import game_sheets, reopened_line
from scorekeep.render.sheets import with_evening, with_scorer
from scorekeep.render.text import game_heading

AT = 'at = "2026-11-30T20:00:00+01:00"\n'
DEALS = {
    "bridge": [
        'contract = "4S"\nby = "N"\ntricks = 10\n',
        'contract = "3NT"\nby = "E"\ntricks = 9\n',
        'contract = "2H"\nby = "S"\ntricks = 7\n',
        'contract = "pass"\n',
        'contract = "5D"\nby = "W"\ntricks = 11\n',
        'contract = "3NTX"\nby = "N"\ntricks = 8\n',
        'contract = "6S"\nby = "N"\ntricks = 12\nhonors = "NS:100"\n',
    ],
    "derda": [
        'bidder = "Bartek"\ntrump = "H"\ncards = { Ania = 48, Bartek = 74 }\n',
        'bidder = "Ania"\ntrump = "C"\ncards = { Ania = 70, Bartek = 52 }\n',
    ],
}
FORMATS = ("text", "markdown", "csv", "json", "html")


def evening(game: str, deals: list[int], voids: set[int], scorer: str) -> str:
    """The bundled example's header, then ``deals`` (indices into the game's pool), some
    of them voided just after they were played."""
    examples = Path(scorekeep.__file__).parent / "examples"
    text = (examples / f"{game}.toml").read_text(encoding="utf-8")
    head = text[: text.index("[[hands]]")].rstrip("\n") + "\n"
    if scorer:
        head = head.replace("format = 1\n", f'format = 1\nscorer = "{scorer}"\n', 1)
    blocks = []
    for n, deal in enumerate(deals, 1):
        blocks.append(f"\n[[hands]]\nn = {n}\n{AT}{DEALS[game][deal]}")
        if n in voids:
            blocks.append(f'\n[[hands]]\nvoid = {n}\nreason = "misdeal"\n{AT}')
    return head + "".join(blocks)


def opened_sheet(tmp_path: Path, game: str, text: str, printed: bool) -> dict[str, Any]:
    home = tmp_path / "home"
    (home / "sessions").mkdir(parents=True, exist_ok=True)
    (home / "sessions" / "fri.toml").write_text(text, encoding="utf-8")
    opened = open_session(Home(home), "fri")
    return sheet_of(opened, opened.replay(), printed)


def whole_sheet(data: dict[str, Any], fmt: str) -> str:
    """The sheet as the renderer built it before it streamed: every part made into one
    list of whole strings, then joined and trimmed as one string."""
    own, printed = games.text_sheet(str(data["game"])), games.printed_sheet
    data = {**data, "hands": list(data["hands"])}
    if fmt == "html":
        parts = list(game_sheets(data))
        if len(parts) == 1:
            body = html.sheet_section(data, printed)
        else:
            body = "".join(
                html.sheet_section(p, printed).replace(
                    ">",
                    '><h2 class="evening-game">'
                    + page.escaped(game_heading(p["evening"]))
                    + "</h2>",
                    1,
                )
                for p in parts
            ) + html.evening_section(data)
        head = "".join(html.document_pieces([data], printed))
        return head[: head.index("<body>") + len("<body>")] + body + "</body></html>\n"
    parts = list(game_sheets(data)) if fmt in ("text", "markdown") else [data]
    if len(parts) == 1:
        sheet = rendered._sheet_body(data, fmt, own, printed)
    else:
        mark = "## " if fmt == "markdown" else ""
        sheet = "\n\n".join(
            f"{mark}{game_heading(p['evening'])}\n\n"
            f"{rendered._sheet_body(p, fmt, own, printed).rstrip()}"
            for p in parts
        ) + ("\n" if fmt == "markdown" else "")
    if fmt in ("text", "markdown") and data.get("reopened"):
        sheet = sheet.rstrip("\n") + "\n\n" + "\n".join(map(reopened_line, data["reopened"]))
    return with_scorer(with_evening(sheet, data, fmt), data, fmt)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    game=st.sampled_from(sorted(DEALS)),
    deals=st.lists(st.integers(0, 6), min_size=0, max_size=40),
    voids=st.sets(st.integers(1, 40), max_size=4),
    scorer=st.sampled_from(["", "Ania"]),
    fmt=st.sampled_from(FORMATS),
)
def test_a_streamed_sheet_is_the_whole_sheet(
    tmp_path: Path, game: str, deals: list[int], voids: set[int], scorer: str, fmt: str
) -> None:
    deals = [d % len(DEALS[game]) for d in deals]
    voids = {v for v in voids if v <= len(deals)}
    data = opened_sheet(tmp_path, game, evening(game, deals, voids, scorer), fmt == "html")
    pieces = list(sheet_stream([data], fmt))
    assert "".join(pieces) == whole_sheet(data, fmt) == sheet_text([data], fmt)


def test_a_long_evening_goes_out_before_its_last_rubber_is_made(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    cli.home.joinpath("sessions").mkdir(parents=True)
    cli.journal("fri").write_text(evening("bridge", [0, 1] * 60, set(), ""), encoding="utf-8")
    made: list[int] = []
    seen: list[int] = []
    section = html.sheet_section

    def counted(*args: Any, **kwargs: Any) -> str:
        made.append(1)
        return section(*args, **kwargs)

    import typer

    echo = typer.echo

    def watched(message: Any = None, *args: Any, **kwargs: Any) -> None:
        if kwargs.get("file") is not None and not kwargs.get("err"):
            seen.append(len(made))
        echo(message, *args, **kwargs)

    monkeypatch.setattr(html, "sheet_section", counted)
    monkeypatch.setattr(typer, "echo", watched)
    out = cli("sheet", "-s", "fri", "--format", "html").stdout
    rubbers = out.count('<section class="sheet game-')
    assert rubbers > 10 and len(made) == rubbers
    assert seen[0] < rubbers and len(seen) > rubbers  # the first rubber out before the last


def test_a_sheet_file_is_written_as_it_is_made(cli: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeep.files import atomic

    cli.home.joinpath("sessions").mkdir(parents=True)
    cli.journal("fri").write_text(evening("derda", [0, 1] * 40, {3}, "Ania"), encoding="utf-8")
    expected = cli("sheet", "-s", "fri").stdout
    writes: list[int] = []
    write_all = atomic._write_all

    def counted(fd: int, data: bytes) -> None:
        writes.append(len(data))
        write_all(fd, data)

    monkeypatch.setattr(atomic, "_write_all", counted)
    target = cli.home.parent / "fri.txt"
    cli("sheet", "-s", "fri", "-o", str(target))
    assert target.read_text(encoding="utf-8") == expected
    assert len(writes) > 5 and max(writes) < len(expected.encode()) / 3


def test_the_pdf_page_is_written_piece_by_piece(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sizes: list[int] = []
    printed: list[str] = []

    def pieces() -> Any:
        for n in range(50):
            yield f"<p>hand {n}</p>\n"
            sizes.append(n)

    def browser(_browser: str, sheet: Path, args: Any, *, timeout: int) -> Any:
        printed.append(sheet.read_text(encoding="utf-8"))
        target = Path(next(a for a in args if a.startswith("--print-to-pdf="))[15:])
        target.write_bytes(b"%PDF-1.4 /Type /Font /Type /Page")
        return None

    monkeypatch.setattr(pdf, "run_headless", browser)
    assert pdf.write_pdf(pieces(), tmp_path / "fri.pdf", "chromium") == 1
    assert printed == ["".join(f"<p>hand {n}</p>\n" for n in range(50))]
    assert len(sizes) == 50
