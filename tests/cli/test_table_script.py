"""`scorekeep table` with standard input not a terminal: lines as a script (SPEC 4.3)."""

from __future__ import annotations

import pytest

from scorekeep.cli.table import Desk, complete_line, prompt_text
from scorekeep.files.home import Home

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")


def table(cli, script: str, *args: str, code: int = 0):
    result = cli.runner.invoke(cli_app(), ["--home", str(cli.home), "table", *args], input=script)
    assert result.exit_code == code, (result.stdout, result.stderr, result.exception)
    assert "Traceback" not in result.stderr
    return result


def cli_app():
    from scorekeep.cli.app import app

    return app


def test_script_records_each_line_with_its_prompt_and_answer(cli):
    cli(*BRIDGE, "--name", "t")
    out = table(cli, "2H N 9\n4S E =\n\n# a comment\n3NT S 10\n").stdout
    assert "deal 1 · N deals · nobody vulnerable > 2H N 9" in out
    assert "hand 1: 2H by N, 9 tricks" in out
    assert "deal 2 · E deals · nobody vulnerable > 4S E =" in out
    assert "deal 3 · S deals · EW vulnerable > 3NT S 10" in out
    assert "NS is now vulnerable (BR-S10)" in out
    assert cli.json("status")["hands"] == 3


def test_script_writes_what_hand_writes(cli):
    cli(*BRIDGE, "--name", "a")
    cli(*BRIDGE, "--name", "b")
    table(cli, "2H N 9\n3NTX E -2\npass\n6S S +1 NS:150\n", "-s", "a")
    for line in ("2H N 9", "3NTX E -2", "pass", "6S S +1 NS:150"):
        cli("hand", "-s", "b", *line.split())

    def hands(name: str) -> list[str]:
        text = cli.journal(name).read_text(encoding="utf-8").split("[[hands]]", 1)[1]
        return [x for x in text.splitlines() if not x.startswith("at =")]

    assert hands("a") == hands("b")


def test_a_line_may_start_with_the_word_hand(cli):
    cli(*BRIDGE, "--name", "t")
    assert "hand 1: 2H by N, 9 tricks" in table(cli, "hand 2H N 9\n").stdout


def test_script_stops_at_the_first_refused_line_and_exits_1(cli):
    cli(*BRIDGE, "--name", "t")
    result = table(cli, "2H N 9\n4S Q =\n3NT S 10\n", code=1)
    assert "'Q': expected the declarer" in result.stderr
    assert "3NT S 10" not in result.stdout
    assert cli.json("status")["hands"] == 1


def test_script_refuses_a_short_line_saying_what_it_lacks(cli):
    cli(*BRIDGE, "--name", "t")
    result = table(cli, "4S\n", code=1)
    assert "lacks the declarer" in result.stderr
    assert cli.json("status")["hands"] == 0


def test_script_inside_commands_undo_fix_status_judge_help_quit(cli):
    cli(*BRIDGE, "--name", "t")
    script = (
        "2H N 9\n3NT S 8\nundo\nfix 1 2H N 8\nstatus\nsheet\n"
        "judge game-needed --below 60 2H\nhelp\nquit\n4S N =\n"
    )
    out = table(cli, script).stdout
    assert "hand 2 voided" in out
    assert "hand 1: 2H by N, 8 tricks" in out
    assert "Verdict: 2H is enough" in out
    assert "bridge shorthand: CONTRACT SEAT RESULT" in out
    assert "undo [N], fix N" in out
    assert cli.json("status")["hands"] == 1  # nothing after quit


def test_script_close_ends_the_session(cli):
    cli(*BRIDGE, "--name", "t")
    out = table(cli, "4S N =\nclose\nstatus\n").stdout
    assert "session closed" in out
    assert "closed · status, sheet or quit >" in out
    assert cli.json("status")["finished"] is True


def test_script_refused_inside_command_exits_with_its_status(cli):
    cli(*BRIDGE, "--name", "t")
    result = table(cli, "undo\n2H N 9\n", code=1)
    assert "no hand to undo" in result.stderr
    assert cli.json("status")["hands"] == 0


def test_script_unknown_option_is_refused_and_exits_1(cli):
    cli(*BRIDGE, "--name", "t")
    result = table(cli, "status --bogus\n", code=1)
    assert "--bogus" in result.stderr


def test_table_without_a_session_is_one_line(cli):
    result = table(cli, "", code=1)
    assert result.stderr.startswith("scorekeep: error: no session given")


def test_deberc_script_fills_the_last_players_points(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D")
    out = table(cli, "C H 40 31 41\nfour-sevens\n").stdout
    assert "hand 1 · Ania deals > C H 40 31 41" in out
    assert "Ania+Celina 81 : Bartek+Darek 81, hanging" in out
    assert "hand 2 · Bartek deals · 81 hanging > four-sevens" in out


def test_derda_prompt_names_who_bids(cli):
    cli("new", "derda", "--players", "Ania,Bartek")
    out = table(cli, "B H 48 74 KQJH,belo\ndwa-razy\n").stdout
    assert "hand 1 · Ania deals · Bartek bids > B H 48 74 KQJH,belo" in out
    assert "hand 2 · Bartek deals · Ania bids > dwa-razy" in out


def test_a_hand_written_elsewhere_is_seen_before_the_next_prompt(cli):
    cli(*BRIDGE, "--name", "t")
    desk = Desk(Home(cli.home), None)
    assert desk.prompt().startswith("deal 1 ")
    cli("hand", "2H", "N", "9")
    assert desk.prompt().startswith("deal 2 · E deals")


@pytest.mark.parametrize(
    ("line", "answers", "expected"),
    [
        ("4S", ["N", ""], "4S N ="),
        ("4S N", ["-1"], "4S N -1"),
        ("3NT", ["S", "10"], "3NT S 10"),
        ("", [], ""),
        ("4S N =", [], "4S N ="),
        ("4S --by N --tricks 10", [], "4S --by N --tricks 10"),
        ("status", [], "status"),
    ],
)
def test_short_line_is_asked_field_by_field_with_defaults(cli, line, answers, expected):
    cli(*BRIDGE, "--name", "t")
    desk = Desk(Home(cli.home), None)
    asked: list[str] = []
    queue = list(answers)

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return queue.pop(0)

    assert complete_line(desk, line, ask) == expected
    assert not queue
    if line == "4S":
        assert asked == ["  declarer (N E S W): ", "  result (=, +N, -N or tricks) [=]: "]


def test_deberc_asks_for_the_last_points_with_the_pack_total_as_default(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D")
    desk = Desk(Home(cli.home), None)
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return ""

    assert complete_line(desk, "C H 40 31 41", ask) == "C H 40 31 41 50"
    assert asked == ["  Darek's card points [50]: "]


def test_completions_hold_commands_names_seats_and_contracts(cli):
    cli(*BRIDGE, "--name", "t")
    words = Desk(Home(cli.home), None).completions()
    for word in ("undo", "status", "quit", "Bartek", "NS", "N", "3NTX", "7NTXX", "pass"):
        assert word in words


def test_prompt_text_when_the_rubber_is_over(cli):
    cli(*BRIDGE, "--name", "t", "--set", "play_on=false")
    for line in ("4S N =", "4S S ="):
        cli("hand", *line.split())
    desk = Desk(Home(cli.home), None)
    seen = desk.look()
    assert prompt_text(seen.opened, seen.result) == "NS won · close or quit > "


def test_prompt_text_when_the_rubber_is_over_and_the_evening_goes_on(cli):
    cli(*BRIDGE, "--name", "t")
    for line in ("4S N =", "4S S ="):
        cli("hand", *line.split())
    seen = Desk(Home(cli.home), None).look()
    assert (
        prompt_text(seen.opened, seen.result) == "NS won · rubber 2 next · a hand, close or quit > "
    )


EVENINGS = {
    "bridge": (
        BRIDGE,
        ["2H N 9", "4S E =", "3NT S 10", "undo", "3NT S -1", "fix 2 4S E -1", "6S N +1 NS:150"],
    ),
    "derda": (
        ("new", "derda", "--players", "Ania,Bartek"),
        ["B H 48 74 KQJH,belo", "A S 60 60", "trade B 20", "dwa-razy", "B S 70 40"],
    ),
    "deberc": (
        ("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
        ["B S 30 50 20 D:KQJ10D A:AKQH bella", "C H 40 31 41", "D C 50 40 30 A:1098S"],
    ),
    "dernie": (
        ("new", "dernie", "--players", "Ania,Bartek,Celina"),
        ["A 23 40", "B KS,7H,JOKER AC,2D --penalty C=5", "undo", "C 10 20"],
    ),
    "durak": (
        ("new", "durak", "--players", "Ania,Bartek,Celina,Dorota"),
        ["Bartek", "draw A,D", "B ep", "C"],
    ),
}


@pytest.mark.parametrize("game", list(EVENINGS))
def test_table_answers_from_its_replay_what_a_full_replay_gives(cli, game):
    """The table plays a new hand on from the replay it holds; that must be the replay of
    the journal from the start, hand line, totals, standing and state alike."""
    import contextlib
    import io

    from scorekeep.app.session import open_session
    from scorekeep.cli.common import STATE

    new, lines = EVENINGS[game]
    cli(*new, "--name", "t")
    STATE["home"] = cli.home
    desk = Desk(Home(cli.home), "t")
    for line in lines:
        with contextlib.redirect_stdout(io.StringIO()):
            desk.run(line)
        held = desk.look().result
        full = open_session(Home(cli.home), "t").replay()
        strip = lambda r: [x._replace(line=0) for x in r.lines]  # noqa: E731
        assert strip(held) == strip(full), line
        assert held.standing == full.standing, line
        assert held.state == full.state, line
