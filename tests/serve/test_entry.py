"""``serve --entry``: hands entered from a writer's phone, over plain HTTP to the real
process on loopback. Who may write (cookie, Origin, form token, body size, rate), the same
validation and answers as ``hand``, and every entry recorded once."""

from __future__ import annotations

import json
import os
import signal
import stat
import threading
from pathlib import Path

import pytest

from tests.serve.running import request, scorekeep, serving, writer, writers_url

PLAYERS = "N=Ania,E=Bartek,S=Celina,W=Darek"
CONTRACTS = ("1C", "2D", "1H", "2S", "1NT", "3C", "2H", "1S")


def new_home(root: Path, *extra: str) -> Path:
    home = root / "home"
    scorekeep(home, "new", "bridge-rubber", "--players", PLAYERS, "--name", "fri", *extra)
    return home


def hands_in(home: Path, name: str = "fri") -> int:
    text = (home / "sessions" / f"{name}.toml").read_text("utf-8")
    return text.count("[[hands]]")


def hand(n: int) -> dict[str, object]:
    """The n-th of a run of hands no two in a row alike (none asks the repeat question)."""
    contract = CONTRACTS[n % len(CONTRACTS)]
    return {"action": "hand", "line": f"{contract} N {6 + int(contract[0])}"}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return new_home(tmp_path)


def test_a_hand_entered_is_recorded_with_hands_answer(home):
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        status, said = phone.post({"id": "entry-0001", "action": "hand", "line": "4S N 10"})
        assert status == 200 and said["outcome"] == "recorded"
        assert said["text"].splitlines()[0] == "hand 1: 4S by N, 10 tricks · NS +120"
        assert said["text"].splitlines()[-1] == "totals: NS 120, EW 0"
        status, said = phone.post(
            {"id": "entry-0002", "fields": {"contract": "3NT", "by": "S", "tricks": "8"}}
        )
        assert status == 200, said
        assert said["text"].startswith("hand 2: 3NT by S, 8 tricks · EW +100"), said
    data = json.loads(scorekeep(home, "status", "-s", "fri", "--format", "json").stdout)
    assert data["totals"] == {"NS": 120, "EW": 100}
    scorekeep(home, "check", "-s", "fri")


def test_a_replayed_entry_id_is_one_record_with_identical_answers(home):
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        answers = [phone.post({"id": "same-entry-1", **hand(0)}) for _ in range(3)]
        assert answers[0][0] == 200
        assert answers[1] == answers[0] == answers[2]
        assert hands_in(home) == 1
        # the same words with a new id are a new entry: the repeat question
        status, said = phone.post({"id": "same-entry-2", **hand(0)})
        assert (status, said["outcome"]) == (409, "ask")
        assert said["text"].startswith("same as hand 1")
        assert hands_in(home) == 1
        status, said = phone.post({"id": "same-entry-3", **hand(0), "again": True})
        assert status == 200 and said["text"].startswith("hand 2:")
    assert hands_in(home) == 2


def test_a_refused_hand_is_one_line_and_leaves_the_journal(home):
    journal = home / "sessions" / "fri.toml"
    before = journal.read_bytes()
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        for sent, words in [
            (
                {"fields": {"contract": "4S", "by": "Bratek", "tricks": "10"}},
                "did you mean Bartek?",
            ),
            ({"line": "4S Bratek 10"}, "'Bratek'"),
            ({"line": "4S N 14"}, "tricks"),
            ({"fields": {"contract": "8S", "by": "N", "tricks": "10"}}, "8S"),
            ({"line": "'4S N"}, "cannot read the line"),
            ({"action": "fix", "number": "9", "line": "4S N 10"}, "9"),
            ({"action": "undo"}, "no hand to undo"),
        ]:
            status, said = phone.post({"id": "refused-0001", **sent})
            assert status == 422, (sent, said)
            assert said["outcome"] == "refused" and "\n" not in said["text"]
            assert words in said["text"], said
    assert journal.read_bytes() == before


def test_undo_and_fix_with_a_reason(home):
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        assert phone.post({"id": "first-hand", "line": "4S N 10"})[0] == 200
        status, said = phone.post(
            {
                "id": "fix-first",
                "action": "fix",
                "number": "1",
                "line": "4S N 9",
                "reason": "miscounted",
            }
        )
        assert status == 200 and said["text"].startswith("hand 1: 4S by N, 9 tricks")
        status, said = phone.post({"id": "undo-first", "action": "undo", "reason": "wrong deal"})
        assert status == 200 and said["text"].startswith("hand 1 voided (wrong deal)")
    text = (home / "sessions" / "fri.toml").read_text("utf-8")
    assert 'reason = "miscounted"' in text and 'reason = "wrong deal"' in text
    scorekeep(home, "check", "-s", "fri")


def test_the_answer_and_the_refusal_speak_the_sessions_language(tmp_path):
    home = new_home(tmp_path, "--lang", "pl")
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        status, said = phone.post({"id": "polski-0001", "line": "4S N 10"})
        assert status == 200 and "NS +120" in said["text"]
        assert not said["text"].startswith("hand 1:") and "totals:" not in said["text"]
        status, said = phone.post(
            {"id": "polski-0002", "fields": {"contract": "4S", "by": "Bratek", "tricks": "10"}}
        )
        assert status == 422 and "Bartek" in said["text"] and "did you mean" not in said["text"]
        status, said = phone.post({"id": "polski-0003", "line": "4S N 10"})
        assert status == 409 and "same as" not in said["text"]


@pytest.mark.parametrize(
    "change",
    ["no cookie", "read token only", "foreign origin", "no origin", "no form token", "stale"],
)
def test_who_may_write(tmp_path, change):
    home = new_home(tmp_path)
    journal = home / "sessions" / "fri.toml"
    before = journal.read_bytes()
    args = ("--lan", "--bind", "127.0.0.1") if change == "read token only" else ()
    with serving(home, "-s", "fri", "--entry", *args) as running:
        phone = writer(running, "s/fri")
        sent = {"id": "who-may-1", **hand(0)}
        if change == "stale":
            with serving(home, "-s", "fri", "--entry") as other:
                stale = writer(other, "s/fri").token
            # a token of another server, then a token this server gave another phone
            assert phone._replace(token=stale).post(sent)[0] == 403
            second = writer(running, "s/fri")
            assert phone._replace(token=second.token).post(sent)[0] == 403
        else:
            changes = {
                "no cookie": {"cookie": ""},
                "read token only": {"cookie": ""},
                "foreign origin": {"origin": "http://evil.example"},
                "no origin": {"origin": ""},
                "no form token": {},
            }[change]
            if change == "no form token":
                phone = phone._replace(token="")
            status, said = phone.post(sent, **changes)
            assert status == 403, said
            assert "writers' address" in said["text"]
        assert phone.post({"id": "who-may-2", **hand(1)})[0] == (
            403 if change == "no form token" else 200
        )
    after = journal.read_bytes()
    assert after.count(b"[[hands]]") == before.count(b"[[hands]]") + (change != "no form token")


def test_a_wrong_writers_token_is_refused_and_sets_no_cookie(home):
    with serving(home, "-s", "fri", "--entry") as running:
        path = writers_url(running)
        status, headers, _body = request(running, path[:-1] + ("x" if path[-1] != "x" else "y"))
        assert status == 403 and "set-cookie" not in headers


def test_without_entry_every_post_is_405_and_no_form_is_given(home):
    with serving(home, "-s", "fri") as running:
        assert not any("/w/" in line for line in running.lines)
        status, headers, _ = request(running, "/s/fri/enter", "POST", body=b"{}")
        assert status == 405 and headers["allow"] == "GET, HEAD"
        assert request(running, "/w/anything")[0] == 404
        assert b'id="entry"' not in request(running, "/s/fri")[2]


def test_a_post_elsewhere_than_the_entry_is_405(home):
    with serving(home, "-s", "fri", "--entry") as running:
        for path in ("/s/fri", "/", "/events"):
            assert request(running, path, "POST", body=b"{}")[0] == 405
        # a reader's page has no form, a writer's page has it
        assert b'id="entry"' not in request(running, "/s/fri")[2]


def test_a_body_over_4_kib_is_413(home):
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        status, said = phone.post({"id": "too-big-01", **hand(0), "reason": "x" * 5 * 1024})
        assert status == 413, said
    assert hands_in(home) == 0


def test_a_burst_from_one_address_is_slowed_and_the_others_still_write(home):
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        codes = [phone.post({"id": f"burst-{n:04d}", "line": "x"})[0] for n in range(40)]
        assert 429 in codes and codes.count(422) >= 5
        other = {
            "Cookie": f"scorekeep_writer={phone.cookie}",
            "Origin": f"http://127.0.0.1:{running.port}",
        }
        body = json.dumps({"token": phone.token, "id": "other-phone", **hand(0)}).encode()
        status, _headers, data = request(running, phone.post_to, "POST", other, body, "127.0.0.2")
        assert status == 200, data
    assert hands_in(home) == 1


def test_the_ledger_is_private_to_the_user(home):
    with serving(home, "-s", "fri", "--entry") as running:
        assert writer(running, "s/fri").post({"id": "ledger-01", **hand(0)})[0] == 200
    kept = list((home.parent / "cache" / "entries").glob("*.json"))
    assert len(kept) == 1
    assert stat.S_IMODE(kept[0].stat().st_mode) == 0o600
    assert b"ledger-01" in kept[0].read_bytes() and b"scorekeep_writer" not in kept[0].read_bytes()
    assert b"ledger-01" not in (home / "sessions" / "fri.toml").read_bytes()


def test_sigkill_during_posts_loses_nothing_and_doubles_nothing(home):
    """A phone posts hand after hand; the server is killed while one is on its way; the
    phone sends every entry again to the server started anew: each hand once, in order."""
    ids = [f"killed-{n:04d}" for n in range(24)]
    answered: dict[str, dict[str, object]] = {}
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")

        def post_all() -> None:
            for n, entry_id in enumerate(ids):
                try:
                    status, said = phone.post({"id": entry_id, **hand(n)})
                except OSError:
                    return
                if status == 200:
                    answered[entry_id] = said

        poster = threading.Thread(target=post_all)
        poster.start()
        for _ in range(400):  # bounded: until half the hands are answered
            if len(answered) >= len(ids) // 2:
                break
            poster.join(0.02)
        os.kill(running.process.pid, signal.SIGKILL)
        poster.join(30)
        assert not poster.is_alive()
    assert 0 < len(answered) < len(ids)
    with serving(home, "-s", "fri", "--entry") as again:
        phone = writer(again, "s/fri")
        for n, entry_id in enumerate(ids):
            status, said = phone.post({"id": entry_id, **hand(n)}, patient=True)
            assert status == 200, said
            if entry_id in answered:
                assert said == answered[entry_id]
    assert hands_in(home) == len(ids)
    scorekeep(home, "check", "-s", "fri")
    text = (home / "sessions" / "fri.toml").read_text("utf-8")
    written = [line.split('"')[1] for line in text.splitlines() if line.startswith("contract")]
    assert written == [str(hand(n)["line"]).split()[0] for n in range(len(ids))]


def test_a_session_busy_too_long_is_not_a_refusal_and_the_entry_is_sent_again(home):
    """While another writer holds the session's lock longer than the post waits, the phone
    gets 503 ``busy`` (its page keeps the entry and sends it again), not a refusal that
    would drop the hand; the same entry sent once the lock is free is recorded once."""
    from scorekeep.files.atomic import locked

    journal = home / "sessions" / "fri.toml"
    with serving(home, "-s", "fri", "--entry") as running:
        phone = writer(running, "s/fri")
        with locked(journal):
            status, said = phone.post({"id": "held-entry-1", **hand(0)})
        assert (status, said["outcome"]) == (503, "busy"), said
        assert "busy" in said["text"] and hands_in(home) == 0
        status, said = phone.post({"id": "held-entry-1", **hand(0)})
        assert (status, said["outcome"]) == (200, "recorded"), said
    assert hands_in(home) == 1
