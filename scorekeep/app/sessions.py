"""The sessions of the home folder: starting one (``new``), choosing the current one
(``use``), and the list of them with their state and winner (``sessions``)."""

from __future__ import annotations

from scorekeep.core.record import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from pathlib import Path
    from typing import Any

    from scorekeep.app.stats import Filters
    from scorekeep.core.session import Header, Journal
    from scorekeep.files.home import Home


class Started(NamedTuple):
    """A session just started: its header, its journal and its ruleset's name and title."""

    header: Header
    path: Path
    ruleset: str
    title: str


def either(counts: Iterable[int]) -> str:
    """Player counts as a person says them: "2 or 4", "2, 3 or 4", "2 to 10"."""
    from scorekeep.i18n import _

    *rest, last = sorted(counts)
    if len(rest) > 2 and last - rest[0] == len(rest):
        return _("{low} to {high}").format(low=rest[0], high=last)
    if not rest:
        return str(last)
    return _("{some} or {last}").format(some=", ".join(map(str, rest)), last=last)


def start(
    h: Home,
    ruleset: str,
    players: Sequence[str] | None,
    teams: Sequence[str] | None,
    settings: Sequence[str] | None,
    name: str | None,
    scorer: str | None,
    lang: str,
    movement: str | None = None,
) -> Started:
    """Start a session from a ruleset and a table of players, and make it current; ``lang``
    is the table's language (checked by the caller; empty: the environment's); ``movement``
    a movement's spec or file, which seats the pairs (named by number when not given)."""
    from scorekeep import games
    from scorekeep.app.rulesets import load_ruleset
    from scorekeep.app.session import existing_session, now, split_list, unique_name
    from scorekeep.core.errors import Rejected
    from scorekeep.core.inputs import plain_text
    from scorekeep.core.inputs import session_name as session_name_of
    from scorekeep.core.ruleset import coerce_settings
    from scorekeep.core.session import Header
    from scorekeep.files import journal as journal_file
    from scorekeep.i18n import _

    rules = load_ruleset(h, ruleset)
    engine = games.find_game(rules.game)
    options = rules.effective(coerce_settings(rules, settings or []))
    names = split_list(players)
    kept = None
    if movement is not None:
        kept, seated = _movement(h, rules.game, movement, options, names)
        players, names = players or list(seated), list(seated)
    if players is None and rules.teams != "required":
        raise Rejected(_("who plays? add --players A,B,..."), field="--players")
    if rules.players and players is not None and len(names) not in rules.players:
        raise Rejected(
            _("{game} is for {counts} players, not {n}").format(
                game=rules.title, counts=either(rules.players), n=len(names)
            ),
            field="--players",
        )
    team_words = [plain_text(t, "--teams") for t in split_list(teams)]
    if team_words and rules.teams == "none" and not games.game(rules.game).seats_are_sides:
        raise Rejected(_("{game} is not played in teams").format(game=rules.title), field="--teams")
    table = engine.seat(names, team_words, rules, options)
    session_name = session_name_of(name) if name is not None else None
    if session_name is not None:
        taken = existing_session(h, session_name)
        if taken is not None:
            raise Rejected(
                _("session {name} already exists").format(name=taken),
                field="--name",
                hint=_("choose another --name"),
            )
    session_name = session_name or unique_name(h, f"{rules.name}-{now()[:10]}")
    header = Header(
        name=session_name,
        ruleset=ruleset_reference(h, ruleset, rules.name),
        game=rules.game,
        options=options,
        table=table,
        created=now(),
        scorer=scorer_name(scorer),
        cards=dict(rules.cards) or None,
        language=lang,
        movement=kept,
    )
    path = h.sessions / f"{session_name}.toml"
    journal_file.create(path, header)
    h.set_current(session_name)
    return Started(header, path, rules.name, rules.title)


def _movement(
    h: Home, game: str, given: str, options: dict[str, Any], names: Sequence[str]
) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The movement to keep in the header, from a spec or a ``.toml`` file, and its pairs."""
    from pathlib import Path

    from scorekeep import games
    from scorekeep.core.errors import Rejected
    from scorekeep.i18n import _

    movements = games.movement(game)
    if movements is None:
        raise Rejected(_("a {game} session has no movement").format(game=game), field="--movement")
    spec: str | dict[str, Any] = given
    if given.lower().endswith(".toml"):
        spec = _movement_file(Path(given))
    return movements.build(spec, options, names)


def _movement_file(path: Path) -> dict[str, Any]:
    import tomllib

    from scorekeep.core.errors import Rejected
    from scorekeep.files.safe_read import read_regular
    from scorekeep.i18n import _

    try:
        text = read_regular(path).decode("utf-8")
        return tomllib.loads(text)
    except FileNotFoundError:
        raise Rejected(_("no movement file {path}").format(path=path), field="--movement") from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise Rejected(
            _("{path}: not a movement file: {problem}").format(path=path, problem=error),
            field="--movement",
        ) from None


def ruleset_reference(h: Home, given: str, name: str) -> str:
    """What the journal names its ruleset by: the name of an installed one, else the full
    path of the file it was given as, so later commands find the same ruleset again."""
    from pathlib import Path

    from scorekeep.app.rulesets import is_path, list_rulesets

    if not is_path(given):
        return name
    path = Path(given).expanduser().absolute()
    installed = {r.path.absolute() for r in list_rulesets(h)}
    return name if path in installed else str(path)


def scorer_name(text: str | None) -> str:
    """Who keeps the score: a name on one line (a player or not)."""
    from scorekeep.core.errors import Rejected
    from scorekeep.i18n import _

    if text is None:
        return ""
    name = text.strip()
    if not name or "\n" in name or "\r" in name:
        raise Rejected(
            _("--scorer '{text}' must be a name on one line").format(text=text),
            field="--scorer",
        )
    return name


def use(h: Home, name: str) -> tuple[Path, bool]:
    """Make the session ``name`` (a name or a journal path) current, once its journal reads;
    its path and whether it is one of the home folder's sessions (else kept as a path)."""
    from scorekeep.files import journal as journal_file

    path = journal_file.session_path(h, name)
    journal_file.load(path)
    at_home = path.absolute().parent == h.sessions.absolute() and path.suffix == ".toml"
    h.set_current(path.stem if at_home else str(path.absolute()))
    return path, at_home


def session_list(h: Home, chosen: Filters) -> list[dict[str, Any]]:
    """Every session with its game, players, hands, state and winner, the current one
    marked; with filters, only those they admit (a damaged journal is listed with its
    problem, unless a filter is given)."""
    from scorekeep.app.session import session_names

    current = h.current()
    rows = [_session_row(h, path, current) for path in session_names(h)]
    if any(chosen):
        rows = [
            r
            for r in rows
            if "problem" not in r
            and chosen.admits(r["game"], r["ruleset"], r["players"], r["created"])
        ]
    return rows


def _session_row(h: Home, path: Path, current: str | None) -> dict[str, Any]:
    from scorekeep.files import journal as journal_file

    try:
        file = journal_file.load(path)
        header = file.journal.header
        row = {
            "session": path.stem,
            "game": header.game,
            "ruleset": header.ruleset,
            "players": list(header.table.players),
            "hands": file.journal.hand_count,
            "created": header.created,
            "current": path.stem == current,
            "finished": False,
            "winner": None,
        }
    except Exception as error:  # a damaged journal is listed, not fatal
        return {
            "session": path.stem,
            "game": "?",
            "ruleset": "?",
            "players": [],
            "hands": 0,
            "created": "",
            "current": path.stem == current,
            "finished": False,
            "winner": None,
            "problem": str(error),
        }
    return row | _outcome(h, file.journal)


def _outcome(h: Home, journal: Journal) -> dict[str, Any]:
    """Whether the session is finished and who won (Durak: who lost), from its replay; a
    journal that does not replay is listed with its problem."""
    from scorekeep.app.rulesets import load_ruleset
    from scorekeep.core.session import context_for, replay
    from scorekeep.games import find_game

    header = journal.header
    try:
        ctx = context_for(header, load_ruleset(h, header.ruleset))
        standing = replay(journal, find_game(header.game), ctx).standing
    except Exception as error:  # listed with its problem, as a damaged journal is
        return {"problem": str(error)}
    out: dict[str, Any] = {"finished": standing.finished, "winner": standing.winner}
    if standing.extra.get("unfinished"):
        out["unfinished"] = True  # closed before its end: no winner, not a game won
    if standing.extra.get("loser"):
        out["loser"] = standing.extra["loser"]
    return out


def started_today(h: Home) -> list[str]:
    """The sessions started today (by the date of their header), for ``sheet --all-today``."""
    from scorekeep.app.session import now, session_names
    from scorekeep.files import journal as journal_file

    today = now()[:10]
    return [
        path.stem
        for path in session_names(h)
        if journal_file.load(path).journal.header.created[:10] == today
    ]
