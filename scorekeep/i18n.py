"""The language a player reads: choose it, and translate through GNU gettext catalogs.

English is the source language, so an English command never opens a catalog nor imports
:mod:`gettext`: :func:`_` returns its argument. For another language the standard library's
:class:`gettext.GNUTranslations` reads ``scorekeep/locale/<lang>/LC_MESSAGES/scorekeep.mo``
on first use, then each game's own (``scorekeep/games/<game>/locale/<lang>/LC_MESSAGES/``);
the wheel build compiles them from the ``.po`` (:mod:`scorekeep.i18n_build`), and a source
tree, which has no ``.mo``, compiles the ``.po`` in memory. The catalog's ``Plural-Forms``
header decides the plural forms (Polish and Ukrainian have three).
"""

import os
from collections.abc import Mapping

TYPE_CHECKING = False
if TYPE_CHECKING:
    from gettext import GNUTranslations
    from pathlib import Path

LANGUAGES = ("en", "pl", "uk", "it")
"""The languages a player can choose; English is the source language."""

FOLDERS = {"LOCALE_DIR": "locale", "GAMES_DIR": "games"}
"""``LOCALE_DIR``, the program's catalogs, and ``GAMES_DIR``: a game's own catalogs live in
its folder, ``games/<game>/locale/<lang>/LC_MESSAGES/`` (the words only that game says), read
after the program's own. Both are made on first use: an English command never needs
:mod:`pathlib`."""
DOMAIN = "scorekeep"
ENV_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_state: dict[str, str | None] = {"language": None, "chosen": None, "environment": None}
_catalogs: dict[str, "GNUTranslations"] = {}
_english_only = {"on": False}


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
    it outranks a session's language. The environment is read again at the next use."""
    _state["language"] = _state["chosen"] = normalise(language) if language else None
    _state["environment"] = None


def use_session_language(language: str) -> None:
    """Speak a session's stored language, unless ``--lang`` chose one for this command."""
    if language and not _state["chosen"]:
        _state["language"] = normalise(language)


def language_state() -> tuple[tuple[str, str | None], ...]:
    """The language chosen now (with ``--lang``, a session's, the environment's), to put
    back by :func:`restore_language` after a command that may choose another."""
    return (*_state.items(), ("english_only", "1" if _english_only["on"] else ""))


def restore_language(saved: tuple[tuple[str, str | None], ...]) -> None:
    """Speak again as when :func:`language_state` was taken."""
    for key, value in saved:
        if key == "english_only":
            _english_only["on"] = bool(value)
        else:
            _state[key] = value


def english_messages(on: bool) -> None:
    """Say every message in English (``--format json``: JSON never changes with the
    language) while :func:`language` still names the table's language, which reads cards."""
    _english_only["on"] = on


def language() -> str:
    """The language in use: the one set for this command, else the environment's (read once
    per command: every message asks, and a replay says thousands)."""
    chosen = _state["language"] or _state["environment"]
    if chosen is None:
        chosen = _state["environment"] = from_environment()
    return chosen


def message_language() -> str:
    """The language messages are said in now: English for JSON, else :func:`language`."""
    return "en" if _english_only["on"] else language()


def __getattr__(name: str) -> "Path":
    if name not in FOLDERS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from pathlib import Path

    folder = globals()[name] = Path(__file__).parent / FOLDERS[name]
    return folder


def _folder(name: str) -> "Path":
    """``LOCALE_DIR`` or ``GAMES_DIR`` (a test may have set either)."""
    found = globals().get(name)
    return found if found is not None else __getattr__(name)


def _compiled(folder: "Path") -> bytes | None:
    """The ``.mo`` bytes of the catalog in ``folder``: the compiled file an installed copy
    carries, else its ``.po`` compiled in memory to the same bytes; None without either."""
    mo = folder / f"{DOMAIN}.mo"
    if mo.is_file():
        return mo.read_bytes()
    po = folder / f"{DOMAIN}.po"
    if not po.is_file():
        return None
    from scorekeep.i18n_build import compile_po

    return compile_po(po)


def game_catalog_folders(lang: str) -> "list[Path]":
    """The folders of the games' own catalogs of a language, in name order."""
    games = _folder("GAMES_DIR")
    if not games.is_dir():
        return []
    found = []
    for game in sorted(games.iterdir()):
        folder = game / "locale" / lang / "LC_MESSAGES"
        if (folder / f"{DOMAIN}.po").is_file() or (folder / f"{DOMAIN}.mo").is_file():
            found.append(folder)
    return found


def catalog(lang: str) -> "GNUTranslations":
    """The catalog of a language, read once per process: the program's own, then each
    game's (a message the program's lacks is looked up in the games' catalogs)."""
    if lang not in _catalogs:
        import gettext
        import io

        data = _compiled(_folder("LOCALE_DIR") / lang / "LC_MESSAGES")
        if data is None:
            from scorekeep.i18n_build import compile_entries

            data = compile_entries([])
        translations = gettext.GNUTranslations(io.BytesIO(data))
        for folder in game_catalog_folders(lang):
            found = _compiled(folder)
            if found is not None:
                translations.add_fallback(gettext.GNUTranslations(io.BytesIO(found)))
        _catalogs[lang] = translations
    return _catalogs[lang]


def _(message: str) -> str:
    """The message in the language in use."""
    lang = "en" if _english_only["on"] else language()
    return message if lang == "en" else catalog(lang).gettext(message)


def N_(message: str) -> str:
    """Mark a message said later (a help text, a shorthand example) for the catalogs: the
    text is kept as it is and passed to :func:`_` when it is shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of the message that goes with ``n`` in the language in use."""
    lang = "en" if _english_only["on"] else language()
    if lang == "en":
        return singular if n == 1 else plural
    return catalog(lang).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """The message in the language in use, as meant in ``context`` (a game, a sheet): for an
    English word that two games say differently ("round", "dealer")."""
    lang = "en" if _english_only["on"] else language()
    return message if lang == "en" else catalog(lang).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` within ``context``."""
    lang = "en" if _english_only["on"] else language()
    if lang == "en":
        return singular if n == 1 else plural
    return catalog(lang).npgettext(context, singular, plural, n)
