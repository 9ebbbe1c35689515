"""A club evening at the tables (``serve --entry --club``): a card per table and one for
the director, each its own capability; a table's page with its round and the short form,
the opponents' confirm button, and the director's page with the evening round by round.

A card's address carries its code; opening it swaps the code for an ``HttpOnly;
SameSite=Strict`` cookie that is worth that table (or the director) only. Every post must
bring that cookie, the server's own ``Origin``, the form token its page was given and an
entry id, in at most :data:`~scorekeep.serve.entry.LARGEST_BODY` bytes; a burst from one
address is slowed. What a page may do is checked here (its table, the director's actions)
and again by the application layer (which side entered a result).
"""

from __future__ import annotations

import collections
import json
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from scorekeep.i18n import _
from scorekeep.render.html.page import escaped
from scorekeep.serve.entry import LARGEST_BODY, Writers

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from scorekeep.app.club import TableRound
    from scorekeep.app.session import Held
    from scorekeep.serve.app import Live

COOKIE = "scorekeep_club"
DIRECTOR = "director"
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
KEPT_REFUSALS = 50


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


class Club(Writers):
    """The cards of one evening: a code per table and the director's, the cookies they
    were exchanged for (each worth its card's role), and the refusals the director sees
    (kept with the cards, since a refusal writes nothing to the journal)."""

    def __init__(
        self, session: str, tables: Sequence[int], kept: Mapping[str, str] | None = None
    ) -> None:
        super().__init__()
        self.session = session
        roles = [*(str(t) for t in tables), DIRECTOR]
        if kept is not None and sorted(kept.values()) == sorted(roles):
            self.codes: dict[str, str] = dict(kept)
        else:
            self.codes = {new_code(): role for role in roles}
        self.roles: collections.OrderedDict[str, str] = collections.OrderedDict()
        self.refused: collections.deque[str] = collections.deque(maxlen=KEPT_REFUSALS)
        self.answered: collections.OrderedDict[str, tuple[str, str]] = collections.OrderedDict()
        self.where: Path | None = None
        """Where the codes and cookies are kept across a restart (None: in memory)."""
        self.address = ""
        """The board's address as ``serve`` printed it, which the printed cards hold."""
        self.held: Held | None = None
        """The session as the server keeps it between requests (None: read every time)."""

    def save(self) -> None:
        import os

        if self.where is None:
            return
        text = json.dumps(
            {"codes": self.codes, "cookies": dict(self.roles), "refused": list(self.refused)}
        )
        temporary = self.where.with_name(self.where.name + f".{os.getpid()}.tmp")
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as file:
                file.write(text)
            os.replace(temporary, self.where)
        except OSError:
            self.where = None

    def refuse(self, line: str) -> None:
        """A refused entry for the director's page, kept across a restart."""
        self.refused.append(line)
        self.save()

    def code_of(self, role: str) -> str:
        return next(code for code, r in self.codes.items() if r == role)

    def exchange_code(self, given: str) -> tuple[str, str] | None:
        """A new cookie and its role for a card's code; None for a wrong code."""
        role = None
        for code, r in self.codes.items():
            if secrets.compare_digest(given.encode(), code.encode()):
                role = r
        if role is None:
            return None
        cookie = secrets.token_urlsafe(24)
        self.roles[cookie] = role
        while len(self.roles) > 1024:
            self.roles.popitem(last=False)
        self.save()
        return cookie, role

    def role(self, cookie_header: str) -> tuple[str, str] | None:
        """The cookie in a ``Cookie`` header and its role, when this server gave it."""
        for part in cookie_header.split(";"):
            name, _eq, value = part.strip().partition("=")
            if name == COOKIE and value in self.roles:
                return value, self.roles[value]
        return None

    def place_of(self, role: str) -> str:
        """The page of a role, under the session's address."""
        suffix = "director" if role == DIRECTOR else f"table/{role}"
        return f"/s/{self.session}/{suffix}"


def cards_for(path: Path, session: str, tables: Sequence[int]) -> Club:
    """The evening's cards, the same after a restart: their codes, the cookies they were
    exchanged for and the entries refused are kept beside the journal's entry ledger
    (``0600``, the user's cache folder), so a phone's page goes on after a restart and the
    director still sees what was refused; in memory only when that folder is not the
    user's own."""
    from scorekeep.app.entry import ledger_for

    ledger = ledger_for(path).where
    where = None if ledger is None else ledger.with_name(ledger.stem + ".cards.json")
    codes: dict[str, str] | None = None
    cookies: dict[str, str] = {}
    refused: list[str] = []
    if where is not None:
        try:
            with open(where, encoding="utf-8") as file:
                loaded = json.loads(file.read(256 * 1024))
            if isinstance(loaded, dict):
                codes = _strings(loaded.get("codes"))
                cookies = _strings(loaded.get("cookies")) or {}
                kept = loaded.get("refused")
                if isinstance(kept, list):
                    refused = [line for line in kept if isinstance(line, str)]
        except (OSError, ValueError):
            codes = None
    club = Club(session, tables, codes)
    if club.codes == codes:
        club.roles.update((k, v) for k, v in cookies.items() if v in club.codes.values())
        club.refused.extend(refused)
    club.where = where
    club.save()
    return club


def _strings(value: Any) -> dict[str, str] | None:
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        return None
    return {str(k): v for k, v in value.items()}


def said(payload: Mapping[str, Any], code: int) -> Response:
    return Response(
        json.dumps(payload, ensure_ascii=False), code, media_type="application/json; charset=utf-8"
    )


CODES = {"recorded": 200, "pending": 200, "refused": 422, "forbidden": 403, "busy": 503}


Handler = Callable[[Request], Awaitable[Response]]


def club_routes(live: Live, club: Club, path: Path, base: str) -> tuple[Handler, Handler, Handler]:
    """The card pages (a table's, the director's), the post that each sends, and the
    table cards the director prints."""
    forbidden = _("this card's page may not do that: open its card's address again")

    def wanted(request: Request) -> str:
        if "table" in request.path_params:
            return str(request.path_params["table"])
        return DIRECTOR

    async def page(request: Request) -> Response:
        role = club.role(request.headers.get("cookie", ""))
        want = wanted(request)
        if role is None or role[1] != want:
            return PlainTextResponse(forbidden + "\n", 403)
        post_to = f"{base}{club.place_of(want)}/enter"
        title, lang, html = await live.aside(
            live.club_page, path, club, want, club.form_token(role[0]), post_to
        )
        if request.query_params.get("part") == "1":
            return Response(html, media_type="text/html; charset=utf-8")
        whole = club_document(base, lang, html, title)
        return Response(whole, media_type="text/html; charset=utf-8")

    async def enter(request: Request) -> Response:
        want = wanted(request)
        checked = await _checked_post(request, club, want)
        if isinstance(checked, Response):
            return checked
        cookie, entry_id, sent = checked
        post_to = f"{base}{club.place_of(want)}/enter"
        answer = await live.aside(
            live.club_write, path, club, want, entry_id, sent, club.form_token(cookie), post_to
        )
        await live.refresh()
        return said(answer, CODES.get(answer["outcome"], 422))

    async def printed(request: Request) -> Response:
        role = club.role(request.headers.get("cookie", ""))
        if role is None or role[1] != DIRECTOR:
            return PlainTextResponse(forbidden + "\n", 403)
        title, lang, html = await live.aside(live.club_cards, path, club)
        whole = club_document(base, lang, html, title, script=False)
        return Response(whole, media_type="text/html; charset=utf-8")

    return page, enter, printed


async def _checked_post(
    request: Request, club: Club, want: str
) -> Response | tuple[str, str, dict[str, Any]]:
    """A card's post as the write capability allows it (its card's cookie, the server's
    own ``Origin``, the address's allowance, the size, the form token, an entry id): the
    cookie, the entry id and what was sent; else the refusal."""
    from scorekeep.app.entry import ENTRY_ID

    forbidden = _("this card's page may not do that: open its card's address again")
    too_big = _("the entry is larger than {n} bytes").format(n=LARGEST_BODY)
    unreadable = _("the entry could not be read")
    role = club.role(request.headers.get("cookie", ""))
    host = request.headers.get("host", "")
    if role is None or role[1] != want:
        return said({"outcome": "forbidden", "text": forbidden}, 403)
    if request.headers.get("origin", "") != f"http://{host}":
        return said({"outcome": "forbidden", "text": forbidden}, 403)
    if not club.allow(request.client.host if request.client else ""):
        text = _("too many entries at once; wait a moment")
        return said({"outcome": "refused", "text": text}, 429)
    length = request.headers.get("content-length", "0")
    if not length.isdigit() or int(length) > LARGEST_BODY:
        return said({"outcome": "refused", "text": too_big}, 413)
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > LARGEST_BODY:
            return said({"outcome": "refused", "text": too_big}, 413)
    try:
        sent = json.loads(body.decode("utf-8"))
    except ValueError:
        sent = None
    if not isinstance(sent, dict):
        return said({"outcome": "refused", "text": unreadable}, 400)
    if not club.form_ok(str(sent.get("token", "")), role[0]):
        return said({"outcome": "forbidden", "text": forbidden}, 403)
    entry_id = str(sent.get("entry", ""))
    if not ENTRY_ID.fullmatch(entry_id):
        return said({"outcome": "refused", "text": unreadable}, 400)
    return role[0], entry_id, sent


def written(
    home: Any,
    path: Path,
    club: Club,
    role: str,
    entry_id: str,
    sent: Mapping[str, Any],
    token: str,
    post_to: str,
) -> dict[str, str]:
    """A card's post written (a refusal kept for the director's page), with the card's
    page as it is after it."""
    answer = write(home, path, club, role, entry_id, sent)
    if answer["outcome"] == "refused":
        where = _("director") if role == DIRECTOR else _("table {t}").format(t=role)
        club.refuse(f"{time.strftime('%H:%M')} {where}: {answer['text']}")
    answer["html"] = drawn(home, path, club, role, token, post_to)[2]
    return answer


def drawn(
    home: Any, path: Path, club: Club, role: str, token: str, post_to: str
) -> tuple[str, str, str]:
    """A card's page in the session's language: its title, the language and the part the
    script swaps in."""
    from scorekeep.i18n import language, set_language

    set_language(None)
    shown = part(home, path, club, role)
    return shown["title"], language(), card_html(shown, token, post_to)


def write(
    home: Any, path: Path, club: Club, role: str, entry_id: str, sent: Mapping[str, Any]
) -> dict[str, str]:
    """What a card's post asks, through the application layer: a table enters or
    confirms its own results, the director sets or fixes any; once per entry id."""
    from scorekeep.app import club as evening

    kept = club.answered.get(entry_id)
    if kept is not None and kept[0] == role:
        return {"outcome": "recorded", "text": kept[1]}
    action = str(sent.get("action", ""))
    if role == DIRECTOR:
        answer = evening.direct(home, path, sent, club.held)
    elif action == "direct":
        answer = evening.Answer("forbidden", _("only the director's card may do that"))
    elif action == "confirm":
        answer = evening.confirm(home, path, int(role), sent, club.held)
    elif action == "enter":
        answer = evening.enter(home, path, int(role), entry_id, sent, club.held)
    else:
        answer = evening.Answer("refused", _("unknown action '{action}'").format(action=action))
    if answer.outcome == "recorded":
        club.answered[entry_id] = (role, answer.text)
        while len(club.answered) > 4096:
            club.answered.popitem(last=False)
    return answer.as_dict()


def part(home: Any, path: Path, club: Club, role: str) -> dict[str, Any]:
    """What a card's page shows, read from the journal: a table's rounds, or the whole
    evening for the director."""
    from scorekeep.app import club as evening

    if role == DIRECTOR:
        return {
            "role": role,
            "title": _("Director — {session}").format(session=club.session),
            "evening": evening.evening_view(home, path, club.held),
            "refused": list(club.refused),
        }
    played, now = evening.table_view(home, path, int(role), club.held)
    return {
        "role": role,
        "title": _("Table {t} — {session}").format(t=role, session=club.session),
        "now": now,
        "played": played,
    }


def _result_inputs(prefix: str = "") -> str:
    labels = (
        ("contract", _("contract")),
        ("by", _("declarer")),
        ("result", _("result")),
        ("lead", _("lead (optional)")),
    )
    return "".join(
        f'<label><span>{escaped(text)}</span><input name="{prefix}{key}" autocomplete="off" '
        'autocapitalize="characters" spellcheck="false"></label>'
        for key, text in labels
    )


def _number(key: str, label: str) -> str:
    return (
        f'<label><span>{escaped(label)}</span><input name="{key}" inputmode="numeric" '
        'autocomplete="off"></label>'
    )


def card_html(part: Mapping[str, Any], token: str, post_to: str) -> str:
    head = (
        f'<section class="entry club" id="club" data-token="{escaped(token)}" '
        f'data-post="{escaped(post_to)}"><h2>{escaped(part["title"])}</h2>'
    )
    body = _director(part) if part["role"] == DIRECTOR else _table(part)
    return head + body + '<p class="answer" role="status" aria-live="polite"></p></section>'


def _waiting_row(w: Any) -> str:
    other = "EW" if w.side == "NS" else "NS"
    words = " ".join(str(w.entry.get(k, "")) for k in ("contract", "by", "result"))
    confirm = _("{side} confirms").format(side=other)
    return (
        f'<li class="waiting" data-board="{w.board}">'
        + escaped(
            _("board {b}: {result} (entered by {side})").format(
                b=w.board, result=words, side=w.side
            )
        )
        + f' <button type="button" data-confirm="{escaped(w.id)}" data-side="{other}">'
        f"{escaped(confirm)}</button></li>"
    )


def _table(part: Mapping[str, Any]) -> str:
    now: TableRound | None = part["now"]
    if now is None:
        return f'<p class="done">{escaped(_("every round of this table is scored"))}</p>'
    seat = now.seat

    def state(board: int) -> str:
        return "scored" if board in now.scored else "waiting" if board in now.waiting else "todo"

    boards = "".join(f'<li data-board="{b}" class="{state(b)}">{b}</li>' for b in seat.boards)
    waiting = [w for r in part["played"] for w in r.waiting.values()]
    sides = "".join(
        f'<label class="tick"><input type="radio" name="side" value="{s}"'
        f"{' checked' if s == 'NS' else ''}><span>{s}</span></label>"
        for s in ("NS", "EW")
    )
    return "".join(
        [
            f'<p class="round" data-round="{seat.round}">'
            + escaped(
                _("round {r}: NS {ns} v EW {ew}").format(r=seat.round, ns=seat.ns, ew=seat.ew)
            )
            + "</p>",
            f'<p>{escaped(_("boards to play"))}</p><ul class="boards">{boards}</ul>',
            f'<form data-action="enter"><input type="hidden" name="round" value="{seat.round}">',
            f'<fieldset class="sides"><legend>{escaped(_("entered by"))}</legend>',
            f"{sides}</fieldset>",
            _number("board", _("board")),
            _result_inputs(),
            f'<button type="submit">{escaped(_("Enter"))}</button></form>',
            '<ul class="waiting">' + "".join(_waiting_row(w) for w in waiting) + "</ul>",
        ]
    )


def round_rows(evening: Sequence[Sequence[TableRound]]) -> str:
    """The evening round by round, up to the round now: each table done, or its boards
    missing and waiting; "complete — move" once every table of a round has confirmed.
    The director's page and the live board show the same lines."""
    rows = []
    for number, tables in enumerate(evening, 1):
        done = all(t.done for t in tables)
        line = (
            _("round {r} complete — move").format(r=number)
            if done
            else _("round {r}").format(r=number)
        )
        complete = "complete" if done else ""
        rows.append(f'<h3 data-round="{number}" class="{complete}">{escaped(line)}</h3><ul>')
        for t in tables:
            missing = [b for b in t.seat.boards if b not in t.scored and b not in t.waiting]
            said = (
                _("table {t}: done").format(t=t.seat.table)
                if t.done
                else _("table {t}: missing {missing}; waiting {waiting}").format(
                    t=t.seat.table,
                    missing=", ".join(map(str, missing)) or "—",
                    waiting=", ".join(map(str, sorted(t.waiting))) or "—",
                )
            )
            rows.append(f'<li data-table="{t.seat.table}">{escaped(said)}</li>')
        rows.append("</ul>")
        if not done:
            break
    return "".join(rows)


def cards_html(home: Any, path: Path, club: Club) -> tuple[str, str, str]:
    """The table cards the director prints and cuts out, one per table of the movement:
    its number, its code, its address and that address as a QR code, so a phone at the
    table opens its page by pointing the camera. Its title, the language and the page."""
    import segno

    from scorekeep.app import club as evening
    from scorekeep.i18n import language, set_language

    set_language(None)
    tables = evening.tables_of(home, path, club.held)
    title = _("Table cards — {session}").format(session=club.session)
    cards = []
    for table in tables:
        code = club.code_of(str(table))
        address = f"{club.address}c/{code}"
        picture = segno.make(address, error="m").svg_data_uri(scale=4, border=2, light="#fff")
        alt = _("QR code of the table {t} card").format(t=table)
        heading = _("Table {t} — {session}").format(t=table, session=club.session)
        cards.append(
            f'<article class="card" data-table="{table}"><h2>{escaped(heading)}</h2>'
            f'<img class="qr" src="{escaped(picture)}" alt="{escaped(alt)}">'
            f'<p class="code">{escaped(_("code {code}").format(code=code))}</p>'
            f'<p class="address">{escaped(address)}</p></article>'
        )
    html = f'<section class="cards"><h1>{escaped(title)}</h1>{"".join(cards)}</section>'
    return title, language(), html


def _director(part: Mapping[str, Any]) -> str:
    refused = "".join(f"<li>{escaped(r)}</li>" for r in part["refused"])
    form = "".join(
        [
            '<form data-action="direct">',
            _number("table", _("table")),
            _number("round", _("round")),
            _number("board", _("board")),
            _result_inputs("f:"),
            f"<label><span>{escaped(_('adjusted score (A+-, 60/40)'))}</span>"
            '<input name="f:adjusted" autocomplete="off"></label>',
            '<label class="tick"><input type="checkbox" name="f:no_play" value="1">'
            f"<span>{escaped(_('No Play (not played at this table)'))}</span></label>",
            f"<label><span>{escaped(_('reason'))}</span>",
            '<input name="reason" autocomplete="off"></label>',
            f'<button type="submit">{escaped(_("Record"))}</button></form>',
        ]
    )
    printed = escaped(_("print the table cards"))
    cards = f'<p><a class="print-cards" href="director/cards">{printed}</a></p>'
    return (
        round_rows(part["evening"])
        + f'<h3>{escaped(_("refused entries"))}</h3><ul class="refused">{refused}</ul>'
        + form
        + cards
    )


CLUB_SCRIPT = """\
"use strict";
(function () {
  var holder = document.getElementById("club-holder");
  if (!holder || !window.fetch) { return; }
  function newId() {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }
  function club() { return document.getElementById("club"); }
  function swap(html, text, kind) {
    holder.innerHTML = html;
    var answer = club().querySelector(".answer");
    if (text) { answer.textContent = text; answer.className = "answer " + kind; }
    wire();
  }
  var sending = 0;
  function post(body) {
    var section = club();
    sending += 1;
    body.token = section.getAttribute("data-token");
    body.entry = body.entry || newId();
    return window.fetch(section.getAttribute("data-post"), {
      method: "POST", headers: {"Content-Type": "application/json"},
      body: JSON.stringify(body), credentials: "same-origin"
    }).then(function (response) {
      return response.json().then(function (said) { return [response.status, said]; });
    }).then(function (got) {
      var said = got[1];
      sending -= 1;
      if (got[0] === 429 || got[0] === 503) {
        var a = club().querySelector(".answer"); a.textContent = said.text;
        window.setTimeout(function () { post(body); }, 1000);
        return;
      }
      if (said.html) { swap(said.html, said.text, said.outcome); }
      else { var a = club().querySelector(".answer"); a.textContent = said.text;
             a.className = "answer " + said.outcome; }
    }, function () {
      sending -= 1;
      var a = club().querySelector(".answer"); a.textContent = "…";
      a.className = "answer lost";
    });
  }
  function wire() {
    var section = club();
    Array.prototype.forEach.call(section.querySelectorAll("form"), function (form) {
      form.addEventListener("submit", function (event) {
        event.preventDefault();
        var body = {action: form.getAttribute("data-action"), fields: {}};
        Array.prototype.forEach.call(form.querySelectorAll("input"), function (input) {
          if ((input.type === "radio" || input.type === "checkbox") && !input.checked) {
            return;
          }
          var name = input.getAttribute("name"), value = input.value.trim();
          if (name.indexOf("f:") === 0) { if (value) { body.fields[name.slice(2)] = value; } }
          else { body[name] = value; }
        });
        post(body);
      });
    });
    Array.prototype.forEach.call(section.querySelectorAll("[data-confirm]"), function (button) {
      button.addEventListener("click", function () {
        post({action: "confirm", id: button.getAttribute("data-confirm"),
              side: button.getAttribute("data-side")});
      });
    });
  }
  function typing() {
    return document.activeElement && document.activeElement.tagName === "INPUT";
  }
  function refresh() {
    if (typing() || sending) { return; }
    window.fetch(window.location.pathname + "?part=1", {credentials: "same-origin"})
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (!html || typing() || sending) { return; }
        var answer = club().querySelector(".answer");
        swap(html, answer.textContent, answer.className.replace("answer", "").trim());
      }, function () {});
  }
  wire();
  window.setInterval(refresh, 3000);
})();
"""
"""A card page's script: post its forms and confirm buttons as JSON with the page's form
token and a new entry id (sent again, the same, after a 429 or 503), swap in the page the
answer brings, and read the page again every
few seconds (so the opponents' phone sees what waits for them)."""


def club_document(base: str, lang: str, fragment: str, title: str, script: bool = True) -> str:
    """A card's whole page: the part the script swaps, its stylesheet and script (the
    printed cards have none)."""
    return "".join(
        [
            "<!DOCTYPE html>\n",
            f'<html lang="{escaped(lang)}"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escaped(title)}</title>",
            f'<link rel="stylesheet" href="{escaped(base)}/board.css">',
            f'<script src="{escaped(base)}/club.js" defer></script>' if script else "",
            '</head><body class="live"><div id="club-holder">',
            fragment,
            "</div></body></html>\n",
        ]
    )
