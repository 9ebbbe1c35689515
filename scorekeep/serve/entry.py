"""Who may write from a phone (``serve --entry``), and the post that enters a hand.

The writers' address carries a token of its own, separate from the read token of ``--lan``:
opening it swaps the token for an ``HttpOnly; SameSite=Strict`` cookie and sends the
browser on to the board, so the token leaves the address bar. Every post must bring that
cookie, an ``Origin`` equal to the server's own, and the form token the page was given with
the form; a body over :data:`LARGEST_BODY` is refused, and a burst of posts from one address
is slowed without holding up the others. The tokens are kept in memory only: a server
started again hands out new ones.
"""

from __future__ import annotations

import collections
import secrets
import time

from scorekeep.core.record import NamedTuple

COOKIE = "scorekeep_writer"
LARGEST_BODY = 4096
FORM_SECONDS = 12 * 3600.0
"""A form token older than this is stale (an evening is shorter)."""
BURST = 12
"""Posts one address may send at once; then one more every :data:`REFILL_SECONDS`."""
REFILL_SECONDS = 0.5
KEPT_FORMS = 4096
KEPT_WRITERS = 256


class Form(NamedTuple):
    cookie: str
    issued: float


class Writers:
    """The write capability: its token, the cookies it was exchanged for, the form tokens
    handed out with the pages, and each address's post allowance."""

    def __init__(self, token: str | None = None) -> None:
        self.token = token or secrets.token_urlsafe(16)
        self.cookies: collections.OrderedDict[str, float] = collections.OrderedDict()
        self.forms: collections.OrderedDict[str, Form] = collections.OrderedDict()
        self.allowance: dict[str, tuple[float, float]] = {}

    def exchange(self, given: str) -> str | None:
        """A new writer's cookie for the write token, or None for a wrong token."""
        if not secrets.compare_digest(given.encode(), self.token.encode()):
            return None
        cookie = secrets.token_urlsafe(24)
        self.cookies[cookie] = time.monotonic()
        while len(self.cookies) > KEPT_WRITERS:
            self.cookies.popitem(last=False)
        return cookie

    def writer(self, cookie_header: str) -> str | None:
        """The writer's cookie in a ``Cookie`` header, when it is one this server gave."""
        for part in cookie_header.split(";"):
            name, _eq, value = part.strip().partition("=")
            if name == COOKIE and value in self.cookies:
                return value
        return None

    def form_token(self, cookie: str) -> str:
        token = secrets.token_urlsafe(18)
        self.forms[token] = Form(cookie, time.monotonic())
        while len(self.forms) > KEPT_FORMS:
            self.forms.popitem(last=False)
        return token

    def form_ok(self, token: str, cookie: str) -> bool:
        form = self.forms.get(token)
        if form is None or not secrets.compare_digest(form.cookie.encode(), cookie.encode()):
            return False
        return time.monotonic() - form.issued < FORM_SECONDS

    def allow(self, address: str) -> bool:
        """Whether ``address`` may post now (a bucket of :data:`BURST` posts that refills)."""
        now = time.monotonic()
        left, since = self.allowance.get(address, (float(BURST), now))
        left = min(float(BURST), left + (now - since) / REFILL_SECONDS)
        if left < 1.0:
            self.allowance[address] = (left, now)
            return False
        self.allowance[address] = (left - 1.0, now)
        if len(self.allowance) > 4096:
            self.allowance.clear()
        return True
