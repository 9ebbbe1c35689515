"""Catalogs compiled to GNU ``.mo``: the same bytes as ``msgfmt``, inside the built wheel, and
loaded from there by the standard library's gettext; the source tree keeps none."""

from __future__ import annotations

import gettext
import io
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from scorekeep import i18n
from scorekeep.i18n_build import compile_entries, compile_po, parse_po

ROOT = Path(__file__).resolve().parent.parent
OTHER = ("pl", "uk", "it")


def po(lang: str) -> Path:
    return i18n.LOCALE_DIR / lang / "LC_MESSAGES" / "scorekeep.po"


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU msgfmt is not installed")
@pytest.mark.parametrize("lang", OTHER)
def test_compiled_catalog_is_what_msgfmt_writes(lang, tmp_path):
    out = tmp_path / "scorekeep.mo"
    subprocess.run(["msgfmt", "--no-hash", "-o", str(out), str(po(lang))], check=True)
    assert compile_po(po(lang)) == out.read_bytes()


def test_fuzzy_and_untranslated_entries_are_left_out():
    text = (
        'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgid "total"\nmsgstr "totale"\n\n'
        '#, fuzzy\nmsgid "winner"\nmsgstr "perdente"\n\n'
        'msgid "loser"\nmsgstr ""\n\n'
        'msgid "{n} hand"\nmsgid_plural "{n} hands"\nmsgstr[0] "{n} mano"\nmsgstr[1] ""\n\n'
        'msgctxt "bridge"\nmsgid "game"\nmsgstr "manche"\n'
    )
    catalog = gettext.GNUTranslations(io.BytesIO(compile_entries(parse_po(text))))
    assert catalog.gettext("total") == "totale"
    assert catalog.gettext("winner") == "winner"
    assert catalog.gettext("loser") == "loser"
    assert catalog.ngettext("{n} hand", "{n} hands", 1) == "{n} hand"
    assert catalog.pgettext("bridge", "game") == "manche"


def test_source_tree_keeps_no_compiled_catalogs():
    assert "*.mo" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert not list(i18n.LOCALE_DIR.rglob("*.mo"))
    assert not list(i18n.GAMES_DIR.rglob("*.mo"))


def test_without_a_mo_the_po_is_compiled_in_memory(monkeypatch):
    monkeypatch.setattr(i18n, "_catalogs", {})
    i18n.set_language("uk")
    try:
        assert i18n._("total") != "total"
        assert isinstance(i18n._catalogs["uk"], gettext.GNUTranslations)
    finally:
        i18n.set_language(None)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    return next(out.glob("scorekeep-*.whl"))


def test_wheel_carries_compiled_catalogs_that_load(wheel, tmp_path):
    with zipfile.ZipFile(wheel) as archive:
        for lang in OTHER:
            name = f"scorekeep/locale/{lang}/LC_MESSAGES/scorekeep.mo"
            assert archive.read(name) == compile_po(po(lang))
        archive.extractall(tmp_path / "site")
    code = (
        "import sys\nfrom scorekeep import i18n\n"
        "i18n.set_language('pl')\n"
        "print(i18n._('total'), i18n.ngettext('{n} hand', '{n} hands', 5).format(n=5))\n"
        "print('scorekeep.i18n_build' in sys.modules)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site")}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:2] == ["suma 5 rozdań", "False"]
