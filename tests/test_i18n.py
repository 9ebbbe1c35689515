"""The player's language: catalogs complete and consistent, the language chosen as asked,
English untouched, and an installed copy that speaks the other languages too."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from scorekeep import i18n

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "scorekeep"
OTHER = ("pl", "uk", "it")


def po_entries(lang: str) -> list[dict[str, str]]:
    path = i18n.LOCALE_DIR / lang / "LC_MESSAGES" / "scorekeep.po"
    return [e for e in i18n.parse_po(path.read_text(encoding="utf-8")) if e.get("msgid")]


def fields(text: str) -> set[str]:
    return {name for _t, name, _f, _c in string.Formatter().parse(text) if name is not None}


def marked_messages() -> set[tuple[str, ...]]:
    """Every literal message the source passes to ``_`` (one id) or ``ngettext`` (two)."""
    found: set[tuple[str, ...]] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if node.func.id == "_" and texts and isinstance(texts[0], str):
                found.add((texts[0],))
            elif node.func.id == "ngettext" and len(texts) >= 2:
                found.add((texts[0], texts[1]))
    return found


@pytest.mark.parametrize("lang", OTHER)
def test_every_marked_message_has_a_translation(lang):
    entries = {e["msgid"]: e for e in po_entries(lang)}
    missing = []
    for message in sorted(marked_messages()):
        entry = entries.get(message[0])
        forms = [v for k, v in (entry or {}).items() if k.startswith("msgstr")]
        untranslated = entry is None or not forms or not all(forms)
        fuzzy = "fuzzy" in (entry or {}).get("#", "")
        wrong_plural = len(message) == 2 and (entry or {}).get("msgid_plural") != message[1]
        if untranslated or fuzzy or wrong_plural:
            missing.append(message[0])
    assert not missing, f"{lang}: no translation for {missing}"


@pytest.mark.parametrize("lang", OTHER)
def test_translations_keep_the_placeholders(lang):
    wrong = []
    for entry in po_entries(lang):
        expected = fields(entry["msgid"]) | fields(entry.get("msgid_plural", ""))
        for key, text in entry.items():
            if key.startswith("msgstr") and fields(text) != expected:
                wrong.append((entry["msgid"], text))
    assert not wrong, f"{lang}: placeholders differ in {wrong}"


@pytest.mark.parametrize("lang", OTHER)
def test_catalogs_hold_no_stale_messages(lang):
    marked = {m[0] for m in marked_messages()}
    stale = [e["msgid"] for e in po_entries(lang) if e["msgid"] not in marked]
    assert not stale, f"{lang}: messages nobody asks for: {stale}"


def test_the_completeness_check_can_fail(tmp_path, monkeypatch):
    (tmp_path / "pl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "pl" / "LC_MESSAGES" / "scorekeep.po").write_text(
        'msgid "next dealer: {dealer}"\nmsgstr "następny: {rozdający}"\n', encoding="utf-8"
    )
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    with pytest.raises(AssertionError):
        test_translations_keep_the_placeholders("pl")
    with pytest.raises(AssertionError):
        test_every_marked_message_has_a_translation("pl")


@pytest.mark.parametrize(
    ("n", "pl", "uk", "it"),
    [
        (1, "1 rozdanie", "1 роздача", "1 mano"),
        (2, "2 rozdania", "2 роздачі", "2 mani"),
        (5, "5 rozdań", "5 роздач", "5 mani"),
        (12, "12 rozdań", "12 роздач", "12 mani"),
        (22, "22 rozdania", "22 роздачі", "22 mani"),
        (21, "21 rozdań", "21 роздача", "21 mani"),
    ],
)
def test_plural_forms_of_each_language(n, pl, uk, it):
    for lang, expected in (("pl", pl), ("uk", uk), ("it", it)):
        i18n.set_language(lang)
        assert i18n.ngettext("{n} hand", "{n} hands", n).format(n=n) == expected
    i18n.set_language("en")
    english = i18n.ngettext("{n} hand", "{n} hands", n).format(n=n)
    assert english == f"{n} hand" + ("" if n == 1 else "s")


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "pl_PL.UTF-8"}, "pl"),
        ({"LANG": "pl_PL.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8"}, "uk"),
        ({"LANG": "pl_PL.UTF-8", "LC_ALL": "it_IT.UTF-8", "LC_MESSAGES": "uk_UA"}, "it"),
        ({"LANGUAGE": "de:it", "LANG": "pl_PL"}, "it"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
    ],
)
def test_language_from_the_environment(environ, expected):
    assert i18n.from_environment(environ) == expected


def test_english_does_not_import_gettext_nor_read_a_catalog():
    import subprocess
    import sys

    code = (
        "import sys\nfrom scorekeep import i18n\n"
        "assert i18n._('total') == 'total'\n"
        "assert i18n.ngettext('{n} hand', '{n} hands', 2) == '{n} hands'\n"
        "assert 'gettext' not in sys.modules, 'gettext imported'\n"
        "assert not i18n._catalogs\n"
    )
    env = {"PATH": "/usr/bin:/bin", "LANG": "en_GB.UTF-8"}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def start_derda(cli, *extra: str) -> None:
    cli("new", "derda", "--players", "Ania,Bartek", "--name", "wieczor", *extra)


def test_new_lang_is_stored_and_status_speaks_it(cli):
    start_derda(cli, "--lang", "pl")
    assert 'language = "pl"' in cli.journal("wieczor").read_text(encoding="utf-8")
    out = cli("status").stdout
    assert "0 rozdań" in out and "suma" in out
    assert "hands" not in out


def test_global_lang_overrides_the_session_for_one_command(cli):
    start_derda(cli, "--lang", "pl")
    assert "0 hands" in cli("--lang", "en", "status").stdout
    assert "0 mani" in cli("--lang", "it", "status").stdout
    assert "0 rozdań" in cli("status").stdout


def test_environment_language_when_the_session_has_none(cli, monkeypatch):
    start_derda(cli)
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    assert "0 роздач" in cli("status").stdout
    assert "language" not in cli.journal("wieczor").read_text(encoding="utf-8")


def test_json_never_changes_with_the_language(cli):
    start_derda(cli, "--lang", "uk")
    ukrainian = cli.json("status")
    assert cli.json("--lang", "en", "status") == ukrainian
    assert "totals" in ukrainian
    assert not re.search("[а-яіїєґ]", " ".join(ukrainian), re.IGNORECASE)


@pytest.mark.parametrize("where", [("new", "derda", "--players", "A,B"), ()])
def test_unknown_language_refused_in_one_line(cli, where):
    args = ("--lang", "de", *where) if not where else (*where, "--lang", "de")
    result = cli(*args, code=None) if where else cli("--lang", "de", "status", code=None)
    assert result.exit_code != 0
    assert "--lang de is not available" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (cli.home / "sessions").exists() or not list((cli.home / "sessions").iterdir())


def test_bad_language_in_a_journal_is_a_problem(cli):
    start_derda(cli)
    path = cli.journal("wieczor")
    path.write_text('language = "xx"\n' + path.read_text(encoding="utf-8"), encoding="utf-8")
    result = cli("status", code=None)
    assert result.exit_code != 0 and "'language' must be one of" in result.stderr
