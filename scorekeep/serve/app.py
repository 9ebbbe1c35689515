"""The live board's ASGI application: pages and their Server-Sent Events, and with
``--entry`` the post that records a hand.

A request's path is only ever a key into the pages the watcher drew (``/``, ``/s/NAME``):
nothing from it reaches the file system. In front of the routes a guard answers what the
page server must refuse: methods other than GET and HEAD (and POST to a board's entry with
``--entry``), a ``Host`` that is not this server (DNS rebinding), a missing token on the
network, too many event streams. Every answer carries the security headers; what goes
wrong answering is one log line (and a 500), never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import secrets
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import PlainTextResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scorekeep.serve.board import FORM_TOKEN, SCRIPT, stylesheet
from scorekeep.serve.entry import COOKIE, LARGEST_BODY, Writers
from scorekeep.serve.watch import Watcher

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.app.entry import Ledger
    from scorekeep.serve.club import Club

POLL_SECONDS = 0.25
HEARTBEAT_SECONDS = 15.0
STREAM_SECONDS = 600.0
"""An event stream ends after this long and the browser reconnects: none stays forever."""
MAX_STREAMS = 64
T = TypeVar("T")

log = logging.getLogger("scorekeep.serve")

SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cache-control", b"no-store"),
    (b"x-frame-options", b"DENY"),
]


def loopback_hosts(port: int) -> frozenset[str]:
    """The ``Host`` values a browser on this machine sends to this server."""
    return frozenset(f"{name}:{port}" for name in ("127.0.0.1", "localhost", "[::1]"))


class Guard:
    """Refuse what a read-only board must not serve before any route sees the request, and
    put the security headers on every answer."""

    def __init__(
        self,
        app: ASGIApp,
        hosts: frozenset[str],
        token: str | None,
        writers: Writers | None = None,
        club: Club | None = None,
    ) -> None:
        from scorekeep.i18n import _

        self.app = app
        self.writers = writers
        self.club = club
        self.said = {
            405: _("only GET and HEAD are served here"),
            421: _("unknown Host: this board answers only at its own address"),
            403: _("this board needs its address with the token"),
            503: _("too many open boards; try again shortly"),
        }
        self.hosts = hosts
        self.token = token
        self.prefix = f"/t/{token}" if token else ""
        self.streams = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":
            await send({"type": "websocket.close", "code": 1008})
            return

        started = False

        async def secured(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message = dict(message)
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        try:
            await self._answer(scope, receive, secured)
        except ClientDisconnect:
            pass
        except Exception as error:
            log.error("could not answer a request", exc_info=error)
            if not started:
                await PlainTextResponse("Internal Server Error\n", 500)(scope, receive, secured)

    async def _answer(self, scope: Scope, receive: Receive, secured: Send) -> None:
        refusal = self._refusal(scope)
        if refusal is not None:
            await refusal(scope, receive, secured)
            return
        path = scope["path"][len(self.prefix) :] or "/"
        if self.writers is not None and path.startswith("/w/"):
            await self._exchange(path[3:], scope, receive, secured)
            return
        if self.club is not None and path.startswith("/c/"):
            await self._card(path[3:], scope, receive, secured)
            return
        # the token stays in the path and is the root: a redirect (a trailing slash) keeps it
        inner = dict(scope, root_path=self.prefix)
        if not path.endswith("/events"):
            await self.app(inner, receive, secured)
            return
        if self.streams >= MAX_STREAMS:
            busy = PlainTextResponse(self.said[503] + "\n", 503, {"Retry-After": "5"})
            await busy(scope, receive, secured)
            return
        self.streams += 1
        try:
            await self.app(inner, receive, secured)
        finally:
            self.streams -= 1

    async def _exchange(self, given: str, scope: Scope, receive: Receive, send: Send) -> None:
        """The writers' address: its token for a cookie, then on to the board (the token
        leaves the address bar)."""
        from starlette.responses import RedirectResponse

        assert self.writers is not None
        cookie = self.writers.exchange(given.strip("/"))
        if cookie is None:
            refused = PlainTextResponse(self.said[403] + "\n", 403)
            await refused(scope, receive, send)
            return
        answer = RedirectResponse(f"{self.prefix}/", 303)
        answer.set_cookie(COOKIE, cookie, httponly=True, samesite="strict", path="/")
        await answer(scope, receive, send)

    async def _card(self, given: str, scope: Scope, receive: Receive, send: Send) -> None:
        """A card's address: its code for a cookie worth that card, then on to its page."""
        from starlette.responses import RedirectResponse

        from scorekeep.serve.club import COOKIE as CARD

        assert self.club is not None
        found = self.club.exchange_code(given.strip("/"))
        if found is None:
            refused = PlainTextResponse(self.said[403] + "\n", 403)
            await refused(scope, receive, send)
            return
        cookie, role = found
        answer = RedirectResponse(f"{self.prefix}{self.club.place_of(role)}", 303)
        answer.set_cookie(CARD, cookie, httponly=True, samesite="strict", path="/")
        await answer(scope, receive, send)

    def _refusal(self, scope: Scope) -> Response | None:
        posting = (
            (self.writers is not None or self.club is not None)
            and scope["method"] == "POST"
            and scope["path"].endswith("/enter")
        )
        if scope["method"] not in ("GET", "HEAD") and not posting:
            return PlainTextResponse(self.said[405] + "\n", 405, {"Allow": "GET, HEAD"})
        host = next((v for k, v in scope["headers"] if k == b"host"), b"").decode("latin-1")
        if host.lower() not in self.hosts:
            return PlainTextResponse(self.said[421] + "\n", 421)
        if self.token is None:
            return None
        parts = scope["path"].split("/", 3)  # "", "t", TOKEN, the rest
        given = parts[2] if len(parts) > 2 and parts[1] == "t" else ""
        if not secrets.compare_digest(given.encode(), self.token.encode()):
            return PlainTextResponse(self.said[403] + "\n", 403)
        return None


@functools.cache
def _trim() -> Callable[[int], int] | None:
    try:
        import ctypes

        trim: Callable[[int], int] = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


def give_back() -> None:
    """Return the memory a redrawn page freed to the system (glibc keeps it otherwise), so
    the server's size stays that of one evening's pages, not of every drawing of them."""
    trim = _trim()
    if trim is not None:
        trim(0)


def sse(event: str, data: str, version: int) -> str:
    lines = data.replace("\r", "").split("\n")
    body = "".join(f"data: {line}\n" for line in lines)
    return f"event: {event}\nid: {version}\n{body}\n"


class Live:
    """The pages, the task that keeps them current, and one wake-up per change for every
    open event stream."""

    def __init__(self, watcher: Watcher) -> None:
        self.watcher = watcher
        self.lock = threading.Lock()
        self.ledgers: dict[str, Ledger] = {}
        """Held while the journals are read or written: one session's language at a time."""
        self.changed = asyncio.Event()
        self.stopping = asyncio.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journals")
        """The one thread that reads and writes the journals (they are read under the lock
        anyway): one thread's memory holds the pages being drawn, not one per worker."""

    async def aside(self, work: Callable[..., T], *args: Any) -> T:
        """``work`` on the journals' thread, without holding up the event loop."""
        return await asyncio.get_running_loop().run_in_executor(self.reader, work, *args)

    def stop(self) -> None:
        """End every stream now (the server is stopping); safe from a signal handler."""
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.stopping.set)

    def poll(self) -> list[str]:
        with self.lock:
            changed = self.watcher.poll()
        if changed:
            give_back()
        return changed

    def enter(self, path: Any, entry_id: str, sent: dict[str, Any]) -> dict[str, str]:
        """Record what a phone sent through the application layer, once per entry id."""
        from scorekeep.app.entry import enter, ledger_for

        with self.lock:
            ledger = self.ledgers.get(str(path))
            if ledger is None:
                ledger = self.ledgers[str(path)] = ledger_for(path)
            return enter(self.watcher.home, path, ledger, entry_id, sent).as_dict()

    def club_page(self, path: Any, club: Club, role: str, token: str, post_to: str) -> Any:
        """A club card's page, read from the journal under the lock."""
        from scorekeep.serve.club import drawn

        with self.lock:
            return drawn(self.watcher.home, path, club, role, token, post_to)

    def club_cards(self, path: Any, club: Club) -> tuple[str, str, str]:
        """The printed table cards, the movement's tables read under the lock."""
        from scorekeep.serve.club import cards_html

        with self.lock:
            return cards_html(self.watcher.home, path, club)

    def club_write(
        self, path: Any, club: Club, role: str, entry_id: str, sent: Any, token: str, post_to: str
    ) -> dict[str, str]:
        """A club card's post through the application layer, under the lock."""
        from scorekeep.serve.club import written

        with self.lock:
            return written(self.watcher.home, path, club, role, entry_id, sent, token, post_to)

    async def refresh(self) -> None:
        """Read the journals now; wake every stream if a page changed."""
        changed = await self.aside(self.poll)
        if changed:
            self.changed.set()
            self.changed = asyncio.Event()

    async def follow(self) -> None:
        """Poll the journals' digests; wake every stream whenever a page changed."""
        while not self.stopping.is_set():
            await self.refresh()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.stopping.wait(), POLL_SECONDS)

    async def stream(self, address: str) -> AsyncIterator[str | bytes]:
        """The page's fragment now, then at every change what changed (the fragment again
        if this stream missed a version); a comment now and then so a dead connection is
        noticed; the end after :data:`STREAM_SECONDS`. The events are the page's own bytes,
        shared by every stream."""
        loop = asyncio.get_running_loop()
        ends = loop.time() + STREAM_SECONDS
        yield "retry: 1000\n\n"
        seen = 0
        while not self.stopping.is_set() and loop.time() < ends:
            changed = self.changed
            page = self.watcher.page(address)
            if page is not None and page.version != seen:
                fresh = seen == page.version - 1 and page.patch
                seen = page.version
                yield page.patch if fresh else page.whole
                continue
            stop = asyncio.ensure_future(self.stopping.wait())
            wake = asyncio.ensure_future(changed.wait())
            done, pending = await asyncio.wait(
                {stop, wake}, timeout=HEARTBEAT_SECONDS, return_when=asyncio.FIRST_COMPLETED
            )
            for task in pending:
                task.cancel()
            if not done:
                yield ": still here\n\n"


def said(text: str, code: int, outcome: str = "refused") -> Response:
    body = json.dumps({"outcome": outcome, "text": text}, ensure_ascii=False)
    return Response(body, code, media_type="application/json; charset=utf-8")


def entry_route(
    live: Live, writers: Writers | None, missing: str
) -> Callable[[Request], Awaitable[Response]]:
    """The post that enters a hand: a writer's cookie, the server's own ``Origin``, the
    allowance of the address, a body of at most :data:`LARGEST_BODY`, the page's form
    token; then the application layer records it, once per entry id."""
    from scorekeep.i18n import _

    forbidden = _("only a writer's page may enter hands: open the writers' address again")
    too_big = _("the entry is larger than {n} bytes").format(n=LARGEST_BODY)
    slow_down = _("too many entries at once; wait a moment")
    unreadable = _("the entry could not be read")

    async def enter(request: Request) -> Response:
        from scorekeep.app.entry import ENTRY_ID

        cookie = writers.writer(request.headers.get("cookie", "")) if writers else None
        host = request.headers.get("host", "")
        if cookie is None or writers is None:
            return said(forbidden, 403)
        if request.headers.get("origin", "") != f"http://{host}":
            return said(forbidden, 403)
        if not writers.allow(request.client.host if request.client else ""):
            return said(slow_down, 429)
        length = request.headers.get("content-length", "0")
        if not length.isdigit() or int(length) > LARGEST_BODY:
            return said(too_big, 413)
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > LARGEST_BODY:
                return said(too_big, 413)
        try:
            sent = json.loads(body.decode("utf-8"))
        except ValueError:
            return said(unreadable, 400)
        if not isinstance(sent, dict):
            return said(unreadable, 400)
        if not writers.form_ok(str(sent.get("token", "")), cookie):
            return said(forbidden, 403)
        entry_id = str(sent.get("id", ""))
        if not ENTRY_ID.fullmatch(entry_id):
            return said(unreadable, 400)
        watched = live.watcher.watched.get(str(request.path_params.get("name", "")))
        if watched is None:
            return PlainTextResponse(missing, 404)
        answer = await live.aside(live.enter, watched.path, entry_id, sent)
        await live.refresh()
        code = {"recorded": 200, "ask": 409, "busy": 503}.get(answer["outcome"], 422)
        return said(answer["text"], code, answer["outcome"])

    return enter


def page_route(
    watcher: Watcher,
    writers: Writers | None,
    missing: str,
    address_of: Callable[[Request], str],
) -> Callable[[Request], Awaitable[Response]]:
    """A board's page as the watcher drew it; a writer's page also gets the entry form,
    with a form token of its own."""

    async def page(request: Request) -> Response:
        found = watcher.page(address_of(request))
        if found is None:
            return PlainTextResponse(missing, 404)
        html = found.html
        cookie = writers.writer(request.headers.get("cookie", "")) if writers else None
        if cookie is not None and writers is not None and found.form:
            form = found.form.replace(FORM_TOKEN, writers.form_token(cookie))
            html = html.replace("<!--entry-->", form, 1)
        return Response(html, media_type="text/html; charset=utf-8")

    return page


def create_app(
    watcher: Watcher,
    hosts: frozenset[str],
    token: str | None,
    writers: Writers | None = None,
    club: tuple[Club, Any] | None = None,
) -> tuple[Guard, Live]:
    """The application (routes for the pages and their events behind the guard, and with
    ``writers`` the entry) and what stops its streams when the server stops."""
    from scorekeep.i18n import _

    live = Live(watcher)
    missing = _("no such board") + "\n"

    def address_of(request: Request) -> str:
        name = request.path_params.get("name")
        return "/" if name is None else f"/s/{name}"

    enter = entry_route(live, writers, missing)
    page = page_route(watcher, writers, missing, address_of)

    async def events(request: Request) -> Response:
        address = address_of(request)
        if watcher.page(address) is None:
            return PlainTextResponse(missing, 404)
        return StreamingResponse(
            live.stream(address),
            media_type="text/event-stream; charset=utf-8",
            headers={"X-Accel-Buffering": "no"},
        )

    css = stylesheet()

    async def style(request: Request) -> Response:
        return Response(css, media_type="text/css; charset=utf-8")

    async def script(request: Request) -> Response:
        return Response(SCRIPT, media_type="text/javascript; charset=utf-8")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        live.loop = asyncio.get_running_loop()
        await live.aside(live.poll)
        task = asyncio.create_task(live.follow())
        try:
            yield
        finally:
            live.stopping.set()
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            live.reader.shutdown(wait=False, cancel_futures=True)

    routes = [
        Route("/", page, methods=["GET"]),
        Route("/events", events, methods=["GET"]),
        Route("/board.css", style, methods=["GET"]),
        Route("/board.js", script, methods=["GET"]),
        Route("/s/{name}", page, methods=["GET"]),
        Route("/s/{name}/events", events, methods=["GET"]),
        Route("/s/{name}/enter", enter, methods=["POST"]),
    ]
    if club is not None:
        routes += _club_routes(live, *club, token)

    async def unknown(request: Request, error: Exception) -> Response:
        return PlainTextResponse(missing, 404)

    board = Starlette(routes=routes, lifespan=lifespan, exception_handlers={404: unknown})
    return Guard(board, hosts, token, writers, club[0] if club else None), live


def _club_routes(live: Live, club: Club, path: Any, token: str | None) -> list[Route]:
    from scorekeep.serve.club import CLUB_SCRIPT, club_routes

    page, enter, printed = club_routes(live, club, path, f"/t/{token}" if token else "")
    named = f"/s/{club.session}"

    async def script(request: Request) -> Response:
        return Response(CLUB_SCRIPT, media_type="text/javascript; charset=utf-8")

    return [
        Route("/club.js", script, methods=["GET"]),
        Route(named + "/table/{table:int}", page, methods=["GET"]),
        Route(named + "/table/{table:int}/enter", enter, methods=["POST"]),
        Route(named + "/director", page, methods=["GET"]),
        Route(named + "/director/enter", enter, methods=["POST"]),
        Route(named + "/director/cards", printed, methods=["GET"]),
    ]
