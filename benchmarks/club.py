"""A club evening at full size, measured as whole processes: 30 tables (60 pairs in a
Howell-style movement, each pair sitting NS on some boards and EW on others), 27 boards,
810 table results typed table by table, a few of them adjusted scores and sit-outs.

Run: ``python benchmarks/club.py [--repeat N] [--tables N] [--boards N] [--rounds N]
[--pages]``. Target: ``hand`` (the next table's result, played on from what the hand before
it kept, as at the club) within 6x a bare ``python -c pass``, by the ratio of wall medians
and of mean CPU time; ``status`` after a hand and again unchanged, and both with nothing
kept (the first command on the journal, which replays all 810 results), are shown beside
it. ``sheet`` in text and HTML are timed once each round too, and, for reference in the
same rounds, run.py's ``bridge hand`` on a 1,000-deal rubber. The method is
benchmarks/run.py's.

Scale: the same evening at ``--tables`` (30) and at ``--large`` tables (120: four times the
results) for ``status`` with nothing kept, ``sheet``, ``export --format pbn`` and ``import``
of that export, in the same rounds. Target: each at 120 tables within 4.5x its time at 30, by the
ratio of wall medians and of mean CPU time.

Through the pages: a ``--tables``-table Mitchell (three boards a round, ``--boards`` / 3
rounds: 9 rounds, 810 results) on a real ``scorekeep serve --entry --club`` on a free
loopback port. Every table's phone opens its card (the code for the table's cookie, from a
loopback address of its own) and, all tables at once, enters each board of its round by NS
and confirms it by EW with the button the answer brings, as the page's script posts (form
token, entry id, the server's ``Origin``). ``--tables`` live boards are open meanwhile, as
plain HTTP clients reading the board's event stream (``/events``, as benchmarks/serve.py
does), not browsers. It prints the time from a confirmation's post to the board event with
its result (the heading's count of results, with the ranking) on the last of the open
boards, median and max over every confirmation, and each round's time from its first post
to its last result on every board, with the server's CPU time in it (which a loaded machine
changes less). ``--rounds N`` enters only the first N rounds; ``--pages`` runs this part
alone.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import functools
import http.client
import json
import math
import os
import queue
import random
import re
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from run import BRIDGE_HAND, Commands, Timing, console_script, forget, measure
from run import journal as rubber_journal

SCORES = (-100, -50, 110, 140, 170, 420, 450, 620, -620, -420, 400, 430)


def movement(tables: int, boards: int, per_round: int = 3) -> list[tuple[int, str, str]]:
    """(board, NS, EW) for every table of every round, by the circle method: each round
    every pair meets another, the tables of a round play its boards."""
    pairs = [f"Pair {i}" for i in range(1, 2 * tables + 1)]
    ring = pairs[1:]
    seats = []
    for r in range(boards // per_round):
        order = [pairs[0], *ring]
        for t in range(tables):
            a, b = order[t], order[2 * tables - 1 - t]
            ns, ew = (a, b) if r % 2 == 0 else (b, a)
            seats += [(r * per_round + k + 1, ns, ew) for k in range(per_round)]
        ring = ring[-1:] + ring[:-1]
    return seats


def journal(tables: int, boards: int, per_round: int = 3) -> tuple[str, list[str]]:
    """The evening's journal, every result but the last table's, and that one's ``hand``."""
    rng = random.Random(27)
    seats = movement(tables, boards, per_round)
    pairs = [f"Pair {i}" for i in range(1, 2 * tables + 1)]
    head = [
        "format = 1",
        'name = "club"',
        'ruleset = "bridge-duplicate"',
        'game = "bridge-duplicate"',
        'created = "2026-12-01T19:00:00+01:00"',
        "players = [" + ", ".join(f'"{p}"' for p in pairs) + "]",
        "",
        "[options]",
        'duplicate_form = "pairs"',
        "",
    ]
    parts = ["\n".join(head)]
    for n, (number, ns, ew) in enumerate(seats[:-1], 1):
        what = 'adjusted = "A+-"\n' if n % 97 == 0 else f"score = {rng.choice(SCORES)}\n"
        parts.append(
            f'\n[[hands]]\nn = {n}\nat = "2026-12-01T19:00:00+01:00"\nboard = {number}\n'
            f'ns = "{ns}"\new = "{ew}"\n{what}'
        )
    number, ns, ew = seats[-1]
    hand = ["hand", "-s", "club", "--again", "4S", "--by", "N", "--tricks", "10"]
    hand += ["--board", str(number)]
    return "".join(parts), [*hand, "--ns", ns, "--ew", ew]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--boards", type=int, default=27)
    parser.add_argument("--large", type=int, default=120, help="tables of the large evening")
    parser.add_argument(
        "--rounds", type=int, default=0, help="rounds entered through the pages (0: all)"
    )
    parser.add_argument(
        "--pages", action="store_true", help="only the evening entered through the pages"
    )
    args = parser.parse_args()
    if args.pages:
        pages_evening(args.tables, args.boards, args.rounds)
        return
    home = Path(tempfile.mkdtemp(prefix="scorekeep-club-"))
    (home / "sessions").mkdir(parents=True)
    path = home / "sessions" / "club.toml"
    text, hand = journal(args.tables, args.boards)
    os.environ["SCOREKEEP_CACHE"] = tempfile.mkdtemp(prefix="scorekeep-club-cache-")
    env = {**os.environ, "SCOREKEEP_HOME": str(home)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    py = sys.executable
    sk = [console_script()]
    status = [*sk, "status", "-s", "club"]

    def fresh() -> None:
        """The journal before its last result: each timed hand types that result again."""
        path.write_text(text, encoding="utf-8")

    def kept() -> None:
        fresh()
        subprocess.run(status, env=env, check=True, stdout=subprocess.DEVNULL)

    cold = functools.partial(forget, home, path)
    (home / "sessions" / "bridge.toml").write_text(rubber_journal("bridge", 1000), "utf-8")
    commands: Commands = {
        "python -c pass": ([py, "-c", "pass"], None),
        "bridge hand (1,000 deals)": (
            [*sk, "hand", "-s", "bridge", "--again", *BRIDGE_HAND],
            None,
        ),
        "club hand": ([*sk, *hand], kept),
        "club status after a hand": (status, None),
        "club status": (status, None),
        "club hand, nothing kept": ([*sk, *hand], lambda: (fresh(), cold())),
        "club status, nothing kept": (status, cold),
        "club sheet": ([*sk, "sheet", "-s", "club"], None),
        "club sheet --format html": ([*sk, "sheet", "-s", "club", "--format", "html"], None),
    }
    commands.update(scale_commands(home, env, sk, (args.tables, args.large), args.boards))
    for command, before in commands.values():  # warm the caches, check every line works
        if before is not None:
            before()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    timings = measure(commands, args.repeat, env)
    shutil.rmtree(home)
    report(timings, args.tables, args.boards)
    scale_report(timings, (args.tables, args.large))
    pages_evening(args.tables, args.boards, args.rounds)


def pages_evening(tables: int, boards: int, rounds: int) -> None:
    """The pages part in a home of its own, removed after it."""
    home = Path(tempfile.mkdtemp(prefix="scorekeep-club-pages-"))
    env = {**os.environ, "SCOREKEEP_HOME": str(home / "home")}
    env["SCOREKEEP_CACHE"] = str(home / "cache")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    try:
        pages([console_script()], env, tables, boards // 3, rounds or boards // 3)
    finally:
        shutil.rmtree(home, ignore_errors=True)


SCALED = ("status, nothing kept", "sheet", "export", "import")


def scale_commands(
    home: Path, env: dict[str, str], sk: list[str], sizes: tuple[int, ...], boards: int
) -> Commands:
    """``status`` with nothing kept, ``sheet``, ``export`` and ``import`` of the evening at
    each size (a session ``club-N`` of N tables); ``import`` reads what ``export`` wrote,
    into a session it makes anew each run."""
    commands: Commands = {}
    for tables in sizes:
        name = f"club-{tables}"
        path = home / "sessions" / f"{name}.toml"
        path.write_text(journal(tables, boards)[0].replace('"club"', f'"{name}"', 1), "utf-8")
        pbn = home / f"{name}.pbn"
        export = [*sk, "export", "-s", name, "-o", str(pbn)]
        subprocess.run(export, env=env, check=True, stderr=subprocess.DEVNULL)
        again = home / "sessions" / f"{name}-again.toml"
        commands[f"{tables} tables: status, nothing kept"] = (
            [*sk, "status", "-s", name],
            functools.partial(forget, home, path),
        )
        commands[f"{tables} tables: sheet"] = ([*sk, "sheet", "-s", name], None)
        commands[f"{tables} tables: export"] = (
            [*sk, "export", "-s", name, "-o", str(home / "out.pbn"), "--force"],
            None,
        )
        commands[f"{tables} tables: import"] = (
            [*sk, "import", str(pbn), "--name", f"{name}-again"],
            functools.partial(again.unlink, missing_ok=True),
        )
    return commands


def scale_report(timings: dict[str, Timing], sizes: tuple[int, int]) -> None:
    small, large = sizes
    print()
    print(f"{'scale':<24} {small:>6} {large:>8} {'ratio':>6} {'CPU ratio':>9}")
    for what in SCALED:
        a, b = timings[f"{small} tables: {what}"], timings[f"{large} tables: {what}"]
        wall = statistics.median(b.wall) / statistics.median(a.wall)
        cpu = statistics.fmean(b.cpu) / statistics.fmean(a.cpu) if statistics.fmean(a.cpu) else 0
        print(
            f"{what:<24} {statistics.median(a.wall) * 1000:>4.0f}ms "
            f"{statistics.median(b.wall) * 1000:>6.0f}ms {wall:>5.2f}x {cpu:>8.2f}x  <= 4.5x"
        )


def report(timings: dict[str, Timing], tables: int, boards: int) -> None:
    bare = timings["python -c pass"]
    bare_wall, bare_cpu = statistics.median(bare.wall), statistics.fmean(bare.cpu)
    what = f"what ({tables} tables, {boards} boards)"
    print(f"{what:<36} {'median':>8} {'ratio':>6} {'mean CPU':>8} {'ratio':>6}")
    for name, timing in timings.items():
        if " tables: " in name:
            continue
        wall, cpu = statistics.median(timing.wall), statistics.fmean(timing.cpu)
        target = "  <= 6x" if name == "club hand" else ""
        print(
            f"{name:<36} {wall * 1000:>6.0f}ms {wall / bare_wall:>5.2f}x "
            f"{cpu * 1000:>6.0f}ms {cpu / bare_cpu if bare_cpu else 0:>5.2f}x{target}"
        )


HEADING = re.compile("· (\\d+) results?\\b".encode())
"""The count of results in the live board's heading ("club-pages · bridge-duplicate · 12
results"), in a whole event or a patch."""
RESULTS = ("4S =", "3NT +1", "2H -1", "4H =", "1NT -2", "3C +2", "2S =", "5D -1")


class Stream(threading.Thread):
    """One open live board: a plain HTTP client reading the board's event stream (opened
    again when the server ends it, as a browser's ``EventSource`` does), and when each
    count of results in the board's heading first arrived."""

    def __init__(self, port: int, source: str) -> None:
        super().__init__(daemon=True)
        self.port, self.source = port, source
        self.shown: dict[int, float] = {}
        self.closed = threading.Event()
        self.sock = self.connect()

    def connect(self) -> socket.socket:
        sock = socket.create_connection(
            ("127.0.0.1", self.port), timeout=120, source_address=(self.source, 0)
        )
        sock.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode())
        return sock

    def run(self) -> None:
        for _reconnect in range(100):
            self.read()
            if self.closed.is_set():
                return
            time.sleep(1.0)
            self.sock = self.connect()

    def read(self) -> None:
        data = b""
        while True:
            try:
                chunk = self.sock.recv(1 << 20)
            except OSError:
                return
            if not chunk:
                return
            now = time.monotonic()
            data += chunk
            while (end := data.find(b"\n\n")) >= 0:
                event, data = data[: end + 2], data[end + 2 :]
                for count in re.findall(HEADING, event):
                    self.shown.setdefault(int(count), now)

    def close(self) -> None:
        self.closed.set()
        self.sock.close()

    def showing(self, count: int) -> float | None:
        """When this page first showed at least ``count`` results."""
        return min((t for n, t in self.shown.items() if n >= count), default=None)


class Phone:
    """A table's phone that scanned its card: the cookie the code was exchanged for, the
    form token and the address its page posts to, from a loopback address of its own."""

    def __init__(self, port: int, card: str, source: str) -> None:
        self.port, self.source = port, source
        status, headers, _body = self.send("GET", card)
        assert status == 303, status
        cookie = re.search(r"scorekeep_club=([^;]+)", headers.get("set-cookie", ""))
        assert cookie is not None
        self.cookie = cookie.group(1)
        status, _headers, page = self.send("GET", headers["location"])
        assert status == 200, status
        token = re.search(r'data-token="([^"]+)"', page)
        post_to = re.search(r'data-post="([^"]+)"', page)
        assert token is not None and post_to is not None
        self.token, self.post_to = token.group(1), post_to.group(1)

    def send(
        self, method: str, path: str, body: bytes | None = None
    ) -> tuple[int, dict[str, str], str]:
        connection = http.client.HTTPConnection(
            "127.0.0.1", self.port, timeout=60, source_address=(self.source, 0)
        )
        headers = {"Host": f"127.0.0.1:{self.port}"}
        if hasattr(self, "cookie"):
            headers["Cookie"] = f"scorekeep_club={self.cookie}"
        if body is not None:
            headers |= {"Origin": f"http://127.0.0.1:{self.port}"}
            headers |= {"Content-Type": "application/json"}
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode("utf-8")
            return response.status, {k.lower(): v for k, v in response.getheaders()}, text
        finally:
            connection.close()

    def post(self, sent: dict[str, object]) -> dict[str, str]:
        """The page's post: its form token and a new entry id, sent again (the same) after
        a 429 or 503 as the page's script does, at most a minute."""
        body = json.dumps({**sent, "token": self.token, "entry": secrets.token_hex(12)})
        for _attempt in range(60):
            status, _headers, text = self.send("POST", self.post_to, body.encode())
            if status not in (429, 503):
                break
            time.sleep(1.0)
        said: dict[str, str] = json.loads(text)
        assert status == 200, (status, said.get("text"))
        return said


def cpu_seconds(pid: int) -> float:
    """The process's CPU time so far, user and system (Linux's ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def play_round(phone: Phone, table: int, number: int, boards: list[int]) -> list[tuple[float, int]]:
    """A table's round from its page: each board entered by NS, then confirmed by EW on
    the same phone with the button the answer's page brings; when each confirmation was
    sent, and the hand it wrote."""
    confirmed = []
    for board in boards:
        contract, result = RESULTS[(board + table) % len(RESULTS)].split()
        by = "NESW"[(board * 3 + table) % 4]
        sent = {"action": "enter", "round": number, "side": "NS", "board": board}
        said = phone.post({**sent, "contract": contract, "by": by, "result": result})
        assert said["outcome"] == "pending", said["text"]
        button = re.search(
            rf'data-board="{board}">[^<]*<button[^>]*data-confirm="([^"]+)"', said["html"]
        )
        assert button is not None, said["html"]
        sent_at = time.monotonic()
        said = phone.post({"action": "confirm", "id": button.group(1), "side": "EW"})
        assert said["outcome"] == "recorded", said["text"]
        hand = re.search(r"\bhand (\d+)", said["text"])
        assert hand is not None, said["text"]
        confirmed.append((sent_at, int(hand.group(1))))
    return confirmed


def served(sk: list[str], env: dict[str, str]) -> tuple[subprocess.Popen[str], int, dict[int, str]]:
    """``serve --entry --club`` on a free loopback port: the process, its port and each
    table's card address as printed (read for at most 30 seconds)."""
    process = subprocess.Popen(
        [*sk, "--lang", "en", "serve", "-s", "club-pages", "--port", "0", "--entry", "--club"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x) for x in process.stdout], daemon=True).start()
    port, cards = 0, {}
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            if process.poll() is not None:
                break
            continue
        if "Ctrl-C" in line:
            return process, port, cards
        found = re.search(r"http://127\.0\.0\.1:(\d+)(/\S*)", line)
        table = re.match(r"table (\d+) card", line)
        if found and table:
            cards[int(table.group(1))] = found.group(2)
        elif found and not port:
            port = int(found.group(1))
    process.kill()
    sys.exit("serve --entry --club did not start")


def pages(sk: list[str], env: dict[str, str], tables: int, movement: int, rounds: int) -> None:
    """A ``tables``-table Mitchell of ``movement`` rounds (three boards a round), its first
    ``rounds`` entered through the pages, every table at once, with ``tables`` live boards
    open."""
    new = [*sk, "--lang", "en", "new", "bridge-duplicate", "--set", "duplicate_form=pairs"]
    new += ["--movement", f"mitchell:{tables}x{movement}", "--name", "club-pages"]
    subprocess.run(new, env=env, check=True, stdout=subprocess.DEVNULL)
    show = [*sk, "movement", "show", "-s", "club-pages", "--format", "json"]
    shown = json.loads(subprocess.run(show, env=env, check=True, capture_output=True).stdout)
    boards = {(row["round"], row["table"]): row["boards"] for row in shown}
    process, port, cards = served(sk, env)
    try:
        streams = [Stream(port, f"127.0.1.{i + 1}") for i in range(tables)]
        for stream in streams:
            stream.start()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not all(s.shown for s in streams):
            time.sleep(0.01)
        assert all(s.shown for s in streams), "a live board did not open"
        phones = {t: Phone(port, cards[t], f"127.0.2.{t}") for t in range(1, tables + 1)}
        delays, totals, cpu = [], [], []
        for number in range(1, rounds + 1):
            began, used = time.monotonic(), cpu_seconds(process.pid)
            with concurrent.futures.ThreadPoolExecutor(tables) as pool:
                done = pool.map(
                    lambda t, r=number: play_round(phones[t], t, r, boards[(r, t)]),
                    range(1, tables + 1),
                )
                confirmed = [c for table in done for c in table]
            last = max(hand for _sent, hand in confirmed)
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and not all(s.showing(last) for s in streams):
                time.sleep(0.01)
            for sent_at, hand in confirmed:
                arrived = [s.showing(hand) for s in streams]
                delays.append(max(a if a is not None else math.inf for a in arrived) - sent_at)
            shown_at = [s.showing(last) for s in streams]
            totals.append(max(a if a is not None else math.inf for a in shown_at) - began)
            cpu.append(cpu_seconds(process.pid) - used)
        for stream in streams:
            stream.close()
        status = [*sk, "status", "-s", "club-pages", "--format", "json"]
        kept = json.loads(subprocess.run(status, env=env, check=True, capture_output=True).stdout)
        assert kept["hands"] == len(delays), (kept["hands"], len(delays))
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
    print()
    print(
        f"through the pages ({tables} tables at once, {rounds} round(s), "
        f"{len(delays)} confirmations, {tables} live boards open):"
    )
    print(
        f"  confirmation -> ranking on all {tables} boards: "
        f"median {statistics.median(delays) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms"
    )
    print("  round entered and confirmed: " + ", ".join(f"{t:.1f} s" for t in totals))
    print("  the server's CPU time a round: " + ", ".join(f"{t:.1f} s" for t in cpu))


if __name__ == "__main__":
    main()
