"""Tysiąc at the command line: shorthand and flags, the status keys, the refusals (one line,
exit 1, journal unchanged, the rule named), four and two players, the judge in four
languages, the bundled example."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def three(cli):
    cli("new", "tysiac", "--players", "Ania,Bartek,Celina", "--name", "t")
    return cli


def test_TYS_R9_shorthand_and_flags_record_the_same_deal(three, cli):
    out = three("hand", "Bartek", "120", "♥", "31", "64", "25").stdout
    assert "Ania +30, Bartek +120, Celina +30" in out
    three("undo")
    three("hand", "--bidder", "Bartek", "--bid", "120", "--marriage", "Bartek=H",
          "--cards", "Ania=31", "--cards", "Bartek=64")  # fmt: skip
    assert three.json("status")["totals"] == {"Ania": 30, "Bartek": 120, "Celina": 30}


def test_TYS_R10_an_opponents_marriage_in_shorthand(three):
    out = three("hand", "Ania", "100", "Celina:♦", "70", "20", ".").stdout
    assert "Ania -100, Bartek +20, Celina +110" in out


def test_TYS_R13_status_json_carries_the_barrel_bombs_bolts_and_sitter(three):
    three("hand", "Ania", "bomb")
    status = three.json("status")
    assert status["on_barrel"] == [] and status["barrel_attempts"] == {}
    assert status["bombs"] == {"Ania": 1, "Bartek": 0, "Celina": 0}
    assert status["bolts"] == {"Ania": 0, "Bartek": 0, "Celina": 0}
    assert status["sitter"] is None and status["next_dealer"] == "Bartek"
    assert status["totals"] == {"Ania": 0, "Bartek": 60, "Celina": 60}


def test_TYS_R13_the_status_table_has_a_barrel_column_only_when_someone_is_on_it(three):
    """With nobody on the barrel the text status draws three columns, not a fourth empty one
    under a bare rule; climbing to the barrel brings the column with its words."""
    three("hand", "Ania", "120", "H", "31", "64", "25")
    table = three("status").stdout.splitlines()[2:7]
    assert table[1].split() == ["--------", "-------", "-------"]
    assert all(len(line.split()) == 3 for line in table[2:])
    for _ in range(7):
        three("hand", "Ania", "120", "H", "31", "64", "25", "--again")
    table = three("status").stdout.splitlines()[2:7]
    assert "on the barrel" in table[2] and len(table[1].split()) == 4


@pytest.mark.parametrize(
    ("words", "field", "rule", "said"),
    [
        (["--bidder", "Ania", "--bid", "100", "--cards", "Ania=71", "--cards", "Bartek=30",
          "--cards", "Celina=20"], "--cards", "TYS-R1", "card points must total 120 (got 121)"),
        (["Ania", "100", "119", "1", "0"], "--cards", "TYS-R2", "no set of cards is worth 119"),
        (["Ania", "115", "60", "30", "30"], "--bid", "TYS-R3", "bid 115 is not a multiple of 10"),
        (["Ania", "130", "60", "30", "30"], "--bid", "TYS-R4", "needs a marriage held"),
        (["Ania", "170", "♠", "60", "30", "30"], "--bid", "TYS-R4", "exceeds 160 (120 + ♠ 40)"),
        (["Ania", "100", "H", "Bartek:H", "60", "30", "30"], "--marriage", "TYS-R6",
         "the ♥ marriage is declared twice (Ania, Bartek)"),
        (["Ania", "100", "60", "30", "30", "musik:AS"], "--musik", "TYS-R12", "four players"),
        (["--annul", "misdeal"], "--annul", "TYS-R17", "unknown annulment"),
    ],
)  # fmt: skip
def test_TYS_a_wrong_deal_is_one_line_naming_field_and_rule(
    three, rejected, words, field, rule, said
):
    line = rejected("t", "hand", *words)
    assert field in line and rule in line and said in line, line


def test_TYS_R11_a_second_bomb_is_refused_naming_the_count(three, rejected):
    three("hand", "Ania", "bomb", "100")
    line = rejected("t", "hand", "Ania", "bomb")
    assert "Ania has used 1 of 1 bombs" in line and "TYS-R11" in line


def test_TYS_R12_four_players_the_dealer_sits_out_and_scores_the_musik(cli, rejected):
    cli("new", "tysiac", "--players", "Ania,Bartek,Celina,Darek", "--name", "four")
    assert cli.json("status")["sitter"] == "Ania"
    line = rejected("four", "hand", "Ania", "100", "60", "30", "30")
    assert "Ania deals and sits out this deal" in line
    out = cli("hand", "Bartek", "100", "60", "30", "30", "musik:AS,KD,QD").stdout
    assert "Ania +130" in out
    status = cli.json("status")
    assert status["sitter"] == "Bartek" and status["next_dealer"] == "Bartek"
    cli("hand", "Celina", "100", "50", "40", ".")  # Ania, Celina, Darek: Darek's is 30
    assert cli.json("status")["totals"] == {"Ania": 180, "Bartek": -100, "Celina": -70,
                                            "Darek": 60}  # fmt: skip


def test_TYS_R1_two_players(cli):
    cli("new", "tysiac", "--players", "Ania,Bartek", "--name", "two")
    out = cli("hand", "Ania", "100", "♣", "70", "40").stdout
    assert "Ania +100, Bartek +40" in out


def test_TYS_R17_a_redeal_keeps_the_dealer(three):
    three("hand", "redeal")
    assert three.json("status")["next_dealer"] == "Ania"


@pytest.mark.parametrize(
    ("question", "args", "answer"),
    [
        ("bid", ["--bid", "130", "--hand", "AS 10S 9C JD"], {"legal": False, "max": 120}),
        ("bid", ["--bid", "130", "--hand", "KH QH 9C"], {"legal": True, "max": 220}),
        ("marriage", ["--hand", "KH QH 9S", "--card", "QH", "--on-lead", "--trick", "1"],
         {"valid": True, "points": 100, "trump": "H"}),
        ("play", ["--trump", "H", "--trick", "KS", "--hand", "AS 9S QH", "--card", "9S"],
         {"legal": False, "legal_cards": ["AS"]}),
        ("trick", ["--trump", "none", "KS 10S AS"], {"winner": 2, "card": "AS"}),
        ("barrel", ["--total", "820", "--role", "opponent", "--gain", "40"],
         {"on_barrel": True, "change": 0, "total": 820, "attempts": 0, "falls_off": False}),
        ("musik", ["AS KD QD"], {"points": 130, "aces": 1, "marriages": ["D"]}),
        ("rounding", ["25"], {"rounded": 30}),
    ],
)  # fmt: skip
def test_TYS_judge_answers_in_the_digests_shape(cli, question, args, answer):
    data = json.loads(cli("judge", "tysiac", question, *args, "--format", "json").stdout)
    for key, value in answer.items():
        assert data["answer"][key] == value, (key, data)
    assert data["rule"].startswith("TYS-R") and data["explanation"]


def test_TYS_R6_a_verdict_names_the_option_where_the_table_departs(cli):
    out = cli("judge", "tysiac", "marriage", "--hand", "KH QH", "--card", "KH", "--on-lead",
              "--trick", "1", "--ruleset", "tysiac-ru").stdout  # fmt: skip
    assert out.startswith("Verdict: not valid")
    assert "first_trick_marriage = false" in out


def test_TYS_R14_the_russian_barrel_falls_in_the_judge(cli):
    args = ["--total", "880", "--role", "opponent", "--gain", "30", "--attempts", "2"]
    data = json.loads(
        cli("judge", "tysiac", "barrel", *args, "--ruleset", "tysiac-ru", "--format", "json").stdout
    )
    assert data["answer"] == {
        "on_barrel": True, "change": -120, "total": 760, "attempts": 0, "falls_off": True,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("lang", "verdict"), [("en", "not allowed"), ("pl", "niedozwolone"), ("uk", "не можна"),
                          ("it", "non ammesso")]
)  # fmt: skip
def test_TYS_R4_the_judge_speaks_four_languages(cli, lang, verdict):
    out = cli("--lang", lang, "judge", "tysiac", "bid", "--bid", "130", "--hand", "AS 9C").stdout
    assert out.startswith(verdict) or verdict in out.splitlines()[0]


def test_TYS_the_table_in_polish(three):
    three("hand", "Bartek", "120", "♥", "31", "64", "25")
    out = three("--lang", "pl", "status").stdout
    assert "Bartek licytuje pierwszy" not in out  # Celina bids first after Bartek's deal
    assert "Celina licytuje pierwszy" in out
    out = three("--lang", "pl", "hand", "Ania", "100", "20", "30", ".").stdout
    assert "Ania 100, wtopa" in out


def test_TYS_the_bundled_example_and_its_sheets(cli):
    out = cli("example", "tysiac").stdout
    assert "810 🛢" in out and "bombs used: Ania 0/1, Bartek 1/1, Celina 0/1" in out
    status = cli.json("status", "-s", "example-tysiac")
    assert status["on_barrel"] == ["Celina"] and status["totals"]["Celina"] == 810
    html = cli("sheet", "-s", "example-tysiac", "--format", "html").stdout
    assert "Deal by deal" in html and "🛢" in html
    stats = json.loads(cli("stats", "--format", "json").stdout)["by_game"]["tysiac"]
    assert stats["bombs"] == {"Bartek": 1}
    assert stats["bids_failed"] == {"Ania": 1, "Bartek": 1}
