"""Run the live board: the listening socket, the token for the network, the QR code, and
uvicorn until Ctrl-C."""

from __future__ import annotations

import errno
import ipaddress
import os
import socket
import stat
from pathlib import Path
from types import FrameType

import uvicorn

from scorekeep.core.errors import Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.files.home import Home
from scorekeep.i18n import _
from scorekeep.serve.app import Live, create_app, loopback_hosts
from scorekeep.serve.entry import Writers
from scorekeep.serve.watch import Watcher

TYPE_CHECKING = False
if TYPE_CHECKING:
    import asyncio
    from collections.abc import Mapping
    from typing import Any, TextIO

    from scorekeep.serve.protocol import Doors


def listening_socket(address: str, port: int) -> socket.socket:
    """The socket the board listens on; a port already taken is one line naming it."""
    from scorekeep.serve.protocol import LISTEN_QUEUE

    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((address, port))
        sock.listen(LISTEN_QUEUE)
    except OSError as error:
        sock.close()
        if error.errno == errno.EADDRINUSE:
            raise Rejected(
                _("port {port} is in use; choose another with --port").format(port=port),
                field="--port",
            ) from None
        raise Rejected(
            _(
                "cannot listen on {address} port {port} ({reason}); choose another with --port"
            ).format(address=address, port=port, reason=error.strerror or error),
            field="--port",
        ) from None
    return sock


def network_address() -> str:
    """This machine's address on the local network: the one its route out would use
    (a UDP socket's ``connect`` picks the route and sends nothing)."""
    found = ""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            found = probe.getsockname()[0]
        except OSError:
            found = ""
    if not found or ipaddress.ip_address(found).is_loopback or found == "0.0.0.0":
        raise Rejected(
            _("--lan: this machine has no network address; join the table's network first"),
            field="--lan",
        )
    return found


def in_url(address: str) -> str:
    return f"[{address}]" if ":" in address else address


def print_qr(url: str, out: TextIO) -> None:
    """The address as a QR code in the terminal, so phones join by pointing the camera."""
    import segno

    code = segno.make(url, error="m")
    try:
        code.terminal(out=out, compact=True)
    except UnicodeEncodeError:  # a terminal without block characters: spaces in colour
        code.terminal(out=out)
    out.flush()


class Server(uvicorn.Server):
    """uvicorn's server that also ends the open event streams when asked to stop, so
    Ctrl-C does not wait for them, and logs what goes wrong in the event loop as one line."""

    def __init__(self, config: uvicorn.Config, live: Live) -> None:
        super().__init__(config)
        self.live = live

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        import asyncio

        from scorekeep.serve.protocol import LISTEN_QUEUE

        asyncio.get_running_loop().set_exception_handler(loop_error)
        await super().startup(sockets)
        for sock in sockets or ():
            sock.listen(LISTEN_QUEUE)  # the accept batch stays the config's backlog

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        self.live.stop()
        super().handle_exit(sig, frame)


class Listening:
    """A board ready to serve: the socket it holds and the address to give the table."""

    def __init__(self, sock: socket.socket, url: str, hosts: frozenset[str], token: str | None):
        self.sock = sock
        self.url = url
        self.hosts = hosts
        self.token = token


def listen(address: str | None, port: int) -> Listening:
    """Loopback unless ``address`` is given (``--lan``); then a random token in the URL."""
    import secrets

    if address is None:
        sock = listening_socket("127.0.0.1", port)
        port = sock.getsockname()[1]
        return Listening(sock, f"http://127.0.0.1:{port}/", loopback_hosts(port), None)
    sock = listening_socket(address, port)
    port = sock.getsockname()[1]
    token = secrets.token_urlsafe(16)
    hosts = loopback_hosts(port) | {f"{in_url(address)}:{port}"}
    return Listening(sock, f"http://{in_url(address)}:{port}/t/{token}/", hosts, token)


class Limits(NamedTuple):
    """How long a request may take to arrive, and how many connections one address holds."""

    deadline: float
    per_client: int


DEADLINE_VARIABLE = "SCOREKEEP_SERVE_DEADLINE"
PER_CLIENT_VARIABLE = "SCOREKEEP_SERVE_PER_CLIENT"


def limits(environ: Mapping[str, str]) -> Limits:
    """The limits the environment sets (for a slow network, or a test), else the defaults;
    a value that is no positive number is one line naming the variable."""
    import math

    from scorekeep.serve.protocol import DEADLINE_SECONDS, PER_CLIENT

    deadline, per_client = DEADLINE_SECONDS, PER_CLIENT
    given = environ.get(DEADLINE_VARIABLE, "").strip()
    if given:
        try:
            deadline = float(given)
        except ValueError:
            deadline = 0.0
        if not (math.isfinite(deadline) and deadline > 0):
            raise Rejected(
                _("{name} must be a number of seconds above zero, not {value}").format(
                    name=DEADLINE_VARIABLE, value=given
                ),
                field=DEADLINE_VARIABLE,
            )
    given = environ.get(PER_CLIENT_VARIABLE, "").strip()
    if given:
        per_client = int(given) if given.isdigit() and given.isascii() else 0
        if per_client < 1:
            raise Rejected(
                _("{name} must be a whole number above zero, not {value}").format(
                    name=PER_CLIENT_VARIABLE, value=given
                ),
                field=PER_CLIENT_VARIABLE,
            )
    return Limits(deadline, per_client)


def loop_error(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """What the event loop could not hand to anyone (an ``accept`` out of descriptors, a
    connection that failed): one log line, no traceback."""
    import logging

    logging.getLogger("scorekeep.serve").error(
        "%s", context.get("message", "error in the event loop"), exc_info=context.get("exception")
    )


def log_to(stream: TextIO) -> None:
    """The server's log (uvicorn's, the event loop's and the board's own) as one line per
    event on ``stream``, each line at most once a minute."""
    import logging

    from scorekeep.serve.protocol import OnceAMinute, OneLine

    handler = logging.StreamHandler(stream)
    handler.setFormatter(OneLine())
    handler.addFilter(OnceAMinute())
    for name in ("uvicorn", "uvicorn.error", "asyncio", "scorekeep.serve"):
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.propagate = False
    logging.getLogger("scorekeep.serve").setLevel(logging.WARNING)


def log_file() -> Path:
    """Where ``table --serve`` keeps the board's log: the user's own cache folder, so
    nothing the server says writes over the table's prompt."""
    from scorekeep.files import cache

    return cache.folder() / "serve.log"


LOG_LIMIT = 1024 * 1024
"""A log larger than this is started afresh when the board starts."""


def open_log() -> int:
    """The log file for ``table --serve``, private to the user; the null device if it
    cannot be opened."""
    path = log_file()
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
        try:
            if path.stat().st_size > LOG_LIMIT:
                flags |= os.O_TRUNC
        except OSError:
            pass
        folder = path.parent.stat()
        if hasattr(os, "getuid") and (folder.st_uid != os.getuid() or folder.st_mode & 0o022):
            return os.open(os.devnull, os.O_WRONLY)
        fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0), 0o600)  # a FIFO cannot hang it
    except OSError:
        return os.open(os.devnull, os.O_WRONLY)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        return os.open(os.devnull, os.O_WRONLY)
    return fd


def leave_the_terminal() -> None:
    """``table --serve``: the table reads the announcement up to here; from now on the
    board writes nothing to the table's terminal (its log goes to :func:`log_file`)."""
    import sys

    sys.stdout.flush()
    for fd, target in ((1, os.open(os.devnull, os.O_WRONLY)), (2, open_log())):
        os.dup2(target, fd)
        os.close(target)


def descriptors() -> int:
    """How many file descriptors this process may hold, raised to the most it is allowed."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not on this platform
        return 512
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 4096 if hard == resource.RLIM_INFINITY else min(hard, 4096)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return 4096 if soft == resource.RLIM_INFINITY else soft


def doors_for(limits: Limits) -> Doors:
    from scorekeep.i18n import _
    from scorekeep.serve.protocol import RESERVED_FILES, Doors

    most = max(limits.per_client, descriptors() - RESERVED_FILES)
    return Doors(
        limits.deadline, limits.per_client, most, _("too many open boards; try again shortly")
    )


def stop_with(parent: int, server: Server) -> None:
    """Stop the board when the table that started it is gone, however it ended."""
    import signal
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent and not server.should_exit:
            time.sleep(1.0)
        server.handle_exit(signal.SIGTERM, None)

    threading.Thread(target=watch, daemon=True).start()


def run(
    home: Home,
    chosen: Path | None,
    listening: Listening,
    parent: int | None = None,
    writers: Writers | None = None,
    limited: Limits | None = None,
    club: Any = None,
) -> None:
    """Serve until Ctrl-C (or SIGTERM, or the end of the ``parent`` table); the journals
    are only read, unless ``writers`` (``--entry``) may enter hands. The log goes to
    stderr, one line per event."""
    import sys

    from scorekeep.serve.protocol import ACCEPT_BATCH, protocol

    log_to(sys.stderr)
    base = f"/t/{listening.token}" if listening.token else ""
    if club is not None and chosen is not None:
        from scorekeep.app.session import Held

        club.held = Held(home, chosen)
    watcher = Watcher(home, chosen, base, club.held if club is not None else None)
    if club is not None:
        club.address = listening.url
    app, live = create_app(
        watcher, listening.hosts, listening.token, writers, (club, chosen) if club else None
    )
    config = uvicorn.Config(
        app,
        log_level="warning",
        log_config=None,
        access_log=False,
        lifespan="on",
        loop="asyncio",
        http=protocol(doors_for(limited or limits(os.environ))),
        backlog=ACCEPT_BATCH,
        ws="none",
        server_header=False,
        proxy_headers=False,
        timeout_keep_alive=5,
        timeout_graceful_shutdown=2,
    )
    server = Server(config, live)
    if parent is not None:
        stop_with(parent, server)
    try:
        server.run(sockets=[listening.sock])
    except KeyboardInterrupt:
        pass
    finally:
        listening.sock.close()
