"""PBN 2.1 as a club's results file: the file syntax (comments, commentary, escapes, ``#``,
CRLF, a BOM), the reader of per-result records and of ``ScoreTable`` travellers, and the
writer read back by endplay, a PBN parser written independently of scorekeep."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeep.app.rulesets import load_ruleset
from scorekeep.core.exchange import Exported
from scorekeep.core.game import Context
from scorekeep.core.session import Header, Journal, Record, replay
from scorekeep.files.home import Home
from scorekeep.games.bridge.duplicate import ENGINE
from scorekeep.games.bridge.pbn_read import read_pbn
from scorekeep.games.bridge.pbn_syntax import escape, read_games, unescape
from scorekeep.games.bridge.pbn_write import MANDATORY, write_pbn

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "pbn"
RULESET = load_ruleset(Home(Path("/nonexistent-scorekeep-home")), "bridge-duplicate")
PAIRS = ["Kowalscy", "Nowakowie", 'Lis "Mania"', "Zielińscy"]


def exported(
    form: str, *entries: dict[str, Any], players: list[str] | None = None, **settings: Any
) -> Exported:
    if players is None:
        players = PAIRS if form == "pairs" else ["N=Ania", "E=Bartek", "S=Celina", "W=Darek"]
    options = RULESET.effective({"duplicate_form": form, **settings})
    table = ENGINE.seat(players, [], RULESET, options)
    header = Header("monday", "bridge-duplicate", "bridge-duplicate", options, table, "2026-11-30")
    records = tuple(Record("hand", n, e) for n, e in enumerate(entries, 1))
    ctx = Context(RULESET, options, table)
    return Exported(header, replay(Journal(header, records), ENGINE, ctx), ctx)


PAIRS_SESSION = (
    {"board": 1, "ns": "Kowalscy", "ew": "Nowakowie", "contract": "4S", "by": "S", "tricks": 10},
    {"board": 1, "ns": 'Lis "Mania"', "ew": "Zielińscy", "contract": "4S", "by": "N", "tricks": 9},
    {"board": 2, "ns": "Kowalscy", "ew": "Zielińscy", "contract": "3NTX", "by": "E", "tricks": 9},
    {"board": 2, "ns": 'Lis "Mania"', "ew": "Nowakowie", "score": -200},
    {"board": 3, "ns": "Kowalscy", "ew": 'Lis "Mania"', "contract": "pass"},
)


def endplay_boards(text: str) -> list[Any]:
    from endplay.parsers import pbn

    return list(pbn.load(io.StringIO(text)))


# ------------------------------------------------------------------ the file syntax


def test_comments_commentary_escapes_and_inherited_values():
    text = (
        "\ufeff% PBN 2.1\r\n% EXPORT\r\n"
        '[Event "Club \\"Szlem\\" \\\\ Monday"] ; the event\r\n'
        '[Board "1"] { a comment\r\n over two lines } [Dealer "N"]\r\n'
        '[Board "9"]\r\n'
        "\r\n"
        '[Event "#"]\r\n[Board "2"]\r\n'
    )
    games, problems = read_games(text)
    assert problems == []
    first, second = games
    assert first.value("Event") == 'Club "Szlem" \\ Monday'
    assert first.value("Board") == "1"  # a repeated tag is ignored (§3.3)
    assert first.value("Dealer") == "N"  # after commentary on the same line
    assert first.line_of("Dealer") == 5
    assert second.value("Event") == first.value("Event")  # "#" (§4.8)
    assert second.line == 8


def test_table_columns_keep_their_widths_out_of_the_names_and_rows_their_lines():
    games, problems = read_games(
        '[ScoreTable "PairId_NS\\2R;Names\\20L;Score_NS\\6R"]\n'
        '  1 "Maria \\"Mania\\" Lis"  "420"\n'
        " 12 Kowalscy      -\n"
    )
    assert problems == []
    table = games[0].tables["ScoreTable"]
    assert table.columns == ("PairId_NS", "Names", "Score_NS")
    assert [[t.text for t in row] for _line, row in table.rows] == [
        ["1", 'Maria "Mania" Lis', "420"],
        ["12", "Kowalscy", "-"],
    ]
    assert [line for line, _row in table.rows] == [2, 3]


def test_unreadable_tags_and_stray_words_are_problems_with_their_lines():
    _games, problems = read_games('[Board "1"\n\nstray words\n[Dealer "N"]\n')
    assert [p.line for p in problems] == [1, 3, 3]


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), max_size=30))
def test_escaping_a_tag_value_reads_back_the_same(value):
    games, problems = read_games(f'[Event "{escape(value)}"]\n')
    assert problems == []
    assert games[0].value("Event") == value
    assert unescape(escape(value)) == value


# ------------------------------------------------------------------ reading


def test_per_result_records_with_bom_and_crlf_name_pairs_by_their_players():
    text = (FIXTURES / "per-result.pbn").read_bytes().decode("utf-8")
    assert text.startswith("\ufeff") and "\r\n" in text
    imported, problems = read_pbn(text)
    assert problems == []
    assert imported is not None
    assert imported.options == {"duplicate_form": "pairs"}
    assert imported.players[0] == "Ania Kowalska - Jan Kowalski"
    assert len(imported.players) == 4
    first = imported.hands[0]
    assert dict(first.fields) == {
        "board": "1",
        "ns": "Ania Kowalska - Jan Kowalski",
        "ew": "Olga Nowak - Piotr Nowak",
        "contract": "4S",
        "by": "S",
        "tricks": "10",
    }
    assert first.said["score"] == 420
    assert imported.hands[2].said["score"] == -400  # "EW 400"
    assert imported.event == "Monday pairs"


def test_score_table_rows_with_widths_and_quoted_names():
    imported, problems = read_pbn((FIXTURES / "club-traveller.pbn").read_text(encoding="utf-8"))
    assert problems == []
    assert imported is not None
    assert imported.players[4] == 'Maria "Mania" Lis - Karol Lis'  # by PairId, from Names
    fields = [dict(h.fields) for h in imported.hands]
    assert fields[2] == {
        "board": "1",
        "ns": 'Maria "Mania" Lis - Karol Lis',
        "ew": "Jan Wójcik - Anna Wójcik",
        "table": 3,
        "round": 1,
        "contract": "5SX",
        "by": "S",
        "tricks": "10",
        "lead": "D2",
    }
    assert [h.said.get("score") for h in imported.hands[:3]] == [420, 450, -100]
    assert fields[5]["contract"] == "Pass" and "by" not in fields[5] and "lead" not in fields[5]
    assert [f.get("lead") for f in fields[:5]] == ["HK", "HK", "D2", "S5", "CA"]


def test_rooms_make_a_team_match_seated_as_the_open_room():
    imported, problems = read_pbn((FIXTURES / "teams-rooms.pbn").read_text(encoding="utf-8"))
    assert problems == []
    assert imported is not None
    assert imported.options == {"duplicate_form": "teams"}
    assert imported.players == ("Ania", "Bartek", "Celina", "Darek")
    assert [h.fields["room"] for h in imported.hands] == ["open", "closed", "closed", "open"]


def test_BR_D2_the_files_dealer_and_vulnerability_are_the_boards():
    text = '[Board "2"]\n[Dealer "E"]\n[Vulnerable "Both"]\n[Contract "?"]\n[Score "NS 50"]\n'
    _imported, problems = read_pbn(text + '[North "A"]\n[East "B"]\n')
    assert [(p.line, p.message) for p in problems] == [
        (3, "Vulnerable 'Both': board 2 has vulnerability NS (BR-D2)")
    ]


def test_a_file_without_a_result_says_so():
    imported, problems = read_pbn('% PBN 2.1\n[Event "x"]\n[Board "1"]\n[Contract ""]\n')
    assert imported is None
    assert [p.message for p in problems] == ["the file gives no table result"]


# ------------------------------------------------------------------ writing


def test_pairs_export_is_read_by_an_independent_pbn_parser():
    text = write_pbn(exported("pairs", *PAIRS_SESSION))
    assert text.startswith("% PBN 2.1\n% EXPORT\n")
    boards = endplay_boards(text)
    assert [b.board_num for b in boards] == [1, 1, 2, 2, 3]
    first = boards[0]
    assert str(first.contract.declarer) == "S" or first.contract.declarer.abbr == "S"
    assert first.contract.level == 4 and first.info["Score"] == "NS 420"
    assert first.info["North"] == "Kowalscy" and first.info["East"] == "Nowakowie"
    assert first.info["Scoring"] == "MatchPoints;MP1"  # 2 for each lower score (§4.2)
    ranking = first.info["TotalScoreTable"]
    assert [c["name"] for c in ranking["headers"]] == [
        "Rank", "PairId", "TotalScoreMP", "TotalPercentage", "Names",
    ]  # fmt: skip
    assert boards[3].info["Score"] == "NS -200" and boards[3].contract is None
    traveller = boards[1].info["ScoreTable"]
    names = [c["name"] for c in traveller["headers"]]
    assert names[:2] == ["PairId_NS", "PairId_EW"] and "MP_NS" in names
    rows = [dict(zip(names, row, strict=True)) for row in traveller["rows"]]
    assert [(r["Score_NS"], r["Score_EW"], r["MP_NS"], r["MP_EW"]) for r in rows] == [
        ("420", "-", "2", "0"),
        ("-", "50", "0", "2"),
    ]  # BR-D4: 2 for each lower score


def test_tags_come_in_the_mandatory_order_then_alphabetically():
    text = write_pbn(
        exported("teams", {"board": 1, "room": "open", "contract": "4H", "by": "S", "tricks": 10})
    )
    names = [line[1:].split(" ")[0] for line in text.splitlines() if line.startswith("[")]
    assert names[: len(MANDATORY)] == list(MANDATORY)
    rest = names[len(MANDATORY) :]
    assert rest == sorted(rest) == ["Room", "Score", "ScoreTable", "TotalScoreTable"]


def test_BR_D3_team_export_gives_each_room_and_the_imps():
    session = exported(
        "teams",
        {"board": 1, "room": "open", "contract": "4H", "by": "S", "tricks": 10},
        {"board": 1, "room": "closed", "contract": "4H", "by": "S", "tricks": 9},
    )
    boards = endplay_boards(write_pbn(session))
    assert [b.info["Room"] for b in boards] == ["Open", "Closed"]
    assert boards[0].info["North"] == "Ania" and boards[1].info["North"] == "?"
    table = boards[1].info["ScoreTable"]
    names = [c["name"] for c in table["headers"]]
    rows = [dict(zip(names, row, strict=True)) for row in table["rows"]]
    assert [(r["Room"], r["IMP_NS"], r["IMP_EW"]) for r in rows] == [
        ("Open", "10", "-10"),
        ("Closed", "-10", "10"),
    ]  # 420 against -50: 470 = 10 IMPs to the team sitting NS in the open room
    ranking = boards[0].info["TotalScoreTable"]["rows"]
    assert ranking[0][:3] == ["1", "NS", "10"]


@pytest.mark.parametrize("form", ["pairs", "teams"])
def test_written_file_reads_back_as_the_same_results(form):
    entries = (
        PAIRS_SESSION
        if form == "pairs"
        else (
            {"board": 1, "room": "open", "contract": "4H", "by": "S", "tricks": 10},
            {"board": 2, "room": "closed", "score": 100},
            {"board": 1, "room": "closed", "contract": "pass"},
        )
    )
    imported, problems = read_pbn(write_pbn(exported(form, *entries)))
    assert problems == []
    assert imported is not None
    for hand, entry in zip(imported.hands, entries, strict=True):
        assert {k: str(v).lower() for k, v in hand.fields.items()} == {
            k: str(v).lower() for k, v in entry.items()
        }


# ------------------------------------------------------------------ the director's results


def test_BR_D5_adjusted_scores_and_sit_outs_are_read_as_the_directors():
    imported, problems = read_pbn((FIXTURES / "club-adjusted.pbn").read_text(encoding="utf-8"))
    assert problems == []
    assert imported is not None
    fields = [dict(h.fields) for h in imported.hands]
    assert fields[2] == {"board": "1", "ns": "5", "ew": "6", "adjusted": "A+-"}
    assert fields[3] == {"board": "1", "sitout": "7"}
    assert fields[5] == {"board": "2", "ns": "3", "ew": "6", "adjusted": "61.8/38.2"}


def test_BR_D5_adjusted_records_of_a_per_result_file():
    deal = '[Declarer ""]\n[Contract ""]\n[Result ""]\n'
    adjusted = '[Board "3"]\n[West "D"]\n[North "A"]\n[East "C"]\n[South "B"]\n'
    sitout = '[Board "3"]\n[West ""]\n[North "E"]\n[East ""]\n[South "F"]\n'
    text = f'{adjusted}{deal}[Score "A-+"]\n\n{sitout}{deal}[Score "Bye"]\n'
    imported, problems = read_pbn(text)
    assert problems == []
    assert imported is not None
    assert [dict(h.fields) for h in imported.hands] == [
        {"board": "3", "ns": "A - B", "ew": "C - D", "adjusted": "A-+"},
        {"board": "3", "sitout": "E - F"},
    ]


@pytest.mark.parametrize(
    ("scoring", "options"),
    [
        ("MatchPoints;MP1", {}),
        ("MP", {}),
        ("IMP;Cross2", {"pairs_scoring": "imps-cross"}),
        ("IMP", {"pairs_scoring": "imps-cross"}),
        ("IMP;Butler2", {"pairs_scoring": "imps-butler", "butler_drop": 1}),
        ("IMP;Butler", {"pairs_scoring": "imps-butler", "butler_drop": 0}),
    ],
)
def test_BR_D5_the_scoring_tag_chooses_matchpoints_or_imp_pairs(scoring, options):
    text = f'[Scoring "{scoring}"]\n[Board "1"]\n[North "A"]\n[East "B"]\n[Contract "?"]\n'
    imported, problems = read_pbn(text + '[Score "NS 100"]\n')
    assert problems == []
    assert imported is not None
    assert imported.options == {"duplicate_form": "pairs", **options}


def test_BR_D5_the_directors_results_are_written_as_club_programs_write_them():
    session = exported(
        "pairs",
        {
            "board": 1,
            "ns": "Kowalscy",
            "ew": "Nowakowie",
            "contract": "4S",
            "by": "S",
            "tricks": 10,
        },
        {
            "board": 1,
            "ns": 'Lis "Mania"',
            "ew": "Zielińscy",
            "contract": "4S",
            "by": "N",
            "tricks": 11,
        },
        {"board": 2, "ns": "Kowalscy", "ew": "Zielińscy", "adjusted": "A+-"},
        {"board": 2, "sitout": "Nowakowie"},
    )
    boards = endplay_boards(write_pbn(session))
    adjusted, sitout = boards[2].info, boards[3].info
    assert adjusted["Score"] == "A+-" and sitout["Score"] == "Bye"
    assert sitout["North"] == "Nowakowie" and sitout["East"] == ""
    table = boards[3].info["ScoreTable"]
    names = [c["name"] for c in table["headers"]]
    rows = [dict(zip(names, row, strict=True)) for row in table["rows"]]
    assert [(r["PairId_NS"], r["PairId_EW"], r["Score_NS"], r["Percentage_NS"]) for r in rows] == [
        ("1", "4", "A+-", "60.00"),
        ("2", "-", "Bye", "-"),
    ]


def test_BR_D5_a_120_pair_howell_evening_reads_back_as_the_same_session():
    """120 pairs at 60 tables, 9 boards, each pair NS on some boards and EW on others,
    with adjusted scores: the file an independent parser reads, and reading it back plays
    to the same standing."""
    from tests.games.test_bridge_duplicate_club import howell, names

    entries = howell(120, 3)
    entries[5] = {k: v for k, v in entries[5].items() if k in ("board", "ns", "ew")}
    entries[5]["adjusted"] = "A+-"
    session = exported("pairs", *entries, players=names(120))
    text = write_pbn(session)
    assert len(endplay_boards(text)) == len(entries) == 60 * 9
    imported, problems = read_pbn(text)
    assert problems == []
    assert imported is not None
    assert list(imported.players) == names(120)
    ctx = session.ctx
    records = tuple(
        Record("hand", n, ENGINE.entry_from_fields(h.fields, ctx))
        for n, h in enumerate(imported.hands, 1)
    )
    again = replay(Journal(session.header, records), ENGINE, ctx)
    assert again.standing == session.replay.standing
