"""``draw``: the next round of a session played in rounds (a teams event), drafted by the
game from the results so far and recorded as one entry of the journal; ``--undo`` takes the
last draw back and drafts that round again from the results as they now stand."""

from __future__ import annotations

from scorekeep import games
from scorekeep.app.session import Opened, Recorded, now, record
from scorekeep.core.errors import Rejected, ScorekeepError
from scorekeep.core.game import Draw
from scorekeep.core.session import Record
from scorekeep.files.home import Home
from scorekeep.i18n import _


def _drawing(opened: Opened) -> Draw:
    found = games.draw(opened.engine.name)
    if found is None:
        raise Rejected(
            _("a {game} session is not played in drawn rounds").format(game=opened.engine.name),
            field="draw",
        )
    return found


def draw_round(
    home: Home, session: str | None, number: int | None = None, partial: bool = False
) -> Recorded:
    """Record the draw of round ``number`` (default: the next one); a refusal names the
    draw (``draw round 3: ``), not the hand the journal would have kept it as."""
    wanted = [number]

    def make(opened: Opened) -> Record:
        drawing = _drawing(opened)
        state = opened.replay().state
        drawn = wanted[0] = drawing.drawn(state) + 1 if number is None else number
        entry = drawing.entry(state, opened.ctx, drawn, partial)
        return Record("hand", opened.journal.hand_count + 1, entry, at=now())

    try:
        return record(home, session, make)
    except ScorekeepError as error:
        if wanted[0] is not None:
            error.said_at(_("draw round {n}: ").format(n=wanted[0]))
        raise


def undo_draw(home: Home, session: str | None, reason: str = "") -> tuple[Recorded, Recorded]:
    """Void the last draw, then draw its round again from the results as they stand."""

    partial = [False]

    def make(opened: Opened) -> Record:
        lines = opened.replay().lines
        target = _drawing(opened).last(lines)
        if not target:
            raise Rejected(_("there is no draw to take back"), field="--undo")
        partial[0] = bool(next(x for x in lines if x.n == target).entry.get("partial"))
        return Record("void", target, reason=reason or _("drawn again"), at=now())

    voided = record(home, session, make)
    return voided, draw_round(home, session, None, partial=partial[0])
