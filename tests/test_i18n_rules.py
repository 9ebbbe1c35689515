"""Rule texts in the players' words: every bundled ruleset states each rule in English and,
where its seed states the rule, in the seed's language; a verdict quotes the text of the
language in use, ``rules show`` prints both, and old rulesets without them still load."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULESETS = ROOT / "rulesets"

SEEDS = {
    "derda": ("000", "pl"),
    "durak": ("001", "pl"),
    "deberc": ("002", "uk"),
    "dernie": ("003", "it"),
    "bridge-rubber": ("004", "pl"),
    "bridge-chicago": ("004", "pl"),
    "bridge-duplicate": ("004", "pl"),
}
"""Each bundled ruleset's seed (in /work/shared/seeds) and the seed's language."""

STATED = {
    "derda": {
        f"DERDA-{r}"
        for r in ["R1", "R2", "R3", "R4", "R5", "R6", "R8", "R9", "R10", "R11", "R12", "R13", "R15"]
    }
    | {
        f"DERDA-{r}"
        for r in ["C1", "D1", "B1", "B2", "B3", "B4", "P1", "P2", "P3", "P4", "P5", "T1", "T2"]
    },
    "durak": {f"DURAK-R{n}" for n in (3, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 18, 19)},
    "deberc": {f"DEBERC-R{n}" for n in range(1, 16)} | {f"DEBERC-P{n}" for n in range(1, 8)},
    "dernie": {f"DERNIE-R{n}" for n in (*range(1, 16), 17, 18, 19, 21, 25)},
    "bridge-rubber": {f"BR-A{n}" for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 13)}
    | {f"BR-S{n}" for n in (1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)}
    | {"BR-P1", "BR-P2", "BR-P3"},
}
"""The rules each seed states, so each has a text in the seed's language."""


def document(name: str) -> dict:
    return tomllib.loads((RULESETS / f"{name}.toml").read_text(encoding="utf-8"))


def seed_text(number: str) -> str | None:
    for shared in (ROOT.parent / "shared", ROOT.parent.parent / "shared", Path("/work/shared")):
        found = sorted((shared / "seeds").glob(f"{number}_*.txt"))
        if found:
            return found[0].read_text(encoding="utf-8")
    return None


def letters(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_bundled_ruleset_gives_rules_in_its_seeds_language_only(name):
    doc = document(name)
    _seed, lang = SEEDS[name]
    assert set(doc["rules_in"]) == {lang}
    texts = doc["rules_in"][lang]
    assert set(texts) <= set(doc["rules"])
    assert all(text.strip() for text in texts.values())
    assert STATED.get(name, set()) <= set(texts), sorted(STATED[name] - set(texts))


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_rule_texts_are_the_seeds_own_words(name):
    """Quoted or closely paraphrased: nearly every word of each text is a word of the seed."""
    number, lang = SEEDS[name]
    seed = seed_text(number)
    if seed is None:
        pytest.skip("the seeds are not beside this checkout")
    vocabulary = set(letters(seed))
    for rule_id, text in document(name)["rules_in"][lang].items():
        words = letters(text)
        share = sum(w in vocabulary for w in words) / len(words)
        assert share >= 0.75, f"{name} {rule_id}: only {share:.0%} of its words are the seed's"


CLAIM = ("derda", "claim", "--by", "Ania", "--total", "380", "--cards", "75", "Ania=AS KS QS JS")
R13_PL = "DERDA-R13: Gracz może po wygraniu lewy powiedzieć „dość”"
R13_EN = "DERDA-R13: Dość: after winning a trick"


def test_DERDA_R13_verdict_quotes_the_seed_in_polish(cli):
    out = cli("judge", *CLAIM, "--lang", "pl").stdout
    assert R13_PL in out
    english = cli("judge", *CLAIM).stdout
    assert R13_EN in english
    assert "Gracz" not in english


def test_DERDA_R3_global_lang_and_environment_choose_the_quote(cli, monkeypatch):
    words = ("derda", "words", "--trump", "S", "Ania=QS JS 10S", "Bartek=KD QD JD")
    polish = "DERDA-R3: Gracz z najwyższą sekwencją otrzymuje punkty"
    assert polish in cli("--lang", "pl", "judge", *words).stdout
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    assert polish in cli("judge", *words).stdout
    assert polish not in cli("judge", *words, "--lang", "en").stdout


def test_DEBERC_P1_verdict_quotes_the_seed_in_ukrainian(cli):
    args = ("--trump", "H", "--trick", "9S", "--hand", "KS 7H JH", "--card", "JH")
    out = cli("judge", "deberc", "play", "--lang", "uk", *args).stdout
    assert "DEBERC-P1: Необхідно підкидати або перебивати карти в масть." in out
    assert "DEBERC-P1: Play: follow the led suit" in cli("judge", "deberc", "play", *args).stdout


def test_DERNIE_R6_verdict_quotes_the_seed_in_italian(cli):
    args = ("--top", "JOKER", "--declared-suit", "H", "--card", "4S")
    out = cli("judge", "dernie", "play", "--lang", "it", *args).stdout
    assert "DERNIE-R6: Dopo un Fante o un Jolly, il giocatore successivo potrà giocare" in out
    assert "DERNIE-R5: A turno ogni giocatore deve scartare" in out


def test_a_language_the_ruleset_lacks_quotes_english(cli):
    assert R13_EN in cli("judge", *CLAIM, "--lang", "uk").stdout


def test_judge_json_is_the_same_in_every_language(cli):
    english = cli.json("judge", *CLAIM, "--format", "json")
    assert cli.json("judge", *CLAIM, "--format", "json", "--lang", "pl") == english
    assert english["rule_text"].startswith("Dość: after winning a trick")
    assert english["rule_texts"]["pl"].startswith("Gracz może po wygraniu lewy")
    assert english["rule_texts"]["en"] == english["rule_text"]


def test_rules_show_prints_english_and_the_seeds_words(cli):
    out = cli("rules", "show", "derda").stdout
    lines = out.splitlines()
    at = lines.index(next(line for line in lines if line.startswith("DERDA-R9  Sztajnbajt")))
    assert lines[at + 1].strip().startswith("pl: Remis nazywa się sztajnbajtem.")
    assert cli("rules", "show", "derda", "--lang", "pl").stdout.count("pl: ") >= 26
    shown = cli.json("rules", "show", "deberc", "--format", "json")
    assert shown["rules_in"]["uk"]["DEBERC-R11"].startswith("Гравець або команда")
    assert "DEBERC-R11" in shown["rules"]


def test_rules_and_judge_refuse_an_unknown_language(cli):
    for args in (("rules", "show", "derda"), ("judge", "derda", "tally", "505")):
        result = cli(*args, "--lang", "de", code=None)
        assert result.exit_code != 0 and "--lang de is not available" in result.stderr


def user_ruleset(cli, text: str) -> Path:
    original = (RULESETS / "derda.toml").read_text(encoding="utf-8")
    cli.home.mkdir(parents=True, exist_ok=True)
    path = cli.home / "mine.toml"
    path.write_text(original.split("\n[rules_in.pl]")[0].replace('"derda"\n', '"mine"\n', 1) + text)
    return path


def test_a_ruleset_without_translations_still_loads_and_quotes_english(cli):
    path = user_ruleset(cli, "")
    assert "ok (mine" in cli("rules", "check", str(path)).stdout
    out = cli("judge", *CLAIM, "--ruleset", str(path), "--lang", "pl").stdout
    assert R13_EN in out


@pytest.mark.parametrize(
    ("table", "problem"),
    [
        ('\n[rules_in.de]\nDERDA-R1 = "x"\n', "rules_in.de: not a language of scorekeep"),
        ('\n[rules_in.pl]\nDERDA-R99 = "x"\n', "rules_in.pl.DERDA-R99: no such rule"),
        ('\n[rules_in.pl]\nDERDA-R1 = ""\n', "rules_in.pl.DERDA-R1 has no text"),
        ('\nrules_in = "pl"\n', "'rules_in' must be a table"),
    ],
)
def test_a_wrong_translation_table_is_a_problem_with_its_line(cli, table, problem):
    if table.startswith("\nrules_in ="):
        original = (RULESETS / "derda.toml").read_text(encoding="utf-8").split("\n[rules_in")[0]
        head, _sep, rest = original.partition("\n[")
        cli.home.mkdir(parents=True, exist_ok=True)
        path = cli.home / "mine.toml"
        path.write_text(head + table + "\n[" + rest, encoding="utf-8")
    else:
        path = user_ruleset(cli, table)
    result = cli("rules", "check", str(path), code=None)
    assert result.exit_code == 1
    assert problem in result.stderr
    assert re.search(r"mine\.toml:[1-9]\d*: ", result.stderr)


def test_DERDA_R13_verdict_at_a_polish_table_quotes_polish(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wtorek", "--lang", "pl")
    assert R13_PL in cli("judge", *CLAIM).stdout
    assert R13_EN in cli("judge", *CLAIM, "--lang", "en").stdout
    assert R13_EN in cli("--lang", "en", "judge", *CLAIM).stdout


def test_a_broken_current_session_leaves_the_verdict_in_english(cli):
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wtorek", "--lang", "pl")
    cli.journal("wtorek").write_text("not = [toml", encoding="utf-8")
    assert R13_EN in cli("judge", *CLAIM).stdout


def test_a_wrong_translation_table_is_reported_in_the_tables_language(cli):
    path = user_ruleset(cli, '\n[rules_in.pl]\nDERDA-R99 = "x"\n')
    result = cli("--lang", "pl", "rules", "check", str(path), code=None)
    assert "rules_in.pl.DERDA-R99: w [rules] nie ma takiej zasady" in result.stderr


def test_json_verdict_at_a_polish_table_is_the_english_one(cli):
    english = cli.json("judge", *CLAIM, "--format", "json")
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wtorek", "--lang", "pl")
    assert cli.json("judge", *CLAIM, "--format", "json") == english


@pytest.mark.parametrize("spelling", [None, "language = 'pl'", 'language="pl"  # the table'])
def test_DERDA_R13_judge_quotes_the_current_tables_language(cli, spelling):
    """A dispute at a Polish table is settled in Polish, however its journal's header
    spells the language."""
    cli("new", "derda", "--players", "Ania,Bartek", "--lang", "pl", "--name", "pl")
    if spelling is not None:
        journal = cli.journal("pl")
        journal.write_text(journal.read_text().replace('language = "pl"', spelling, 1))
    assert R13_PL in cli("judge", *CLAIM).stdout
