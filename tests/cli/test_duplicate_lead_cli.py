"""The opening lead of a duplicate result (``hand --lead``): kept in the journal, shown on
the traveller only when some result of the board has one, carried by status and sheet JSON,
refused in one line when it is no card."""

from __future__ import annotations

import pytest

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy"


@pytest.fixture
def pairs(cli):
    cli("new", "duplicate", "--players", PAIRS, "--set", "duplicate_form=pairs", "--name", "ev")
    return cli


def _hand(cli, *more):
    return cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", *more)


def test_the_lead_is_kept_with_the_result(pairs):
    out = _hand(pairs, "--ns", "Kow", "--ew", "Now", "--lead", "KS").stdout
    assert "lead K♠" in out
    _hand(pairs, "--ns", "Wiś", "--ew", "Ziel", "--lead", "10d")
    kept = [h["entry"] for h in pairs.json("sheet", "--format", "json")["hands"]]
    assert [e["lead"] for e in kept] == ["KS", "10D"]
    rows = pairs.json("status")["travellers"][0]["results"]
    assert [r["lead"] for r in rows] == ["KS", "10D"]


@pytest.mark.parametrize("written", ["SK", "K♠", "ks"])
def test_the_lead_reads_as_the_table_writes_cards(pairs, written):
    _hand(pairs, "--ns", "Kow", "--ew", "Now", "--lead", written)
    kept = pairs.json("sheet", "--format", "json")["hands"][0]["entry"]
    assert kept["lead"] == "KS"


def _traveller_head(sheet: str) -> list[str]:
    return next(line.split() for line in sheet.splitlines() if line.startswith("board "))


def test_the_traveller_shows_a_lead_column_only_when_a_lead_is_given(pairs):
    _hand(pairs, "--ns", "Kow", "--ew", "Now")
    assert "lead" not in _traveller_head(pairs("sheet").stdout)
    assert "lead" not in pairs.json("status")["travellers"][0]["results"][0]
    _hand(pairs, "--ns", "Wiś", "--ew", "Ziel", "--lead", "TH")
    sheet = pairs("sheet").stdout
    assert _traveller_head(sheet)[3:5] == ["contract", "lead"]
    assert "10♥" in sheet


def test_the_printed_traveller_has_the_lead(pairs, tmp_path):
    _hand(pairs, "--ns", "Kow", "--ew", "Now", "--lead", "QC")
    pairs("sheet", "--format", "html", "-o", str(tmp_path / "s.html"))
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert "<th>lead</th>" in page and "Q♣" in page


def _scorecard_head(sheet: str) -> list[str]:
    return next(line.split("  ") for line in sheet.splitlines() if line.startswith("board "))


def test_a_team_match_keeps_the_lead_and_its_scorecard_shows_it(cli):
    cli("new", "bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "m")
    cli("hand", "4S", "--by", "N", "--result", "=", "--board", "1")
    assert "lead" not in _scorecard_head(cli("sheet").stdout)
    cli("hand", "4S", "--by", "N", "--result", "-1", "--board", "1", "--room", "closed",
        "--lead", "AH")  # fmt: skip
    kept = cli.json("sheet", "--format", "json")["hands"][1]["entry"]
    assert kept["lead"] == "AH"
    sheet = cli("sheet").stdout
    head = [h.strip() for h in _scorecard_head(sheet) if h.strip()]
    assert head[3:8] == ["open room", "lead", "NS", "closed room", "lead"]
    assert "A♥" in sheet


@pytest.mark.parametrize("card", ["ZZ", "1S", "KX", "11H"])
def test_a_lead_that_is_no_card_is_refused(pairs, rejected, card):
    _hand(pairs, "--ns", "Kow", "--ew", "Now")
    line = rejected(
        "ev",
        "hand",
        "4H",
        "--by",
        "S",
        "--tricks",
        "9",
        "--board",
        "2",
        "--ns",
        "Kow",
        "--ew",
        "Now",
        "--lead",
        card,
    )
    assert "--lead" in line


def test_a_passed_out_board_has_no_lead(pairs, rejected):
    _hand(pairs, "--ns", "Kow", "--ew", "Now")
    line = rejected(
        "ev", "hand", "pass", "--board", "2", "--ns", "Kow", "--ew", "Now", "--lead", "KS"
    )
    assert "--lead" in line and "opening lead" in line


def test_the_shorthand_takes_a_card_after_the_result_as_the_lead(pairs):
    out = pairs("hand", "1", "4H", "S", "=", "HK", "--ns", "Kow", "--ew", "Now").stdout
    assert "lead K♥" in out
    pairs("hand", "1", "4H", "S", "10", "10s", "--ns", "Wiś", "--ew", "Ziel")
    kept = [h["entry"] for h in pairs.json("sheet", "--format", "json")["hands"]]
    assert [e["lead"] for e in kept] == ["KH", "10S"]


def test_a_word_after_the_result_that_is_no_card_is_read_as_before(pairs, rejected):
    _hand(pairs, "--ns", "Kow", "--ew", "Now")
    line = rejected("ev", "hand", "2", "4H", "S", "=", "foo", "--ns", "Kow", "--ew", "Now")
    assert "honors written SIDE:100 or SIDE:150" in line


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pl", "rozdanie, w którym wszyscy spasowali, nie ma wistu"),
        ("uk", "роздача, де всі спасували, не має першого ходу"),
        ("it", "una smazzata passata non ha attacco"),
    ],
)
def test_the_refusal_speaks_the_tables_language(pairs, lang, said):
    before = pairs.journal("ev").read_bytes()
    result = pairs("--lang", lang, "hand", "pass", "--board", "2", "--ns", "Kow", "--ew", "Now",
                   "--lead", "KS", code=1)  # fmt: skip
    assert result.stderr.strip().endswith("--lead: " + said)
    assert pairs.journal("ev").read_bytes() == before
