"""Characters typed per hand: the README's evening of each game (flags against shorthand)
and 20,000 random deals of Deberc (2 v 2) and of Derda.

Run: ``python benchmarks/keystrokes.py``. The README has every evening twice, once with the
flags (``## A real evening``, ``## The other games``) and once in the table's shorthand
(``## The table's shorthand``); this pairs their ``hand`` and ``fix`` lines in order and counts
what is typed after the command word. Free text (``--reason``, ``--note``) is left out: the
table types it either way.

The random deals are dealt and played out card by card with the jass duties to follow and to
trump (:func:`scorekeep.games.jass.cards.legal_cards`), so their card points, tricks, runs and
bellas are ones a table really writes; each is typed three ways: with the flags, in the
shorthand as it was (card points per player, every word written out, everybody's words) and
in the short forms (Deberc's points per side, a run by its top card and length, ``b`` for the
bella or belo, the junior side's words left out).

A line is counted in two parts: its *points* (bidder, trump and card points, or a claim) and
its *words*, each word counted apart as it is written: ``D:K4D`` is 5 (the player's name and
``:`` when it is not the bidder's, then the word), ``b`` is 1; the space or comma between
words is not a word's. The whole line counts everything after the command word.

Both are typed again as a Polish table types them (:func:`at_the_table`): the suits in its
words as briefly as the shorthand reads them, a run in trump without its suit, ranks in its
letters, the events in its words.

Goals (medians, the typical hand): every game's hand at most 12 characters (Derda: a hand
without words; with words at most 16); Deberc's points at most 8 and each word at most 5.
"""

from __future__ import annotations

import itertools
import random
import re
import shlex
import statistics
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

README = Path(__file__).resolve().parent.parent / "README.md"
FREE_TEXT = ("--reason", "--note")
TYPICAL_GOAL = 12
DEBERC_POINTS_GOAL = 8
WORD_GOAL = 5
DERDA_WORDS_GOAL = 16
DEALS = 20_000


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


class Parts(NamedTuple):
    """A jass game's shorthand line in two parts: the characters of its points and those
    each word adds."""

    points: int
    words: tuple[int, ...]


POINT_WORDS = re.compile(r"^(\d+|\.|-|d|dość|dosc)$")


def parts(line: str) -> Parts:
    """``B S 50 D:K4D,b A:A3H`` → points 6 (``B S 50``), words (5, 1, 5): bidder and trump,
    then the numbers (``.``, ``-`` and a claim ``d PLAYER N`` count as points), then each word
    with its ``PLAYER:``."""
    tokens = line.split()
    cut = 2
    while cut < len(tokens) and POINT_WORDS.match(tokens[cut]):
        cut += 1 + (tokens[cut] in ("d", "dość", "dosc"))
    points = len(" ".join(tokens[:cut]))
    words: list[int] = []
    for token in tokens[cut:]:
        who, sep, said = token.rpartition(":")
        for i, word in enumerate(said.split(",")):
            words.append(len(word) + (len(who) + len(sep) if i == 0 else 0))
    return Parts(points, tuple(words))


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


TOKEN = {"T": "10"}
LETTER = {"10": "T"}


def runs_of(hand: Sequence[str]) -> list[tuple[str, int, str]]:
    """A hand's runs of three or more as the table declares them, each once at its full
    length: (top rank letter, length, suit)."""
    found = []
    for suit in "SHDC":
        places = sorted(SEQUENCE.index(card[0]) for card in hand if card[1] == suit)
        start = 0
        for i in range(1, len(places) + 1):
            if i == len(places) or places[i] != places[i - 1] + 1:
                if i - start >= 3:
                    found.append((SEQUENCE[places[start]], i - start, suit))
                start = i
    return found


def run_cards(top: str, length: int, suit: str) -> str:
    """``("K", 3, "H")`` → ``KH QH JH``, the long form."""
    first = SEQUENCE.index(top)
    return " ".join(TOKEN.get(r, r) + suit for r in SEQUENCE[first : first + length])


class Deal(NamedTuple):
    """One random deal played out, and how the table types it."""

    game: str
    dealer: str
    bidder: str
    trump: str
    cards: dict[str, int]
    no_tricks: tuple[str, ...]
    words: dict[str, list[str]]
    flags: str
    long: str
    short: str


class Jass(NamedTuple):
    """What a game's random deal needs: players, teams, cards each, card values, the last
    trick's 10, the special word, the seniority of runs."""

    game: str
    players: tuple[str, ...]
    teams: tuple[tuple[str, ...], ...]
    hand: int
    trump_values: dict[str, int]
    plain_values: dict[str, int]
    last_trick: int
    special: str


DEBERC = Jass(
    "deberc",
    ("Ania", "Bartek", "Celina", "Darek"),
    (("Ania", "Celina"), ("Bartek", "Darek")),
    8,
    {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3},
    {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2},
    10,
    "bella",
)
DERDA = Jass(
    "derda",
    ("Ania", "Bartek"),
    (),
    9,
    {"J": 22, "A": 11, "T": 10, "K": 4, "Q": 3},
    {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2},
    0,
    "belo",
)


def played_out(
    game: Jass, hands: dict[str, list[str]], trump: str, dealer: str, rng: random.Random
) -> tuple[dict[str, int], tuple[str, ...]]:
    """The deal played card by card, each player choosing at random among the cards the
    duties allow: card points per player (the last trick's 10 too) and who took no trick."""
    from scorekeep.games.jass.cards import Card, legal_cards, trick_winner

    players = game.players
    held = {p: [Card(TOKEN.get(c[0], c[0]), c[1]) for c in cards] for p, cards in hands.items()}
    leader = players[(players.index(dealer) + 1) % len(players)]
    points = dict.fromkeys(players, 0)
    took: set[str] = set()
    for n in range(game.hand):
        order = [players[(players.index(leader) + k) % len(players)] for k in range(len(players))]
        trick: list[Card] = []
        for player in order:
            card = rng.choice(legal_cards(trump, trick, held[player]).legal)
            held[player].remove(card)
            trick.append(card)
        leader = order[trick_winner(trump, trick)]
        took.add(leader)
        values = [
            (game.trump_values if c.suit == trump else game.plain_values).get(
                LETTER.get(c.rank, c.rank), 0
            )
            for c in trick
        ]
        points[leader] += sum(values) + (game.last_trick if n == game.hand - 1 else 0)
    return points, tuple(p for p in players if p not in took)


def senior_holders(
    game: Jass, runs: dict[str, list[tuple[str, int, str]]], trump: str, dealer: str
) -> set[str]:
    """The players whose runs score: the senior run's side (Deberc: class, top card, trump,
    first from the dealer, DEBERC-R3/R4) or player (Derda: length, top card, the
    non-dealer, DERDA-R3/R4)."""
    players = game.players
    seat = [players[(players.index(dealer) + k) % len(players)] for k in range(1, len(players) + 1)]

    def strength(player: str, run: tuple[str, int, str]) -> tuple[int, ...]:
        top, length, suit = run
        height = len(SEQUENCE) - SEQUENCE.index(top)
        if game.game == "derda":
            return (length, height, -seat.index(player))
        kind = 0 if length == 3 else 1 if length <= 6 else 2
        return (kind, height, int(suit == trump), -seat.index(player))

    ranked = [(strength(p, r), p) for p, rs in runs.items() for r in rs]
    if not ranked:
        return set()
    best = max(ranked)[1]
    side = next((t for t in game.teams if best in t), (best,))
    return set(side)


def initials(players: Sequence[str]) -> dict[str, str]:
    return {p: p[0] for p in players}


def random_deal(game: Jass, rng: random.Random, dealer: str) -> Deal:
    pack = [rank + suit for rank in SEQUENCE for suit in "SHDC"]
    rng.shuffle(pack)
    n = game.hand
    hands = {p: pack[i * n : (i + 1) * n] for i, p in enumerate(game.players)}
    trump = rng.choice("SHDC")
    bidder = rng.choice(game.players)
    cards, no_tricks = played_out(game, hands, trump, dealer, rng)
    runs = {p: runs_of(h) for p, h in hands.items()}
    bellas = [p for p, h in hands.items() if "K" + trump in h and "Q" + trump in h]
    words = {p: [run_cards(*r) for r in runs[p]] for p in game.players}
    for p in bellas:
        words[p].append(game.special)
    words = {p: w for p, w in words.items() if w}
    senior = senior_holders(game, runs, trump, dealer)
    short_words = {
        p: [f"{top}{length}{suit}" for top, length, suit in runs[p]] if p in senior else []
        for p in game.players
    }
    for p in bellas:
        short_words[p].append("b")
    long_words = {
        p: [w if w == game.special else compact_long(w) for w in ws] for p, ws in words.items()
    }
    typed_points = _points(game, cards, no_tricks)
    short_points = _side_points(game, cards, no_tricks) if game.teams else typed_points
    head = f"{bidder[0]} {trump}"
    long = " ".join([head, typed_points, *_words(long_words, bidder)])
    short = " ".join([head, short_points, *_words(short_words, bidder)])
    flags = _flags(bidder, trump, cards, no_tricks, words)
    return Deal(game.game, dealer, bidder, trump, cards, no_tricks, words, flags, long, short)


def compact_long(run: str) -> str:
    """``KH QH JH`` → ``KQJH``: a run as the shorthand wrote it, ranks then suit."""
    cards = run.split()
    return "".join(c[:-1] for c in cards) + cards[0][-1]


def _points(game: Jass, cards: dict[str, int], no_tricks: Sequence[str]) -> str:
    """Per player in seating order, ``-`` who took no trick; with four the last left out."""
    shown = ["-" if p in no_tricks else str(cards[p]) for p in game.players]
    if game.teams and shown[-1] != "-":
        shown = shown[:-1]
    return " ".join(shown)


def _side_points(game: Jass, cards: dict[str, int], no_tricks: Sequence[str]) -> str:
    """One number per side: the first side's, the other filled in from the pack; ``-`` a
    side that took no trick (then ``.`` fills the other)."""
    first, second = game.teams
    if all(p in no_tricks for p in first):
        return "-"
    if all(p in no_tricks for p in second):
        return ". -"
    return str(sum(cards[p] for p in first))


def _words(words: dict[str, list[str]], bidder: str) -> list[str]:
    out = []
    for player, said in words.items():
        if said:
            prefix = "" if player == bidder else player[0] + ":"
            out.append(prefix + ",".join(said))
    return out


def _flags(
    bidder: str,
    trump: str,
    cards: dict[str, int],
    no_tricks: Sequence[str],
    words: dict[str, list[str]],
) -> str:
    line = [f"--bidder {bidder} --trump {trump}"]
    line += [f"--cards {p}={v}" for p, v in cards.items()]
    line += [f"--no-tricks {p}" for p in no_tricks]
    line += [f'--words {p}="{w}"' for p, said in words.items() for w in said]
    return " ".join(line)


def random_deals(game: Jass, deals: int = DEALS, seed: int = 2026) -> Iterator[Deal]:
    """``deals`` random deals of ``game``, the deal passing clockwise."""
    rng = random.Random(seed)
    players = game.players
    for n in range(deals):
        yield random_deal(game, rng, players[n % len(players)])


def spread(values: Sequence[int]) -> tuple[float, int]:
    return (statistics.median(values), max(values)) if values else (0, 0)


class Counted(NamedTuple):
    """One way of typing a set of hands: lines, points, words (median and max each)."""

    name: str
    hands: int
    line: tuple[float, int]
    points: tuple[float, int]
    words: tuple[float, int]
    with_words: tuple[float, int]
    without_words: tuple[float, int]


def counted(name: str, lines: Sequence[str], words_counted: bool = True) -> Counted:
    """Lines typed after the command word, split into points and words where they are jass
    shorthand."""
    split = [parts(line) for line in lines] if words_counted else []
    return Counted(
        name,
        len(lines),
        spread([typed(line) for line in lines]),
        spread([p.points for p in split]),
        spread([w for p in split for w in p.words]),
        spread([typed(line) for line, p in zip(lines, split, strict=False) if p.words]),
        spread([typed(line) for line, p in zip(lines, split, strict=False) if not p.words]),
    )


def random_table(deals: int = DEALS) -> list[Counted]:
    """The random deals of Deberc (2 v 2) and Derda, each typed the three ways."""
    out = []
    for game in (DEBERC, DERDA):
        played = list(random_deals(game, deals))
        out.append(counted(f"{game.game} flags", [d.flags for d in played], False))
        out.append(counted(f"{game.game} per player", [d.long for d in played]))
        label = "per side" if game.teams else "short"
        out.append(counted(f"{game.game} {label}", [d.short for d in played]))
    return out


def readme_table(all_rows: list[Row]) -> list[Counted]:
    """The README evenings' shorthand per game, Deberc and Derda split into points and words."""
    out = []
    for game in dict.fromkeys(r.game for r in all_rows):
        lines = [r.short for r in all_rows if r.game == game]
        played = [line for line in lines if game not in ("deberc", "derda") or _played(line)]
        out.append(counted(game, lines, False))
        if game in ("deberc", "derda"):
            out.append(counted(f"{game} played", played))
    return out


def _played(line: str) -> bool:
    """A played hand, not a redeal or a trade."""
    tokens = line.split()
    return len(tokens) >= 3 and not tokens[0].startswith(("trade", "four-", "all-", "dwa-"))


RUN = re.compile(r"^((?:10|[AKQJT987])+|[AKQJT][3-8])([SHDC])$")
"""A run as the shorthand writes it: ranks (or a top card and a length) then a suit letter."""
RANKS_OF = {"pl": {"Q": "D", "J": "W"}}
"""The ranks a table of the language writes in its own letters (Polish dama, walet)."""
EVENTS_OF = {"pl": {"trade": "handel", "four-sevens": "cztery siódemki"}}
"""The table's own words for the events (the shorthand reads them: DERDA_EVENTS and
DEBERC_PHRASES)."""


def suit_words(language: str) -> dict[str, str]:
    """Each suit as a table of ``language`` writes it most briefly among the words and
    letters the shorthand reads for that language."""
    from scorekeep.core.cards import SUIT_LETTERS, SUIT_WORDS

    written: dict[str, list[str]] = {suit: [] for suit in "SHDC"}
    for word, suit in SUIT_WORDS.get(language, {}).items():
        written[suit].append(word)
    for letter, suit in SUIT_LETTERS.get(language, {}).items():
        written[suit].append(letter)
    return {suit: min(words, key=len) if words else suit for suit, words in written.items()}


def at_the_table(line: str, language: str) -> str:
    """A shorthand line as a table of ``language`` types it: the trump and every run's
    suit in the table's words as briefly as the shorthand reads them, a run in trump
    without its suit, ranks in its letters, events in its words (``B H 48 74 K3H,b`` →
    ``B ki 48 74 K3,b``, ``D C 80 A:Q3S`` → ``D tr 80 A:D3pi`` at a Polish table)."""
    suits = suit_words(language)
    ranks = RANKS_OF.get(language, {})
    tokens = line.split()
    events = EVENTS_OF.get(language, {})
    if tokens and tokens[0] in events:
        return " ".join([events[tokens[0]], *tokens[1:]])
    claimant = tokens[tokens.index("d") + 1] if "d" in tokens[2:3] else None
    out = []
    for i, token in enumerate(tokens):
        if claimant and token.startswith(f"{claimant}:"):
            token = token[len(claimant) + 1 :]  # after dość a word is the claimant's
        if i == 1 and token in suits:
            out.append(suits[token])
            continue
        who, sep, said = token.rpartition(":")
        words = []
        for word in said.split(","):
            run = RUN.match(word) if i >= 2 else None
            if run is None:
                words.append(word)
                continue
            body = run.group(1)
            if not body[-1].isdigit():
                body = "".join(ranks.get(c, c) for c in re.findall(r"10|.", body))
            else:
                body = ranks.get(body[0], body[0]) + body[1:]
            in_trump = len(tokens) > 1 and run.group(2) == tokens[1]
            words.append(body + ("" if in_trump else suits[run.group(2)]))
        out.append(who + sep + ",".join(words))
    return " ".join(out)


def in_the_tables_language(
    all_rows: list[Row], deals: int = DEALS, language: str = "pl"
) -> list[Counted]:
    """Derda and Deberc typed at a table of ``language``: the README evenings' shorthand
    and the random deals' short forms, in the table's words and letters."""
    out = []
    for game in ("derda", "deberc"):
        lines = [at_the_table(r.short, language) for r in all_rows if r.game == game]
        out.append(counted(f"{game} README {language}", lines, False))
        out.append(counted(f"{game} played {language}", [x for x in lines if _played(x)]))
    for jass in (DERDA, DEBERC):
        played = [at_the_table(d.short, language) for d in random_deals(jass, deals)]
        out.append(counted(f"{jass.game} random {language}", played))
    return out


def show(table: list[Counted]) -> None:
    print(
        f"{'':<20} {'hands':>6} {'line median/max':>16} {'points median/max':>18} "
        f"{'word median/max':>16} {'with words':>11} {'without':>9}"
    )
    for c in table:
        points = f"{c.points[0]:>6.0f} / {c.points[1]:<4}" if c.points[1] else " " * 13
        words = f"{c.words[0]:>5.0f} / {c.words[1]:<4}" if c.words[1] else " " * 12
        with_words = f"{c.with_words[0]:>4.0f} / {c.with_words[1]:<3}" if c.with_words[1] else ""
        without = (
            f"{c.without_words[0]:>3.0f} / {c.without_words[1]:<3}" if c.without_words[1] else ""
        )
        print(
            f"{c.name:<20} {c.hands:>6} {c.line[0]:>9.0f} / {c.line[1]:<4} "
            f"{points:>18} {words:>16} {with_words:>11} {without:>9}"
        )


def goals(
    readme: list[Counted], deals: list[Counted], spoken: Sequence[Counted] = ()
) -> list[tuple[str, float, int]]:
    """Each goal: what is measured, the measure (a median) and the goal; ``spoken``, the
    same typed in the table's language (:func:`in_the_tables_language`)."""
    by = {c.name: c for c in readme + deals}
    out = [
        (f"README {c.name}: line", c.line[0], TYPICAL_GOAL)
        for c in readme
        if not c.name.endswith(" played")
    ]
    out += [
        ("random deberc per side: line", by["deberc per side"].line[0], TYPICAL_GOAL),
        ("random deberc per side: points", by["deberc per side"].points[0], DEBERC_POINTS_GOAL),
        ("random deberc per side: each word", by["deberc per side"].words[0], WORD_GOAL),
        ("README deberc: points", by["deberc played"].points[0], DEBERC_POINTS_GOAL),
        ("README deberc: each word", by["deberc played"].words[0], WORD_GOAL),
        ("random derda short: without words", by["derda short"].without_words[0], TYPICAL_GOAL),
        ("random derda short: with words", by["derda short"].with_words[0], DERDA_WORDS_GOAL),
        ("README derda: with words", by["derda played"].with_words[0], DERDA_WORDS_GOAL),
    ]
    for c in spoken:
        game, kind, language = c.name.split()
        if kind == "README":
            out.append((f"README {game} in {language}: line", c.line[0], TYPICAL_GOAL))
        elif kind == "played":
            goal = DERDA_WORDS_GOAL
            out.append((f"README {game} in {language}: with words", c.with_words[0], goal))
        else:
            typical = c.without_words[0]
            out.append((f"random {game} in {language}: without words", typical, TYPICAL_GOAL))
            goal = DERDA_WORDS_GOAL
            out.append((f"random {game} in {language}: with words", c.with_words[0], goal))
    return out


def main(deals: int = DEALS) -> None:
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
    readme = readme_table(all_rows)
    print("\nREADME evenings in the shorthand (points and each word counted apart):")
    show(readme)
    random_rows = random_table(deals)
    print(f"\n{deals:,} random deals of each, played out card by card:")
    show(random_rows)
    runs, bellas, either = deberc_words(deals)
    print(
        f"\nDeberc, 4 players, random deals: {runs:.0%} hold a run, {bellas:.0%} a bella, "
        f"{either:.0%} one or the other"
    )
    spoken = in_the_tables_language(all_rows, deals)
    print("\nat a Polish table (its words and letters: B ki 48 74 K3,b · A:D3pi · handel B 20):")
    show(spoken)
    print("\ngoals (medians):")
    for what, value, goal in goals(readme, random_rows, spoken):
        verdict = "ok" if value <= goal else "MISSED"
        print(f"  {what:<36} {value:>5.1f}  at most {goal:<3} {verdict}")


if __name__ == "__main__":
    main()
