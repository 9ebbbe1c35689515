"""``scorekeep table`` (SPEC 4.3): one process for the whole evening, in the manner of
``hledger add``. A prompt says what the table needs next; a line of shorthand records a hand
(asking for what a short line lacks) and the answer comes at once. Every hand is the same
locked, atomic append as ``hand``; the journal is looked at before each prompt, so a hand
written from another terminal is seen. prompt_toolkit (line editing, completion, history) is
imported here only, and only for a terminal.
"""

import contextlib
import gc
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Annotated, Any

import typer

from scorekeep.app.session import Known, Opened, looked
from scorekeep.cli.common import SessionOpt, app, guarded, home
from scorekeep.cli.table_line import LINE_LIMIT, echoed, words_of
from scorekeep.core.errors import (
    Doubtful,
    NotFound,
    Rejected,
    ScorekeepError,
    Unreadable,
    UsageError,
)
from scorekeep.core.session import Replay
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.i18n import N_, _
from scorekeep.render.safe import visible

if TYPE_CHECKING:
    from scorekeep.core.shorthand import Ask

COMMANDS = ("undo", "fix", "status", "sheet", "explain", "judge", "close", "help", "quit")
SESSION_COMMANDS = ("undo", "fix", "close", "status", "sheet")
LEAVE = ("quit", "exit", "q")
HISTORY_FILE = "table-history"


class Leave(Exception):
    """``quit`` typed at the prompt."""


def prompt_text(opened: Opened, result: Replay) -> str:
    """``deal 5 · W deals · NS vulnerable >``: what the table needs next."""
    from scorekeep import games

    standing = result.standing
    declared = games.game(opened.engine.name)
    n = opened.journal.hand_count + 1
    if result.closed:
        return _("closed · status, sheet or quit > ")
    if standing.finished and opened.ctx.options.get("play_on"):
        following = opened.engine.next_game(opened.ctx, result.game + 1)
        if standing.winner:
            return _("{winner} won · {following} · a hand, close or quit > ").format(
                winner=standing.winner, following=following
            )
        more = (
            _("{ended} · {following} · a game, close or quit > ")
            if declared.hand_word == "game"
            else _("{ended} · {following} · a hand, close or quit > ")
        )
        return more.format(ended=opened.engine.game_over(standing, opened.ctx), following=following)
    if standing.finished:
        if standing.winner:
            return _("{winner} won · close or quit > ").format(winner=standing.winner)
        return _("{ended} · close or quit > ").format(
            ended=opened.engine.game_over(standing, opened.ctx)
        )
    counted = {"deal": _("deal {n}"), "game": _("game {n}"), "result": _("result {n}")}.get(
        declared.hand_word
    )
    parts = [(counted or _("hand {n}")).format(n=n)]
    if standing.next_dealer:
        parts.append(_("{dealer} deals").format(dealer=standing.next_dealer))
    extra = standing.extra
    if declared.shows_vulnerability:
        vulnerable = [side for side, yes in dict(extra.get("vulnerable", {})).items() if yes]
        parts.append(
            _("both vulnerable")
            if len(vulnerable) == 2
            else _("{side} vulnerable").format(side=vulnerable[0])
            if vulnerable
            else _("nobody vulnerable")
        )
    parts += opened.engine.prompt_parts(standing, opened.ctx)
    return " · ".join(parts) + " > "


class Desk:
    """The table's session: its journal, the last replay, and what a line does."""

    def __init__(self, root: Home, session: str | None) -> None:
        self.home = root
        self.path = journal_file.session_path(root, session)
        self.seen: Known | None = None
        self.command: Any = None
        self.doubted: list[str] | None = None
        """The words of a hand refused as a repeat or a slip: typed again, it is recorded."""
        self.look()

    def look(self) -> Known:
        """Re-read the journal only when the file changed (here or in another terminal)."""
        self.seen = looked(self.home, self.path, self.seen)
        return self.seen

    def prompt(self) -> str:
        seen = self.look()
        return prompt_text(seen.opened, seen.result)

    def missing(self, words: list[str]) -> "Ask | None":
        from scorekeep import games
        from scorekeep.core import shorthand

        seen = self.look()
        game = games.for_game(seen.opened.engine.name)
        flags, _ = shorthand.split_words(seen.opened.engine.hand_fields, words)
        if game is None or flags or (words and words[0].casefold() in COMMANDS + LEAVE):
            return None
        if words and self.mistyped_command(words[0]):
            return None
        return shorthand.still_asked(game, words, seen.opened.ctx)

    def mistyped_command(self, word: str) -> bool:
        """A first word near a command and near no player (``stauts``): no hand to ask
        the rest of, but a command typed wrong."""
        from scorekeep.core import nearby

        players = self.look().opened.ctx.table.players
        if any(p.casefold().startswith(word.casefold()) for p in players):
            return False
        return bool(nearby.near(word, (*COMMANDS, *LEAVE))) and not nearby.near(word, players)

    def completions(self) -> list[str]:
        from scorekeep import games

        seen = self.look()
        table = seen.opened.ctx.table
        game = games.for_game(seen.opened.engine.name)
        words = [*COMMANDS, *table.players, *(t.name for t in table.teams)]
        words += [seat for seat, _ in table.seats]
        return words + list(game.keywords if game else ())

    def suggestions(self, words: list[str]) -> list[str]:
        """What Tab offers after a line's first ``words``: a command or a hand's first
        word, then what the game's shorthand says may follow (after a contract the
        seats, after a durak's name the epaulettes), a command's own words after it."""
        from scorekeep import games

        seen = self.look()
        game = games.for_game(seen.opened.engine.name)
        if words and words[0].casefold() == "hand":
            words = words[1:]
        first = words[0].casefold() if words else ""
        if first == "judge":
            return list(seen.opened.engine.questions) if len(words) == 1 else []
        if first in ("undo", "fix") and len(words) == 1:
            return [str(n) for n in range(seen.opened.journal.hand_count, 0, -1)]
        if first == "fix":
            words = words[2:]
        elif first in COMMANDS + LEAVE:
            return []
        if game is None or game.follows is None:
            return self.completions()
        following = list(game.follows(words, seen.opened.ctx))
        return [*COMMANDS, *following] if not words and first != "fix" else following

    # ------------------------------------------------------------------ a line
    def run(self, line: str) -> None:
        """Do what one line says; a refusal is raised as the ScorekeepError it is."""
        self.run_words(words_of(line))

    def run_words(self, words: list[str]) -> None:
        """Do what a line's words say (the line is split once, by :func:`words_of`)."""
        if not words:
            return
        if words[0].casefold() == "hand" and len(words) > 1:
            words = words[1:]
        first = words[0].casefold()
        if first in LEAVE:
            raise Leave
        if first == "help":
            typer.echo(self.help())
        elif first == "explain":
            typer.echo(self.explain(words[1:]))
        elif first in SESSION_COMMANDS:
            self.invoke([first, "-s", str(self.path), *words[1:]])
        elif first == "judge":
            self.invoke(["judge", "-s", str(self.path), *self.judge_words(words[1:])])
        else:
            self.typed_hand(words)

    def typed_hand(self, words: list[str]) -> None:
        """A line that is no command is a hand; a word near a command that reads as no
        hand is answered with the command meant."""
        from scorekeep.core import nearby

        try:
            self.hand(words)
        except (Doubtful, Unwritten):
            raise
        except ScorekeepError:
            if not self.mistyped_command(words[0]):
                raise
            raise Rejected(
                _("'{word}' is no command and no hand").format(word=words[0])
                + nearby.did_you_mean(words[0], (*COMMANDS, *LEAVE))
            ) from None

    def explain(self, words: list[str]) -> str:
        """``explain [N]``: hand N's whole breakdown (the last live hand without N)."""
        from scorekeep.app.answers import explained
        from scorekeep.core.inputs import read_int

        if len(words) > 1:
            raise UsageError(_("explain takes one hand number, e.g. `explain 3`"))
        seen = self.look()
        n = read_int(words[0], "N", low=1) if words else None
        return explained(seen.opened, seen.result, n)

    def hand(self, words: list[str]) -> None:
        from scorekeep.app.writes import Write, record
        from scorekeep.cli.common import emit

        again, self.doubted = self.doubted == words, None
        write = Write("hand", tuple(words), again=again, table=True)
        try:
            answer = record(
                self.home, str(self.path), write, known=self.seen, keep=self.keep, verify=True
            )
        except Doubtful:
            self.doubted = list(words)
            raise
        except OSError as error:
            raise Unwritten(
                _("not recorded: {path} could not be written: {problem}").format(
                    path=self.path, problem=error.strerror or error
                ),
                hint=_("the journal is as it was; type the hand again when the disk has room"),
            ) from None
        emit(answer.text)

    def keep(self, known: Known) -> None:
        self.seen = known

    def judge_words(self, words: list[str]) -> list[str]:
        """``judge score 4HX …`` asks about this table's game; a game may still be named."""
        from scorekeep.core.nearby import near
        from scorekeep.games import game_name, names

        engine = self.look().opened.engine
        if words and not words[0].startswith("-"):
            try:
                game_name(words[0])
                return words
            except NotFound:
                if near(words[0], names()) and not near(words[0], engine.questions):
                    return words  # a game's name typed wrong: answered with the one meant
        return [engine.name, *words]

    def invoke(self, argv: list[str]) -> None:
        """Run a scorekeep command in this process, as typed on the command line, on this
        table's session; what it says is in the table's language, which it does not change."""
        import click

        from scorekeep.i18n import language_state, restore_language

        if self.command is None:
            self.command = typer.main.get_command(app)
        from scorekeep.cli.common import STATE

        spoken = language_state()
        lang = ["--lang", STATE["lang"]] if STATE["lang"] else []
        debug = ["--debug"] if STATE["debug"] else []
        args = ["--home", str(self.home.root), *debug, *lang, *argv]
        try:
            code = self.command.main(args, prog_name="scorekeep", standalone_mode=False)
        except click.ClickException as error:
            raise UsageError(f"{argv[0]}: {error.format_message()}") from None
        except click.exceptions.Abort:
            code = 1
        finally:
            restore_language(spoken)
        if code:
            raise Refused(code)

    def help(self) -> str:
        from scorekeep import games

        game = self.look().opened.engine.name
        lines = [
            _("Type a hand in the table's shorthand (a short line is asked for the rest),"),
            _("or one of: undo [N], fix N <hand>, status, sheet, judge <question>, close,"),
            _("help, quit. Flags work as with `scorekeep hand`. Tab completes; Ctrl-C drops"),
            _("the line, Ctrl-D leaves (the session stays open)."),
            _("explain [N] shows hand N's whole breakdown (without N: the last hand)."),
            "",
            games.help_text(game).replace("scorekeep hand ", ""),
        ]
        return "\n".join(lines)


class Unwritten(ScorekeepError):
    """The journal could not be written (a full disk, a read-only folder): nothing changed."""

    code = "io"


class Refused(ScorekeepError):
    """A command run inside the table refused the line and has said why already."""

    def __init__(self, code: int) -> None:
        super().__init__("")
        self.exit_code = code


def say_refused(error: ScorekeepError) -> None:
    if isinstance(error, Refused):
        return
    typer.echo(_("scorekeep: error: ") + visible(str(error)), err=True)
    if error.hint:
        typer.echo("  " + _("hint: {hint}").format(hint=visible(error.hint)), err=True)


# --------------------------------------------------------------------------- the two ways in


def script_lines(desk: Desk, lines: Iterator[str]) -> int:
    """Standard input is not a terminal: each line as typed; stop at the first refused,
    but for a repeat or a slip that the next line confirms by saying it again."""
    doubted: str | None = None
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if doubted is not None and line != doubted:
            return 1
        doubted = None
        typer.echo(desk.prompt() + echoed(line[:LINE_LIMIT]))
        try:
            words = words_of(line)
            ask = desk.missing(words)
            if ask is not None and ask.default is None:
                raise Rejected(
                    _("the line lacks the {field}").format(field=ask.label), field="table"
                )
            desk.run_words(words)
        except Leave:
            return 0
        except Doubtful as error:
            say_refused(error)
            doubted = line
        except ScorekeepError as error:
            say_refused(error)
            return 1
    return 0 if doubted is None else 1


def complete_line(desk: Desk, line: str, ask: Callable[[str], str]) -> str:
    """Ask field by field for what a short hand line lacks; defaults in brackets."""
    return complete_words(desk, line, ask)[0]


def complete_words(
    desk: Desk, line: str, ask: Callable[[str], str]
) -> tuple[str, list[str] | None]:
    """The line completed field by field, and its words (None when it cannot be read: the
    refusal then comes when it is run)."""
    import shlex

    try:
        words = words_of(line)
    except UsageError:
        return line, None
    needed = desk.missing(words) if words else None
    while needed is not None:
        shown = f" [{needed.default}]" if needed.default is not None else ""
        answer = ask(f"  {needed.label}{shown}: ").strip()
        if not answer and needed.default is None:
            continue
        words.append(answer or needed.default or "")
        line = f"{line} {shlex.quote(words[-1])}".strip()
        needed = desk.missing(words)
    return line, words


def terminal(desk: Desk) -> int:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    from prompt_toolkit.history import FileHistory

    from scorekeep.cli.table_completion import LineCompleter

    desk.home.root.mkdir(parents=True, exist_ok=True)
    completer = WordCompleter(desk.completions(), ignore_case=True)
    session: PromptSession[str] = PromptSession(
        history=FileHistory(str(desk.home.root / HISTORY_FILE)),
        completer=LineCompleter(desk.suggestions),
        complete_while_typing=False,
    )
    asker: PromptSession[str] = PromptSession(completer=completer, complete_while_typing=False)
    typer.echo(_("{session}: type a hand, or help. Ctrl-D leaves.").format(session=desk.path.stem))
    while True:
        try:
            line, words = complete_words(desk, session.prompt(desk.prompt()), asker.prompt)
            if words is None:
                desk.run(line)
            else:
                desk.run_words(words)
        except KeyboardInterrupt:
            continue
        except (EOFError, Leave):
            break
        except ScorekeepError as error:
            say_refused(error)
    typer.echo(left_words(desk))
    return 0


def left_words(desk: Desk) -> str:
    """What leaving the table says: the session stays open, unless it was closed."""
    if desk.look().result.closed:
        return _("left the table; {session} is closed (`scorekeep reopen` takes it back)").format(
            session=desk.path.stem
        )
    return _("left the table; {session} stays open (`scorekeep table` goes on)").format(
        session=desk.path.stem
    )


@app.command()
@guarded
def table(
    session: SessionOpt = None,
    serve: Annotated[
        bool, typer.Option("--serve", help=N_("the live board beside it (see `scorekeep serve`)"))
    ] = False,
    lan: Annotated[bool, typer.Option("--lan", help=N_("with --serve: on the network"))] = False,
    port: Annotated[
        int, typer.Option("--port", min=0, max=65535, help=N_("with --serve: the board's port"))
    ] = 8765,
) -> None:
    """Keep score all evening in one process: a hand per line in the table's shorthand.

    Inside: undo [N], fix N …, status, sheet, judge …, close, help, quit. With standard input
    not a terminal it reads the lines as a script and stops at the first refused one.

    \b
    Examples:
      scorekeep table
      scorekeep table -s friday < evening.txt
      scorekeep table --serve --lan
    """
    gc.enable()
    if sys.stdin is None or sys.stdin.closed:
        raise Unreadable(
            _("standard input is closed: the table reads its lines from it"),
            field="table",
            hint=_("run `scorekeep table` in a terminal, or give it a script: table < lines.txt"),
        )
    desk = Desk(home(), session)
    board: contextlib.AbstractContextManager[None] = contextlib.nullcontext()
    if serve or lan:
        from scorekeep.cli.serve import beside_table

        board = beside_table(desk.path, lan, port)
    with board:
        if sys.stdin.isatty() and sys.stdout.isatty():
            code = terminal(desk)
        else:
            from scorekeep.cli.terminal import typed_lines

            code = script_lines(desk, typed_lines(sys.stdin))
    if code:
        raise typer.Exit(code)
