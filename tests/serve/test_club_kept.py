"""``serve --entry --club`` keeps the session between posts: a post (its checks, the
append, the table's page and the live board after it) reads the journal once and replays
it at most once, and a journal changed behind the server's back is read again."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorekeep.app.session import Held
from scorekeep.core import session as core_session
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.serve.board import draw, live_fragment
from scorekeep.serve.club import Club, written
from scorekeep.serve.watch import Watcher
from tests.serve.running import club_evening, scorekeep
from tests.serve.test_club import card, cards, confirm, journal, new_evening, result, serving


class Counted:
    """How often the journal was parsed and replayed whole since the last look."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.parsed = self.replayed = 0
        parse, replay = journal_file.parse, core_session._replay

        def parsing(*args, **kwargs):
            self.parsed += 1
            return parse(*args, **kwargs)

        def replaying(*args, **kwargs):
            self.replayed += 1
            return replay(*args, **kwargs)

        monkeypatch.setattr(journal_file, "parse", parsing)
        monkeypatch.setattr(core_session, "_replay", replaying)

    def taken(self) -> tuple[int, int]:
        seen = self.parsed, self.replayed
        self.parsed = self.replayed = 0
        return seen


class Server:
    """The club's post and the live board as ``serve --entry --club`` runs them, in this
    process: the post written through the application layer, then the board redrawn."""

    def __init__(self, home: Home, path: Path) -> None:
        self.home, self.path = home, path
        self.club = Club("tuesday", [1, 2, 3])
        self.club.held = Held(home, path)
        self.watcher = Watcher(home, path, "", self.club.held)
        assert self.watcher.poll() == ["tuesday"]

    def post(self, role: str, entry_id: str, sent: dict[str, object]) -> dict[str, str]:
        answer = written(self.home, self.path, self.club, role, entry_id, sent, "t", "/enter")
        assert self.watcher.poll() == ["tuesday"] or answer["outcome"] != "recorded"
        return answer


@pytest.fixture
def evening(cli) -> Server:
    cli(*club_evening("tuesday"))
    return Server(Home(cli.home), cli.journal("tuesday"))


def test_a_post_reads_the_journal_once_and_replays_it_at_most_once(evening, monkeypatch):
    counted = Counted(monkeypatch)
    for table in (1, 2, 3):
        for board in {1: (1, 2, 3), 2: (4, 5, 6), 3: (7, 8, 9)}[table]:
            sent = {**result(board, f"ns-{table}-{board}"), "round": 1}
            answer = evening.post(str(table), f"ns-{table}-{board}", sent)
            assert answer["outcome"] == "pending", answer
            assert f'data-confirm="ns-{table}-{board}"' in answer["html"]
            assert max(counted.taken()) <= 1
            answer = evening.post(
                str(table), f"ew-{table}-{board}", confirm(f"ns-{table}-{board}", "")
            )
            assert answer["outcome"] == "recorded", answer
            assert max(counted.taken()) <= 1
    page = evening.watcher.page("/s/tuesday")
    assert page is not None and "9 results" in page.fragment
    # what the kept session drew is what a fresh reading of the file draws
    assert page.fragment == live_fragment(draw(evening.home, evening.path), None)
    text = evening.path.read_text("utf-8")
    assert text.count("pending = ") == 9 and text.count("\nn = ") == 9


def test_a_refused_post_leaves_the_journal_and_the_kept_session_as_they_were(evening):
    before = evening.path.read_bytes()
    answer = evening.post("1", "ns-1-4", {**result(4, "ns-1-4")})
    assert answer["outcome"] == "refused" and "board 4 is not played" in answer["text"]
    assert evening.path.read_bytes() == before
    assert evening.post("1", "ns-1-1", result(1, "ns-1-1"))["outcome"] == "pending"


def test_an_edit_that_keeps_the_files_size_time_and_inode_is_seen(evening):
    """Two writes in the same instant of the file system's clock: the bytes decide."""
    assert evening.post("1", "ns-1-1", result(1, "ns-1-1"))["outcome"] == "pending"
    path = evening.path
    info = os.stat(path)
    text = path.read_text("utf-8")
    assert text.count('contract = "4S"') == 1
    with open(path, "r+", encoding="utf-8") as file:  # in place: the same inode
        file.write(text.replace('contract = "4S"', 'contract = "4H"'))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert Held(evening.home, path).session().stamp == (
        info.st_ino,
        info.st_size,
        info.st_mtime_ns,
    )
    answer = evening.post("1", "ew-1-1", confirm("ns-1-1", ""))
    assert answer["outcome"] == "recorded" and "4H by N" in answer["text"], answer


def test_a_hand_typed_at_the_terminal_between_two_posts_is_seen_by_the_next(tmp_path):
    home = new_evening(tmp_path)
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        table = card(running, cards(running)["1"])
        status, said = table.post(result(1, "entry-ns-0001"))
        assert (status, said["outcome"]) == (200, "pending"), said
        status, said = table.post(result(2, "entry-ns-0002"))
        assert (status, said["outcome"]) == (200, "pending"), said
        words = ["1", "3NT", "S", "=", "--table", "1", "--round", "1"]
        scorekeep(home, "hand", "-s", "tuesday", *words)
        status, said = table.post(confirm("entry-ns-0001", "entry-ew-0001"))
        assert (status, said["outcome"], said["text"]) == (200, "recorded", "board 1 is scored")
        status, said = table.post(confirm("entry-ns-0002", "entry-ew-0002"))
        assert (status, said["outcome"]) == (200, "recorded"), said
        assert said["text"].startswith("hand 2: board 2"), said
    text = journal(home).read_text("utf-8")
    assert text.count("\nn = ") == 2 and text.count('contract = "3NT"') == 1


def test_the_kept_session_is_the_one_a_fresh_reading_of_the_file_gives(evening):
    from scorekeep.app.session import open_path

    evening.post("1", "ns-1-1", result(1, "ns-1-1"))
    evening.post("1", "ew-1-1", confirm("ns-1-1", ""))
    evening.post("1", "ns-1-2", result(2, "ns-1-2"))
    assert evening.club.held is not None and evening.club.held.known is not None
    kept = evening.club.held.known
    fresh = open_path(evening.home, evening.path)
    assert [r.line for r in kept.opened.journal.records] == [r.line for r in fresh.journal.records]
    assert kept.opened.journal == fresh.journal
    # the game's own state holds objects without equality: the rest is compared
    assert kept.result._replace(state=None) == fresh.replay()._replace(state=None)
