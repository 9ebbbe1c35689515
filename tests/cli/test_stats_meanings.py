"""``stats`` says sessions, evenings and games in one meaning each, never sums figures of
different games, counts Durak games as deals, and gives two players' head to head
(issue 24, item 1)."""

from __future__ import annotations

import csv
import io
import re

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
RUBBER = (["4S", "N", "=", "--again"], ["4S", "N", "=", "--again"])  # the same deal twice


@pytest.fixture
def mixed(cli):
    """One evening at one table: two rubbers, then Deberc's two games in another session,
    and a Durak session without a loss target (it never finishes)."""
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri-bridge")
    for deal in (*RUBBER, *RUBBER):
        cli("hand", *deal)
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "fri-deberc")
    cli("hand", "A", "S", "100", "40", "B:AKQJT98H")  # Bartek's deberc ends game 1
    cli("hand", "A", "S", "100", "40", "B:AKQJT98H", "--again")  # and game 2
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--name", "fri-durak")
    for durak in ("Bartek", "Celina", "Bartek"):
        cli("hand", durak)
    return cli


def test_a_games_section_counts_its_sessions_not_its_games(mixed):
    deberc = mixed.json("stats", "--game", "deberc")
    assert (deberc["sessions"], deberc["games"]) == (1, 2)
    assert (deberc["by_game"]["deberc"]["sessions"], deberc["by_game"]["deberc"]["games"]) == (
        1,
        2,
    )
    bridge = mixed.json("stats", "--game", "bridge-rubber")
    assert bridge["sessions"] == bridge["by_game"]["bridge"]["sessions"] == 1
    assert bridge["games"] == bridge["by_game"]["bridge"]["rubbers"] == 2
    text = mixed("stats", "--game", "deberc").stdout
    assert text.startswith("1 session, 1 evening, 2 games finished\n")
    assert "deberc: 1 session, 1 evening, 2 games finished" in text


def test_every_count_of_the_whole_report_means_one_thing(mixed):
    data = mixed.json("stats")
    assert (data["sessions"], data["evenings"], data["games"]) == (3, 1, 2 + 2 + 3)
    rows = {r["player"]: r for r in data["players"]}
    assert (rows["Ania"]["sessions"], rows["Ania"]["evenings"]) == (3, 1)
    assert rows["Darek"]["sessions"] == 1 and rows["Darek"]["games"] == 2


def test_points_of_different_games_are_never_summed(mixed):
    data = mixed.json("stats")
    ania = next(r for r in data["players"] if r["player"] == "Ania")
    assert ania["points_for"] is None and ania["points_against"] is None
    assert ania["average_per_hand"] is None
    bridge = data["by_game"]["bridge"]["players"]["Ania"]
    deberc = data["by_game"]["deberc"]["players"]["Ania"]
    assert bridge["points_for"] > 1000 and deberc["points_for"] == 200
    darek = next(r for r in data["players"] if r["player"] == "Darek")
    assert darek["points_for"] == data["by_game"]["bridge"]["players"]["Darek"]["points_for"]
    text = mixed("stats").stdout
    overall = text.split("\n\n")[1]
    assert "for" not in overall.split("\n")[0].split() and "avg/hand" not in overall
    assert re.search(r"^  Ania\s+2\s+2\s+100\s+\d{4}", text, re.M)  # bridge: points there
    rows = list(csv.DictReader(io.StringIO(mixed("stats", "--format", "csv").stdout)))
    first = next(r for r in rows if r["player"] == "Ania")
    assert "points_for" not in first
    assert int(first["bridge.points_for"]) == bridge["points_for"]
    assert int(first["deberc.points_for"]) == 200


def test_DURAK_a_game_is_one_deal_won_by_everyone_but_the_durak(mixed):
    data = mixed.json("stats", "--game", "durak")
    assert data["games"] == 3  # the session has no loss target: never finished, 3 games
    rows = {r["player"]: r for r in data["players"]}
    assert (rows["Ania"]["games"], rows["Ania"]["won"], rows["Ania"]["win_rate"]) == (3, 3, 1.0)
    assert (rows["Bartek"]["games"], rows["Bartek"]["won"]) == (3, 1)
    assert data["by_game"]["durak"]["players"]["Celina"] == {
        "games": 3,
        "won": 2,
        "win_rate": 0.667,
    }
    assert data["by_game"]["durak"]["losses"] == {"Bartek": 2, "Celina": 1}
    text = mixed("stats", "--game", "durak").stdout
    assert re.search(r"^Ania\s+1\s+1\s+3\s+3\s+100\b", text, re.M)
    assert "0 of 0" not in mixed("stats", "--game", "durak", "--format", "html").stdout


def test_head_to_head_of_two_named_players(mixed):
    data = mixed.json("stats", "--player", "ania", "--player", "Bartek")
    pair = data["head_to_head"]
    assert pair["players"] == ["Ania", "Bartek"]
    # two rubbers as opponents (Ania NS won both), two Deberc games (Bartek's deberc
    # won both) and three Durak games (Bartek durak twice, Celina once: even)
    assert pair["games"] == 7
    assert pair["partners"] == {"games": 0, "won": 0, "lost": 0}
    assert pair["opponents"] == {"games": 7, "ahead": {"Ania": 4, "Bartek": 2}, "even": 1}
    assert data["filters"] == {"player": "ania", "with_player": "Bartek"}
    text = mixed("stats", "--player", "Ania", "--player", "Bartek").stdout
    assert "head to head: Ania and Bartek" in text
    assert "as opponents: 7 games; Ania ahead 4, Bartek ahead 2, even 1" in text
    assert "as partners: 0 games, won 0, lost 0" in text
    rows = list(
        csv.DictReader(
            io.StringIO(mixed("stats", "-p", "Ania", "-p", "Bartek", "--format", "csv").stdout)
        )
    )
    ania = next(r for r in rows if r["player"] == "Ania")
    assert (ania["h2h.with"], ania["h2h.games"], ania["h2h.ahead"], ania["h2h.behind"]) == (
        "Bartek",
        "7",
        "4",
        "2",
    )


def test_partners_head_to_head(mixed):
    pair = mixed.json("stats", "-p", "Ania", "-p", "Celina", "--game", "bridge")["head_to_head"]
    assert pair["partners"] == {"games": 2, "won": 2, "lost": 0}
    assert pair["opponents"]["games"] == 0


@pytest.mark.parametrize("players", [["A", "B", "C"], ["Ania", "ania"]])
def test_more_than_two_players_or_one_twice_is_refused(mixed, players):
    words = [w for p in players for w in ("--player", p)]
    said = mixed("stats", *words, code=2).stderr
    assert said.startswith("scorekeep: error: --player: name one player, or two")


def test_the_printed_last_played_dates_do_not_wrap(mixed):
    html = mixed("stats", "--format", "html").stdout
    assert "td.date { white-space: nowrap; }" in html
    assert re.search(r'<td class="date">\d{4}-\d\d-\d\d</td>', html)
