"""`scorekeep table --serve`: the board runs beside table mode and stops with it."""

from __future__ import annotations

import http.client
import queue
import re
import socket
import subprocess
import sys
import threading
import time

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
