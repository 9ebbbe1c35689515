"""Deberc's words: the declarations of a hand (runs and bella) read and checked
(DEBERC-R2…R6), and the senior combination that scores (R3…R6, R11), as Derda's words are in
its ``words.py``. Pure functions over plain values."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import NOTHING, Table
from scorekeep.core.record import NamedTuple
from scorekeep.games.deberc.rules import (
    BELLA_UNPLAYED,
    BELLA_WORDS,
    CLASSES,
    DEFAULT_COMBINATIONS,
    from_dealer,
    members,
)
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.cards import Card, Run
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# --------------------------------------------------------------------------- declarations


def combination_class(run: Run) -> str:
    """DEBERC-R2: 3 cards terc, 4-6 fifty, 7-8 deberc."""
    if run.length >= 7:
        return "deberc"
    if run.length >= 4:
        return "fifty"
    return "terc"


class Declared(NamedTuple):
    """One sequence a player showed."""

    player: str
    run: Run

    @property
    def kind(self) -> str:
        return combination_class(self.run)

    def __str__(self) -> str:
        return f"{self.player}'s {self.kind} {self.run}"

    def words(self) -> str:
        """The combination as the table says it: whose, which kind, which cards."""
        return _("{player}'s {kind} {run}").format(
            player=self.player, kind=combination_name(self.kind), run=self.run
        )


class Declarations(NamedTuple):
    runs: tuple[Declared, ...] = ()
    bellas: tuple[tuple[str, str], ...] = ()  # (player, bella | bella-unplayed)

    def bella_of(self, player: str) -> str | None:
        return next((kind for who, kind in self.bellas if who == player), None)


def words_list(value: Any, field: str, who: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple) and all(isinstance(w, str) for w in value):
        return list(value)
    raise Rejected(
        _(
            'the words of {player} must be a list of sequences such as "KH QH JH" or '
            "bella, not {value}"
        ).format(player=who, value=repr(value)),
        field=field,
        rule="DEBERC-R2",
    )


def bella_word(word: str) -> str | None:
    return BELLA_WORDS.get(word.strip().casefold())


def canonical_word(
    word: str, field: str = "--words", languages: Sequence[str] = jass.LANGUAGES
) -> str:
    """A word as the journal keeps it: ``bella``, ``bella-unplayed`` or the run's cards from
    the top (``AS KS QS``); a run may be written compactly (``AKQS``, ``A3S``)."""
    from scorekeep.games.jass.shorthand import expand_run

    bella = bella_word(word)
    if bella:
        return bella
    text = word.strip()
    if text and " " not in text:
        text = expand_run(text, languages, "DEBERC-R2") or text
    return str(read_run(text, field, languages))


def read_run(word: str, field: str, languages: Sequence[str] = jass.LANGUAGES) -> Run:
    try:
        return jass.parse_run(word, field, languages=languages)
    except (Rejected, Unreadable) as error:
        raise Rejected(error.message, field=field, rule="DEBERC-R2") from None


def read_declarations(
    words: Mapping[str, Sequence[str]], trump: str | None, table: Table, field: str = "--words"
) -> Declarations:
    """Check every declaration of a hand (DEBERC-R2…R6) and read it: runs ≥ 3 of one suit, no
    card in two combinations (bella's K and Q inside its holder's run excepted), one bella, at
    most the cards a player holds."""
    runs: list[Declared] = []
    bellas: list[tuple[str, str]] = []
    owner: dict[Card, str] = {}
    for player, said in words.items():
        own: list[Run] = []
        for word in said:
            bella = bella_word(word)
            if bella:
                _check_bella(player, bellas, trump, field)
                bellas.append((player, bella))
                continue
            run = read_run(word, field)
            _check_run(player, run, own, owner, field)
            own.append(run)
            runs.append(Declared(player, run))
    if bellas and trump is not None:
        taken = _("bella of {player} is impossible: {other} declared {card}")
        jass.refuse_taken_marriage(bellas[0][0], trump, owner, taken, field, "DEBERC-R6")
    _check_hand_sizes(words, trump, table, bellas, owner, field)
    return Declarations(tuple(runs), tuple(bellas))


BELLA_REFUSALS = (
    N_("{player} declared bella twice"),
    N_("bella needs the trump suit: add --trump"),
)
"""DEBERC-R6: a second bella of a player, and a bella without a trump."""


def _check_bella(
    player: str, bellas: Sequence[tuple[str, str]], trump: str | None, field: str
) -> None:
    """DEBERC-R6: one bella in a hand, and only with a trump named."""
    again = any(who == player for who, _ in bellas)
    jass.refuse_marriage_word(player, again, trump, BELLA_REFUSALS, field, "DEBERC-R6")
    other = next((who for who, _ in bellas), None)
    if other is not None:
        raise Rejected(
            _(
                "bella of {player} is impossible: {other} declared bella "
                "too (one king and one queen of trump)"
            ).format(player=player, other=other),
            field=field,
            rule="DEBERC-R6",
        )


def _check_run(
    player: str, run: Run, own: Sequence[Run], owner: dict[Card, str], field: str
) -> None:
    """DEBERC-R2: no card declared twice; a run is declared once at its full length.
    Records the run's cards in ``owner``."""
    for card in run.cards:
        if card in owner:
            who = owner[card]
            raise Rejected(
                _("same card {card} twice in {player}'s sequences").format(card=card, player=player)
                if who == player
                else _("same card {card} declared by {who} and {player}").format(
                    card=card, who=who, player=player
                ),
                field=field,
                rule="DEBERC-R2",
            )
        owner[card] = player
    jass.refuse_pieces(player, own, run, field, "DEBERC-R2")


def _check_hand_sizes(
    words: Mapping[str, Sequence[str]],
    trump: str | None,
    table: Table,
    bellas: Sequence[tuple[str, str]],
    owner: Mapping[Card, str],
    field: str,
) -> None:
    """DEBERC-R2: nobody declares more different cards than a player holds."""
    hand_size = 8 if len(table.players) == 4 else 9
    for player in words:
        cards = {c for c, who in owner.items() if who == player}
        if trump is not None and any(who == player for who, _ in bellas):
            cards |= {Card("K", trump), Card("Q", trump)}
        if len(cards) > hand_size:
            raise Rejected(
                _(
                    "{player} declared {count} different cards, more than the {size} a player holds"
                ).format(player=player, count=len(cards), size=hand_size),
                field=field,
                rule="DEBERC-R2",
            )


# --------------------------------------------------------------------------- seniority


def combination_name(kind: str) -> str:
    """terc, fifty, deberc in the table's words (DEBERC-R2)."""
    return {"terc": _("terc"), "fifty": _("fifty"), "deberc": _("deberc")}.get(kind, kind)


def reason_words(reason: str) -> str:
    """Why a combination is senior, in the table's words (DEBERC-R3)."""
    words = {
        "only": _("the only sequence declared"),
        "side": _("the only side whose sequences were given"),
        "class": _("higher class (deberc > fifty > terc)"),
        "length": _(
            "longer run, by the table's option longer_fifty_senior = true (by the seed's words "
            "the higher top card wins and length does not count)"
        ),
        "top": _("higher top card"),
        "trump": _("trump sequence at equal height (trump_combination_senior)"),
        "seat": _("first from the dealer at equal height"),
    }
    return words.get(reason, reason)


def not_counted_words(why: str) -> str:
    """Why a bella does not count, in the table's words (DEBERC-R6)."""
    words = {
        "bella not counted (no trick)": _("bella not counted (no trick)"),
        "unplayed bella not counted (unplayed_bella_counts off)": _(
            "unplayed bella not counted (unplayed_bella_counts off)"
        ),
    }
    return words.get(why, why)


def seniority(
    d: Declared, trump: str | None, seat_order: Sequence[str], options: Mapping[str, Any]
) -> tuple[int, int, int, int, int]:
    """Sort key of DEBERC-R3: class, (length), top card, (trump), seat from the dealer."""
    kind = d.kind
    length = d.run.length if kind == "fifty" and options.get("longer_fifty_senior") else 0
    is_trump = int(
        bool(options.get("trump_combination_senior", True))
        and trump is not None
        and d.run.suit == trump
    )
    seat = len(seat_order) - seat_order.index(d.player)
    return (CLASSES.index(kind), length, d.run.top_strength, is_trump, seat)


class Combinations(NamedTuple):
    """Who scores which declarations in one hand (DEBERC-R3…R6, R11)."""

    senior: Declared | None = None
    runner_up: Declared | None = None
    reason: str = ""
    scoring_side: str | None = None
    counted: Mapping[str, int] = NOTHING
    bella: Mapping[str, int] = NOTHING
    not_counted: Mapping[str, str] = NOTHING
    deberc_side: str | None = None

    def points_of(self, player: str) -> int:
        return self.counted.get(player, 0) + self.bella.get(player, 0)


def took_trick(table: Table, side: str, no_tricks: Iterable[str]) -> bool:
    """A side took a trick unless every member of it is listed as trickless."""
    empty = set(no_tricks)
    return any(m not in empty for m in members(table, side))


def score_combinations(
    decl: Declarations,
    trump: str | None,
    table: Table,
    dealer: str,
    no_tricks: Iterable[str],
    options: Mapping[str, Any],
    values: Mapping[str, int] | None = None,
) -> Combinations:
    worth = dict(DEFAULT_COMBINATIONS if values is None else values)
    empty = tuple(no_tricks)
    order = from_dealer(table.players, dealer)
    counted: dict[str, int] = {}
    not_counted: dict[str, str] = {}
    bella: dict[str, int] = {}
    for player, kind in decl.bellas:
        side = table.side_of(player)
        if not took_trick(table, side, empty):
            not_counted[player] = "bella not counted (no trick)"
        elif kind == BELLA_UNPLAYED and not options.get("unplayed_bella_counts", False):
            not_counted[player] = "unplayed bella not counted (unplayed_bella_counts off)"
        else:
            bella[player] = worth["bella"]
    if not decl.runs:
        return Combinations(bella=bella, not_counted=not_counted)
    ranked = sorted(decl.runs, key=lambda d: seniority(d, trump, order, options), reverse=True)
    senior = ranked[0]
    side = table.side_of(senior.player)
    runner = next((d for d in ranked if table.side_of(d.player) != side), None)
    reason = "only" if len(decl.runs) == 1 else "side"
    if runner is not None:
        mine = seniority(senior, trump, order, options)
        theirs = seniority(runner, trump, order, options)
        names = ("class", "length", "top", "trump", "seat")
        reason = next(n for n, a, b in zip(names, mine, theirs, strict=True) if a != b)
    deberc_side = side if senior.kind == "deberc" else None
    scoring: str | None = side
    if took_trick(table, side, empty):
        for d in decl.runs:
            if table.side_of(d.player) == side:
                counted[d.player] = counted.get(d.player, 0) + worth[d.kind]
            else:
                not_counted.setdefault(d.player, "not senior")
    else:
        scoring = None
        for d in decl.runs:
            not_counted.setdefault(
                d.player,
                "not counted (no trick)"
                if table.side_of(d.player) == side
                else "not counted (the senior holder took no trick)",
            )
    return Combinations(senior, runner, reason, scoring, counted, bella, not_counted, deberc_side)
