"""The opening lead on a teams event's sheets (as the pairs travellers show it): a match
card gets a lead column after each room's score only when a board of the match has a lead,
in text, HTML and JSON; and a two-room team match's scorecard rows carry it in JSON."""

from __future__ import annotations

import json


def league(cli) -> None:
    cli(
        "new", "bridge-teams-event", "--teams", "Lions=Kasia+Marek+Ola+Piotr",
        "--teams", "Tigers=Zosia+Tomek+Ula+Wojtek", "--teams", "Bears", "--teams", "Wolves",
        "--set", "boards_per_match=4", "--name", "league",
    )  # fmt: skip
    cli("draw")
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--match", "Lions")
    cli("hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--match", "Lions",
        "--room", "closed", "--lead", "HK")  # fmt: skip
    cli("hand", "3NT", "--by", "E", "--tricks", "9", "--board", "1", "--match", "Tigers")


def card(sheet: str, caption: str) -> list[str]:
    lines = sheet.split(caption, 1)[1].strip("\n").splitlines()
    return lines[: next(i for i, line in enumerate(lines) if line.startswith("total")) + 1]


def test_a_teams_events_match_card_shows_the_lead_when_a_board_has_one(cli):
    league(cli)
    sheet = cli("sheet").stdout
    led = card(sheet, "Round 1: Lions v Wolves")
    assert led[0].split() == ["board", "open", "room", "lead", "closed", "room", "lead",
                              "Lions", "Wolves"]  # fmt: skip
    assert led[2].split() == ["1", "420", "450", "K♥", "1"]
    # the other match has no lead: its card is as before
    plain = card(sheet, "Round 1: Tigers v Bears")
    assert "lead" not in plain[0]


def test_a_teams_events_printed_sheet_and_json_carry_the_lead(cli):
    league(cli)
    html = cli("sheet", "--format", "html").stdout
    lions = html.split("Round 1: Lions v Wolves", 1)[1].split("</table>", 1)[0]
    assert "<th>lead</th>" in lions and "<td>K♥</td>" in lions
    tigers = html.split("Round 1: Tigers v Bears", 1)[1].split("</table>", 1)[0]
    assert "<th>lead</th>" not in tigers
    for command in ("status", "sheet"):
        data = json.loads(cli(command, "--format", "json").stdout)
        boards = {m["home"]: m["cards"] for m in data["matches"] if m.get("cards")}
        assert boards["Lions"][0]["closed_lead"] == "KH"
        assert "open_lead" not in boards["Lions"][0]
        assert all("closed_lead" not in row and "open_lead" not in row for row in boards["Tigers"])


def test_a_team_matchs_scorecard_json_carries_each_rooms_lead(cli):
    cli("new", "bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "m")
    cli("hand", "1", "4H", "S", "=", "HK")
    cli("hand", "1", "4H", "S", "+1", "--room", "closed")
    cli("hand", "2", "3NT", "N", "=")
    rows = json.loads(cli("status", "--format", "json").stdout)["boards"]
    assert rows[0]["open_lead"] == "KH" and "closed_lead" not in rows[0]
    assert set(rows[1]) == {"board", "open", "closed", "imps"}
