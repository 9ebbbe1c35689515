"""`table` on a long evening: a hand's answer costs the same on the hundredth rubber as on
the first (the finished rubbers are not made into the evening's table again after every
hand), and says what a fresh `status` says."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import pytest

from scorekeep.cli.common import STATE
from scorekeep.cli.table import Desk
from scorekeep.files.home import Home
from scorekeep.render import report

BRIDGE = ("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
RUBBER = ("4S N 10", "4S N 10")  # two games made: a rubber of two deals
GAME = 'contract = "4S"\nby = "N"\ntricks = 10\n'


def long_evening(cli: Any, deals: int) -> None:
    """A journal of ``deals`` deals, each a game made by NS: a rubber every two deals."""
    cli(*BRIDGE, "--name", "fri")
    path = cli.journal("fri")
    blocks = "".join(
        f'\n[[hands]]\nn = {n}\nat = "2026-11-30T20:00:00+01:00"\n{GAME}'
        for n in range(1, deals + 1)
    )
    path.write_text(path.read_text(encoding="utf-8") + blocks, encoding="utf-8")


def test_a_hand_does_not_remake_the_finished_rubbers(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    long_evening(cli, 80)
    made: list[int] = []
    entry = report._game_entry

    def counted(result: Any) -> dict[str, Any]:
        made.append(result.number)
        return entry(result)

    monkeypatch.setattr(report, "_game_entry", counted)
    STATE["home"] = cli.home
    desk = Desk(Home(cli.home), "fri")
    with contextlib.redirect_stdout(io.StringIO()):
        desk.run("3S N 8")  # the first hand after the evening was read: every rubber made once
        before = len(made)
        for n in range(6):
            desk.run(("4S N 8", "3S N 8")[n % 2])  # down: the rubber goes on
            desk.prompt()
    assert before >= 40
    assert len(made) == before
    status = cli.json("status", "-s", "fri")
    assert len(status["evening"]["games"]) == 40 and status["hands"] == 87


def test_the_evening_kept_between_hands_is_the_evening_made_anew(cli: Any) -> None:
    from scorekeep.app.session import open_session

    long_evening(cli, 9)
    opened = open_session(Home(cli.home), "fri")
    replay = opened.replay()
    first = report.evening_data(replay, opened.ctx)
    again = report.evening_data(replay, opened.ctx)
    again["games"].append("changed by a caller")
    again["won"]["Ania"] = -1
    kept = report.evening_data(replay, opened.ctx)
    report._KEPT_EVENING[:] = [None, ([], {}, {})]
    assert first == kept == report.evening_data(replay, opened.ctx)
    assert len(first["games"]) == 4 and first["won"]["Ania"] == 4
