"""Cards typed at a table of another language (SPEC §8): the session's language decides what
a letter means, the journal keeps the program's letters, the sheet shows the suit symbols."""

from __future__ import annotations

import tomllib
from typing import Any


def hands(cli: Any, name: str) -> list[dict[str, Any]]:
    return tomllib.loads(cli.journal(name).read_text(encoding="utf-8"))["hands"]


def test_polish_derda_session_reads_kier_and_dama_walet(cli: Any) -> None:
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "pl")
    shown = cli("hand", "Ania", "kier", "70", "50", "Ania:KDWkier").stdout
    cli("hand", "--bidder", "Bartek", "--trump", "pik", "--cards", "Ania=40", "--cards",
        "Bartek=80", "--words", "Bartek=D pik W pik 10 pik")  # fmt: skip
    first, second = hands(cli, "pl")
    assert (first["trump"], first["words"]) == ("H", {"Ania": ["KH QH JH"]})
    assert (second["trump"], second["words"]) == ("S", {"Bartek": ["QS JS 10S"]})
    assert "[♥; Ania K♥ Q♥ J♥]" in shown


def test_polish_deberc_session_reads_the_seeds_D_as_the_queen(cli: Any) -> None:
    cli("new", "deberc", "--players", "Ania,Bartek", "--lang", "pl", "--name", "db")
    shown = cli("hand", "--bidder", "Ania", "--trump", "karo", "--cards", "Ania=100",
                "--cards", "Bartek=56", "--words", "Ania=AD KD DD").stdout  # fmt: skip
    (hand,) = hands(cli, "db")
    assert (hand["trump"], hand["words"]) == ("D", {"Ania": ["AD KD QD"]})
    assert "A♦ K♦ Q♦" in shown


def test_english_deberc_session_reads_as_before(cli: Any) -> None:
    cli("new", "deberc", "--players", "Ania,Bartek", "--name", "en")
    shown = cli("hand", "--bidder", "Ania", "--trump", "H", "--cards", "Ania=100", "--cards",
                "Bartek=56", "--words", "Ania=KH QH JH TH").stdout  # fmt: skip
    assert hands(cli, "en")[0]["words"] == {"Ania": ["KH QH JH 10H"]}
    assert "♥" not in shown
    result = cli("hand", "--bidder", "Ania", "--trump", "чирви", "--cards", "Ania=100",
                 "--cards", "Bartek=56", code=1)  # fmt: skip
    assert "--trump" in result.stderr


def test_ukrainian_deberc_session_reads_chirvy_and_latin_T_as_tuz(cli: Any) -> None:
    cli("new", "deberc", "--players", "Ania,Bartek", "--lang", "uk", "--name", "uk")
    shown = cli("hand", "Ania", "чирви", "100", "56", "Ania:TKДH").stdout
    (hand,) = hands(cli, "uk")
    assert (hand["trump"], hand["words"]) == ("H", {"Ania": ["AH KH QH"]})
    assert "Т♥ К♥ Д♥" in shown


def test_ukrainian_durak_judge_reads_tuz_and_valet(cli: Any) -> None:
    defend = ("judge", "durak", "defend", "--attack", "10♥", "--trump", "піки")
    out = cli("--lang", "uk", *defend, "--card", "Т♥").stdout
    assert "A♥" in out
    assert "A♥" in cli("--lang", "uk", *defend, "--card", "TH").stdout
    assert "J♠" in cli("--lang", "uk", *defend, "--card", "BS").stdout
    english = cli("judge", "durak", "defend", "--attack", "9♥", "--trump", "S", "--card", "TH")
    assert "10H" in english.stdout


def test_ukrainian_durak_judge_json_keeps_the_programs_letters(cli: Any) -> None:
    answer = cli.json("--lang", "uk", "judge", "durak", "defend", "--attack", "10♥", "--trump",
                      "S", "--card", "ТН")  # fmt: skip
    assert answer["verdict"] == "legal"
    assert "AH" in answer["explanation"]


def test_italian_dernie_session_reads_7C_as_sette_di_cuori(cli: Any) -> None:
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--lang", "it", "--name", "it")
    shown = cli("hand", "Ania", "7C,QD", "RP").stdout
    (hand,) = hands(cli, "it")
    assert hand["left"] == {"Bartek": "7H QD", "Celina": "KS"}
    assert "7♥ D♦" in shown and "R♠" in shown


def test_english_dernie_session_reads_7C_as_clubs(cli: Any) -> None:
    cli("new", "dernie", "--players", "Ania,Bartek,Celina", "--name", "en")
    shown = cli("hand", "Ania", "7C", "RS").stdout
    assert hands(cli, "en")[0]["left"] == {"Bartek": "7C", "Celina": "KS"}
    assert "♣" not in shown


def test_italian_dernie_judge_with_lang(cli: Any) -> None:
    out = cli("--lang", "it", "judge", "dernie", "play", "--top", "5C", "--card", "9C")
    assert "9♥" in out.stdout or "5♥" in out.stdout


def test_italian_bridge_contract_4P_is_four_spades_BR_A1(cli: Any) -> None:
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--lang", "it",
        "--name", "br")  # fmt: skip
    shown = cli("hand", "4P", "N", "=").stdout
    cli("hand", "4C", "--by", "E", "--tricks", "10")
    first, second = hands(cli, "br")
    assert (first["contract"], second["contract"]) == ("4S", "4H")
    assert "4♠" in shown


def test_english_bridge_contract_4P_is_refused_BR_A1(cli: Any) -> None:
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "en")
    assert "4P" in cli("hand", "4P", "N", "=", code=1).stderr
    cli("hand", "4C", "N", "=")
    assert hands(cli, "en")[0]["contract"] == "4C"
