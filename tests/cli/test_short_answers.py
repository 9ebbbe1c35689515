"""A hand answers in at most three lines: what it recorded, the events that matter, the
totals (issue 25, item 3); ``-v`` gives the whole breakdown and the status, ``-q`` the
events and the totals."""

from __future__ import annotations

import pytest

GAMES = {
    "bridge": (
        ("bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
        ["4S", "N", "="],
    ),
    "chicago": (
        ("bridge-chicago", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
        ["4S", "N", "="],
    ),
    "duplicate": (
        ("bridge-duplicate", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek"),
        ["1", "4S", "N", "="],
    ),
    "pairs": (
        ("bridge-duplicate", "--set", "duplicate_form=pairs", "--players", "Kow,Now,Wis,Zie"),
        ["4S", "N", "=", "--board", "1", "--ns", "Kow", "--ew", "Now"],
    ),
    "derda": (("derda", "--players", "Ania,Bartek"), ["B", "H", "48", "74", "KQJH,belo"]),
    "deberc": (
        ("deberc", "--players", "Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
        ["B", "S", "30", "50", "20", "D:KQJTD", "A:AKQH", "bella"],
    ),
    "dernie": (("dernie", "--players", "Ania,Bartek,Celina"), ["A", "23", "40"]),
    "durak": (("durak", "--players", "Ania,Bartek,Celina"), ["Bartek", "ep"]),
}
TOTALS = {"en": "totals: ", "pl": "suma: ", "uk": "разом: ", "it": "totali: "}


@pytest.mark.parametrize("lang", list(TOTALS))
@pytest.mark.parametrize("game", list(GAMES))
def test_a_hand_answers_in_at_most_three_lines(cli, game, lang):
    new, hand = GAMES[game]
    cli("new", *new, "--lang", lang, "--name", "s")
    short = cli("hand", *hand).stdout.splitlines()
    assert 2 <= len(short) <= 3, short
    assert short[-1].startswith(TOTALS[lang])
    cli("undo")
    full = cli("hand", "-v", *hand).stdout
    assert len(full.splitlines()) > 6
    assert "s · " in full  # the status's heading follows the breakdown
    assert short[0].split(" · ")[0].split(": ", 1)[1] in full.splitlines()[0]


def test_the_short_answer_leaves_the_breakdown_to_verbose(cli):
    new, hand = GAMES["deberc"]
    cli("new", *new)
    short = cli("hand", *hand).stdout
    assert "senior combination" not in short and "bella of Bartek" not in short
    assert short.splitlines()[-1] == "totals: Ania+Celina 50, Bartek+Darek 182"
    cli("undo")
    full = cli("hand", "--verbose", *hand).stdout
    assert "senior combination: Darek's fifty" in full
    assert "bella of Bartek: 20 (DEBERC-R6)" in full
    assert "next dealer:" in full


def test_BR_S11_quiet_keeps_the_rubber_over_and_the_next_rubber_begins(cli):
    cli("new", *GAMES["bridge"][0])
    cli("hand", "4S", "N", "=")
    over = cli("hand", "-q", "4S", "N", "=", "--again").stdout
    assert "NS wins the rubber 2-0: rubber bonus 700 (BR-S11)" in over
    assert over.splitlines()[-1] == "totals: NS 940, EW 0"
    begins = cli("hand", "-q", "2H", "E", "8").stdout
    assert begins.splitlines() == ["rubber 2 begins", "totals: NS 0, EW 60"]


def test_DERDA_R9_quiet_keeps_the_sztajnbajt_and_game_over(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--set", "target=100")
    out = cli("hand", "-q", "A", "S", "60", "60").stdout.splitlines()
    assert out[0].startswith("sztajnbajt: 60 = 60")
    assert out[-1] == "totals: Ania 0, Bartek 60"
    out = cli("hand", "-q", "B", "H", "30", "74").stdout
    assert "game over: Bartek wins" in out


def test_DEBERC_R8_the_short_answer_names_the_bajt_and_the_pot(cli):
    cli("new", *GAMES["deberc"][0])
    hanging = cli("hand", "C", "H", "40", "31", "41").stdout.splitlines()
    assert hanging[0].endswith("hanging · Bartek+Darek +81")
    assert "hanging bajt" in hanging[1]
    bajt = cli("hand", "D", "C", "50", "40", "30", "A:T98S").stdout.splitlines()
    assert bajt[1].startswith("bajt: Bartek+Darek 82 < 100 (DEBERC-R7) · ")
    assert len(bajt[1]) <= 100
    assert len(bajt) == 3
    # the rule's sentences are in the whole breakdown
    told = cli("hand", "-v", "A", "C", "60", "60", "42").stdout
    assert "(the best opponent)" in told


def test_DERNIE_R21_the_short_answer_says_game_over(cli):
    cli("new", *GAMES["dernie"][0])
    out = cli("hand", "A", "60", "50").stdout.splitlines()
    assert out == [
        "hand 1: Ania closed; Bartek 60, Celina 50 · Ania -110, Bartek +60, Celina +50",
        "Ania reached -110 ≤ -100: game over (DERNIE-R21)",
        "totals: Ania -110, Bartek 60, Celina 50",
    ]


def test_DURAK_R22_the_short_answer_says_the_session_is_over(cli):
    cli("new", "durak", "--players", "Ania,Bartek,Celina", "--set", "loss_target=1")
    out = cli("hand", "Bartek").stdout.splitlines()
    assert out[0] == "hand 1: durak Bartek · Bartek +1"
    assert "the session is over and Bartek is its loser (DURAK-R22)" in out[1]


def test_fix_and_undo_answer_short_and_list_the_hands_they_rescore(cli):
    cli("new", *GAMES["bridge"][0])
    cli("hand", "2H", "N", "8")
    cli("hand", "3NT", "N", "8")
    fixed = cli("fix", "1", "4H", "N", "10").stdout.splitlines()
    assert fixed == [
        "hand 1: 4H by N, 10 tricks · NS +120",
        "NS wins a game (BR-S8); line drawn (BR-S9) · NS is now vulnerable (BR-S10)",
        "this correction changes the score of later hands:",
        "  hand 2: NS +0, EW +50 → NS +0, EW +100",
        "totals: NS 120, EW 100",
    ]
    voided = cli("undo", "1").stdout.splitlines()
    assert voided == [
        "hand 1 voided",
        "this correction changes the score of later hands:",
        "  hand 2: NS +0, EW +100 → NS +0, EW +50",
        "totals: NS 0, EW 50",
    ]


def test_json_answer_keeps_its_keys_and_adds_the_events(cli):
    cli("new", *GAMES["bridge"][0])
    data = cli.json("hand", "4S", "N", "=")
    assert {"hand", "action", "entry", "scores", "notes", "changed", "status"} <= set(data)
    assert data["events"] == [
        "NS wins a game (BR-S8); line drawn (BR-S9)",
        "NS is now vulnerable (BR-S10)",
    ]


DEBERC_FORMS = {
    "2": (
        ("Ania,Bartek",),
        [["B", "S", "80", "76"], ["A", "H", "40", "80", "A:KQJH"], ["B", "C", "60", "50", "b"]],
    ),
    "3": (
        ("Ania,Bartek,Celina",),
        [
            ["B", "S", "50", "60", "52"],
            ["A", "H", "30", "40", "92", "A:KQJH"],
            ["C", "C", "80", "40", "42", "b"],
            ["A", "D", "40", "40", "82", "B:K4D"],
        ],
    ),
    "4": (
        ("Ania,Bartek,Celina,Darek",),
        [
            ["B", "S", "40", "50", "30"],
            ["A", "H", "30", "40", "20", "A:KQJH", "b"],
            ["C", "C", "80", "40", "20", "D:K4D"],
        ],
    ),
    "2v2": (
        ("Ania,Bartek,Celina,Darek", "--teams", "A+C,B+D"),
        [
            ["B", "S", "50", "D:K4D", "b"],
            ["C", "H", "81"],
            ["D", "C", "80", "A:T3S"],
            ["A", "D", "162", "-"],
            ["B", "H", "52", "b"],
        ],
    ),
}


@pytest.mark.parametrize("lang", list(TOTALS))
@pytest.mark.parametrize("form", list(DEBERC_FORMS))
def test_DEBERC_every_answer_line_within_100_in_every_form(cli, form, lang):
    players, hands = DEBERC_FORMS[form]
    cli("new", "deberc", "--players", *players, "--lang", lang, "--name", "s")
    for hand in hands:
        for line in cli("hand", *hand).stdout.splitlines():
            assert len(line) <= 100, line
    fixed = cli("fix", "1", *hands[0]).stdout.splitlines()
    assert all(len(line) <= 100 for line in fixed), fixed


def test_DEBERC_a_long_line_leaves_the_scores_its_points_say_and_the_cards_to_explain(cli):
    cli("new", "deberc", "--players", "Ania,Bartek,Celina,Darek", "--lang", "pl")
    short = cli("hand", "A", "H", "30", "40", "20", "A:KQJH", "b").stdout.splitlines()
    assert short[0] == (
        "rozdanie 1: Ania gra w kiery: Ania 70 : Bartek 40 : Celina 20 : Darek 72, bajt"
        " · Darek +142"
    )
    cli("undo")
    full = cli("hand", "-v", "A", "H", "30", "40", "20", "A:KQJH", "b").stdout
    assert "[♥; Ania K♥ Q♥ J♥, bella]" in full.splitlines()[0]
    assert "Bartek +40, Celina +20, Darek +142" in full
