"""Characters typed per hand for the README's evening of each game: flags against shorthand.

Run: ``python benchmarks/keystrokes.py``. The README has every evening twice, once with the
flags (``## A real evening``, ``## The other games``) and once in the table's shorthand
(``## The table's shorthand``); this pairs their ``hand`` and ``fix`` lines in order and counts
what is typed after the command word. Free text (``--reason``, ``--note``) is left out: the
table types it either way. Goals: a typical (median) hand at most 12 characters, a Derda hand
with words at most 20.
"""

from __future__ import annotations

import re
import shlex
import statistics
from pathlib import Path
from typing import NamedTuple

README = Path(__file__).resolve().parent.parent / "README.md"
FREE_TEXT = ("--reason", "--note")
TYPICAL_GOAL = 12
DERDA_WORDS_GOAL = 20


class Evening(NamedTuple):
    game: str
    shorthand: bool
    hands: tuple[str, ...]


class Row(NamedTuple):
    game: str
    flags: str
    short: str

    @property
    def saved(self) -> int:
        return typed(self.flags) - typed(self.short)


def typed(line: str) -> int:
    """Characters after the command word, free text left out."""
    words = shlex.split(line, posix=False)
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in FREE_TEXT:
            skip = True
        else:
            kept.append(word)
    return len(" ".join(kept))


def evenings(text: str) -> list[Evening]:
    out = []
    for block in re.findall(r"```console\n(.*?)```", text, re.S):
        commands = [line[2:] for line in block.splitlines() if line.startswith("$ scorekeep ")]
        new = next((c for c in commands if c.startswith("scorekeep new ")), None)
        if new is None:
            continue
        ruleset = new.split()[2]
        game = "bridge" if ruleset.startswith("bridge") else ruleset
        hands = tuple(
            c.split(" ", 2)[2]
            for c in commands
            if c.startswith(("scorekeep hand ", "scorekeep fix "))
        )
        if hands:
            out.append(Evening(game, new.rstrip().endswith("-short"), hands))
    return out


def rows(text: str | None = None) -> list[Row]:
    found = evenings(text if text is not None else README.read_text(encoding="utf-8"))
    flags: dict[str, Evening] = {}
    for evening in found:
        if not evening.shorthand:
            flags.setdefault(evening.game, evening)  # a game's first evening is its own
    out = []
    for short in (e for e in found if e.shorthand):
        long = flags[short.game]
        if len(long.hands) != len(short.hands):
            raise ValueError(f"{short.game}: the two evenings differ in their number of hands")
        out.extend(Row(short.game, a, b) for a, b in zip(long.hands, short.hands, strict=True))
    return out


def summary(all_rows: list[Row]) -> list[tuple[str, int, float, int, float, int]]:
    """Per game: hands, flags median, flags max, shorthand median, shorthand max."""
    out = []
    for game in dict.fromkeys(r.game for r in all_rows):
        mine = [r for r in all_rows if r.game == game]
        long = [typed(r.flags) for r in mine]
        short = [typed(r.short) for r in mine]
        out.append(
            (
                game,
                len(mine),
                statistics.median(long),
                max(long),
                statistics.median(short),
                max(short),
            )
        )
    return out


def main() -> None:
    all_rows = rows()
    print(f"{'game':<8} {'flags':>6} {'short':>6}  hand (shorthand)")
    for row in all_rows:
        print(f"{row.game:<8} {typed(row.flags):>6} {typed(row.short):>6}  {row.short}")
    print()
    print(f"{'game':<8} {'hands':>5} {'flags median/max':>17} {'shorthand median/max':>21}  goal")
    for game, hands, long_mid, long_max, short_mid, short_max in summary(all_rows):
        goal = "ok" if short_mid <= TYPICAL_GOAL else f"over {TYPICAL_GOAL}"
        print(
            f"{game:<8} {hands:>5} {long_mid:>10.0f} / {long_max:<4} "
            f"{short_mid:>13.0f} / {short_max:<5}  {goal}"
        )
    plain = [
        typed(r.short)
        for r in all_rows
        if r.game != "durak" and not re.search(r":|bel|--|^\S+$", r.short)
    ]
    print(f"\nplayed hands with no words or flags: at most {max(plain)} characters")
    derda = [typed(r.short) for r in all_rows if r.game == "derda" and "--words" in r.flags]
    print(
        f"Derda hands with words: {', '.join(map(str, derda))} characters "
        f"(goal at most {DERDA_WORDS_GOAL})"
    )


if __name__ == "__main__":
    main()
