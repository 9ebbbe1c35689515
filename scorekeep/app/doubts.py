"""Entries the rules allow but the table probably did not mean: the hand before typed again
(a repeated bajt once ended a game) and a number far outside what a hand holds. Both are
refused when a hand is recorded, never on replay, until ``--again`` (or, in ``table``, the
same line typed again) confirms them."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Doubtful, Repeated, ScorekeepError
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.app.session import Opened

AGAIN = "--again"
BUTTON = "button"
"""How the live board's entry form confirms: a button on the phone."""


def refuse_doubtful(opened: Opened, entry: Mapping[str, Any], confirm: str = AGAIN) -> None:
    """Raise the refusal of an implausible or repeated entry; ``confirm`` is how the
    table confirms it (``--again``, or the line typed again)."""
    doubt = opened.engine.implausible(entry, opened.ctx)
    if doubt is not None:
        raise Doubtful(
            doubt.message,
            field=doubt.field,
            rule=doubt.rule,
            hint=doubt.hint or _confirmation(confirm, _("if the number is real")),
        )
    if opened.ctx.movement:
        off = opened.engine.unplanned(opened.replay().state, entry, opened.ctx)
        if off is not None:
            raise Doubtful(
                str(off),
                field=off.field,
                hint=_confirmation(confirm, _("for a director's change")),
            )
    n = repeated_hand(opened, entry)
    if n is not None:
        again = _confirmation(confirm, _("if it really happened twice"))
        raise Repeated(_("same as hand {n}").format(n=n) + " — " + again)


def _confirmation(confirm: str, why: str) -> str:
    if confirm == AGAIN:
        return _("add --again {why}").format(why=why)
    if confirm == BUTTON:
        return _("press “again” {why}").format(why=why)
    return _("type it again to confirm")


def repeated_hand(opened: Opened, entry: Mapping[str, Any]) -> int | None:
    """The number of the hand before, when ``entry`` says the same (the facts the table
    writes in, such as the dealer, aside) and the ruleset asks about repeats."""
    from scorekeep.core.session import last_live_hand

    if not opened.ctx.options.get("confirm_repeats", False):
        return None
    if opened.engine.repeats_freely(entry):
        return None
    last = last_live_hand(opened.journal)
    if last is None:
        return None
    n, before = last
    extra = set(before) - set(entry)
    same = (not extra or extra <= _facts_written(opened, entry)) and all(
        _plain(before.get(key)) == _plain(value) for key, value in entry.items()
    )
    if same or _recorded_alike(opened, before, entry):
        return n
    return None


def _recorded_alike(opened: Opened, before: Mapping[str, Any], entry: Mapping[str, Any]) -> bool:
    """Whether two entries typed differently record the same hand (``2H N =`` and ``2H
    --by N --tricks 8``, points per side or per player): played by the rules on the same
    position, the start of a game, with the facts of the table aside, they score the same
    and leave the same position behind. An entry the start of a game refuses is no repeat."""
    engine, ctx = opened.engine, opened.ctx
    facts = _facts_written(opened, entry)
    try:
        start = engine.start(ctx)
        after = [
            engine.play(start, {k: v for k, v in typed.items() if k not in facts}, ctx)
            for typed in (before, entry)
        ]
    except ScorekeepError:
        return False
    (state_a, outcome_a), (state_b, outcome_b) = after
    return bool(
        state_a == state_b
        and outcome_a.scores == outcome_b.scores
        and outcome_a.notes == outcome_b.notes
        and outcome_a.warnings == outcome_b.warnings
        and outcome_a.detail == outcome_b.detail
    )


def _facts_written(opened: Opened, entry: Mapping[str, Any]) -> set[str]:
    """The keys the engine writes into an entry as facts of the table (who dealt)."""
    engine = opened.engine
    if not engine.writes_facts:
        return set()
    try:
        written = engine.facts(engine.start(opened.ctx), entry, {}, opened.ctx)
    except ScorekeepError:
        return set()
    return set(written) - set(entry)


def _plain(value: Any) -> Any:
    """A value as TOML keeps it: tuples are lists."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
