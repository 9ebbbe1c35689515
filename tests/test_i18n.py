"""The player's language: catalogs complete and consistent, the language chosen as asked,
English untouched, and an installed copy that speaks the other languages too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorekeep import i18n, i18n_tools

ROOT = Path(__file__).resolve().parent.parent
OTHER = ("pl", "uk", "it")


@pytest.fixture(autouse=True)
def messages_follow_the_language():
    """A JSON command earlier in the run leaves messages in English; these tests call the
    translation functions directly."""
    i18n.english_messages(False)


def problems_of(lang: str, kind: str) -> list[str]:
    return [p for p in i18n_tools.problems(lang) if p.startswith(kind + ":")]


@pytest.mark.parametrize("lang", OTHER)
def test_every_marked_message_has_a_translation(lang):
    missing = problems_of(lang, "missing")
    assert not missing, f"{lang}: {missing}\n(python -m scorekeep.i18n_tools extract {lang})"


@pytest.mark.parametrize("lang", OTHER)
def test_translations_keep_the_placeholders(lang):
    wrong = problems_of(lang, "placeholders")
    assert not wrong, f"{lang}: placeholders differ in {wrong}"


@pytest.mark.parametrize("lang", OTHER)
def test_catalogs_hold_no_stale_messages(lang):
    stale = problems_of(lang, "obsolete")
    assert not stale, f"{lang}: messages nobody asks for: {stale}"


@pytest.mark.parametrize("lang", OTHER)
def test_catalogs_hold_each_message_once_and_nothing_fuzzy(lang):
    found = problems_of(lang, "duplicate") + problems_of(lang, "fuzzy")
    assert not found, f"{lang}: {found}"


@pytest.mark.parametrize("lang", OTHER)
def test_plural_entries_have_the_forms_of_the_language(lang):
    found = problems_of(lang, "plural forms") + problems_of(lang, "header")
    assert not found, f"{lang}: {found}"


def test_the_whole_check_passes():
    assert i18n_tools.main(["check"]) == 0


BROKEN = """msgid ""
msgstr ""
"Plural-Forms: nplurals=3; "
"plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

msgid "next dealer: {dealer}"
msgstr "następny: {rozdający}"

msgid "total"
msgstr "suma"

msgid "total"
msgstr "razem"

#, fuzzy
msgid "progress"
msgstr "przebieg"

msgid "no such message in the program"
msgstr "nie ma"

msgid "{n} hand"
msgid_plural "{n} hands"
msgstr[0] "{n} rozdanie"
msgstr[1] "{n} rozdania"
"""


def test_every_catalog_check_can_fail(tmp_path, monkeypatch):
    (tmp_path / "pl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "pl" / "LC_MESSAGES" / "scorekeep.po").write_text(BROKEN, encoding="utf-8")
    monkeypatch.setattr(i18n_tools, "LOCALE_DIR", tmp_path)
    checks = [
        test_every_marked_message_has_a_translation,
        test_translations_keep_the_placeholders,
        test_catalogs_hold_no_stale_messages,
        test_catalogs_hold_each_message_once_and_nothing_fuzzy,
        test_plural_entries_have_the_forms_of_the_language,
    ]
    for check in checks:
        with pytest.raises(AssertionError):
            check("pl")
    found = "\n".join(i18n_tools.problems("pl"))
    assert "duplicate: 'total'" in found and "fuzzy: 'progress'" in found
    assert "placeholders: 'next dealer: {dealer}'" in found
    assert "missing: 'progress'" in found and "plural forms: '{n} hand' has 2" in found


def test_extraction_finds_literal_messages_and_writes_stubs(tmp_path, monkeypatch):
    (tmp_path / "mod.py").write_text(
        "from scorekeep.i18n import _, ngettext, npgettext, pgettext\n"
        "A = _('a new message: {x}')\n"
        "B = ngettext('{n} trick', '{n} tricks', 2)\n"
        "C = _(VARIABLE)\n"
        "D = pgettext('bridge', 'round')\n"
        "E = npgettext('deberc', '{n} round', '{n} rounds', 2)\n",
        encoding="utf-8",
    )
    marked = i18n_tools.marked_messages(tmp_path)
    assert set(marked) == {
        (None, "a new message: {x}"),
        (None, "{n} trick"),
        ("bridge", "round"),
        ("deberc", "{n} round"),
    }
    assert marked[(None, "{n} trick")].plural == "{n} tricks"
    assert marked[("deberc", "{n} round")].plural == "{n} rounds"
    stub = i18n_tools.stub(marked[(None, "{n} trick")], "uk")
    assert 'msgid_plural "{n} tricks"' in stub and 'msgstr[2] ""' in stub
    assert "msgstr[3]" not in stub
    assert 'msgctxt "bridge"\nmsgid "round"' in i18n_tools.stub(marked[("bridge", "round")], "pl")
    monkeypatch.setattr(i18n_tools, "marked_messages", lambda: marked)
    out = i18n_tools.extract(["it"])
    assert 'msgid "a new message: {x}"\nmsgstr ""' in out
    assert 'msgstr[1] ""' in out and 'msgstr[2] ""' not in out


def test_a_word_two_games_say_differently_has_a_context(tmp_path, monkeypatch):
    (tmp_path / "pl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "pl" / "LC_MESSAGES" / "scorekeep.po").write_text(
        BROKEN.split("\n\n")[0]
        + '\n\nmsgctxt "bridge"\nmsgid "round"\nmsgstr "runda"\n'
        + '\nmsgctxt "deberc"\nmsgid "round"\nmsgstr "rozdanie"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_catalogs", {})
    i18n.set_language("pl")
    try:
        assert i18n.pgettext("bridge", "round") == "runda"
        assert i18n.pgettext("deberc", "round") == "rozdanie"
        assert i18n.pgettext("durak", "round") == "round"
        assert i18n.npgettext("deberc", "{n} round", "{n} rounds", 5) == "{n} rounds"
    finally:
        i18n.set_language(None)
    assert i18n.pgettext("bridge", "round") == "round"


def test_dedupe_drops_equal_copies_and_names_different_ones(tmp_path, monkeypatch):
    (tmp_path / "it" / "LC_MESSAGES").mkdir(parents=True)
    path = tmp_path / "it" / "LC_MESSAGES" / "scorekeep.po"
    head = 'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n'
    path.write_text(
        head
        + '\nmsgid "total"\nmsgstr "totale"\n'
        + '\nmsgid "dealer"\nmsgstr "mazziere"\n'
        + '\nmsgid "total"\nmsgstr "totale"\n'
        + 'msgid "dealer"\nmsgstr "cartaio"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n_tools, "LOCALE_DIR", tmp_path)
    conflicts = i18n_tools.dedupe("it")
    assert conflicts == ["it: 'dealer' is ['mazziere'] and ['cartaio']"]
    text = path.read_text(encoding="utf-8")
    assert text.count('msgid "total"') == 1 and text.count('msgid "dealer"') == 2
    assert '"cartaio"\n' in text and '"totale"\n\nmsgid "dealer"' in text
    assert "duplicate: 'dealer'" in i18n_tools.problems("it", {})


@pytest.mark.parametrize(
    ("n", "pl", "uk", "it"),
    [
        (1, "1 rozdanie", "1 роздача", "1 smazzata"),
        (2, "2 rozdania", "2 роздачі", "2 smazzate"),
        (5, "5 rozdań", "5 роздач", "5 smazzate"),
        (12, "12 rozdań", "12 роздач", "12 smazzate"),
        (22, "22 rozdania", "22 роздачі", "22 smazzate"),
        (21, "21 rozdań", "21 роздача", "21 smazzate"),
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
    assert "0 smazzate" in cli("--lang", "it", "status").stdout
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


def test_the_environment_is_read_once_per_command(monkeypatch):
    """A replay asks for the language with every note; the environment is read at the
    first ask of a command and again only in the next command."""
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    i18n.set_language(None)
    assert i18n.language() == "pl"
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    assert i18n.language() == "pl"
    i18n.set_language(None)
    assert i18n.language() == "uk"
