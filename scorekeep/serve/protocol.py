"""The live board's connections: uvicorn's h11 protocol with a deadline for each request
(its head and its body), a cap on the connections one address may hold and on all of them,
and the security headers on the answers the protocol writes itself.

Someone on the club's network who opens connections and sends a request a byte at a time
would otherwise hold every file descriptor the server has, and no phone would get the board.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import ClassVar

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from scorekeep.serve.app import SECURITY_HEADERS

DEADLINE_SECONDS = 10.0
"""A request's head and body arrive within this long of its first byte (or of the
connection), or the connection is closed."""
PER_CLIENT = 32
"""Connections one address may hold at once: a phone's browser opens a handful per board."""
RESERVED_FILES = 64
"""File descriptors kept back from connections for the journals, the event loop and the log."""
ACCEPT_BATCH = 8
"""Connections the event loop accepts in one go (it accepts as many as its backlog allows).
A connection accepted is admitted or refused one turn of the loop later and closed one turn
after that, so about three batches are open beyond those admitted: with 8, a flood never
takes the descriptors kept back for the journals and the streams already open."""
LISTEN_QUEUE = 128
"""Connections the kernel holds for the board until they are accepted."""
LOG_EVERY_SECONDS = 60.0
"""The same log line is written at most once in this long, so a flood is one line."""

log = logging.getLogger("scorekeep.serve")

COMPLETE = (h11.DONE, h11.MUST_CLOSE, h11.CLOSED, h11.ERROR)
"""The states of the client's side once its request has arrived whole (or never will)."""


def answer(status: int, reason: str, text: str = "", *headers: bytes) -> bytes:
    """A whole plain-text answer that closes the connection, with the security headers."""
    body = text.encode("utf-8")
    lines = [
        f"HTTP/1.1 {status} {reason}".encode("ascii"),
        b"content-type: text/plain; charset=utf-8",
        b"connection: close",
        b"content-length: %d" % len(body),
        *headers,
        *(name + b": " + value for name, value in SECURITY_HEADERS),
    ]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


class Doors:
    """What the connections of one server share: the deadline, the caps, and how many
    connections each address holds now."""

    def __init__(self, deadline: float, per_client: int, most: int, busy: str) -> None:
        self.deadline = deadline
        self.per_client = per_client
        self.most = most
        self.busy = busy
        self.open: dict[str, int] = {}
        self.total = 0

    def admit(self, address: str) -> bool:
        if self.total >= self.most or self.open.get(address, 0) >= self.per_client:
            return False
        self.open[address] = self.open.get(address, 0) + 1
        self.total += 1
        return True

    def leave(self, address: str) -> None:
        left = self.open.get(address, 0) - 1
        if left > 0:
            self.open[address] = left
        else:
            self.open.pop(address, None)
        self.total -= 1


class Door(H11Protocol):
    """One connection: admitted under the caps, closed when its request is too slow, and
    a request it cannot read answered 400 with the security headers (and never a second
    answer over it)."""

    doors: ClassVar[Doors]

    address = ""
    admitted = False
    deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.address = self.client[0] if self.client else ""
        self.admitted = self.doors.admit(self.address)
        if not self.admitted:
            log.warning("%s: too many connections; closing the newest", self.address)
            transport.write(answer(503, "Service Unavailable", self.doors.busy + "\n"))
            transport.close()
            return
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self.admitted:
            self.admitted = False
            self.doors.leave(self.address)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.deadline is None and self.conn.their_state is h11.IDLE:
            self._arm()  # the first bytes of the next request on a kept-alive connection
        super().data_received(data)
        if self.conn.their_state in COMPLETE:
            self._disarm()

    def _arm(self) -> None:
        self._disarm()
        self.deadline = self.loop.call_later(self.doors.deadline, self._too_slow)

    def _disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _too_slow(self) -> None:
        self.deadline = None
        if self.transport.is_closing() or self.conn.their_state in COMPLETE:
            return
        log.warning("%s: a request not sent in time; closing it", self.address)
        self._close_with(answer(408, "Request Timeout"))

    def _close_with(self, written: bytes) -> None:
        """Answer (unless an answer has begun) and close; the application's own answer to
        this request, if it comes, goes nowhere."""
        if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):
            self.transport.write(written)
        if self.cycle is not None:
            self.cycle.disconnected = True
            self.cycle.message_event.set()
        self.transport.close()

    def send_400_response(self, msg: str) -> None:
        self._close_with(answer(400, "Bad Request", msg))


class OnceAMinute(logging.Filter):
    """Let the same line through at most once every :data:`LOG_EVERY_SECONDS`."""

    def __init__(self) -> None:
        super().__init__()
        self.last: dict[str, float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        said = record.getMessage()
        if now - self.last.get(said, -LOG_EVERY_SECONDS) < LOG_EVERY_SECONDS:
            return False
        if len(self.last) > 1024:
            self.last = {k: t for k, t in self.last.items() if now - t < LOG_EVERY_SECONDS}
        self.last[said] = now
        return True


class OneLine(logging.Formatter):
    """A log record as one line: the time, the message, and an error's kind and words,
    never its traceback."""

    def format(self, record: logging.LogRecord) -> str:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            text += f" ({type(error).__name__}: {error})"
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(record.created))
        return f"{when} serve: " + " ".join(text.split())


def protocol(doors: Doors) -> type[Door]:
    """The protocol class for uvicorn's ``http`` setting, sharing ``doors``."""
    return type("Door", (Door,), {"doors": doors})
