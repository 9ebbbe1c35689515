"""``--help`` in the table's language: every command's help, its options' help and Click's
own headings go through the catalogs when the help is shown, in the language other messages
use (``--lang``, else the session's — the one ``-s`` names or the current one — else the
environment's). English help stays byte for byte what Typer prints."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import click

from scorekeep.i18n import _


def _headings() -> dict[str, str]:
    return {"Options": _("Options"), "Commands": _("Commands"), "Arguments": _("Arguments")}


def _click_words() -> dict[str, str]:
    """Click's own help texts that a command carries."""
    return {
        "Show this message and exit.": _("Show this message and exit."),
        "Install completion for the current shell.": _("Install completion for the current shell."),
        "Show completion for the current shell, to copy it or customize the installation.": _(
            "Show completion for the current shell, to copy it or customize the installation."
        ),
    }


class HelpFormatter(click.HelpFormatter):
    """Click's formatter with its own words (``Usage:``, ``Options``) in the table's."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, _("Usage: ") if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        super().write_heading(_headings().get(heading, heading))

    def write_dl(
        self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2
    ) -> None:
        """The options, with Click's ``[default: …]`` and ``[required]`` in the table's words."""
        marks = {"[default: ": "[" + _("default: "), "[required]": "[" + _("required") + "]"}
        said = []
        for term, text in rows:
            for english, own in marks.items():
                text = text.replace(english, own)
            said.append((term, text))
        super().write_dl(said, col_max, col_spacing)


def _given(argv: Sequence[str], names: Sequence[str]) -> str | None:
    """The value of the first of ``names`` in a command line (``--lang pl``, ``-s=x``)."""
    for i, word in enumerate(argv):
        name, equals, value = word.partition("=")
        if name in names:
            if equals:
                return value
            return argv[i + 1] if i + 1 < len(argv) else None
    return None


def speak_the_tables_language(ctx: click.Context) -> None:
    """Choose the help's language as any message's: ``--lang``, else the session's."""
    from scorekeep.files.home import Home
    from scorekeep.i18n import LANGUAGES, set_language, use_session_language

    argv = list(getattr(ctx.find_root().command, ARGV, ()))
    lang = _given(argv, ("--lang",))
    if lang in LANGUAGES:
        set_language(lang)
        return
    from scorekeep.app.verdicts import current_table_language

    home = _given(argv, ("--home",))
    session = _given(argv, ("-s", "--session"))
    spoken = current_table_language(Home(Path(home) if home else None), session)
    if spoken:
        use_session_language(spoken)


@contextlib.contextmanager
def translated(command: click.Command, ctx: click.Context) -> Iterator[None]:
    """The command's help texts (its own, its parameters', its subcommands' one-liners)
    in the language in use while its help is written; as they were afterwards."""
    saved: list[tuple[object, str, str | None]] = []

    def swap(owner: object, attribute: str) -> None:
        text = getattr(owner, attribute, None)
        if text:
            saved.append((owner, attribute, text))
            setattr(owner, attribute, _click_words().get(text) or _(text))

    swap(command, "help")
    swap(command, "short_help")
    for param in command.get_params(ctx):
        swap(param, "help")
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            swap(sub, "help")
            swap(sub, "short_help")
    try:
        yield
    finally:
        for owner, attribute, text in reversed(saved):
            setattr(owner, attribute, text)


class HelpContext(click.Context):
    """A context whose help is written in the table's language."""

    formatter_class = HelpFormatter

    def get_help(self) -> str:
        speak_the_tables_language(self)
        with translated(self.command, self):
            return super().get_help()


ARGV = "scorekeep_argv"
"""Where the root command keeps the command line it reads: ``--help`` is answered while the
line is still being parsed, before the context has it."""


def localize(command: click.Command, argv: Sequence[str] = ()) -> None:
    """Give ``command`` and every command under it the help of :class:`HelpContext`, and
    keep the command line it is about to read."""
    setattr(command, ARGV, tuple(argv))
    _localize(command)


def _localize(command: click.Command) -> None:
    command.context_class = HelpContext
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            _localize(sub)
