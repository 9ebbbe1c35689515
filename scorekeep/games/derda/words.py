"""Derda words (DERDA-R2…R5): sequences worth 20 (derda) or 50 (fifty), of which only the
best holder scores, and belo, which scores on its own. Shared by the engine, the ``dość``
check and ``judge derda words``."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType

from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import NOTHING
from scorekeep.core.record import NamedTuple
from scorekeep.games.jass.cards import (
    Card,
    Run,
    parse_run,
    refuse_marriage_word,
    refuse_pieces,
    refuse_taken_marriage,
)
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

BELO = "belo"
DERDA_POINTS = 20
FIFTY_POINTS = 50
BELO_POINTS = 20
HAND_SIZE = 9


def run_value(run: Run) -> int:
    """DERDA-R2: three cards are a derda (20), four or more a fifty (50)."""
    return DERDA_POINTS if run.length == 3 else FIFTY_POINTS


def run_name(run: Run) -> str:
    """The run's name as a code: derda (3 cards) or fifty (4 or more)."""
    return "derda" if run.length == 3 else "fifty"


def run_title(run: Run) -> str:
    """The run's name as the table says it."""
    return _("derda") if run.length == 3 else _("fifty")


def strength(run: Run) -> tuple[int, int]:
    """DERDA-R4: length first, then the top card in sequence order."""
    return run.length, run.top_strength


class Declaration(NamedTuple):
    """What one player declared: his sequences and whether he showed belo."""

    player: str
    runs: tuple[Run, ...] = ()
    belo: bool = False

    @property
    def best(self) -> Run | None:
        return max(self.runs, key=strength) if self.runs else None

    @property
    def face_value(self) -> int:
        return sum(run_value(r) for r in self.runs)


class WordsResult(NamedTuple):
    """Who scores the sequences and why; points per player (sequences and belo apart)."""

    scorer: str | None
    reason: str  # "none", "alone", "length", "top card", "non-dealer"
    sequences: Mapping[str, int]
    belo: Mapping[str, int]
    best: Mapping[str, str] = NOTHING
    voided: tuple[str, ...] = ()

    def points(self, player: str) -> int:
        return self.sequences.get(player, 0) + self.belo.get(player, 0)


@lru_cache(maxsize=4096)
def _run(word: str, field: str) -> Run:
    """Journals repeat the same few sequences; read each text once (Run is immutable)."""
    return parse_run(word, field)


BELO_LETTERS = MappingProxyType({"b": BELO, "б": BELO})
"""Belo by one letter: b, or Cyrillic б."""


def is_belo(word: Any) -> bool:
    if not isinstance(word, str):
        return False
    folded = word.strip().casefold()
    return folded == BELO or folded in BELO_LETTERS


def belo_cards(trump: str) -> tuple[Card, Card]:
    return Card("K", trump), Card("Q", trump)


def read_declarations(
    raw: Any, players: Sequence[str], trump: str | None, field: str = "--words"
) -> dict[str, Declaration]:
    """Validate every declaration of a hand (DERDA-R2, R3, R15) and read it.

    ``raw`` maps a player to a list of words: a sequence as its cards, or ``belo``.
    """
    out = {p: Declaration(p) for p in players}
    if raw is None:
        return out
    if not isinstance(raw, Mapping):
        raise Rejected(
            _("words must map each player to his sequences, not {raw}").format(raw=repr(raw)),
            field=field,
            rule="DERDA-R2",
        )
    for player, words in raw.items():
        if player not in players:
            raise Rejected(
                _("unknown player '{player}' (players: {players})").format(
                    player=player, players=", ".join(players)
                ),
                field=field,
                rule="DERDA-R2",
            )
        if isinstance(words, str):
            words = [words]
        if not isinstance(words, list | tuple) or not all(isinstance(w, str) for w in words):
            raise Rejected(
                _('words of {player} must be a list like ["KH QH JH", "belo"], not {words}').format(
                    player=player, words=repr(words)
                ),
                field=field,
                rule="DERDA-R2",
            )
        out[player] = _declaration(player, words, trump, field)
    _check_between(out, players, trump, field)
    return out


BELO_REFUSALS = (
    N_("belo declared twice by {player}"),
    N_("belo of {player} needs the trump suit: give --trump"),
)
"""DERDA-R5: a second belo of a player, and a belo without a trump."""


def _declaration(player: str, words: Sequence[str], trump: str | None, field: str) -> Declaration:
    runs: list[Run] = []
    belo = False
    for word in words:
        if is_belo(word):
            refuse_marriage_word(player, belo, trump, BELO_REFUSALS, field, "DERDA-R5")
            belo = True
            continue
        try:
            run = _run(word, field)
        except (Rejected, Unreadable) as error:
            raise Rejected(error.message, field=field, rule="DERDA-R2") from None
        refuse_pieces(player, runs, run, field, "DERDA-R2")
        runs.append(run)
    seen: set[Card] = set()
    for run in runs:
        for card in run.cards:
            if card in seen:
                raise Rejected(
                    _("same card {card} in two sequences of {player}").format(
                        card=card, player=player
                    ),
                    field=field,
                    rule="DERDA-R2",
                )
            seen.add(card)
    if belo and trump is not None:
        seen.update(belo_cards(trump))
    if len(seen) > HAND_SIZE:
        raise Rejected(
            _("{player} declares {count} different cards, but a hand has {size}").format(
                player=player, count=len(seen), size=HAND_SIZE
            ),
            field=field,
            rule="DERDA-R2",
        )
    return Declaration(player, tuple(runs), belo)


def _check_between(
    decls: Mapping[str, Declaration], players: Sequence[str], trump: str | None, field: str
) -> None:
    owners: dict[Card, str] = {}
    for player in players:
        for run in decls[player].runs:
            for card in run.cards:
                if card in owners and owners[card] != player:
                    raise Rejected(
                        _("same card {card} declared by two players").format(card=card),
                        field=field,
                        rule="DERDA-R2",
                    )
                owners[card] = player
    if trump is None:
        return
    holders = [p for p in players if decls[p].belo]
    if len(holders) > 1:
        raise Rejected(
            _(
                "belo of {player} impossible: {other} declared belo and there "
                "is one king and one queen of trump"
            ).format(player=holders[1], other=holders[0]),
            field=field,
            rule="DERDA-R5",
        )
    taken = _("belo of {player} impossible: {other} declared {card}")
    for holder in holders:
        refuse_taken_marriage(holder, trump, owners, taken, field, "DERDA-R5")


def score_words(
    decls: Mapping[str, Declaration],
    players: Sequence[str],
    dealer: str | None,
    void: Collection[str] = (),
) -> WordsResult:
    """DERDA-R3/R4/R5: the best sequence holder scores all his sequences; belo apart.

    Players in ``void`` (words_need_trick and no trick) count as having declared nothing.
    """
    live = {p: decls.get(p, Declaration(p)) for p in players if p not in void}
    holders = [p for p in players if p in live and live[p].runs]
    best = {p: str(live[p].best) for p in holders}
    scorer: str | None = None
    reason = "none"
    if len(holders) == 1:
        scorer, reason = holders[0], "alone"
    elif len(holders) == 2:
        a, b = holders
        run_a, run_b = live[a].best, live[b].best
        assert run_a is not None and run_b is not None
        if strength(run_a) != strength(run_b):
            scorer = a if strength(run_a) > strength(run_b) else b
            reason = "length" if run_a.length != run_b.length else "top card"
        else:
            if dealer is None or dealer not in players:
                raise Rejected(
                    _(
                        "{a}'s {run_a} and {b}'s {run_b} are equal: the non-dealer's "
                        "wins, so say who dealt with --dealer"
                    ).format(a=a, run_a=run_a, b=b, run_b=run_b),
                    field="--dealer",
                    rule="DERDA-R4",
                )
            scorer = b if dealer == a else a
            reason = "non-dealer"
    sequences = {p: (live[p].face_value if p == scorer else 0) for p in players}
    belo = {p: (BELO_POINTS if p in live and live[p].belo else 0) for p in players}
    return WordsResult(
        scorer, reason, sequences, belo, best, tuple(p for p in players if p in void)
    )


def explain(result: WordsResult, decls: Mapping[str, Declaration]) -> str:
    """One or two sentences: whose sequences count and the deciding reason."""
    parts: list[str] = []
    scorer = result.scorer
    if scorer is None:
        if not any(result.belo.values()):
            parts.append(_("No sequences were declared, so no sequence points"))
    else:
        runs = decls[scorer].runs
        listed = " + ".join(f"{run_title(r)} {r} ({run_value(r)})" for r in runs)
        if len(runs) > 1:
            listed += f" = {result.sequences[scorer]}"
        others = [p for p in result.best if p != scorer]
        if result.reason == "alone":
            parts.append(
                _("Only {player} declared sequences: {listed}").format(player=scorer, listed=listed)
            )
        else:
            other = others[0]
            names = {
                "scorer": scorer,
                "other": other,
                "best": result.best[scorer],
                "other_best": result.best[other],
            }
            if result.reason == "length":
                sentence = _("{scorer}'s best {best} is longer than {other}'s {other_best}")
            elif result.reason == "top card":
                sentence = _(
                    "{scorer}'s best {best} has a higher top card than {other}'s "
                    "{other_best} (same length)"
                )
            else:
                sentence = _(
                    "{scorer}'s best {best} equals {other}'s {other_best} in length and top "
                    "card; the non-dealer {scorer} wins the tie"
                )
            parts.append(
                sentence.format(**names)
                + _(
                    ", so {scorer} scores every declared sequence ({listed}) and {other} none"
                ).format(scorer=scorer, listed=listed, other=other)
            )
    for player, points in result.belo.items():
        if points:
            parts.append(
                _("belo {points} to {player}, apart from the sequences").format(
                    points=points, player=player
                )
            )
    for player in result.voided:
        parts.append(_("{player} took no trick, so his words are void").format(player=player))
    text = "; ".join(parts)
    return text[:1].upper() + text[1:] + "."


def evaluate(
    raw: Any,
    players: Sequence[str],
    trump: str | None,
    dealer: str | None,
    void: Collection[str] = (),
) -> tuple[Mapping[str, Declaration], WordsResult]:
    """Read and score one hand's words. A journal repeats the same declarations, so a
    hashable copy of them keys a cache; anything odd goes the plain (validating) way."""
    try:
        key = (
            None
            if raw is None
            else tuple(
                (who, (said,) if isinstance(said, str) else tuple(said))
                for who, said in raw.items()
            )
        )
        hash(key)
    except (AttributeError, TypeError):
        decls = read_declarations(raw, players, trump)
        return decls, score_words(decls, players, dealer, void)
    return _evaluate(key, tuple(players), trump, dealer, tuple(void))


@lru_cache(maxsize=4096)
def _evaluate(
    key: tuple[tuple[Any, tuple[Any, ...]], ...] | None,
    players: tuple[str, ...],
    trump: str | None,
    dealer: str | None,
    void: tuple[str, ...],
) -> tuple[Mapping[str, Declaration], WordsResult]:
    raw = None if key is None else {who: list(said) for who, said in key}
    decls = read_declarations(raw, players, trump)
    return MappingProxyType(decls), score_words(decls, players, dealer, void)


def note(said: WordsResult, decls: Mapping[str, Declaration]) -> str:
    """The words of a hand as its note says them: who scores what, by which rules."""
    rules = (
        ["DERDA-R3", "DERDA-R4"]
        if said.reason in ("length", "top card", "non-dealer")
        else ["DERDA-R2"]
        if said.scorer
        else []
    )
    if any(said.belo.values()):
        rules.append("DERDA-R5")
    return _("words: {explanation}").format(explanation=explain(said, decls)[:-1]) + (
        f" ({', '.join(rules)})"
    )
