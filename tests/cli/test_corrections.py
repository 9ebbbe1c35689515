"""Corrections (SPEC §3.2): `undo` and `fix` of one hand never change what another hand says
happened — who dealt, the declarer an auction gave — and when they change another hand's
score, the command lists it, before → after."""

from __future__ import annotations

from pathlib import Path

from scorekeep.app.session import open_session
from scorekeep.files.home import Home

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ann,E=Ben,S=Cat,W=Dan", "--name", "fri")


def lines(cli, session: str):
    return open_session(Home(Path(cli.home)), session).replay().lines


def dealers(cli, session: str) -> dict[int, str]:
    return {
        line.n: line.outcome.detail.dealer
        for line in lines(cli, session)
        if line.outcome is not None
    }


# ----------------------------------------------------------------- bridge


def test_undo_keeps_later_auction_declarer(cli):
    cli(*BRIDGE)
    cli("hand", "1NT", "--by", "N", "--tricks", "7")
    cli("hand", "--auction", "1H P P P", "--tricks", "9")
    cli("undo", "1")
    sheet = cli.json("sheet")
    second = sheet["hands"][1]
    assert second["summary"].startswith("1H by E")
    assert second["scores"] == {"NS": 0, "EW": 90}
    assert dealers(cli, "fri") == {2: "E"}
    assert cli.json("status")["next_dealer"] == "S"


def test_journal_records_dealer_and_auction_declarer(cli):
    cli(*BRIDGE)
    cli("hand", "pass")
    cli("hand", "--auction", "P 1S P P P", "--tricks", "7")
    text = cli.journal("fri").read_text(encoding="utf-8")
    assert 'dealer = "N"' in text and 'dealer = "E"' in text
    assert 'contract = "1S"' in text and 'by = "S"' in text


def test_fix_keeps_the_dealer_of_the_hand_it_replaces(cli):
    cli(*BRIDGE)
    cli("hand", "pass")
    cli("hand", "pass")
    cli("undo", "1")
    cli("fix", "2", "--auction", "1C P P P", "--tricks", "7")
    hand = cli.json("sheet")["hands"][1]
    assert hand["summary"].startswith("1C by E")
    assert dealers(cli, "fri") == {2: "E"}


def test_BR_S17_fix_records_the_seat_that_really_dealt(cli):
    cli(*BRIDGE)
    cli("hand", "pass")
    cli("hand", "pass")
    cli("undo", "1")
    cli("fix", "2", "pass", "--dealer", "W")
    assert dealers(cli, "fri") == {2: "W"}
    hand = cli.json("sheet")["hands"][1]
    # hand 1 is void, so N was to deal the first live deal
    assert hand["summary"] == "passed out, dealt by W out of turn"
    assert cli.json("status")["next_dealer"] == "N"


def test_old_journal_without_facts_replays_from_the_rotation(cli):
    cli(*BRIDGE)
    path = cli.journal("fri")
    path.write_text(
        path.read_text(encoding="utf-8")
        + '\n[[hands]]\nn = 1\ncontract = "pass"\n'
        + '\n[[hands]]\nn = 2\nauction = "1H P P P"\ntricks = 9\n'
        + "\n[[hands]]\nvoid = 1\n",
        encoding="utf-8",
    )
    hand = cli.json("sheet")["hands"][1]
    assert hand["summary"].startswith("1H by N") and hand["scores"] == {"NS": 90, "EW": 0}
    assert cli.json("status")["next_dealer"] == "E"


def test_undo_lists_later_hands_whose_vulnerability_changed(cli):
    cli(*BRIDGE)
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    cli("hand", "2S", "--by", "N", "--tricks", "7")
    out = cli("undo", "1").stdout
    assert "hand 2: NS +0, EW +100 → NS +0, EW +50" in out
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    data = cli.json("fix", "3", "4S", "--by", "N", "--tricks", "9")
    assert data["changed"] == []
    data = cli.json("undo", "2")
    assert data["changed"] == []


def test_fix_lists_changed_later_hands_in_json(cli):
    cli(*BRIDGE)
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    cli("hand", "2S", "--by", "N", "--tricks", "7")
    data = cli.json("fix", "1", "4S", "--by", "N", "--tricks", "9")
    assert data["changed"] == [
        {"n": 2, "before": {"NS": 0, "EW": 100}, "after": {"NS": 0, "EW": 50}}
    ]


# ----------------------------------------------------------------- derda, deberc, dernie, durak


def test_DERDA_R4_undo_keeps_later_derda_dealer_and_its_tie_rule(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "eve")
    cli("hand", "--bidder", "Bartek", "--trump", "H", "--cards", "Ania=50", "--cards", "Bartek=70")
    cli(
        "hand",
        *("--bidder", "Ania", "--trump", "C", "--cards", "Ania=70", "--cards", "Bartek=50"),
        *("--words", "Ania=KD QD JD", "--words", "Bartek=KS QS JS"),
    )
    before = lines(cli, "eve")[1].outcome.detail.words.sequences
    assert before == {"Ania": 20, "Bartek": 0}
    cli("undo", "1")
    after = lines(cli, "eve")[1].outcome
    assert after.detail.dealer == "Bartek"
    assert after.detail.words.sequences == {"Ania": 20, "Bartek": 0}


def test_DERDA_D1_fix_keeps_later_derda_dealer(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "eve")
    cli("hand", "--bidder", "Bartek", "--trump", "H", "--cards", "Ania=50", "--cards", "Bartek=70")
    cli("hand", "--bidder", "Ania", "--trump", "C", "--cards", "Ania=70", "--cards", "Bartek=50")
    assert dealers(cli, "eve") == {1: "Ania", 2: "Bartek"}
    cli(
        "fix", "1", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=50"
    )
    assert dealers(cli, "eve") == {1: "Ania", 2: "Bartek"}


def test_DEBERC_P5_undo_keeps_later_deberc_dealer(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina", "--name", "trio")
    for _ in range(3):
        cli(
            "hand",
            "--again",
            *("--bidder", "Ania", "--trump", "H"),
            *("--cards", "Ania=62", "--cards", "Bartek=50", "--cards", "Celina=50"),
        )
    assert dealers(cli, "trio") == {1: "Ania", 2: "Bartek", 3: "Celina"}
    cli("undo", "1")
    assert dealers(cli, "trio") == {2: "Bartek", 3: "Celina"}
    assert cli.json("status")["next_dealer"] == "Ania"


def test_DERNIE_R3_undo_keeps_later_dernie_dealer(cli):
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "eve")
    cli("hand", "--closer", "Ania", "--left", "Bartek=23", "--left", "Celina=40")
    cli("hand", "--closer", "Bartek", "--left", "Ania=10", "--left", "Celina=10")
    cli("undo", "1")
    assert dealers(cli, "eve") == {2: "Bartek"}
    assert cli.json("status")["next_dealer"] == "Celina"


def test_DURAK_R4_undo_keeps_later_durak_dealer(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--name", "fri")
    cli("hand", "--durak", "Bartek")
    cli("hand", "--durak", "Celina")
    assert dealers(cli, "fri") == {1: "Ania", 2: "Bartek"}
    cli("undo", "1")
    assert dealers(cli, "fri") == {2: "Bartek"}
    assert cli.json("status")["next_dealer"] == "Celina"


def test_undo_lists_a_later_hand_that_no_longer_takes_the_pot(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "eve")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=60", "--cards", "Bartek=60")
    cli("hand", "--bidder", "Bartek", "--trump", "H", "--cards", "Ania=50", "--cards", "Bartek=70")
    data = cli.json("undo", "1")
    assert [c["n"] for c in data["changed"]] == [2]
    change = data["changed"][0]
    assert change["before"]["Bartek"] - change["after"]["Bartek"] == 60
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "two")
    cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=60", "--cards", "Bartek=60")
    cli("hand", "--bidder", "Bartek", "--trump", "H", "--cards", "Ania=50", "--cards", "Bartek=70")
    fixed = ("--bidder", "Ania", "--trump", "H", "--cards", "Ania=70", "--cards", "Bartek=50")
    out = cli("fix", "1", *fixed).stdout
    assert "this correction changes the score of later hands:" in out
    assert "hand 2: Ania +50, Bartek +130 → Ania +50, Bartek +70" in out
