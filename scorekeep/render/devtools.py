"""One headless browser printing many pages, driven over ``--remote-debugging-pipe``: the
DevTools protocol's JSON messages, each ended by a NUL byte, on the browser's file
descriptors 3 (it reads) and 4 (it writes). No websocket and no port: nothing but this
process can drive it.

Each page is opened in a tab of its own and the tab closed once its PDF is read, so the
memory the browser laid the page out in is let go before the next. Every wait has a
deadline; a browser past it, or one that stops answering, is killed with every process it
started, never waited on.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import signal
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from scorekeep.core.errors import Rejected
from scorekeep.i18n import _

READ_PIECE = 1 << 20
"""Bytes of PDF asked of the browser at a time."""
TAIL = 1 << 16
"""Bytes of the browser's messages read back for the last thing it said."""
GRACE = 5
"""Seconds a browser asked to close is given before it is killed."""


class Printer:
    """A headless browser started with a throw-away ``profile`` and ``flags``, printing a
    page at a time to PDF files. Use it as a context manager: on leaving, the browser and
    everything it started are gone."""

    def __init__(self, browser: str, flags: Sequence[str], profile: Path, log: IO[bytes]):
        self.browser = browser
        self._log = log
        self._buffer = b""
        self._last = 0
        self.deadline = time.monotonic()
        self.timeout = 0
        ours_read, theirs_write = os.pipe()
        theirs_read, ours_write = os.pipe()
        # above 4, so that placing them at 3 and 4 in the browser overwrites neither
        low = (theirs_read, theirs_write)
        theirs = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in low]
        for fd in low:
            os.close(fd)
        self._reads, self._writes = ours_read, ours_write
        command = [browser, *flags, f"--user-data-dir={profile}", "--remote-debugging-pipe"]
        try:
            self._process = subprocess.Popen(
                [*command, "about:blank"],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=log,
                close_fds=False,  # every other descriptor is close-on-exec (PEP 446)
                preexec_fn=lambda: _placed(theirs),
                start_new_session=True,  # its own group, killed whole
            )
        except OSError as error:
            for fd in (*theirs, ours_read, ours_write):
                os.close(fd)
            raise Rejected(
                _("cannot run the browser {browser}: {problem}").format(
                    browser=browser, problem=error.strerror or error
                )
            ) from None
        for fd in theirs:
            os.close(fd)

    def __enter__(self) -> Printer:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def allow(self, seconds: int) -> None:
        """From now on, the browser has ``seconds`` to finish what it is asked."""
        self.timeout = seconds
        self.deadline = time.monotonic() + seconds

    def print_page(self, page: Path, target: Path) -> None:
        """Print the HTML file ``page`` to the PDF file ``target`` (A4 from the page's own
        ``@page`` rule, its backgrounds, no header or footer), read a piece at a time."""
        tab = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": tab, "flatten": True})[
            "sessionId"
        ]
        self.call("Page.enable", session=session)
        opened = self.call("Page.navigate", {"url": page.as_uri()}, session)
        if opened.get("errorText"):
            raise self.failure(str(opened["errorText"]))
        self._event("Page.loadEventFired", session)
        stream = self.call(
            "Page.printToPDF",
            {
                "transferMode": "ReturnAsStream",
                "preferCSSPageSize": True,
                "printBackground": True,
                "displayHeaderFooter": False,
                "generateTaggedPDF": False,
            },
            session,
        )["stream"]
        with target.open("wb") as handle:
            while True:
                piece = self.call("IO.read", {"handle": stream, "size": READ_PIECE}, session)
                data = piece.get("data", "")
                handle.write(
                    base64.b64decode(data) if piece.get("base64Encoded") else data.encode()
                )
                if piece.get("eof") or not data:
                    break
        self.call("IO.close", {"handle": stream}, session)
        self.call("Target.closeTarget", {"targetId": tab})

    def call(
        self, method: str, params: dict[str, Any] | None = None, session: str | None = None
    ) -> dict[str, Any]:
        """Send one command and wait for its answer (events that come first are passed over)."""
        self._last += 1
        message: dict[str, Any] = {"id": self._last, "method": method, "params": params or {}}
        if session is not None:
            message["sessionId"] = session
        self._send(json.dumps(message).encode() + b"\0")
        while True:
            answer = self._receive()
            if answer.get("id") == self._last:
                if "error" in answer:
                    raise self.failure(str(answer["error"].get("message", answer["error"])))
                result: dict[str, Any] = answer.get("result", {})
                return result

    def _event(self, name: str, session: str) -> None:
        while True:
            message = self._receive()
            if message.get("method") == name and message.get("sessionId") == session:
                return

    def _send(self, data: bytes) -> None:
        try:
            while data:
                data = data[os.write(self._writes, data) :]
        except OSError:
            raise self.failure(None) from None

    def _receive(self) -> dict[str, Any]:
        """The next message; its pieces are gathered and joined once (a PDF's piece comes
        as a megabyte and more of base64, in many reads)."""
        gathered = [self._buffer]
        while b"\0" not in gathered[-1]:
            left = self.deadline - time.monotonic()
            ready = select.select([self._reads], [], [], max(left, 0))[0] if left > 0 else []
            if not ready:
                self.kill()
                raise Rejected(
                    _("the browser ({browser}) did not finish within {timeout} s").format(
                        browser=self.browser, timeout=self.timeout
                    )
                )
            piece = os.read(self._reads, READ_PIECE)
            if not piece:
                raise self.failure(None)
            gathered.append(piece)
        message, _sep, self._buffer = b"".join(gathered).partition(b"\0")
        try:
            found: dict[str, Any] = json.loads(message)
        except ValueError:
            raise self.failure(None) from None  # not the DevTools protocol: killed, its last words
        return found

    def failure(self, problem: str | None) -> Rejected:
        """The browser stopped or refused: the last thing it said, or its exit status."""
        if problem is None:
            self.kill()
            problem = _last_words(self._log) or _("exit status {code}").format(
                code=self._process.returncode
            )
        return Rejected(
            _("the browser ({browser}) could not print the sheet: {problem}").format(
                browser=self.browser, problem=problem
            )
        )

    def close(self) -> None:
        """Ask the browser to close, then kill whatever of it is left."""
        if self._process.poll() is None:
            try:
                os.write(self._writes, b'{"id":0,"method":"Browser.close"}\0')
                self._process.wait(GRACE)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self.kill()
        for fd in (self._reads, self._writes):
            with contextlib.suppress(OSError):
                os.close(fd)
        self._reads = self._writes = -1

    def kill(self) -> None:
        """Kill the browser's process group (its renderers and helpers) and reap it."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._process.pid, signal.SIGKILL)
        self._process.wait()


def _placed(fds: Sequence[int]) -> None:
    """In the browser's process before it starts: its ends of the pipes at 3 and 4."""
    os.dup2(fds[0], 3)
    os.dup2(fds[1], 4)


def _last_words(log: IO[bytes]) -> str:
    log.flush()
    log.seek(max(log.seek(0, os.SEEK_END) - TAIL, 0))
    lines = [
        line.strip()
        for line in log.read().decode("utf-8", "replace").splitlines()
        if line.strip() and "dbus" not in line.lower()
    ]
    return lines[-1] if lines else ""
