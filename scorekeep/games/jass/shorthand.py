"""Derda and Deberc in the table's shorthand: ``BIDDER TRUMP POINTS... [PLAYER:WORD,...]``,
or a redeal's name. Points in seating order; ``.`` filled in from the pack's total where
there is one, ``-`` a player who took no trick; a word is a run as ranks then suit."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context
from scorekeep.core.record import NamedTuple
from scorekeep.core.shorthand import Ask, Read, Shorthand, is_number, player_word, refuse
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

BLANK = "."
NO_TRICK = "-"


def compact_run(
    text: str, language: str = "en", rule: str | None = None, shown: str | None = None
) -> str | None:
    """``KQJH`` → ``KH QH JH``; ``10987S`` and ``KDWH`` (Polish) too, and at a table of
    that language ``KDWkier`` and ``ТКДчирви``; a run by its top card and length, ``K4D`` →
    ``KD QD JD 10D``. None if it is not one; a length the run cannot have is refused,
    quoting the word as the table wrote it (``shown``, when its suit was filled in)."""
    from scorekeep.core import cards

    return expand_run(text, cards.reading(CARD_LANGUAGES, language), rule, shown)


def expand_run(
    text: str, languages: Sequence[str], rule: str | None = None, shown: str | None = None
) -> str | None:
    """A run written compactly, in these languages' letters, as its cards (see
    :func:`compact_run`); flags and shorthand of both games read runs through here."""
    from scorekeep.core import cards

    langs = tuple(languages)
    suit = cards.suit_of(text[-1:], langs)
    rest = text[:-1]
    if suit is None and langs[:1] != ("en",):
        suit, rest = cards.suit_word_ending(text, langs)
    if suit is None or not rest:
        return None
    top = _top_and_length(shown or text, rest, langs, rule)
    if top is not None:
        start, length = top
        return " ".join(rank + suit for rank in SEQUENCE_ORDER[start : start + length])
    ranks = []
    while rest:
        size = 2 if rest[:2] == "10" else 1
        rank = cards.rank_of(rest[:size], langs, NUMBERS)
        if rank is None:
            return None
        ranks.append(rank)
        rest = rest[size:]
    return " ".join(rank + suit for rank in ranks)


SEQUENCE_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")
NUMBERS = ("10", "9", "8", "7")


def _top_and_length(
    text: str, rest: str, languages: tuple[str, ...], rule: str | None
) -> tuple[int, int] | None:
    """``K4`` (before the suit): the run's top card's place in A K Q J 10 9 8 7 and its
    length; None when ``rest`` is not one rank and one digit. Two cards are never a run,
    so a rank and a digit always mean the top and the length."""
    from scorekeep.core import cards

    digit, head = rest[-1:], rest[:-1]
    top = cards.rank_of(head, languages, NUMBERS) if digit.isdigit() and head else None
    if top is None:
        return None
    start, length = SEQUENCE_ORDER.index(top), int(digit)
    most = len(SEQUENCE_ORDER) - start
    if length < 3:
        raise Rejected(
            _("'{word}': a run has at least 3 cards, not {length}").format(
                word=text, length=length
            ),
            field="--words",
            rule=rule,
        )
    if length > most:
        raise Rejected(
            _(
                "'{word}': no run of {length} from {top}: from {top} down to the seven "
                "there are {most} cards"
            ).format(word=text, length=length, top=top, most=most),
            field="--words",
            rule=rule,
        )
    return start, length


def word_items(word: str, ctx: Context, bidder: str | None, game: Jass) -> list[str]:
    """``Bartek:KQJH,belo`` → ``["Bartek=KH QH JH", "Bartek=belo"]``; ``B:K3H,b`` the same
    by the run's top card and length and belo's letter; without a name, the bidder's."""
    specials = game.specials
    who, sep, said = word.rpartition(":")
    if not sep:
        if bidder is None:
            raise refuse(word, _("a word with its player, e.g. Bartek:KQJH"))
        player = bidder
    else:
        player = player_word(who, ctx, _("a player before ':' in a word"))
    items = []
    for part in said.split(","):
        alias = game.aliases.get(part.casefold())
        if alias is not None:
            items.append(f"{player}={alias}")
            continue
        run = compact_run(part, ctx.language, game.rule) or (part if " " in part.strip() else None)
        if run is None and not sep and looks_like_points(part, ctx.language, game.rule):
            raise mistyped_points(word, specials)
        if run is None and part.casefold() not in specials:
            raise refuse(
                word,
                _("a word: a run as ranks then suit (KQJH) or {specials}").format(
                    specials=" / ".join(specials)
                ),
            )
        items.append(f"{player}={run or part.casefold()}")
    return items


def looks_like_points(word: str, language: str, rule: str | None = None) -> bool:
    """A word with a digit that is no player's word and no run: points mistyped (``6o``)."""
    return (
        ":" not in word
        and "," not in word
        and any(ch.isdigit() for ch in word)
        and compact_run(word, language, rule) is None
    )


def mistyped_points(word: str, specials: Sequence[str]) -> Rejected:
    """A word with a digit that is neither points nor a run: the pad's 0 typed as o."""
    return refuse(
        word,
        _(
            "card points as a whole number, or a word: a run as ranks then suit "
            "(KQJH) or {specials}"
        ).format(specials=" / ".join(specials)),
    )


class Jass(NamedTuple):
    """What a jass game's shorthand knows: its redeals, the pack's total (if fixed), its
    special words (belo / bella) and their one-letter forms, the rule a run is read by,
    and whether it has trades and "dość" claims (Derda)."""

    annulments: Mapping[str, str]
    total: Callable[[str, Context], int | None]
    specials: Sequence[str]
    trade: bool = False
    claim: bool = False
    aliases: Mapping[str, str] = MappingProxyType({})
    rule: str | None = None
    phrases: Mapping[str, str] = MappingProxyType({})
    """The table's own words for its events, in each language (``dwa razy``, ``handel``,
    ``чотири сімки``): each read as the event's word (``dwa-razy``, ``trade``)."""


TRADE_WORD = "trade"


def event_words(words: Sequence[str], game: Jass) -> list[str]:
    """``words`` with the table's words for an event at their start (one word or two, in
    any language the game knows) read as the event's own word."""
    for size in (2, 1):
        said = " ".join(words[:size]).casefold()
        if len(words) >= size and said in game.phrases:
            return [game.phrases[said], *words[size:]]
    return list(words)


def bidder_word(word: str, ctx: Context, game: Jass, then: str = "") -> str:
    """The bidder named by the line's first word; a word near an event's name (``dwa-razt``)
    is refused with the event meant, as a name typed wrong is with the name."""
    from scorekeep.core.nearby import did_you_mean

    events = [*game.annulments, *([TRADE_WORD] if game.trade else [])]
    players = ctx.table.players
    if any(p.casefold().startswith(word.casefold()) for p in players):
        return player_word(word, ctx, _("the bidder"))
    near = did_you_mean(word, [*players, *events, *game.phrases])
    if not near and then:
        near = did_you_mean(f"{word} {then}", [p for p in game.phrases if " " in p])
    if near:
        raise refuse(word, _("the bidder") + near)
    return player_word(word, ctx, _("the bidder"))


CLAIM_WORDS = ("dość", "dosc", "d", "claim")
"""``d`` is the pad's dość; after the trump no player, points or words can be a lone d."""


def jass_reader(game: Jass) -> Callable[[Sequence[str], Context], Read]:
    """Derda and Deberc: ``BIDDER TRUMP POINTS... [WORD...]``, or a redeal's name; Derda
    also ``trade PLAYER N`` and ``BIDDER TRUMP dość PLAYER N [WORD...]``."""

    def read(typed: Sequence[str], ctx: Context) -> Read:
        words = event_words(typed, game)
        first = words[0]
        annul = game.annulments.get(first.casefold())
        if annul is not None:
            if len(words) > 1:
                raise refuse(words[1], _("nothing after `{word}` (a redeal)").format(word=first))
            return Read({"annul": annul}, {"annul": first})
        if game.trade and first.casefold() == TRADE_WORD:
            return trade_read(words, ctx)
        then = words[1] if len(words) > 1 else ""
        fields: dict[str, Any] = {"bidder": bidder_word(first, ctx, game, then)}
        said = {"bidder": first}
        if len(words) > 1:
            fields["trump"], said["trump"] = words[1], words[1]
        rest = list(words[2:])
        if game.claim and rest and rest[0].casefold() in CLAIM_WORDS:
            rest = claim_read(rest, ctx, fields, said)
        points = leading_points(rest)
        typed_words = rest[len(points) :]
        rest = [in_trump(word, fields.get("trump"), ctx, game.rule) for word in typed_words]
        if rest and looks_like_points(rest[0], ctx.language, game.rule):
            raise mistyped_points(rest[0], game.specials)
        if points:
            points_read(points, ctx, game, fields, said)
        # after "dość" a word without a name is the claimant's: his words make the claim
        owner = fields.get("claim") or fields["bidder"]
        items = [item for word in rest for item in word_items(word, ctx, owner, game)]
        if items:
            fields["words"], said["words"] = items, " ".join(typed_words)
        return Read(fields, said)

    return read


def in_trump(word: str, trump: Any, ctx: Context, rule: str | None = None) -> str:
    """A word with each run written without its suit (``K3``, ``KDW``) given the trump's
    symbol: a run's suit counts only as trump or not (``B kier 48 74 K3,b``)."""
    from scorekeep.core import cards

    suit = cards.suit_of(trump, cards.reading(CARD_LANGUAGES, ctx.language), words=True)
    if suit is None:
        return word
    who, sep, said = word.rpartition(":")
    parts = []
    for part in said.split(","):
        whole = part + cards.SYMBOL_OF[suit]
        suitless = any(c.isalpha() for c in part) and compact_run(part, ctx.language, rule) is None
        run = compact_run(whole, ctx.language, rule, shown=part) if suitless else None
        parts.append(whole if run is not None and len(run.split()) >= 3 else part)
    return who + sep + ",".join(parts)


def points_read(
    points: Sequence[str], ctx: Context, game: Jass, fields: dict[str, Any], said: dict[str, str]
) -> None:
    """Card points per player in seating order, or in team play one per side in the order
    of the teams (decided by how many numbers there are)."""
    takers = point_takers(len(points), ctx)
    fields["cards"] = card_points(points, takers, fields.get("trump"), ctx, game.total)
    said["cards"] = " ".join(points)
    empty = [
        member
        for taker, value in zip(takers, points, strict=False)
        if value == NO_TRICK
        for member in members_of(taker, ctx)
    ]
    if empty:
        fields["no_tricks"], said["no_tricks"] = empty, NO_TRICK


def point_takers(count: int, ctx: Context) -> tuple[str, ...]:
    """Whose card points ``count`` numbers give: in team play one or two numbers are the
    sides' (as many as there are teams at most), more are the players'; else the players'."""
    teams = ctx.table.teams
    if teams and 0 < count <= len(teams):
        return ctx.table.sides
    return ctx.table.players


def members_of(taker: str, ctx: Context) -> tuple[str, ...]:
    """The players of a side, or the player himself."""
    return next((t.members for t in ctx.table.teams if t.name == taker), (taker,))


def claim_read(
    words: Sequence[str], ctx: Context, fields: dict[str, Any], said: dict[str, str]
) -> list[str]:
    """``dość Ania 41``: Ania said "dość" with 41 card points in her tricks so far."""
    if len(words) < 3 or not is_number(words[2]):
        raise refuse(
            " ".join(words[:3]),
            _("a claim: dość PLAYER POINTS (the claimant's card points so far)"),
        )
    fields["claim"] = player_word(words[1], ctx, _("the player who said dość"))
    fields["claim_cards"] = words[2]
    said["claim"], said["claim_cards"] = " ".join(words[:2]), words[2]
    return list(words[3:])


def leading_points(words: Sequence[str]) -> list[str]:
    points: list[str] = []
    for word in words:
        if not (is_number(word) or word in (BLANK, NO_TRICK)):
            break
        points.append(word)
    return points


def trade_read(words: Sequence[str], ctx: Context) -> Read:
    """Derda ``trade Bartek 20``: an accepted trade offer of 20 to Bartek."""
    if len(words) != 3 or not is_number(words[2]):
        raise refuse(" ".join(words), _("a trade: `trade PLAYER POINTS`, e.g. trade Bartek 20"))
    who = player_word(words[1], ctx, _("the player who asked for the trade"))
    return Read({"trade": {who: words[2]}}, {"trade": " ".join(words[1:])})


def card_points(
    points: Sequence[str],
    takers: Sequence[str],
    trump: str | None,
    ctx: Context,
    total: Callable[[str, Context], int | None],
) -> dict[str, str]:
    """Each taker's points (players, or the sides in team play); one left out (``.``, or
    the last one not typed) is filled in from the pack's total where there is one."""
    if len(points) == len(takers) - 1 and total(trump or "", ctx) is not None:
        points = [*points, BLANK]
    if len(points) != len(takers):
        raise refuse(" ".join(points), _points_expected(ctx))
    if points.count(BLANK) > 1:
        raise refuse(" ".join(points), _("card points with at most one left out as '.'"))
    out = {p: "0" if v == NO_TRICK else v for p, v in zip(takers, points, strict=True)}
    blank = next((p for p, v in out.items() if v == BLANK), None)
    if blank is not None:
        pack = total(trump or "", ctx)
        if pack is None:
            raise refuse(
                BLANK,
                _("{player}'s card points: here they do not add up to a fixed total").format(
                    player=blank
                ),
            )
        out[blank] = str(pack - sum(int(v) for v in out.values() if v != BLANK))
        if int(out[blank]) < 0:
            raise refuse(
                " ".join(points),
                _("card points that leave {player} some of the {pack}").format(
                    player=blank, pack=pack
                ),
            )
    return out


def _points_expected(ctx: Context) -> str:
    players = ctx.table.players
    each = _("card points for {n} players in seating order ({players})").format(
        n=len(players), players=", ".join(players)
    )
    if not ctx.table.teams:
        return each
    return _("{each}, or one number per side in the order of the teams ({sides})").format(
        each=each, sides=", ".join(ctx.table.sides)
    )


def jass_missing(game: Jass) -> Callable[[Sequence[str], Context], Ask | None]:
    def missing(typed: Sequence[str], ctx: Context) -> Ask | None:
        if not typed:
            return Ask(_("bidder"))
        words = event_words(typed, game)
        first = words[0].casefold()
        if first in game.annulments or (game.trade and first == TRADE_WORD):
            return None
        if len(words) == 1:
            return Ask(_("trump (S H D C)"))
        if game.claim and words[2:3] and words[2].casefold() in CLAIM_WORDS:
            return None
        points = leading_points(words[2:])
        if len(words) > 2 + len(points):
            return None
        players = point_takers(len(points) or 1, ctx)
        if len(points) >= len(players) or (
            len(points) == len(players) - 1 and players != ctx.table.players
        ):
            return None
        default = None
        if len(points) == len(players) - 1:
            pack = game.total(words[1], ctx)
            if pack is not None:
                default = str(pack - sum(int(v) for v in points if v.isdigit()))
        return Ask(_("{player}'s card points").format(player=players[len(points)]), default)

    return missing


def jass_shorthand(game: Jass, usage: str, examples: tuple[tuple[str, str], ...]) -> Shorthand:
    """A jass game's shorthand: its lines read and completed by what ``game`` knows, its
    keywords the trade, the special words, dość and the redeals it has."""
    from scorekeep.games.jass.completion import jass_next

    keywords = (
        *((TRADE_WORD,) if game.trade else ()),
        *game.specials,
        *(CLAIM_WORDS[:1] if game.claim else ()),
        *game.annulments,
    )
    return Shorthand(
        jass_reader(game),
        jass_missing(game),
        usage,
        examples,
        keywords,
        jass_next(game),
        ("bidder", "trump"),
    )
