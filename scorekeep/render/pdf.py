"""Print the HTML scoresheet to PDF with a headless Chromium (or Chrome), no driver and no
download: a page with the browser's own ``--print-to-pdf``, a long evening's volumes with
one browser driven over its DevTools pipe (:mod:`scorekeep.render.devtools`), their PDFs
joined into one (:mod:`scorekeep.render.pdfmerge`).

This is the one place that runs a browser: find it (``SCOREKEEP_BROWSER`` or PATH), give it
a fresh profile in a temporary folder and the flags that keep it off the network, and read
back what it wrote.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from scorekeep.core.errors import NotFound, Rejected
from scorekeep.i18n import _

ENV = "SCOREKEEP_BROWSER"
NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-default-apps",
    "--mute-audio",
    "--hide-scrollbars",
)
TIMEOUT = 120
A4_POINTS = (595.28, 841.89)


def find_browser(env: Mapping[str, str] | None = None) -> str | None:
    """The browser to print with: ``SCOREKEEP_BROWSER`` if set, else the first on PATH."""
    env = os.environ if env is None else env
    chosen = env.get(ENV, "").strip()
    if chosen:
        path = shutil.which(chosen)
        if path is None:
            raise NotFound(
                _(
                    "{setting} is not an executable browser; point it at "
                    "chromium or chrome, or unset it to search PATH"
                ).format(setting=f"{ENV}={chosen}")
            )
        return path
    for name in NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def require_browser(env: Mapping[str, str] | None = None) -> str:
    browser = find_browser(env)
    if browser is None:
        raise NotFound(
            _(
                "--format pdf needs a headless Chromium or Chrome: install one (Debian/Ubuntu: "
                "apt-get install chromium) or set SCOREKEEP_BROWSER=/path/to/browser; or write "
                "the page with --format html -o sheet.html and print it from any browser"
            )
        )
    return browser


def run_headless(
    browser: str, page: Path, args: Sequence[str], *, timeout: int = TIMEOUT
) -> subprocess.CompletedProcess[str]:
    """Open ``page`` in the headless browser with a throw-away profile."""
    with tempfile.TemporaryDirectory(prefix="scorekeep-browser-") as profile:
        command = [browser, *FLAGS, f"--user-data-dir={profile}", *args, page.as_uri()]
        try:
            return subprocess.run(
                command,
                capture_output=True,
                text=True,
                timeout=timeout,
                check=False,
                stdin=subprocess.DEVNULL,
            )
        except subprocess.TimeoutExpired:
            raise Rejected(
                _("the browser ({browser}) did not finish within {timeout} s").format(
                    browser=browser, timeout=timeout
                )
            ) from None
        except OSError as error:
            raise Rejected(
                _("cannot run the browser {browser}: {problem}").format(
                    browser=browser, problem=error.strerror or error
                )
            ) from None


def _failure(browser: str, result: subprocess.CompletedProcess[str]) -> Rejected:
    lines = [
        line for line in result.stderr.splitlines() if line.strip() and "dbus" not in line.lower()
    ]
    last = lines[-1].strip() if lines else _("exit status {code}").format(code=result.returncode)
    return Rejected(
        _("the browser ({browser}) could not print the sheet: {problem}").format(
            browser=browser, problem=last
        )
    )


def html_to_pdf(html: str | Iterable[str], browser: str, *, timeout: int = TIMEOUT) -> bytes:
    """The page printed by the browser, as PDF bytes (A4 from the page's own @page rule).
    The page may come in pieces: its file is written as they come, never held whole."""
    with tempfile.TemporaryDirectory(prefix="scorekeep-print-") as work:
        target = Path(work) / "sheet.pdf"
        _print_to(html, browser, target, Path(work), timeout)
        return target.read_bytes()


def print_time(page_size: int, least: int = TIMEOUT) -> int:
    """How long the browser may take to print a page of ``page_size`` characters: two
    minutes, and a second more for every 25 K characters (a long evening's sheet runs to
    thousands of pages)."""
    return least + page_size // PRINT_RATE


PRINT_RATE = 25 * 1024
"""Characters of page the browser is given one more second for."""


def _print_to(
    html: str | Iterable[str], browser: str, target: Path, work: Path, timeout: int
) -> int:
    """Print the page (written into ``work`` as it comes) to ``target``; its pages. The
    PDF is checked a piece at a time, never read whole: a long evening's PDF is large."""
    page = work / "sheet.html"
    written = 0
    with page.open("w", encoding="utf-8") as handle:
        for piece in (html,) if isinstance(html, str) else html:
            handle.write(piece)
            written += len(piece)
    result = run_headless(
        browser,
        page,
        ["--no-pdf-header-footer", "--print-to-pdf-no-header", f"--print-to-pdf={target}"],
        timeout=max(timeout, print_time(written, timeout)),
    )
    if not target.is_file() or target.stat().st_size == 0:
        raise _failure(browser, result)
    head, pages, fonts = _scanned(target)
    _check(browser, head, fonts)
    return pages


def _not_a_pdf(browser: str) -> Rejected:
    return Rejected(
        _("the browser ({browser}) wrote something that is not a PDF").format(browser=browser)
    )


def _check(browser: str, head: bytes, fonts: bool) -> None:
    """Refuse a print that is not a PDF, or one without any text (no fonts here)."""
    if not head.startswith(b"%PDF"):
        raise _not_a_pdf(browser)
    if not fonts:
        raise Rejected(
            _(
                "the browser ({browser}) printed the sheet without any text: this "
                "machine has no fonts (Debian/Ubuntu: apt-get install fonts-dejavu-core)"
            ).format(browser=browser)
        )


SCAN_PIECE = 1 << 20
SCAN_KEEP = 256
"""Bytes carried from one piece to the next: longer than any tag the scan looks for."""


def _scanned(path: Path) -> tuple[bytes, int, bool]:
    """The file's first bytes, its pages and whether it has a font, read a piece at a
    time (a tag counts in the piece where it starts)."""
    pages, fonts, carry, head = 0, False, b"", b""
    with path.open("rb") as handle:
        while True:
            piece = handle.read(SCAN_PIECE)
            buffer = carry + piece
            if len(head) < 8:
                head = (head + piece)[:8]
            cut = len(buffer) if not piece else max(len(buffer) - SCAN_KEEP, 0)
            pages += sum(1 for found in PAGE.finditer(buffer) if found.start() < cut)
            fonts = fonts or any(found.start() < cut for found in FONT.finditer(buffer))
            if not piece:
                return head, pages, fonts
            carry = buffer[cut:]


def write_pdf(html: str | Iterable[str], output: Path, browser: str | None = None) -> int:
    """Print ``html`` (whole or in pieces) to ``output`` (replaced atomically); returns the
    number of pages. The browser writes beside ``output``, so the PDF is never copied."""
    chosen = browser or require_browser()
    return _replaced(output, lambda tmp, work: _print_to(html, chosen, tmp, work, TIMEOUT))


def write_volumes(
    volumes: Iterable[Sequence[str]], output: Path, browser: str | None = None
) -> int:
    """Print a page that comes as volumes (complete documents, in order) to ``output``
    (replaced atomically) as one PDF; its pages. One volume prints as :func:`write_pdf`
    prints a page; more are printed by one browser, a volume at a time, each PDF joined
    to the output as it comes, so neither the browser nor this process ever holds more
    than a volume."""
    browser = browser or require_browser()
    volumes = iter(volumes)
    first = next(volumes, None)
    second = next(volumes, None)
    if first is None or second is None:
        return write_pdf(first or "", output, browser)
    from itertools import chain

    return _replaced(
        output, lambda tmp, work: _joined(chain((first, second), volumes), browser, tmp, work)
    )


def _replaced(output: Path, make: Callable[[Path, Path], int]) -> int:
    """Make ``output`` by writing a temporary file beside it (``make`` is given it and a
    work folder), then put it in place; nothing is left if ``make`` fails."""
    output.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{output.name}.", suffix=".tmp", dir=output.parent)
    os.close(fd)
    mask = os.umask(0)
    os.umask(mask)
    try:
        with tempfile.TemporaryDirectory(prefix="scorekeep-print-") as work:
            pages = make(Path(tmp), Path(work))
        os.chmod(tmp, 0o666 & ~mask)  # a sheet to hand round, not a private temp file
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(tmp, output)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return pages


def _joined(volumes: Iterable[Sequence[str]], browser: str, target: Path, work: Path) -> int:
    """Print each volume with one browser and join the PDFs into ``target``; its pages,
    checked as :func:`write_pdf` checks a printed page."""
    from scorekeep.render.devtools import Printer
    from scorekeep.render.pdfmerge import Joined, NotChromiumPdf

    page, printed = work / "volume.html", work / "volume.pdf"
    with (
        tempfile.TemporaryDirectory(prefix="scorekeep-browser-") as profile,
        (work / "browser.log").open("w+b") as log,
        Printer(browser, FLAGS, Path(profile), log) as printer,
        target.open("wb") as out,
    ):
        joined = Joined(out)
        for volume in volumes:
            with page.open("w", encoding="utf-8") as handle:
                written = sum(handle.write(piece) for piece in volume)
            printer.allow(print_time(written, TIMEOUT))
            printer.print_page(page, printed)
            try:
                joined.add(printed)
            except NotChromiumPdf:
                raise _not_a_pdf(browser) from None
        joined.finish()
    head, pages, fonts = _scanned(target)
    _check(browser, head, fonts)
    return pages


def dump_dom(html: str, browser: str, *, timeout: int = TIMEOUT) -> str:
    """The DOM after the browser has loaded and laid out the page (scripts run)."""
    with tempfile.TemporaryDirectory(prefix="scorekeep-dom-") as work:
        page = Path(work) / "sheet.html"
        page.write_text(html, encoding="utf-8")
        result = run_headless(
            browser, page, ["--dump-dom", "--window-size=794,1123"], timeout=timeout
        )
    if result.returncode != 0 or "<html" not in result.stdout:
        raise _failure(browser, result)
    return result.stdout


def screenshot(
    html: str, browser: str, size: tuple[int, int] = (794, 1123), *, timeout: int = TIMEOUT
) -> bytes:
    """A PNG of the first screenful at A4 proportions (96 dpi: 794 × 1123 px)."""
    with tempfile.TemporaryDirectory(prefix="scorekeep-shot-") as work:
        page = Path(work) / "sheet.html"
        page.write_text(html, encoding="utf-8")
        target = Path(work) / "sheet.png"
        result = run_headless(
            browser,
            page,
            [f"--screenshot={target}", f"--window-size={size[0]},{size[1]}"],
            timeout=timeout,
        )
        if not target.is_file():
            raise _failure(browser, result)
        return target.read_bytes()


FONT = re.compile(rb"/Type\s*/Font\b")
PAGE = re.compile(rb"/Type\s*/Page(?![s\w])")
MEDIABOX = re.compile(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]")


def page_count(pdf: bytes) -> int:
    """Pages of a PDF as Chromium writes it (page objects are plain, not in object streams)."""
    return len(PAGE.findall(pdf))


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    """Width and height in points of each page's MediaBox."""
    return [(float(c) - float(a), float(d) - float(b)) for a, b, c, d in MEDIABOX.findall(pdf)]
