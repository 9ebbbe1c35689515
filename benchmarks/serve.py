"""The live board under a table's load, measured against a real ``scorekeep serve --entry``
on a 2,000-deal rubber-bridge evening.

Run: ``python benchmarks/serve.py [--deals N] [--rounds N]``. For 1, 20 and 64 open event
streams it prints, for a hand written by ``scorekeep hand`` beside the server, the bytes of
the event each stream got (largest) and the time from the journal's write (its modification
time) to the event's arrival (median and worst over every stream and round); the server's
resident memory (RSS) idle and with 64 streams open; and the time from a phone's post of a
hand to the event reaching the other pages. Targets (issue #32): at most 16 KiB for one hand,
at most 80 MiB with 64 streams, worst arrival under 1 s (the poll is every 0.25 s).
"""

from __future__ import annotations

import argparse
import http.client
import json
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
CONTRACTS = ("1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT", "4S", "3NT")


def environment(home: Path) -> dict[str, str]:
    return dict(os.environ, SCOREKEEP_HOME=str(home), SCOREKEEP_CACHE=str(home.parent / "cache"))


def evening(home: Path, deals: int) -> Path:
    """A rubber-bridge evening of ``deals`` deals, written as a journal."""
    text = EXAMPLE.read_text("utf-8").split("[[hands]]")[0]
    blocks = [text.replace('name = "example-bridge"', 'name = "evening"')]
    for n in range(1, deals + 1):
        contract = CONTRACTS[n % len(CONTRACTS)]
        tricks = 6 + int(contract[0]) + n % 3 - 1
        blocks.append(
            f'\n[[hands]]\nn = {n}\nat = "2026-11-27T20:00:00+01:00"\n'
            f'contract = "{contract}"\nby = "{"NESW"[n % 4]}"\ntricks = {tricks}\n'
        )
    (home / "sessions").mkdir(parents=True)
    journal = home / "sessions" / "evening.toml"
    journal.write_text("".join(blocks), "utf-8")
    return journal


def start(home: Path) -> tuple[subprocess.Popen[str], int, str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeep", "serve", "-s", "evening", "--port", "0", "--entry"],
        env=environment(home),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    port, writers = 0, ""
    for _ in range(3):
        line = process.stdout.readline()
        found = re.search(r"127\.0\.0\.1:(\d+)(/\S*)?", line)
        if found and "/w/" in line:
            writers = found.group(2)
        elif found:
            port = int(found.group(1))
    assert port and writers
    return process, port, writers


class Client(threading.Thread):
    """One open page: when each event (by its id) arrived, and how many bytes it was; from
    ``source``, a loopback address standing for one phone (one address may hold only so
    many connections)."""

    def __init__(self, port: int, source: str) -> None:
        super().__init__(daemon=True)
        self.sock = socket.create_connection(
            ("127.0.0.1", port), timeout=30, source_address=(source, 0)
        )
        self.sock.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        self.arrived: dict[int, float] = {}
        self.sizes: dict[int, int] = {}

    def run(self) -> None:
        data = b""
        while True:
            try:
                chunk = self.sock.recv(1 << 20)
            except OSError:
                return
            if not chunk:
                return
            now = time.time()
            data += chunk
            while (end := data.find(b"\n\n")) >= 0:
                event, data = data[: end + 2], data[end + 2 :]
                found = re.search(rb"\nid: (\d+)\n", event)
                if found:
                    self.arrived.setdefault(int(found.group(1)), now)
                    self.sizes[int(found.group(1))] = len(event)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def newest(clients: list[Client]) -> int:
    return max((max(c.arrived, default=0) for c in clients), default=0)


def wait_past(clients: list[Client], seen: int) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not all(
        any(i > seen for i in c.arrived) for c in clients
    ):
        time.sleep(0.005)


def hands_at(home: Path, journal: Path, clients: list[Client], rounds: int, first: int):
    delays: list[float] = []
    sizes: list[int] = []
    for n in range(rounds):
        contract = CONTRACTS[(first + n) % len(CONTRACTS)]
        seen = newest(clients)
        hand = ["hand", "-s", "evening", contract, "--by", "N", "--tricks", "8"]
        subprocess.run(
            [sys.executable, "-m", "scorekeep", *hand],
            env=environment(home),
            capture_output=True,
            check=True,
        )
        written = journal.stat().st_mtime_ns / 1e9
        wait_past(clients, seen)
        for client in clients:
            got = [(t, client.sizes[i]) for i, t in client.arrived.items() if i > seen]
            delays.append(min(got)[0] - written if got else float("inf"))
            sizes.extend(size for _t, size in got)
        time.sleep(0.3)
    return delays, sizes


def writer(port: int, writers: str) -> tuple[str, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", writers, headers={"Host": f"127.0.0.1:{port}"})
    response = connection.getresponse()
    response.read()
    cookie = re.search(r"scorekeep_writer=([^;]+)", response.getheader("set-cookie") or "")
    assert cookie
    connection.request(
        "GET",
        "/s/evening",
        headers={"Host": f"127.0.0.1:{port}", "Cookie": f"scorekeep_writer={cookie.group(1)}"},
    )
    page = connection.getresponse().read()
    token = re.search(rb'data-token="([^"]+)"', page)
    assert token
    return cookie.group(1), token.group(1).decode()


def posted(port: int, cookie: str, token: str, n: int, clients: list[Client]) -> float:
    """Seconds from a phone's post of a hand to the event at every other page."""
    seen = newest(clients)
    body = json.dumps({"token": token, "id": f"bench-{n:06d}", "line": f"{CONTRACTS[n % 12]} S 9"})
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    began = time.time()
    connection.request(
        "POST",
        "/s/evening/enter",
        body=body.encode(),
        headers={
            "Host": f"127.0.0.1:{port}",
            "Origin": f"http://127.0.0.1:{port}",
            "Cookie": f"scorekeep_writer={cookie}",
            "Content-Type": "application/json",
        },
    )
    response = connection.getresponse()
    response.read()
    wait_past(clients, seen)
    return max(min(t for i, t in c.arrived.items() if i > seen) for c in clients) - began


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="scorekeep-serve-bench-"))
    home = root / "home"
    journal = evening(home, args.deals)
    process, port, writers = start(home)
    lines = []
    try:
        time.sleep(3.0)
        idle = rss_kib(process.pid)
        clients: list[Client] = []
        done = 0
        for count in (1, 20, 64):
            while len(clients) < count:
                clients.append(Client(port, f"127.0.0.{2 + len(clients) % 16}"))
                clients[-1].start()
            wait_past(clients, 0)
            time.sleep(1.0)
            delays, sizes = hands_at(home, journal, clients, args.rounds, done)
            done += args.rounds
            lines.append(
                f"  {count:2d} streams: event {max(sizes) / 1024:.1f} KiB at most, "
                f"arrival median {statistics.median(delays) * 1000:.0f} ms, "
                f"worst {max(delays) * 1000:.0f} ms"
            )
        full = rss_kib(process.pid)
        cookie, token = writer(port, writers)
        phone = [posted(port, cookie, token, n, clients) for n in range(args.rounds)]
        for client in clients:
            client.sock.close()
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(root, ignore_errors=True)
    print(f"a {args.deals}-deal evening, {args.rounds} hands per step:")
    print("\n".join(lines))
    print(f"server RSS: idle {idle / 1024:.1f} MiB, with 64 streams {full / 1024:.1f} MiB")
    print(
        f"phone's post -> the other pages: median {statistics.median(phone) * 1000:.0f} ms, "
        f"worst {max(phone) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
