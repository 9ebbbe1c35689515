"""Run the live board: the listening socket, the token for the network, the QR code, and
uvicorn until Ctrl-C."""

from __future__ import annotations

import errno
import ipaddress
import socket
from pathlib import Path
from types import FrameType

import uvicorn

from scorekeep.core.errors import Rejected
from scorekeep.files.home import Home
from scorekeep.i18n import _
from scorekeep.serve.app import Live, create_app, loopback_hosts
from scorekeep.serve.entry import Writers
from scorekeep.serve.watch import Watcher

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TextIO


def listening_socket(address: str, port: int) -> socket.socket:
    """The socket the board listens on; a port already taken is one line naming it."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((address, port))
        sock.listen(128)
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
    Ctrl-C does not wait for them."""

    def __init__(self, config: uvicorn.Config, live: Live) -> None:
        super().__init__(config)
        self.live = live

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


def stop_with(parent: int, server: Server) -> None:
    """Stop the board when the table that started it is gone, however it ended."""
    import os
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
) -> None:
    """Serve until Ctrl-C (or SIGTERM, or the end of the ``parent`` table); the journals
    are only read, unless ``writers`` (``--entry``) may enter hands."""
    base = f"/t/{listening.token}" if listening.token else ""
    watcher = Watcher(home, chosen, base)
    app, live = create_app(watcher, listening.hosts, listening.token, writers)
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        lifespan="on",
        loop="asyncio",
        http="h11",
        ws="none",
        server_header=False,
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
