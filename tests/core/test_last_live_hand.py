"""The hand a repeat is compared with, read from the end of the records, is the one the
replay keeps in force: the last hand not voided, with its fix's entry."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeep.core.session import Journal, Record, _slots, last_live_hand

steps = st.lists(st.tuples(st.sampled_from(["hand", "void", "fix"]), st.integers(1, 6)))


def records_of(plan: list[tuple[str, int]]) -> tuple[Record, ...]:
    """Only corrections the journal allows: of a hand that exists and is not void."""
    out: list[Record] = []
    hands = 0
    void: set[int] = set()
    for action, target in plan:
        if action == "hand":
            hands += 1
            out.append(Record("hand", hands, {"said": f"hand {hands}"}))
        elif target <= hands and target not in void:
            if action == "void":
                void.add(target)
            out.append(Record(action, target, {} if action == "void" else {"said": len(out)}))
    return tuple(out)


@given(steps)
def test_last_live_hand_agrees_with_the_replays_slots(plan):
    records = records_of(plan)
    live = [s for s in _slots(records, None).slots if not s.void]
    expected = (live[-1].n, live[-1].entry) if live else None
    assert last_live_hand(Journal(None, records)) == expected  # type: ignore[arg-type]
