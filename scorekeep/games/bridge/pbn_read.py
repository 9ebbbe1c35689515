"""A club's PBN results file read into a duplicate session: one game record per table result
(Bridge Base's export, ours), or one record per board with its ``ScoreTable`` traveller (the
club scoring programs'). Each result becomes the fields ``scorekeep hand`` would read, with
the lines they came from; the engine then validates them as it validates ``hand``.

A board's results are its game records when it has any (they keep the order of play), else
the rows of its ``ScoreTable``. A team match is a file whose results name their ``Room``;
pairs are named by ``PairId_NS``/``PairId_EW`` (with the ``Names`` of the
``TotalScoreTable``) or by the North and South, East and West player tags. A ``Score`` (or
score column) that is an adjusted score (``A+-``, ``61.8/38.2``), a sit-out (``Bye``) or a
board not played at the table (``NP``, No Play) is read as the director's result; the
``Scoring`` tag says whether pairs are matchpointed or scored in IMPs (``Cross``,
``Butler``). A pairs result's ``Table`` and ``Round`` (tags, or
traveller columns) are kept with it: when they give a whole movement, the session keeps
that movement."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.core.errors import ScorekeepError
from scorekeep.core.exchange import FileProblem, Imported, ImportedHand
from scorekeep.core.inputs import clipped, is_whole_number
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge.duplicate import board
from scorekeep.games.bridge.duplicate_boards import board_number
from scorekeep.games.bridge.pbn_kept import kept_of
from scorekeep.games.bridge.pbn_syntax import PbnGame, Table, Token, read_games
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

UNKNOWN = ("", "?", "-")
ADJUSTED = re.compile(r"^(A[+=-]{2}|\d{1,3}(?:[.,]\d{1,2})?/\d{1,3}(?:[.,]\d{1,2})?)$", re.I)
SITOUTS = ("bye", "sitout", "sit-out")
NOT_PLAYED = ("np", "not played", "no play")
SEAT_TAGS = (("N", "North"), ("E", "East"), ("S", "South"), ("W", "West"))
FALLBACK_SEATS = ("North", "East", "South", "West")
FIELD_TAGS = {
    "--board": "Board",
    "board": "Board",
    "CONTRACT": "Contract",
    "--contract": "Contract",
    "--by": "Declarer",
    "--tricks": "Result",
    "--result": "Result",
    "--score": "Score",
    "--ns": "PairId_NS",
    "--ew": "PairId_EW",
    "--room": "Room",
    "--table": "Table",
    "--round": "Round",
    "--adjusted": "Score",
    "--sitout": "PairId_NS",
    "--no-play": "Score",
    "--lead": "Lead",
}
"""The tag a ``hand`` field comes from, for the messages."""


class _Reading(NamedTuple):
    """What the file says beside its results: the pairs' names by id (``TotalScoreTable``)
    and the pairs in the order the file first names them."""

    names: dict[str, str]
    pairs: list[str]
    problems: list[FileProblem]


def read_pbn(text: str) -> tuple[Imported | None, list[FileProblem]]:
    """The session a PBN file describes (None when no result could be read) and the
    problems of the results that could not be read."""
    games, problems = read_games(text)
    reading = _Reading(_pair_names(games, problems), [], problems)
    teams = any(g.value("Room") for g in games) or any(
        "Room" in t.columns for g in games for t in g.tables.values()
    )
    hands = _hands(games, reading, teams)
    if not hands:
        if not problems:
            problems.append(FileProblem(1, _("the file gives no table result")))
        return None, problems
    players = _seats(games) if teams else tuple(dict.fromkeys(reading.pairs))
    event = next((g.value("Event") for g in games if g.value("Event") not in UNKNOWN), "")
    options = {"duplicate_form": "teams"} if teams else _pairs_scoring(games)
    kept, date = kept_of(text, games)
    return Imported(players, options, tuple(hands), event, kept, date), problems


def _pairs_scoring(games: Sequence[PbnGame]) -> dict[str, Any]:
    """A pairs session's options from the ``Scoring`` tag (§4.2): matchpoints, or IMPs
    across the field (``Cross``) or against the datum (``Butler``, ``Butler2`` without the
    two extreme scores)."""
    options: dict[str, Any] = {"duplicate_form": "pairs"}
    scoring = next((g.value("Scoring") for g in games if g.value("Scoring")), "")
    words = [w.strip().lower().replace("-", "") for w in scoring.split(";")]
    if not any(w.startswith("imp") for w in words):
        return options
    butler = next((w for w in words if w.startswith("butler")), None)
    if butler is None:
        return {**options, "pairs_scoring": "imps-cross"}
    return {**options, "pairs_scoring": "imps-butler", "butler_drop": int(butler == "butler2")}


def _pair_names(games: Sequence[PbnGame], problems: list[FileProblem]) -> dict[str, str]:
    """``PairId`` → ``Names`` from the ranking, in the order of the pairs' ids."""
    names: dict[str, str] = {}
    for game in games:
        table = game.tables.get("TotalScoreTable")
        if table is None or "PairId" not in table.columns:
            continue
        for line, row in _rows(table, problems):
            pair = _pair_id(row["PairId"].text, "PairId", line, problems)
            if pair is None or pair in UNKNOWN:
                continue
            name = row["Names"].text if "Names" in row else ""
            names.setdefault(pair, name if name not in UNKNOWN else pair)
    ordered = sorted(names, key=lambda p: (0, int(p), "") if _small_number(p) else (1, 0, p))
    return {p: names[p] for p in ordered}


def _rows(table: Table, problems: list[FileProblem]) -> list[tuple[int, dict[str, Token]]]:
    rows = []
    for line, tokens in table.rows:
        if len(tokens) != len(table.columns):
            problems.append(
                FileProblem(
                    line,
                    _("the row has {n} values; the table has {columns} columns").format(
                        n=len(tokens), columns=len(table.columns)
                    ),
                )
            )
            continue
        rows.append((line, dict(zip(table.columns, tokens, strict=True))))
    return rows


def _hands(games: Sequence[PbnGame], reading: _Reading, teams: bool) -> list[ImportedHand]:
    recorded = {g.value("Board") for g in games if _is_result(g)}
    hands: list[ImportedHand] = []
    reading.pairs.extend(reading.names.values())
    for game in games:
        if _is_result(game):
            hand = _record_hand(game, reading, teams)
            if hand is not None:
                hands.append(hand)
        elif "ScoreTable" in game.tables and game.value("Board") not in recorded:
            hands.extend(_table_hands(game, reading, teams))
    return hands


def _is_result(game: PbnGame) -> bool:
    """A game record that is one table's result: it has a contract, or at least a score."""
    if game.value("Contract") not in UNKNOWN:
        return True
    return "Contract" in game.tags and game.value("Score") not in UNKNOWN


def _board_of(game: PbnGame, problems: list[FileProblem]) -> str | None:
    """The board number as written, after checking the dealer and vulnerability the file
    gives against the board's (BR-D2)."""
    number = game.value("Board").strip()
    if not _small_number(number) or int(number) < 1:
        try:
            board_number(number, "Board")
        except ScorekeepError as error:  # said once, on the tag's line, not on every row
            problems.append(FileProblem(game.line_of("Board"), str(error)))
            return None
        return number  # pragma: no cover - board_number refuses what is not 1 to 99
    deal = board(int(number))
    for tag, expected in (("Dealer", deal["dealer"]), ("Vulnerable", deal["vulnerability"])):
        given = game.value(tag).strip()
        if given in UNKNOWN:
            continue
        found = _vulnerability(given) if tag == "Vulnerable" else given.upper()
        if found == expected:
            continue
        said = (
            _("Dealer '{given}': board {n} is dealt by {expected} (BR-D2)")
            if tag == "Dealer"
            else _("Vulnerable '{given}': board {n} has vulnerability {expected} (BR-D2)")
        )
        problems.append(
            FileProblem(game.line_of(tag), said.format(given=given, n=number, expected=expected))
        )
        return None
    return number


PAIR_ID_LETTERS = 40
"""The longest pair id read (a number, or a name a program gives the pair)."""


def _pair_id(text: str, column: str, line: int, problems: list[FileProblem]) -> str | None:
    """A pair's id as a table gives it, checked as a typed name is: a number in the digits
    0-9 (``²`` is none), or a name of at most :data:`PAIR_ID_LETTERS` letters; None (and
    the problem) when it is neither."""
    said = None
    if len(text) > PAIR_ID_LETTERS:
        said = _("{column} '{id}' is too long for a pair (at most {most} letters)")
    elif any(ch.isdigit() or ch.isnumeric() for ch in text) and not text.isascii():
        said = _("{column} '{id}' is not a pair number: write it with the digits 0-9")
    if said is None:
        return text
    problems.append(
        FileProblem(line, said.format(column=column, id=clipped(text), most=PAIR_ID_LETTERS))
    )
    return None


def _small_number(text: str) -> bool:
    """Digits 0-9 as a number is typed, a handful of them (``²`` or 5,000 digits are no
    board or pair number: they are refused, or read as a name, as ``hand`` does)."""
    return is_whole_number(text) and text.isdigit() and len(text) <= 6


def _vulnerability(text: str) -> str:
    """PBN's spellings (§3.4.10): None/Love/-, NS, EW, All/Both."""
    word = text.strip().lower()
    return {
        "none": "None",
        "love": "None",
        "-": "None",
        "ns": "NS",
        "ew": "EW",
        "all": "Both",
        "both": "Both",
    }.get(word, text)


def _record_hand(game: PbnGame, reading: _Reading, teams: bool) -> ImportedHand | None:
    number = _board_of(game, reading.problems)
    if number is None:
        return None
    fields: dict[str, Any] = {"board": number}
    lines = {"board": game.line_of("Board")}
    if _director(game.value("Score")) == "sitout" and not teams:
        return _sitout_record(game, number, fields, lines, reading)
    if teams:
        fields["room"] = game.value("Room").strip().lower() or "?"
        lines["room"] = game.line_of("Room")
    else:
        for key, seats in (("ns", ("North", "South")), ("ew", ("East", "West"))):
            pair = _pair_of_players(game, seats)
            if pair is None:
                reading.problems.append(
                    FileProblem(
                        game.line,
                        _("board {n}: the record names neither {first} nor {second}").format(
                            n=number, first=seats[0], second=seats[1]
                        ),
                    )
                )
                return None
            fields[key] = pair
            lines[key] = game.line_of(seats[0])
            reading.pairs.append(pair)
        for tag in ("Table", "Round"):
            _seating(fields, lines, tag, game.value(tag), game.line_of(tag), reading.problems)
    said = _deal_fields(
        fields,
        lines,
        {k: (game.value(k), game.line_of(k)) for k in ("Contract", "Declarer", "Result", "Score")},
        reading.problems,
    )
    if said is None:
        return None
    _lead(fields, lines, game.value("Lead"), game.line_of("Lead"))
    return ImportedHand(fields, game.line, lines, said)


def _lead(fields: dict[str, Any], lines: dict[str, int], text: str, line: int) -> None:
    """The opening lead (``HK``, §3.4.16) of a played contract, for the engine to read as it
    reads ``hand --lead``; a passed-out board or the director's score has none to keep."""
    played = str(fields.get("contract", "")).lower() not in ("", "pass")
    if text.strip() not in UNKNOWN and (played or "score" in fields):
        fields["lead"] = text.strip()
        lines["lead"] = line


def _seating(
    fields: dict[str, Any],
    lines: dict[str, int],
    name: str,
    text: str,
    line: int,
    problems: list[FileProblem],
) -> None:
    """A result's ``Table`` or ``Round`` (a tag, or a ``ScoreTable`` column), when the file
    gives one: the movement the results record is read from them."""
    text = text.strip()
    if text in UNKNOWN:
        return
    if not _small_number(text) or int(text) < 1:
        problems.append(
            FileProblem(
                line,
                _("{key} '{value}' must be a number from 1").format(key=name, value=clipped(text)),
            )
        )
        return
    fields[name.lower()] = int(text)
    lines[name.lower()] = line


def _director(score: str) -> str | None:
    """``adjusted``, ``sitout`` or ``no_play`` when a score is the director's, else None."""
    text = score.strip()
    if text.lower() in SITOUTS:
        return "sitout"
    if text.lower() in NOT_PLAYED:
        return "no_play"
    return "adjusted" if ADJUSTED.match(text) else None


def _sitout_record(
    game: PbnGame,
    number: str,
    fields: dict[str, Any],
    lines: dict[str, int],
    reading: _Reading,
) -> ImportedHand | None:
    """A pair that sits the board out: the side whose players the record names."""
    pair = _pair_of_players(game, ("North", "South")) or _pair_of_players(game, ("East", "West"))
    if pair is None:
        reading.problems.append(
            FileProblem(
                game.line_of("Score"),
                _("board {n}: the record names neither {first} nor {second}").format(
                    n=number, first="North", second="East"
                ),
            )
        )
        return None
    reading.pairs.append(pair)
    lines["sitout"] = game.line_of("North")
    return ImportedHand({**fields, "sitout": pair}, game.line, lines, {})


def _pair_of_players(game: PbnGame, seats: tuple[str, str]) -> str | None:
    """A pair named by its players: ``North - South``, or the one name both tags give."""
    names = [game.value(s).strip() for s in seats]
    known = list(dict.fromkeys(n for n in names if n not in UNKNOWN))
    return " - ".join(known) if known else None


def _deal_fields(
    fields: dict[str, Any],
    lines: dict[str, int],
    given: Mapping[str, tuple[str, int]],
    problems: list[FileProblem],
) -> dict[str, Any] | None:
    """Contract, declarer and tricks (or only the North-South score) into ``fields``; what
    the file says the result scored is returned, to be checked against the engine's score."""
    contract, contract_line = given["Contract"]
    score_text, score_line = given["Score"]
    if contract.strip() in UNKNOWN and _director(score_text) == "adjusted":
        fields["adjusted"] = score_text.strip()
        lines["adjusted"] = score_line
        return {}
    if contract.strip() in UNKNOWN and _director(score_text) == "no_play":
        fields["no_play"] = True
        lines["no_play"] = score_line
        return {}
    score = _ns_score(score_text)
    if contract.strip() in UNKNOWN:
        if score is None:
            problems.append(
                FileProblem(
                    score_line,
                    _("Score '{score}' is not a score").format(score=clipped(score_text)),
                )
            )
            return None
        fields["score"] = score
        lines["score"] = score_line
        return {}
    if score is None and score_text.strip() not in UNKNOWN and _director(score_text) is None:
        problems.append(
            FileProblem(
                score_line, _("Score '{score}' is not a score").format(score=clipped(score_text))
            )
        )
        return None
    fields["contract"] = contract.strip()
    lines["contract"] = contract_line
    if contract.strip().lower() != "pass":
        for key, tag in (("by", "Declarer"), ("tricks", "Result")):
            value, line = given[tag]
            if value.strip() not in UNKNOWN:
                fields[key] = value.strip()
            lines[key] = line
        if "tricks" not in fields:
            fields["tricks"] = given["Result"][0].strip()
    return {"score": score, "line": score_line} if score is not None else {}


def _ns_score(text: str) -> int | None:
    """``NS 620``, ``EW -620``, ``NS 620 EW -620`` or a bare North-South score."""
    words = text.replace("−", "-").split()
    try:
        if len(words) >= 2 and words[0].upper() in ("NS", "EW"):
            value = int(words[1])
            return value if words[0].upper() == "NS" else -value
        if len(words) == 1:
            return int(words[0])
    except ValueError:
        return None
    return None


def _table_hands(game: PbnGame, reading: _Reading, teams: bool) -> list[ImportedHand]:
    """The rows of a board's ``ScoreTable``, each a table's result."""
    number = _board_of(game, reading.problems)
    if number is None:
        return []
    hands = []
    for line, row in _rows(game.tables["ScoreTable"], reading.problems):
        hand = _row_hand(number, line, row, reading, teams)
        if hand is not None:
            hands.append(hand)
    return hands


def _cell(row: Mapping[str, Token], name: str) -> str:
    token = row.get(name)
    if token is None or (token.text == "-" and not token.quoted):
        return ""
    return token.text.strip()


def _row_hand(
    number: str, line: int, row: Mapping[str, Token], reading: _Reading, teams: bool
) -> ImportedHand | None:
    fields: dict[str, Any] = {"board": number}
    ns, ew = _cell(row, "Score_NS"), _cell(row, "Score_EW")
    lines = dict.fromkeys(("board", "room", "ns", "ew", "sitout", "adjusted", "no_play"), line)
    if teams:
        fields["room"] = _cell(row, "Room").lower() or "?"
    elif _director(ns or ew) == "sitout":
        column = "PairId_NS" if _cell(row, "PairId_NS") else "PairId_EW"
        pair = _pair_id(_cell(row, column), column, line, reading.problems)
        if pair is None:
            return None
        name = reading.names.get(pair, pair)
        reading.pairs.append(name)
        return ImportedHand({**fields, "sitout": name}, line, lines, {}) if pair else None
    else:
        for key, column in (("ns", "PairId_NS"), ("ew", "PairId_EW")):
            pair = _pair_id(_cell(row, column), column, line, reading.problems)
            if not pair:
                return None  # no pair at the table (or one refused): no result
            name = reading.names.get(pair, pair)
            fields[key] = name
            reading.pairs.append(name)
        for column in ("Table", "Round"):
            _seating(fields, lines, column, _cell(row, column), line, reading.problems)
    score = _ns_score(ns) if ns else (-s if (s := _ns_score(ew)) is not None else None)
    contract = _cell(row, "Contract")
    given = {
        "Contract": (contract or "?", line),
        "Declarer": (_cell(row, "Declarer"), line),
        "Result": (_cell(row, "Result"), line),
        "Score": (str(score) if score is not None else ns or ew, line),
    }
    said = _deal_fields(fields, lines, given, reading.problems)
    if said is None:
        return None
    _lead(fields, lines, _cell(row, "Lead"), line)
    return ImportedHand(fields, line, lines, said)


def _seats(games: Sequence[PbnGame]) -> tuple[str, ...]:
    """A team match's four players: the open room's seats, as its first record names them."""
    for game in games:
        if game.value("Room").strip().lower() != "open":
            continue
        names = tuple(game.value(tag).strip() for _seat, tag in SEAT_TAGS)
        if all(n not in UNKNOWN for n in names) and len(set(names)) == 4:
            return names
    return FALLBACK_SEATS
