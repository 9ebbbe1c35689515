""" "Did you mean": the names, cards, commands and options close to a word that was typed
wrong (``Bratek``, ``Bartk`` → Bartek), within two edits, best first. Pure."""

from __future__ import annotations

from collections.abc import Iterable

from scorekeep.i18n import _

MOST_EDITS = 2


def edits(a: str, b: str) -> int:
    """The optimal-string-alignment distance: insertions, deletions, substitutions and
    swaps of two neighbouring letters (``Bratek`` is one swap from ``Bartek``), each one."""
    if a == b:
        return 0
    before: list[int] | None = None
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        now = [i, *[0] * len(b)]
        for j, y in enumerate(b, 1):
            now[j] = min(row[j] + 1, now[j - 1] + 1, row[j - 1] + (x != y))
            if before is not None and i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                now[j] = min(now[j], before[j - 2] + 1)
        before, row = row, now
    return row[-1]


def near(word: str, candidates: Iterable[str], most: int = MOST_EDITS) -> list[str]:
    """The candidates within ``most`` edits of ``word`` (case aside), nearest first, then
    the one that starts most like it, then in their own order; a word of one or two
    letters is matched only by one edit, so that every short word is not "near" every
    other."""
    wanted = word.strip().casefold()
    if not wanted:
        return []
    limit = min(most, max(1, len(wanted) - 1))
    scored: list[tuple[int, int, int, str]] = []
    seen: set[str] = set()
    for index, candidate in enumerate(candidates):
        folded = candidate.casefold()
        if folded in seen or folded == wanted:
            continue
        seen.add(folded)
        distance = edits(wanted, folded)
        if distance <= limit:
            scored.append((distance, -_common_start(wanted, folded), index, candidate))
    return [found[-1] for found in sorted(scored)]


def _common_start(a: str, b: str) -> int:
    """How many first letters two words share: of two equally near, the one that starts
    like the word typed is meant more often (``statu``: status before stats)."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def did_you_mean(word: str, candidates: Iterable[str], most: int = MOST_EDITS) -> str:
    """`` — did you mean Bartek?`` to end a refusal, or nothing when no candidate is near."""
    found = near(word, candidates, most)
    if not found:
        return ""
    return " — " + _("did you mean {names}?").format(names=_(" or ").join(found[:3]))


def near_card(token: object, ranks: Iterable[str], extra: Iterable[str] = ()) -> str:
    """`` — did you mean 10S?`` for a card typed wrong (``1OS``), from the ranks of the
    deck in English letters and the suits S H D C (and ``extra`` names: ``JOKER``); one
    edit at most, as two letters apart every card is near every other."""
    if not isinstance(token, str):
        return ""
    names = [rank + suit for rank in ranks for suit in "SHDC"]
    return did_you_mean(token.strip().upper(), [*names, *extra], most=1)
