"""Reading a Deberc hand: flags to a journal entry, and a played hand's record checked field by
field — players, trump and card points (DEBERC-R1), words (R2), no tricks (R5), the bidder
(R7), the stop on the target (R13) — and a redeal's (P6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Ambiguous, Rejected, Unreadable
from scorekeep.core.game import Context, Table, resolve_name
from scorekeep.core.inputs import read_int
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.deberc.hands import ANNULMENTS, Evening, Pack, PlayedHand
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.entries import never_negative, no_tricks_listed
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def player_of(value: Any, table: Table, field: str, rule: str | None = None) -> str:
    """A player by name or unambiguous prefix; every failure is a rejection of the entry."""
    if value in table.players:
        return str(value)
    if not isinstance(value, str) or not value.strip():
        raise Rejected(
            _("{value} is not a player's name").format(value=repr(value)), field=field, rule=rule
        )
    try:
        return resolve_name(value, table.players, field, "player")
    except (Rejected, Ambiguous) as error:
        raise Rejected(error.message, field=field, rule=rule) from None


def side_named(value: Any, table: Table) -> str | None:
    """A side of a team game named by its name (or a prefix of it) or by its players
    joined with ``+`` (``A+C``); None when ``value`` names no side."""
    if not table.teams or not isinstance(value, str) or not value.strip():
        return None
    if value in table.sides:
        return value
    if "+" in value:
        try:
            named = {resolve_name(m, table.players, "--cards", "player") for m in value.split("+")}
        except (Rejected, Ambiguous):
            return None
        return next((t.name for t in table.teams if set(t.members) == named), None)
    try:
        return resolve_name(value, table.sides, "--cards", "side")
    except (Rejected, Ambiguous):
        return None


def suit_of(value: Any, field: str = "--trump", languages: Sequence[str] = jass.LANGUAGES) -> str:
    """A trump suit (:func:`scorekeep.core.cards.read_suit`); refused as DEBERC-R1."""
    try:
        return jass.parse_suit(str(value), field, languages)
    except Unreadable as error:
        raise Rejected(error.message, field=field, rule="DEBERC-R1") from None


def _number(value: Any, who: str, field: str = "--cards") -> int:
    try:
        number = read_int(value, field, low=None, rule="DEBERC-R1")
    except Unreadable:
        shown = f"'{value}'" if isinstance(value, str) else repr(value)
        raise Rejected(
            _("card points of {player} must be a whole number, not {value}").format(
                player=who, value=shown
            ),
            field=field,
            rule="DEBERC-R1",
        ) from None
    negative = _("card points of {player} cannot be negative ({value})")
    return never_negative(number, negative, field, "DEBERC-R1", player=who, value=number)


def _redeal_entry(fields: Mapping[str, Any], table: Table) -> dict[str, Any]:
    """``--annul four-sevens|all-pass`` (DEBERC-P6): a redeal takes only a dealer."""
    kind = str(fields["annul"]).strip().lower().replace("_", "-")
    if kind not in ANNULMENTS:
        raise Rejected(
            _("unknown redeal '{redeal}' (four-sevens or all-pass)").format(redeal=fields["annul"]),
            field="--annul",
            rule="DEBERC-P6",
        )
    extra = sorted(set(fields) - {"annul", "dealer"})
    if extra:
        raise Rejected(
            _("a redealt hand has no bidder, trump, cards or words (drop {flag})").format(
                flag="--" + extra[0].replace("_", "-")
            ),
            field="--annul",
            rule="DEBERC-P6",
        )
    entry: dict[str, Any] = {"annulled": kind}
    if "dealer" in fields:
        entry["dealer"] = player_of(fields["dealer"], table, "--dealer")
    return entry


def _cards_entry(pairs: Mapping[str, Any], table: Table) -> dict[str, int]:
    """``--cards PLAYER=N`` for every player, or in team play ``--cards SIDE=N`` per side
    (DEBERC §4)."""
    cards = _read_cards(pairs, table)
    order = table.sides if set(cards) <= set(table.sides) - set(table.players) else table.players
    return {p: cards[p] for p in order if p in cards}


def _read_cards(pairs: Mapping[Any, Any], table: Table) -> dict[str, int]:
    """Card points by whom they are given for, each a whole number ≥ 0 and each taker
    once, per player or per side but not both (DEBERC-R1, §4); flags and the journal
    alike."""
    cards: dict[str, int] = {}
    for who, value in pairs.items():
        taker = _taker(who, table)
        if taker in cards:
            raise Rejected(
                _("card points of {player} given twice").format(player=taker),
                field="--cards",
                rule="DEBERC-R1",
            )
        cards[taker] = _number(value, taker)
    _per_player_or_per_side(cards, table)
    return cards


def _taker(who: Any, table: Table) -> str:
    """Whose card points: a player, or in team play a side (DEBERC §4)."""
    if who in table.players:
        return str(who)
    try:
        return player_of(who, table, "--cards", "DEBERC-R1")
    except Rejected:
        side = side_named(who, table)
        if side is None:
            raise
        return side


def _per_player_or_per_side(cards: Mapping[str, int], table: Table) -> None:
    """DEBERC §4: card points per player or per side, never both in one hand."""
    sides = [w for w in cards if w in table.sides and w not in table.players]
    players = [w for w in cards if w in table.players]
    if sides and players:
        raise Rejected(
            _("card points per player or per side, not both: {player} and {side} are given").format(
                player=players[0], side=sides[0]
            ),
            field="--cards",
            rule="DEBERC-R1",
        )


def _words_entry(
    items: Sequence[str], table: Table, languages: Sequence[str] = jass.LANGUAGES
) -> dict[str, list[str]]:
    words: dict[str, list[str]] = {}
    for item in items:
        who, sep, said = str(item).partition("=")
        if not sep or not who.strip():
            raise Rejected(
                _(
                    "write a combination as PLAYER=\"KH QH JH\" or PLAYER=bella, not '{item}'"
                ).format(item=item),
                field="--words",
                rule="DEBERC-R2",
            )
        player = player_of(who, table, "--words", "DEBERC-R2")
        words.setdefault(player, []).append(deberc_words.canonical_word(said, languages=languages))
    return {p: words[p] for p in table.players if p in words}


def _reading(ctx: Context) -> tuple[str, ...]:
    """The card letters of the table's language first (Polish ``D`` dama, Ukrainian ``Т``)."""
    return card_letters.reading(CARD_LANGUAGES, ctx.language)


def _no_tricks_entry(items: Sequence[str], table: Table) -> list[str]:
    """Players who took no trick; a side named (team play) is every player of it."""
    empty: list[str] = []
    for item in items:
        for word in str(item).split(","):
            if word.strip():
                empty.extend(_trickless(word, table))
    return [p for p in table.players if p in empty]


def _trickless(word: Any, table: Table) -> tuple[str, ...]:
    """DEBERC-R5: a player who took no trick, or a side none of whose players took one."""
    try:
        return (player_of(word, table, "--no-tricks", "DEBERC-R5"),)
    except Rejected:
        side = side_named(word, table)
        if side is None:
            raise
        return next(t.members for t in table.teams if t.name == side)


def entry_from_fields(fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
    """Flags to a journal entry: a redeal (DEBERC-P6) or a played hand's fields."""
    table = ctx.table
    if "annul" in fields:
        return _redeal_entry(fields, table)
    entry: dict[str, Any] = {}
    if "bidder" in fields:
        entry["bidder"] = player_of(fields["bidder"], table, "--bidder", "DEBERC-R7")
    if "trump" in fields:
        entry["trump"] = suit_of(fields["trump"], languages=_reading(ctx))
    if "dealer" in fields:
        entry["dealer"] = player_of(fields["dealer"], table, "--dealer")
    if "cards" in fields:
        entry["cards"] = _cards_entry(fields["cards"], table)
    if "words" in fields:
        entry["words"] = _words_entry(fields["words"], table, _reading(ctx))
    if "no_tricks" in fields:
        entry["no_tricks"] = _no_tricks_entry(fields["no_tricks"], table)
    if "stopped_by" in fields:
        entry["stopped_by"] = player_of(fields["stopped_by"], table, "--stopped-by", "DEBERC-R13")
    return entry


def read_played(state: Evening, entry: Mapping[str, Any], ctx: Context) -> PlayedHand:
    """A played hand's record checked field by field (DEBERC-R1, R2, R5, R7, R13)."""
    table = ctx.table
    if "bidder" not in entry:
        raise Rejected(
            _("who ordered the game? add --bidder PLAYER"), field="--bidder", rule="DEBERC-R7"
        )
    bidder = player_of(entry["bidder"], table, "--bidder", "DEBERC-R7")
    if "trump" not in entry:
        raise Rejected(
            _("which suit is trump? add --trump S|H|D|C"), field="--trump", rule="DEBERC-R1"
        )
    trump = suit_of(entry["trump"])
    cards = read_cards(entry.get("cards"), table)
    no_tricks = read_no_tricks(entry.get("no_tricks", []), cards, table)
    stopped_by = None
    if "stopped_by" in entry:
        stopped_by = _stopper(entry["stopped_by"], no_tricks, ctx)
    check_sum(cards, trump, stopped_by is not None, state.pack, ctx)
    raw_words = entry.get("words", {})
    if not isinstance(raw_words, Mapping):
        raise Rejected(
            _("words must be a table of player = [combinations], not {raw}").format(
                raw=repr(raw_words)
            ),
            field="--words",
            rule="DEBERC-R2",
        )
    return PlayedHand(bidder, trump, cards, no_tricks, stopped_by, raw_words)


def read_cards(raw: Any, table: Table) -> dict[str, int]:
    """DEBERC-R1: every player's card points, or in team play every side's (DEBERC §4),
    whole numbers ≥ 0."""
    if raw is None:
        raise Rejected(
            _("card points are missing: give --cards PLAYER=N for every player"),
            field="--cards",
            rule="DEBERC-R1",
        )
    if not isinstance(raw, Mapping):
        raise Rejected(
            _("cards must be a table of player = points, not {raw}").format(raw=repr(raw)),
            field="--cards",
            rule="DEBERC-R1",
        )
    for takers in (table.players, table.sides):
        if (
            len(raw) == len(takers)
            and all(p in raw for p in takers)
            and all(type(v) is int and v >= 0 for v in raw.values())
        ):
            return dict(raw)  # as scorekeep writes it: every player (or side), exact names
    cards = _read_cards(raw, table)
    per_side = bool(cards) and all(w in table.sides for w in cards) and bool(table.teams)
    takers = table.sides if per_side else table.players
    missing = [p for p in takers if p not in cards]
    if missing:
        raise Rejected(
            _(
                "card points of {players} missing: give --cards PLAYER=N for every player "
                "(0 for none)"
            ).format(players=", ".join(missing)),
            field="--cards",
            rule="DEBERC-R1",
        )
    return {p: cards[p] for p in takers}


def read_no_tricks(raw: Any, cards: Mapping[str, int], table: Table) -> tuple[str, ...]:
    """DEBERC-R5: who took no trick; such a player has no card points."""
    empty: list[str] = []
    for who in no_tricks_listed(raw, "DEBERC-R5"):
        for player in _trickless(who, table):
            if cards.get(player, 0) > 0:
                raise Rejected(
                    _("{player} took no tricks but has card points ({points})").format(
                        player=player, points=cards[player]
                    ),
                    field="--no-tricks",
                    rule="DEBERC-R5",
                )
            if player not in empty:
                empty.append(player)
    for team in table.teams:
        if cards.get(team.name, 0) > 0 and all(m in empty for m in team.members):
            raise Rejected(
                _("{player} took no tricks but has card points ({points})").format(
                    player=team.name, points=cards[team.name]
                ),
                field="--no-tricks",
                rule="DEBERC-R5",
            )
    if len(empty) == len(table.players):
        raise Rejected(
            _("somebody took the tricks: not every player can be in --no-tricks"),
            field="--no-tricks",
            rule="DEBERC-R5",
        )
    return tuple(empty)


def check_sum(
    cards: Mapping[str, int], trump: str, stopped: bool, pack: Pack, ctx: Context
) -> None:
    """DEBERC-R1, R13: the card points add up to what the pack allows."""
    n = len(ctx.table.players)
    total = sum(cards.values())
    most = pack.maximum[trump]
    last = pack.last_trick
    if stopped:
        if total > most - last:
            raise Rejected(
                _(
                    "card points total {total}, more than the {most} that can be taken "
                    "before the last trick"
                ).format(total=total, most=most - last),
                field="--cards",
                rule="DEBERC-R13",
            )
        return
    if n == 4 and total != most:
        raise Rejected(
            _("card points must total {most} with four players (got {total})").format(
                most=most, total=total
            ),
            field="--cards",
            rule="DEBERC-R1",
        )
    if total > most:
        who = {2: _("two"), 3: _("three")}.get(n, str(n))
        raise Rejected(
            _("card points total {total}, more than the {most} {who} players can take").format(
                total=total, most=most, who=who
            ),
            field="--cards",
            rule="DEBERC-R1",
        )
    if total < last:
        raise Rejected(
            _("card points total {total}, but the last trick alone is worth {last}").format(
                total=total, last=last
            ),
            field="--cards",
            rule="DEBERC-R1",
        )


def _stopper(value: Any, no_tricks: Sequence[str], ctx: Context) -> str:
    """DEBERC-R13: who stopped play on reaching the target, allowed only with finish = points."""
    if ctx.options.get("finish") != "points":
        raise Rejected(
            _(
                'play stops at the target only with finish = "points"; this '
                'game plays every round out (finish = "round")'
            ),
            field="--stopped-by",
            rule="DEBERC-R13",
        )
    stopped_by = player_of(value, ctx.table, "--stopped-by", "DEBERC-R13")
    if stopped_by in no_tricks:
        raise Rejected(
            _("{player} stopped play on taking a trick, so cannot be in --no-tricks").format(
                player=stopped_by
            ),
            field="--stopped-by",
            rule="DEBERC-R13",
        )
    return stopped_by
