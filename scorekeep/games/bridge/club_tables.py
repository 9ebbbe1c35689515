"""Sheets made of plain tables (Chicago pad, team-match scorecard, pairs results): one list of
(caption, headers, rows) rendered as terminal text, Markdown, CSV or HTML."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import CROWD
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

Section = tuple[str, list[str], list[list["Any"]]]


def vul_word(vulnerable: Mapping[str, bool] | None, nobody: str = "—") -> str:
    vul = vulnerable or {}
    both = [s for s in ("NS", "EW") if vul.get(s)]
    return _("both") if len(both) == 2 else both[0] if both else nobody


def counted(n: int, word: str) -> str:
    """``5 deals``, ``1 result``: a count of the sheet's records in the player's words."""
    if word == "deal":
        return ngettext("{n} deal", "{n} deals", n).format(n=n)
    if word == "result":
        return ngettext("{n} result", "{n} results", n).format(n=n)
    return f"{n} {word}{'s' * (n != 1)}"


def sides(data: Mapping[str, Any]) -> tuple[str, str]:
    """We and They, as the table chose with ``we_side``."""
    we = str(data.get("options", {}).get("we_side", "NS"))
    return we, "EW" if we == "NS" else "NS"


def title(data: Mapping[str, Any]) -> str:
    names = data["players"]
    if len(names) > CROWD:
        players = ngettext("{n} player", "{n} players", len(names)).format(n=len(names))
    else:
        players = _("players {names}").format(names=", ".join(names))
    return f"{data['session']} · {data['ruleset']} · {players}"


def render(data: Mapping[str, Any], sections: Sequence[Section], footer: str, fmt: str) -> str:
    from scorekeep.render.text import table

    if fmt == "csv":
        return csv_text(sections[0])
    if fmt == "markdown":
        parts = [f"# {title(data)}"]
        parts += [f"## {cap}\n\n{table(rows, heads, 'github')}" for cap, heads, rows in sections]
        return "\n\n".join([*parts, footer]) + "\n"
    parts = [title(data)]
    parts += [f"{cap}\n\n{table(rows, heads, 'simple')}" for cap, heads, rows in sections]
    return "\n\n".join([*parts, footer])


def csv_text(section: Section) -> str:
    import csv
    import io

    _caption, headers, rows = section
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(headers)
    writer.writerows([[_cell_csv(c) for c in row] for row in rows])
    return buffer.getvalue()


def _cell_csv(value: Any) -> Any:
    """A cell a spreadsheet will not run as a formula."""
    text = str(value)
    if text[:1] in ("=", "+", "@") or (text[:1] == "-" and not text[1:].isdigit()):
        return "'" + text
    return value


def html_tables(sections: Sequence[Section], heading: str) -> str:
    from scorekeep.render.html.page import escaped as e

    out = [f'<div class="keep"><h2>{e(heading)}</h2>']
    for caption, headers, rows in sections:
        head = "".join(f"<th>{e(h)}</th>" for h in headers)
        body = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row) + "</tr>" for row in rows)
        out.append(
            f'<table class="hands club"><caption>{e(caption)}</caption>'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )
    out.append("</div>")
    return "".join(out)
