"""The Derda records: the running game, the hanging pot of a sztajnbajt (DERDA-R9) and the
hand detail the sheets draw; and the reading of a journal entry: its kind (played R7, dość
claim R13, annulled R12, trade R10), its players, trump and card points (DERDA-C1)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import NOTHING
from scorekeep.core.record import NamedTuple
from scorekeep.core.shared import shared_figures
from scorekeep.games.derda import words as derda_words
from scorekeep.games.jass.cards import SUITS
from scorekeep.games.jass.entries import no_tricks_listed
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ANNULMENTS = {"double-pass": "double pass", "dwa-razy": "dwa razy"}

PLAYED_KEYS = frozenset({"bidder", "trump", "dealer", "cards", "words", "no_tricks"})
CLAIM_KEYS = frozenset({"bidder", "trump", "dealer", "words", "claim"})
ANNUL_KEYS = frozenset({"annulled", "dealer"})
TRADE_KEYS = frozenset({"trade", "dealer", "next_dealer"})
KIND_KEYS = {
    "played": PLAYED_KEYS,
    "claim": CLAIM_KEYS,
    "annulled": ANNUL_KEYS,
    "trade": TRADE_KEYS,
}


def kind_name(kind: str) -> str:
    """A kind of Derda hand as a refusal names it, in the player's language."""
    names = {
        "played": _("a played hand"),
        "claim": _("a dość claim"),
        "annulled": _("an annulled hand"),
        "trade": _("an accepted trade"),
    }
    return names.get(kind, kind)


FLAGS = {
    "bidder": "--bidder",
    "trump": "--trump",
    "dealer": "--dealer",
    "cards": "--cards",
    "words": "--words",
    "no_tricks": "--no-tricks",
    "claim": "--claim",
    "annulled": "--annul",
    "trade": "--trade",
    "next_dealer": "--next-dealer",
    "claim_cards": "--claim-cards",
    "annul": "--annul",
}

NO_WORDS = derda_words.WordsResult(None, "none", NOTHING, NOTHING)
"""The words of a hand where nobody scores any (not played out)."""


class Claim(NamedTuple):
    """DERDA-R13: a dość claim: who said it, the sum it rests on and whether it was right."""

    by: str
    cards: int
    words: int
    total: int
    target: int
    right: bool


class HandDetail(NamedTuple):
    """One hand for the sheet. ``kind``: played, annulled (DERDA-R12), trade (R10),
    claim (R13) or close; each carries the dealer and the pot, the rest as it applies."""

    kind: str
    dealer: str = ""
    bidder: str = ""
    defender: str = ""
    trump: str | None = None
    cards: Mapping[str, int] = NOTHING
    words: derda_words.WordsResult = NO_WORDS
    points: Mapping[str, int] = NOTHING
    result: str = ""
    hand_winner: str | None = None
    pot_paid: int = 0
    pot_to: str | None = None
    pot: int = 0
    annulled: str = ""
    trade: Mapping[str, int] = NOTHING
    claim: Claim | None = None
    next_dealer: str | None = None
    totals: Mapping[str, int] = NOTHING


class PlayedHand(NamedTuple):
    """A hand played to the last trick as recorded, every field checked (DERDA-R7)."""

    bidder: str
    defender: str
    trump: str | None
    cards: Mapping[str, int]
    no_tricks: tuple[str, ...]


class Hanging(NamedTuple):
    """A sztajnbajt bidder's points, waiting for the winner of the next played hand."""

    bidder: str
    points: int


class Game(NamedTuple):
    """The running game; per-player tuples follow the table's seating order."""

    totals: tuple[int, ...]
    dealer: str
    card_max: int = 136  # DERDA-C1 for the options in force, worked out once per game
    pot: tuple[Hanging, ...] = ()
    bajts: tuple[int, ...] = (0, 0)
    sztajnbajts: tuple[int, ...] = (0, 0)
    finished: bool = False
    winner: str | None = None
    reason: str = ""
    closed: bool = False

    @property
    def hanging(self) -> int:
        return sum(h.points for h in self.pot)


def other(player: str, players: Sequence[str]) -> str:
    return players[1] if player == players[0] else players[0]


def read_player(
    value: Any, players: Sequence[str], field: str, rule: str, what: str = "player"
) -> str:
    """A name in a journal entry: it must be one of the players, exactly."""
    if isinstance(value, str) and value in players:
        return value
    if what == "bidder":
        raise Rejected(
            _("bidder '{name}' is not a player (players: {players})").format(
                name=value, players=", ".join(players)
            ),
            field=field,
            rule=rule,
        )
    raise Rejected(
        _("unknown player '{name}' (players: {players})").format(
            name=value, players=", ".join(players)
        ),
        field=field,
        rule=rule,
    )


def read_points(value: Any, field: str, rule: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise Rejected(
            _("{what} '{value}' must be a whole number ≥ 0").format(what=what, value=value),
            field=field,
            rule=rule,
        )
    return value


def read_trump(entry: Mapping[str, Any]) -> str | None:
    if "trump" not in entry:
        return None
    value = entry["trump"]
    if not isinstance(value, str) or value not in SUITS:
        raise Rejected(
            _("unknown trump suit '{suit}' (S H D C)").format(suit=value),
            field="--trump",
            rule="DERDA-C1",
        )
    return value


def hand_kind(entry: Mapping[str, Any]) -> str:
    kind = (
        "annulled"
        if "annulled" in entry
        else "trade"
        if "trade" in entry
        else "claim"
        if "claim" in entry
        else "played"
    )
    for key in entry:
        if key not in KIND_KEYS[kind]:
            if not any(key in keys for keys in KIND_KEYS.values()):
                raise Rejected(
                    _("unknown field '{key}' in a Derda hand").format(key=key),
                    field=FLAGS.get(key, key),
                )
            raise Rejected(
                _("{kind} has no {flag}").format(kind=kind_name(kind), flag=FLAGS.get(key, key)),
                field=FLAGS.get(key, key),
                rule=kind_rule(kind),
            )
    return kind


def kind_rule(kind: str) -> str:
    return {
        "played": "DERDA-R7",
        "claim": "DERDA-R13",
        "annulled": "DERDA-R12",
        "trade": "DERDA-R10",
    }[kind]


def read_cards(raw: Any, players: Sequence[str], maximum: int) -> Mapping[str, int]:
    if not isinstance(raw, Mapping):
        raise Rejected(
            _("card points are missing: give --cards P=N for both players"),
            field="--cards",
            rule="DERDA-R7",
        )
    out: dict[str, int] = {}
    for player, value in raw.items():
        name = read_player(player, players, "--cards", "DERDA-R7")
        out[name] = read_points(
            value, "--cards", "DERDA-R7", _("card points of {player}").format(player=name)
        )
    for player in players:
        if player not in out:
            raise Rejected(
                _("no card points for {player}: give --cards {player}=N").format(player=player),
                field="--cards",
                rule="DERDA-R7",
            )
    check_card_maximum(sum(out.values()), maximum, "--cards")
    return shared_figures(out)


def check_card_maximum(total: int, maximum: int, field: str) -> None:
    """DERDA-C1: no more card points than the pack holds (with the last trick's bonus)."""
    if total > maximum:
        raise Rejected(
            _("card points total {total} exceeds the maximum {maximum}").format(
                total=total, maximum=maximum
            ),
            field=field,
            rule="DERDA-C1",
        )


def read_no_tricks(raw: Any, players: Sequence[str]) -> tuple[str, ...]:
    if raw is None:
        return ()
    listed = no_tricks_listed(raw, "DERDA-R7")
    out = tuple(dict.fromkeys(read_player(p, players, "--no-tricks", "DERDA-R7") for p in listed))
    if len(out) == len(players):
        raise Rejected(
            _("both players took no tricks, but each of the nine tricks is won by someone"),
            field="--no-tricks",
            rule="DERDA-R7",
        )
    return out


def check_no_tricks(no_tricks: Sequence[str], cards: Mapping[str, int]) -> None:
    """DERDA-R7: a player listed as taking no trick has no card points."""
    for player in no_tricks:
        if cards[player] > 0:
            raise Rejected(
                _("{player} took no tricks but has card points").format(player=player),
                field="--no-tricks",
                rule="DERDA-R7",
            )


def read_bidder(entry: Mapping[str, Any], players: Sequence[str]) -> str:
    if "bidder" not in entry:
        raise Rejected(_("who chose trump? add --bidder P"), field="--bidder", rule="DERDA-R8")
    return read_player(entry["bidder"], players, "--bidder", "DERDA-R8", what="bidder")
