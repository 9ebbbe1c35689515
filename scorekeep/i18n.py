"""The language a player reads: choose it, and translate through GNU gettext catalogs.

English is the source language, so an English command never opens a catalog nor imports
:mod:`gettext`: :func:`_` returns its argument. For another language the catalog
``scorekeep/locale/<lang>/LC_MESSAGES/scorekeep.po`` is read on first use (a ``.po`` is
plain text and ships inside the package, so an installed copy needs no build step) and its
``Plural-Forms`` header decides the plural forms (Polish and Ukrainian have three).
"""

import os
from collections.abc import Callable, Mapping
from pathlib import Path

LANGUAGES = ("en", "pl", "uk", "it")
"""The languages a player can choose; English is the source language."""

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "scorekeep"
ENV_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_state: dict[str, str | None] = {"language": None, "chosen": None}
_catalogs: dict[str, "Catalog"] = {}
_english_only = {"on": False}


class Catalog:
    """One language's messages: singular ids to text, plural ids to their forms."""

    def __init__(
        self,
        messages: Mapping[str, str],
        plurals: Mapping[str, list[str]],
        plural: Callable[[int], int],
    ) -> None:
        self.messages = messages
        self.plurals = plurals
        self.plural = plural

    def gettext(self, message: str) -> str:
        return self.messages.get(message) or message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        forms = self.plurals.get(singular)
        if not forms:
            return singular if n == 1 else plural
        index = self.plural(n)
        return forms[index] if 0 <= index < len(forms) and forms[index] else forms[-1]


def normalise(value: str | None) -> str | None:
    """``pl_PL.UTF-8`` → ``pl``; None for a language the program does not speak."""
    if not value:
        return None
    for part in value.split(":"):
        code = part.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix"):
            return "en"
    return None


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` in gettext's
    order of precedence, else English."""
    env = os.environ if environ is None else environ
    for name in ENV_VARIABLES:
        code = normalise(env.get(name))
        if code:
            return code
    return "en"


def set_language(language: str | None) -> None:
    """Use this language from now on, as ``--lang`` asks (None: the environment's again);
    it outranks a session's language."""
    _state["language"] = _state["chosen"] = normalise(language) if language else None


def use_session_language(language: str) -> None:
    """Speak a session's stored language, unless ``--lang`` chose one for this command."""
    if language and not _state["chosen"]:
        _state["language"] = normalise(language)


def english_messages(on: bool) -> None:
    """Say every message in English (``--format json``: JSON never changes with the
    language) while :func:`language` still names the table's language, which reads cards."""
    _english_only["on"] = on


def language() -> str:
    """The language in use: the one set for this command, else the environment's."""
    return _state["language"] or from_environment()


def catalog(lang: str) -> Catalog:
    """The catalog of a language, read once per process."""
    if lang not in _catalogs:
        _catalogs[lang] = read_po(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po")
    return _catalogs[lang]


def _(message: str) -> str:
    """The message in the language in use."""
    lang = "en" if _english_only["on"] else language()
    return message if lang == "en" else catalog(lang).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of the message that goes with ``n`` in the language in use."""
    lang = "en" if _english_only["on"] else language()
    if lang == "en":
        return singular if n == 1 else plural
    return catalog(lang).ngettext(singular, plural, n)


def _unquote(text: str) -> str:
    import ast

    value = ast.literal_eval(text.strip())
    return value if isinstance(value, str) else ""


def parse_po(text: str) -> list[dict[str, str]]:
    """The entries of a ``.po`` file: ``msgid``, ``msgid_plural``, ``msgstr``,
    ``msgstr[N]``, ``msgctxt`` as keys; comments and fuzzy flags under ``#`` keys."""
    entries: list[dict[str, str]] = []
    entry: dict[str, str] = {}
    key = ""
    for raw in [*text.splitlines(), ""]:
        line = raw.strip()
        if not line:
            if entry:
                entries.append(entry)
            entry, key = {}, ""
        elif line.startswith("#"):
            entry["#"] = entry.get("#", "") + line + "\n"
        elif line.startswith('"'):
            entry[key] = entry.get(key, "") + _unquote(line)
        else:
            key, _sep, rest = line.partition(" ")
            if key == "msgid" and "msgid" in entry:
                entries.append(entry)
                entry = {}
            entry[key] = _unquote(rest)
    return entries


def plural_rule(header: str) -> Callable[[int], int]:
    """The ``plural=`` expression of a ``Plural-Forms`` header as a function."""
    import gettext

    for line in header.splitlines():
        if line.lower().startswith("plural-forms:"):
            expression = line.split("plural=", 1)[1].strip().rstrip(";")
            return gettext.c2py(expression)
    return gettext.c2py("n != 1")


def read_po(path: Path) -> Catalog:
    """A catalog from a ``.po`` file; fuzzy and empty translations are left out."""
    entries = parse_po(path.read_text(encoding="utf-8"))
    messages: dict[str, str] = {}
    plurals: dict[str, list[str]] = {}
    header = ""
    for entry in entries:
        msgid = entry.get("msgid")
        if msgid is None or "fuzzy" in entry.get("#", ""):
            continue
        if msgid == "":
            header = entry.get("msgstr", "")
        elif "msgid_plural" in entry:
            plurals[msgid] = [entry[k] for k in sorted(entry) if k.startswith("msgstr[")]
        elif entry.get("msgstr"):
            messages[msgid] = entry["msgstr"]
    return Catalog(messages, plurals, plural_rule(header))
