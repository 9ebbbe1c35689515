"""The live board's pages: the game's standing in large type over the evening's sheet.

Everything here is drawn from what the application layer answers for a journal
(:func:`scorekeep.app.sheets.board`: the data ``status`` and ``sheet`` compute, the status
in its parts) and the sheet is the one ``sheet --format html`` prints, so the board and the
printed sheet can never disagree. Pure: reads the journal, never writes anything.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from urllib.parse import quote

from scorekeep.core.game import CROWD
from scorekeep.core.record import NamedTuple
from scorekeep.files.home import Home
from scorekeep.i18n import N_, _
from scorekeep.render.html.page import escaped

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.app.club import TableRound
    from scorekeep.app.session import Held
    from scorekeep.core.game import Field
    from scorekeep.render.hooks import LiveParts, StatusParts


class Drawn(NamedTuple):
    """A session as its page shows it, in the session's language."""

    name: str
    """The journal's file name without ``.toml``: the page's address."""
    language: str
    title: str
    content: str
    """The board over the sheet: what a page swaps in when the journal changes."""
    heading: str
    totals: str
    closed: bool
    back: str = ""
    """The link to the index, in the session's language."""
    offline: str = ""
    form: str = ""
    """The entry form (``serve --entry``), with :data:`FORM_TOKEN` and :data:`POST_TO`
    where each page puts its own."""


FORM_TOKEN = "@@form-token@@"
POST_TO = "@@post-to@@"


def draw(home: Home, path: Path, held: Held | None = None) -> Drawn:
    """Draw the board and sheet of the journal at ``path`` from what the application layer
    answers for it (:func:`scorekeep.app.sheets.board`); from what ``held`` keeps of it
    while the file is unchanged."""
    from scorekeep import games
    from scorekeep.app.sheets import board as board_of
    from scorekeep.render.html import evening_sections

    shown = board_of(home, path, held)
    heading = shown.parts.heading
    title = _("Live board — {session}").format(session=heading)
    board = page_join(
        [
            f'<section class="board" data-title="{escaped(title)}">',
            f'<p class="heading">{escaped(heading)}</p>',
            _own_tables(shown.live) if shown.live else _totals(shown.status),
            _state(shown.parts, shown.status, shown.live),
            _last_hand(shown.sheet["hands"]),
            "</section>",
        ]
    )
    return Drawn(
        shown.name,
        shown.language,
        title,
        f"{board}{_rounds(shown.rounds)}"
        f'<div class="paper">{evening_sections(shown.sheet, games.printed_sheet)}</div>',
        heading,
        shown.totals,
        shown.closed,
        _("Open sessions"),
        _("reconnecting…"),
        entry_form(shown.fields, shown.name),
    )


def _rounds(evening: Sequence[Sequence[TableRound]]) -> str:
    """A duplicate evening's rounds as the director's page has them (nothing without a
    movement), so the room sees which tables are done and when to move."""
    from scorekeep.serve.club import round_rows

    if not evening:
        return ""
    return f'<section class="rounds"><h2>{escaped(_("Rounds"))}</h2>{round_rows(evening)}</section>'


def entry_form(hand_fields: Sequence[Field], name: str) -> str:
    """The form a writer's phone enters hands with, built from the game's declared fields
    (the first few in view, the rest under "more"), a line in ``table``'s shorthand, and
    undo and fix with a reason; every word in the session's language."""
    fields = list(hand_fields)
    shown, more = fields[:4], fields[4:]

    def field_input(field: Any) -> str:
        label = escaped(_(field.help)) if field.help else escaped(field.key)
        if field.kind == "flag":
            return (
                f'<label class="tick"><input type="checkbox" name="{escaped(field.key)}">'
                f"<span>{label}</span></label>"
            )
        return (
            f'<label><span>{label}</span><input name="{escaped(field.key)}" '
            'autocomplete="off" autocapitalize="off" spellcheck="false"></label>'
        )

    line = (
        f"<label><span>{escaped(_('the hand as typed at the table'))}</span>"
        '<input name="line" autocomplete="off" autocapitalize="off" spellcheck="false" '
        'enterkeyhint="send"></label>'
    )
    number = (
        f"<label><span>{escaped(_('hand number'))}</span>"
        '<input name="number" inputmode="numeric" autocomplete="off"></label>'
    )
    reason = (
        f'<label><span>{escaped(_("reason"))}</span><input name="reason" autocomplete="off">'
        "</label>"
    )
    extra = (
        f"<details><summary>{escaped(_('more'))}</summary>"
        + "".join(field_input(f) for f in more)
        + "</details>"
        if more
        else ""
    )
    words = {
        "data-token": FORM_TOKEN,
        "data-post": POST_TO,
        "data-queue": f"scorekeep-queue:{name}",
        "data-again": _("again"),
        "data-pending": _("not sent yet, kept on this phone: {n}"),
        "data-sending": _("sending…"),
        "data-lost": _("no connection: the entry is kept on this phone and sent when it is back"),
    }
    attributes = " ".join(f'{key}="{escaped(value)}"' for key, value in words.items())
    return page_join(
        [
            f'<section class="entry" id="entry" {attributes}>',
            f"<h2>{escaped(_('Enter a hand'))}</h2>",
            '<form data-action="hand">',
            line,
            "".join(field_input(f) for f in shown),
            extra,
            f'<button type="submit">{escaped(_("Record"))}</button></form>',
            f"<details><summary>{escaped(_('Undo or fix a hand'))}</summary>",
            f'<form data-action="undo">{number}{reason}',
            f'<button type="submit">{escaped(_("Undo"))}</button></form>',
            f'<form data-action="fix">{number}{line}{reason}',
            f'<button type="submit">{escaped(_("Fix"))}</button></form></details>',
            '<p class="answer" role="status" aria-live="polite"></p>',
            '<ul class="pending"></ul>',
            "</section>",
        ]
    )


def page_join(parts: Sequence[str]) -> str:
    return "".join(parts)


def _side_value(value: Any) -> str | None:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, int):
        return str(value)
    return None


def _per_side(status: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """What the game keeps per side (games and vulnerability in bridge, bajts in Derda and
    Deberc, losses in Durak)."""
    sides = set(status["totals"])
    return [
        (key, value)
        for key, value in status.items()
        if key not in ("totals", "progress", "evening")
        and isinstance(value, Mapping)
        and value
        and set(value) <= sides
    ]


def _totals(status: Mapping[str, Any]) -> str:
    """One large box per side or player: the total, and under it the side's own figures."""
    from scorekeep.render.text import status_label

    sides = list(status["totals"])
    per_side = _per_side(status)
    boxes = []
    for side in sides:
        extras = []
        for key, values in per_side:
            shown = _side_value(values.get(side))
            if shown is not None:
                extras.append(f"{escaped(_label(key, status_label))} {escaped(shown)}")
        boxes.append(
            f'<div class="side"><span class="who">{escaped(side)}</span>'
            f'<span class="points">{escaped(status["totals"][side])}</span>'
            + (f'<span class="extra">{" · ".join(extras)}</span>' if extras else "")
            + "</div>"
        )
    return f'<div class="totals">{"".join(boxes)}</div>'


FIGURE_WORDS = {
    "draws_by": N_("draws"),
    "streaks": N_("streak"),
    "round_totals": N_("this round"),
}
"""The words the sheets head these figures with, where the status line has none of its own."""


def _label(key: str, status_label: Any) -> str:
    """A game's own figure named in the session's language: the status line's label, or
    the word the sheet heads it with, or the catalog's word for the figure (``bajts`` is
    ``байти`` at a Ukrainian table)."""
    label = str(status_label(key))
    if label == key.replace("_", " "):
        return str(_(FIGURE_WORDS.get(key, label)))
    return label


def _own_tables(live: LiveParts) -> str:
    """The game's own tables in place of the side boxes (a teams event's ranking and its
    matches in play), each row a piece an update replaces on its own."""

    def row(cells: Sequence[Any], tag: str) -> str:
        return "<tr>" + "".join(f"<{tag}>{escaped(str(c))}</{tag}>" for c in cells) + "</tr>"

    return "".join(
        f'<table class="own"><caption>{escaped(table.caption)}</caption>'
        f"<thead>{row(table.headers, 'th')}</thead>"
        f"<tbody>{''.join(row(r, 'td') for r in table.rows)}</tbody></table>"
        for table in live.tables
        if table.rows
    )


def _state(parts: StatusParts, status: Mapping[str, Any], live: LiveParts | None) -> str:
    """The lines ``status`` prints under its table (whose deal, what is hanging, the result)
    but those the side boxes already show, or the lines the game's own tables go with."""
    if live is not None and live.state is not None:
        lines = [line for line in live.state if line]
    else:
        boxed = {key for key, _values in _per_side(status)}
        figures = [line for key, line in parts.figures.items() if key not in boxed]
        lines = [line for line in [*parts.lines, *figures] if line]
    if not lines:
        return ""
    return '<ul class="state">' + "".join(f"<li>{escaped(x)}</li>" for x in lines) + "</ul>"


def _last_hand(hands: Sequence[Mapping[str, Any]]) -> str:
    """The last live hand's line with its scores and events (game made, rubber over …)."""
    live = [hand for hand in hands if not hand["void"]]
    if not live:
        return ""
    hand = live[-1]
    line = _("hand {n}: {summary}").format(n=hand["n"], summary=hand["summary"])
    out = [f'<div class="last"><p class="line">{escaped(line)}</p>']
    if hand["scores"] and len(hand["scores"]) <= CROWD:
        from scorekeep.render.text import signed

        scores = ", ".join(f"{side} {signed(points)}" for side, points in hand["scores"].items())
        out.append(f"<p>{escaped(_('scores: {scores}').format(scores=scores))}</p>")
    out.extend(f'<p class="event">{escaped(note)}</p>' for note in hand["notes"])
    out.append("</div>")
    return "".join(out)


def live_fragment(drawn: Drawn | None, error: str | None) -> str:
    """What a page shows: the board, or the last good board marked stale under the error
    that stopped the journal being read."""
    if error is None and drawn is not None:
        return drawn.content
    note = f'<p class="stale-note" role="alert">{escaped(error or "")}</p>'
    if drawn is None:
        return note
    stale = _("stale: this is the last board that could be read")
    return (
        f'{note}<p class="stale-word">{escaped(stale)}</p><div class="stale">{drawn.content}</div>'
    )


def index_fragment(sessions: Sequence[Drawn], problems: Sequence[str], base: str) -> str:
    """The home's open sessions, each linking to its board (a club evening's tables)."""
    rows = [
        f'<li><a href="{escaped(base)}/s/{escaped(quote(s.name))}">{escaped(s.name)}</a>'
        f'<span class="heading">{escaped(s.heading)}</span>'
        f'<span class="totals-line">{escaped(s.totals)}</span></li>'
        for s in sessions
        if not s.closed
    ]
    rows += [f'<li class="stale-note">{escaped(p)}</li>' for p in problems]
    listed = f'<ul class="sessions">{"".join(rows)}</ul>' if rows else ""
    empty = "" if rows else f"<p>{escaped(_('no open sessions in this home folder'))}</p>"
    return f'<section class="index"><h1>{escaped(_("Open sessions"))}</h1>{listed}{empty}</section>'


def document(
    title: str,
    lang: str,
    fragment: str,
    base: str,
    events: str,
    home: bool,
    drawn: Drawn | None = None,
) -> str:
    """The whole page: the fragment inside the element the script swaps on every event,
    its words in the language of the session ``drawn`` (the one in use without it)."""
    index = drawn.back if drawn and drawn.back else _("Open sessions")
    back = f'<nav><a href="{escaped(base)}/">{escaped(index)}</a></nav>' if home else ""
    offline = drawn.offline if drawn and drawn.offline else _("reconnecting…")
    entry = "<!--entry-->" if drawn is not None else ""
    return page_join(
        [
            "<!DOCTYPE html>\n",
            f'<html lang="{escaped(lang)}"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="color-scheme" content="light dark">',
            f"<title>{escaped(title)}</title>",
            f'<link rel="stylesheet" href="{escaped(base)}/board.css">',
            f'<script src="{escaped(base)}/board.js" defer></script>',
            f'</head><body class="live" data-offline="{escaped(offline)}">{back}',
            f'<main id="live" data-events="{escaped(events)}">{fragment}</main>{entry}',
            "</body></html>\n",
        ]
    )


def title_of(drawn: Drawn | None, name: str) -> str:
    return drawn.title if drawn else _("Live board — {session}").format(session=name)


SCRIPT = """\
"use strict";
(function () {
  var main = document.getElementById("live");
  var pieces = null, version = 0, events = null;
  function draw() {
    main.innerHTML = pieces.join("");
    var board = main.querySelector("[data-title]");
    if (board) { document.title = board.getAttribute("data-title"); }
  }
  function follow() {
    events = new EventSource(main.getAttribute("data-events"));
    events.addEventListener("board", function (event) {
      var sent = JSON.parse(event.data);
      pieces = sent.pieces;
      version = sent.version;
      draw();
    });
    events.addEventListener("patch", function (event) {
      var sent = JSON.parse(event.data);
      if (!pieces || sent.from !== version) { events.close(); follow(); return; }
      sent.ops.forEach(function (op) {
        if (op[1] === "e") {
          var old = pieces[op[0]];
          pieces[op[0]] = old.slice(0, op[2]) + op[4] + old.slice(old.length - op[3]);
        } else {
          Array.prototype.splice.apply(pieces, [op[0], op[2]].concat(op[3]));
        }
      });
      version = sent.version;
      draw();
    });
    events.onopen = function () { document.body.classList.remove("offline"); };
    events.onerror = function () { document.body.classList.add("offline"); };
  }
  if (main && window.EventSource) { follow(); }
  var entry = document.getElementById("entry");
  if (!entry || !window.fetch) { return; }
  var key = entry.getAttribute("data-queue");
  var answer = entry.querySelector(".answer");
  var pending = entry.querySelector(".pending");
  var sending = false;
  function load() {
    try { return JSON.parse(window.localStorage.getItem(key) || "[]"); } catch (e) { return []; }
  }
  function save(items) {
    try { window.localStorage.setItem(key, JSON.stringify(items)); } catch (e) { /* full */ }
  }
  function newId() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }
  function describe(item) {
    var parts = [item.number || "", item.line || ""];
    var fields = item.fields || {};
    Object.keys(fields).forEach(function (name) {
      var value = fields[name];
      if (value === true) { parts.push(name); } else if (value) { parts.push(value); }
    });
    return parts.join(" ").trim();
  }
  function drawPending() {
    var items = load();
    pending.textContent = "";
    if (!items.length) { return; }
    var head = document.createElement("li");
    head.textContent = entry.getAttribute("data-pending").replace("{n}", String(items.length));
    pending.appendChild(head);
    items.forEach(function (item) {
      var li = document.createElement("li");
      li.className = "item";
      li.textContent = describe(item);
      pending.appendChild(li);
    });
  }
  function show(text, kind, item) {
    answer.textContent = text;
    answer.className = "answer " + kind;
    if (!item) { return; }
    var again = document.createElement("button");
    again.type = "button";
    again.className = "again";
    again.textContent = entry.getAttribute("data-again");
    again.addEventListener("click", function () {
      item.again = true;
      item.id = newId();
      answer.textContent = "";
      queue(item);
    });
    answer.appendChild(document.createTextNode(" "));
    answer.appendChild(again);
  }
  function queue(item) {
    var items = load();
    items.push(item);
    save(items);
    drawPending();
    flush();
  }
  function flush() {
    var items = load();
    if (sending || !items.length) { return; }
    sending = true;
    var item = items[0];
    var body = {token: entry.getAttribute("data-token")};
    Object.keys(item).forEach(function (name) { body[name] = item[name]; });
    window.fetch(entry.getAttribute("data-post"), {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify(body),
      credentials: "same-origin"
    }).then(function (response) {
      return response.json().then(function (said) { return [response.status, said]; });
    }).then(function (got) {
      var status = got[0], said = got[1];
      sending = false;
      if (status === 403 || status === 429 || status >= 500) {
        show(said.text, "refused");
        if (status === 429 || status === 503) {
          window.setTimeout(flush, status === 429 ? 2000 : 500);
        }
        return;
      }
      var rest = load();
      if (rest.length && rest[0].id === item.id) { rest.shift(); save(rest); }
      drawPending();
      if (status === 200) { show(said.text, "recorded"); }
      else if (status === 409) { show(said.text, "ask", item); }
      else { show(said.text, "refused"); }
      flush();
    }, function () {
      sending = false;
      show(entry.getAttribute("data-lost"), "lost");
      drawPending();
    });
  }
  Array.prototype.forEach.call(entry.querySelectorAll("form"), function (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var item = {id: newId(), action: form.getAttribute("data-action"), fields: {}};
      Array.prototype.forEach.call(form.querySelectorAll("input"), function (input) {
        var name = input.getAttribute("name");
        var value = input.type === "checkbox" ? input.checked : input.value.trim();
        if (name === "line" || name === "number" || name === "reason") { item[name] = value; }
        else if (value) { item.fields[name] = value; }
      });
      form.reset();
      queue(item);
    });
  });
  window.addEventListener("online", flush);
  window.setInterval(flush, 5000);
  drawPending();
  flush();
})();
"""
"""The page's only script: swap in each board the server sends (EventSource reconnects by
itself, and the server sends the current board first on every connection); on a writer's
page, queue each entry in ``localStorage`` and send the queue in order, keeping what the
network did not carry until it is back (the entry id makes a resend safe)."""

BOARD_CSS = """
:root { color-scheme: light dark; }
html { font: 16px/1.35 "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif;
       background: #fff; color: #111; }
body.live { max-width: 80rem; margin: 0 auto; padding: 0.5rem; }
body.live > nav { font-size: 1rem; margin-bottom: 0.3rem; }
body.offline::before { content: attr(data-offline); display: block; background: #a60;
                       color: #fff; padding: 0.2rem 0.5rem; }
main { display: block; min-width: 0; }
.board { font-size: clamp(1.1rem, 2vw + 0.7rem, 3rem); line-height: 1.25;
         overflow-wrap: anywhere; }
.board p { margin: 0.2em 0; }
.board .heading { font-size: 0.75em; opacity: 0.8; }
.totals { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.3em 0; }
.side { flex: 1 1 7rem; min-width: 0; border: 2px solid currentColor; border-radius: 0.4rem;
        padding: 0.2em 0.4em; }
.side .who { display: block; font-size: 0.8em; }
.side .points { display: block; font-size: 2.2em; font-weight: bold; line-height: 1.1;
                font-variant-numeric: tabular-nums; }
.side .extra { display: block; font-size: 0.6em; }
ul.state { list-style: none; padding: 0; margin: 0.3em 0; font-size: 0.8em; }
table.own { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse;
            margin: 0.3em 0; font-variant-numeric: tabular-nums; }
table.own caption { text-align: left; font-size: 0.75em; font-weight: bold; }
table.own th { font-size: 0.6em; text-align: left; vertical-align: bottom; }
table.own td, table.own th { padding: 0.05em 0.5em 0.05em 0; }
table.own td { white-space: nowrap; }
.last { border-top: 2px solid currentColor; margin-top: 0.3em; padding-top: 0.2em;
        font-size: 0.75em; }
.last .line { font-weight: bold; }
.paper { background: #fff; color: #000; margin-top: 1rem; padding: 0.5rem;
         border-radius: 0.4rem; font-size: 10pt; min-width: 0; overflow-wrap: anywhere; }
.paper body, .paper section.sheet { max-width: none; }
.paper section.sheet, .paper .keep, .paper .block, .paper footer.sheet-foot,
.paper .outcome > div, .paper figure { min-width: 0; max-width: 100%; }
.paper dl.meta { grid-template-columns: max-content minmax(0, 1fr); }
.paper dl.meta dd.wide { grid-column: 2 / 3; }
.paper div.beside, .paper footer.sheet-foot .outcome { flex-wrap: wrap; }
.paper div.beside > * { flex: 1 1 16rem; }
.paper footer.sheet-foot .outcome > div { flex: 1 1 12rem; }
.paper figure svg:not(.chart) { max-width: 100%; height: auto; }
.paper table.pad { table-layout: fixed; width: 100%; }
.paper table.pad td, .paper table.pad th { overflow-wrap: anywhere; }
/* every other table scrolls in its own box, with a shadow at the edge that has more */
.paper table:not(.pad) {
  display: block; width: max-content; max-width: 100%; overflow-x: auto;
  background: linear-gradient(to right, #fff 30%, rgba(255, 255, 255, 0)),
              linear-gradient(to left, #fff 30%, rgba(255, 255, 255, 0)) 100% 0,
              radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0)),
              radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0))
              100% 0;
  background-repeat: no-repeat;
  background-size: 2.5rem 100%, 2.5rem 100%, 0.9rem 100%, 0.9rem 100%;
  background-attachment: local, local, scroll, scroll;
}
.paper table:not(.pad) td, .paper table:not(.pad) th { overflow-wrap: normal; }
.stale { opacity: 0.55; }
.stale-note, .stale-word { background: #b00020; color: #fff; padding: 0.3rem 0.5rem;
                           font-weight: bold; overflow-wrap: anywhere; margin: 0.2rem 0; }
.rounds { font-size: clamp(1rem, 1vw + 0.8rem, 1.8rem); margin: 0.6rem 0;
          overflow-wrap: anywhere; }
.rounds h2 { font-size: 1.1em; margin: 0.2em 0; }
.rounds h3 { font-size: 1em; margin: 0.3em 0 0.1em; }
.rounds h3.complete { font-weight: bold; }
.rounds ul { list-style: none; padding: 0; margin: 0; }
.index { font-size: clamp(1.1rem, 1.5vw + 0.7rem, 2.2rem); overflow-wrap: anywhere; }
.index h1 { font-size: 1.3em; }
ul.sessions { list-style: none; padding: 0; }
ul.sessions li { border-bottom: 1px solid currentColor; padding: 0.3em 0; }
ul.sessions a { font-weight: bold; display: block; }
ul.sessions span { display: block; font-size: 0.8em; }
.entry { font-size: clamp(1.05rem, 1vw + 0.8rem, 1.6rem); margin: 1rem 0;
         border: 2px solid currentColor; border-radius: 0.4rem; padding: 0.4rem 0.6rem;
         overflow-wrap: anywhere; }
.entry h2 { font-size: 1.1em; margin: 0.2em 0; }
.entry form { display: flex; flex-direction: column; gap: 0.4rem; margin: 0.4rem 0; }
.entry label { display: flex; flex-direction: column; min-width: 0; }
.entry label.tick { flex-direction: row; gap: 0.4em; align-items: center; }
.entry label span { font-size: 0.75em; }
.entry input { font: inherit; min-width: 0; width: 100%; box-sizing: border-box;
               padding: 0.3em 0.4em; }
.entry label.tick input { width: auto; }
.entry button { font: inherit; font-weight: bold; padding: 0.4em 0.8em; min-height: 2.6em; }
.entry details { margin: 0.3rem 0; }
.entry .answer { white-space: pre-line; font-weight: bold; margin: 0.4rem 0; }
.entry .answer.refused, .entry .answer.lost { color: #b00020; }
.entry .answer.ask { color: #a60; }
.entry ul.pending { list-style: none; padding: 0; margin: 0; font-size: 0.85em; }
.entry ul.pending li.item { opacity: 0.7; }
.cards { display: grid; gap: 0.5rem; overflow-wrap: anywhere;
         grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); }
.cards h1 { grid-column: 1 / -1; font-size: 1.3em; margin: 0.2em 0; }
.cards .card { border: 2px dashed currentColor; border-radius: 0.4rem; padding: 0.5rem;
               text-align: center; min-width: 0; break-inside: avoid; }
.cards .card h2 { font-size: 1.3em; margin: 0.1em 0; }
.cards img.qr { display: block; width: 12rem; max-width: 100%; height: auto;
                margin: 0.3rem auto; }
.cards .code { font: bold 1.4em/1.2 "DejaVu Sans Mono", monospace; letter-spacing: 0.08em;
               margin: 0.2em 0; }
.cards .address { font-size: 0.75em; margin: 0.2em 0; }
@media print {
  .cards h1 { display: none; }
  body.live { max-width: none; padding: 0; }
}
@media (prefers-color-scheme: dark) {
  .entry .answer.refused, .entry .answer.lost { color: #ff8a80; }
  .entry .answer.ask { color: #ffb74d; }
  html { background: #111; color: #eee; }
  a { color: #9cf; }
  .paper a { color: #03c; }
}
"""


def stylesheet() -> str:
    """The sheet's print styles and every game's block styles, as ``sheet --format html``
    inlines them, then the board's own (which win where both style the page)."""
    from scorekeep import games
    from scorekeep.render.html import EVENING_CSS
    from scorekeep.render.html.page import CSS

    blocks = "".join(games.printed_sheet(name).css for name in games.declared())
    return CSS + EVENING_CSS + blocks + BOARD_CSS
