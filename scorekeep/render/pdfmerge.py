"""PDFs as Chromium writes them (plain ``N 0 obj … endobj`` objects, one classic xref table,
no object streams) joined into one, a PDF at a time, straight to the output: a long
evening's sheet is printed as many volumes and handed round as one file.

Each volume's objects are renumbered after those before (a reference ``N 0 R`` is only
ever in an object's dictionary part, so stream bytes are copied untouched, by their
``/Length``); each volume's page tree becomes a kid of one new page tree, under one
catalog (the first volume's, its page tree replaced) and the first volume's ``/Info``.
"""

from __future__ import annotations

import re
from array import array
from pathlib import Path
from typing import BinaryIO

CATALOG, PAGES = 1, 2
"""The object numbers of the joined file's catalog and page tree, written last."""

_STARTXREF = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_SECTION = re.compile(rb"xref\s+(\d+)\s+(\d+)\s+")
_ENTRY = re.compile(rb"(\d{10}) (\d{5}) ([nf])")
_HEADER = re.compile(rb"(\d+)\s+(\d+)\s+obj\b\s*")
_TOKEN = re.compile(rb"\(|(?<!<)<(?!<)|\bstream\r?\n|\bendobj\b|(\d+)\s+(\d+)\s+R\b")
_LENGTH = re.compile(rb"/Length\s+(\d+)(?:\s+(\d+)\s+R\b)?")
_COUNT = re.compile(rb"/Count\s+(\d+)")
_ROOT = re.compile(rb"/Root\s+(\d+)\s+0\s+R")
_INFO = re.compile(rb"/Info\s+(\d+)\s+0\s+R")
_CATALOG_PAGES = re.compile(rb"/Pages\s+(\d+)\s+0\s+R")
_UNTAGGED = re.compile(rb"/StructTreeRoot\s+\d+\s+0\s+R\s*|/MarkInfo\s*<<[^>]*>>\s*")


class NotChromiumPdf(ValueError):
    """A file this joiner does not read (not a PDF, or not as Chromium writes one)."""


class Joined:
    """The joined PDF, written to ``out`` as volumes are :meth:`add`-ed; :meth:`finish`
    writes the catalog, the page tree and the cross-reference table."""

    def __init__(self, out: BinaryIO) -> None:
        self._out = out
        self._written = 0
        self._offsets = array("q", [0, 0, 0])
        """Where each object starts in the joined file, by its number."""
        self._kids: list[int] = []
        self.pages = 0
        self._catalog = b""
        self._info = 0

    def add(self, path: Path) -> int:
        """Copy the PDF at ``path`` (one volume: read whole, it is a few MiB) after what
        came before; its pages."""
        with path.open("rb") as handle:
            data = handle.read()
        if not data.startswith(b"%PDF"):
            raise NotChromiumPdf("not a PDF")
        where, trailer = _xref(data)
        root = _number(_ROOT, trailer)
        info = _INFO.search(trailer)
        catalog = _dictionary(data, where[root])
        tree = _number(_CATALOG_PAGES, catalog)
        first = not self._kids
        skip = {root} if first or info is None else {root, int(info.group(1))}
        order = sorted((n for n in where if n not in skip), key=where.__getitem__)
        base = len(self._offsets)
        renumbered = {old: base + index for index, old in enumerate(order)}
        if first:
            self._write(data[: min(where.values())])
            # the catalog's page tree is the joined one; a tagged PDF's structure is dropped
            self._catalog = _UNTAGGED.sub(b"", _renumber(catalog, {**renumbered, tree: PAGES}))
            self._info = renumbered[int(info.group(1))] if info is not None else 0
        for old in order:
            self._offsets.append(self._written)
            self._copy(data, where, old, renumbered, old == tree)
        pages = _number(_COUNT, _dictionary(data, where[tree]))
        self._kids.append(renumbered[tree])
        self.pages += pages
        return pages

    def _copy(
        self, data: bytes, where: dict[int, int], old: int, renumbered: dict[int, int], kid: bool
    ) -> None:
        start = where[old]
        header = _HEADER.match(data, start)
        if header is None or int(header.group(1)) != old:
            raise NotChromiumPdf(f"object {old} is not where the xref puts it")
        end, streamed = _dictionary_end(data, header.end())
        body = _renumber(data[header.end() : end], renumbered)
        if kid:
            body = body.replace(b"<<", b"<</Parent %d 0 R\n" % PAGES, 1)
        self._write(b"%d 0 obj\n" % renumbered[old] + body)
        if streamed:
            length = _stream_length(data, where, data[header.end() : end])
            close = data.find(b"endobj", end + length)
            if close < 0:
                raise NotChromiumPdf(f"object {old} has no end")
            self._write(data[end : close + 6])
        self._write(b"\n")

    def finish(self) -> int:
        """Write the catalog, the page tree, the xref table and the trailer; the pages."""
        kids = b" ".join(b"%d 0 R" % kid for kid in self._kids)
        self._offsets[CATALOG] = self._written
        self._write(b"%d 0 obj\n%s\nendobj\n" % (CATALOG, self._catalog))
        self._offsets[PAGES] = self._written
        self._write(
            b"%d 0 obj\n<</Type /Pages\n/Count %d\n/Kids [%s]>>\nendobj\n"
            % (PAGES, self.pages, kids)
        )
        start = self._written
        size = len(self._offsets)
        self._write(b"xref\n0 %d\n0000000000 65535 f \n" % size)
        for at in range(1, size, 4096):
            self._write(b"".join(b"%010d 00000 n \n" % o for o in self._offsets[at : at + 4096]))
        info = b"\n/Info %d 0 R" % self._info if self._info else b""
        self._write(
            b"trailer\n<</Size %d\n/Root %d 0 R%s>>\nstartxref\n%d\n%%%%EOF\n"
            % (size, CATALOG, info, start)
        )
        return self.pages

    def _write(self, data: bytes) -> None:
        self._out.write(data)
        self._written += len(data)


def _xref(data: bytes) -> tuple[dict[int, int], bytes]:
    """Where each object in use starts, and the trailer's dictionary."""
    found = _STARTXREF.search(data, max(len(data) - 1024, 0))
    if found is None:
        raise NotChromiumPdf("no startxref")
    at = int(found.group(1))
    where: dict[int, int] = {}
    section = _SECTION.match(data, at)
    while section is not None:
        first, count = int(section.group(1)), int(section.group(2))
        at = section.end()
        for number in range(first, first + count):
            entry = _ENTRY.match(data, at)
            if entry is None:
                raise NotChromiumPdf("a broken xref table")
            if entry.group(3) == b"n":
                where[number] = int(entry.group(1))
            at = data.find(b"\n", entry.end()) + 1
        section = _SECTION.match(data, at)
    if not data.startswith(b"trailer", at) or not where:
        raise NotChromiumPdf("no classic xref table")
    return where, data[at : found.start()]


def _number(pattern: re.Pattern[bytes], text: bytes) -> int:
    found = pattern.search(text)
    if found is None:
        raise NotChromiumPdf(f"no {pattern.pattern[:12]!r}")
    return int(found.group(1))


def _dictionary(data: bytes, start: int) -> bytes:
    header = _HEADER.match(data, start)
    if header is None:
        raise NotChromiumPdf("an object is not where the xref puts it")
    return data[header.end() : _dictionary_end(data, header.end())[0]]


def _dictionary_end(data: bytes, start: int) -> tuple[int, bool]:
    """Where the object's dictionary part ends (after ``stream`` and its end of line, or
    at ``endobj``), and whether a stream follows; strings are passed over whole."""
    at = start
    while True:
        token = _TOKEN.search(data, at)
        if token is None:
            raise NotChromiumPdf("an object without endobj")
        kind = token.group(0)
        if kind == b"(":
            at = _string_end(data, token.end())
        elif kind == b"<":
            at = data.index(b">", token.end()) + 1
        elif kind.startswith(b"stream"):
            return token.end(), True
        elif kind == b"endobj":
            return token.start(), False
        else:
            at = token.end()


def _string_end(data: bytes, at: int) -> int:
    """Just after the literal string whose ``(`` ends at ``at`` (nested parentheses and
    escapes as PDF has them)."""
    depth = 1
    while depth:
        if at >= len(data):
            raise NotChromiumPdf("a string without its end")
        char = data[at]
        if char == 0x5C:  # backslash: the next byte is taken as it is
            at += 1
        elif char == 0x28:
            depth += 1
        elif char == 0x29:
            depth -= 1
        at += 1
    return at


def _renumber(part: bytes, renumbered: dict[int, int]) -> bytes:
    """The dictionary part with every reference renumbered, strings left as they are."""
    out: list[bytes] = []
    at = kept = 0
    while True:
        token = _TOKEN.search(part, at)
        if token is None:
            break
        kind = token.group(0)
        if kind == b"(":
            at = _string_end(part, token.end())
        elif kind == b"<":
            at = part.index(b">", token.end()) + 1
        elif token.group(1) is not None:
            out += [part[kept : token.start()], b"%d 0 R" % _renumbered(renumbered, token)]
            at = kept = token.end()
        else:
            at = token.end()
    out.append(part[kept:])
    return b"".join(out)


def _renumbered(renumbered: dict[int, int], reference: re.Match[bytes]) -> int:
    old = int(reference.group(1))
    try:
        return renumbered[old]
    except KeyError:
        raise NotChromiumPdf(f"a reference to object {old}, which is not there") from None


def _stream_length(data: bytes, where: dict[int, int], part: bytes) -> int:
    found = _LENGTH.search(part)
    if found is None:
        raise NotChromiumPdf("a stream without /Length")
    if found.group(2) is None:
        return int(found.group(1))
    held = _HEADER.match(data, where[int(found.group(1))])
    if held is None:
        raise NotChromiumPdf("a /Length that is not there")
    return int(data[held.end() : data.index(b"endobj", held.end())].strip())
