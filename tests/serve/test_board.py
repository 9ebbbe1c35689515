"""The board's pieces in-process: what an event carries, what the watcher reads, what a
stale page says."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from scorekeep.files.home import Home
from scorekeep.serve.app import loopback_hosts, sse
from scorekeep.serve.board import draw, live_fragment
from scorekeep.serve.watch import Watcher, digest_of
from tests.serve.running import EXAMPLES


def test_an_event_carries_every_line_of_the_board_as_data():
    event = sse("board", "<p>a</p>\n<p>b</p>\r\n", 7)
    assert event == "event: board\nid: 7\ndata: <p>a</p>\ndata: <p>b</p>\ndata: \n\n"


def test_only_the_servers_own_names_are_loopback_hosts():
    assert loopback_hosts(8765) == {"127.0.0.1:8765", "localhost:8765", "[::1]:8765"}


def test_the_watcher_reads_only_regular_files(tmp_path):
    fifo = tmp_path / "journal.toml"
    os.mkfifo(fifo)
    assert digest_of(fifo) is None
    assert digest_of(tmp_path / "gone.toml") is None
    (tmp_path / "dir.toml").mkdir()
    assert digest_of(tmp_path / "dir.toml") is None


def test_a_board_is_drawn_from_the_journal_and_kept_when_it_breaks(tmp_path):
    home = Home(tmp_path / "home")
    home.sessions.mkdir(parents=True)
    journal = home.sessions / "friday.toml"
    shutil.copyfile(EXAMPLES / "deberc.toml", journal)
    drawn = draw(home, journal)
    assert "527" in drawn.content and 'class="paper"' in drawn.content
    page = live_fragment(drawn, "friday.toml:3: broken")
    assert page.startswith('<p class="stale-note" role="alert">friday.toml:3: broken</p>')
    assert drawn.content in page


def test_the_index_follows_sessions_started_meanwhile(tmp_path):
    home = Home(tmp_path / "home")
    home.sessions.mkdir(parents=True)
    shutil.copyfile(EXAMPLES / "durak.toml", home.sessions / "one.toml")
    watcher = Watcher(home, None, "")
    watcher.poll()
    first = watcher.page("/")
    assert first is not None and "/s/one" in first.html
    assert watcher.poll() == []
    shutil.copyfile(EXAMPLES / "derda.toml", home.sessions / "two.toml")
    assert watcher.poll() == ["two"]
    after = watcher.page("/")
    assert after is not None and after.version > first.version and "/s/two" in after.html
    assert watcher.page("/s/two") is not None and watcher.page("/s/../one") is None


def test_user_text_reaches_the_page_escaped(tmp_path):
    home = Home(tmp_path / "home")
    home.sessions.mkdir(parents=True)
    text = (EXAMPLES / "durak.toml").read_text("utf-8").replace("Ania", "<b>Ania</b>")
    journal = home.sessions / "x.toml"
    journal.write_text(text, "utf-8")
    drawn = draw(home, journal)
    assert "<b>Ania" not in drawn.content and "&lt;b&gt;Ania" in drawn.content
    assert Path(journal).read_text("utf-8") == text
