"""`scorekeep table -s X` in a real pseudo-terminal: whatever a tired player types lands
right, in the table's own words (judge in the table's session, a wrong first word refused
in one line, names typed wrong or without their accents, the prompt)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]")
BRIDGE = ("--players", "N=Ania,E=Bartek,S=Celina,W=Darek")


def scorekeep(home: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeep", "--home", str(home), *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "NO_COLOR": "1"},
    )
    return done.stdout


def plain(text: str) -> str:
    return ANSI.sub("", text).replace("\r", "")


class Terminal:
    """One `scorekeep table -s SESSION` in a pseudo-terminal; each step waits for the prompt."""

    def __init__(self, home: Path, session: str) -> None:
        env = {**os.environ, "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1", "NO_COLOR": "1"}
        self.child = pexpect.spawn(
            sys.executable,
            ["-m", "scorekeep", "--home", str(home), "table", "-s", session],
            env=env,
            encoding="utf-8",
            dimensions=(60, 200),
            timeout=20,
        )
        self.prompt()

    def prompt(self) -> str:
        self.child.expect(r"\x1b\[\?2004h")
        before = plain(self.child.before)
        self.child.expect(r" >\x1b\[")
        self.last_prompt = plain(self.child.before)
        return before

    def line(self, text: str) -> str:
        self.child.send(text + "\r")
        return self.prompt()

    def close(self) -> int:
        self.child.sendcontrol("d")
        self.child.expect(pexpect.EOF)
        self.child.close()
        return int(self.child.exitstatus or 0)


def hands(home: Path, session: str) -> int:
    return int(json.loads(scorekeep(home, "status", "-s", session, "--format", "json"))["hands"])


# --------------------------------------------------------------------------- item 1


def test_judge_inside_table_uses_the_tables_session_not_the_current_one(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "dernie", "--players", "Ania,Bartek", "--lang", "it", "--name", "it1")
    scorekeep(home, "new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "pl1")
    scorekeep(
        home,
        *("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
        *("--lang", "uk", "--name", "uk1"),
    )
    assert "uk1" in scorekeep(home, "sessions").split("*")[1].split("\n")[0]
    term = Terminal(home, "it1")
    # RP is the Italian king of spades (R = re, P = picche): read with the table's letters.
    shown = term.line('judge hand-value "RP 7C"')
    assert "Verdetto: 17 punti" in shown, shown
    assert "unknown card" not in shown and "невідома" not in shown
    assert "smazzata 1" in term.last_prompt
    assert term.close() == 0
    term = Terminal(home, "pl1")
    shown = term.line('judge words --trump S Ania="QS JS 10S" Bartek="KD QD JD"')
    assert "Rozstrzygnięcie:" in shown, shown
    # Nothing the verdict does changes the table's language: the next answer is Polish.
    shown = term.line("status")
    assert "rozdaje: Ania" in shown, shown
    assert "rozdanie 1" in term.last_prompt
    shown = term.line('judge words --lang uk --trump S Ania="QS JS 10S" Bartek="KD QD JD"')
    assert "Рішення" in shown or "Вердикт" in shown, shown
    assert "rozdanie 1" in term.last_prompt, term.last_prompt
    assert term.close() == 0


# --------------------------------------------------------------------------- item 2


@pytest.mark.parametrize(
    ("game", "lang", "line", "said"),
    [
        ("derda", "pl", "dwa razy", "anulowane"),
        ("derda", "pl", "handel A 20", "oferta"),
        ("derda", "pl", "podwójny pas", "anulowane"),
        ("deberc", "uk", "чотири сімки", "чотири сімки"),
    ],
)
def test_the_tables_words_for_an_event_are_read_as_that_event(tmp_path, game, lang, line, said):
    home = tmp_path / "home"
    players = "Ania,Bartek" if game == "derda" else "Ania,Bartek,Celina,Darek"
    teams = ("--teams", "A+C,B+D") if game == "deberc" else ()
    scorekeep(home, "new", game, "--players", players, *teams, "--lang", lang, "--name", "t")
    term = Terminal(home, "t")
    shown = term.line(line)
    assert said in shown.casefold(), shown
    assert "błąd" not in shown and "помилка" not in shown
    assert term.close() == 0
    assert hands(home, "t") == 1


def test_a_wrong_first_word_is_refused_in_one_line_never_turned_into_questions(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "t")
    term = Terminal(home, "t")
    # Before: "card points for Ania:" was asked, and the next line taken as its answer.
    shown = term.line("dwa razt")
    assert "punkty z kart" not in shown, shown
    assert "czy chodziło o dwa razy?" in shown, shown
    assert "rozdanie 1" in term.last_prompt
    shown = term.line("xyz 20")
    assert "'xyz'" in shown and "gracze: Ania, Bartek" in shown, shown
    # The next line is a line of its own, recorded as typed.
    shown = term.line("A S 60 50")
    assert "rozdanie 1:" in shown, shown
    assert term.close() == 0
    assert hands(home, "t") == 1


def test_a_bridge_line_without_a_contract_is_refused_not_asked(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "bridge-rubber", *BRIDGE, "--name", "t")
    term = Terminal(home, "t")
    shown = term.line("xyz N")
    assert "declarer" not in shown and "'xyz' is not a contract" in shown, shown
    assert term.close() == 0
    assert hands(home, "t") == 0


# --------------------------------------------------------------------------- item 5


def test_names_and_commands_typed_wrong_get_the_one_meant(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "bridge-rubber", *BRIDGE, "--name", "t")
    term = Terminal(home, "t")
    shown = term.line("2H Bratek =")
    assert "did you mean Bartek?" in shown, shown
    assert "result" not in term.last_prompt
    shown = term.line("stauts")
    assert "did you mean status?" in shown, shown
    shown = term.line("judge brigde score 4H --tricks 10")
    assert "unknown game 'brigde' — did you mean bridge?" in shown, shown
    assert term.close() == 0
    assert hands(home, "t") == 0


def test_pair_names_are_found_without_their_accents(tmp_path):
    home = tmp_path / "home"
    pairs = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Łukaszowie,Wójcikowie"
    scorekeep(
        home,
        *("new", "bridge-duplicate", "--set", "duplicate_form=pairs", "--players", pairs),
        *("--name", "t"),
    )
    term = Terminal(home, "t")
    shown = term.line("4H S 10 --board 1 --ns Wis --ew Ziel")
    assert "Wiśniewscy v Zielińscy" in shown, shown
    shown = term.line("4H S 11 --board 1 --ns lukasz --ew wojc")
    assert "Łukaszowie v Wójcikowie" in shown, shown
    assert term.close() == 0
    assert hands(home, "t") == 2


# --------------------------------------------------------------------------- item 8


def test_the_chicago_prompt_says_who_is_vulnerable_on_the_next_deal(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "bridge-chicago", *BRIDGE, "--name", "t")
    term = Terminal(home, "t")
    # Deal 1 nobody, deals 2 and 3 the dealer's side, deal 4 both (BR-C2); a passed-out
    # deal is dealt again with the same vulnerability.
    seen = [term.last_prompt]
    for line in ("2H N 8", "pass", "2S E 8", "4H S 10"):
        term.line(line)
        seen.append(term.last_prompt)
    assert term.close() == 0
    assert "N deals · nobody vulnerable" in seen[0], seen
    assert "E deals · EW vulnerable" in seen[1], seen
    assert "E deals · EW vulnerable" in seen[2], seen
    assert "S deals · NS vulnerable" in seen[3], seen
    assert "W deals · both vulnerable" in seen[4], seen


# --------------------------------------------------------------------------- item 6


def test_after_a_close_the_table_does_not_say_the_session_stays_open(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "dernie", "--players", "Ania,Bartek", "--name", "t")
    term = Terminal(home, "t")
    term.line("A 23")
    shown = term.line("close")
    assert "session closed" in shown, shown
    term.child.sendcontrol("d")
    term.child.expect(pexpect.EOF)
    said = plain(term.child.before)
    term.child.close()
    assert "t is closed" in said and "stays open" not in said, said
