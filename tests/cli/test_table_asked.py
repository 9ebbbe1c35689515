"""What a table asked for when it tried the tool: a quiet hand, the dealer of an auction,
the session's partscore in game-needed, corrected auctions on the sheets, a fuller
session list."""

from __future__ import annotations

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"


@pytest.fixture
def fri(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    return cli


@pytest.mark.parametrize("flag", ["--quiet", "-q"])
def test_quiet_hand_prints_only_the_events_and_the_totals_line(fri, flag):
    fri("hand", "2H", "E", "=")
    out = fri("hand", flag, "4S", "N", "=").stdout
    assert out == (
        "NS wins a game (BR-S8); line drawn, EW's 60 partscore no longer counts (BR-S9)"
        " · NS is now vulnerable (BR-S10)\n"
        "totals: NS 120, EW 60\n"
    )
    assert fri("hand", flag, "2S", "E", "8").stdout == "totals: NS 120, EW 120\n"


def test_quiet_hand_json_is_the_full_answer(fri):
    quiet = fri("hand", "-q", "4S", "N", "=", "--format", "json", "-s", "fri").stdout
    fri("new", "bridge-rubber", "--players", SEATS, "--name", "sat")
    loud = fri("hand", "4S", "N", "=", "--format", "json", "-s", "sat").stdout
    assert quiet == loud.replace('"sat"', '"fri"')


def test_quiet_fix_and_undo(fri):
    fri("hand", "2H", "E", "=")
    fri("hand", "4S", "N", "=")
    assert fri("fix", "-q", "1", "3H", "E", "=").stdout == "totals: NS 120, EW 90\n"
    assert fri("undo", "--quiet").stdout == "totals: NS 0, EW 90\n"


def test_quiet_hand_in_another_language(cli):
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "d", "--lang", "pl")
    out = cli("hand", "-q", "--durak", "Ania").stdout
    assert out.count("\n") == 1 and "Ania" in out and "Bartek" in out


def test_auction_hand_says_who_dealt(fri):
    out = fri("hand", "--auction", "1C 1H P 2H P P P", "--tricks", "9").stdout
    assert out.startswith("hand 1: 2H by E, 9 tricks, dealt by N (Ania) · EW +90\n")
    second = fri("hand", "--auction", "P 1S P 4S P P P", "--tricks", "10").stdout
    assert second.startswith("hand 2: 4S by S, 10 tricks, dealt by E (Bartek) · NS +120\n")
    fixed = fri("fix", "1", "--auction", "1C 1H P 3H P P P", "--tricks", "9").stdout
    assert fixed.startswith("hand 1: 3H by E, 9 tricks, dealt by N (Ania) · EW +90\n")


def test_contract_hand_does_not_repeat_the_dealer(fri):
    out = fri("hand", "4S", "N", "=").stdout
    assert out.startswith("hand 1: 4S by N, result = · NS +120\n")


def test_BR_S8_game_needed_reads_the_sessions_partscore(fri):
    fri("hand", "2H", "E", "=")
    out = fri("judge", "bridge", "game-needed").stdout
    assert out.startswith("Verdict: 40 more needed\nFrom session fri: EW has 60 below the line.")
    answer = fri.json("judge", "bridge", "game-needed", "2S")["answer"]
    assert answer["enough"] is True
    assert (answer["session"], answer["side"], answer["below"]) == ("fri", "EW", 60)
    ns = fri.json("judge", "bridge", "game-needed", "--side", "ns")["answer"]
    assert (ns["side"], ns["needed"]) == ("NS", 100)


def test_BR_S8_game_needed_below_given_wins_over_the_session(fri):
    fri("hand", "2H", "E", "=")
    out = fri("judge", "bridge", "game-needed", "--below", "20").stdout
    assert out.startswith("Verdict: 80 more needed\nA game is 100")
    assert "session" not in fri.json("judge", "bridge", "game-needed", "--below", "20")["answer"]


def test_BR_S8_game_needed_both_partscores_asks_for_the_side(fri, rejected):
    fri("hand", "2H", "E", "=")
    fri("hand", "1NT", "N", "=")
    first = rejected("fri", "judge", "bridge", "game-needed")
    assert "both sides have a partscore (NS 40, EW 60)" in first and "--side" in first


def test_BR_S8_game_needed_without_a_session_is_as_before(cli, rejected):
    out = cli("judge", "bridge", "game-needed").stdout
    assert out.startswith("Verdict: 100 more needed\nA game is 100")
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "d")
    assert "session" not in cli.json("judge", "bridge", "game-needed")["answer"]
    result = cli("judge", "bridge", "game-needed", "--side", "NS", code=1)
    assert "no bridge session is open" in result.stderr


def pad_of(sheet: str) -> list[str]:
    lines = sheet.split("\n\n")[0].splitlines()[1:]
    return [line for line in lines if not line.startswith("Vulnerable") and "Winner" not in line]


def test_BR_S14_pad_keeps_the_unfinished_rubber_in_its_column(fri):
    fri("hand", "4S", "N", "=")
    fri("hand", "2H", "E", "=")
    fri("close")
    pad = pad_of(fri("sheet").stdout)
    assert any("(unfinished rubber)" in line for line in pad)
    bars = {line.index("|") for line in pad if "|" in line}
    assert len(bars) == 1, pad
    width = next(len(line) for line in pad if line.startswith("="))
    assert all(len(line.split("  game")[0].split("  total")[0]) <= width for line in pad)


def test_pad_labels_name_the_deal_with_a_hash(fri):
    fri("hand", "4S", "N", "+1")
    pad = pad_of(fri("sheet").stdout)
    assert any(line.strip().startswith("30 (#1 over) |") for line in pad), pad
    assert any(line.strip().startswith("120 (#1) |") for line in pad), pad


def test_sheet_json_corrections_name_the_entry_each_fix_replaced(fri):
    fri("hand", "4S", "N", "=")
    fri("fix", "1", "4S", "N", "-1", "--reason", "miscounted")
    fri("fix", "1", "4H", "N", "-1")
    fri("undo", "1")
    corrections = fri.json("sheet")["hands"][0]["corrections"]
    assert [c["action"] for c in corrections] == ["fix", "fix", "void"]
    first, second, void = corrections
    assert first["replaced"] == {"contract": "4S", "by": "N", "result": "=", "dealer": "N"}
    assert first["entry"]["result"] == "-1" and first["reason"] == "miscounted"
    assert second["replaced"] == first["entry"]
    assert second["entry"]["contract"] == "4H"
    assert "replaced" not in void and "entry" not in void


def old_style_auction_session(cli) -> None:
    """A journal written before a deal kept the contract and declarer its auction gave."""
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "old")
    path = cli.journal("old")
    path.write_text(
        path.read_text(encoding="utf-8")
        + '\n[[hands]]\nn = 1\nauction = "1S P 2S P 4S P P P"\ntricks = 10\n',
        encoding="utf-8",
    )


def test_fixed_auction_deal_shows_its_contract_and_declarer_when_printed(cli):
    from tests.render.sheetdom import find, parse, text

    old_style_auction_session(cli)
    cli("fix", "1", "--auction", "1S P 3S P 4S P P P", "--tricks", "11")
    for fmt in ("html", "text", "markdown"):
        assert "?" not in cli("sheet", "--format", fmt).stdout.replace("<!DOCTYPE", "")
    struck = find(parse(cli("sheet", "--format", "html").stdout), "del")
    assert [text(d) for d in struck] == ["4S by N, 10 tricks"]
    cli("undo", "1")
    struck = find(parse(cli("sheet", "--format", "html").stdout), "del")
    assert [text(d) for d in struck] == ["4S by N, 10 tricks", "4S by N, 11 tricks"]


def test_sessions_show_date_game_hands_state_and_winner(cli):
    cli("new", "bridge-rubber", "--players", SEATS, "--name", "fri")
    cli("hand", "4S", "N", "=")
    cli("new", "durak", "--players", "Ania,Bartek", "--name", "sat")
    cli("hand", "--durak", "Bartek")
    cli("close")
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "sun")
    rows = {r["session"]: r for r in cli.json("sessions")}
    assert (rows["fri"]["finished"], rows["fri"]["winner"], rows["fri"]["hands"]) == (
        False,
        None,
        1,
    )
    assert rows["sat"]["finished"] is True and rows["sat"]["loser"] == "Bartek"
    assert rows["sun"]["hands"] == 0
    for row in rows.values():  # the keys listed before are all still there
        assert {"session", "game", "ruleset", "players", "hands", "created", "current"} <= set(row)
    lines = cli("sessions").stdout.splitlines()
    assert lines[0].split() == ["session", "date", "game", "hands", "state", "winner", "players"]
    sat = next(line for line in lines if " sat " in line)
    assert sat.split()[:6] == [
        "sat",
        rows["sat"]["created"][:10],
        "durak",
        "1",
        "finished",
        "loser:",
    ]
    fri = next(line for line in lines if " fri " in line)
    assert "in progress" in fri and "bridge-rubber" in fri


def test_sessions_names_the_winner_of_a_finished_game(cli):
    cli("new", "dernie", "--players", "Ania,Bartek", "--name", "mon")
    cli("hand", "Ania", "120")
    row = cli.json("sessions")[0]
    assert (row["finished"], row["winner"]) == (True, "Ania")
    words = cli("sessions").stdout.splitlines()[2].split()
    at = words.index("finished")
    assert words[at - 1 : at + 3] == ["1", "finished", "Ania", "Ania,"]
