"""Characters typed per hand for the README's evening of each game: flags against shorthand.

Run: ``python benchmarks/keystrokes.py``. The README has every evening twice, once with the
flags (``## A real evening``, ``## The other games``) and once in the table's shorthand
(``## The table's shorthand``); this pairs their ``hand`` and ``fix`` lines in order and counts
what is typed after the command word. Free text (``--reason``, ``--note``) is left out: the
table types it either way. Goals: a typical (median) hand at most 12 characters, a Derda hand
with words at most 20.
"""

from __future__ import annotations

import itertools
import random
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


SEQUENCE = "AKQJT987"
"""Deberc's order for runs (DEBERC-R2): ace high, seven low."""


def run_lengths(hand: list[str]) -> list[int]:
    """The lengths of the runs of three or more in a hand of cards such as ``"KH"``."""
    found = []
    for suit in "SHDC":
        places = sorted(SEQUENCE.index(card[0]) for card in hand if card[1] == suit)
        length = 1
        for before, after in itertools.pairwise(places):
            if after == before + 1:
                length += 1
                continue
            if length >= 3:
                found.append(length)
            length = 1
        if places and length >= 3:
            found.append(length)
    return found


def deberc_words(deals: int = 20_000, seed: int = 2026) -> tuple[float, float, float]:
    """Of random four-player Deberc deals (eight cards each), the share where some player
    holds a run (terc or longer), the share where one holds the trump king and queen
    (bella), and the share with either: how often a hand's record carries a word."""
    rng = random.Random(seed)
    pack = [rank + suit for rank in SEQUENCE for suit in "SHDC"]
    runs = bellas = either = 0
    for _ in range(deals):
        rng.shuffle(pack)
        hands = [pack[i * 8 : (i + 1) * 8] for i in range(4)]
        trump = rng.choice("SHDC")
        has_run = any(run_lengths(hand) for hand in hands)
        has_bella = any("K" + trump in hand and "Q" + trump in hand for hand in hands)
        runs += has_run
        bellas += has_bella
        either += has_run or has_bella
    return runs / deals, bellas / deals, either / deals


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
    runs, bellas, either = deberc_words()
    print(
        f"Deberc, 4 players, random deals: {runs:.0%} hold a run, {bellas:.0%} a bella, "
        f"{either:.0%} one or the other; a plain hand is already "
        f"{len('C H 40 31 41')} characters (every player's card points, DEBERC section 4)"
    )


if __name__ == "__main__":
    main()
