"""Declaring in time (DERDA-R15, DEBERC-R15), the table's most common dispute: was a
sequence or a belo/bella announced at the moment the seed allows, or too late to count?

Both questions answer ``{valid, reason}`` and quote the seed's own words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass import cards as jass
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

HAND_SIZE = 9
DERDA_MOMENTS = ("on_own_card", "after_own_card", "before_play")
DEBERC_MOMENTS = ("before_play", "first_card", "later_card", "after_cards")

DERDA_SEQUENCE_SEED = "Sekwencję trzeba zgłosić przy zagraniu karty do pierwszej lewy"
DERDA_BELO_SEED = (
    "zgłasza się podczas rozgrywki, gdy gracz pokazuje odpowiedni układ, zagrywa jedną z jego "
    "kart albo zagrywa ostatnią kartę, mając króla i damę atutową"
)
DEBERC_FIRST_MOVE_SEED = (
    "кожен гравець оголошує комбінацію, якщо вона є, в момент свого першого виходу"
)
DEBERC_BEFORE_PLAY_SEED = "до першого ходу в грі"
DEBERC_BELLA_SEED = (
    "Для оголошення Белли треба в момент ходу королем або дамою (з комбінації Белли) "
    "оголосити «Белла». Белла не буде зарахована, якщо гравець не взяв жодного хабара"
)


# --------------------------------------------------------------------------- inputs


def _missing(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    return str(value).strip().lower() in ("1", "true", "yes", "y", "on", "tak", "так")


def _choice(value: Any, field: str, allowed: Sequence[str], default: str | None = None) -> str:
    if _missing(value):
        if default is not None:
            return default
        raise Rejected(
            _("give {field} ({choices})").format(field=field, choices=" | ".join(allowed)),
            field=field,
        )
    word = str(value).strip().lower().replace("-", "_")
    if word not in allowed:
        raise Rejected(
            _("{field} '{value}' must be one of {choices}").format(
                field=field, value=value, choices=", ".join(allowed)
            ),
            field=field,
        )
    return word


def _trick(value: Any, last: int) -> int:
    if _missing(value):
        return 1
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or not 1 <= int(text) <= last:
        raise Rejected(
            _("--trick '{value}' must be a trick number from 1 to {last}").format(
                value=value, last=last
            ),
            field="--trick",
        )
    return int(text)


def _kind_verdict(kind: str, valid: bool) -> str:
    """``the sequence counts``, ``bella is void``: the verdict in the player's words."""
    words = {
        ("the sequence", True): _("the sequence counts"),
        ("the sequence", False): _("the sequence is void"),
        ("belo", True): _("belo counts"),
        ("belo", False): _("belo is void"),
        ("the combination", True): _("the combination counts"),
        ("the combination", False): _("the combination is void"),
        ("bella", True): _("bella counts"),
        ("bella", False): _("bella is void"),
    }
    return words.get((kind, valid), f"{kind} {'counts' if valid else 'is void'}")


def _answer(valid: bool, reason: str, rule: str, kind: str) -> Verdict:
    verdict = _kind_verdict(kind, valid)
    return Verdict(verdict, {"valid": valid, "reason": reason}, rule, reason, (rule,))


# --------------------------------------------------------------------------- Derda


def derda_declaration(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """DERDA-R15: a sequence with the card to the first trick; belo while showing K+Q of
    trumps, playing one of them, or playing the last card."""
    kind = _choice(inputs.get("kind"), "--kind", ("sequence", "belo"))
    moment = _choice(inputs.get("moment"), "--moment", DERDA_MOMENTS)
    trick = _trick(inputs.get("trick"), HAND_SIZE)
    if kind == "sequence":
        return _derda_sequence(trick, moment)
    return _derda_belo(trick, moment, _flag(inputs.get("holds_both", False)))


def _derda_sequence(trick: int, moment: str) -> Verdict:
    seed = _('(seed: "{quote}")').format(quote=DERDA_SEQUENCE_SEED)
    if trick > 1:
        valid = False
        why = _("A sequence announced in trick {n} is too late: void").format(n=trick)
    elif moment == "after_own_card":
        valid = False
        why = _(
            "The player's card to the first trick was already played when he announced it: void"
        )
    else:
        valid = True
        why = (
            _("Announced before play, in time: the sequence counts")
            if moment == "before_play"
            else _("Announced with his card to the first trick, in time: the sequence counts")
        )
    return _answer(valid, f"{why} {seed}.", "DERDA-R15", "the sequence")


def _derda_belo(trick: int, moment: str, holds_both: bool) -> Verdict:
    seed = _('(seed: belo "{quote}")').format(quote=DERDA_BELO_SEED)
    if moment == "on_own_card" and trick == HAND_SIZE:
        valid, why = True, _("Announced with the player's last card: belo counts")
    elif holds_both:
        valid = True
        why = _(
            "He held the king and queen of trumps together as he announced (showing them or "
            "playing one of them): belo counts"
        )
    else:
        valid = False
        why = _(
            "The king and queen of trumps were no longer both in his hand (one or both already "
            "played) and it was not his last card: belo is void"
        )
    return _answer(valid, f"{why} {seed}.", "DERDA-R15", "belo")


# --------------------------------------------------------------------------- Deberc


def deberc_declaration(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """DEBERC-R15: combinations per ``declare_combinations``; bella as its K or Q is played."""
    kind = _choice(inputs.get("kind"), "--kind", ("combination", "bella"))
    moment = _choice(inputs.get("moment"), "--moment", DEBERC_MOMENTS)
    trick = _trick(inputs.get("trick"), HAND_SIZE)
    if moment == "first_card" and trick != 1:
        raise Rejected(
            _("--moment first_card is the player's card to trick 1, not trick {n}").format(n=trick),
            field="--trick",
        )
    if kind == "combination":
        return _deberc_combination(moment, str(ctx.options.get("declare_combinations")))
    languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
    card = _bella_card(inputs, languages)
    if card is False and not ctx.options.get("bella_any_card", False):
        reason = _(
            "Bella is announced as the king or queen of trumps is played, and this card is "
            "neither (bella_any_card is off): void"
        )
        seed = _('(seed: "{quote}")').format(quote=DEBERC_BELLA_SEED)
        return _answer(False, f"{reason} {seed}.", "DEBERC-R15", "bella")
    played = None if card is None else jass.parse_card(str(inputs["card"]), "--card", languages)
    return _deberc_bella(moment, _flag(inputs.get("no_trick", False)), card, played)


def _bella_card(inputs: Mapping[str, Any], languages: Sequence[str]) -> bool | None:
    """Whether the card played with the announcement is the K or Q of trumps (None: not said)."""
    if _missing(inputs.get("card")):
        return None
    card = jass.parse_card(str(inputs["card"]), "--card", languages)
    if _missing(inputs.get("trump")):
        raise Rejected(_("with --card give the trump suit too: --trump S|H|D|C"), field="--trump")
    trump = jass.parse_suit(str(inputs["trump"]), "--trump", languages)
    return card.suit == trump and card.rank in ("K", "Q")


def _deberc_combination(moment: str, option: str) -> Verdict:
    before = option == "before_play"
    seed = DEBERC_BEFORE_PLAY_SEED if before else DEBERC_FIRST_MOVE_SEED
    allowed = ("before_play",) if before else ("before_play", "first_card")
    when = _("before the first lead") if before else _("with his first card of the round")
    valid = moment in allowed
    said = {
        "before_play": _("before the first lead"),
        "first_card": _("with his first card"),
        "later_card": _("with a later card"),
        "after_cards": _("after his cards were played"),
    }[moment]
    verdict = (
        _("in time: the combination counts") if valid else _("too late: the combination is void")
    )
    reason = _(
        "With declare_combinations = {option} (seed: «{seed}») combinations are announced "
        "{when}; announced {said} is {verdict}."
    ).format(option=option, seed=seed, when=when, said=said, verdict=verdict)
    return _answer(valid, reason, "DEBERC-R15", "the combination")


def _deberc_bella(
    moment: str, no_trick: bool, king_or_queen: bool | None = None, card: Any = None
) -> Verdict:
    seed = _('(seed: "{quote}")').format(quote=DEBERC_BELLA_SEED)
    if moment == "after_cards":
        valid = False
        why = _("Announced after both the king and queen of trumps were played: bella is void")
    elif moment == "before_play":
        valid = False
        why = _("Bella is announced as its king or queen is played, not before play: void")
    elif no_trick:
        valid = False
        why = _("Announced in time, but the side took no trick, and no trick means no bella")
    elif king_or_queen is False:
        valid = True
        why = _(
            "Announced with {card}, neither the king nor the queen of trumps: the table's "
            "option bella_any_card = true allows it, while the seed's words say with the "
            "king or queen; bella counts"
        ).format(card=card)
    elif king_or_queen is None and moment == "later_card":
        valid = True
        why = _(
            "Announced in play with a later card: in time if that card was the king or queen "
            "of trumps (give --card and --trump to check it); bella counts"
        )
    else:
        valid = True
        why = _("Announced as its king or queen of trumps was played: bella counts")
    return _answer(valid, f"{why} {seed}.", "DEBERC-R15", "bella")
