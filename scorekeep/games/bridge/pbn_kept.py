"""What a PBN file says beside its results that a session keeps to write back on export: the
event's ``Event``, ``Site`` and ``Date``, each board's ``Deal`` (the 52 cards, when the file
gives them) and its double-dummy and par tags (``OptimumResultTable``, ``OptimumScore``,
``ParContract`` …) exactly as the file writes them, table rows and all. Pure: the file's text
and games in, the journal header's ``event`` table out."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.games.bridge.hand_record import read_deal_tag
from scorekeep.games.bridge.pbn_syntax import PbnGame

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

EVENT_TAGS = ("Event", "Site", "Date")
KEPT_NAMES = frozenset({"ParContract", "ParScore", "DoubleDummyTricks"})
DATE = re.compile(r"^(\d{4})\.(\d{2})\.(\d{2})$")


def kept_tag(name: str) -> bool:
    """A board's double-dummy or par tag, kept byte for byte."""
    return name.startswith("Optimum") or name in KEPT_NAMES


def kept_of(text: str, games: Sequence[PbnGame]) -> tuple[dict[str, Any], str]:
    """The header's ``event`` table (empty when the file says nothing to keep) and the
    event's date as ``YYYY-MM-DD`` (empty when the file gives no whole date)."""
    lines = text.removeprefix("\ufeff").splitlines()
    kept: dict[str, Any] = {}
    for tag in EVENT_TAGS:
        found = next((g.tags[tag].value for g in games if tag in g.tags), None)
        if found is not None:
            kept[tag] = found
    boards: dict[str, dict[str, Any]] = {}
    for game in games:
        number = game.value("Board").strip()
        if not (number.isascii() and number.isdigit()) or len(number) > 9:
            continue  # refused, with its line, where the file's results are read
        board = boards.setdefault(str(int(number)), {})
        deal = game.value("Deal").strip()
        if "Deal" not in board and read_deal_tag(deal) is not None:
            board["Deal"] = deal
        if "tags" not in board:
            raw = [_raw(game, name, lines) for name in game.tags if kept_tag(name)]
            if raw:
                board["tags"] = raw
    boards = {number: board for number, board in boards.items() if board}
    if boards:
        kept["boards"] = boards
    date = DATE.match(kept.get("Date", "").strip())
    return kept, "-".join(date.groups()) if date else ""


def _raw(game: PbnGame, name: str, lines: Sequence[str]) -> str:
    """The tag as the file writes it, followed by its table's rows (each line as written,
    without its line end)."""
    tag = game.tags[name]
    line = lines[tag.line - 1] if 0 < tag.line <= len(lines) else ""
    found = re.search(rf'\[\s*{re.escape(name)}\s+"(?:[^"\\]|\\.)*"\s*\]', line)
    head = found.group(0) if found else f'[{name} "{tag.value}"]'
    table = game.tables.get(name)
    rows = [lines[n - 1].rstrip() for n, _tokens in table.rows] if table is not None else []
    return "\n".join([head, *rows])


def board_kept(event: Mapping[str, Any] | None, number: int) -> Mapping[str, Any]:
    """A board's kept ``Deal`` and tags (empty when none)."""
    if not event:
        return {}
    boards = event.get("boards", {})
    found = boards.get(str(number), {}) if isinstance(boards, Mapping) else {}
    return found if isinstance(found, Mapping) else {}
