"""``scorekeep publish``: a duplicate session's static results site — the same bytes twice,
one more result changing only the pages it is on, every link inside the folder, no script
and no outside address, each personal card agreeing with the ranking, the session's
language, and ``--watch`` following the journal as a real process until the session closes."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import time
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"
RESULTS = [
    ("1", "4H", "S", "10", "Kow", "Now"),
    ("1", "4H", "S", "11", "Wiś", "Ziel"),
    ("1", "3NT", "N", "9", "Lew", "Wój"),
    ("2", "3NT", "E", "10", "Kow", "Ziel"),
    ("2", "4S", "E", "10", "Wiś", "Wój"),
    ("2", "3NT", "E", "11", "Lew", "Now"),
]


def record(cli, board, contract, by, tricks, ns, ew, session="pairs"):
    cli(
        "hand", "-s", session, contract, "--by", by, "--tricks", tricks,
        "--board", board, "--ns", ns, "--ew", ew,
    )  # fmt: skip


@pytest.fixture
def pairs(cli):
    cli("new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players", PAIRS,
        "--name", "pairs")  # fmt: skip
    for result in RESULTS:
        record(cli, *result)
    return cli


def site(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.found += [value or "" for name, value in attrs if name in ("href", "src")]


def links_of(page: bytes) -> list[str]:
    parser = Links()
    parser.feed(page.decode("utf-8"))
    return parser.found


def test_two_runs_give_the_same_bytes_and_the_second_writes_nothing(pairs, tmp_path):
    first = pairs("publish", "-s", "pairs", "--out", str(tmp_path / "a"))
    assert "published pairs into" in first.stdout and "10 files, 10 written" in first.stdout
    pairs("publish", "-s", "pairs", "--out", str(tmp_path / "b"))
    assert site(tmp_path / "a") == site(tmp_path / "b")
    again = pairs("publish", "-s", "pairs", "--out", str(tmp_path / "a"))
    assert "10 files, 0 written" in again.stdout
    assert site(tmp_path / "a") == site(tmp_path / "b")


def test_the_site_has_a_ranking_a_page_per_board_and_a_card_per_pair(pairs, tmp_path):
    pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    names = set(site(tmp_path))
    cards = {f"pair-{n}.html" for n in range(1, 7)}
    assert names == {"index.html", "board-1.html", "board-2.html", "manifest.json", *cards}
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "<h1>Results — pairs</h1>" in index
    assert '<a href="pair-3.html">Wiśniewscy</a></td><td>8</td><td>8</td><td>100.00' in index
    board = (tmp_path / "board-2.html").read_text(encoding="utf-8")
    assert "Board 2 · dealer E · vulnerable: NS · top 4" in board
    assert "3NT E 11" in board and "no double-dummy data" in board


def test_manifest_lists_every_file_with_its_sha256(pairs, tmp_path):
    pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    files = site(tmp_path)
    listed = json.loads(files.pop("manifest.json"))["files"]
    assert set(listed) == set(files)
    for name, data in files.items():
        assert listed[name] == {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def test_every_link_resolves_inside_the_folder_and_no_page_has_a_script_or_address(pairs, tmp_path):
    record(pairs, "3", "2S", "N", "8", "Kow", "Wiś")
    pairs("hand", "-s", "pairs", "--board", "3", "--sitout", "Lew")
    pairs("hand", "-s", "pairs", "--board", "3", "--ns", "Now", "--ew", "Ziel", "--adjusted", "A+-")
    pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    pages = {n: d for n, d in site(tmp_path).items() if n.endswith(".html")}
    linked = set()
    for name, page in pages.items():
        text = page.decode("utf-8").lower()
        assert "<script" not in text and "http://" not in text and "https://" not in text, name
        for href in links_of(page):
            target = (tmp_path / href).resolve()
            assert target.parent == tmp_path.resolve() and target.is_file(), (name, href)
            linked.add(target.name)
    assert linked == set(pages)  # and every page is reached from another


def test_each_personal_card_agrees_with_the_ranking(pairs, tmp_path):
    """Each card's session percentage is the ranking's to two decimals, and (the session
    being scored as the mean of board percentages) the mean of the card's board column."""
    record(pairs, "3", "2S", "N", "8", "Kow", "Wiś")
    pairs("hand", "-s", "pairs", "--board", "3", "--ns", "Now", "--ew", "Ziel", "--adjusted", "A+-")
    status = pairs.json("status", "-s", "pairs")
    pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    numbers = {pair: n for n, pair in enumerate(status["players"], 1)}
    for row in status["ranking"]:
        card = (tmp_path / f"pair-{numbers[row['pair']]}.html").read_text(encoding="utf-8")
        shown = re.search(r'<p class="standing">[^<]*· ([\d.]+)%</p>', card)
        assert shown and shown.group(1) == f"{row['percentage']:.2f}", row
        boards = re.findall(r'<td><a href="board-\d+.html">\d+</a></td>(?:<td>.*?</td>){5}'
                            r"<td>([\d.]+)</td>", card)  # fmt: skip
        assert boards
        mean = sum(map(float, boards)) / len(boards)
        assert abs(mean - row["percentage"]) <= 0.01, (row, boards)
        total = re.search(r"<td>total</td>(?:<td></td>){4}<td>[^<]*</td><td>([\d.]+)</td>", card)
        assert total and total.group(1) == f"{row['percentage']:.2f}"


def test_one_more_result_changes_only_the_ranking_its_board_its_pairs_and_the_manifest(
    pairs, tmp_path
):
    """Boards 1 and 2 have three results each; the first result on board 3 is factored up
    to three (Neuberg) without changing any other board, so the other pairs' cards stay."""
    pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    before = site(tmp_path)
    record(pairs, "3", "2S", "N", "8", "Kow", "Wiś")
    said = pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    after = site(tmp_path)
    changed = {n for n in after if before.get(n) != after[n]}
    assert changed == {"index.html", "board-3.html", "pair-1.html", "pair-3.html", "manifest.json"}
    assert set(before) <= set(after)
    assert "11 files, 5 written" in said.stdout


def test_a_page_the_site_no_longer_has_is_removed_and_other_files_stay(pairs, tmp_path):
    record(pairs, "3", "2S", "N", "8", "Kow", "Wiś")
    pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    (tmp_path / "logo.txt").write_text("the club's own file", encoding="utf-8")
    pairs("undo", "-s", "pairs")
    said = pairs("publish", "-s", "pairs", "--out", str(tmp_path))
    assert ", 1 removed" in said.stdout
    assert not (tmp_path / "board-3.html").exists()
    assert (tmp_path / "logo.txt").read_text(encoding="utf-8") == "the club's own file"


def test_the_site_speaks_the_sessions_language(cli, tmp_path):
    cli("new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players", PAIRS,
        "--name", "po-polsku", "--lang", "pl")  # fmt: skip
    for result in RESULTS:
        record(cli, *result, session="po-polsku")
    said = cli("publish", "-s", "po-polsku", "--out", str(tmp_path))
    assert "opublikowano po-polsku" in said.stdout
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    card = (tmp_path / "pair-1.html").read_text(encoding="utf-8")
    assert '<html lang="pl">' in index and "<h1>Wyniki — po-polsku</h1>" in index
    assert "Osobista karta wyników — Kowalscy" in card and "para 1 · miejsce" in card


def test_an_imported_evening_shows_its_hand_records(cli, tmp_path):
    cli("import", str(ROOT / "scorekeep" / "examples" / "club-evening.pbn"), "--name", "club")
    cli("publish", "--out", str(tmp_path))
    board = (tmp_path / "board-1.html").read_text(encoding="utf-8")
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "Klubowy poniedziałek" in index
    assert "Board 1 hand record · dealer N" in board and "<td>A K 5</td>" in board
    try:
        import endplay  # noqa: F401
    except ImportError:
        assert "no double-dummy data" in board
    else:
        assert "par NS +990" in board and "vs par" in board
    assert "no double-dummy data" in (tmp_path / "board-2.html").read_text(encoding="utf-8")


def test_imp_pairs_cards_carry_the_rankings_imps(cli, tmp_path):
    cli("new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--set",
        "pairs_scoring=imps-cross", "--players", PAIRS, "--name", "imps")  # fmt: skip
    for result in RESULTS:
        record(cli, *result, session="imps")
    status = cli.json("status", "-s", "imps")
    cli("publish", "-s", "imps", "--out", str(tmp_path))
    numbers = {pair: n for n, pair in enumerate(status["players"], 1)}
    for row in status["ranking"]:
        card = (tmp_path / f"pair-{numbers[row['pair']]}.html").read_text(encoding="utf-8")
        assert f"· {row['imps']:+.2f} IMPs</p>" in card, row


def test_a_team_match_publishes_its_scorecard_and_boards(cli, tmp_path):
    cli(
        "new",
        "bridge-duplicate",
        "--players",
        "N=Ania,E=Bartek,S=Celina,W=Darek",
        "--name",
        "match",
    )
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--room", "open")
    cli("hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--room", "closed")
    cli("publish", "--out", str(tmp_path))
    assert set(site(tmp_path)) == {"index.html", "board-1.html", "manifest.json"}
    board = (tmp_path / "board-1.html").read_text(encoding="utf-8")
    assert "4H S 10" in board and "4H S 11" in board and "IMPs NS: -1" in board
    assert '<a href="board-1.html">1</a>' in (tmp_path / "index.html").read_text("utf-8")


def test_a_teams_event_publishes_its_ranking_matches_and_team_cards(cli, tmp_path):
    cli("example", "bridge-teams-event")
    status = cli.json("status", "-s", "example-bridge-teams-event")
    cli("publish", "-s", "example-bridge-teams-event", "--out", str(tmp_path))
    pages = {n: d for n, d in site(tmp_path).items() if n.endswith(".html")}
    assert {"index.html", "match-1.html", "team-1.html", "team-4.html"} <= set(pages)
    for name, page in pages.items():
        assert b"<script" not in page and b"http://" not in page and b"https://" not in page
        for href in links_of(page):
            assert (tmp_path / href).is_file(), (name, href)
    teams = list(status["teams"])
    for row in status["ranking"]:
        card = pages[f"team-{teams.index(row['team']) + 1}.html"].decode("utf-8")
        assert f"<td>total</td><td>place {row['place']}</td><td></td><td>{row['vp']:.2f}" in card
    assert "Round 1: Lions v Wolves" in pages["match-1.html"].decode("utf-8")


def test_a_session_without_a_site_and_a_file_as_the_folder_are_refused(cli, tmp_path):
    cli("new", "bridge", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "rubber")
    refused = cli("publish", "--out", str(tmp_path / "site"), code=1)
    assert refused.stderr.count("\n") == 1 and "-s: a bridge session has no results site" in (
        refused.stderr
    )
    assert not (tmp_path / "site").exists()
    cli("new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players", PAIRS,
        "--name", "pairs")  # fmt: skip
    (tmp_path / "taken").write_text("x", encoding="utf-8")
    refused = cli("publish", "--out", str(tmp_path / "taken"), code=1)
    assert "--out" in refused.stderr and "is a file, not a folder" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_watch_follows_the_journal_until_the_session_is_closed(pairs, tmp_path):
    """A real process: it publishes at once, again after a hand typed elsewhere, and stops
    by itself once the session is closed. Every wait is bounded."""
    out = tmp_path / "site"
    env = {**os.environ, "SCOREKEEP_HOME": str(pairs.home)}
    command = [sys.executable, "-m", "scorekeep", "publish", "-s", "pairs", "--out", str(out)]
    watcher = subprocess.Popen(
        [*command, "--watch", "--every", "0.05"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        manifest = out / "manifest.json"
        first = wait_for(lambda: manifest.is_file() and manifest.read_bytes())
        record(pairs, "3", "2S", "N", "8", "Kow", "Wiś")
        wait_for(lambda: manifest.read_bytes() != first)
        assert (out / "board-3.html").is_file()
        pairs("close", "-s", "pairs")
        stdout, stderr = watcher.communicate(timeout=60)
    finally:
        if watcher.poll() is None:
            watcher.kill()
            watcher.communicate()
    assert watcher.returncode == 0, stderr
    lines = stdout.splitlines()
    assert len(lines) >= 3 and all(line.startswith("published pairs into") for line in lines)
    assert lines[-1].endswith("· the session is closed")


def wait_for(condition, tries: int = 600, pause: float = 0.05):
    for _ in range(tries):
        found = condition()
        if found:
            return found
        time.sleep(pause)
    pytest.fail("the watcher did not publish in time")


def test_watch_says_a_journal_it_cannot_read_and_goes_on(pairs, tmp_path):
    """An editor saving the journal cut short (or a line mistyped) is one line on stderr;
    the site stays as it was and the watch publishes again once the journal reads."""
    out = tmp_path / "site"
    env = {**os.environ, "SCOREKEEP_HOME": str(pairs.home)}
    command = [sys.executable, "-m", "scorekeep", "publish", "-s", "pairs", "--out", str(out)]
    errors = tmp_path / "stderr.txt"
    with errors.open("w", encoding="utf-8") as log:
        watcher = subprocess.Popen(
            [*command, "--watch", "--every", "0.05"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
        )
    journal = pairs.journal("pairs")
    good = journal.read_bytes()
    try:
        manifest = out / "manifest.json"
        first = wait_for(lambda: manifest.is_file() and manifest.read_bytes())
        cut = tmp_path / "cut.toml"
        cut.write_bytes(good[: len(good) // 3])
        os.replace(cut, journal)
        wait_for(lambda: errors.read_text(encoding="utf-8"))
        assert watcher.poll() is None and manifest.read_bytes() == first
        whole = tmp_path / "whole.toml"
        whole.write_bytes(good)
        os.replace(whole, journal)
        record(pairs, "3", "2S", "N", "8", "Kow", "Wiś")
        wait_for(lambda: manifest.read_bytes() != first)
        pairs("close", "-s", "pairs")
        stdout, _none = watcher.communicate(timeout=60)
    finally:
        if watcher.poll() is None:
            watcher.kill()
            watcher.communicate()
    stderr = errors.read_text(encoding="utf-8")
    assert watcher.returncode == 0, stderr
    problems = stderr.splitlines()
    assert len(problems) == 1 and problems[0].startswith("scorekeep: error: "), stderr
    assert "pairs.toml" in problems[0] and "Traceback" not in stderr
    assert stdout.splitlines()[-1].endswith("· the session is closed")
