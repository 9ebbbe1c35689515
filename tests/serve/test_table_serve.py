"""`scorekeep table --serve`: the board runs beside table mode and stops with it."""

from __future__ import annotations

import http.client
import io
import queue
import re
import socket
import subprocess
import sys
import threading
import time

import pytest

from tests.serve.running import environment, seed_examples

PORT = ("--port", "0")


def test_the_board_follows_the_table_and_stops_with_it(tmp_path):
    home = tmp_path / "home"
    seed_examples(home)
    table = subprocess.Popen(
        [sys.executable, "-m", "scorekeep", "table", "-s", "example-bridge", "--serve", *PORT],
        env=environment(home),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x) for x in table.stdout], daemon=True).start()
    try:
        url, deadline = None, time.monotonic() + 20
        while url is None and time.monotonic() < deadline:
            try:
                found = re.search(r"http://127\.0\.0\.1:(\d+)/", lines.get(timeout=0.5))
            except queue.Empty:
                continue
            url = found.group(0) if found else None
        assert url is not None
        port = int(url.rsplit(":", 1)[1].strip("/"))

        def board() -> str:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/")
            return connection.getresponse().read().decode("utf-8")

        assert "example-bridge" in board()
        table.stdin.write("2S N 8\n")
        table.stdin.flush()
        deadline = time.monotonic() + 5
        while "2S by N" not in board():
            assert time.monotonic() < deadline
            time.sleep(0.1)
        table.stdin.close()
        assert table.wait(timeout=20) == 0, table.stderr.read()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) != 0:
                    break
            time.sleep(0.1)
        else:
            raise AssertionError("the board outlived the table")
    finally:
        if table.poll() is None:
            table.kill()
            table.wait(timeout=10)


def test_nothing_from_the_network_writes_over_the_table(tmp_path):
    """Requests the board cannot read, one a malformed chunked body: the table's terminal
    shows none of it, its prompt goes on, and the board's log has a line and no traceback."""
    pexpect = pytest.importorskip("pexpect")
    home = tmp_path / "home"
    seed_examples(home)
    env = {**environment(home), "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1", "NO_COLOR": "1"}
    shown = io.StringIO()
    child = pexpect.spawn(
        sys.executable,
        ["-m", "scorekeep", "table", "-s", "example-bridge", "--serve", *PORT],
        env=env,
        encoding="utf-8",
        dimensions=(60, 200),
        timeout=20,
    )
    child.logfile_read = shown
    try:
        child.expect(r"http://127\.0\.0\.1:(\d+)/")
        port = int(child.match.group(1))
        child.expect(r" >\x1b\[")
        for sent in (
            b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            b"NOT HTTP AT ALL\r\n\r\n",
        ):
            with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
                sock.sendall(sent.replace(b"%d", str(port).encode()))
                answer, deadline = b"", time.monotonic() + 5
                while time.monotonic() < deadline and (chunk := sock.recv(65536)):
                    answer += chunk
            assert answer.startswith(b"HTTP/1.1 400")
        child.send("2S N 8\r")
        child.expect("2S by N")
        child.expect(r" >\x1b\[")
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    terminal = shown.getvalue()
    assert "Traceback" not in terminal and "Invalid HTTP" not in terminal, terminal
    assert "serve:" not in terminal and "WARNING" not in terminal, terminal
    log = (home.parent / "cache" / "serve.log").read_text(encoding="utf-8")
    assert "Invalid HTTP request received." in log and "Traceback" not in log
