"""``export`` and ``import``: a session written as another program's results file, and such a
file read into a new session. Every result of the file is played through the game's engine
as ``hand`` plays it, so the file is refused, whole, for any result ``hand`` would refuse."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from scorekeep import games
from scorekeep.app.rulesets import load_ruleset
from scorekeep.app.session import existing_session, now, open_session, unique_name
from scorekeep.core.errors import Rejected, ScorekeepError, UsageError
from scorekeep.core.exchange import Exchange, Exported, FileProblem, Imported, ImportedHand
from scorekeep.core.game import Context, Engine
from scorekeep.core.inputs import fitted_name
from scorekeep.core.inputs import session_name as session_name_of
from scorekeep.core.record import NamedTuple
from scorekeep.core.session import Header, Record, context_for
from scorekeep.files import journal as journal_file
from scorekeep.files.home import Home
from scorekeep.i18n import _, ngettext


class FileProblems(Rejected):
    """A results file that cannot be imported: each problem as ``file:line: message``."""

    def __init__(self, path: Path, problems: list[FileProblem]) -> None:
        self.lines = [f"{path}:{p.line}: {p.message}" for p in sorted(problems)]
        super().__init__(
            ngettext(
                "{file}: {n} problem; nothing was imported",
                "{file}: {n} problems; nothing was imported",
                len(problems),
            ).format(file=path, n=len(problems))
        )


class ImportDone(NamedTuple):
    name: str
    path: Path
    hands: int
    players: tuple[str, ...]
    notes: tuple[str, ...] = ()


class Export(NamedTuple):
    """A session written for other programs: one file's text, or (``--folder``) one file a
    part by name; and what no file holds, a line each."""

    text: str = ""
    files: tuple[tuple[str, str], ...] = ()
    left_out: tuple[str, ...] = ()


def export_text(home: Home, session: str | None, fmt: str) -> str:
    """The current (or named) session in the results format ``fmt`` its game writes."""
    return export(home, session, fmt).text


def export(home: Home, session: str | None, fmt: str, split: bool = False) -> Export:
    """The current (or named) session in the results format ``fmt`` its game writes: one
    file, or with ``split`` one file a part (a teams event: a match) where the game writes
    it so; either way with what the files leave out."""
    opened = open_session(home, session)
    declared = games.game(opened.engine.name)
    exchange = games.exchange(declared.name)
    if exchange is None or fmt not in declared.exports:
        raise UsageError(
            _("a {game} session is not written as {fmt}; formats: {formats}").format(
                game=declared.name, fmt=fmt, formats=", ".join(declared.exports) or "-"
            )
        )
    if split and fmt not in exchange.split:
        raise UsageError(
            _("a {game} session is written as one {fmt} file: use -o FILE, not --folder").format(
                game=declared.name, fmt=fmt
            )
        )
    exported = Exported(opened.journal.header, opened.replay(), opened.ctx)
    parts = exchange.split[fmt](exported) if fmt in exchange.split else None
    left_out = parts.left_out if parts is not None else ()
    if split and parts is not None:
        return Export(files=parts.files, left_out=left_out)
    return Export(exchange.writers[fmt](exported), left_out=left_out)


def _read_file(path: Path) -> str:
    """The file's text: UTF-8 (PBN 2.1), else ISO 8859-1, which older PBN files use."""
    from scorekeep.files.safe_read import read_regular

    data = read_regular(path)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def import_file(
    home: Home, path: Path, name: str | None, settings: Sequence[str] = ()
) -> ImportDone:
    """Read ``path`` into a new session (made current), with the ruleset's options
    ``settings`` (``KEY=VALUE``) over what the file says; nothing is written if any result
    of the file is refused."""
    game = games.importing(path.suffix)
    if game is None:
        suffixes = sorted({s for g in games.declared().values() for s in g.imports})
        raise UsageError(
            _("scorekeep imports results files ending in {suffixes}").format(
                suffixes=", ".join(suffixes)
            )
        )
    exchange = games.exchange(game.name)
    assert exchange is not None
    imported, problems = exchange.readers[path.suffix.lower()](_read_file(path))
    if imported is None:
        raise FileProblems(path, list(problems))
    imported = _settled(home, game.default_ruleset, imported, exchange, path, settings)
    session_name = _name_for(home, name, imported, path)
    header, engine, ctx = _header(
        home, game.default_ruleset, imported, session_name, path, settings
    )
    hands = imported.hands if header.movement else _unseated(imported.hands)
    records = _played(header, hands, engine, ctx, exchange, path, list(problems))
    target = home.sessions / f"{session_name}.toml"
    journal_file.create(target, header, records)
    home.set_current(session_name)
    return ImportDone(session_name, target, len(records), header.table.players, imported.notes)


def _settled(
    home: Home,
    ruleset: str,
    imported: Imported,
    exchange: Exchange,
    path: Path,
    settings: Sequence[str],
) -> Imported:
    """The file as the game settles it with the session's options (its pairs, bridge)."""
    if exchange.settle is None:
        return imported
    from scorekeep.core.ruleset import coerce_settings

    rules = load_ruleset(home, ruleset)
    options = rules.effective({**imported.options, **coerce_settings(rules, list(settings))})
    settled, problems = exchange.settle(imported, options)
    if problems:
        raise FileProblems(path, list(problems))
    return settled


def _name_for(home: Home, name: str | None, imported: Imported, path: Path) -> str:
    """``--name``, else the file's event when it is a usable name, else the file's name."""
    if name is not None:
        wanted = session_name_of(name)
        taken = existing_session(home, wanted)
        if taken is not None:
            raise Rejected(
                _("session {name} already exists").format(name=taken),
                field="--name",
                hint=_("choose another --name"),
            )
        return wanted
    try:
        base = session_name_of(fitted_name(imported.event), "Event")
    except ScorekeepError:
        try:
            base = session_name_of(fitted_name(path.stem), "file")
        except ScorekeepError:
            base = "import"
    return unique_name(home, base)


def _header(
    home: Home, ruleset: str, imported: Imported, name: str, path: Path, settings: Sequence[str]
) -> tuple[Header, Engine, Context]:
    from scorekeep.core.ruleset import coerce_settings

    rules = load_ruleset(home, ruleset)
    engine = games.find_game(rules.game)
    options = rules.effective({**imported.options, **coerce_settings(rules, list(settings))})
    first = imported.hands[0].line if imported.hands else 1
    if rules.players and len(imported.players) not in rules.players:
        raise FileProblems(
            path,
            [
                FileProblem(
                    first,
                    _("{game} is for {counts} players, not {n}").format(
                        game=rules.title,
                        counts=_("{low} to {high}").format(
                            low=min(rules.players), high=max(rules.players)
                        ),
                        n=len(imported.players),
                    ),
                )
            ],
        )
    try:
        table = engine.seat(imported.players, [], rules, options)
    except ScorekeepError as error:
        raise FileProblems(path, [FileProblem(first, str(error))]) from None
    created = f"{imported.date}T00:00:00+00:00" if imported.date else now()
    header = Header(
        name,
        rules.name,
        rules.game,
        options,
        table,
        created=created,
        event=dict(imported.kept) or None,
    )
    header = header._replace(movement=_recorded_movement(header, imported.hands))
    return header, engine, context_for(header, rules)


def _recorded_movement(header: Header, hands: Sequence[ImportedHand]) -> dict[str, object] | None:
    """The movement the file's results record by their tables and rounds (every result
    of a pair against a pair gives both), kept in the header as ``new --movement`` keeps
    one; None when they record none, or none a movement can be."""
    movements = games.movement(header.game)
    seated = [h.fields for h in hands if "ns" in h.fields and "ew" in h.fields]
    if movements is None or not seated or not all("round" in f for f in seated):
        return None
    return movements.imported(header, seated)


def _unseated(hands: Sequence[ImportedHand]) -> tuple[ImportedHand, ...]:
    """The results without the tables and rounds no movement could be read from."""
    return tuple(
        hand._replace(fields={k: v for k, v in hand.fields.items() if k not in SEATING})
        for hand in hands
    )


SEATING = ("table", "round")


def _played(
    header: Header,
    hands: tuple[ImportedHand, ...],
    engine: Engine,
    ctx: Context,
    exchange: Exchange,
    path: Path,
    problems: list[FileProblem],
) -> list[Record]:
    """Every result played in the file's order by the replay every command uses (the facts
    of the table written in, as ``hand`` writes them): the journal's records, or all the
    problems (``problems``: those found in reading the file)."""
    from scorekeep.core.session import Journal, played

    at = now()
    records: list[Record] = []
    read: dict[int, ImportedHand] = {}
    for hand in hands:
        try:
            entry = engine.entry_from_fields(hand.fields, ctx)
        except ScorekeepError as error:
            problems.append(_problem(error, hand, exchange))
            continue
        records.append(Record("hand", len(records) + 1, entry, at=at))
        read[len(records)] = hand

    def refuse(n: int, error: ScorekeepError) -> None:
        problems.append(_problem(error, read[n], exchange))

    journal, result = played(Journal(header, tuple(records)), engine, ctx, refuse)
    for line in result.lines:
        if line.outcome is not None:
            disagreement = exchange.agrees(read[line.n], line.outcome)
            if disagreement is not None:
                problems.append(disagreement)
    if problems:
        raise FileProblems(path, problems)
    return list(journal.records)


def _problem(error: ScorekeepError, hand: ImportedHand, exchange: Exchange) -> FileProblem:
    """The engine's refusal on the line of the file's tag it came from, named as the file
    names it (``Result``, not ``--tricks``)."""
    field = error.field or ""
    key = field.lstrip("-").lower()
    if field:
        error.field = exchange.field_names.get(field, field)
    return FileProblem(hand.lines.get(key, hand.line), str(error))
