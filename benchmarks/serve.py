"""The live board under a table's load, measured against a real ``scorekeep serve``.

Run: ``python benchmarks/serve.py [--rounds N] [--clients N]``. It prints, for a hand
written by ``scorekeep hand`` beside the server, the time from the journal's write (its
modification time) to the board's event arriving at each of 20 open event streams (median
and worst over every client and round), and the server's resident memory (RSS) idle and with
64 streams open. Targets: worst arrival under 1 s (the poll is every 0.25 s); RSS with 64
streams within a few MB of idle.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[1] / "scorekeep" / "examples" / "bridge.toml"
CONTRACTS = ("1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT")


def environment(home: Path) -> dict[str, str]:
    return dict(os.environ, SCOREKEEP_HOME=str(home))


def start(home: Path) -> tuple[subprocess.Popen[str], int]:
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeep", "serve", "-s", "evening", "--port", "0"],
        env=environment(home),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(r"127\.0\.0\.1:(\d+)", line)
    assert found, line
    return process, int(found.group(1))


def stream(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    return sock


class Client(threading.Thread):
    """One open page: when each board event (by its id) arrived."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.sock = stream(port)
        self.arrived: dict[int, float] = {}

    def run(self) -> None:
        data = b""
        while True:
            try:
                chunk = self.sock.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            now = time.time()
            data += chunk
            for found in re.finditer(rb"\nid: (\d+)\n", data):
                self.arrived.setdefault(int(found.group(1)), now)
            data = data[-64:]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--clients", type=int, default=20)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="scorekeep-serve-bench-"))
    home = root / "home"
    (home / "sessions").mkdir(parents=True)
    journal = home / "sessions" / "evening.toml"
    shutil.copyfile(EXAMPLE, journal)
    process, port = start(home)
    try:
        time.sleep(1.0)
        idle = rss_kib(process.pid)
        clients = [Client(port) for _ in range(args.clients)]
        for client in clients:
            client.start()
        time.sleep(1.0)
        delays: list[float] = []
        for n in range(args.rounds):
            contract = CONTRACTS[n % len(CONTRACTS)]
            seen = max((max(c.arrived, default=0) for c in clients), default=0)
            hand = ["hand", "-s", "evening", contract, "--by", "N", "--tricks", "8"]
            subprocess.run(
                [sys.executable, "-m", "scorekeep", *hand],
                env=environment(home),
                capture_output=True,
                check=True,
            )
            written = journal.stat().st_mtime_ns / 1e9
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and not all(
                any(i > seen for i in c.arrived) for c in clients
            ):
                time.sleep(0.01)
            for client in clients:
                got = [t for i, t in client.arrived.items() if i > seen]
                delays.append(min(got) - written if got else float("inf"))
            time.sleep(0.3)
        more = [stream(port) for _ in range(64 - args.clients)]
        time.sleep(1.0)
        full = rss_kib(process.pid)
        for sock in more:
            sock.close()
        for client in clients:
            client.sock.close()
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(root, ignore_errors=True)
    print(f"hand written -> event at {args.clients} clients, {args.rounds} hands:")
    print(f"  median {statistics.median(delays) * 1000:.0f} ms, worst {max(delays) * 1000:.0f} ms")
    print(f"server RSS: idle {idle / 1024:.1f} MiB, with 64 streams {full / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
