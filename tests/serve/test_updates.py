"""Updates that stay small: an event carries what changed, not the whole sheet; applied to
what the page holds it gives exactly the board a page opened now gets."""

from __future__ import annotations

import json
import re
import socket
import time
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.serve.watch import changes, pieces_of
from tests.serve.running import EXAMPLES, scorekeep, serving
from tests.serve.test_browser import chromium  # noqa: F401 - the browser fixture

CONTRACTS = ("1C", "1D", "1H", "1S", "1NT", "2C", "2D", "2H", "2S", "2NT", "4S", "3NT")
LARGEST_EVENT = 16 * 1024


def applied(ops: list[list[Any]], pieces: list[str]) -> list[str]:
    """What the page's script does with a patch, counting in UTF-16 code units as it does."""
    out = list(pieces)
    for op in ops:
        if op[1] == "e":
            old = out[op[0]].encode("utf-16-le", "surrogatepass")
            keep_front, keep_back = old[: op[2] * 2], old[len(old) - op[3] * 2 :]
            out[op[0]] = (keep_front + op[4].encode("utf-16-le") + keep_back).decode("utf-16-le")
        else:
            out[op[0] : op[0] + op[2]] = op[3]
    return out


piece = st.text(alphabet=st.sampled_from("ab<>/tr 𝄞é★"), max_size=12)


@settings(max_examples=300, deadline=None)
@given(st.lists(piece, max_size=12), st.lists(piece, max_size=12))
def test_a_patch_turns_the_old_pieces_into_the_new(old, new):
    assert applied(changes(tuple(old), tuple(new)), old) == new


def test_pieces_are_cut_at_rows_and_charts_and_join_to_the_fragment():
    fragment = '<table><tr><td>1</td></tr><tr class="x"><td>2</td></tr></table><svg>a</svg>!'
    parts = pieces_of(fragment)
    assert "".join(parts) == fragment
    assert parts[1] == "<tr><td>1</td></tr>" and "<svg>a</svg>" in parts


def long_evening(home: Path, deals: int) -> Path:
    """A rubber-bridge evening of ``deals`` deals, written as a journal."""
    text = (EXAMPLES / "bridge.toml").read_text("utf-8").split("[[hands]]")[0]
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


class Stream:
    """One page's event stream over loopback, read event by event (bounded in time)."""

    def __init__(self, port: int, path: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        self.data = b""

    def next_event(self) -> tuple[str, bytes, Any]:
        deadline = time.monotonic() + 20
        while True:
            found = re.search(rb"event: (\w+)\nid: \d+\ndata: (.*?)\n\n", self.data, re.DOTALL)
            if found:
                self.data = self.data[found.end() :]
                return found.group(1).decode(), found.group(0), json.loads(found.group(2))
            assert time.monotonic() < deadline, self.data[-200:]
            chunk = self.sock.recv(1 << 20)
            assert chunk, "the stream ended"
            self.data += chunk

    def close(self) -> None:
        self.sock.close()


def test_one_hand_on_a_2000_deal_evening_is_a_small_event(tmp_path):
    home = tmp_path / "home"
    long_evening(home, 2000)
    with serving(home, "-s", "evening") as running:
        stream = Stream(running.port, "/events")
        try:
            kind, _raw, whole = stream.next_event()
            assert kind == "board"
            pieces = whole["pieces"]
            assert len("".join(pieces).encode()) > 1024 * 1024  # the whole sheet is large
            for n, contract in enumerate(("3NT", "4S", "4H", "2C")):
                by, tricks = "NESW"[n], ("7", "10", "10", "8")[n]
                scorekeep(home, "hand", "-s", "evening", contract, "--by", by, "--tricks", tricks)
                kind, raw, patch = stream.next_event()
                assert kind == "patch" and patch["from"] == whole["version"] + n
                assert len(raw) <= LARGEST_EVENT, len(raw)
                pieces = applied(patch["ops"], pieces)
            fresh = Stream(running.port, "/events")
            try:
                kind, _raw, now = fresh.next_event()
            finally:
                fresh.close()
            assert kind == "board" and now["pieces"] == pieces
        finally:
            stream.close()


def test_the_page_follows_patches_to_the_board_a_new_page_gets(chromium, tmp_path):  # noqa: F811
    home = tmp_path / "home"
    (home / "sessions").mkdir(parents=True)
    (home / "sessions" / "fri.toml").write_text(
        (EXAMPLES / "derda.toml").read_text("utf-8"), "utf-8"
    )
    with serving(home, "-s", "fri") as running:
        page = chromium.new_page(viewport={"width": 360, "height": 740})
        fresh = chromium.new_page(viewport={"width": 360, "height": 740})
        try:
            page.goto(running.url)
            page.wait_for_selector(".board .points", timeout=5000)
            page.evaluate("window.stillThisPage = 'yes'")
            time.sleep(0.5)
            scorekeep(home, "undo", "-s", "fri")
            scorekeep(home, "undo", "-s", "fri", "--reason", "twice")
            scorekeep(home, "hand", "-s", "fri", "--bidder", "Ania", "--trump", "S",
                      "--cards", "Ania=90", "--cards", "Bartek=46")  # fmt: skip
            # the page has the last hand before it is compared: a page and a fresh one
            # that both still show the board before it would agree for the wrong reason
            heading = scorekeep(home, "status", "-s", "fri").stdout.splitlines()[0]
            page.wait_for_function(
                "h => document.querySelector('#live .heading').textContent === h",
                arg=heading,
                timeout=5000,
            )
            fresh.goto(running.url)
            fresh.wait_for_selector(".board .points", timeout=5000)
            assert page.inner_html("#live") == fresh.inner_html("#live")
            assert page.evaluate("window.stillThisPage") == "yes"
        finally:
            page.close()
            fresh.close()
