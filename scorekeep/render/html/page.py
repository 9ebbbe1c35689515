"""The parts every printed scoresheet shares: the print stylesheet, the header with the table's
conventions, the hand-by-hand table with corrections struck through, and the footer."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from scorekeep.i18n import _, language, ngettext

CSS = """
@page { size: A4 portrait; margin: 13mm 14mm 15mm; }
html { font: 10pt/1.35 "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif;
       color: #000; background: #fff; }
body { margin: 0 auto; max-width: 182mm; padding: 8mm 4mm; }
h1 { font-size: 15pt; margin: 0 0 1mm; }
h2 { font-size: 11pt; margin: 3mm 0 1mm; border-bottom: 1px solid #000; }
p { margin: 1mm 0; }
section.sheet + section.sheet { break-before: page; }
header.sheet-head { border-bottom: 2px solid #000; padding-bottom: 1.5mm; margin-bottom: 2mm; }
dl.meta { display: grid; grid-template-columns: max-content 1fr max-content 1fr;
          gap: 0.3mm 3mm; margin: 0; }
dl.meta dd.wide { grid-column: 2 / 5; }
dl.meta dt { font-weight: bold; }
dl.meta dd { margin: 0; }
table { border-collapse: collapse; width: 100%; margin: 1mm 0 2mm; }
th, td { border: 1px solid #000; padding: 1pt 3pt; vertical-align: top; }
th { background: #e8e8e8; font-weight: bold; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.notes { font-size: 7.5pt; line-height: 1.2; min-width: 30mm; overflow-wrap: anywhere; }
td.what { min-width: 28mm; }
del { text-decoration: line-through; text-decoration-thickness: 1.5px; }
ins { text-decoration: none; font-weight: bold; }
ins::before { content: "→ "; font-weight: normal; }
.why { font-style: italic; font-size: 8.5pt; }
tr.void td { background: repeating-linear-gradient(135deg, #fff 0 4px, #eee 4px 5px); }
tr.settlement td { border-top: 2px solid #000; font-style: italic; }
figure.progress { margin: 2mm 0; break-inside: avoid; }
div.beside { display: flex; gap: 5mm; align-items: flex-start; break-inside: avoid; }
div.beside > .block { flex: 1 1 0; min-width: 0; }
div.beside > figure.progress { flex: 1 1 0; margin-top: 9mm; }
figure.progress figcaption { font-size: 8.5pt; font-style: italic; }
svg.chart { display: block; width: 100%; height: auto; max-width: 182mm; }
svg.tally, svg.figures { vertical-align: middle; }
.tally-zero { font-weight: bold; }
footer.sheet-foot { border-top: 2px solid #000; margin-top: 3mm; padding-top: 1.5mm;
                    break-inside: avoid; }
footer.sheet-foot p { margin: 1mm 0; }
footer.sheet-foot .outcome { display: flex; gap: 6mm; align-items: flex-start; }
footer.sheet-foot .outcome > div { flex: 1; }
.result { font-size: 12pt; font-weight: bold; }
table.final { width: auto; min-width: 60mm; margin: 0; }
table.hands { font-size: 9pt; }
.keep { break-inside: avoid; }
small { font-size: 8pt; }
@media print {
  body { padding: 0; max-width: none; }
  a { color: #000; text-decoration: none; }
}
@media screen {
  section.sheet + section.sheet { border-top: 3px dashed #888; margin-top: 10mm;
                                  padding-top: 6mm; }
}
"""


def lang() -> str:
    """The ``lang`` attribute of a printed page: the language it is written in."""
    return language()


def word_count(n: int, word: str) -> str:
    """``3 hands``, ``1 deal``: a count of the game's own word for one record."""
    forms = {
        "hand": ngettext("{n} hand", "{n} hands", n),
        "deal": ngettext("{n} deal", "{n} deals", n),
        "game": ngettext("{n} game", "{n} games", n),
        "round": ngettext("{n} round", "{n} rounds", n),
        "result": ngettext("{n} result", "{n} results", n),
    }
    return forms[word].format(n=n) if word in forms else f"{n} {word}{'s' * (n != 1)}"


def word_name(word: str) -> str:
    """The game's own word for one record, as an axis label."""
    names = {
        "hand": _("hand"),
        "deal": _("deal"),
        "game": _("game"),
        "round": _("round"),
        "result": _("result"),
    }
    return names.get(word, word)


def chart_title(word: str) -> str:
    """``Running totals after each hand`` in the game's own word."""
    titles = {
        "hand": _("Running totals after each hand"),
        "deal": _("Running totals after each deal"),
        "game": _("Running totals after each game"),
        "round": _("Running totals after each round"),
        "result": _("Running totals after each result"),
    }
    return titles.get(word, f"Running totals after each {word}")


def escaped(value: Any) -> str:
    """Text for an HTML element or attribute, escaped."""
    return escape(str(value), quote=True)


def points(value: int, signed: bool = False) -> str:
    """Points as the table writes them; a real minus sign reads better on paper."""
    if isinstance(value, float):
        text = f"{value:+.2f}" if signed and value else f"{value:.2f}"
    else:
        text = f"{value:+d}" if signed and value else str(value)
    return text.replace("-", "−")


def winner_text(winner: Any) -> str:
    if isinstance(winner, list | tuple):
        return _(" and ").join(str(w) for w in winner)
    return str(winner)


def option_value(value: Any) -> str:
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if isinstance(value, list | tuple):
        return "[" + ", ".join(str(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {option_value(v)}" for k, v in value.items()) + "}"
    return str(value)


def changed_options(data: Mapping[str, Any]) -> list[tuple[str, Any, Any]]:
    """The conventions this table plays that differ from the ruleset's defaults."""
    defaults = data.get("defaults")
    if defaults is None:
        return []
    return [
        (key, value, defaults.get(key))
        for key, value in data.get("options", {}).items()
        if key not in defaults or defaults[key] != value
    ]


def players_text(data: Mapping[str, Any]) -> str:
    seats = data.get("seats") or {}
    if seats:
        return " · ".join(f"{seat} {name}" for seat, name in seats.items())
    teams = data.get("teams") or {}
    if teams:
        return " · ".join(
            f"{team}: {' + '.join(members)}" if team != "+".join(members) else " + ".join(members)
            for team, members in teams.items()
        )
    return ", ".join(data["players"])


def when(created: str) -> str:
    """``2026-11-30T21:04:05+01:00`` → ``2026-11-30 21:04`` (the table's own clock)."""
    if len(created) >= 16 and created[10] == "T":
        return f"{created[:10]} {created[11:16]}"
    return created or "—"


def header(data: Mapping[str, Any]) -> str:
    title = data.get("title") or str(data["game"]).capitalize()
    local = data.get("title_local")
    changed = changed_options(data)
    if data.get("defaults") is None:
        options = escaped(_("as recorded in the journal"))
    elif changed:
        options = "; ".join(
            f"{escaped(key)} = {escaped(option_value(value))} <small>("
            + escaped(_("default {value}").format(value=option_value(default)))
            + ")</small>"
            for key, value, default in changed
        )
    else:
        options = escaped(_("the ruleset's defaults"))
    rows = [
        (
            escaped(_("Game")),
            escaped(title)
            + (f" <small>({escaped(local)})</small>" if local and local != title else ""),
            False,
        ),
        (escaped(_("Ruleset")), escaped(data["ruleset"]), False),
        (escaped(_("Date")), escaped(when(str(data.get("created", "")))), False),
        (escaped(_("Session")), escaped(data["session"]), False),
        (escaped(_("Players")), escaped(players_text(data)), True),
        *(
            ((escaped(_("Scorer")), escaped(str(data["scorer"])), True),)
            if data.get("scorer")
            else ()
        ),
        (escaped(_("Options")), options, True),
    ]
    wide_dd = '<dd class="wide">'
    meta = "".join(
        f"<dt>{name}</dt>{wide_dd if wide else '<dd>'}{value}</dd>" for name, value, wide in rows
    )
    return (
        f'<header class="sheet-head"><h1>{escaped(title)} — {escaped(data["session"])}</h1>'
        f'<dl class="meta">{meta}</dl></header>'
    )


def sides(data: Mapping[str, Any]) -> list[str]:
    return list(data["totals"])


def corrections_cell(hand: Mapping[str, Any], data: Mapping[str, Any]) -> str:
    """The hand as the table now has it, every earlier version struck through before it."""
    earlier = (data.get("superseded") or {}).get(str(hand["n"]), [])
    reasons = [c for c in hand["corrections"] if c["action"] == "fix"]
    parts = [f"<del>{escaped(text)}</del>" for text in earlier]
    summary = escaped(hand["summary"])
    if hand["void"]:
        parts.append(f"<del>{summary}</del>")
    elif parts:
        parts.append(f"<ins>{summary}</ins>")
    else:
        parts.append(summary)
    whys = []
    for c in reasons:
        whys.append(escaped(_("fixed")) + (f": {escaped(c['reason'])}" if c.get("reason") else ""))
    if hand["void"]:
        void = next((c for c in hand["corrections"] if c["action"] == "void"), None)
        whys.append(
            escaped(_("voided"))
            + (f": {escaped(void['reason'])}" if void and void.get("reason") else "")
        )
    if whys:
        parts.append(f'<span class="why">({"; ".join(whys)})</span>')
    return " ".join(parts)


def hands_table(
    data: Mapping[str, Any],
    columns: Sequence[tuple[str, Any]] = (),
    caption: str | None = None,
    mark: Any = None,
    deltas: bool = True,
    show_total: Any = None,
) -> str:
    """One row per hand: what happened, each side's points for it and running total.

    ``columns`` adds game columns: (heading, function of the hand giving cell HTML);
    ``mark(hand)`` may return (row class, sides whose total to mark) for a line in the
    game's tradition (Derniè's −100); without ``deltas`` only running totals are shown;
    ``show_total(points, side, hand)`` draws each running total (Derda's figures; ``hand``
    is None on the settlement row).
    """
    names = sides(data)
    per_side = 2 if deltas else 1

    def side_cells(
        scores: Mapping[str, int],
        totals: Mapping[str, int],
        marked: Iterable[str] = (),
        hand: Mapping[str, Any] | None = None,
    ) -> str:
        out = []
        for s in names:
            if deltas:
                out.append(f'<td class="num">{points(scores.get(s, 0), True)}</td>')
            mark_class = " reached" if s in marked else ""
            value = totals.get(s, 0)
            drawn = show_total(value, s, hand) if show_total else ""
            side = escaped(s)
            out.append(
                f'<td class="num total{mark_class}" data-side="{side}">{points(value)}{drawn}</td>'
            )
        return "".join(out)

    rows = []
    for hand in data["hands"]:
        extra = "".join(f"<td>{fn(hand)}</td>" for _h, fn in columns)
        what = corrections_cell(hand, data)
        if hand["void"]:
            cells = '<td class="num">—</td>' * (per_side * len(names))
            rows.append(
                f'<tr class="void" data-n="{hand["n"]}"><td class="num">{hand["n"]}'
                f'</td><td class="what">{what}</td>{extra}{cells}<td></td></tr>'
            )
            continue
        line, marked = mark(hand) if mark else ("", ())
        cells = side_cells(hand["scores"], hand["totals"], marked, hand)
        rows.append(_hand_row(hand, line, what, extra + cells))
    settlement = data.get("settlement")
    if settlement:
        blank = "<td></td>" * len(columns)
        cells = side_cells(settlement["scores"], data["totals"])
        notes = "; ".join(escaped(n) for n in settlement["notes"])
        rows.append(
            f'<tr class="settlement"><td></td><td>{escaped(_("close"))}</td>{blank}{cells}'
            f'<td class="notes">{notes}</td></tr>'
        )
    if not rows:
        span = 3 + len(columns) + per_side * len(names)
        nothing = escaped(_("nothing recorded yet"))
        rows.append(f'<tr><td colspan="{span}">{nothing}</td></tr>')
    if caption is None:
        caption = _("Hand by hand")
    return (
        f"<h2>{escaped(caption)}</h2>"
        f'<table class="hands"><thead>{_hands_head(names, columns, deltas)}</thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def _hands_head(names: Sequence[str], columns: Sequence[tuple[str, Any]], deltas: bool) -> str:
    """The head of the hand table: with ``deltas`` a "+" and a "total" column per side."""
    hand, notes, total = escaped(_("hand")), escaped(_("notes")), escaped(_("total"))
    if not deltas:
        return (
            f'<tr><th class="num">#</th><th>{hand}</th>'
            + "".join(f"<th>{escaped(h)}</th>" for h, _fn in columns)
            + "".join(f'<th class="num">{escaped(s)}</th>' for s in names)
            + f"<th>{notes}</th></tr>"
        )
    head_top = (
        f'<tr><th rowspan="2" class="num">#</th><th rowspan="2">{hand}</th>'
        + "".join(f'<th rowspan="2">{escaped(h)}</th>' for h, _fn in columns)
        + "".join(f'<th colspan="2">{escaped(s)}</th>' for s in names)
        + f'<th rowspan="2">{notes}</th></tr>'
    )
    return (
        head_top
        + "<tr>"
        + "".join(f'<th class="num">+</th><th class="num">{total}</th>' for _s in names)
        + "</tr>"
    )


def _hand_row(hand: Mapping[str, Any], line: str, what: str, cells: str) -> str:
    """A live hand's row: fixed hands and the game's marked line get their classes."""
    notes = "; ".join(escaped(n) for n in [*hand["notes"], *hand.get("warnings", [])])
    classes = "hand"
    if any(c["action"] == "fix" for c in hand["corrections"]):
        classes += " fixed"
    if line:
        classes += f" {line}"
    return (
        f'<tr class="{classes}" data-n="{hand["n"]}"><td class="num">'
        f'{hand["n"]}</td><td class="what">{what}</td>{cells}'
        f'<td class="notes">{notes}</td></tr>'
    )


def ranked(data: Mapping[str, Any], lower_wins: bool = False) -> list[tuple[int, str, int]]:
    """(rank, side, total), best first; equal totals share a rank."""
    order = sorted(data["totals"].items(), key=lambda kv: kv[1] if lower_wins else -kv[1])
    out: list[tuple[int, str, int]] = []
    for index, (side, total) in enumerate(order):
        rank = out[-1][0] if out and out[-1][2] == total else index + 1
        out.append((rank, side, total))
    return out


def final_table(
    data: Mapping[str, Any],
    lower_wins: bool = False,
    extra: Sequence[tuple[str, Any]] = (),
    total_label: str | None = None,
) -> str:
    if total_label is None or total_label == "total":
        total_label = _("total")
    heads = "".join(f'<th class="num">{escaped(h)}</th>' for h, _fn in extra)
    rows = "".join(
        f'<tr><td class="num">{rank}</td><td>{escaped(side)}</td>'
        f'<td class="num final-total" data-side="{escaped(side)}">{points(total)}</td>'
        + "".join(f'<td class="num">{fn(side)}</td>' for _h, fn in extra)
        + "</tr>"
        for rank, side, total in ranked(data, lower_wins)
    )
    return (
        f'<table class="final"><thead><tr><th class="num">{escaped(_("rank"))}</th>'
        f"<th>{escaped(side_heading(data))}</th>"
        f'<th class="num">{escaped(total_label)}</th>{heads}</tr></thead><tbody>{rows}'
        "</tbody></table>"
    )


def side_heading(data: Mapping[str, Any]) -> str:
    """What the ranking's rows are: sides (bridge's NS and EW, teams), or players where each
    plays for himself."""
    if data.get("teams") or data.get("seats"):
        return _("side")
    return _("player")


def live_hands(data: Mapping[str, Any]) -> int:
    return sum(1 for h in data["hands"] if not h["void"])


def count(n: int, word: str) -> str:
    return word_count(n, word)


def footer(
    data: Mapping[str, Any],
    lower_wins: bool = False,
    note: str = "",
    extra: Sequence[tuple[str, Any]] = (),
    result: str = "",
    total_label: str | None = None,
    word: str = "hand",
    totals: bool = True,
) -> str:
    """Final totals, then the winner and the reason (or that the game goes on); ``result``
    replaces the winner line where a game names its outcome otherwise (Durak's loser);
    ``totals`` False leaves out the final table when the game's block already is one."""
    played = live_hands(data)
    if result:
        line = result
    elif data["finished"]:
        winner = data.get("winner")
        text = (
            escaped(_("Winner: {winner}").format(winner=winner_text(winner)))
            if winner
            else escaped(_("No winner: a tie"))
        )
        reason = data.get("reason")
        line = f'<p class="result">{text}</p>' + (
            f'<p class="reason">{escaped(reason)}</p>' if reason else ""
        )
    else:
        best = ranked(data, lower_wins)
        lead = (
            ""
            if not best or (len(best) > 1 and best[0][0] == best[1][0])
            else " — " + escaped(_("{side} leads").format(side=best[0][1]))
        )
        progress = escaped(_("In progress after {count}").format(count=count(played, word)))
        line = f'<p class="result">{progress}{lead}</p>'
    voided = sum(1 for h in data["hands"] if h["void"])
    fixed = sum(1 for h in data["hands"] if any(c["action"] == "fix" for c in h["corrections"]))
    history = []
    if voided:
        history.append(_("{count} voided").format(count=count(voided, word)))
    if fixed:
        history.append(_("{count} corrected").format(count=count(fixed, word)))
    struck = _("{list} (struck through above)").format(list=", ".join(history))
    tail = (
        '<p class="history"><small>'
        + escaped(_("{count} played").format(count=count(played, word)))
        + (f"; {escaped(struck)}" if history else "")
        + "</small></p>"
    )
    return (
        f'<footer class="sheet-foot"><div class="outcome"><div>{line}{note}{tail}</div>'
        f"{final_table(data, lower_wins, extra, total_label) if totals else ''}"
        "</div></footer>"
    )


def join(parts: Iterable[str]) -> str:
    return "".join(p for p in parts if p)
