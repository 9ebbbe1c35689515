"""The full PBN round trip (BR-D2): a session imported from a club's file writes back the
event's ``Event``, ``Site`` and ``Date``, each board's ``Deal`` with its 52 cards and the
double-dummy and par tags byte for byte; export → import → export gives the same bytes; the
imported session is dated by the event; every exported file is read by endplay, and its deals
by endplay's deal diagrams."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from scorekeep.games.bridge.hand_record import read_deal_tag
from scorekeep.games.bridge.pbn_kept import kept_of
from scorekeep.games.bridge.pbn_read import read_pbn
from scorekeep.games.bridge.pbn_syntax import read_games
from tests.cli.test_pbn_cli import club_session, pairs_session, teams_session

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "pbn"
HAND_RECORDS = FIXTURES / "hand-records.pbn"
DEAL = "N:AK5.K43.QJ92.A76 J87.QJ92.K53.J98 Q9432.A5.A84.K32 T6.T876.T76.QT54"


def endplay_boards(text: str) -> list[Any]:
    from endplay.parsers import pbn

    return list(pbn.load(io.StringIO(text)))


def exported(cli: Any, tmp_path: Path, session: str, name: str) -> str:
    out = tmp_path / name
    cli("export", "-s", session, "--format", "pbn", "-o", str(out))
    return out.read_text(encoding="utf-8")


def test_BR_D2_the_event_deal_and_par_tags_are_kept():
    text = HAND_RECORDS.read_text(encoding="utf-8")
    kept, date = kept_of(text, read_games(text)[0])
    assert kept["Event"] == "Klubowy poniedziałek"
    assert kept["Site"] == 'Klub "Szlem", Kraków'
    assert kept["Date"] == "2026.11.30" and date == "2026-11-30"
    one = kept["boards"]["1"]
    assert one["Deal"] == DEAL
    assert one["tags"][0] == '[OptimumScore "NS 990"]'
    table = one["tags"][1].splitlines()
    assert table[0] == '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]'
    assert table[1:3] == ["N NT 12", "N  S 12"] and len(table) == 21
    assert one["tags"][2] == '[ParContract "NS 6NT"]'
    assert "2" not in kept["boards"]  # board 2 has an empty Deal and no par tags


def test_a_partial_or_repeated_card_is_no_deal():
    assert read_deal_tag(DEAL) is not None
    assert read_deal_tag("") is None
    assert read_deal_tag(DEAL.replace("AK5", "AK4")) is None  # the 4 of spades twice
    assert read_deal_tag(DEAL[:-2]) is None  # 51 cards
    turned = read_deal_tag("E:" + " ".join(DEAL[2:].split()[1:] + DEAL[2:].split()[:1]))
    assert turned is not None and turned.pbn() == DEAL


def test_BR_D2_the_imported_file_goes_out_with_its_event_deals_and_par_byte_for_byte(cli, tmp_path):
    cli("import", str(HAND_RECORDS), "--name", "club")
    text = exported(cli, tmp_path, "club", "out.pbn")
    source = HAND_RECORDS.read_text(encoding="utf-8")
    kept, _date = kept_of(source, read_games(source)[0])
    first, second = text.split("\n\n")[1:3]
    assert '[Event "Klubowy poniedziałek"]' in first
    assert '[Site "Klub \\"Szlem\\", Kraków"]' in first
    assert '[Date "2026.11.30"]' in first
    assert f'[Deal "{DEAL}"]' in first
    for tag in kept["boards"]["1"]["tags"]:  # each as written, a table with its rows
        assert tag + "\n" in first + "\n" and tag in source
    names = [line[1:].split(" ")[0] for line in first.splitlines() if line.startswith("[")]
    assert names[15:] == sorted(names[15:])  # supplemental tags alphabetically (§3.4)
    assert "[OptimumScore" in second  # every record of board 1 carries its hand record
    again = tmp_path / "again"
    from tests.conftest import Cli

    other = Cli(again)
    other("import", str(tmp_path / "out.pbn"), "--name", "club")
    assert exported(other, tmp_path, "club", "again.pbn") == text


def test_BR_D2_an_imported_session_is_dated_by_the_event(cli):
    cli("import", str(HAND_RECORDS), "--name", "club")
    journal = cli.journal("club").read_text(encoding="utf-8")
    assert 'created = "2026-11-30T00:00:00+00:00"' in journal
    listed = cli.json("sessions")
    rows = listed if isinstance(listed, list) else listed.get("sessions", [])
    assert [r["created"][:10] for r in rows if r["session"] == "club"] == ["2026-11-30"]


def _same_bytes_twice(cli: Any, tmp_path: Path, session: str) -> str:
    from tests.conftest import Cli

    first = exported(cli, tmp_path, session, "first.pbn")
    other = Cli(tmp_path / "other")
    other("import", str(tmp_path / "first.pbn"), "--name", session)
    assert exported(other, tmp_path, session, "second.pbn") == first
    return first


def test_BR_D4_export_import_export_gives_the_same_bytes_pairs(cli, tmp_path):
    pairs_session(cli)
    text = _same_bytes_twice(cli, tmp_path, "monday")
    assert [b.board_num for b in endplay_boards(text)]


def test_BR_D5_export_import_export_gives_the_same_bytes_with_the_directors_results(cli, tmp_path):
    club_session(cli)
    _same_bytes_twice(cli, tmp_path, "club")


def test_BR_D3_export_import_export_gives_the_same_bytes_teams(cli, tmp_path):
    teams_session(cli)
    _same_bytes_twice(cli, tmp_path, "match")


def test_every_exported_deal_opens_in_endplay_and_its_deal_diagram(cli, tmp_path):
    """endplay reads every record; the deal it reads is ours card for card, and its deal
    diagram (``Deal.pprint``, the layout a hand record prints) shows North's and South's
    holdings suit by suit."""
    from endplay.types import Player

    cli("import", str(HAND_RECORDS), "--name", "club")
    text = exported(cli, tmp_path, "club", "out.pbn")
    boards = endplay_boards(text)
    assert {b.board_num for b in boards} == {1, 2}
    with_cards = [b for b in boards if b.board_num == 1]
    assert with_cards
    for played in with_cards:
        assert played.deal.to_pbn() == DEAL
        hands = [played.deal[seat] for seat in (Player.north, Player.east, Player.south)]
        assert all(len(hand) == 13 for hand in hands)
        printed = io.StringIO()
        played.deal.pprint(stream=printed)
        rows = [line.strip() for line in printed.getvalue().splitlines()]
        assert rows[:4] == ["AK5", "K43", "QJ92", "A76"]  # North: spades to clubs
        assert rows[-4:] == ["Q9432", "A5", "A84", "K32"]  # South
    imported, problems = read_pbn(text)
    assert problems == [] and imported is not None
