"""A Derda hand's figures per player (what it scored, the card points, the points with words,
the running totals) are one object for every hand with the same figures, and the notes
that explain it one tuple of texts for every hand that says the same: a long evening's
replay holds a few thousand instead of several per hand (issue 38, item 9)."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest

import scorekeep
from scorekeep.core import shared
from scorekeep.core.session import replay_appended
from scorekeep.core.shared import PerPlayer, per_player, shared_figures, shared_notes
from scorekeep.files import cache

PLAYERS = ("Ania", "Bartek")
DEALS = (
    'bidder = "Bartek"\ntrump = "H"\ncards = { Ania = 48, Bartek = 74 }\n',
    'bidder = "Ania"\ntrump = "C"\ncards = { Ania = 70, Bartek = 52 }\n',
    'bidder = "Ania"\ntrump = "S"\ncards = { Bartek = 61, Ania = 61 }\n',
)


def test_the_same_figures_are_one_object_and_read_as_a_dict():
    a, b = per_player(PLAYERS, (48, 74)), shared_figures({"Ania": 48, "Bartek": 74})
    assert a is b
    assert a == {"Ania": 48, "Bartek": 74} and dict(a) == {"Ania": 48, "Bartek": 74}
    assert json.dumps(a) == '{"Ania": 48, "Bartek": 74}'
    assert repr(a) == "{'Ania': 48, 'Bartek': 74}"
    assert shared_figures(a) is a


def test_the_order_and_the_types_of_the_figures_are_kept():
    assert list(shared_figures({"Bartek": 1, "Ania": 2})) == ["Bartek", "Ania"]
    assert shared_figures({"Bartek": 1, "Ania": 2}) is not per_player(PLAYERS, (2, 1))
    assert json.dumps(per_player(PLAYERS, (True, False))) == '{"Ania": true, "Bartek": false}'
    assert json.dumps(per_player(PLAYERS, (1, 0))) == '{"Ania": 1, "Bartek": 0}'
    assert json.dumps(per_player(PLAYERS, (1.5, 0))) == '{"Ania": 1.5, "Bartek": 0}'


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.__setitem__("Ania", 1),
        lambda s: s.__delitem__("Ania"),
        lambda s: s.update(Ania=1),
        lambda s: s.pop("Ania"),
        lambda s: s.popitem(),
        lambda s: s.clear(),
        lambda s: s.setdefault("Celina", 1),
        lambda s: s.__ior__({"Ania": 1}),
    ],
)
def test_shared_figures_cannot_be_changed(change):
    figures = per_player(PLAYERS, (50, 100))
    with pytest.raises(TypeError, match="shared"):
        change(figures)
    assert figures == {"Ania": 50, "Bartek": 100}
    copied = dict(figures)
    copied["Ania"] = 1
    assert figures["Ania"] == 50


def test_kept_and_copied_they_stay_shared():
    hands = [per_player(PLAYERS, (70, 52)), per_player(PLAYERS, (70, 52))]
    back = pickle.loads(pickle.dumps(hands))
    assert back == hands and back[0] is back[1] is per_player(PLAYERS, (70, 52))
    assert type(back[0]) is PerPlayer
    assert copy.deepcopy(hands)[0] is hands[0] and copy.copy(hands[0]) is hands[0]


def test_the_same_notes_are_one_tuple_of_the_same_texts():
    made = "made: " + "Bartek 74 > Ania 48"
    a = shared_notes(["made: Bartek 74 > Ania 48", "Ania deals next"])
    b = shared_notes([made, "Ania deals next"])
    assert a is b and a == ("made: Bartek 74 > Ania 48", "Ania deals next")
    assert shared_notes([made])[0] is a[0]
    assert shared_notes([]) == ()


def test_past_the_limit_the_next_hands_share_a_new_set(monkeypatch):
    monkeypatch.setattr(shared, "SHARED_LIMIT", 4)
    monkeypatch.setattr(shared, "_FIGURES", {})
    monkeypatch.setattr(shared, "_TEXTS", {})
    made = [per_player(PLAYERS, (n, 0)) for n in range(10)]
    assert [dict(s) for s in made] == [{"Ania": n, "Bartek": 0} for n in range(10)]
    assert len(shared._FIGURES) <= 4
    assert per_player(PLAYERS, (9, 0)) is made[9]
    notes = [shared_notes([f"note {n}"]) for n in range(10)]
    assert notes == [(f"note {n}",) for n in range(10)] and len(shared._TEXTS) <= 4


def evening(home: Path, hands: int) -> Path:
    """A home with a Derda evening of ``hands`` hands to 500, games that end and start again."""
    text = (Path(scorekeep.__file__).parent / "examples" / "derda.toml").read_text("utf-8")
    head = text[: text.index("[[hands]]")].replace('name = "derda-evening"', 'name = "derda"')
    blocks = "".join(f"\n[[hands]]\nn = {n}\n" + DEALS[n % 3] for n in range(1, hands + 1))
    (home / "sessions").mkdir(parents=True)
    (home / "sessions" / "derda.toml").write_text(head + blocks, "utf-8")
    return home


def opened(home: Path):
    from scorekeep.app.session import open_session
    from scorekeep.files.home import Home

    return open_session(Home(home), "derda")


def test_a_long_evenings_hands_share_their_figures_and_notes(tmp_path):
    replay = opened(evening(tmp_path / "home", 600)).replay()
    assert len(replay.evening) > 20
    lines = [line for line in replay.lines if line.outcome is not None]
    assert len(lines) == 600
    details = [line.outcome.detail for line in lines]
    kinds = {
        "scores": [line.outcome.scores for line in lines],
        "line totals": [line.totals for line in lines],
        "cards": [d.cards for d in details],
        "points": [d.points for d in details],
        "totals": [d.totals for d in details],
    }
    for name, figures in kinds.items():
        assert all(type(f) is PerPlayer for f in figures), name
        objects, values = {id(f) for f in figures}, {tuple(f.items()) for f in figures}
        assert len(objects) == len(values) < 120, name
    assert all(d.totals is line.totals for d, line in zip(details, lines, strict=True))
    notes = [line.outcome.notes for line in lines]
    assert len({id(n) for n in notes}) == len(set(notes)) < 120
    texts = [note for hand in notes for note in hand]
    assert len({id(t) for t in texts}) == len(set(texts)) < 120


def test_a_kept_replay_shares_and_plays_on_as_the_one_it_was_kept_from(tmp_path):
    session = opened(evening(tmp_path / "home", 90))
    replay = session.replay()
    back = cache.unpickled(cache.pickled(replay))
    assert back == replay
    assert back.lines[3].totals is per_player(PLAYERS, tuple(replay.lines[3].totals.values()))
    assert back.lines[1].outcome.detail.cards is back.lines[4].outcome.detail.cards
    record = session.journal.records[-3]._replace(target=91)
    after = replay_appended(replay, record, session.engine, session.ctx)
    again = replay_appended(back, record, session.engine, session.ctx)
    assert after is not None and again is not None
    assert again == after
    assert again[1].lines[-1].totals is after[1].lines[-1].totals


def test_each_finished_game_shares_its_totals_bajts_and_what_is_carried(tmp_path):
    replay = opened(evening(tmp_path / "home", 600)).replay()
    games = replay.evening
    for figures in (
        [g.standing.totals for g in games],
        [g.standing.extra["bajts"] for g in games],
        [g.standing.extra["sztajnbajts"] for g in games],
        [g.points for g in games],
    ):
        assert all(type(f) is PerPlayer for f in figures)
        assert len({id(f) for f in figures}) == len({tuple(f.items()) for f in figures})
    assert len({id(g.standing.extra["bajts"]) for g in games}) < len(games) / 4


def test_a_sheet_keeps_the_earlier_versions_of_fixed_hands_only():
    from scorekeep.core.session import Record
    from scorekeep.render.report import _entered

    first, second = {"bidder": "Ania"}, {"bidder": "Bartek"}
    records = [
        Record("hand", 1, first),
        Record("hand", 2, second),
        Record("fix", 1, second),
        Record("void", 2),
        *(Record("hand", n, first) for n in range(3, 100)),
    ]
    assert _entered(records) == {1: [first, second]}
    assert _entered(records[:2]) == {}
