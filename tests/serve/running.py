"""A real `scorekeep serve` process on a free loopback port, and plain HTTP to it."""

from __future__ import annotations

import contextlib
import http.client
import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urlsplit

from scorekeep import i18n

EXAMPLES = Path(__file__).resolve().parents[2] / "scorekeep" / "examples"
GAMES = ("bridge", "bridge-chicago", "bridge-duplicate", "deberc", "derda", "dernie", "durak")
START_SECONDS = 20.0


def environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in i18n.ENV_VARIABLES}
    env["SCOREKEEP_HOME"] = str(home)
    env["SCOREKEEP_CACHE"] = str(home.parent / "cache")
    env.pop("SCOREKEEP_BROWSER", None)
    return env


def scorekeep(home: Path, *args: str, code: int = 0) -> subprocess.CompletedProcess[str]:
    """A command from another terminal at the table."""
    done = subprocess.run(
        [sys.executable, "-m", "scorekeep", *args],
        env=environment(home),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == code, (done.stdout, done.stderr)
    return done


def seed_examples(home: Path) -> dict[str, Path]:
    """Every bundled example evening as a session of the home, as `scorekeep example` copies."""
    (home / "sessions").mkdir(parents=True, exist_ok=True)
    out = {}
    for game in GAMES:
        target = home / "sessions" / f"example-{game}.toml"
        shutil.copyfile(EXAMPLES / f"{game}.toml", target)
        out[game] = target
    return out


class Served(NamedTuple):
    url: str
    port: int
    process: subprocess.Popen[str]
    lines: list[str]

    @property
    def prefix(self) -> str:
        """The path part of the printed address: ``/`` or ``/t/TOKEN/``."""
        return urlsplit(self.url).path


def _reader(stream: object, into: queue.Queue[str]) -> None:
    for line in stream:  # type: ignore[attr-defined]
        into.put(line)


def holding_at_most(files: int | None) -> Callable[[], None] | None:
    """What limits the server's process to ``files`` descriptors (soft and hard)."""
    if files is None:
        return None

    def limit() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    return limit


@contextlib.contextmanager
def serving(
    home: Path, *args: str, env: dict[str, str] | None = None, files: int | None = None
) -> Iterator[Served]:
    """Start the server (with ``env`` added to its environment, and at most ``files`` file
    descriptors), wait (bounded) until it answers, stop it whatever happens."""
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeep", "serve", "--port", "0", *args],
        env={**environment(home), **(env or {})},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=holding_at_most(files),
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_reader, args=(process.stdout, lines), daemon=True).start()
    seen: list[str] = []
    try:
        deadline = time.monotonic() + START_SECONDS
        url = None
        while not (seen and "Ctrl-C" in seen[-1]) and time.monotonic() < deadline:
            try:
                seen.append(lines.get(timeout=0.2))
            except queue.Empty:
                assert process.poll() is None, process.stderr.read() if process.stderr else ""
                continue
            found = re.search(r"http://127\.0\.0\.1:(\d+)/\S*", seen[-1])
            url = url or (found.group(0) if found else None)
        assert url is not None, seen
        served = Served(url, int(urlsplit(url).port or 0), process, seen)
        for _ in range(100):
            with contextlib.suppress(OSError):
                if get(served, served.prefix)[0] in (200, 404):
                    break
            time.sleep(0.1)
        yield served
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def get(
    served: Served, path: str, method: str = "GET", host: str | None = None
) -> tuple[int, dict[str, str], bytes]:
    """One request over loopback; the status, the headers (lower-case names) and the body."""
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=5)
    try:
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host or f"127.0.0.1:{served.port}")
        connection.endheaders()
        response = connection.getresponse()
        body = b"" if method == "HEAD" else response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, body
    finally:
        connection.close()


def writers_url(served: Served) -> str:
    """The writers' address ``serve --entry`` printed (its path: ``/w/TOKEN`` or
    ``/t/READ/w/TOKEN``)."""
    for line in served.lines:
        found = re.search(r"http://127\.0\.0\.1:\d+((?:/t/[^/\s]+)?/w/\S+)", line)
        if found:
            return found.group(1)
    raise AssertionError(served.lines)


def request(
    served: Served,
    path: str,
    method: str = "GET",
    headers: dict[str, str] | None = None,
    body: bytes | None = None,
    source: str = "127.0.0.1",
) -> tuple[int, dict[str, str], bytes]:
    """One request with the headers given (``Host`` is the server's own unless given), sent
    from ``source`` (another loopback address is another client)."""
    connection = http.client.HTTPConnection(
        "127.0.0.1", served.port, timeout=10, source_address=(source, 0)
    )
    try:
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        sent = {"Host": f"127.0.0.1:{served.port}", **(headers or {})}
        if body is not None:
            sent.setdefault("Content-Length", str(len(body)))
        for name, value in sent.items():
            connection.putheader(name, value)
        connection.endheaders(body)
        response = connection.getresponse()
        data = b"" if method == "HEAD" else response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data
    finally:
        connection.close()


class Writer(NamedTuple):
    """A phone that opened the writers' address: its cookie and the form token its page got."""

    served: Served
    cookie: str
    token: str
    post_to: str

    def post(
        self, sent: dict[str, object], patient: bool = False, **changes: str
    ) -> tuple[int, dict[str, str]]:
        """Post one entry; ``patient`` waits out a 429 (bounded), as the page does."""
        for _ in range(50 if patient else 0):
            status, said = self.post(sent, **changes)
            if status != 429:
                return status, said
            time.sleep(0.2)
        import json

        headers = {
            "Cookie": changes.get("cookie", f"scorekeep_writer={self.cookie}"),
            "Origin": changes.get("origin", f"http://127.0.0.1:{self.served.port}"),
            "Content-Type": "application/json",
        }
        headers = {k: v for k, v in headers.items() if v}
        body = json.dumps({"token": self.token, **sent}).encode()
        status, _headers, data = request(self.served, self.post_to, "POST", headers, body)
        return status, json.loads(data) if data.startswith(b"{") else {"raw": data.decode()}


def writer(served: Served, page: str) -> Writer:
    """Open the writers' address as a phone would, then the board at ``page`` (a path
    under the printed prefix, e.g. ``s/fri``) with the cookie it set."""
    status, headers, _body = request(served, writers_url(served))
    assert status == 303, status
    cookie = re.search(r"scorekeep_writer=([^;]+)", headers["set-cookie"])
    assert cookie is not None
    assert "httponly" in headers["set-cookie"].lower()
    assert "samesite=strict" in headers["set-cookie"].lower()
    assert "/w/" not in headers["location"]
    status, _headers, html = request(
        served, served.prefix + page, headers={"Cookie": f"scorekeep_writer={cookie.group(1)}"}
    )
    assert status == 200
    token = re.search(rb'data-token="([^"]+)"', html)
    post_to = re.search(rb'data-post="([^"]+)"', html)
    assert token is not None and post_to is not None, html[:2000]
    return Writer(served, cookie.group(1), token.group(1).decode(), post_to.group(1).decode())


CLUB_PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"


def club_evening(name: str = "tuesday") -> tuple[str, ...]:
    """``new`` for a club's six pairs on a three-table Mitchell, as a director starts it."""
    return ("new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players",
            CLUB_PAIRS, "--movement", "mitchell:3x3", "--name", name)  # fmt: skip
