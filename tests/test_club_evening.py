"""A club evening entered at the tables: a table's result waits in the journal as a
``pending`` block until the opponents confirm it; only the confirmed ``hand`` scores, and
what waits is read back from the journal alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeep.app import club
from scorekeep.app.session import open_session
from scorekeep.files.home import Home
from tests.serve.running import club_evening

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"


@pytest.fixture
def evening(cli):
    cli(
        *club_evening("tuesday"),
    )
    return cli


def where(cli) -> tuple[Home, Path]:
    return Home(cli.home), cli.journal("tuesday")


def result(board: int, contract: str = "4S", by: str = "N", made: str = "=", **more):
    return {"round": 1, "board": board, "contract": contract, "by": by, "result": made, **more}


def test_a_pending_result_is_in_the_journal_but_not_in_status_sheet_or_export(evening):
    home, path = where(evening)
    before = evening.json("status", "-s", "tuesday")
    answer = club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    assert answer.outcome == "pending", answer
    text = path.read_text("utf-8")
    assert "pending = 1" in text and 'side = "NS"' in text and 'id = "entry-0001"' in text
    assert evening.json("status", "-s", "tuesday") == before
    assert "4S" not in evening("sheet", "-s", "tuesday").stdout
    assert "4S" not in evening("export", "-s", "tuesday", "--format", "pbn").stdout
    evening("check", "-s", "tuesday")


def test_the_waiting_state_is_read_back_from_the_journal(evening):
    home, path = where(evening)
    club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    club.enter(home, path, 1, "entry-0002", {"side": "EW", **result(2, "3NT", "E", "+1")})
    opened = open_session(home, str(path))
    waiting = club.waiting(opened.journal, club.seats(opened))
    assert sorted(waiting) == [(1, 1, 1), (1, 1, 2)]
    assert waiting[(1, 1, 2)].side == "EW" and waiting[(1, 1, 2)].entry["contract"] == "3NT"
    now = club.current(club.table_rounds(opened, 1))
    assert now is not None and now.seat.round == 1 and sorted(now.waiting) == [1, 2]


def test_the_opponents_confirm_and_the_hand_is_what_hand_writes(evening, cli):
    home, path = where(evening)
    club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    answer = club.confirm(home, path, 1, {"id": "entry-0001", "side": "EW"})
    assert answer.outcome == "recorded"
    assert answer.text.startswith("hand 1: board 1, Kowalscy v Zielińscy: 4S by N, result =")
    confirmed = evening.json("status", "-s", "tuesday")
    opened = open_session(home, str(path))
    assert club.waiting(opened.journal, club.seats(opened)) == {}
    # the same result typed with hand, in another session
    evening(
        "new",
        "bridge-duplicate",
        "--set",
        "duplicate_form=pairs",
        "--players",
        PAIRS,
        "--movement",
        "mitchell:3x3",
        "--name",
        "typed",
    )
    evening("hand", "-s", "typed", "1", "4S", "N", "=", "--table", "1")
    typed = evening.json("status", "-s", "typed")
    assert {k: v for k, v in confirmed.items() if k != "session"} == {
        k: v for k, v in typed.items() if k != "session"
    }


def test_the_side_that_entered_cannot_confirm_and_another_table_cannot(evening):
    home, path = where(evening)
    club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    before = path.read_bytes()
    own = club.confirm(home, path, 1, {"id": "entry-0001", "side": "NS"})
    assert own.outcome == "forbidden" and "opponents" in own.text
    other = club.confirm(home, path, 2, {"id": "entry-0001", "side": "EW"})
    assert other.outcome == "forbidden"
    assert path.read_bytes() == before


def test_a_confirmed_board_is_refused_and_never_asked_again(evening):
    home, path = where(evening)
    club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    club.confirm(home, path, 1, {"id": "entry-0001", "side": "EW"})
    before = path.read_bytes()
    again = club.enter(home, path, 1, "entry-0002", {"side": "EW", **result(1, made="+1")})
    assert again == club.Answer(
        "refused", "board 1 is already scored at this table — ask the director"
    )
    twice = club.confirm(home, path, 1, {"id": "entry-0001", "side": "EW"})
    assert twice.outcome == "recorded" and twice.text == "board 1 is scored"
    assert path.read_bytes() == before
    assert path.read_text("utf-8").count("\nn = ") == 1


def test_a_board_not_at_this_table_this_round_is_refused(evening):
    home, path = where(evening)
    before = path.read_bytes()
    answer = club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(4)})
    assert answer.outcome == "refused"
    assert answer.text == "board 4 is not played at table 1 in round 1 (boards 1–3)"
    assert path.read_bytes() == before


def test_an_entry_sent_twice_is_one_pending_block(evening):
    home, path = where(evening)
    first = club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    second = club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    assert first == second
    assert path.read_text("utf-8").count("pending = 1") == 1


def test_a_new_entry_replaces_the_one_waiting(evening):
    home, path = where(evening)
    club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    club.enter(home, path, 1, "entry-0002", {"side": "EW", **result(1, made="-1")})
    opened = open_session(home, str(path))
    (only,) = club.waiting(opened.journal, club.seats(opened)).values()
    assert only.id == "entry-0002"
    stale = club.confirm(home, path, 1, {"id": "entry-0001", "side": "EW"})
    assert stale.outcome == "refused"
    assert club.confirm(home, path, 1, {"id": "entry-0002", "side": "NS"}).outcome == "recorded"


def test_a_refused_result_is_the_hands_refusal_and_writes_nothing(evening):
    home, path = where(evening)
    before = path.read_bytes()
    answer = club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1, "8S")})
    assert answer.outcome == "refused" and "8S" in answer.text and "\n" not in answer.text
    assert club.enter(home, path, 1, "entry-0002", {"side": "XX", **result(1)}).outcome == (
        "refused"
    )
    assert path.read_bytes() == before


def test_the_director_fixes_with_a_reason_and_gives_an_adjusted_score(evening):
    home, path = where(evening)
    club.enter(home, path, 1, "entry-0001", {"side": "NS", **result(1)})
    club.confirm(home, path, 1, {"id": "entry-0001", "side": "EW"})
    fields = {"contract": "4S", "by": "N", "result": "+1"}
    no_reason = club.direct(home, path, {"table": 1, "round": 1, "board": 1, "fields": fields})
    assert no_reason.outcome == "refused" and "reason" in no_reason.text
    fixed = club.direct(
        home,
        path,
        {"table": 1, "round": 1, "board": 1, "fields": fields, "reason": "lead out of turn"},
    )
    assert fixed.outcome == "recorded" and "result +1" in fixed.text
    text = path.read_text("utf-8")
    assert "fix = 1" in text and 'reason = "lead out of turn"' in text
    adjusted = club.direct(
        home, path, {"table": 2, "round": 1, "board": 4, "fields": {"adjusted": "A+-"}}
    )
    assert adjusted.outcome == "recorded" and "adjusted A+-" in adjusted.text
    data = json.loads(evening("status", "-s", "tuesday", "--format", "json").stdout)
    assert data["hands"] == 2


def test_the_evening_says_which_tables_are_done(evening):
    home, path = where(evening)
    for table, boards in ((1, (1, 2, 3)), (2, (4, 5, 6)), (3, (7, 8, 9))):
        for board in boards:
            entry = f"t{table}-b{board}-entry"
            club.enter(home, path, table, entry, {"side": "NS", **result(board)})
            if (table, board) != (3, 9):
                club.confirm(home, path, table, {"id": entry, "side": "EW"})
    rounds = club.evening(open_session(home, str(path)))
    first = rounds[0]
    assert [t.done for t in first] == [True, True, False]
    assert sorted(first[2].waiting) == [9]
    club.confirm(home, path, 3, {"id": "t3-b9-entry", "side": "EW"})
    rounds = club.evening(open_session(home, str(path)))
    assert all(t.done for t in rounds[0])
    now = club.current(club.table_rounds(open_session(home, str(path)), 1))
    assert now is not None and now.seat.round == 2
