"""``scorekeep stats`` and the filters of ``sessions`` at the command line."""

from __future__ import annotations

import csv
import io
import re

import pytest

GAMES = ("bridge", "deberc", "derda", "dernie", "durak")


@pytest.fixture
def evenings(cli):
    for game in GAMES:
        cli("example", game)
    return cli


def test_every_example_is_counted_once(evenings):
    data = evenings.json("stats")
    assert data["sessions"] == len(GAMES)
    assert sorted(data["by_game"]) == sorted(GAMES)
    statuses = [evenings.json("status", "-s", f"example-{g}") for g in GAMES]
    # a Durak game is one deal (SPEC §9), as the Durak status counts them
    expected = sum(1 for s in statuses if s["finished"] and s["game"] != "durak")
    expected += sum(s["games"] for s in statuses if s["game"] == "durak")
    assert data["games"] == expected


def test_a_damaged_journal_is_reported_and_skipped(evenings):
    (evenings.home / "sessions" / "torn.toml").write_text("format = 1\nplayers = [\n")
    result = evenings("stats")
    assert "skipped" in result.stderr and "torn.toml" in result.stderr
    assert "Traceback" not in result.stderr
    data = evenings.json("stats")
    assert data["sessions"] == len(GAMES)
    assert [p["path"].endswith("torn.toml") for p in data["problems"]] == [True]


def test_folders_given_replace_the_home_folder(evenings, tmp_path):
    elsewhere = tmp_path / "club"
    elsewhere.mkdir()
    source = evenings.journal("example-durak")
    (elsewhere / "friday.toml").write_text(source.read_text(encoding="utf-8"))
    data = evenings.json("stats", str(elsewhere))
    assert data["sessions"] == 1 and list(data["by_game"]) == ["durak"]


def test_filters_choose_the_games(evenings):
    assert list(evenings.json("stats", "--game", "durak")["by_game"]) == ["durak"]
    assert evenings.json("stats", "--game", "bridge-rubber")["sessions"] == 1
    assert evenings.json("stats", "--since", "2999-01-01")["players"] == []
    assert evenings.json("stats", "--until", "1999-12-31")["sessions"] == 0
    everyone = evenings.json("stats")["sessions"]
    assert 0 < evenings.json("stats", "--player", "darek")["sessions"] < everyone


def test_a_date_that_is_not_a_date_is_refused(evenings):
    result = evenings("stats", "--since", "2026-02-30", code=2)
    assert result.stderr.startswith("scorekeep: error: --since must be a date as YYYY-MM-DD")
    assert "Traceback" not in result.stderr


def test_text_and_csv(evenings):
    text = evenings("stats").stdout
    assert re.search(r"^Ania\s+\d", text, re.M)
    assert "partnerships" in text and "durak:" in text
    rows = list(csv.DictReader(io.StringIO(evenings("stats", "--format", "csv").stdout)))
    json_rows = evenings.json("stats")["players"]
    assert [r["player"] for r in rows] == [r["player"] for r in json_rows]
    by_game = evenings.json("stats")["by_game"]
    for game in ("bridge", "deberc", "derda", "dernie"):
        players = by_game[game]["players"]
        shown = {r["player"]: int(r[f"{game}.points_for"]) for r in rows if r[f"{game}.games"]}
        assert shown == {p: row["points_for"] for p, row in players.items()}
    assert "points_for" not in rows[0]  # points of different games are never summed


def test_html_is_self_contained_with_two_charts(evenings, tmp_path):
    target = tmp_path / "stats.html"
    evenings("stats", "--format", "html", "-o", str(target))
    page = target.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert page.count("<svg") == 2  # wins per player, results over time
    assert "<script" not in page
    assert not re.search(r"(src|href)=\"(https?:)?//", page)


def test_pdf_needs_a_file(evenings):
    result = evenings("stats", "--format", "pdf", code=2)
    assert "-o FILE" in result.stderr


def test_sessions_takes_the_same_filters(evenings):
    listed = evenings.json("sessions", "--game", "durak")
    assert [r["session"] for r in listed] == ["example-durak"]
    assert evenings.json("sessions", "--since", "2999-01-01") == []
    assert "no session matches" in evenings("sessions", "--until", "1999-01-01").stdout
    evenings("sessions", "--until", "yesterday", code=2)


def test_a_folder_that_is_not_there_is_refused(cli, tmp_path):
    result = cli("stats", str(tmp_path / "nowhere"), code=1)
    assert result.stderr.startswith("scorekeep: error: FOLDER: no folder or journal")


def test_no_sessions_yet(cli):
    assert "no games to count" in cli("stats").stdout


def test_chicago_and_duplicate_count_slams_and_doubled_contracts(cli):
    cli("example", "bridge-duplicate")
    cli("example", "bridge-chicago")
    figures = cli.json("stats")["by_game"]
    duplicate = figures["bridge-duplicate"]
    assert (duplicate["slams_bid"], duplicate["slams_made"]) == (3, 3)
    assert (duplicate["doubled"], duplicate["doubled_defeated"]) == (2, 2)
    assert "went_down_doubled" not in duplicate  # a board's seat names no one player
    assert "rubbers" not in figures["bridge-chicago"]


def test_one_evening_is_held_at_a_time(evenings, monkeypatch):
    """Every journal is read and its replay let go before the next one is read (a home of
    long evenings was held whole: 308 MiB for one of 100,000 hands beside two others)."""
    import gc

    from scorekeep.app import evenings as app_evenings
    from scorekeep.core.session import Replay

    held: list[int] = []
    real = app_evenings.parse

    def parse(text, path):
        gc.collect()
        held.append(sum(isinstance(o, Replay) for o in gc.get_objects()))
        return real(text, path)

    monkeypatch.setattr(app_evenings, "parse", parse)
    data = evenings.json("stats")
    assert data["sessions"] == len(GAMES)
    assert len(held) == len(GAMES) and max(held) == 0
