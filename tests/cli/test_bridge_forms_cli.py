"""Chicago and duplicate bridge through the command line: W18, W19, a Chicago round, a team
match and a pairs traveller, the judge's table questions and the refusals."""

from __future__ import annotations

import json

import pytest

SEATS = "N=Ania,E=Bartek,S=Celina,W=Darek"
PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy"


@pytest.fixture
def chicago(cli):
    cli("new", "bridge-chicago", "--players", SEATS, "--name", "chi")
    return cli


@pytest.fixture
def match(cli):
    cli("new", "bridge-duplicate", "--players", SEATS, "--name", "match")
    return cli


@pytest.fixture
def pairs(cli):
    cli("new", "duplicate", "--players", PAIRS, "--set", "duplicate_form=pairs", "--name", "pairs")
    return cli


def test_W18_chicago_vulnerability_through_the_cli(chicago):
    seen = []
    for deal in ("1C", "1D", "1H", "1S"):
        status = chicago.json("status")
        seen.append((status["deal"], status["next_dealer"], status["vulnerable"]))
        chicago("hand", deal, "--by", "N", "--tricks", "7")
    assert seen == [
        (1, "N", {"NS": False, "EW": False}),
        (2, "E", {"NS": False, "EW": True}),
        (3, "S", {"NS": True, "EW": False}),
        (4, "W", {"NS": True, "EW": True}),
    ]
    answers = [
        chicago.json("judge", "bridge", "chicago-deal", "--deal", str(n))["answer"]
        for n in (2, 3, 4)
    ]
    assert [(a["dealer"], a["vulnerable"]) for a in answers] == [
        ("E", {"NS": False, "EW": True}),
        ("S", {"NS": True, "EW": False}),
        ("W", {"NS": True, "EW": True}),
    ]


def test_W19_duplicate_scores_and_imps_through_the_cli(cli):
    heart = cli.json("judge", "bridge", "score", "4H", "--vul", "--tricks", "10", "--duplicate")
    no_trump = cli.json("judge", "bridge", "score", "3NT", "--result", "+1", "--duplicate")
    assert heart["answer"]["duplicate"] == 620 and heart["rule"] == "BR-D1"
    assert no_trump["answer"]["duplicate"] == 430
    assert no_trump["answer"]["below"] == 100  # the rubber answer keeps its keys
    imps = cli.json("judge", "bridge", "imps", "190")
    assert imps["answer"] == {"difference": 190, "imps": 5}
    assert imps["rule"] == "BR-D3" and imps["rule_text"].startswith("IMPs (Law 78B)")
    assert "Verdict: 5 IMPs" in cli("judge", "bridge", "imps", "190").stdout


def test_BR_D1_judge_score_duplicate_defeated_and_without_the_flag(cli):
    down = cli.json("judge", "bridge", "score", "4SX", "--tricks", "6", "--duplicate")
    assert down["answer"]["duplicate"] == -800
    plain = cli.json("judge", "bridge", "score", "4S", "--tricks", "10")
    assert "duplicate" not in plain["answer"]


def test_BR_D2_judge_board(cli):
    answer = cli.json("judge", "bridge", "board", "7")["answer"]
    assert answer["dealer"] == "S" and answer["vulnerable"] == {"NS": True, "EW": True}
    assert "dealer N, nobody" in cli("judge", "bridge", "board", "17").stdout


def test_BR_D3_judge_imps_negative_difference(cli):
    assert cli.json("judge", "bridge", "imps", "-470")["answer"]["imps"] == -10


def test_BR_D4_judge_matchpoints(cli):
    answer = cli.json("judge", "bridge", "matchpoints", "420", "450", "420", "-50")["answer"]
    assert answer["matchpoints"] == [3, 6, 3, 0]
    assert answer["top"] == 6
    assert answer["percentages"] == [50.0, 100.0, 50.0, 0.0]


def test_judge_questions_refuse_bad_input(cli):
    for args in (
        ("imps", "lots"),
        ("board", "0"),
        ("matchpoints", "420"),
        ("chicago-deal", "--deal", "5"),
        ("score", "4S", "--tricks", "10", "--honors", "NS:100", "--duplicate"),
    ):
        result = cli("judge", "bridge", *args, code=1)
        assert result.stderr.startswith("scorekeep: error: ")
        assert "Traceback" not in result.stderr


def test_BR_C1_a_chicago_round_and_the_next_through_the_cli(chicago):
    chicago("hand", "2H", "--by", "N", "--tricks", "8")
    chicago("hand", "pass")
    chicago("hand", "2S", "--by", "E", "--tricks", "8")
    chicago("hand", "4H", "--by", "S", "--tricks", "10")
    out = chicago("hand", "1NT", "--by", "W", "--tricks", "7").stdout
    assert "EW partscore on the fourth deal: bonus 100 (BR-C4)" in out
    assert "round 1 over: NS 680, EW 200" in out
    status = chicago.json("status")
    assert status["round"] == 2 and status["deal"] == 1
    assert status["rounds"] == [{"round": 1, "totals": {"NS": 680, "EW": 200}}]
    for key in ("games", "vulnerable", "below", "above", "round_totals"):
        assert key in status
    chicago("hand", "3NT", "--by", "N", "--tricks", "9")
    closed = chicago.json("close")
    assert closed["finished"] is True and closed["winner"] == "NS"
    assert closed["totals"] == {"NS": 1080, "EW": 200}
    sheet = chicago("sheet").stdout
    assert "Chicago pad" in sheet and "round 1 total" in sheet and "redealt" in sheet


def test_BR_C3_redeal_keeps_the_dealer_through_the_cli(chicago):
    chicago("hand", "1C", "--by", "N", "--tricks", "7")
    out = chicago("hand", "pass").stdout
    assert "E deals again with the same vulnerability" in out
    assert chicago.json("status")["next_dealer"] == "E"
    chicago("hand", "--auction", "1S P P P", "--dealer", "E", "--tricks", "7")


def test_BR_C6_chicago_refuses_honors_unless_set(chicago, rejected, cli):
    message = rejected("chi", "hand", "4S", "--by", "N", "--tricks", "10", "--honors", "NS:100")
    assert "honors" in message
    cli("new", "chicago", "--players", SEATS, "--set", "honors=true", "--name", "chi2")
    cli("hand", "4S", "--by", "N", "--tricks", "10", "--honors", "NS:100")
    assert cli.json("status")["totals"]["NS"] == 520


def test_chicago_sheet_formats(chicago):
    chicago("hand", "3NT", "--by", "N", "--tricks", "9")
    assert chicago("sheet", "--format", "markdown").stdout.startswith("# chi")
    csv = chicago("sheet", "--format", "csv").stdout.splitlines()
    assert csv[0].startswith("round,deal,dealer,vul,contract,We (NS),They (EW)")
    assert csv[1].startswith("1,1,N,—")
    data = json.loads(chicago("sheet", "--format", "json").stdout)
    assert data["hands"][0]["scores"] == {"NS": 400, "EW": 0}
    assert data["rounds"] == []
    html = chicago("sheet", "--format", "html").stdout
    assert "Chicago — four-deal rounds" in html and 'class="hands club"' in html


def test_BR_D3_team_match_through_the_cli(match, rejected):
    match("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1")
    out = match("hand", "4H", "--by", "S", "--tricks", "9", "--board", "1", "--room", "closed")
    assert "10 IMPs to NS (BR-D3)" in out.stdout
    message = rejected("match", "hand", "4H", "--by", "S", "--tricks", "9", "--board", "1")
    assert "already recorded in the open room" in message
    message = rejected("match", "hand", "4H", "--by", "S", "--tricks", "9")
    assert "--board" in message
    message = rejected(
        "match", "hand", "4H", "--by", "S", "--tricks", "9", "--board", "2", "--room", "side"
    )
    assert "open or closed" in message
    status = match.json("status")
    assert status["totals"] == {"NS": 10, "EW": 0}
    assert status["boards"] == [{"board": 1, "open": 420, "closed": -50, "imps": 10}]
    assert status["next_board"] == 2 and status["next_dealer"] == "E"
    sheet = match("sheet").stdout
    assert "Team match scorecard" in sheet
    csv = match("sheet", "--format", "csv").stdout.splitlines()
    assert csv[1] == "1,N,—,4H S 10,420,4H S 9,-50,10,"


def test_BR_D2_BR_S17_a_board_dealt_by_another_seat_stands(match, cli):
    shown = cli(
        "hand", "--auction", "1S P P P", "--dealer", "N", "--tricks", "7", "--board", "2"
    ).output
    assert "board 2 (open): 1S by N, 7 tricks, out of turn, dealt by N (Ania)" in shown
    hand = cli.json("sheet")["hands"][-1]
    assert hand["entry"]["dealer"] == "N" and "out of turn" in hand["summary"]
    assert hand["scores"] == {"NS": 0, "EW": 0}


def test_BR_D3_victory_points_through_the_cli(cli):
    cli("new", "bridge-duplicate", "--players", SEATS, "--set", "victory_points=true")
    cli("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1")
    cli("hand", "4H", "--by", "S", "--tricks", "9", "--board", "1", "--room", "closed")
    vp = cli.json("close")["victory_points"]
    assert vp["NS"] > vp["EW"]


def test_BR_D4_pairs_traveller_through_the_cli(pairs, rejected):
    pairs("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--ns", "Kow", "--ew", "Now")
    pairs(
        "hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--ns", "Wiś", "--ew", "Ziel"
    )
    message = rejected("pairs", "hand", "4H", "--by", "S", "--tricks", "9", "--board", "1")
    assert "--ns" in message
    message = rejected(
        "pairs", "hand", "3NT", "--by", "N", "--tricks", "9", "--board", "1", "--ns", "Kow",
        "--ew", "Ziel",
    )  # fmt: skip
    assert "already recorded for Kowalscy" in message
    status = pairs.json("status")
    assert status["totals"] == {"Kowalscy": 0, "Nowakowie": 2, "Wiśniewscy": 2, "Zielińscy": 0}
    assert status["percentages"]["Nowakowie"] == 100.0
    assert status["ranking"][0]["rank"] == "1="
    sheet = pairs("sheet").stdout
    assert "Result" in sheet and "Travellers" in sheet
    csv = pairs("sheet", "--format", "csv").stdout.splitlines()
    assert csv[0] == "rank,pair,matchpoints,top,%"
    html = pairs("sheet", "--format", "html").stdout
    assert "Pairs — results and travellers" in html


def test_pairs_need_named_pairs(cli):
    result = cli(
        "new", "bridge-duplicate", "--players", "Solo", "--set", "duplicate_form=pairs", code=1
    )
    assert result.stderr.startswith("scorekeep: error: ")


def test_plain_bridge_still_finds_the_rubber_ruleset(cli):
    cli("new", "bridge", "--players", SEATS)
    assert cli.json("status")["ruleset"] == "bridge-rubber"
    assert cli.json("judge", "bridge", "vulnerable", "--ns-games", "1")["rule"] == "BR-S10"


@pytest.mark.parametrize(
    "form", ["bridge-chicago", "bridge-duplicate-teams", "bridge-duplicate-pairs"]
)
def test_printed_sheet_is_valid_and_shows_the_status_totals(cli, form):
    from tests import goldens
    from tests.render.sheetdom import EXTERNAL, chart_ends, final_totals, find, parse

    journal = (goldens.ROOT / form / "evening.toml").read_text(encoding="utf-8")
    html = goldens.render(cli, journal, "printed", ["sheet", "--format", "html"])
    root = parse(html)  # strict: raises on any parse error
    assert EXTERNAL.search(html) is None
    status = cli.json("status", "-s", "printed")
    assert final_totals(root) == status["totals"]
    assert chart_ends(root) == status["totals"]
    assert find(root, "table", "club")


def test_BR_D4_matchpoints_from_a_situation_file(cli, tmp_path):
    situation = tmp_path / "traveller.json"
    situation.write_text(json.dumps({"scores": [620, 170, 620, -100]}), encoding="utf-8")
    answer = cli.json("judge", "bridge", "matchpoints", "--situation", str(situation))["answer"]
    assert answer["matchpoints"] == [5, 2, 5, 0]


def test_BR_D3_fix_and_undo_in_a_team_match(match):
    match("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1")
    match("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--room", "closed")
    assert match.json("status")["totals"] == {"NS": 0, "EW": 0}
    match("fix", "2", "4H", "--by", "S", "--tricks", "9", "--board", "1", "--room", "closed")
    assert match.json("status")["totals"] == {"NS": 10, "EW": 0}
    match("undo")
    status = match.json("status")
    assert status["totals"] == {"NS": 0, "EW": 0}
    assert status["boards"] == [{"board": 1, "open": 420, "closed": None, "imps": None}]
    match("hand", "4H", "--by", "S", "--tricks", "11", "--board", "1", "--room", "closed")
    assert match.json("status")["totals"] == {"NS": 0, "EW": 1}


def test_BR_D4_a_traveller_may_give_only_the_score(pairs, rejected):
    pairs("hand", "--score", "420", "--board", "1", "--ns", "Kow", "--ew", "Now")
    out = pairs("hand", "--score", "-50", "--board", "1", "--ns", "Wiś", "--ew", "Ziel").stdout
    assert "board 1, Wiśniewscy v Zielińscy: NS -50" in out
    status = pairs.json("status")
    assert status["totals"] == {"Kowalscy": 2, "Nowakowie": 0, "Wiśniewscy": 0, "Zielińscy": 2}
    assert "(score only)" in pairs("sheet").stdout
    message = rejected(
        "pairs", "hand", "--score", "425", "--board", "2", "--ns", "Kow", "--ew", "Now"
    )
    assert "multiple of 10" in message and "BR-D1" in message
    message = rejected(
        "pairs", "hand", "4S", "--by", "N", "--tricks", "10", "--score", "420", "--board", "2",
        "--ns", "Kow", "--ew", "Now",
    )  # fmt: skip
    assert "not both" in message


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--ns", "Ania"], "a team match has rooms"),
        (["--board", "x"], "must be a whole number from 1"),
        (["--board", "0"], "must be a whole number from 1"),
    ],
)
def test_team_match_refusals(match, rejected, args, expected):
    base = ["hand", "4H", "--by", "S", "--tricks", "10"]
    if "--board" not in args:
        base += ["--board", "1"]
    assert expected in rejected("match", *base, *args)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--ns", "Kow", "--ew", "Now", "--room", "open"], "a pairs session has no rooms"),
        (["--ns", "Kow", "--ew", "Kowal"], "cannot sit both NS and EW"),
        (["--ns", "Smith", "--ew", "Now"], "unknown pair 'Smith'"),
        (["--ew", "Now"], "which pair sat NS"),
    ],
)
def test_pairs_refusals(pairs, rejected, args, expected):
    base = ["hand", "4H", "--by", "S", "--tricks", "10", "--board", "1"]
    assert expected in rejected("pairs", *base, *args)


def test_BR_D2_team_match_in_shorthand_board_first(match, rejected):
    match("hand", "1", "4H", "S", "=")
    out = match("hand", "1", "4H", "S", "-1", "--room", "closed")
    assert "10 IMPs to NS (BR-D3)" in out.stdout
    assert "--board" in rejected("match", "hand", "4H", "S", "=")
    assert "the deal after the board number" in rejected("match", "hand", "2")
    assert match.json("status")["boards"] == [{"board": 1, "open": 420, "closed": -50, "imps": 10}]
