"""A teams event through the command line: new, draw, results board by board and as totals,
corrections and a redraw, the sheets in the four languages and the PBN export."""

from __future__ import annotations

import json

import pytest

TEAMS = (
    "--teams",
    "Lions=Ania+Bartek",
    "--teams",
    "Tigers",
    "--teams",
    "Bears",
    "--teams",
    "Wolves",
)


@pytest.fixture
def event(cli):
    cli("new", "bridge-teams-event", *TEAMS, "--set", "boards_per_match=2", "--name", "league")
    return cli


def test_BR_T4_an_event_from_new_to_the_final_ranking(event):
    assert "round 1 drawn: Lions v Wolves, Tigers v Bears" in event("draw").stdout
    event("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--match", "Lions")
    out = event("hand", "4H", "S", "-1", "--board", "1", "--match", "Wolves", "--room", "closed")
    assert "board 1: open +420, closed -50 = 10 IMPs to Lions (BR-D3)" in out.stdout
    event("hand", "--score", "-50", "--board", "2", "--match", "Lions")
    out = event("hand", "--score", "100", "--board", "2", "--match", "Lions", "--room", "closed")
    assert "match Lions v Wolves over: 10-4 IMPs" in out.stdout
    out = event("hand", "--match", "Bears", "--imps", "3-20")  # the named team's IMPs first
    assert "match Tigers v Bears over: 20-3 IMPs" in out.stdout
    for number in (2, 3):
        drawn = event.json("draw")
        assert drawn["entry"]["draw"] == number
        for table in drawn["entry"]["tables"]:
            home = table.split("-")[0]
            event("hand", "--match", home, "--imps", "6-6")
    status = event.json("close")
    assert status["finished"] is True
    ranking = [row["team"] for row in status["ranking"]]
    assert status["winner"] == ranking[0] == "Tigers"
    assert len(status["by_round"]) == 3
    assert sum(status["totals"].values()) == pytest.approx(6 * 20)


def test_BR_T9_draw_refusals_leave_the_journal_alone(event, rejected):
    event("draw")
    first = rejected("league", "draw")
    assert "round 1 is not finished" in first and "--from-partial" in first
    event("hand", "--match", "Lions", "--imps", "1-0")
    assert "round 2 drawn" in event("draw", "--from-partial").stdout
    assert "the next round to draw is 3" in rejected("league", "draw", "--round", "5")
    assert "--round" in rejected("league", "draw", "--round", "x")


def test_BR_T9_draw_undo_draws_the_round_again_after_a_correction(cli):
    cli("new", "teams-event", *TEAMS, "--set", "form=swiss", "--set", "boards_per_match=8")
    cli("draw")
    cli("hand", "--match", "Lions", "--imps", "30-0")
    cli("hand", "--match", "Tigers", "--imps", "30-0")
    before = cli.json("draw")["entry"]["tables"]
    cli("fix", "2", "--match", "Lions", "--imps", "0-30", "--reason", "home and away swapped")
    redrawn = cli.json("draw", "--undo")
    assert redrawn["entry"]["draw"] == 2 and redrawn["entry"]["tables"] != before
    sheet = cli.json("sheet")
    assert [h["void"] for h in sheet["hands"] if "draw" in h["entry"]] == [False, True, False]


def test_BR_T9_nothing_to_take_back(event, rejected):
    assert "there is no draw to take back" in rejected("league", "draw", "--undo")


def test_BR_T4_result_refusals_name_the_field(event, rejected):
    assert "no round is drawn yet" in rejected(
        "league", "hand", "--match", "Lions", "--imps", "1-0"
    )
    event("draw")
    assert "--match" in rejected("league", "hand", "--imps", "1-0")
    assert "--match" in rejected("league", "hand", "--match", "Pumas", "--imps", "1-0")
    assert "--imps" in rejected("league", "hand", "--match", "Lions", "--imps", "many")
    assert "--round" in rejected(
        "league", "hand", "--round", "4", "--match", "Lions", "--imps", "1-0"
    )


def test_BR_T4_new_refusals(cli):
    assert (
        "two teams or more" in cli("new", "bridge-teams-event", "--teams", "Lions", code=1).stderr
    )
    assert (
        "names its teams"
        in cli("new", "bridge-teams-event", "--players", "Ania,Bartek", *TEAMS, code=1).stderr
    )
    assert "who plays" in cli("new", "derda", code=1).stderr


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Ranking", "VP by round", "round 1", "place")),
        ("pl", ("Klasyfikacja", "VP po rundach", "runda 1", "miejsce")),
        ("uk", ("Класифікація", "VP за турами", "тур 1", "місце")),
        ("it", ("Classifica", "VP per turno", "turno 1", "posto")),
    ],
)
def test_BR_T6_sheets_in_the_four_languages(event, lang, words, tmp_path):
    event("draw")
    event("hand", "--match", "Lions", "--imps", "12-3")
    text = event("--lang", lang, "sheet").stdout
    assert words[0] in text and words[2] in text
    page = tmp_path / "league.html"
    event("--lang", lang, "sheet", "--format", "html", "-o", str(page))
    html = page.read_text(encoding="utf-8")
    assert words[1] in html and "<svg" in html
    assert words[3] in event("--lang", lang, "status").stdout


def test_BR_T4_sheet_formats(event):
    event("draw")
    event("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--match", "Lions")
    event("hand", "4H", "--by", "S", "--tricks", "10", "--board", "1", "--match", "Lions",
          "--room", "closed")  # fmt: skip
    markdown = event("sheet", "--format", "markdown").stdout
    assert markdown.startswith("# league · bridge-teams-event · teams Lions, Tigers")
    assert "## Round 1: Lions v Wolves" in markdown
    csv = event("sheet", "--format", "csv").stdout
    assert csv.splitlines()[0] == "round,home,away,IMPs,boards,VP"
    data = json.loads(event("sheet", "--format", "json").stdout)
    assert data["matches"][0]["cards"][0]["imps"] == 0
    assert "Lions v Wolves: 0-0 IMPs after 1 board" in event("status").stdout


def test_BR_T4_export_pbn_per_match(event):
    event("draw")
    for room, tricks in (("open", "10"), ("closed", "9")):
        event("hand", "4H", "--by", "S", "--tricks", tricks, "--board", "1", "--match", "Lions",
              "--room", room)  # fmt: skip
    event("hand", "--match", "Tigers", "--imps", "5-5")
    pbn = event("export", "--format", "pbn").stdout
    assert pbn.startswith("% PBN 2.1")
    assert pbn.count("% PBN 2.1") == 1
    assert '[Event "league 1: Lions - Wolves"]' in pbn
    assert '[Room "Closed"]' in pbn and '[Score "NS -50"]' in pbn
    assert "1 Lions  10" in pbn.replace("\t", " ")
    assert "Tigers - Bears" not in pbn  # a match given by its totals has no boards to write


def _two_rounds(event):
    """Round 1: Lions v Wolves played board by board in both rooms, Tigers v Bears by its
    IMPs; round 2 drawn, Bears v Lions with one board in the open room."""
    event("draw")
    for board, room, *deal in (
        ("1", "open", "4H", "--by", "S", "--tricks", "10"),
        ("1", "closed", "4H", "--by", "S", "--tricks", "9"),
        ("2", "open", "3NT", "--by", "E", "--tricks", "9"),
        ("2", "closed", "3NT", "--by", "E", "--tricks", "7"),
    ):
        event("hand", *deal, "--board", board, "--match", "Lions", "--room", room)
    event("hand", "--match", "Tigers", "--imps", "30-4")
    event("draw")
    event("hand", "1NT", "--by", "N", "--tricks", "7", "--board", "1", "--match", "Lions")


def test_BR_T4_export_folder_writes_one_file_a_match_and_says_what_it_leaves_out(event, tmp_path):
    _two_rounds(event)
    out = tmp_path / "pbn"
    done = event("export", "--format", "pbn", "--folder", str(out))
    names = sorted(p.name for p in out.iterdir())
    assert names == ["league-r1-Lions-Wolves.pbn", "league-r2-Bears-Lions.pbn"]
    assert f"wrote {out / names[0]}" in done.stderr
    assert "left out: round 1, Tigers v Bears: scored by its IMPs (30-4), no boards" in done.stderr
    assert "left out: round 2, Wolves v Tigers: no board played yet" in done.stderr
    first = (out / "league-r1-Lions-Wolves.pbn").read_text(encoding="utf-8")
    assert first.startswith("% PBN 2.1\n% EXPORT\n") and first.count("% PBN 2.1") == 1
    assert '[Event "league 1: Lions - Wolves"]' in first and "Bears" not in first
    whole = event("export", "--format", "pbn")
    assert "left out: round 1, Tigers v Bears" in whole.stderr
    files = "".join(
        (out / name).read_text(encoding="utf-8").split("%Creator: scorekeep\n", 1)[1]
        for name in names
    )
    assert whole.stdout.split("%Creator: scorekeep\n", 1)[1] == files


def test_BR_T4_a_match_file_reads_back_through_import_and_endplay(event, tmp_path):
    from tests.games.test_bridge_pbn_round_trip import endplay_boards

    _two_rounds(event)
    out = tmp_path / "pbn"
    event("export", "--format", "pbn", "--folder", str(out))
    text = (out / "league-r1-Lions-Wolves.pbn").read_text(encoding="utf-8")
    boards = endplay_boards(text)
    assert [(b.board_num, b.info["Room"], b.info["Score"]) for b in boards] == [
        (1, "Open", "NS 420"),
        (1, "Closed", "NS -50"),
        (2, "Open", "NS -400"),
        (2, "Closed", "NS 100"),
    ]
    assert all(b.info["Event"] == "league 1: Lions - Wolves" for b in boards)
    event("import", str(out / "league-r1-Lions-Wolves.pbn"), "--name", "lions-wolves")
    status = event.json("status", "-s", "lions-wolves")
    assert status["game"] == "bridge-duplicate"
    assert status["totals"] == {"NS": 10, "EW": 11}  # Lions North-South in the open room
    assert "1 Wolves 11" in " ".join(text.split()) and "2 Lions 10" in " ".join(text.split())
    again = event("export", "-s", "lions-wolves", "--format", "pbn").stdout

    def results(pbn: str) -> list[tuple[str, ...]]:
        tags = ("Board", "Room", "Declarer", "Contract", "Result", "Score")
        return [
            tuple(line for line in game.splitlines() if line.split(" ")[0][1:] in tags)
            for game in pbn.split("\n\n")
            if "[Board " in game
        ]

    assert results(again) == results(text) and len(results(text)) == 4


def test_BR_T4_export_folder_refuses_before_writing_anything(event, tmp_path):
    _two_rounds(event)
    out = tmp_path / "pbn"
    out.mkdir()
    (out / "league-r2-Bears-Lions.pbn").write_text("mine\n", encoding="utf-8")
    said = event("export", "--format", "pbn", "--folder", str(out), code=1).stderr
    assert said.startswith("scorekeep: error: --folder: ") and "already exists" in said
    assert sorted(p.name for p in out.iterdir()) == ["league-r2-Bears-Lions.pbn"]
    event("export", "--format", "pbn", "--folder", str(out), "--force")
    assert len(list(out.iterdir())) == 2
    plain = event("new", "bridge-duplicate", "--players", "N=A,E=B,S=C,W=D", "--name", "pairs")
    assert plain.exit_code == 0
    said = event("export", "--format", "pbn", "--folder", str(out), code=2).stderr
    assert "written as one pbn file" in said


def test_BR_T9_a_refused_draw_names_the_draw(event, rejected):
    event("draw")
    assert rejected("league", "draw").startswith("scorekeep: error: draw round 2: --round: ")
    said = rejected("league", "draw", "--round", "5")
    assert said == "scorekeep: error: draw round 5: --round: the next round to draw is 2 (BR-T9)"
    assert "hand" not in said


def test_BR_T9_a_mistyped_team_is_refused_in_the_tables_language(cli):
    """A team's name misspelt in ``--match`` is refused as a team, in the session's words."""
    cli("new", "bridge-teams-event", *TEAMS, "--name", "liga", "--lang", "pl")
    cli("draw")
    before = cli.journal("liga").read_bytes()
    said = cli("hand", "--match", "Tigres", "--imps", "30-4", code=1).stderr
    assert said.startswith("scorekeep: błąd: --match: nieznana drużyna 'Tigres'"), said
    assert "Tigers" in said and "unknown" not in said
    said = cli("hand", "--match", "Zebras", "--imps", "30-4", code=1).stderr
    assert "nieznana drużyna 'Zebras' (drużyny: " in said, said
    assert cli.journal("liga").read_bytes() == before
