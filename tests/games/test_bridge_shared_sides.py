"""A hand's figures per side (its score, below and above the line, who is vulnerable) are
one object for every hand with the same figures, so a long evening's replay holds a few
thousand instead of several per hand (issue 38, item 9)."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from scorekeep.games.bridge import seats
from scorekeep.games.bridge.seats import Sides, by_side


def test_the_same_figures_are_one_object_and_read_as_a_dict():
    a, b = by_side((120, 0)), by_side((120, 0))
    assert a is b
    assert a == {"NS": 120, "EW": 0} and dict(a) == {"NS": 120, "EW": 0}
    assert json.dumps(a) == '{"NS": 120, "EW": 0}'
    assert repr(a) == "{'NS': 120, 'EW': 0}"


def test_a_sides_true_is_not_its_one():
    vulnerable, games = by_side((True, False)), by_side((1, 0))
    assert vulnerable is not games
    assert json.dumps(vulnerable) == '{"NS": true, "EW": false}'
    assert json.dumps(games) == '{"NS": 1, "EW": 0}'


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.__setitem__("NS", 1),
        lambda s: s.__delitem__("NS"),
        lambda s: s.update(NS=1),
        lambda s: s.pop("NS"),
        lambda s: s.popitem(),
        lambda s: s.clear(),
        lambda s: s.setdefault("XX", 1),
    ],
)
def test_shared_figures_cannot_be_changed(change):
    shared = by_side((50, 100))
    with pytest.raises(TypeError, match="shared"):
        change(shared)
    assert shared == {"NS": 50, "EW": 100}


def test_kept_and_copied_they_stay_shared():
    hands = [by_side((420, 0)), by_side((420, 0)), by_side((0, -50))]
    back = pickle.loads(pickle.dumps(hands))
    assert back == hands and back[0] is back[1] is by_side((420, 0))
    assert copy.deepcopy(hands)[0] is hands[0]


def test_past_the_limit_the_next_hands_share_a_new_set(monkeypatch):
    monkeypatch.setattr(seats, "SHARED_LIMIT", 4)
    monkeypatch.setattr(seats, "_SHARED", {})
    made = [by_side((n, 0)) for n in range(10)]
    assert [dict(s) for s in made] == [{"NS": n, "EW": 0} for n in range(10)]
    assert len(seats._SHARED) <= 4
    assert by_side((9, 0)) is made[9]


def test_an_evenings_hands_share_their_figures(cli):
    cli("new", "bridge", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    for _ in range(3):
        cli("hand", "4S", "N", "=")
        cli("hand", "3NT", "E", "-1")
    from scorekeep.app.session import open_session
    from scorekeep.files.home import Home

    replay = open_session(Home(cli.home), None).replay()
    details = [line.outcome.detail for line in replay.lines if line.outcome is not None]
    assert all(isinstance(d.vulnerable, Sides) for d in details)
    assert len({id(d.vulnerable) for d in details}) <= 4
