"""Deberc disputes settled by rule (DEBERC-P1…P6, R1…R14): a legal card, the trick, whose
combinations score, the seven exchange, made / bajt / hanging, the bidding, the end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Ambiguous, Rejected
from scorekeep.core.game import Context, Field, Question, Table, Verdict, parse_teams
from scorekeep.core.inputs import is_whole_number, read_flag, read_int, read_names
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.jass import CARD_LANGUAGES, declaring
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.cards import Card
from scorekeep.i18n import _, ngettext

DUTY_RULE = "DEBERC-P1"


# --------------------------------------------------------------------------- inputs


def _langs(ctx: Context) -> tuple[str, ...]:
    """The letters the asker's language reads first (``judge --lang``)."""
    return card_letters.reading(CARD_LANGUAGES, ctx.language)


def _cards(value: Any, field: str, langs: Sequence[str] = jass.LANGUAGES) -> list[Card]:
    if value is None:
        return []
    if not isinstance(value, str | list | tuple):
        raise Rejected(_("{value} is not a list of cards").format(value=repr(value)), field=field)
    tokens = value if isinstance(value, str) else [str(v) for v in value]
    cards = jass.parse_cards(tokens, field, langs)
    return cards


def _suit(value: Any, field: str = "--trump", langs: Sequence[str] = jass.LANGUAGES) -> str:
    if value is None or value == "":
        raise Rejected(_("which suit is trump? add --trump S|H|D|C"), field=field)
    return jass.parse_suit(str(value), field, langs)


def _canonical(word: Any, langs: Sequence[str]) -> Any:
    """A combination in the table's letters as the program writes it (``KDW kier`` →
    ``KH QH JH``); English words, and what cannot be read, are left for the rules to judge."""
    if langs == jass.LANGUAGES or not isinstance(word, str):
        return word
    try:
        return deberc_rules.canonical_word(word, "--words", langs)
    except Rejected:
        return word


def _who(name: Any, table: Table, field: str) -> str:
    from scorekeep.core.game import resolve_name

    try:
        return resolve_name(str(name), table.players, field, "player")
    except Ambiguous as error:
        raise Rejected(error.message, field=field) from None


def _table(inputs: Mapping[str, Any], fallback: Sequence[str] = ()) -> Table:
    """The seating: ``--players`` in clockwise order, else the names met in the other inputs
    (taken as listed from the dealer's left); ``--teams`` as for ``new``."""
    players = read_names(inputs.get("players"), "--players") or list(dict.fromkeys(fallback))
    if not players:
        raise Rejected(
            _("give the players in seating order, e.g. --players Ania,Bartek,Celina"),
            field="--players",
        )
    if len({p.casefold() for p in players}) != len(players):
        raise Rejected(
            _("a player is named twice in {players}").format(players=", ".join(players)),
            field="--players",
        )
    if not 2 <= len(players) <= 4:
        raise Rejected(
            _("Deberc is for 2, 3 or 4 players, not {count}").format(count=len(players)),
            field="--players",
        )
    teams_raw = inputs.get("teams")
    if not teams_raw:
        return Table(tuple(players))
    words = read_names(teams_raw, "--teams") if isinstance(teams_raw, str) else list(teams_raw)
    table = Table(tuple(players), parse_teams([str(w) for w in words], players))
    problem = deberc_rules.team_problem(table)
    if problem:
        raise Rejected(problem, field="--teams", rule="DEBERC-R14")
    return table


def _dealer(inputs: Mapping[str, Any], table: Table, ctx: Context) -> str:
    """The dealer as given; else the ruleset's first dealer; else the last seat, so that the
    players as listed are "first from the dealer" onwards."""
    raw = inputs.get("dealer") or ctx.options.get("first_dealer") or ""
    if raw:
        return _who(raw, table, "--dealer")
    return table.players[-1]


def _keyed(raw: Any, field: str) -> dict[str, Any]:
    """``--points Ania=50`` pairs, a situation table, or a list of ``P=N`` strings."""
    if raw is None:
        return {}
    if isinstance(raw, Mapping):
        return {str(k): v for k, v in raw.items()}
    if isinstance(raw, str):
        raw = raw.split()
    if isinstance(raw, list | tuple):
        out: dict[str, Any] = {}
        for item in raw:
            who, sep, value = str(item).partition("=")
            if not sep:
                raise Rejected(_("write PLAYER=N, not '{item}'").format(item=item), field=field)
            out[who.strip()] = value.strip()
        return out
    raise Rejected(_("{raw} is not a table of PLAYER=N").format(raw=repr(raw)), field=field)


def _per_side(raw: Mapping[str, Any], table: Table, field: str) -> dict[str, int]:
    """Numbers keyed by side; with teams a player's number counts for his team."""
    out = dict.fromkeys(table.sides, 0)
    seen: set[str] = set()
    for key, value in raw.items():
        side = next((s for s in table.sides if s.casefold() == key.casefold()), None)
        if side is None:
            side = table.side_of(_who(key, table, field))
        number = read_int(value, field, low=None)
        if side in seen and not table.teams:
            raise Rejected(_("{side} is given twice").format(side=side), field=field)
        seen.add(side)
        out[side] += number
    missing = [s for s in table.sides if s not in seen]
    if missing:
        raise Rejected(_("no number for {sides}").format(sides=", ".join(missing)), field=field)
    return out


# --------------------------------------------------------------------------- Q1 play


def duty_words(reason: str) -> str:
    """Why these cards may follow (DEBERC-P1), in the table's words; ``{led}`` and ``{top}``
    are written in after."""
    words = {
        "lead": _("Leading to a trick, any card may be played."),
        "follow": _(
            "{led} was led and the hand holds {led}: it must follow suit (beating is not required)."
        ),
        "ruff": _(
            "No {led} in the hand: a trump must be played (any trump; no duty to overtrump "
            "another ruff)."
        ),
        "overtrump": _(
            "Trump was led: a trump higher than {top} must be played, and the hand has one."
        ),
        "trump": _("Trump was led and no trump in the hand beats {top}: any trump may be played."),
        "free": _("Neither the led suit nor a trump in the hand: any card may be played."),
    }
    return words[reason]


def play(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    trump = _suit(inputs.get("trump"), langs=langs)
    trick = _cards(inputs.get("trick"), "--trick", langs)
    hand = _cards(inputs.get("hand"), "--hand", langs)
    if not hand:
        raise Rejected(_('give the player\'s cards, e.g. --hand "KS 7H JH"'), field="--hand")
    if len(trick) > 3:
        raise Rejected(
            _("a trick has at most four cards; {count} are already in it").format(count=len(trick)),
            field="--trick",
            rule=DUTY_RULE,
        )
    jass.check_distinct([*trick, *hand], "--hand")
    raw_card = inputs.get("card")
    if raw_card is None:
        raise Rejected(_("which card is played? add --card"), field="--card")
    card = jass.parse_card(str(raw_card), "--card", langs)
    if card not in hand:
        raise Rejected(
            _("{card} is not in the hand {hand}").format(card=card, hand=" ".join(map(str, hand))),
            field="--card",
            rule=DUTY_RULE,
        )
    duty = jass.legal_cards(trump, trick, hand)
    legal = card in duty.legal
    led = jass.suit_name(trick[0].suit) if trick else ""
    trumps = [c for c in trick if c.suit == trump]
    top = str(min(trumps, key=lambda c: jass.TRUMP_ORDER.index(c.rank))) if trumps else ""
    why = duty_words(duty.reason).format(led=led, top=top)
    why = why[:1].upper() + why[1:]
    answer: dict[str, Any] = {
        "legal": legal,
        "card": str(card),
        "duty": duty.reason,
        "legal_cards": [str(c) for c in duty.legal],
    }
    verdict = (_("{card} is legal") if legal else _("{card} is illegal")).format(card=card)
    explanation = why + (
        "" if legal else " " + _("Legal: {cards}.").format(cards=" ".join(answer["legal_cards"]))
    )
    rules: tuple[str, ...] = (DUTY_RULE,)
    if read_flag(inputs.get("bella"), "--bella"):
        king_queen = {Card("K", trump), Card("Q", trump)}
        holds = king_queen <= set(hand)
        with_card = card in king_queen or bool(ctx.options.get("bella_any_card"))
        allowed = holds and with_card
        answer["bella"] = {"allowed": allowed}
        explanation += " " + (
            _(
                "Bella may be announced with this card: the table's option bella_any_card = "
                "true allows it, while the seed's words say with the king or queen."
            )
            if allowed and card not in king_queen
            else _("Bella may be announced now.")
            if allowed
            else _("Bella may not be announced: the hand does not hold both K and Q of trump.")
            if not holds
            else _("Bella is announced when the K or Q of trump is played (bella_any_card is off).")
        )
        verdict += "; " + (_("bella allowed") if allowed else _("bella not allowed"))
        rules = (DUTY_RULE, "DEBERC-R6")
    return Verdict(verdict, answer, DUTY_RULE, explanation, rules)


# --------------------------------------------------------------------------- Q2 trick


def trick(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    trump = _suit(inputs.get("trump"), langs=langs)
    cards = _cards(inputs.get("cards"), "CARDS", langs)
    if not 2 <= len(cards) <= 4:
        raise Rejected(
            _("a trick has 2 to 4 cards, not {count}").format(count=len(cards)),
            field="CARDS",
            rule="DEBERC-P2",
        )
    jass.check_distinct(cards, "CARDS")
    index = jass.trick_winner(trump, cards)
    values = deberc_rules.card_values(ctx.ruleset.cards)
    points = sum(jass.card_points(c, trump, values) for c in cards)
    answer: dict[str, Any] = {
        "position": index + 1,
        "card": str(cards[index]),
        "points": points,
        "player": None,
    }
    winner = cards[index]
    if inputs.get("leader"):
        table = _table(inputs)
        leader = _who(inputs["leader"], table, "--leader")
        start = table.players.index(leader)
        answer["player"] = table.players[(start + index) % len(table.players)]
    why = (
        _("{winner} is the highest trump in the trick").format(winner=winner)
        if winner.suit == trump
        else _("no trump was played and {winner} is the highest {suit} (the led suit)").format(
            winner=winner, suit=jass.suit_name(cards[0].suit)
        )
    )
    who = f" ({answer['player']})" if answer["player"] else ""
    return Verdict(
        _("{card} wins").format(card=winner) + who,
        answer,
        "DEBERC-P2",
        why
        + "; "
        + _("trump order J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7.")
        + " "
        + ngettext(
            "The trick holds {points} card point.", "The trick holds {points} card points.", points
        ).format(points=points),
        ("DEBERC-P2",),
    )


# --------------------------------------------------------------------------- Q3 combinations


def _declarations(inputs: Mapping[str, Any]) -> dict[str, list[str]]:
    """``--words P=...`` (repeat), ``P="KH QH JH"`` words, or a situation table."""
    out: dict[str, list[str]] = {}
    raw = inputs.get("words")
    if isinstance(raw, Mapping):
        for who, said in raw.items():
            out.setdefault(str(who), []).extend(deberc_rules.words_list(said, "--words", str(who)))
    elif raw is not None:
        if not isinstance(raw, str | list | tuple):
            raise Rejected(
                _("{raw} is not a list of PLAYER=CARDS words").format(raw=repr(raw)),
                field="--words",
            )
        items = [raw] if isinstance(raw, str) else list(raw)
        for item in items:
            who, sep, said = str(item).partition("=")
            if not sep:
                raise Rejected(
                    _("write PLAYER=\"KH QH JH\", not '{item}'").format(item=item),
                    field="--words",
                )
            out.setdefault(who.strip(), []).append(said.strip())
    rest = inputs.get("declarations")
    if rest:
        current = ""
        for token in str(rest).split():
            if "=" in token:
                current, _sep, first = token.partition("=")
                out.setdefault(current, []).append(first)
            elif current:
                words = out[current]
                if (
                    words[-1]
                    and deberc_rules.bella_word(words[-1]) is None
                    and deberc_rules.bella_word(token) is None
                ):
                    words[-1] = f"{words[-1]} {token}".strip()
                else:
                    words.append(token)
            else:
                raise Rejected(
                    _("'{token}' belongs to nobody: write PLAYER=\"KH QH JH\"").format(token=token),
                    field="DECLARATIONS",
                )
    return out


def combinations(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    said = _declarations(inputs)
    if not said:
        raise Rejected(
            _('give the declarations, e.g. Ania="KH QH JH" Bartek="10S 9S 8S 7S"'),
            field="--words",
        )
    fallback = list(said)
    dealer_name = inputs.get("dealer")
    if dealer_name and str(dealer_name).casefold() not in {w.casefold() for w in said}:
        fallback.append(str(dealer_name))
    table = _table(inputs, fallback)
    words: dict[str, list[str]] = {}
    langs = _langs(ctx)
    for who, items in said.items():
        words.setdefault(_who(who, table, "--words"), []).extend(
            _canonical(item, langs) for item in items
        )
    trump = _suit(inputs["trump"], langs=langs) if inputs.get("trump") else None
    dealer = _dealer(inputs, table, ctx)
    no_tricks = [
        _who(p, table, "--no-tricks") for p in read_names(inputs.get("no_tricks"), "--no-tricks")
    ]
    decl = deberc_rules.read_declarations(words, trump, table)
    combos = deberc_rules.score_combinations(
        decl,
        trump,
        table,
        dealer,
        no_tricks,
        ctx.options,
        deberc_rules.combination_values(ctx.ruleset.cards),
    )
    _check_seat_known(combos, inputs, table, dealer, ctx)
    answer = _combination_answer(combos, table, ctx)
    timing = (
        _(
            "each player declares with his first lead; the winning combination is shown after "
            "the first round of play"
        )
        if answer["declare"] == "first_move"
        else _(
            "combinations are declared before the first lead and the winning one is shown at once"
        )
    )
    verdict, why, rule, rules = _seniority_verdict(combos, decl, table)
    for player, points_b in combos.bella.items():
        why += "; " + _("bella of {player} counts {points}").format(player=player, points=points_b)
    for player, reason in combos.not_counted.items():
        if "bella" in reason:
            why += f"; {player}: {deberc_rules.not_counted_words(reason)}"
    if decl.bellas:
        rules.append("DEBERC-R6")
    return Verdict(
        verdict,
        answer,
        rule,
        _("{why}. Timing: {timing}.").format(why=why, timing=timing),
        tuple(dict.fromkeys([rule, *rules])),
    )


def _check_seat_known(
    combos: deberc_rules.Combinations,
    inputs: Mapping[str, Any],
    table: Table,
    dealer: str,
    ctx: Context,
) -> None:
    """DEBERC-R3: equal combinations go to the one first from the dealer, so a verdict that
    turns on the seat needs the dealer (and, at three or four, the seating) as given, never
    guessed from the order the declarations were typed in."""
    if combos.reason != "seat" or combos.senior is None or combos.runner_up is None:
        return
    tied = (combos.senior.player, combos.runner_up.player)
    if not (inputs.get("dealer") or ctx.options.get("first_dealer")):
        raise Rejected(
            _(
                "{a}'s {run_a} and {b}'s {run_b} are equal: the one first from the dealer "
                "wins, so say who dealt with --dealer"
            ).format(a=tied[0], run_a=combos.senior.run, b=tied[1], run_b=combos.runner_up.run),
            field="--dealer",
            rule="DEBERC-R3",
        )
    if len(table.players) > 2 and dealer not in tied and not inputs.get("players"):
        raise Rejected(
            _(
                "{a}'s {run_a} and {b}'s {run_b} are equal: the one first from the dealer "
                "wins, so give the seating with --players"
            ).format(a=tied[0], run_a=combos.senior.run, b=tied[1], run_b=combos.runner_up.run),
            field="--players",
            rule="DEBERC-R3",
        )


def _combination_answer(
    combos: deberc_rules.Combinations, table: Table, ctx: Context
) -> dict[str, Any]:
    points = {p: combos.points_of(p) for p in table.players if combos.points_of(p)}
    return {
        "senior": None
        if combos.senior is None
        else {
            "player": combos.senior.player,
            "run": str(combos.senior.run),
            "class": combos.senior.kind,
        },
        "reason": combos.reason or None,
        "scoring_side": combos.scoring_side,
        "points": points,
        "not_counted": dict(combos.not_counted),
        "deberc": combos.deberc_side,
        "declare": ctx.options.get("declare_combinations", "first_move"),
    }


def _seniority_verdict(
    combos: deberc_rules.Combinations, decl: deberc_rules.Declarations, table: Table
) -> tuple[str, str, str, list[str]]:
    """Whose sequences score and why (DEBERC-R3, R5, R11): verdict, reason, rule, rules."""
    rules: list[str] = ["DEBERC-R3", "DEBERC-R4"]
    if combos.senior is None:
        rule = "DEBERC-R6" if decl.bellas else "DEBERC-R3"
        return (
            _("no sequence declared"),
            _("Nobody declared a sequence, so none scores"),
            rule,
            rules,
        )
    side = deberc_rules.members(table, table.side_of(combos.senior.player))
    whose = combos.senior.player if len(side) == 1 else "+".join(side)
    reason = deberc_rules.reason_words(combos.reason)
    why = (
        _("{senior} is senior over {other}: {why}").format(
            senior=combos.senior.words(), other=combos.runner_up.words(), why=reason
        )
        if combos.runner_up
        else _("{senior} is senior: {why}").format(senior=combos.senior.words(), why=reason)
    )
    if combos.scoring_side is None:
        verdict = _("nobody's sequences score")
        why += "; " + _(
            "but {whose} took no trick, so his combinations do not count and nobody else's either"
        ).format(whose=whose)
        rule = "DEBERC-R5"
        rules.append("DEBERC-R5")
    else:
        counted = sum(combos.counted.values())
        verdict = _("{player}'s sequences score").format(player=combos.senior.player)
        why += "; " + _(
            "every sequence of {whose} counts ({counted}), no other sequence scores"
        ).format(whose=whose, counted=counted)
        partners = [p for p in combos.counted if p != combos.senior.player]
        if partners:
            why += " " + _(
                "(in team play the whole side scores, as DEBERC-R4 decides for 2 v 2: "
                "{partners} too; the seed's words give points only to the player who held "
                "the senior combination)"
            ).format(partners=", ".join(partners))
        rule = "DEBERC-R3"
    if combos.deberc_side is not None:
        verdict = _("deberc: {side} wins the game").format(side=combos.deberc_side)
        why += "; " + _("a deberc is senior, so {side} wins the game outright").format(
            side=combos.deberc_side
        )
        rule = "DEBERC-R11"
        rules.append("DEBERC-R11")
    return verdict, why, rule, rules


# --------------------------------------------------------------------------- Q4 seven


def seven(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    langs = _langs(ctx)
    trump = _suit(inputs.get("trump"), langs=langs)
    turned = _suit(inputs["turned"], "--turned", langs) if inputs.get("turned") else trump
    raw_players = inputs.get("players", 2)
    if isinstance(raw_players, int) and not isinstance(raw_players, bool):
        count = raw_players
    else:
        names = read_names(raw_players, "--players")
        count = (
            read_int(names[0], "--players", low=None)
            if len(names) == 1 and is_whole_number(names[0])
            else len(names)
        )
    if not 2 <= count <= 4:
        raise Rejected(
            _("Deberc is for 2, 3 or 4 players, not {count}").format(count=count),
            field="--players",
        )
    hand = _cards(inputs.get("hand"), "--hand", langs)
    jass.check_distinct(hand, "--hand")
    seven_card = Card("7", trump)
    reasons: list[str] = []
    if not ctx.options.get("seven_exchange", True):
        reasons.append("this table plays without the exchange (seven_exchange = false)")
    if count == 4:
        reasons.append("with four players the turn-up is dealt out, never exchanged")
    if turned != trump:
        reasons.append(
            f"the game was ordered in round 2 ({jass.SUIT_WORDS[trump]}, not the "
            f"turned {jass.SUIT_WORDS[turned]})"
        )
    if hand and seven_card not in hand:
        reasons.append(f"the hand has no {seven_card}")
    if read_flag(inputs.get("led"), "--led"):
        reasons.append("the first lead has been made")
    if read_flag(inputs.get("declared"), "--declared"):
        reasons.append("combinations have been declared")
    allowed = not reasons
    why = (
        _(
            "With {count} players, the game ordered in round 1 and neither the first lead nor "
            "the declarations made, any player holding {seven} may exchange it for the turned "
            "card."
        ).format(count=count, seven=seven_card)
        if allowed
        else _("No exchange: {reasons}.").format(
            reasons="; ".join(seven_reason_words(r) for r in reasons)
        )
    )
    return Verdict(
        _("exchange allowed") if allowed else _("no exchange"),
        {"allowed": allowed, "reasons": reasons},
        "DEBERC-P4",
        why,
        ("DEBERC-P4",),
    )


def seven_reason_words(reason: str) -> str:
    """A reason against the seven exchange in the table's words; the JSON answer keeps it
    in English."""
    fixed = {
        "this table plays without the exchange (seven_exchange = false)": _(
            "this table plays without the exchange (seven_exchange = false)"
        ),
        "with four players the turn-up is dealt out, never exchanged": _(
            "with four players the turn-up is dealt out, never exchanged"
        ),
        "the first lead has been made": _("the first lead has been made"),
        "combinations have been declared": _("combinations have been declared"),
    }
    if reason in fixed:
        return fixed[reason]
    if reason.startswith("the hand has no "):
        return _("the hand has no {card}").format(card=reason.removeprefix("the hand has no "))
    for trump in jass.SUITS:
        for turned in jass.SUITS:
            english = (
                f"the game was ordered in round 2 ({jass.SUIT_WORDS[trump]}, not the "
                f"turned {jass.SUIT_WORDS[turned]})"
            )
            if reason == english:
                return _(
                    "the game was ordered in round 2 ({trump}, not the turned {turned})"
                ).format(trump=jass.suit_name(trump), turned=jass.suit_name(turned))
    return reason


# --------------------------------------------------------------------------- Q5 outcome


def outcome(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    raw = _keyed(inputs.get("points"), "--points")
    if not raw:
        raise Rejected(
            _("give each side's round points, e.g. --points Ania=50 --points Bartek=60"),
            field="--points",
        )
    table = _table(inputs, list(raw))
    points = _per_side(raw, table, "--points")
    if inputs.get("bidder") is None:
        raise Rejected(_("who ordered the game? add --bidder"), field="--bidder")
    bidder_name = str(inputs["bidder"])
    bidder = next((s for s in table.sides if s.casefold() == bidder_name.casefold()), None)
    if bidder is None:
        bidder = table.side_of(_who(bidder_name, table, "--bidder"))
    dealer = _dealer(inputs, table, ctx)
    order = deberc_rules.sides_from_dealer(table, dealer)
    decision = deberc_rules.decide(points, bidder, order, ctx.options)
    answer: dict[str, Any] = {
        "result": decision.result,
        "reference": decision.reference,
        "records": dict(decision.records),
        "hanging": decision.hanging,
        "transfers": dict(decision.transfers),
        "winner": decision.winner,
        "penalties": {},
    }
    rules = ["DEBERC-R7"]
    x_word = {
        "max": _("the best opponent"),
        "min": _("the weaker opponent"),
        "sum": _("the opponents together"),
    }[str(ctx.options.get("bajt_rule", "max"))]
    why = _("{side} has {points} against {reference} ({against}): ").format(
        side=bidder, points=points[bidder], reference=decision.reference, against=x_word
    )
    if decision.result == "made":
        why += _("more, so the game is made and every side writes its points")
    elif decision.result == "hanging":
        why += _(
            "equal, so it is a hanging bajt: {side} writes 0, its {points} hang until the "
            "winner of the next played round takes them"
        ).format(side=bidder, points=decision.hanging)
        rules.append("DEBERC-R10")
    else:
        given = ", ".join(f"{s} +{v}" for s, v in decision.transfers.items())
        why += _("less, so it is a bajt: {side} writes 0 and its points go to {given}").format(
            side=bidder, given=given
        )
        before = read_int(inputs.get("bajts", 0), "--bajts", low=None)
        if ctx.options.get("third_bajt_penalty", True) and (before + 1) % 3 == 0:
            answer["penalties"][bidder] = -100
            why += "; " + _("it is {side}'s bajt number {number}: −100").format(
                side=bidder, number=before + 1
            )
            rules.append("DEBERC-R8")
    why += _bajt_rule_note(points, bidder, order, decision, ctx)
    fine = int(ctx.options.get("no_tricks_penalty", 0))
    empty = [
        _who(p, table, "--no-tricks") for p in read_names(inputs.get("no_tricks"), "--no-tricks")
    ]
    if fine and empty:
        for side in table.sides:
            hit = [m for m in deberc_rules.members(table, side) if m in empty]
            if table.teams:
                hit = hit[:1] if not deberc_rules.took_trick(table, side, empty) else []
            if hit:
                answer["penalties"][side] = answer["penalties"].get(side, 0) - fine * len(hit)
                why += "; " + _("{side} took no trick: −{fine}").format(
                    side=side, fine=fine * len(hit)
                )
                rules.append("DEBERC-R9")
    from scorekeep.games.deberc.names import result_name

    return Verdict(
        result_name(decision.result), answer, "DEBERC-R7", why + ".", tuple(dict.fromkeys(rules))
    )


def _bajt_rule_note(
    points: Mapping[str, int],
    bidder: str,
    order: Sequence[str],
    decision: deberc_rules.Decision,
    ctx: Context,
) -> str:
    """DEBERC-R7 quotes the seed's "less than the opponent (with three, both opponents)":
    where the table's ``bajt_rule`` decides otherwise than those words, say so."""
    rule = str(ctx.options.get("bajt_rule", "max"))
    if len(points) < 3 or rule == "min":
        return ""
    seed = deberc_rules.decide(points, bidder, order, {**ctx.options, "bajt_rule": "min"})
    if seed.result == decision.result:
        return ""
    from scorekeep.games.deberc.names import result_name

    return "; " + _(
        "that is by the table's option bajt_rule = {value}: by the seed's words (a bajt only "
        "below both opponents, {reference} here) it would be {result}"
    ).format(value=rule, reference=seed.reference, result=result_name(seed.result))


# --------------------------------------------------------------------------- Q6 calls


def calls(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    table = _table(inputs)
    dealer = _dealer(inputs, table, ctx)
    turned = _suit(inputs.get("turned"), "--turned", _langs(ctx))
    raw = inputs.get("calls", "")
    words = raw.split() if isinstance(raw, str) else [str(w) for w in raw]
    if _langs(ctx) != jass.LANGUAGES:
        words = [card_letters.suit_of(w, _langs(ctx), words=True) or w for w in words]
    mandatory = bool(ctx.options.get("mandatory_bid", False))
    state = deberc_rules.bidding(table.players, dealer, turned, words, mandatory)
    answer: dict[str, Any] = {"status": state.status, "round": state.round}
    rules = ["DEBERC-P3"]
    if state.status == "open":
        answer.update({"next": state.next_player, "legal": list(state.legal)})
        verdict = _("{who} to call").format(who=state.next_player)
        why = (
            _("Round {round}: {who} may say {calls}").format(
                round=state.round, who=state.next_player, calls=_calls_shown(state.legal, ctx)
            )
            + (
                _("; round 2 may not name the turned suit {suit}").format(
                    suit=_(jass.SUIT_WORDS[turned])
                )
                if state.round == 2
                else ""
            )
            + (
                _(" (mandatory_bid: the dealer may not pass)")
                if mandatory and state.next_player == dealer and state.round == 2
                else ""
            )
            + "."
        )
    elif state.status == "illegal":
        answer.update(
            {
                "illegal_at": state.illegal_at,
                "reason": state.reason,
                "legal": list(state.legal),
                "next": state.next_player,
            }
        )
        verdict = _("illegal call")
        why = _("Call {n} ('{call}' by {who}) is illegal: {why}").format(
            n=(state.illegal_at or 0) + 1,
            call=_calls_shown([words[state.illegal_at or 0]], ctx),
            who=state.next_player,
            why=state.reason,
        ) + (
            _(". Legal there: {calls}.").format(calls=_calls_shown(state.legal, ctx))
            if state.legal
            else "."
        )
    elif state.status == "redeal":
        verdict = _("redeal")
        why = _(
            "Everybody passed in both rounds and mandatory_bid is off: the cards are "
            "redealt by {dealer}."
        ).format(dealer=deberc_rules.next_seat(table.players, dealer))
        answer["next_dealer"] = deberc_rules.next_seat(table.players, dealer)
        rules.append("DEBERC-P6")
    else:
        verdict, why = _trump_ordered(state, table, dealer, answer, ctx)
        rules.append("DEBERC-P5")
    return Verdict(verdict, answer, "DEBERC-P3", why, tuple(rules))


def _calls_shown(calls: Sequence[str], ctx: Context) -> str:
    """Calls as the table reads them: a suit named with its symbol at a table whose letters
    differ from the program's (an Italian ``C`` is hearts)."""
    return ", ".join(
        card_letters.suit_shown(c, ctx.language) if c in jass.SUITS else c for c in calls
    )


def _trump_ordered(
    state: deberc_rules.Bidding, table: Table, dealer: str, answer: dict[str, Any], ctx: Context
) -> tuple[str, str]:
    """The bidding is over: who plays which trump, who leads, who gets the turned card."""
    assert state.bidder is not None and state.trump is not None
    first = (
        state.bidder
        if ctx.options.get("first_lead") == "bidder"
        else deberc_rules.next_seat(table.players, dealer)
    )
    answer.update({"bidder": state.bidder, "trump": state.trump, "first_lead": first})
    suit = _(jass.SUIT_WORDS[state.trump])
    verdict = _("{who} plays {suit}").format(who=state.bidder, suit=suit)
    why = _(
        "{who} ordered {suit} in round {round}; {first} leads first (first_lead = {rule})"
    ).format(
        who=state.bidder,
        suit=suit,
        round=state.round,
        first=first,
        rule=ctx.options.get("first_lead", "after_dealer"),
    )
    if len(table.players) == 4:
        to = state.bidder if ctx.options.get("open_card_to", "bidder") == "bidder" else dealer
        answer["turn_up_to"] = to
        why += _("; the turned card goes to {who} (open_card_to)").format(who=to)
    else:
        why += _("; everybody gets three more cards")
    return verdict, why + "."


# --------------------------------------------------------------------------- Q7 over


def _stopped_over(
    side: str, totals: Mapping[str, int], target: int, answer: dict[str, Any], ctx: Context
) -> Verdict:
    """DEBERC-R13: a side reaching the target on a trick that is not the last stops play,
    only with finish = "points"."""
    if ctx.options.get("finish") != "points":
        return Verdict(
            _("not over"),
            answer,
            "DEBERC-R12",
            _(
                'With finish = "round" play does not stop at the target: the round is played '
                "out and then the totals decide."
            ),
            ("DEBERC-R12", "DEBERC-R13"),
        )
    if totals[side] >= target:
        answer.update(
            {"over": True, "winner": side, "reason": f"reached {target} on taking a trick"}
        )
        return Verdict(
            _("{side} wins").format(side=side),
            answer,
            "DEBERC-R13",
            _(
                "{side} has {total} ≥ {target} on taking a trick that is not the last: play "
                "stops and it wins."
            ).format(side=side, total=totals[side], target=target),
            ("DEBERC-R13",),
        )
    return Verdict(
        _("not over"),
        answer,
        "DEBERC-R13",
        _("{side} has {total}, below {target}: play goes on.").format(
            side=side, total=totals[side], target=target
        ),
        ("DEBERC-R13",),
    )


def over(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    raw = _keyed(inputs.get("totals"), "--totals")
    if not raw:
        raise Rejected(
            _("give every side's total, e.g. --totals Ania=340 --totals Bartek=340"),
            field="--totals",
        )
    table = _table(inputs, list(raw))
    totals = _per_side(raw, table, "--totals")
    target = read_int(inputs.get("target", ctx.options.get("target", 501)), "--target", low=None)
    dealer = _dealer(inputs, table, ctx)
    order = deberc_rules.sides_from_dealer(table, dealer)
    bidder: str | None = None
    if inputs.get("bidder"):
        name = str(inputs["bidder"])
        bidder = next(
            (s for s in table.sides if s.casefold() == name.casefold()), None
        ) or table.side_of(_who(name, table, "--bidder"))
    answer: dict[str, Any] = {"over": False, "winner": None, "reason": None}
    if inputs.get("deberc"):
        side = table.side_of(_who(inputs["deberc"], table, "--deberc"))
        answer.update({"over": True, "winner": side, "reason": "deberc"})
        return Verdict(
            _("{side} wins").format(side=side),
            answer,
            "DEBERC-R11",
            _(
                "A deberc was the senior combination: {side} wins the game at once, whatever "
                "the totals."
            ).format(side=side),
            ("DEBERC-R11",),
        )
    if inputs.get("stopped_by") and not read_flag(inputs.get("last_trick"), "--last-trick"):
        side = table.side_of(_who(inputs["stopped_by"], table, "--stopped-by"))
        return _stopped_over(side, totals, target, answer, ctx)
    end = deberc_rules.game_over(totals, target, bidder, order)
    if end is None:
        return Verdict(
            _("not over"),
            answer,
            "DEBERC-R12",
            _("No side has reached {target}; the next round is dealt.").format(target=target),
            ("DEBERC-R12",),
        )
    from scorekeep.games.deberc.names import reason_words

    winner, reason = end
    answer.update({"over": True, "winner": winner, "reason": reason})
    shown = ", ".join(f"{s} {totals[s]}" for s in order)
    return Verdict(
        _("{side} wins").format(side=winner),
        answer,
        "DEBERC-R12",
        _("After the round ({totals}, target {target}): {reason}.").format(
            totals=shown, target=target, reason=reason_words(reason)
        ),
        ("DEBERC-R12",),
    )


QUESTIONS = {
    "play": Question(
        "play",
        "may this card be played (follow, trump, overtrump)",
        (
            Field("trump", help="trump suit"),
            Field("trick", help='cards already in the trick, in order, e.g. "9S KS"'),
            Field("hand", help="the player's cards, including the candidate"),
            Field("card", help="the card he wants to play"),
            Field("bella", "flag", help="he announces bella with it"),
        ),
        play,
        'scorekeep judge deberc play --trump H --trick "9S" --hand "KS 7H JH" --card JH',
    ),
    "trick": Question(
        "trick",
        "who wins the trick",
        (
            Field("trump", help="trump suit"),
            Field("leader", help="who led (names the winner)"),
            Field("players", help="seating order, with --leader"),
            Field("cards", "rest", help="the cards in the order played"),
        ),
        trick,
        'scorekeep judge deberc trick --trump H "9S KS JH"',
    ),
    "combinations": Question(
        "combinations",
        "whose combinations score (terc, fifty, deberc, bella)",
        (
            Field("trump", help="trump suit"),
            Field("dealer", help="who dealt (seat tie-break)"),
            Field("players", help="seating order (default: as declared, from the dealer)"),
            Field("teams", help="A+C,B+D for 2 v 2"),
            Field("words", "many", help='P="KH QH JH" or P=bella (repeat)'),
            Field("no_tricks", "many", help="a player who took no trick (repeat)"),
            Field("declarations", "rest", help='Ania="KH QH JH" Bartek="10S 9S 8S 7S"'),
        ),
        combinations,
        'scorekeep judge deberc combinations --trump H --dealer Celina Ania="KH QH JH" '
        'Bartek="KS QS JS"',
    ),
    "seven": Question(
        "seven",
        "may the seven of trump be exchanged for the turned card",
        (
            Field("players", help="number of players (or their names)"),
            Field("trump", help="trump suit of the game"),
            Field("turned", help="suit of the turned card (default: the trump)"),
            Field("hand", help="the player's cards"),
            Field("led", "flag", help="the first lead has been made"),
            Field("declared", "flag", help="combinations have been declared"),
        ),
        seven,
        'scorekeep judge deberc seven --players 3 --trump H --hand "7H AS KD"',
    ),
    "outcome": Question(
        "outcome",
        "made, bajt or hanging, and what every side writes",
        (
            Field("points", "pairs", help="round points R per side (repeat)"),
            Field("bidder", help="who ordered the game"),
            Field("dealer", help="who dealt (ties)"),
            Field("players", help="seating order"),
            Field("teams", help="A+C,B+D for 2 v 2"),
            Field("bajts", help="the bidder side's bajts before this round"),
            Field("no_tricks", "many", help="a player who took no trick (repeat)"),
        ),
        outcome,
        "scorekeep judge deberc outcome --bidder Ania --points Ania=50 "
        "--points Bartek=60 --points Celina=40",
    ),
    "calls": Question(
        "calls",
        "who may bid what now",
        (
            Field("players", help="seating order"),
            Field("dealer", help="who dealt"),
            Field("turned", help="suit of the turned card"),
            Field("calls", "rest", help="calls so far from the dealer's left: pass, play, S H D C"),
        ),
        calls,
        "scorekeep judge deberc calls --players Ania,Bartek,Celina --dealer Ania "
        "--turned H pass pass",
    ),
    "over": Question(
        "over",
        "is the game over, and who won",
        (
            Field("totals", "pairs", help="every side's total after the round (repeat)"),
            Field("target", help="points to win (default: the ruleset's)"),
            Field("bidder", help="who ordered the last round"),
            Field("dealer", help="who dealt the last round"),
            Field("players", help="seating order"),
            Field("teams", help="A+C,B+D for 2 v 2"),
            Field("deberc", help="the player whose deberc was senior"),
            Field("stopped_by", help='finish = "points": who reached the target on a trick'),
            Field("last_trick", "flag", help="that trick was the last of the round"),
        ),
        over,
        "scorekeep judge deberc over --totals Ania=340 --totals Bartek=340 "
        "--bidder Ania --target 301",
    ),
    "declaration": declaring.DEBERC_QUESTION,
}
