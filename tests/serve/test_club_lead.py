"""A club card's form takes the opening lead of a result (optional): the table's page has
the field, a result entered with it keeps it once confirmed, the director's form passes it
through, and a lead that is no card is refused in one line with the journal unchanged."""

from __future__ import annotations

import json

from tests.serve.running import scorekeep, serving
from tests.serve.test_club import card, cards, confirm, journal, new_evening, result


def test_a_table_enters_a_result_with_its_lead(tmp_path):
    home = new_evening(tmp_path)
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        printed = cards(running)
        north, east = card(running, printed["1"]), card(running, printed["1"])
        page = north.get()[1].decode()
        assert '<input name="lead"' in page
        status, said = north.post({**result(1, "entry-ns-lead1"), "lead": "KH"})
        assert (status, said["outcome"]) == (200, "pending"), said
        status, said = east.post(confirm("entry-ns-lead1", "entry-ew-lead1"))
        assert (status, said["outcome"]) == (200, "recorded"), said
        assert "lead K♥" in said["text"]
        status, said = north.post(result(2, "entry-ns-lead2"))
        assert (status, said["outcome"]) == (200, "pending"), said
    sheet = json.loads(scorekeep(home, "sheet", "-s", "tuesday", "--format", "json").stdout)
    assert sheet["hands"][0]["entry"]["lead"] == "KH"


def test_the_directors_form_passes_the_lead_through(tmp_path):
    home = new_evening(tmp_path)
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        director = card(running, cards(running)["director"])
        assert '<input name="f:lead"' in director.get()[1].decode()
        sent = {"entry": "dir-lead-001", "table": 1, "round": 1, "board": 1}
        sent["fields"] = {"contract": "3NT", "by": "S", "result": "+1", "lead": "10S"}
        status, said = director.post(sent)
        assert (status, said["outcome"]) == (200, "recorded"), said
    sheet = json.loads(scorekeep(home, "sheet", "-s", "tuesday", "--format", "json").stdout)
    assert sheet["hands"][0]["entry"]["lead"] == "10S"


def test_a_lead_that_is_no_card_is_refused(tmp_path):
    home = new_evening(tmp_path)
    with serving(home, "-s", "tuesday", "--entry", "--club") as running:
        north = card(running, cards(running)["1"])
        before = journal(home).read_bytes()
        status, said = north.post({**result(1, "entry-ns-bad01"), "lead": "ZZ"})
        assert (status, said["outcome"]) == (422, "refused"), said
        assert "--lead" in said["text"] and "\n" not in said["text"]
        assert journal(home).read_bytes() == before
