"""Reading what a Derda table says: flags to a journal entry, suits and words as typed, the
annulment calls (DERDA-R12), and the card values with the most card points a hand can hold
(DERDA-C1). The judge reads its inputs with the same helpers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected, Unreadable, UsageError
from scorekeep.core.game import Context
from scorekeep.core.inputs import read_int
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.derda import words
from scorekeep.games.derda.hands import (
    FLAGS,
    Game,
    PlayedHand,
    check_no_tricks,
    kind_name,
    kind_rule,
    other,
    read_bidder,
    read_cards,
    read_no_tricks,
    read_trump,
)
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass.cards import LANGUAGES, RANKS, SUITS, parse_cards
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

ANNUL_ALIASES = {
    "double-pass": "double-pass",
    "doublepass": "double-pass",
    "podwójny-pas": "double-pass",
    "podwojny-pas": "double-pass",
    "dwa-razy": "dwa-razy",
    "dwarazy": "dwa-razy",
}
DEFAULT_VALUES = {
    "plain": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0},
    "trump": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 22, "9": 0, "8": 0, "7": 0},
}
PLAYED_CARDS = 18  # nine each; the rest of the pack stays in the stock


def card_maximum(ruleset: Ruleset | None, options: Mapping[str, Any]) -> int:
    """DERDA-C1: only 18 cards are played, so card points reach at most the 18 best cards
    (136 by default), plus the last-trick bonus."""
    values = card_values(ruleset)
    minela = int(options.get("minela_bonus", 0))
    pack: list[int] = []
    for suit in SUITS:
        table = values["trump" if suit == "S" else "plain"]
        for rank in RANKS:
            pack.append(int(table.get(rank, 0)) + (minela if suit == "S" and rank == "9" else 0))
    return sum(sorted(pack, reverse=True)[:PLAYED_CARDS]) + int(options.get("last_trick_bonus", 0))


def card_values(ruleset: Ruleset | None) -> dict[str, dict[str, int]]:
    cards = ruleset.cards if ruleset is not None else {}
    out: dict[str, dict[str, int]] = {}
    for kind in ("plain", "trump"):
        table = cards.get(kind) if isinstance(cards, Mapping) else None
        if isinstance(table, Mapping):
            out[kind] = {
                str(k): int(v)
                for k, v in table.items()
                if isinstance(v, int) and not isinstance(v, bool)
            }
        else:
            out[kind] = dict(DEFAULT_VALUES[kind])
    return out


def entry_from_fields(fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
    """Flags to a journal entry. Names and numbers are normalised where they can be;
    what cannot be read is kept as typed, so ``play`` rejects it naming the hand."""
    given = set(fields)
    entry: dict[str, Any] = {}
    if "annul" in given:
        _only(given, {"annul", "dealer"}, "annulled")
        kind = str(fields["annul"]).strip().casefold().replace(" ", "-").replace("_", "-")
        entry["annulled"] = ANNUL_ALIASES.get(kind, str(fields["annul"]).strip())
    elif "trade" in given:
        _only(given, {"trade", "dealer", "next_dealer"}, "trade")
        entry["trade"] = _numbers(fields["trade"], ctx, "--trade")
        if "next_dealer" in fields:
            entry["next_dealer"] = _name(fields["next_dealer"], ctx, "--next-dealer")
    elif "claim" in given:
        _only(given, {"claim", "claim_cards", "bidder", "trump", "dealer", "words"}, "claim")
        if "claim_cards" not in fields:
            raise Rejected(
                _("a dość claim needs the claimant's card points so far: add --claim-cards N"),
                field="--claim-cards",
                rule="DERDA-R13",
            )
        _bid(fields, ctx, entry)
        entry["claim"] = {
            "by": _name(fields["claim"], ctx, "--claim"),
            "cards": _number(fields["claim_cards"], "--claim-cards"),
        }
    else:
        for flag in ("claim_cards", "next_dealer"):
            if flag in given:
                needs = "--claim P" if flag == "claim_cards" else "--trade P=N"
                raise Rejected(
                    _("{flag} goes with {needs}").format(flag=FLAGS[flag], needs=needs),
                    field=FLAGS[flag],
                    rule="DERDA-R13" if flag == "claim_cards" else "DERDA-R10",
                )
        _bid(fields, ctx, entry)
        if "no_tricks" in fields:
            entry["no_tricks"] = [
                _name(p.strip(), ctx, "--no-tricks")
                for value in fields["no_tricks"]
                for p in str(value).split(",")
                if p.strip()
            ]
    if "dealer" in fields:
        entry["dealer"] = _name(fields["dealer"], ctx, "--dealer")
    return entry


def _only(given: set[str], allowed: set[str], kind: str) -> None:
    for key in sorted(given - allowed):
        raise Rejected(
            _("{kind} takes no {flag}").format(kind=kind_name(kind), flag=FLAGS[key]),
            field=FLAGS[key],
            rule=kind_rule(kind),
        )


def _bid(fields: Mapping[str, Any], ctx: Context, entry: dict[str, Any]) -> None:
    if "bidder" in fields:
        entry["bidder"] = _name(fields["bidder"], ctx, "--bidder")
    if "trump" in fields:
        entry["trump"] = normal_suit(
            fields["trump"], card_letters.reading(CARD_LANGUAGES, ctx.language)
        )
    if "cards" in fields:
        entry["cards"] = _numbers(fields["cards"], ctx, "--cards")
    if "words" in fields:
        entry["words"] = declarations_from_flags(fields["words"], ctx)


def _numbers(pairs: Mapping[str, Any], ctx: Context, field: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for who, value in pairs.items():
        name = _name(who, ctx, field)
        if name in out:
            raise UsageError(_("{field} names {name} twice").format(field=field, name=name))
        out[name] = _number(value, field)
    return out


def _name(text: Any, ctx: Context, field: str) -> str:
    """A player by name or prefix; an unknown name is kept so the hand is refused by number."""
    try:
        return ctx.table.player(str(text), field)
    except Rejected:
        return str(text).strip()


def _number(value: Any, field: str) -> Any:
    """A whole number as :func:`read_int` reads it; anything else is kept as typed, so
    ``play`` refuses it naming the hand."""
    try:
        return read_int(value, field, low=None)
    except Unreadable:
        return str(value).strip()


def normal_suit(value: Any, languages: Sequence[str] = LANGUAGES) -> str:
    """``H``, ``♥``, ``h``, ``kier`` → ``H``; anything else is kept for ``play`` to refuse."""
    text = str(value).strip()
    return card_letters.suit_of(text, tuple(languages), words=True) or text


def normal_word(word: str, languages: Sequence[str] = LANGUAGES) -> str:
    """``belo`` in any case; a sequence with its cards written the standard way (the
    table's letters read in its language: Polish ``KDW kier`` is ``KH QH JH``)."""
    from scorekeep.games.jass.shorthand import expand_run

    text = " ".join(word.split())
    if words.is_belo(text):
        return words.BELO
    if text and " " not in text:
        text = expand_run(text, languages, "DERDA-R2") or text
    try:
        return " ".join(str(c) for c in parse_cards(text, "--words", languages))
    except Unreadable:
        return text


def split_declarations(
    values: Sequence[str] | str, field: str = "--words"
) -> list[tuple[str, str]]:
    """``P=KH QH JH`` items (``;`` separates several words of one player)."""
    items = [values] if isinstance(values, str) else list(values)
    out: list[tuple[str, str]] = []
    for item in items:
        who, sep, what = str(item).partition("=")
        if not sep or not who.strip():
            raise UsageError(
                _("{field} takes PLAYER=CARDS or PLAYER=belo, not '{item}'").format(
                    field=field, item=item
                )
            )
        for word in what.split(";"):
            if word.strip():
                out.append((who.strip(), word.strip()))
    return out


def declarations_from_flags(values: Sequence[str], ctx: Context) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for who, word in split_declarations(values):
        languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
        out.setdefault(_name(who, ctx, "--words"), []).append(normal_word(word, languages))
    return out


def read_played(state: Game, entry: Mapping[str, Any], ctx: Context) -> PlayedHand:
    """A played hand's record checked field by field (DERDA-R7, R8)."""
    players = ctx.table.players
    bidder = read_bidder(entry, players)
    trump = read_trump(entry)
    cards = read_cards(entry.get("cards"), players, state.card_max)
    no_tricks = read_no_tricks(entry.get("no_tricks"), players)
    check_no_tricks(no_tricks, cards)
    return PlayedHand(bidder, other(bidder, players), trump, cards, no_tricks)
