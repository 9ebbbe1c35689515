"""The console entry point: ``status``, ``hand``, ``judge`` and ``--version`` in their plain
spellings start without Typer and Click (about half of a bare start-up); every other command
line goes to the full command line of :mod:`scorekeep.cli.app`.

It only reads the command line and makes the same one call of the application layer as the
Typer command (:func:`scorekeep.app.writes.record`, :func:`scorekeep.app.answers.status`,
:func:`scorekeep.app.verdicts.verdict`), with the cache. When the words are anything but a
case it is sure Click would read the same way (an option given twice, ``--``, ``--help``,
bundled short options, a value that looks like an option, bytes that are not UTF-8), it
hands over to the full command line, which is always right.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from scorekeep.core.record import NamedTuple

# The options of `status` and `hand` (scorekeep.cli.common: SessionOpt, FormatOpt) and of
# the main callback (--home); the equivalence test holds this table to the Typer commands.
OPTIONS = {
    "-s": "session",
    "--session": "session",
    "-f": "fmt",
    "--format": "fmt",
}
HAND_FLAGS = {
    "-q": "quiet",
    "--quiet": "quiet",
    "-v": "verbose",
    "--verbose": "verbose",
    "--again": "again",
}
"""``hand``'s options without a value (QuietOpt, VerboseOpt and AgainOpt in
scorekeep.cli.commands.shared)."""
FAST_COMMANDS = ("status", "hand", "judge")
LANGUAGES = ("en", "pl", "uk", "it")
"""As :data:`scorekeep.i18n.LANGUAGES` (a test holds them equal); any other ``--lang`` is
refused by the full command line."""
# judge takes --format/-f of OPTIONS; its own options (and -s, the session it asks for, as
# ``table`` asks) hand the line over.
JUDGE_OWN = ("--ruleset", "--set", "--situation", "--lang", "--session", "-s")
_SHORT_LETTERS = {name[1] for name in (*OPTIONS, *HAND_FLAGS) if not name.startswith("--")}


class Plain(NamedTuple):
    """A command line read as Click would read it."""

    command: str
    home: str | None
    session: str | None
    fmt: str
    words: tuple[str, ...]
    lang: str | None = None
    quiet: bool = False
    verbose: bool = False
    again: bool = False


def _value(args: Sequence[str], i: int) -> str | None:
    """The value after an option, unless it is missing or looks like an option."""
    if i >= len(args) or args[i].startswith("-") or not args[i]:
        return None
    return args[i]


def _option(args: Sequence[str], i: int) -> tuple[str, str, int] | None:
    """``(name, value, next index)`` for a known option at ``i``; None to hand over."""
    word = args[i]
    spelled, equals, given = word.partition("=")
    if equals:
        if not spelled.startswith("--") or spelled not in OPTIONS or not given:
            return None
        return OPTIONS[spelled], given, i + 1
    value = _value(args, i + 1)
    if word not in OPTIONS or value is None:
        return None
    return OPTIONS[word], value, i + 2


def _unknown_is_plain(word: str) -> bool:
    """An unknown word starting with ``-`` that Click passes on unchanged to ``hand``:
    not a long option of ours, not short letters Click would read as -s, -f or -q."""
    if word.startswith("--"):
        return word.partition("=")[0] not in (*OPTIONS, *HAND_FLAGS, "--help", "--")
    return not _SHORT_LETTERS.intersection(word[1:]) and "h" not in word[1:]


def _command_words(
    args: Sequence[str], extra: bool, flags: Sequence[str] = ()
) -> tuple[dict[str, str], tuple[str, ...]] | None:
    """The options given (each at most once; a flag as ``"on"``) and the other words."""
    options: dict[str, str] = {}
    words: list[str] = []
    i = 0
    while i < len(args):
        word = args[i]
        if word in flags:
            if HAND_FLAGS[word] in options:
                return None
            options[HAND_FLAGS[word]], i = "on", i + 1
            continue
        if word.partition("=")[0] in OPTIONS:
            found = _option(args, i)
            if found is None or found[0] in options:
                return None
            options[found[0]], i = found[1], found[2]
            continue
        if word.startswith("-") and word != "-" and not _unknown_is_plain(word):
            return None
        if not extra:
            return None
        words.append(word)
        i += 1
    return options, tuple(words)


GLOBALS = ("--home", "--lang")
"""The main callback's options with a value; the test holds this to the Typer app."""


def _globals(args: Sequence[str]) -> tuple[dict[str, str], int] | None:
    """``--home DIR`` and ``--lang L`` before the command (each at most once, never empty)
    and the index of the command; None to hand over."""
    found: dict[str, str] = {}
    i = 0
    while i < len(args) and args[i].partition("=")[0] in GLOBALS:
        name, equals, given = args[i].partition("=")
        value = given if equals else _value(args, i + 1)
        if not value or name in found:
            return None
        found[name] = value
        i += 1 if equals else 2
    return found, i


def read(args: Sequence[str]) -> Plain | None:
    """The plain ``[--home DIR] [--lang L] status|hand|judge ...`` command line, or None."""
    args = list(args)
    if any(not _utf8(word) for word in args):
        return None
    leading = _globals(args)
    if leading is None:
        return None
    given, i = leading
    if given.get("--lang", "en") not in LANGUAGES:
        return None
    if i >= len(args) or args[i] not in FAST_COMMANDS:
        return None
    command = args[i]
    flags = tuple(HAND_FLAGS) if command == "hand" else ()
    read_words = _command_words(args[i + 1 :], extra=command != "status", flags=flags)
    if read_words is None:
        return None
    options, words = read_words
    if command == "judge" and (
        "session" in options
        or len(words) < 2
        or any(word.partition("=")[0] in JUDGE_OWN for word in words)
    ):
        return None
    return Plain(
        command,
        given.get("--home"),
        options.get("session"),
        options.get("fmt", "text"),
        words,
        given.get("--lang"),
        "quiet" in options,
        "verbose" in options,
        "again" in options,
    )


def _utf8(word: str) -> bool:
    try:
        word.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _echo(text: str, err: bool = False) -> None:
    from scorekeep.render.safe import pieces

    stream = sys.stderr if err else sys.stdout
    for piece in pieces(text):
        stream.write(piece)
    stream.write("\n")
    stream.flush()


def run(plain: Plain) -> int:
    """Run the command as the Typer command would, through the same one call of the
    application layer (with the cache); its exit status."""
    from scorekeep.app.answers import as_problem, problem_output
    from scorekeep.files.home import Home
    from scorekeep.i18n import english_messages, set_language
    from scorekeep.render.safe import visible

    home = Home(plain.home)
    set_language(plain.lang)
    english_messages(plain.fmt == "json")
    try:
        if plain.command == "hand":
            from scorekeep.app.writes import Write, record
            from scorekeep.cli.saved import printing_after

            write = Write("hand", plain.words, again=plain.again)
            answer = record(
                home,
                plain.session,
                write,
                plain.fmt,
                quiet=plain.quiet,
                verbose=plain.verbose,
                lang=plain.lang,
                cache=True,
            )
            with printing_after(answer.saved):
                _echo(visible(answer.text).rstrip("\n"))
        elif plain.command == "status":
            from scorekeep.app.answers import status

            said = status(home, plain.session, plain.fmt, plain.lang, cache=True)
            _echo(visible(said).rstrip("\n"))
        else:
            from scorekeep.app.verdicts import verdict

            game, question, *words = plain.words
            said = verdict(home, game, question, words, plain.fmt, cache=True)
            _echo(visible(said).rstrip("\n"))
    except Exception as error:
        problem, prefix = as_problem(error)
        out, err = problem_output(problem, plain.fmt, prefix)
        if out is not None:
            _echo(out)
        for line in err:
            _echo(line, err=True)
        return problem.exit_code
    return 0


COMPLETE_VAR = "_SCOREKEEP_COMPLETE"
"""Set by the shell's completion script (``scorekeep --install-completion``): Typer answers."""


def console() -> None:
    """The installed console script: :func:`main`, and where it took the start-up path,
    straight out once the output is flushed (every file it wrote is closed by then): the
    interpreter's final collections and teardown would cost a short command about a seventh
    of its time. ``python -m scorekeep`` and the tests call :func:`main`."""
    main(leave_at_once=True)


def main(leave_at_once: bool = False) -> None:
    import os

    from scorekeep.cli.terminal import fit_streams

    fit_streams()
    args = list(sys.argv[1:])
    if os.environ.get(COMPLETE_VAR):
        from scorekeep.cli.app import main as full

        full()
        return
    if args == ["--version"]:
        from scorekeep import __version__

        _echo(f"scorekeep {__version__}")
        if leave_at_once:
            os._exit(0)
        return
    plain = read(args)
    if plain is None:
        from scorekeep.cli.app import main as full

        full()
        return
    import gc

    # As in the full command line: a short process, many small objects and no cycles.
    gc.disable()
    try:
        code = run(plain)
    except KeyboardInterrupt:
        _echo("\nAborted!", err=True)
        code = 1
    if leave_at_once:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):  # the interpreter's own exit says what went wrong
            sys.exit(code)
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":  # pragma: no cover
    main()
