"""``serve --entry --club``: a card per table and the director's, to the real process on
loopback. A table's card writes for its own table only, the side that entered a result
cannot confirm it, the director's actions are the director's, and every new route keeps
the write capability's rules (cookie, Origin, form token, entry id, size)."""

from __future__ import annotations

import json
import os
import re
import signal
import tomllib
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.serve.running import Served, club_evening, request, scorekeep, serving

PAIRS = "Kowalscy,Nowakowie,Wiśniewscy,Zielińscy,Lewandowscy,Wójcikowie"


def new_evening(root: Path, *extra: str) -> Path:
    home = root / "home"
    scorekeep(
        home,
        *club_evening("tuesday"),
        *extra,
    )
    return home


def cards(served: Served) -> dict[str, str]:
    """Each card's address path as printed, in any language: ``{"1": "/c/CODE", …,
    "director": …}`` (a table's line names its number, the director's none)."""
    found = {}
    for line in served.lines:
        printed = re.search(r"^\D*?(\d*)\D*: \S+ (\w+), http://127\.0\.0\.1:\d+(/\S*c/\S+)", line)
        if printed:
            assert printed.group(3).endswith(printed.group(2))
            found[printed.group(1) or "director"] = printed.group(3)
    return found


class Card(NamedTuple):
    """A phone that opened a card: its cookie, its page and the form token it got."""

    served: Served
    cookie: str
    page: str
    token: str
    post_to: str

    def get(self, path: str | None = None) -> tuple[int, bytes]:
        status, _headers, body = request(
            self.served, path or self.page, headers={"Cookie": f"scorekeep_club={self.cookie}"}
        )
        return status, body

    def post(self, sent: dict[str, object], to: str | None = None, **changes: str):
        headers = {
            "Cookie": changes.get("cookie", f"scorekeep_club={self.cookie}"),
            "Origin": changes.get("origin", f"http://127.0.0.1:{self.served.port}"),
            "Content-Type": "application/json",
        }
        headers = {k: v for k, v in headers.items() if v}
        body = json.dumps({"token": self.token, **sent}).encode()
        if "body" in changes:
            body = changes["body"].encode()
        status, _h, data = request(self.served, to or self.post_to, "POST", headers, body)
        return status, json.loads(data) if data.startswith(b"{") else {"raw": data.decode()}


def card(served: Served, address: str) -> Card:
    status, headers, _body = request(served, address)
    assert status == 303, status
    cookie = re.search(r"scorekeep_club=([^;]+)", headers["set-cookie"])
    assert cookie is not None and "httponly" in headers["set-cookie"].lower()
    assert "samesite=strict" in headers["set-cookie"].lower()
    page = headers["location"]
    status, _h, html = request(served, page, headers={"Cookie": f"scorekeep_club={cookie[1]}"})
    assert status == 200, html
    token = re.search(rb'data-token="([^"]+)"', html)
    post_to = re.search(rb'data-post="([^"]+)"', html)
    assert token is not None and post_to is not None
    return Card(served, cookie[1], page, token[1].decode(), post_to[1].decode())


def result(board: int, entry: str, side: str = "NS", made: str = "=") -> dict[str, object]:
    return {
        "action": "enter",
        "entry": entry,
        "side": side,
        "round": 1,
        "board": board,
        "contract": "4S",
        "by": "N",
        "result": made,
    }


def confirm(pending: str, entry: str, side: str = "EW") -> dict[str, object]:
    return {"action": "confirm", "entry": entry, "id": pending, "side": side}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return new_evening(tmp_path)


def journal(home: Path) -> Path:
    return home / "sessions" / "tuesday.toml"


def test_a_card_per_table_and_the_directors_and_a_table_sees_its_round(home):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        assert sorted(printed) == ["1", "2", "3", "director"]
        assert len(set(printed.values())) == 4
        table = card(running, printed["2"])
        assert table.page == "/s/tuesday/table/2"
        status, html = table.get()
        text = html.decode()
        assert "round 1: NS Nowakowie v EW Lewandowscy" in text
        assert [int(b) for b in re.findall(r'<li data-board="(\d+)"', text)] == [4, 5, 6]
        status, _h, _b = request(running, "/c/WRONGCODE1")
        assert status == 403


def test_pending_until_the_opponents_confirm_on_their_own_phone(home):
    before = scorekeep(home, "status", "-s", "tuesday", "--format", "json").stdout
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        north, east = card(running, printed["1"]), card(running, printed["1"])
        status, said = north.post(result(1, "entry-ns-0001"))
        assert (status, said["outcome"]) == (200, "pending"), said
        assert "waiting for the opponents" in said["text"]
        assert scorekeep(home, "status", "-s", "tuesday", "--format", "json").stdout == before
        _status, board = request(running, "/s/tuesday")[0::2]
        assert b"+420" not in board
        status, page = east.get()
        assert b'data-confirm="entry-ns-0001"' in page
        status, said = east.post(confirm("entry-ns-0001", "entry-ew-0001"))
        assert (status, said["outcome"]) == (200, "recorded"), said
        assert said["text"].startswith("hand 1: board 1, Kowalscy v Zielińscy: 4S by N")
        status, said = east.post(confirm("entry-ns-0001", "entry-ew-0002"))
        assert status == 200 and said["text"] == "board 1 is scored"
    data = json.loads(scorekeep(home, "status", "-s", "tuesday", "--format", "json").stdout)
    assert data["hands"] == 1


def test_a_table_cannot_enter_or_confirm_for_another_nor_confirm_its_own_side(home):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        one, two = card(running, printed["1"]), card(running, printed["2"])
        assert one.post(result(1, "entry-one-001"))[0] == 200
        before = journal(home).read_bytes()
        assert one.get("/s/tuesday/table/2")[0] == 403
        status, said = one.post(result(4, "entry-one-002"), to="/s/tuesday/table/2/enter")
        assert (status, said["outcome"]) == (403, "forbidden")
        status, said = two.post(confirm("entry-one-001", "entry-two-001"))
        assert (status, said["outcome"]) == (403, "forbidden")
        status, said = one.post(confirm("entry-one-001", "entry-one-003", side="NS"))
        assert (status, said["outcome"]) == (403, "forbidden")
        assert "opponents" in said["text"]
        assert journal(home).read_bytes() == before


def test_the_directors_actions_are_the_directors_only(home):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        table = card(running, printed["1"])
        director = card(running, printed["director"])
        assert director.page == "/s/tuesday/director"
        assert table.get("/s/tuesday/director")[0] == 403
        assert director.get("/s/tuesday/table/1")[0] == 403
        adjusted = {"entry": "dir-entry-01", "table": 1, "round": 1, "board": 1}
        adjusted["fields"] = {"adjusted": "A+-"}
        before = journal(home).read_bytes()
        status, said = table.post(adjusted, to="/s/tuesday/director/enter")
        assert (status, said["outcome"]) == (403, "forbidden")
        assert journal(home).read_bytes() == before
        status, said = director.post(adjusted)
        assert (status, said["outcome"]) == (200, "recorded"), said
        assert "adjusted A+-" in said["text"]
        # sent again (a flaky network): the same answer, one hand
        again, resaid = director.post(adjusted)
        assert (again, resaid["outcome"], resaid["text"]) == (status, "recorded", said["text"])
        assert journal(home).read_text("utf-8").count("\nn = ") == 1


def no_play(board: int, entry: str, reason: str = "") -> dict[str, object]:
    sent: dict[str, object] = {"entry": entry, "table": 1, "round": 1, "board": board}
    sent["fields"] = {"no_play": "1"}
    return {**sent, "reason": reason} if reason else sent


def test_the_directors_no_play_completes_the_tables_round(home):
    """No Play is the director's: for a board not confirmed it is the table's result on
    that board (neither pair scores on it), and the round counts as complete for it."""
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        table = card(running, printed["1"])
        director = card(running, printed["director"])
        for board in (1, 2):
            table.post(result(board, f"entry-ns-000{board}"))
            table.post(confirm(f"entry-ns-000{board}", f"entry-ew-000{board}"))
        table.post(result(3, "entry-ns-0003"))
        status, said = director.post(no_play(3, "dir-entry-01"))
        assert (status, said["outcome"]) == (200, "recorded"), said
        assert "board 3, Kowalscy v Zielińscy: not played" in said["text"]
        _status, page = director.get()
        assert b'<li data-table="1">table 1: done</li>' in page
        _status, page = table.get()
        assert b'data-confirm="entry-ns-0003"' not in page
    entry = tomllib.loads(journal(home).read_text("utf-8"))["hands"][-1]
    assert {k: v for k, v in entry.items() if k not in ("n", "at")} == {
        "board": 3,
        "ns": "Kowalscy",
        "ew": "Zielińscy",
        "no_play": True,
        "table": 1,
        "round": 1,
    }


def test_the_directors_no_play_of_a_confirmed_board_is_a_fix_with_its_reason(home):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        table = card(running, printed["1"])
        director = card(running, printed["director"])
        table.post(result(1, "entry-ns-0001"))
        table.post(confirm("entry-ns-0001", "entry-ew-0001"))
        before = journal(home).read_bytes()
        status, said = director.post(no_play(1, "dir-entry-01"))
        assert status == 422
        assert said["text"].endswith("board 1 is scored at table 1: a fix needs its reason")
        assert journal(home).read_bytes() == before
        status, said = director.post(no_play(1, "dir-entry-02", "time ran out"))
        assert (status, said["outcome"]) == (200, "recorded"), said
    fix = tomllib.loads(journal(home).read_text("utf-8"))["hands"][-1]
    assert (fix["fix"], fix["reason"], fix["no_play"]) == (1, "time ran out", True)
    data = json.loads(scorekeep(home, "status", "-s", "tuesday", "--format", "json").stdout)
    assert data["travellers"][0]["not_played"] == [{"ns": "Kowalscy", "ew": "Zielińscy"}]


@pytest.mark.parametrize("how", ["as the director's action", "with the entry"])
def test_a_tables_card_cannot_give_no_play(home, how):
    """On its own route too (the director's route is closed to it already)."""
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        table = card(running, cards(running)["1"])
        before = journal(home).read_bytes()
        if how == "as the director's action":
            status, said = table.post({**no_play(1, "entry-np-0001"), "action": "direct"})
        else:
            status, said = table.post({**result(1, "entry-np-0001"), "no_play": "1"})
        assert (status, said["outcome"]) == (403, "forbidden"), said
        assert journal(home).read_bytes() == before


def test_the_refusals_are_one_line_422_and_leave_the_journal(home):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        table = card(running, cards(running)["1"])
        table.post(result(1, "entry-ns-0001"))
        table.post(confirm("entry-ns-0001", "entry-ew-0001"))
        before = journal(home).read_bytes()
        status, said = table.post(result(1, "entry-ns-0002", made="+1"))
        assert (status, said["text"]) == (
            422,
            "board 1 is already scored at this table — ask the director",
        )
        status, said = table.post(result(4, "entry-ns-0003"))
        assert status == 422
        assert said["text"] == "board 4 is not played at table 1 in round 1 (boards 1–3)"
        assert journal(home).read_bytes() == before
        director = card(running, cards(running)["director"])
        _status, page = director.get()
        assert b"board 1 is already scored at this table" in page


@pytest.mark.parametrize("route", ["table", "director"])
@pytest.mark.parametrize(
    "change", ["no cookie", "foreign origin", "no origin", "no form token", "no entry id", "big"]
)
def test_every_route_keeps_the_write_capabilitys_rules(home, route, change):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        phone = card(running, cards(running)["1" if route == "table" else "director"])
        before = journal(home).read_bytes()
        sent: dict[str, object] = (
            result(1, "entry-ns-0001")
            if route == "table"
            else {"entry": "dir-entry-01", "table": 1, "round": 1, "board": 1, "fields": {}}
        )
        changes: dict[str, str] = {}
        if change == "no cookie":
            changes["cookie"] = ""
        elif change == "foreign origin":
            changes["origin"] = "http://evil.example"
        elif change == "no origin":
            changes["origin"] = ""
        elif change == "no form token":
            phone = phone._replace(token="")
        elif change == "no entry id":
            sent = {k: v for k, v in sent.items() if k != "entry"}
        else:
            sent["reason"] = "x" * 5000
        status, said = phone.post(sent, **changes)
        expected = {"no entry id": 400, "big": 413}.get(change, 403)
        assert status == expected, said
        assert journal(home).read_bytes() == before


def test_a_killed_server_loses_nothing_and_asks_nothing_twice(home):
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        table = card(running, printed["1"])
        table.post(result(1, "entry-ns-0001"))
        table.post(confirm("entry-ns-0001", "entry-ew-0001"))
        table.post(result(2, "entry-ns-0002"))
        os.kill(running.process.pid, signal.SIGKILL)
        running.process.wait(timeout=10)
    with serving(home, "-s", "tuesday", "--entry", "--club") as again:
        assert cards(again) == printed
        # the phone's cookie is still its table's: the page goes on without a new scan
        assert table._replace(served=again).get()[0] == 200
        kept = list((home.parent / "cache" / "entries").glob("*.cards.json"))
        assert len(kept) == 1 and kept[0].stat().st_mode & 0o777 == 0o600
        table = card(again, printed["1"])
        _status, page = table.get()
        assert b'data-confirm="entry-ns-0002"' in page
        assert b'data-board="1" class="scored"' in page
        status, said = table.post(result(2, "entry-ns-0002"))
        assert (status, said["outcome"]) == (200, "pending")
        status, said = table.post(confirm("entry-ns-0002", "entry-ew-0002"))
        assert (status, said["outcome"]) == (200, "recorded")
    text = journal(home).read_text("utf-8")
    assert text.count("pending = 1") == 2 and text.count("\nn = ") == 2


def test_the_refused_entries_survive_a_killed_server(home):
    """A refusal writes nothing to the journal; the director's page still lists it after a
    SIGKILL and a restart (it is kept beside the cards, ``0600``)."""
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        table = card(running, printed["1"])
        before = journal(home).read_bytes()
        status, _said = table.post(result(4, "entry-ns-0001"))
        assert status == 422
        assert journal(home).read_bytes() == before
        os.kill(running.process.pid, signal.SIGKILL)
        running.process.wait(timeout=10)
    with serving(home, "-s", "tuesday", "--entry", "--club") as again:
        director = card(again, cards(again)["director"])
        _status, page = director.get()
        refused = re.search(rb'<ul class="refused">(.*?)</ul>', page)
        assert refused is not None
        assert b"table 1: board 4 is not played at table 1 in round 1" in refused[1]
    kept = list((home.parent / "cache" / "entries").glob("*.cards.json"))
    assert len(kept) == 1 and kept[0].stat().st_mode & 0o777 == 0o600
    assert journal(home).read_bytes() == before


def test_club_needs_entry_and_a_movement(tmp_path):
    home = tmp_path / "home"
    scorekeep(home, "new", "bridge-rubber", "--players", "N=A,E=B,S=C,W=D", "--name", "fri")
    done = scorekeep(home, "serve", "-s", "fri", "--club", "--port", "0", code=2)
    assert "--entry" in done.stderr
    done = scorekeep(home, "serve", "-s", "fri", "--entry", "--club", "--port", "0", code=1)
    assert done.stderr.count("\n") == 1 and "movement" in done.stderr


def test_the_pages_and_refusals_speak_the_sessions_language(tmp_path):
    home = new_evening(tmp_path, "--lang", "pl")
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        table = card(running, cards(running)["1"])
        _status, page = table.get()
        assert "runda 1: NS Kowalscy – EW Zielińscy" in page.decode()
        status, said = table.post(result(1, "entry-ns-0001"))
        assert status == 200 and "czeka na potwierdzenie przeciwników" in said["text"]
        table.post(confirm("entry-ns-0001", "entry-ew-0001"))
        status, said = table.post(result(1, "entry-ns-0002"))
        assert status == 422
        assert "rozdanie 1 jest już zapisane przy tym stole — zapytaj sędziego" in said["text"]
        status, said = table.post(result(4, "entry-ns-0003"))
        assert status == 422 and "rozdanie 4 nie jest grane przy stole 1" in said["text"]


def test_a_club_evening_prints_no_address_that_writes_without_a_card(home):
    """With --club a result reaches the journal only through a table's card and its
    confirmation, or the director's: the writers' address of plain --entry (which enters a
    hand at once) is not printed, so nobody holds it."""
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = "\n".join(running.lines)
        assert "table 1 card: code" in printed
        assert "/w/" not in printed and "writers" not in printed


def test_the_director_prints_a_card_per_table_with_its_code_address_and_qr(home):
    """The cards page holds every table's code (each worth a table's writes), so it is the
    director's only; each card's QR code holds the card's address as ``serve`` printed it."""
    import html as markup

    import segno

    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        director = card(running, printed["director"])
        status, page = director.get()
        assert b'href="director/cards"' in page
        status, sheet = director.get("/s/tuesday/director/cards")
        assert status == 200
        text = sheet.decode()
        shown = re.findall(
            r'<article class="card" data-table="(\d+)"><h2>Table \1 — tuesday</h2>'
            r'<img class="qr" src="([^"]+)" alt="QR code of the table \1 card">'
            r'<p class="code">code (\w+)</p><p class="address">(\S+)</p></article>',
            text,
        )
        assert [t for t, *_rest in shown] == ["1", "2", "3"]
        for table, picture, code, address in shown:
            assert address == f"http://127.0.0.1:{running.port}{printed[table]}"
            assert printed[table].endswith("/c/" + code)
            qr = segno.make(address, error="m").svg_data_uri(scale=4, border=2, light="#fff")
            assert markup.unescape(picture) == qr
        assert printed["director"].rsplit("/", 1)[1] not in text
        assert "<script" not in text
        table = card(running, printed["1"])
        assert table.get("/s/tuesday/director/cards")[0] == 403
        assert request(running, "/s/tuesday/director/cards")[0] == 403
