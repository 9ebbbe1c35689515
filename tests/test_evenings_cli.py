"""The evening at the command line: status, sheets in every format, seats between rubbers,
statistics, and rulesets written before the evening's options existed."""

from __future__ import annotations

import json

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    for deal in (
        ["4S", "N", "="],
        ["4S", "N", "=", "--again"],
        ["3NT", "E", "="],
        ["3NT", "W", "="],
    ):
        cli("hand", *deal)
    return cli


def test_BR_S11_status_json_keeps_the_current_rubber_and_adds_the_evening(fri):
    status = fri.json("status")
    assert status["game"] == "bridge" and status["finished"] and status["winner"] == "EW"
    # SPEC §9: the evening lists its finished games, the one just over included (issue 36).
    assert status["evening"]["game"] == 2 and len(status["evening"]["games"]) == 2
    assert status["evening"]["games"][-1] == status["evening"]["over"]
    answer = fri("hand", "1C", "N", "7")
    assert "rubber 3 begins" in answer.stdout
    status = fri.json("status")
    assert not status["finished"] and status["totals"] == {"NS": 20, "EW": 0}
    evening = status["evening"]
    assert evening["game"] == 3 and evening["unit"] == "rubber"
    first, second = evening["games"]
    assert (first["number"], first["hands"], first["winner"]) == (1, [1, 2], "NS")
    assert (second["hands"], second["winner"]) == ([3, 4], "EW")
    assert first["margin"] == first["totals"]["NS"] - first["totals"]["EW"]
    ns = first["margin"] - second["margin"] + 20
    assert evening["totals"] == {"Ania": ns, "Bartek": -ns, "Celina": ns, "Darek": -ns}
    assert evening["won"] == {"Ania": 1, "Celina": 1, "Bartek": 1, "Darek": 1}


def test_BR_S11_a_rubber_just_over_is_said_over_and_counted_as_won(fri):
    status = fri.json("status")
    assert status["evening"]["won"] == {"Ania": 1, "Celina": 1, "Bartek": 1, "Darek": 1}
    text = fri("status").stdout
    assert "evening: rubber 2 is over" in text and "in progress" not in text
    assert "games won: Ania 1, Bartek 1, Celina 1, Darek 1" in text or (
        "Bartek 1" in text and "Darek 1" in text
    )
    fri("hand", "1C", "N", "7")
    assert "evening: rubber 3 in progress" in fri("status").stdout


def test_text_status_and_every_sheet_show_the_evening(fri):
    fri("hand", "1C", "N", "7")
    assert "evening: rubber 3 in progress" in fri("status").stdout
    text = fri("sheet").stdout
    assert "rubber 1" in text and "rubber 2" in text and "rubber 3" in text
    assert "evening totals: Ania" in text
    markdown = fri("sheet", "--format", "markdown").stdout
    assert "## rubber 2" in markdown and "## evening: rubber 3 in progress" in markdown
    csv = fri("sheet", "--format", "csv").stdout
    assert "evening,#,hands,winner,margin,totals" in csv and "total,Ania," in csv
    data = json.loads(fri("sheet", "--format", "json").stdout)
    assert [h["game"] for h in data["hands"]] == [1, 1, 2, 2, 3]
    assert data["evening"]["game"] == 3
    html = fri("sheet", "--format", "html").stdout
    assert html.count('class="evening-game"') == 3
    assert "Evening totals after each rubber" in html


def test_round_rubbers_settles_each_rubber_to_the_nearest_100(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "club", "--set", "round_rubbers=true")
    for deal in (["4S", "N", "="], ["4S", "N", "=", "--again"], ["1C", "N", "7"]):
        cli("hand", *deal)
    totals = cli.json("status")["evening"]["totals"]
    # 940 is settled as 900; the 20 of the rubber in progress rounds to 0
    assert totals == {"Ania": 900, "Bartek": -900, "Celina": 900, "Darek": -900}


def test_BR_S11_seats_change_between_rubbers_and_totals_follow_the_players(fri, rejected):
    fri("hand", "1C", "N", "7")
    line = rejected("fri", "seats", "N=Ania,E=Ewa,S=Celina,W=Darek")
    assert "between rubbers" in line and "BR-S11" in line
    fri("hand", "4S", "N", "=")
    fri("hand", "4S", "N", "=", "--again")  # rubber 3 is won by NS
    before = fri.json("status")["evening"]["totals"]
    assert "seats from rubber 4" in fri("seats", "N=Ania", "E=Ewa", "S=Bartek", "W=Darek").stdout
    fri("hand", "4H", "S", "=")
    status = fri.json("status")
    assert status["evening"]["game"] == 4
    assert fri.json("status")["totals"]["NS"] == 120
    totals = status["evening"]["totals"]
    assert totals["Ewa"] == -120 and totals["Bartek"] == before["Bartek"] + 120
    assert totals["Celina"] == before["Celina"] and totals["Ania"] == before["Ania"] + 120
    assert status["evening"]["seats"] == {"N": "Ania", "E": "Ewa", "S": "Bartek", "W": "Darek"}
    assert status["evening"]["games"][0]["seats"]["E"] == "Bartek"
    assert "Ewa" in fri("sheet", "--format", "html").stdout.split('"evening-game"')[-1]
    assert fri("check").exit_code == 0


@pytest.mark.parametrize(
    ("seating", "said"),
    [
        ("N=Ania,E=Bartek,S=Celina", "four players"),
        ("N=Ania,E=Ania,S=Celina,W=Darek", "two seats"),
        ("Q=Ania,E=Bartek,S=Celina,W=Darek", "not a seat"),
        ("N=Ania,E=Bartek,S=Celina,W=", "empty name"),
    ],
)
def test_a_wrong_seating_is_refused_naming_seats(fri, rejected, seating, said):
    line = rejected("fri", "seats", seating)
    assert said in line and line.startswith("scorekeep: error: seats: ")


def test_seats_are_for_bridge_only(cli, rejected):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "d")
    assert "only bridge" in rejected("d", "seats", "N=Ania,E=Bartek,S=C,W=D")


@pytest.mark.parametrize(
    ("ruleset", "players", "hands"),
    [
        ("derda", "Ania,Bartek", [["--trade", "Ania=500"], ["--trade", "Bartek=500"]]),
        ("durak", "Ania,Bartek,Celina", [["--durak", "Ania"], ["--durak", "Bartek"]]),
        (
            "dernie",
            "Ania,Bartek,Celina",
            [
                ["--closer", "Ania", "--left", "Bartek=60", "--left", "Celina=50"],
                ["--closer", "Ania", "--left", "Bartek=60", "--left", "Celina=50", "--again"],
            ],
        ),
    ],
)
def test_every_game_plays_on_after_a_finished_game(cli, ruleset, players, hands):
    extra = ["--set", "loss_target=1"] if ruleset == "durak" else []
    cli("new", ruleset, "--players", players, "--name", "e", *extra)
    cli("hand", *hands[0])
    assert "game 2 begins" in cli("hand", *hands[1]).stdout
    evening = cli.json("status")["evening"]
    assert evening["game"] == 2 and evening["games"][0]["number"] == 1
    assert "evening totals:" in cli("sheet").stdout


def test_stats_count_every_game_of_an_evening(fri):
    fri("hand", "1C", "N", "7")
    data = json.loads(fri("stats", "--format", "json").stdout)
    assert data["sessions"] == 1 and data["games"] == 2  # two rubbers finished, one in play
    ania = next(row for row in data["players"] if row["player"] == "Ania")
    assert (ania["sessions"], ania["games"], ania["won"]) == (1, 2, 1)


def test_a_user_ruleset_from_before_play_on_loads_with_the_bundled_default(cli):
    cli("rules", "new", "club", "--from", "bridge-rubber")
    path = cli.home / "rulesets" / "club.toml"
    text = path.read_text()
    for option in ("play_on", "round_rubbers"):
        start = text.index(f"[options.{option}]")
        end = text.find("\n[", start + 1)
        text = text[:start] + text[end + 1 :]
    path.write_text(text)
    cli("new", "club", "--players", SEATS, "--name", "old")
    cli("hand", "4S", "N", "=")
    cli("hand", "4S", "N", "=", "--again")
    cli("hand", "1C", "N", "7")
    assert cli.json("status")["evening"]["game"] == 2


def test_BR_S11_one_rubber_sessions_keep_their_seats(cli, rejected):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "one", "--set", "play_on=false")
    cli("hand", "4S", "N", "=")
    cli("hand", "4S", "N", "=", "--again")
    line = rejected("one", "seats", "N=Ania,E=Ewa,S=Celina,W=Darek")
    assert "play_on = false" in line and "BR-S11" in line


def test_DURAK_R22_each_finished_tally_keeps_its_own_figures_on_the_sheet(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--set", "loss_target=2", "--name", "d")
    for player in ("Ania", "Ania", "Bartek"):
        cli("hand", player)
    first, second = cli("sheet").stdout.split("game 2\n")
    assert "Ania is the evening's durak with 2 losses" in first
    assert "leader in losses: Bartek" in second
    assert cli.json("status")["evening"]["games"][0]["figures"]["loser"] == "Ania"
