"""Derda disputes settled by rule (DERDA-P1…P5, B1…B4, R1…R15, T1): play, trick, words,
seven, claim, calls, dealer, and the tally of a number. Inputs come from flags (strings) or a
situation file (typed values); both are accepted."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core.cards import read_suit, reading, suit_of
from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.core.inputs import read_flag, read_int, read_names
from scorekeep.core.record import NamedTuple
from scorekeep.games.derda import reading as derda
from scorekeep.games.derda import tally as derda_tally
from scorekeep.games.derda import words as derda_words
from scorekeep.games.jass import CARD_LANGUAGES, declaring
from scorekeep.games.jass.cards import (
    LANGUAGES,
    SUIT_WORDS,
    SUITS,
    Card,
    check_distinct,
    legal_cards,
    parse_card,
    parse_cards,
    suit_name,
    trick_winner,
)
from scorekeep.i18n import _

# --------------------------------------------------------------------------- input helpers


def _missing(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _langs(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang``)."""
    return reading(CARD_LANGUAGES, ctx.language)


def _suit(value: Any, field: str = "--trump", langs: Sequence[str] = LANGUAGES) -> str:
    if _missing(value):
        raise Rejected(
            _("give the trump suit with {field} S|H|D|C").format(field=field), field=field
        )
    return read_suit(str(value), field, languages=tuple(langs), words=True, what="trump suit")


def _card(value: Any, field: str, langs: Sequence[str] = LANGUAGES) -> Card:
    if _missing(value):
        raise Rejected(
            _("give the card with {field}, e.g. {field} KH").format(field=field), field=field
        )
    return parse_card(str(value), field, langs)


def _cards(value: Any, field: str, langs: Sequence[str] = LANGUAGES) -> list[Card]:
    if _missing(value):
        return []
    if isinstance(value, list | tuple):
        cards = [parse_card(str(v), field, langs) for v in value]
    else:
        cards = parse_cards(str(value), field, langs)
    check_distinct(cards, field)
    return cards


def _int(value: Any, field: str) -> int:
    """A whole number ≥ 0 (DERDA-R14), read as everywhere (:func:`read_int`)."""
    number = read_int(value, field, low=None)
    if number < 0:
        raise Rejected(
            _("{field} {number}: Derda points are never negative").format(
                field=field, number=number
            ),
            field=field,
            rule="DERDA-R14",
        )
    return number


def _names(value: Any) -> list[str]:
    if _missing(value):
        return []
    return read_names(value, "--players")


def declarations_input(value: Any, langs: Sequence[str] = LANGUAGES) -> dict[str, list[str]]:
    """Words as ``{P: [...]}`` (a situation file), ``["P=KH QH JH", ...]`` or the joined
    command line ``Ania=KH QH JH Bartek=10S 9S 8S 7S``."""
    if _missing(value):
        return {}
    out: dict[str, list[str]] = {}
    if isinstance(value, Mapping):
        for who, said in value.items():
            if not isinstance(said, str | list | tuple):
                raise Rejected(
                    _("{who}: {said} is not a word or a list of words").format(
                        who=who, said=repr(said)
                    ),
                    field="WORDS",
                )
            items = [said] if isinstance(said, str) else list(said)
            out[str(who)] = [derda.normal_word(str(i), langs) for i in items]
        return out
    items = (
        list(value)
        if isinstance(value, list | tuple)
        else re.split(r"\s+(?=[^\s=]+=)", str(value).strip())
    )
    for who, word in derda.split_declarations([str(i) for i in items], "WORDS"):
        out.setdefault(who, []).append(derda.normal_word(word, langs))
    return out


def _match(name: str, names: Sequence[str]) -> str | None:
    wanted = name.strip().casefold()
    return next((n for n in names if n.casefold() == wanted), None)


def _players(names: Sequence[str], *more: str | None, given: Any = None) -> list[str]:
    """The (at most two) players of a situation: from --players, the words and the
    dealer/claimant named."""
    players = list(dict.fromkeys(_names(given)))
    for name in [*names, *(m for m in more if m)]:
        if _match(name, players) is None:
            players.append(name)
    if len(players) > 2:
        raise Rejected(
            _("Derda has two players, but the situation names {players}").format(
                players=", ".join(players)
            ),
            field="--players",
        )
    return players


def _canon(decls: Mapping[str, list[str]], players: Sequence[str]) -> dict[str, list[str]]:
    return {(_match(k, players) or k): v for k, v in decls.items()}


def _who(name: Any, players: Sequence[str]) -> str | None:
    return None if _missing(name) else _match(str(name), players)


def _read_words(
    inputs: Mapping[str, Any], *extra: Any, langs: Sequence[str] = LANGUAGES
) -> tuple[list[str], dict[str, derda_words.Declaration], str | None, str | None]:
    trump = None if _missing(inputs.get("trump")) else _suit(inputs.get("trump"), langs=langs)
    raw = declarations_input(inputs.get("words"), langs)
    dealer_text = None if _missing(inputs.get("dealer")) else str(inputs["dealer"]).strip()
    players = _players(
        list(raw), dealer_text, *(str(e).strip() for e in extra if e), given=inputs.get("players")
    )
    decls = derda_words.read_declarations(_canon(raw, players), players, trump, field="WORDS")
    return players, decls, _who(dealer_text, players), trump


# --------------------------------------------------------------------------- Q1, Q2

DUTY_RULES = {
    "lead": "DERDA-P1",
    "overtrump": "DERDA-P2",
    "trump": "DERDA-P2",
    "follow": "DERDA-P3",
    "ruff": "DERDA-P3",
}


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    trump = _suit(inputs.get("trump"), langs=langs)
    hand = _cards(inputs.get("hand"), "--hand", langs)
    if not hand:
        raise Rejected(_('give the player\'s cards with --hand "KS 7H JH"'), field="--hand")
    if len(hand) > derda_words.HAND_SIZE:
        raise Rejected(
            _("a Derda hand has at most {size} cards, not {count}").format(
                size=derda_words.HAND_SIZE, count=len(hand)
            ),
            field="--hand",
        )
    card = _card(inputs.get("card"), "--card", langs)
    led = (
        None
        if _missing(inputs.get("led")) or str(inputs["led"]).strip().lower() == "none"
        else _card(inputs["led"], "--led", langs)
    )
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand ({hand})").format(
                card=card, hand=" ".join(map(str, hand))
            ),
            field="--card",
        )
    if led is not None and led in hand:
        raise Rejected(
            _("the led card {led} cannot also be in the player's hand").format(led=led),
            field="--led",
        )
    duty = legal_cards(trump, [led] if led else [], hand)
    legal = card in duty.legal
    listed = " ".join(str(c) for c in duty.legal)
    if led is None:
        why = _("Leading to a trick, any card may be played.")
    else:
        why = _duty_words(duty.reason, led, led.suit == trump).format(
            led=led, listed=listed, suit=suit_name(led.suit)
        )
        if duty.reason == "follow":
            why = why[:1].upper() + why[1:]
    rule = DUTY_RULES.get(duty.reason, "DERDA-P2" if led and led.suit == trump else "DERDA-P3")
    verdict = (_("{card} is legal") if legal else _("{card} is illegal")).format(card=card)
    return Verdict(
        verdict,
        {"legal": legal, "legal_cards": [str(c) for c in duty.legal], "duty": duty.reason},
        rule,
        why,
        (rule,),
    )


def _duty_words(reason: str, led: Card, trump_led: bool) -> str:
    """Why these cards may follow (DERDA-P2, P3), before the cards are written in."""
    if reason == "overtrump":
        return _(
            "Trump {led} was led and the hand holds a higher trump, so it must beat it: {listed}."
        )
    if reason == "trump":
        return _(
            "Trump {led} was led; no trump in hand beats it, so a lower trump must be played: "
            "{listed}."
        )
    if reason == "follow":
        return _("{suit} were led: follow suit ({listed}); there is no duty to beat {led}.")
    if reason == "ruff":
        return _("No {suit} in hand, so a trump must be played: {listed}.")
    if trump_led:
        return _("Trump {led} was led and the hand has no trump: any card.")
    return _("No {suit} and no trump in hand: any card.")


def trick(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    trump = _suit(inputs.get("trump"), langs=langs)
    if not _missing(inputs.get("cards")):
        cards = _cards(inputs.get("cards"), "CARDS", langs)
    else:
        cards = [
            _card(inputs.get("led"), "--led", langs),
            _card(inputs.get("second"), "--second", langs),
        ]
        check_distinct(cards, "--second")
    if len(cards) != 2:
        raise Rejected(
            _("a Derda trick has two cards (led, then the reply), not {count}").format(
                count=len(cards)
            ),
            field="CARDS",
        )
    index = trick_winner(trump, cards)
    led, second = cards
    winner = cards[index]
    if trump in (led.suit, second.suit):
        why = _(
            "A trump was played, so the highest trump wins: {winner} "
            "(trump order J 9 A 10 K Q 8 7)."
        ).format(winner=winner)
    elif led.suit == second.suit:
        why = _(
            "Both cards are {suit}, no trump: the higher in plain order A 10 K Q J 9 8 7 wins, "
            "{winner}."
        ).format(suit=suit_name(led.suit), winner=winner)
    else:
        why = _(
            "{second} is neither the suit led nor trump, so it cannot win; {led} takes the trick."
        ).format(second=second, led=led)
    return Verdict(
        _("{card} wins").format(card=winner),
        {"winner": "led" if index == 0 else "second", "card": str(winner), "index": index},
        "DERDA-P4",
        why,
        ("DERDA-P4",),
    )


# --------------------------------------------------------------------------- Q3, Q5


def words_question(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    players, decls, dealer, _trump = _read_words(inputs, langs=_langs(ctx))
    if not players:
        raise Rejected(
            _('give the words, e.g. Ania="KH QH JH" Bartek="10S 9S 8S 7S"'), field="WORDS"
        )
    said = derda_words.score_words(decls, players, dealer)
    points = {p: said.points(p) for p in players}
    answer = {
        "scorer": said.scorer,
        "reason": said.reason,
        "points": points,
        "sequences": dict(said.sequences),
        "belo": dict(said.belo),
        "best": dict(said.best),
    }
    if said.scorer:
        verdict = _("{player}'s sequences score ({points})").format(
            player=said.scorer, points=said.sequences[said.scorer]
        )
    else:
        verdict = _("no sequence points")
    belo = [p for p in players if said.belo[p]]
    if belo:
        verdict += "; " + _("belo to {player}").format(player=belo[0])
    rule = {
        "none": "DERDA-R5",
        "alone": "DERDA-R2",
        "length": "DERDA-R4",
        "top card": "DERDA-R4",
        "non-dealer": "DERDA-R4",
    }[said.reason]
    rules = ("DERDA-R3", "DERDA-R4", "DERDA-R2", "DERDA-R5")
    return Verdict(
        verdict,
        answer,
        "DERDA-R3" if said.reason != "none" else rule,
        derda_words.explain(said, decls),
        rules,
    )


def claim(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if _missing(inputs.get("by")):
        raise Rejected(_("who said dość? add --by P"), field="--by")
    by_text = str(inputs["by"]).strip()
    players, decls, dealer, _trump = _read_words(inputs, by_text, langs=_langs(ctx))
    by = _who(by_text, players) or by_text
    if _missing(inputs.get("total")):
        raise Rejected(
            _("give the claimant's total before the hand with --total N"), field="--total"
        )
    if _missing(inputs.get("cards")):
        raise Rejected(
            _("give the card points in the claimant's tricks with --cards N"), field="--cards"
        )
    total = _int(inputs.get("total"), "--total")
    cards = _int(inputs.get("cards"), "--cards")
    target = int(ctx.options.get("target", 500))
    if total >= target:
        raise Rejected(
            _("with {total} before the hand the game (to {target}) was already over").format(
                total=total, target=target
            ),
            field="--total",
            rule="DERDA-R11",
        )
    maximum = derda.card_maximum(ctx.ruleset, ctx.options)
    if cards > maximum:
        raise Rejected(
            _("card points total {cards} exceeds the maximum {maximum}").format(
                cards=cards, maximum=maximum
            ),
            field="--cards",
            rule="DERDA-C1",
        )
    said = derda_words.score_words(decls, players, dealer)
    gained = said.points(by)
    reached = total + cards + gained
    right = reached >= target
    opponent = next((p for p in players if p != by), None)
    winner = by if right else opponent
    sum_text = _("{before} + {cards} in tricks + {words} in words = {total}").format(
        before=total, cards=cards, words=gained, total=reached
    )
    if right:
        verdict = _("right: {player} wins with {total}").format(player=by, total=reached)
        why = _("{sum} ≥ {target}, so the dość stands and {player} wins the game.").format(
            sum=sum_text, target=target, player=by
        )
    else:
        verdict = _("wrong: {player} loses the game").format(player=by)
        why = (
            _(
                "{sum} < {target}: a wrong dość loses the whole game ({opponent} wins); the "
                "totals stay as before the hand."
            )
            if opponent
            else _(
                "{sum} < {target}: a wrong dość loses the whole game; the totals stay as "
                "before the hand."
            )
        ).format(sum=sum_text, target=target, opponent=opponent)
    if any(decls[p].runs for p in players):
        why += " " + _("Words: {explanation}").format(explanation=derda_words.explain(said, decls))
    why += _bonus_note(cards, ctx)
    return Verdict(
        verdict,
        {"right": right, "sum": reached, "target": target, "words": gained, "winner": winner},
        "DERDA-R13",
        why,
        ("DERDA-R13", "DERDA-R3", "DERDA-R4", "DERDA-R5"),
    )


def _bonus_note(cards: int, ctx: Context) -> str:
    """DERDA-C1 [D]: the seed knows no minela value and no last-trick bonus; card points only
    those options make possible are said to come from them."""
    seed_most = derda.card_maximum(
        ctx.ruleset, {**ctx.options, "minela_bonus": 0, "last_trick_bonus": 0}
    )
    if cards <= seed_most:
        return ""
    given = ", ".join(
        f"{key} = {ctx.options[key]}"
        for key in ("minela_bonus", "last_trick_bonus")
        if int(ctx.options.get(key, 0))
    )
    return " " + _(
        "{cards} card points are possible only by the table's option {options}; by the "
        "seed's words (no minela value, no last-trick bonus) the tricks hold at most {most}."
    ).format(cards=cards, options=given, most=seed_most)


# --------------------------------------------------------------------------- Q4


def seven(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    trump = _suit(inputs.get("trump"), langs=langs)
    turned_raw = inputs.get("turned")
    if _missing(turned_raw):
        raise Rejected(
            _("give the turned-up card with --turned, e.g. --turned AH"), field="--turned"
        )
    text = str(turned_raw).strip()
    turned: Card | None
    try:
        turned = parse_card(text, "--turned", langs)
        turned_suit = turned.suit
    except Unreadable:
        turned, turned_suit = None, _suit(text, "--turned", langs)
    seven_card = Card("7", trump)
    hand = _cards(inputs.get("hand"), "--hand", langs)
    if hand:
        holds = seven_card in hand
        if turned is not None and turned in hand:
            raise Rejected(
                _("the turned-up {turned} cannot be in the player's hand").format(turned=turned),
                field="--hand",
            )
    else:
        holds = read_flag(inputs.get("holds_seven"), "--holds-seven")
    if turned == seven_card and holds:
        raise Rejected(
            _("{card} is the turned-up card itself; nobody holds it").format(card=seven_card),
            field="--turned",
        )
    started = read_flag(inputs.get("trick_started"), "--trick-started")
    allowed = False
    if not ctx.options.get("seven_exchange", True):
        why = _("This ruleset has no seven exchange (seven_exchange = false).")
    elif trump != turned_suit:
        why = _(
            "Trump is {trump}, not the turned-up suit {turned} (it was named in phase 2), so "
            "there is nothing to exchange for."
        ).format(trump=suit_name(trump), turned=suit_name(turned_suit))
    elif not holds:
        why = _("The player does not hold {card}.").format(card=seven_card)
    elif started:
        why = _("The first trick has started; the exchange is only allowed before it.")
    else:
        allowed = True
        card = str(turned) if turned else _("turned-up card")
        why = _(
            "Trump is the turned-up suit, the player holds {seven} and the first trick has not "
            "started: he may exchange it for the {card}. It is not compulsory; he may keep the "
            "seven, e.g. for a sequence."
        ).format(seven=seven_card, card=card)
    verdict = _("may exchange") if allowed else _("may not exchange")
    return Verdict(
        verdict, {"may_exchange": allowed, "compulsory": False}, "DERDA-P5", why, ("DERDA-P5",)
    )


# --------------------------------------------------------------------------- Q6 bidding

ND, DL = "non-dealer", "dealer"
CALL_WORDS = {
    "gram": "gram",
    "play": "gram",
    "pasuję": "pass",
    "pasuje": "pass",
    "pas": "pass",
    "pass": "pass",
    "p": "pass",
    "ile razy": "ile",
    "ile-razy": "ile",
    "how many times": "ile",
    "raz": "raz",
    "once": "raz",
    "dwa razy": "dwa",
    "dwa-razy": "dwa",
    "twice": "dwa",
    "przyjmuję": "accept",
    "przyjmuje": "accept",
    "accept": "accept",
    "accepted": "accept",
    "odrzucam": "reject",
    "reject": "reject",
    "rejected": "reject",
}
ROLE_WORDS = {
    "d": DL,
    "dealer": DL,
    "rozdający": DL,
    "rozdajacy": DL,
    "nd": ND,
    "non-dealer": ND,
    "nierozdający": ND,
    "nierozdajacy": ND,
}


class Bidding:
    """Where a Derda auction stands; each call moves it on in place."""

    __slots__ = ("offer", "result", "rule", "stage", "turn")

    def __init__(self) -> None:
        self.stage = "p1-nd"
        self.turn = ND
        self.offer: tuple[str, int] | None = None
        self.result: dict[str, Any] = {}
        self.rule = "DERDA-B1"


def parse_call(token: str) -> tuple[str, Any] | None:
    word = " ".join(token.strip().casefold().rstrip("?!.").split())
    if word in CALL_WORDS:
        return CALL_WORDS[word], None
    match = re.fullmatch(r"(?:oferta|offer)\s*([0-9]{1,6})(?:\s*i\s*karty)?", word)
    if match:
        return "offer", int(match.group(1))
    suit = suit_of(word, LANGUAGES, words=True) or suit_of(token, LANGUAGES, words=True)
    if suit in SUITS:
        return "suit", suit
    return None


def _legal(state: Bidding, turned: str | None, trade_offers: bool) -> list[str]:
    suits = [s for s in SUITS if s != turned] if turned else ["another suit"]
    return {
        "p1-nd": ["gram", "pasuję"],
        "p1-d": ["gram", "pasuję", "ile razy?"],
        "ile": ["raz", "dwa razy"],
        "p2-nd": [*suits, "pasuję", *(["oferta N"] if trade_offers else [])],
        "p2-nd-after": [*suits, "pasuję"],
        "p2-d": [*suits, "pasuję"],
        "offer": ["przyjmuję", "odrzucam", "oferta N"],
        "over": [],
    }[state.stage]


def _flip(role: str) -> str:
    return DL if role == ND else ND


def _step(
    state: Bidding, kind: str, value: Any, turned: str | None, trade_offers: bool
) -> str | None:
    """Apply one call; return why it is illegal, or None."""
    stage, who = state.stage, state.turn
    if stage == "over":
        return _("the bidding is already over")
    if kind == "suit" and stage in ("p2-nd", "p2-nd-after", "p2-d"):
        if turned is not None and value == turned:
            state.rule = "DERDA-B3"
            return _("the turned suit {suit} may not be named in phase 2").format(
                suit=_(SUIT_WORDS[value])
            )
        state.stage, state.rule = "over", "DERDA-B3"
        state.result = {"bidder": who, "trump": value}
        return None
    if kind == "offer" and stage == "p2-nd":
        if not trade_offers:
            state.rule = "DERDA-B4"
            return _("trade offers are disabled (trade_offers = false)")
        state.stage, state.offer, state.turn, state.rule = (
            "offer",
            (who, value),
            _flip(who),
            "DERDA-B4",
        )
        return None
    moves: dict[tuple[str, str], tuple[str, str, str, dict[str, Any]]] = {
        ("p1-nd", "gram"): ("over", who, "DERDA-B1", {"bidder": ND, "trump": "turned"}),
        ("p1-nd", "pass"): ("p1-d", DL, "DERDA-B1", {}),
        ("p1-d", "gram"): ("over", who, "DERDA-B1", {"bidder": DL, "trump": "turned"}),
        ("p1-d", "pass"): ("p2-nd", ND, "DERDA-B3", {}),
        ("p1-d", "ile"): ("ile", ND, "DERDA-B2", {}),
        ("ile", "raz"): ("over", who, "DERDA-B2", {"bidder": DL, "trump": "turned"}),
        ("ile", "dwa"): ("over", who, "DERDA-B2", {"annulled": "dwa-razy"}),
        ("p2-nd", "pass"): ("p2-d", DL, "DERDA-B3", {}),
        ("p2-nd-after", "pass"): ("p2-d", DL, "DERDA-B3", {}),
        ("p2-d", "pass"): ("over", who, "DERDA-B3", {"annulled": "double-pass"}),
        ("offer", "reject"): ("p2-nd-after", ND, "DERDA-B4", {}),
    }
    if (stage, kind) in moves:
        state.stage, state.turn, state.rule, state.result = moves[(stage, kind)]
        return None
    if stage == "offer" and kind == "accept":
        assert state.offer is not None
        state.stage, state.rule = "over", "DERDA-B4"
        state.result = {"trade": state.offer[1], "asked_by": state.offer[0]}
        return None
    if stage == "offer" and kind == "offer":
        state.offer, state.turn = (who, value), _flip(who)
        return None
    return "not allowed now"


def _history(value: Any) -> list[str]:
    if _missing(value):
        return []
    if isinstance(value, list | tuple):
        return [str(v) for v in value if str(v).strip()]
    return [p.strip() for p in re.split(r"[,;\n]", str(value)) if p.strip()]


class _Seats(NamedTuple):
    """The two roles at the table and, when the dealer is named, who plays them."""

    dealer: str | None
    players: Sequence[str]

    def name(self, role: str) -> str | None:
        if self.dealer is None:
            return None
        if role == DL:
            return self.dealer
        return next((p for p in self.players if p != self.dealer), None)

    def label(self, role: str) -> str:
        who = self.name(role)
        word = _("dealer") if role == DL else _("non-dealer")
        return f"{word} ({who})" if who else word


def _turned_suit(raw: Any, langs: Sequence[str] = LANGUAGES) -> str | None:
    """The turned card's suit, given as a card or as a suit."""
    if _missing(raw):
        return None
    text = str(raw).strip()
    try:
        return parse_card(text, "--turned", langs).suit
    except Unreadable:
        return _suit(text, "--turned", langs)


def _call_written(token: str, langs: Sequence[str]) -> str:
    """A call naming a suit in the table's words (``Ania: чирви``) as the program writes it."""
    if tuple(langs) == LANGUAGES:
        return token
    speaker, sep, said = token.rpartition(":")
    suit = suit_of(said.strip(), tuple(langs), words=True)
    return f"{speaker}{sep}{suit}" if suit is not None else token


def calls(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    history = [_call_written(token, _langs(ctx)) for token in _history(inputs.get("history"))]
    turned = _turned_suit(inputs.get("turned"), _langs(ctx))
    trade_offers = read_flag(
        inputs.get("trade_offers", ctx.options.get("trade_offers", True)), "--trade-offers"
    )
    dealer = None if _missing(inputs.get("dealer")) else str(inputs["dealer"]).strip()
    players = _players([], dealer, given=inputs.get("players"))
    seats = _Seats(_who(dealer, players) if dealer else None, players)
    state = Bidding()
    for index, token in enumerate(history, 1):
        why = _call_refusal(state, token, seats, turned, trade_offers)
        if why is not None:
            return _illegal_call(state, index, token, why, seats, turned, trade_offers)
    if state.stage == "over":
        return _bidding_over(state, seats, turned)
    legal_now = _legal(state, turned, trade_offers)
    phase = 1 if state.stage in ("p1-nd", "p1-d", "ile") else 2
    answer = {
        "over": False,
        "phase": phase,
        "to_call": state.turn,
        "player": seats.name(state.turn),
        "calls": legal_now,
    }
    why = _("Phase {phase}: the {who} may say {calls}.").format(
        phase=phase, who=seats.label(state.turn), calls=", ".join(legal_now)
    )
    if phase == 2 and turned is None:
        why += " " + _("The turned suit may not be named.")
    verdict = _("{who} to call").format(who=seats.label(state.turn))
    return Verdict(verdict, answer, state.rule, why, (state.rule,))


def _call_refusal(
    state: Bidding, token: str, seats: _Seats, turned: str | None, trade_offers: bool
) -> str | None:
    """Make one call of the history; why it is illegal, or None when it was made."""
    speaker, sep, said = token.partition(":")
    if not sep:
        speaker, said = "", token
    role = _role(speaker, seats.dealer, seats.players) if speaker.strip() else state.turn
    parsed = parse_call(said)
    if parsed is None:
        return _("'{call}' is not a Derda call").format(call=said.strip())
    if role != state.turn:
        return _("it is the {turn}'s turn, not the {role}'s").format(
            turn=seats.label(state.turn), role=seats.label(role)
        )
    legal_before = _legal(state, turned, trade_offers)
    why = _step(state, parsed[0], parsed[1], turned, trade_offers)
    if why == "not allowed now":
        return _("'{call}' is not allowed now ({calls})").format(
            call=said.strip(), calls=", ".join(legal_before)
        )
    return why


def _illegal_call(
    state: Bidding,
    index: int,
    token: str,
    why: str,
    seats: _Seats,
    turned: str | None,
    trade_offers: bool,
) -> Verdict:
    legal_now = _legal(state, turned, trade_offers)
    answer = {
        "illegal_at": index,
        "reason": why,
        "calls": legal_now,
        "to_call": state.turn if legal_now else None,
    }
    shown = _("not allowed now") if why == "not allowed now" else why
    may = _(" The {who} may: {calls}.").format(
        who=seats.label(state.turn), calls=", ".join(legal_now)
    )
    return Verdict(
        _("illegal"),
        answer,
        state.rule,
        _("Call {n} ('{call}') is illegal: {why}.").format(n=index, call=token.strip(), why=shown)
        + (may if legal_now else ""),
        (state.rule,),
    )


def _bidding_over(state: Bidding, seats: _Seats, turned: str | None) -> Verdict:
    result = dict(state.result)
    for key in ("bidder", "asked_by"):
        if key in result and seats.name(result[key]):
            result[f"{key}_name"] = seats.name(result[key])
    if result.get("trump") == "turned" and turned:
        result["trump"] = turned
    return Verdict(
        _("bidding over"),
        {"over": True, "result": result},
        state.rule,
        _result_text(result, seats.label),
        (state.rule,),
    )


def _role(speaker: str, dealer: str | None, players: Sequence[str]) -> str:
    word = speaker.strip().casefold()
    if word in ROLE_WORDS:
        return ROLE_WORDS[word]
    if dealer is not None:
        if word == dealer.casefold():
            return DL
        if _match(speaker, players) is not None or len(players) < 2:
            return ND
    raise Rejected(
        _("who is '{speaker}'? write dealer:, non-dealer: or give --dealer NAME").format(
            speaker=speaker.strip()
        ),
        field="HISTORY",
    )


def _result_text(result: Mapping[str, Any], label: Any) -> str:
    if "annulled" in result:
        return (
            _("Double pass: the hand is annulled without points and the deal passes.")
            if result["annulled"] == "double-pass"
            else _(
                "'Dwa razy': the cards are thrown in without points; the same dealer deals again."
            )
        )
    if "trade" in result:
        return _(
            "The offer of {points} is accepted: the hand is annulled and the "
            "points are written to the {who}."
        ).format(points=result["trade"], who=label(result["asked_by"]))
    trump = result["trump"]
    suit = _("the turned suit") if trump == "turned" else _(SUIT_WORDS.get(trump, trump))
    return _("The {who} is the bidder with {suit} as trump.").format(
        who=label(result["bidder"]), suit=suit
    )


# --------------------------------------------------------------------------- Q7 dealer

RESULTS = ("made", "bajt", "sztajnbajt", "double-pass", "dwa-razy", "trade")


def dealer(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if _missing(inputs.get("dealer")):
        raise Rejected(_("who dealt this hand? add --dealer P"), field="--dealer")
    dealt_text = str(inputs["dealer"]).strip()
    bidder_text = None if _missing(inputs.get("bidder")) else str(inputs["bidder"]).strip()
    next_text = None if _missing(inputs.get("next_dealer")) else str(inputs["next_dealer"]).strip()
    players = _players([], dealt_text, bidder_text, next_text, given=inputs.get("players"))
    dealt = _who(dealt_text, players) or dealt_text
    raw = inputs.get("result")
    if _missing(raw):
        leads = _opponent(dealt, players)
        return Verdict(
            _("{player} bids first and leads").format(player=leads),
            {"dealer": dealt, "leads": leads},
            "DERDA-D1",
            _(
                "{dealer} deals; the non-dealer {player} speaks first in the bidding and leads "
                "to the first trick; then the winner of each trick leads."
            ).format(dealer=dealt, player=leads),
            ("DERDA-D1", "DERDA-P1"),
        )
    result = str(raw).strip().casefold().replace(" ", "-").replace("_", "-")
    result = derda.ANNUL_ALIASES.get(result, result)
    if result not in RESULTS:
        raise Rejected(
            _("result '{raw}' must be one of {results}").format(
                raw=raw, results=", ".join(RESULTS)
            ),
            field="--result",
        )
    bidder = _who(bidder_text, players) if bidder_text else None
    if result in ("made", "bajt") and bidder is None:
        raise Rejected(
            _("after a {result} the next dealer depends on the bidder: add --bidder P").format(
                result=result
            ),
            field="--bidder",
            rule="DERDA-D1",
        )
    agreed = _who(next_text, players) if next_text and result == "trade" else None
    nxt, why, rule = _next_dealer(result, dealt, bidder, agreed, players)
    leads = _opponent(nxt, players)
    why = f"{why[:1].upper()}{why[1:]}"
    return Verdict(
        _("{dealer} deals next").format(dealer=nxt),
        {"next_dealer": nxt, "leads": leads},
        "DERDA-D1",
        _("{why}; the non-dealer {player} bids first and leads to the first trick.").format(
            why=why, player=leads
        ),
        ("DERDA-D1", rule, "DERDA-P1"),
    )


def _opponent(player: str, players: Sequence[str]) -> str:
    found = next((p for p in players if p != player), None)
    if found is None:
        raise Rejected(_("name both players with --players A,B"), field="--players")
    return found


def _next_dealer(
    result: str, dealt: str, bidder: str | None, agreed: str | None, players: Sequence[str]
) -> tuple[str, str, str]:
    """Who deals after a hand with this result, why, and the rule that says so."""
    if result == "made":
        assert bidder is not None
        why = _("the bidder {player} made it, so he deals").format(player=bidder)
        return bidder, why, "DERDA-R8"
    if result == "bajt":
        assert bidder is not None
        nxt = _opponent(bidder, players)
        return nxt, _("a bajt: the defender {player} deals").format(player=nxt), "DERDA-R8"
    if result in ("sztajnbajt", "double-pass"):
        nxt = _opponent(dealt, players)
        why = (
            _("after a sztajnbajt the deal passes to the opponent of the dealer, {player}")
            if result == "sztajnbajt"
            else _("after a double pass the deal passes to the opponent of the dealer, {player}")
        ).format(player=nxt)
        return nxt, why, "DERDA-R9" if result == "sztajnbajt" else "DERDA-R12"
    if result == "dwa-razy":
        why = _("after 'dwa razy' the same dealer {player} deals again").format(player=dealt)
        return dealt, why, "DERDA-R12"
    nxt = agreed or dealt
    why = (
        _("the trade agreed that {player} deals").format(player=nxt)
        if agreed
        else _("an accepted trade keeps the deal: {player} deals again").format(player=dealt)
    )
    return nxt, why, "DERDA-R10"


# --------------------------------------------------------------------------- tally


def tally(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if _missing(inputs.get("number")):
        raise Rejected(
            _("give the number to write, e.g. scorekeep judge derda tally 505"), field="N"
        )
    number = _int(inputs["number"], "N")
    style = str(inputs.get("style") or ctx.options.get("tally_style", "unicode")).strip()
    hundred = str(inputs.get("hundred") or ctx.options.get("tally_hundred", "circle")).strip()
    lines = derda_tally.tally(number, style, hundred)
    drawn = derda_tally.figures(number) if derda_tally.in_figures(number) else []
    shapes = [derda_tally.shape_name(f) for f in drawn]
    units = number % 10
    why = (
        f"{number} = "
        + (", ".join(shapes) if shapes else _("no figures"))
        + (", " + _("units {units} written underneath").format(units=units) if units else "")
        + "."
    )
    if number == 0:
        why = _("Nothing yet: 0.")
    elif not drawn:
        why = _(
            "{number} is written in digits: beyond {most} closed figures a row of figures is "
            "no help."
        ).format(number=number, most=derda_tally.MOST_HUNDREDS)
    return Verdict(
        " / ".join(lines),
        {
            "lines": list(lines),
            "figures": drawn,
            "units": units,
            "style": style,
            "hundred": hundred,
        },
        "DERDA-T1",
        why,
        ("DERDA-T1", "DERDA-T2"),
    )


QUESTIONS = {
    "play": Question(
        "play",
        "may this card be played now (and which cards may)",
        (
            Field("trump", help="trump suit S H D C"),
            Field("led", help="the card led to this trick (omit when leading)"),
            Field("hand", help='the player\'s cards, e.g. "KS 7H JH"'),
            Field("card", help="the card he wants to play"),
        ),
        play,
        'scorekeep judge derda play --trump H --led 9S --hand "KS 7H JH" --card JH',
    ),
    "trick": Question(
        "trick",
        "who wins the trick",
        (
            Field("trump", help="trump suit S H D C"),
            Field("led", help="the card led"),
            Field("second", help="the reply"),
            Field("cards", "rest", help='led card then reply, e.g. "9S KS"'),
        ),
        trick,
        'scorekeep judge derda trick --trump H "9S KS"',
    ),
    "words": Question(
        "words",
        "whose words score, and why",
        (
            Field("trump", help="trump suit (needed for belo)"),
            Field("dealer", help="who dealt (the non-dealer wins equal sequences)"),
            Field("players", help="both players, A,B (optional)"),
            Field("words", "rest", help='P="KH QH JH" P=belo ... (repeat a player for more)'),
        ),
        words_question,
        'scorekeep judge derda words --trump H --dealer Bartek Ania="KH QH JH" '
        'Bartek="10S 9S 8S 7S"',
    ),
    "seven": Question(
        "seven",
        "may the seven of trump be exchanged for the turned-up card",
        (
            Field("trump", help="trump suit"),
            Field("turned", help="the turned-up card, e.g. AH"),
            Field("hand", help="the player's cards (or --holds-seven)"),
            Field("holds_seven", "flag", help="the player holds the seven of trump"),
            Field("trick_started", "flag", help="the first trick has begun"),
        ),
        seven,
        'scorekeep judge derda seven --trump H --turned AH --hand "7H KS QS"',
    ),
    "claim": Question(
        "claim",
        'was the "dość" claim right',
        (
            Field("by", help="who said dość"),
            Field("total", help="his total before the hand"),
            Field("cards", help="card points in his tricks so far"),
            Field("trump", help="trump suit (needed for belo)"),
            Field("dealer", help="who dealt"),
            Field("players", help="both players, A,B (optional)"),
            Field("words", "rest", help='words declared so far: P="AS KS QS JS" ...'),
        ),
        claim,
        'scorekeep judge derda claim --by Ania --total 380 --cards 75 Ania="AS KS QS JS"',
    ),
    "calls": Question(
        "calls",
        "which bidding calls are allowed now",
        (
            Field("dealer", help="who dealt (to name the caller)"),
            Field("players", help="both players, A,B (optional)"),
            Field("turned", help="the turned-up card or its suit"),
            Field("history", "rest", help='calls so far, comma separated: "pasuję, pasuję"'),
        ),
        calls,
        'scorekeep judge derda calls --turned 9H "pasuję, ile razy?"',
    ),
    "dealer": Question(
        "dealer",
        "who deals next and who leads",
        (
            Field("players", help="both players, A,B"),
            Field("dealer", help="who dealt this hand"),
            Field("result", help="made, bajt, sztajnbajt, double-pass, dwa-razy or trade"),
            Field("bidder", help="the bidder (after made or bajt)"),
            Field("next_dealer", help="after a trade: the dealer agreed, if any"),
        ),
        dealer,
        "scorekeep judge derda dealer --players Ania,Bartek --dealer Ania "
        "--result bajt --bidder Ania",
    ),
    "tally": Question(
        "tally",
        "write a number in tally marks",
        (
            Field("number", "positional", help="the number, e.g. 505"),
            Field("style", help="unicode or ascii (default: the ruleset's tally_style)"),
            Field("hundred", help="circle, triangle or square (default: tally_hundred)"),
        ),
        tally,
        "scorekeep judge derda tally 505",
    ),
    "declaration": declaring.DERDA_QUESTION,
}
