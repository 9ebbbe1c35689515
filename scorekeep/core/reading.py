"""Reading a journal's header and its [[hands]] blocks into records, each problem named
with its key and line, and writing the header back as TOML values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import Table, Team
from scorekeep.core.ruleset import Problem
from scorekeep.core.session import (
    FORMAT,
    HEADER_KEYS,
    MARKS,
    PENDING,
    RECORD_KEYS,
    Header,
    Record,
)
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def header_lines(text: str) -> list[int]:
    """Line numbers (1-based) of each ``[[hands]]`` header, in order, in every spelling TOML
    allows (``[[ hands ]]``, ``[["hands"]]``, a comment after it)."""
    import re

    header = re.compile(r"[ \t]*\[\[[ \t]*(?:hands|\"hands\"|'hands')[ \t]*\]\][ \t]*(?:#.*)?\r?")
    return [
        number
        for number, line in enumerate(text.split("\n"), 1)  # TOML ends lines at \n only
        if "[[" in line and header.fullmatch(line)
    ]


def read_header(doc: Mapping[str, Any], name: str) -> tuple[Header | None, list[Problem]]:
    """The journal's header, or every problem it has."""
    problems = _key_problems(doc)
    players = _players(doc, problems)
    options = doc.get("options", {})
    if not isinstance(options, Mapping):
        problems.append(Problem(_("'options' must be a table"), 0, "wrong-type", key="options"))
        options = {}
    table = _table(doc, players, problems)
    scorer = doc.get("scorer", "")
    if not isinstance(scorer, str):
        problems.append(Problem(_("'scorer' must be the name of who keeps the score"), 0))
    cards = doc.get("cards")
    if cards is not None and not isinstance(cards, Mapping):
        problems.append(Problem(_("'cards' must be a table of card values"), 0))
    problems.extend(_language_problems(doc))
    event = doc.get("event")
    if event is not None and not isinstance(event, Mapping):
        problems.append(Problem(_("'event' must be a table"), 0, "wrong-type", key="event"))
    movement = doc.get("movement")
    if movement is not None and not isinstance(movement, Mapping):
        problems.append(Problem(_("'movement' must be a table"), 0, "wrong-type", key="movement"))
    if problems:
        return None, problems
    header = Header(
        name=str(doc.get("name", name)),
        ruleset=doc["ruleset"],
        game=doc["game"],
        options=dict(options),
        table=table,
        created=str(doc.get("created", "")),
        scorer=str(scorer),
        cards=cards,
        language=str(doc.get("language", "")),
        event=dict(event) if event is not None else None,
        movement=dict(movement) if movement is not None else None,
    )
    return header, []


def _key_problems(doc: Mapping[str, Any]) -> list[Problem]:
    """Unknown keys, the format, and the ruleset and game a header cannot do without."""
    problems: list[Problem] = []
    for key in sorted(set(doc) - HEADER_KEYS):
        problems.append(
            Problem(
                _("unknown key '{key}' in the journal header").format(key=key),
                0,
                "unknown-key",
                key=key,
            )
        )
    if doc.get("format") != FORMAT:
        problems.append(
            Problem(
                _("format must be {expected}, not {value}").format(
                    expected=FORMAT, value=repr(doc.get("format"))
                ),
                0,
                "bad-format",
                key="format",
            )
        )
    for key in ("ruleset", "game"):
        if not isinstance(doc.get(key), str):
            missing = _("'{key}' is missing or not a string").format(key=key)
            problems.append(Problem(missing, 0, "missing", key=key))
    return problems


def _players(doc: Mapping[str, Any], problems: list[Problem]) -> list[str]:
    players = doc.get("players")
    if not (isinstance(players, list) and players and all(isinstance(p, str) for p in players)):
        problems.append(
            Problem(_("'players' must be a list of names"), 0, "missing", key="players")
        )
        players = []
    if len(set(players)) != len(players):
        problems.append(
            Problem(
                _("a player is listed twice in 'players'"), 0, "duplicate-player", key="players"
            )
        )
    return players


def _table(doc: Mapping[str, Any], players: list[str], problems: list[Problem]) -> Table:
    """Who plays: the players, their seats and their teams as the header gives them."""
    seats = doc.get("seats", {})
    teams = doc.get("teams", {})
    if not isinstance(seats, Mapping) or not all(isinstance(v, str) for v in seats.values()):
        problems.append(
            Problem(_("'seats' must be a table of seat = player"), 0, "wrong-type", key="seats")
        )
        seats = {}
    if not isinstance(teams, Mapping) or not all(
        isinstance(v, list) and all(m in players for m in v) for v in teams.values()
    ):
        problems.append(
            Problem(_("'teams' must be a table of team = [players]"), 0, "wrong-type", key="teams")
        )
        teams = {}
    return Table(
        players=tuple(players),
        teams=tuple(Team(str(k), tuple(v)) for k, v in teams.items()),
        seats=tuple((str(k), str(v)) for k, v in seats.items()),
    )


def _language_problems(doc: Mapping[str, Any]) -> list[Problem]:
    from scorekeep.i18n import LANGUAGES

    language = doc.get("language", "")
    if language == "" or language in LANGUAGES:
        return []
    return [
        Problem(
            _("'language' must be one of {choices}, not {value}").format(
                choices=", ".join(LANGUAGES), value=repr(language)
            ),
            0,
            "wrong-type",
            key="language",
        )
    ]


def header_to_toml(header: Header) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": header.format,
        "name": header.name,
        "ruleset": header.ruleset,
        "game": header.game,
        "created": header.created,
        **({"scorer": header.scorer} if header.scorer else {}),
        "players": list(header.table.players),
    }
    if header.table.seats:
        out["seats"] = dict(header.table.seats)
    if header.table.teams:
        out["teams"] = {t.name: list(t.members) for t in header.table.teams}
    if header.language:
        out["language"] = header.language
    out["options"] = dict(header.options)
    if header.cards:
        out["cards"] = dict(header.cards)
    if header.event:
        out["event"] = dict(header.event)
    if header.movement:
        out["movement"] = dict(header.movement)
    return out


def read_records(
    doc: Mapping[str, Any], lines: Sequence[int]
) -> tuple[list[Record], list[Problem]]:
    """The journal's [[hands]] blocks as records, in order, with every block's problem."""
    raw = doc.get("hands", [])
    problems: list[Problem] = []
    if not isinstance(raw, list):
        return [], [
            Problem("'hands' must be an array of [[hands]] tables", 0, "wrong-type", key="hands")
        ]
    records: list[Record] = []
    hands = 0
    for index, item in enumerate(raw):
        line = lines[index] if index < len(lines) else 0
        record = _record(item, line, problems)
        if record is None:
            continue
        if record.action == "hand":
            hands += 1
            if record.target != hands:
                problems.append(
                    Problem(
                        _("hand number {n} out of order; expected {expected}").format(
                            n=record.target, expected=hands
                        ),
                        line,
                        "out-of-order",
                        key="n",
                    )
                )
        records.append(record)
    return records, problems


def _record(item: Mapping[str, Any], line: int, problems: list[Problem]) -> Record | None:
    """One [[hands]] block as a record, or None with its problem added."""
    marks = [k for k in (*MARKS, PENDING) if k in item]
    if len(marks) != 1:
        problems.append(
            Problem(
                _("a [[hands]] block needs exactly one of {keys}").format(keys=", ".join(MARKS)),
                line,
                "bad-block",
            )
        )
        return None
    action = "hand" if marks[0] == "n" else marks[0]
    target = item[marks[0]]
    reason, at = str(item.get("reason", "")), str(item.get("at", ""))
    if action == "seats":
        if not isinstance(target, Mapping) or not all(isinstance(v, str) for v in target.values()):
            problems.append(
                Problem("seats must be a table of seat = player", line, "bad-block", key=action)
            )
            return None
        return Record(action, 0, dict(target), reason, at, line)
    if action in ("close", "reopen"):
        if target is not True:
            problems.append(
                Problem(
                    _("{key} must be true, not {value}").format(key=action, value=repr(target)),
                    line,
                    "bad-block",
                    key=action,
                )
            )
            return None
        target = 0
    elif not isinstance(target, int) or isinstance(target, bool) or target < 1:
        problems.append(
            Problem(
                _("{key} must be a hand number, not {value}").format(
                    key=marks[0], value=repr(target)
                ),
                line,
                "bad-number",
                key=marks[0],
            )
        )
        return None
    entry = {k: v for k, v in item.items() if k not in RECORD_KEYS}
    return Record(action, target, entry, reason, at, line)
