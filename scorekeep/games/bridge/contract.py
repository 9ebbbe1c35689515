"""The contract and what one deal scores (BR-S1…S7): the strains, a contract such as 4S or
3NTXX read in the table's letters (BR-A1), the trick score below the line (BR-S1), overtricks,
the bonus for making it doubled, slams and undertricks above it (BR-S2…S5), honors (BR-S6),
the tricks a result means (BR-S7), and a deal scored on its own (duplicate and Chicago, BR-D1,
BR-C5)."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from scorekeep.core import cards
from scorekeep.core.errors import Rejected, ScorekeepError, Unreadable
from scorekeep.core.inputs import read_int
from scorekeep.core.record import NamedTuple
from scorekeep.games.bridge import CARD_LANGUAGES
from scorekeep.games.bridge.seats import SEATS, SIDES, add_to_side, other, side_of
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

STRAINS = ("C", "D", "H", "S", "NT")
DOUBLINGS = ("", "X", "XX")


class Contract(NamedTuple):
    level: int
    strain: str
    doubling: int = 0

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{DOUBLINGS[self.doubling]}"

    @property
    def tricks_needed(self) -> int:
        return self.level + 6


NO_TRUMP_WORDS = {"it": ("SA",), "pl": ("BA",), "uk": ("БК",)}
"""No trump as the table says it: Italian *senza atout*, Polish *bez atu*, Ukrainian *без
козиря*."""
DOUBLED_LOOK_ALIKES = {"uk": "Х"}
"""The doubling X as a table of that language types it on its own keyboard (Cyrillic Ха)."""


def read_strain(
    text: str, nt_alias: Sequence[str], languages: Sequence[str] = CARD_LANGUAGES
) -> str | None:
    """A strain in the table's letters: ``S``, ``♠``; at an Italian table ``P`` (picche) and
    ``C`` (cuori, hearts); suit words where the language has them (``pik``, ``чирви``)."""
    english = tuple(languages) == CARD_LANGUAGES
    suit = cards.suit_of(text, tuple(languages), words=not english)
    if suit is not None:
        return suit
    text = text.upper()
    if text in ("NT", "N", "BA") or text in (str(a).upper() for a in nt_alias):
        return "NT"
    if text in NO_TRUMP_WORDS.get(languages[0], ()):
        return "NT"
    return None


def bid_parts(text: str) -> tuple[str, str] | None:
    """A bid's level and what follows it (``^([1-7])(.+)$``, read without :mod:`re`, which
    a kept ``hand`` does not import); None when it is no level and strain."""
    level = text[:1]
    rest = text[1:-1] if text.endswith("\n") else text[1:]
    if not level or level not in "1234567" or not rest or "\n" in rest:
        return None
    return level, rest


def parse_contract(
    text: str,
    nt_alias: Sequence[str] = ("N", "NT", "BA"),
    field: str = "CONTRACT",
    languages: Sequence[str] = CARD_LANGUAGES,
) -> Contract:
    """``4S``, ``3NTXX``, ``7N``, ``2BA``, ``4♥X`` (BR-A1); in the table's letters
    (``languages``, as :func:`cards.reading` gives them): Italian ``4P`` is 4♠, ``4C`` 4♥."""
    return _parse_contract(str(text), tuple(nt_alias), field, tuple(languages))


@functools.lru_cache(maxsize=1024)
def _parse_contract(
    text: str,
    nt_alias: tuple[str, ...],
    field: str,
    languages: tuple[str, ...] = CARD_LANGUAGES,
) -> Contract:
    raw = str(text).strip().upper().replace(" ", "")
    if languages and languages[0] in DOUBLED_LOOK_ALIKES:
        raw = raw.replace(DOUBLED_LOOK_ALIKES[languages[0]], "X")
    doubling = 0
    if raw.endswith("XX"):
        raw, doubling = raw[:-2], 2
    elif raw.endswith("X"):
        raw, doubling = raw[:-1], 1
    bid = bid_parts(raw)
    strain = read_strain(bid[1], nt_alias, languages) if bid else None
    if not bid or strain is None:
        raise Unreadable(
            _(
                "'{text}' is not a contract: write level 1-7, strain C D H S NT "
                "(or ♣ ♦ ♥ ♠, BA) and X or XX if doubled, e.g. 4S, 3NTX"
            ).format(text=text),
            field=field,
            rule="BR-A1",
        )
    return Contract(int(bid[0]), strain, doubling)


class Item(NamedTuple):
    label: str
    points: int
    to: str  # "declarer" | "defenders" | side
    rule: str
    below: bool = False


class DealScore(NamedTuple):
    below: int
    above: int
    defenders_above: int
    honors: int
    items: tuple[Item, ...]


UNDERTRICKS = {  # (doubling, vulnerable) -> first, 2nd-3rd, 4th+
    (0, False): (50, 50, 50),
    (0, True): (100, 100, 100),
    (1, False): (100, 200, 300),
    (1, True): (200, 300, 300),
    (2, False): (200, 400, 600),
    (2, True): (400, 600, 600),
}


def trick_score(contract: Contract) -> int:
    """BR-S1: the odd tricks bid, times 2 doubled, 4 redoubled."""
    if contract.strain == "NT":
        base = 40 + 30 * (contract.level - 1)
    else:
        base = (20 if contract.strain in ("C", "D") else 30) * contract.level
    return base * (1, 2, 4)[contract.doubling]


def undertricks(down: int, doubling: int, vulnerable: bool) -> int:
    """BR-S5."""
    first, middle, later = UNDERTRICKS[(doubling, vulnerable)]
    total = 0
    for k in range(1, down + 1):
        total += first if k == 1 else middle if k <= 3 else later
    return total


def score_deal(
    contract: Contract, tricks: int, vulnerable: bool, honors: int = 0, honors_to: str = "declarer"
) -> DealScore:
    items: list[Item] = []
    m = contract.doubling
    if tricks >= contract.tricks_needed:
        below = trick_score(contract)
        items.append(Item(f"trick score {contract}", below, "declarer", "BR-S1", True))
        over = tricks - contract.tricks_needed
        if over:
            if m == 0:
                each = 20 if contract.strain in ("C", "D") else 30
            else:
                each = (100 if not vulnerable else 200) * m
            items.append(
                Item(f"{over} overtrick{'s' * (over > 1)}", over * each, "declarer", "BR-S2")
            )
        if m:
            items.append(
                Item(
                    "making a " + ("doubled" if m == 1 else "redoubled") + " contract",
                    50 * m,
                    "declarer",
                    "BR-S3",
                )
            )
        if contract.level >= 6:
            bonus = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}[
                (contract.level, vulnerable)
            ]
            items.append(
                Item(
                    ("small" if contract.level == 6 else "grand") + " slam",
                    bonus,
                    "declarer",
                    "BR-S4",
                )
            )
    else:
        down = contract.tricks_needed - tricks
        items.append(
            Item(
                f"{down} undertrick{'s' * (down > 1)}",
                undertricks(down, m, vulnerable),
                "defenders",
                "BR-S5",
            )
        )
    if honors:
        items.append(Item("honors", honors, honors_to, "BR-S6"))
    below = sum(i.points for i in items if i.below)
    above = sum(i.points for i in items if i.to == "declarer" and not i.below and i.rule != "BR-S6")
    defenders = sum(i.points for i in items if i.to == "defenders" and i.rule != "BR-S6")
    return DealScore(below, above, defenders, honors, tuple(items))


def board_bonus(
    contract: Contract, vulnerable: bool, partscore_bonus: int = 50, rule: str = "BR-D1"
) -> Item:
    """The bonus a made contract earns when every deal stands alone (Law 77): a game of 100
    trick points or more 300 not vulnerable, 500 vulnerable, anything less a partscore."""
    if trick_score(contract) >= 100:
        return Item("game bonus", 500 if vulnerable else 300, "declarer", rule)
    return Item("partscore bonus", partscore_bonus, "declarer", rule)


def duplicate_score(
    contract: Contract,
    tricks: int,
    vulnerable: bool,
    partscore_bonus: int = 50,
    rule: str = "BR-D1",
) -> DealScore:
    """BR-D1 (and Chicago's BR-C5): the rubber's deal score plus the deal's own game or
    partscore bonus; no honors, nothing carried to the next deal."""
    score = score_deal(contract, tricks, vulnerable)
    if tricks < contract.tricks_needed:
        return score
    bonus = board_bonus(contract, vulnerable, partscore_bonus, rule)
    return score._replace(above=score.above + bonus.points, items=(*score.items, bonus))


def signed_score(score: DealScore) -> int:
    """A deal's score for the declaring side as one signed number (duplicate's way)."""
    return score.below + score.above - score.defenders_above


def parse_honors(text: Any, field: str = "--honors") -> tuple[str, int]:
    if isinstance(text, Mapping):
        side, points = text.get("side"), text.get("points")
    else:
        side, _sep, points = str(text).partition(":")
    side = str(side).strip().upper()
    if side in SEATS:
        side = side_of(side)
    if side not in SIDES:
        raise Rejected(
            _("honors side '{side}' must be NS or EW").format(side=side), field=field, rule="BR-S6"
        )
    try:
        value = read_int(points, field)
    except ScorekeepError:
        raise Rejected(
            _("honors '{text}' must be SIDE:100 or SIDE:150").format(text=text),
            field=field,
            rule="BR-S6",
        ) from None
    if value not in (100, 150):
        raise Rejected(
            _(
                "honors of {value} are impossible: 100 for four trump honors in one "
                "hand, 150 for five or for four aces at NT"
            ).format(value=value),
            field=field,
            rule="BR-S6",
        )
    return side, value


@functools.lru_cache(maxsize=4096)
def deal_points(
    contract: Contract, side: str, tricks: int, vulnerable: bool, honors: tuple[str, int] | None
) -> tuple[tuple[int, int], tuple[int, int], tuple[tuple[str, int, str, str, bool], ...]]:
    """Below and above the line per side (NS, EW) and the itemised score of one deal."""
    score = score_deal(
        contract,
        tricks,
        vulnerable,
        honors[1] if honors else 0,
        "declarer" if honors and honors[0] == side else "defenders",
    )
    below = add_to_side((0, 0), side, score.below)
    above = add_to_side(add_to_side((0, 0), side, score.above), other(side), score.defenders_above)
    if honors:
        above = add_to_side(above, honors[0], honors[1])
    items = tuple(
        (
            i.label,
            i.points,
            side if i.to == "declarer" else other(side) if i.to == "defenders" else i.to,
            i.rule,
            i.below,
        )
        for i in score.items
    )
    return below, above, items


def settlement_words(label: str) -> str:
    """A scored item's label (kept in English in the engine's cached scores) in the
    player's words: trick score, overtricks, slams, undertricks, honors, bonuses."""
    first, _sep, rest = label.partition(" ")
    if first.isdigit() and rest.startswith("overtrick"):
        return ngettext("{n} overtrick", "{n} overtricks", int(first)).format(n=first)
    if first.isdigit() and rest.startswith("undertrick"):
        return ngettext("{n} undertrick", "{n} undertricks", int(first)).format(n=first)
    if label.startswith("trick score "):
        return _("trick score {contract}").format(contract=label.removeprefix("trick score "))
    words = {
        "making a doubled contract": _("making a doubled contract"),
        "making a redoubled contract": _("making a redoubled contract"),
        "small slam": _("small slam"),
        "grand slam": _("grand slam"),
        "honors": _("honors"),
        "game bonus": _("game bonus"),
        "partscore bonus": _("partscore bonus"),
        "one game in an unfinished rubber": _("one game in an unfinished rubber"),
        "partscore in the unfinished game": _("partscore in the unfinished game"),
    }
    return words.get(label, label)


def result_to_tricks(result: str, contract: Contract) -> int:
    text = result.strip()
    if text in ("=", "0", "+0", "-0"):
        return contract.tricks_needed
    sign, over = text[:1], text[1:]
    if not sign or sign not in "+-" or not over or over.strip("0123456789"):
        raise Rejected(
            _("result '{result}' must be +N, -N or =").format(result=result),
            field="--result",
            rule="BR-S7",
        )
    tricks = contract.tricks_needed + int(over) * (1 if sign == "+" else -1)
    if not 0 <= tricks <= 13:
        raise Rejected(
            _("result {result} on {contract} means {tricks} tricks, outside 0-13").format(
                result=result, contract=contract, tricks=tricks
            ),
            field="--result",
            rule="BR-S7",
        )
    return tricks
