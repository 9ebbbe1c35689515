"""The live board only reads and only answers what it should: tested against the real
process over loopback, with plain HTTP."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.serve.running import environment, get, scorekeep, seed_examples, serving

HEADERS = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("serve") / "home"
    seed_examples(root)
    return root


@pytest.fixture(scope="module")
def served(home: Path):
    with serving(home, "--all") as running:
        yield running


def test_board_and_index_are_served_with_the_security_headers(served):
    for path in ("/", "/s/example-derda", "/board.css", "/board.js"):
        status, headers, _body = get(served, path)
        assert status == 200, path
        for name, value in HEADERS.items():
            assert headers[name] == value, (path, name)
        policy = headers["content-security-policy"]
        assert "default-src 'none'" in policy and "script-src 'self'" in policy
        assert "http" not in policy and "*" not in policy
    assert b"Ania" in get(served, "/s/example-derda")[2]
    assert get(served, "/s/example-derda", "HEAD")[0] == 200


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_only_get_and_head(served, method):
    status, headers, _body = get(served, "/s/example-derda", method)
    assert status == 405
    assert headers["allow"] == "GET, HEAD"


@pytest.mark.parametrize(
    "path",
    [
        "/s/../sessions/example-derda.toml",
        "/s/%2e%2e/%2e%2e/etc/passwd",
        "/s/..%2fsessions%2fexample-derda",
        "/s/example-derda%2F..%2F..%2Fcurrent",
        "/s/%2Fetc%2Fpasswd",
        "/etc/passwd",
        "//etc/passwd",
        "/sessions/example-derda.toml",
        "/s/example-derda.toml",
        "/s/",
        "/nothing",
    ],
)
def test_no_path_reaches_the_file_system(served, path):
    status, _headers, body = get(served, path)
    assert status == 404, path
    assert b"[[hands]]" not in body and b"root:" not in body


@pytest.mark.parametrize(
    "host", ["evil.example:80", "127.0.0.1", "localhost:1", "127.0.0.1.evil.example", ""]
)
def test_a_wrong_host_is_refused(served, host):
    status, _headers, _body = get(served, "/", host=host or " ")
    assert status in (400, 421)


def test_loopback_names_are_accepted(served):
    for host in ("127.0.0.1", "localhost", "[::1]"):
        assert get(served, "/", host=f"{host}:{served.port}")[0] == 200


def open_stream(port: int, path: str, source: str = "127.0.0.1") -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    return sock


def read_head(sock: socket.socket) -> bytes:
    data = b""
    deadline = time.monotonic() + 5
    while b"\r\n\r\n" not in data and time.monotonic() < deadline:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def test_the_65th_event_stream_is_refused_and_the_others_still_served(home):
    """Sixty-four streams from eight phones (loopback addresses: one address may hold only
    so many connections), then a ninth phone's stream is one too many."""
    with serving(home, "-s", "example-durak") as running:
        streams, heads = [], []
        try:
            for n in range(64):
                sock = open_stream(running.port, "/events", f"127.0.0.{2 + n % 8}")
                heads.append(read_head(sock))
                assert heads[-1].startswith(b"HTTP/1.1 200"), "stream refused early"
                streams.append(sock)
            extra = open_stream(running.port, "/events", "127.0.0.10")
            assert read_head(extra).startswith(b"HTTP/1.1 503")
            extra.close()
            assert get(running, "/")[0] == 200
            scorekeep(home, "undo", "-s", "example-durak")
            for sock, got in list(zip(streams, heads, strict=True))[::9]:
                deadline = time.monotonic() + 5
                while b"id: 2\n" not in got and time.monotonic() < deadline:
                    got += sock.recv(65536)
                assert b"id: 2\n" in got
        finally:
            for sock in streams:
                sock.close()


def test_without_the_token_403_and_with_it_the_board(home):
    with serving(home, "--lan", "--bind", "127.0.0.1", "-s", "example-derda") as running:
        prefix = running.prefix
        assert prefix.startswith("/t/") and len(prefix) > 20
        assert any("█" in line or "▀" in line or "▄" in line for line in running.lines)
        for path in ("/", "/s/example-derda", "/events", "/board.js", "/t/wrong/", "/t/"):
            assert get(running, path)[0] in (403, 404), path
        token = prefix.split("/")[2]
        assert get(running, f"/t/{token[:-1]}/")[0] in (403, 404)
        status, _headers, body = get(running, prefix)
        assert status == 200 and b"Ania" in body
        assert get(running, prefix + "s/example-derda")[0] == 200
        assert f'href="{prefix}board.css"'.encode() in body


def everything_in(home: Path) -> dict[str, tuple[bytes, int]]:
    return {
        str(p.relative_to(home)): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in home.rglob("*")
        if p.is_file()
    }


def test_the_journal_is_only_read(home):
    """Hands written beside a running server: afterwards every file of the home has the
    bytes (and times) the writing commands left, however long the server watched them."""
    journal = home / "sessions" / "example-bridge.toml"
    hands = journal.read_bytes().count(b"[[hands]]")
    with serving(home, "-s", "example-bridge") as running:
        for contract in ("2S", "3H"):
            scorekeep(home, "hand", "-s", "example-bridge", contract, "--by", "N", "--tricks", "9")
            left = everything_in(home)
            deadline = time.monotonic() + 5
            while f"{contract} by N".encode() not in get(running, "/")[2]:
                assert time.monotonic() < deadline
                time.sleep(0.1)
            time.sleep(1)
            assert everything_in(home) == left
        written = journal.read_bytes()
    assert journal.read_bytes() == written
    assert written.count(b"[[hands]]") == hands + 2


def test_killing_the_server_loses_nothing(home):
    journal = home / "sessions" / "example-deberc.toml"
    with serving(home, "-s", "example-deberc") as running:
        before = journal.read_bytes()
        os.kill(running.process.pid, signal.SIGKILL)
        running.process.wait(timeout=10)
    assert journal.read_bytes() == before
    assert "6 rounds" in scorekeep(home, "status", "-s", "example-deberc").stdout


def test_a_damaged_journal_shows_its_error_and_the_last_board_stale(tmp_path):
    home = tmp_path / "home"
    journal = seed_examples(home)["dernie"]
    with serving(home, "-s", "example-dernie") as running:
        assert b"stale" not in get(running, "/")[2]
        journal.write_text(journal.read_text(encoding="utf-8") + "\n[[hands]]\nn = \n")
        deadline = time.monotonic() + 5
        while b"stale-note" not in (page := get(running, "/")[2]) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert b"stale-note" in page and b"example-dernie.toml:" in page
        assert b"Celina" in page and b'class="stale"' in page
        journal.unlink()
        deadline = time.monotonic() + 5
        while b"no session" not in (page := get(running, "/")[2]) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert b"no session" in page and b'class="stale"' in page


def test_a_port_in_use_is_one_line_naming_it(tmp_path):
    home = tmp_path / "home"
    seed_examples(home)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "scorekeep",
                "serve",
                "-s",
                "example-durak",
                "--port",
                f"{port}",
            ],
            env=environment(home),
            capture_output=True,
            text=True,
            timeout=30,
        )
    assert done.returncode == 1
    assert done.stderr.count("\n") <= 2 and "Traceback" not in done.stderr
    assert f"port {port} is in use" in done.stderr and "--port" in done.stderr


def test_ctrl_c_stops_it_cleanly_with_a_stream_open(tmp_path):
    home = tmp_path / "home"
    seed_examples(home)
    with serving(home, "-s", "example-durak") as running:
        stream = open_stream(running.port, "/events")
        assert read_head(stream).startswith(b"HTTP/1.1 200")
        running.process.send_signal(signal.SIGINT)
        code = running.process.wait(timeout=10)
        stream.close()
        stderr = running.process.stderr.read() if running.process.stderr else ""
    assert code == 0, stderr
    assert "Traceback" not in stderr


@pytest.mark.parametrize(
    "args, says",
    [
        (["--all", "-s", "example-durak"], "--all"),
        (["--bind", "127.0.0.1"], "--lan"),
        (["--port", "70000"], "--port"),
        (["-s", "nosuch"], "no session nosuch"),
    ],
)
def test_bad_options_are_one_line(tmp_path, args, says):
    home = tmp_path / "home"
    seed_examples(home)
    done = subprocess.run(
        [sys.executable, "-m", "scorekeep", "serve", *args],
        env=environment(home),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode in (1, 2)
    assert says in done.stderr and "Traceback" not in done.stderr


def test_no_other_command_imports_the_server():
    code = (
        "import sys, scorekeep.cli.app\n"
        "print(sorted(m for m in ('starlette', 'uvicorn', 'segno', 'anyio', 'h11') "
        "if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("game", ["bridge", "derda", "deberc", "durak"])
def test_the_sheet_under_the_board_is_the_one_sheet_html_prints(home, served, game):
    printed = scorekeep(home, "sheet", "-s", f"example-{game}", "--format", "html").stdout
    body = printed.split("<body>", 1)[1].rsplit("</body>", 1)[0]
    page = get(served, f"/s/example-{game}")[2].decode("utf-8")
    assert f'<div class="paper">{body}</div>' in page
