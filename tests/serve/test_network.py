"""The live board against someone on the club's network: half-sent requests, floods of
connections, requests it cannot read. The real process on loopback, raw sockets, every wait
bounded."""

from __future__ import annotations

import contextlib
import re
import socket
import time
from pathlib import Path

import pytest

from tests.serve.running import get, scorekeep, seed_examples, serving, writer, writers_url

DEADLINE = "SCOREKEEP_SERVE_DEADLINE"
PER_CLIENT = 32
ATTACKER = "127.0.0.2"
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d serve: \S")


@pytest.fixture
def home(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    seed_examples(root)
    return root


def connect(port: int, source: str = "127.0.0.1") -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))


def ended(sock: socket.socket) -> bool:
    """Whether the server has answered or closed this connection (without waiting)."""
    sock.setblocking(False)
    try:
        return sock.recv(1, socket.MSG_PEEK) is not None
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        sock.settimeout(5)


def read_to_end(sock: socket.socket, seconds: float) -> bytes | None:
    """Everything the server sends until it closes; None if it is still open after
    ``seconds``."""
    data = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        sock.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            chunk = sock.recv(65536)
        except TimeoutError:
            break
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk
    return None


def trickle(sock: socket.socket, seconds: float) -> bool:
    """Send a byte every fifth of a second, as a slow attacker would; whether the server
    closed the connection within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            sock.sendall(b"a")
        except OSError:
            return True
        if ended(sock) and read_to_end(sock, 1.0) is not None:
            return True
        time.sleep(0.2)
    return False


def secured(answer: bytes) -> bool:
    head = answer.split(b"\r\n\r\n", 1)[0].lower()
    return (
        b"\r\nx-content-type-options: nosniff" in head
        and b"\r\ncontent-security-policy: default-src 'none';" in head
    )


def test_slow_connections_are_closed_and_real_clients_still_served(home):
    """300 half-sent requests from one address against a server of 256 file descriptors:
    the board still answers at once, the address holds at most its share, and the slow
    ones are answered 408 and closed at the deadline; an event stream is not."""
    with serving(home, "-s", "example-durak", env={DEADLINE: "2"}, files=256) as running:
        port = running.port
        stream = connect(port)
        stream.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        attack: list[socket.socket] = []
        try:
            for _ in range(300):
                with contextlib.suppress(OSError):
                    attack.append(connect(port, ATTACKER))
                    attack[-1].sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-".encode())
            status, _headers, body = get(running, "/")
            assert status == 200 and b"Ania" in body
            held = [sock for sock in attack if not ended(sock)]
            assert 0 < len(held) <= PER_CLIENT
            refused = [read_to_end(sock, 5) for sock in attack if sock not in held]
            assert any(a and a.startswith(b"HTTP/1.1 503") and secured(a) for a in refused)
            answers = [read_to_end(sock, 8) for sock in held]
            assert all(a is not None for a in answers), "a slow connection outlived the deadline"
            assert all(a.startswith(b"HTTP/1.1 408") and secured(a) for a in answers if a)
            assert not ended(stream) or b"HTTP/1.1 200" in stream.recv(65536, socket.MSG_PEEK)
            scorekeep(home, "undo", "-s", "example-durak")
            seen, deadline = b"", time.monotonic() + 5
            while b"id: 2\n" not in seen and time.monotonic() < deadline:
                seen += stream.recv(65536)
            assert seen.startswith(b"HTTP/1.1 200") and b"id: 2\n" in seen
            assert get(running, "/")[0] == 200
        finally:
            stream.close()
            for sock in attack:
                sock.close()


def test_a_burst_of_connections_never_takes_the_descriptors_kept_back(home):
    """300 connections from ten addresses that arrive while the server is busy (it is
    stopped while they queue) against 256 file descriptors: it accepts them a few dozen at
    a time, refusing and closing as it goes, so it never runs out of descriptors, and the
    board and an event stream opened after the burst are still answered."""
    import os
    import signal

    with serving(home, "-s", "example-durak", env={DEADLINE: "2"}, files=256) as running:
        port, burst = running.port, []
        os.kill(running.process.pid, signal.SIGSTOP)
        try:
            for n in range(300):
                sock = socket.socket()
                sock.setblocking(False)
                sock.bind((f"127.0.0.{3 + n % 10}", 0))
                with contextlib.suppress(BlockingIOError):
                    sock.connect(("127.0.0.1", port))
                burst.append(sock)
            time.sleep(0.5)  # the kernel completes the handshakes it has room for
        finally:
            os.kill(running.process.pid, signal.SIGCONT)
        time.sleep(1.0)  # the server takes the burst in
        for sock in burst:
            sock.close()
        status, deadline = 0, time.monotonic() + 10
        while status != 200 and time.monotonic() < deadline:
            status, _headers, body = get(running, "/")
            time.sleep(0.1 if status != 200 else 0)
        assert status == 200 and b"Ania" in body
        stream = connect(port)
        try:
            stream.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
            stream.settimeout(5)
            assert stream.recv(65536).startswith(b"HTTP/1.1 200")
        finally:
            stream.close()
        running.process.terminate()
        running.process.wait(timeout=10)
        assert running.process.stderr is not None
        log = running.process.stderr.read()
    assert "out of system resource" not in log and "Too many open files" not in log, log


def test_a_silent_connection_a_trickled_head_and_a_trickled_body_are_closed(home):
    with serving(home, "-s", "example-derda", "--entry", env={DEADLINE: "1"}) as running:
        port = running.port
        silent = connect(port, ATTACKER)
        head = connect(port, ATTACKER)
        head.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ".encode())
        body = connect(port, ATTACKER)
        body.sendall(
            f"POST /s/example-derda/enter HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{".encode()
        )
        phone = writer(running, "s/example-derda")
        entry = connect(port, ATTACKER)
        entry.sendall(
            f"POST {phone.post_to} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Origin: http://127.0.0.1:{port}\r\nCookie: scorekeep_writer={phone.cookie}\r\n"
            'Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"a'.encode()
        )
        try:
            assert read_to_end(silent, 6) is not None
            assert trickle(head, 6)
            assert trickle(body, 6)
            assert trickle(entry, 6)
            assert get(running, "/")[0] == 200
            assert phone.post({"id": "after-the-slow-ones", "line": "2S N 8"})[0] in (200, 422)
        finally:
            for sock in (silent, head, body, entry):
                sock.close()
        running.process.terminate()
        running.process.wait(timeout=10)
        assert running.process.stderr is not None
        log = running.process.stderr.read()
    assert "Traceback" not in log and "not sent in time" in log
    assert all(LOG_LINE.match(line) for line in log.splitlines()), log


BAD_REQUESTS = [
    b"GARBAGE\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: {host}\r\nNo colon here\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: {host}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: {host}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX\r\n",
    b"POST /s/example-derda/enter HTTP/1.1\r\nHost: {host}\r\nTransfer-Encoding: chunked\r\n"
    b"\r\n-1\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: {host}\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
]


@pytest.mark.parametrize("args", [(), ("--lan", "--bind", "127.0.0.1", "--entry")])
def test_requests_it_cannot_read_get_a_secured_400_and_one_log_line(home, args):
    """Without the token: the server's own 400s carry the security headers, nothing
    answers over them, and its log has one line per event and no traceback."""
    with serving(home, "-s", "example-derda", *args) as running:
        host = f"127.0.0.1:{running.port}".encode()
        for sent in BAD_REQUESTS:
            sock = connect(running.port)
            try:
                sock.sendall(sent.replace(b"{host}", host))
                answer = read_to_end(sock, 5)
            finally:
                sock.close()
            assert answer is not None and answer.startswith(b"HTTP/1.1 400"), (sent, answer)
            assert answer.count(b"HTTP/1.1") == 1, answer
            assert secured(answer), answer
        assert get(running, running.prefix)[0] == 200
        running.process.terminate()
        running.process.wait(timeout=10)
        assert running.process.stderr is not None
        log = running.process.stderr.read()
    assert "Traceback" not in log and "File " not in log
    assert log.strip(), "a request that could not be read leaves no line"
    for line in log.splitlines():
        assert LOG_LINE.match(line), line


def test_every_redirect_keeps_the_token(home):
    with serving(home, "--all", "--lan", "--bind", "127.0.0.1", "--entry") as running:
        prefix = running.prefix
        for path, then in [
            (f"{prefix}s/example-derda/", f"{prefix}s/example-derda"),
            (f"{prefix}s/example-derda/?from=qr", f"{prefix}s/example-derda?from=qr"),
            (f"{prefix}s/example-derda/events/", f"{prefix}s/example-derda/events"),
            (prefix.rstrip("/"), prefix),
        ]:
            status, headers, _body = get(running, path)
            assert status in (301, 302, 303, 307, 308), path
            location = re.sub(r"^http://127\.0\.0\.1:\d+", "", headers["location"])
            assert location == then, (path, headers["location"])
            if not then.endswith("/events"):
                assert get(running, location)[0] == 200, location
        status, headers, _body = get(running, writers_url(running))
        assert status == 303 and headers["location"] == prefix


def test_an_address_holds_its_share_and_all_leave_room():
    from scorekeep.serve.protocol import Doors

    doors = Doors(1.0, per_client=2, most=3, busy="busy")
    assert doors.admit("a") and doors.admit("a")
    assert not doors.admit("a")
    assert doors.admit("b")
    assert not doors.admit("c")
    doors.leave("a")
    assert doors.admit("c") and not doors.admit("a")
    for address in ("a", "b", "c"):
        doors.leave(address)
    assert doors.total == 0 and doors.open == {}


@pytest.mark.parametrize(
    "variable, value",
    [(DEADLINE, "soon"), (DEADLINE, "0"), (DEADLINE, "nan"), ("SCOREKEEP_SERVE_PER_CLIENT", "2.5")],
)
def test_a_bad_limit_is_one_line_naming_it(home, variable, value):
    import subprocess
    import sys

    from tests.serve.running import environment

    done = subprocess.run(
        [sys.executable, "-m", "scorekeep", "serve", "-s", "example-derda", "--port", "0"],
        env={**environment(home), variable: value},
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 1
    assert variable in done.stderr and value in done.stderr
    assert done.stderr.count("\n") <= 2 and "Traceback" not in done.stderr
    assert "live board" not in done.stdout
