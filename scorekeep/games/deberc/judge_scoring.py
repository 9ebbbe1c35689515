"""What a Deberc round scores and how the game ends (DEBERC-R3…R13): whose combinations
score (terc, fifty, deberc, bella), whether the game is made, a bajt or hanging and
what every side writes, and whether the game is over and who won."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Table, Verdict
from scorekeep.core.inputs import read_flag, read_int, read_names
from scorekeep.games.deberc import bajts as deberc_bajts
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.deberc import words as deberc_words
from scorekeep.games.deberc.judge_inputs import (
    dealer_input,
    player_named,
    side_numbers,
    table_input,
)
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.judge_inputs import langs_of, suit_input
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# --------------------------------------------------------------------------- Q3 combinations


def _canonical(word: Any, langs: Sequence[str]) -> Any:
    """A combination in the table's letters as the program writes it (``KDW kier`` →
    ``KH QH JH``); English words, and what cannot be read, are left for the rules to judge."""
    if langs == jass.LANGUAGES or not isinstance(word, str):
        return word
    try:
        return deberc_words.canonical_word(word, "--words", langs)
    except Rejected:
        return word


def _declarations(inputs: Mapping[str, Any]) -> dict[str, list[str]]:
    """``--words P=...`` (repeat), ``P="KH QH JH"`` words, or a situation table."""
    out: dict[str, list[str]] = {}
    raw = inputs.get("words")
    if isinstance(raw, Mapping):
        for who, said in raw.items():
            out.setdefault(str(who), []).extend(deberc_words.words_list(said, "--words", str(who)))
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
                    and deberc_words.bella_word(words[-1]) is None
                    and deberc_words.bella_word(token) is None
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
    table = table_input(inputs, fallback)
    words: dict[str, list[str]] = {}
    langs = langs_of(ctx)
    for who, items in said.items():
        words.setdefault(player_named(who, table, "--words"), []).extend(
            _canonical(item, langs) for item in items
        )
    trump = suit_input(inputs["trump"], langs=langs) if inputs.get("trump") else None
    dealer = dealer_input(inputs, table, ctx)
    no_tricks = [
        player_named(p, table, "--no-tricks")
        for p in read_names(inputs.get("no_tricks"), "--no-tricks")
    ]
    decl = deberc_words.read_declarations(words, trump, table)
    combos = deberc_words.score_combinations(
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
            why += f"; {player}: {deberc_words.not_counted_words(reason)}"
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
    combos: deberc_words.Combinations,
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
    runs = {"a": tied[0], "run_a": combos.senior.run, "b": tied[1], "run_b": combos.runner_up.run}
    if not (inputs.get("dealer") or ctx.options.get("first_dealer")):
        ask = _(
            "{a}'s {run_a} and {b}'s {run_b} are equal: the one first from the dealer "
            "wins, so say who dealt with --dealer"
        )
        raise Rejected(ask.format(**runs), field="--dealer", rule="DEBERC-R3")
    if len(table.players) > 2 and dealer not in tied and not inputs.get("players"):
        ask = _(
            "{a}'s {run_a} and {b}'s {run_b} are equal: the one first from the dealer "
            "wins, so give the seating with --players"
        )
        raise Rejected(ask.format(**runs), field="--players", rule="DEBERC-R3")


def _combination_answer(
    combos: deberc_words.Combinations, table: Table, ctx: Context
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
    combos: deberc_words.Combinations, decl: deberc_words.Declarations, table: Table
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
    reason = deberc_words.reason_words(combos.reason)
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


# --------------------------------------------------------------------------- Q5 outcome


def outcome(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    asked = _("give each side's round points, e.g. --points Ania=50 --points Bartek=60")
    table, points = side_numbers(inputs, "points", asked)
    if inputs.get("bidder") is None:
        raise Rejected(_("who ordered the game? add --bidder"), field="--bidder")
    bidder_name = str(inputs["bidder"])
    bidder = next((s for s in table.sides if s.casefold() == bidder_name.casefold()), None)
    if bidder is None:
        bidder = table.side_of(player_named(bidder_name, table, "--bidder"))
    dealer = dealer_input(inputs, table, ctx)
    order = deberc_rules.sides_from_dealer(table, dealer)
    decision = deberc_bajts.decide(points, bidder, order, ctx.options)
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
        player_named(p, table, "--no-tricks")
        for p in read_names(inputs.get("no_tricks"), "--no-tricks")
    ]
    if fine and empty:
        for side in table.sides:
            hit = [m for m in deberc_rules.members(table, side) if m in empty]
            if table.teams:
                hit = hit[:1] if not deberc_words.took_trick(table, side, empty) else []
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
    decision: deberc_bajts.Decision,
    ctx: Context,
) -> str:
    """DEBERC-R7 quotes the seed's "less than the opponent (with three, both opponents)":
    where the table's ``bajt_rule`` decides otherwise than those words, say so."""
    rule = str(ctx.options.get("bajt_rule", "max"))
    if len(points) < 3 or rule == "min":
        return ""
    seed = deberc_bajts.decide(points, bidder, order, {**ctx.options, "bajt_rule": "min"})
    if seed.result == decision.result:
        return ""
    from scorekeep.games.deberc.names import result_name

    return "; " + _(
        "that is by the table's option bajt_rule = {value}: by the seed's words (a bajt only "
        "below both opponents, {reference} here) it would be {result}"
    ).format(value=rule, reference=seed.reference, result=result_name(seed.result))


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
    asked = _("give every side's total, e.g. --totals Ania=340 --totals Bartek=340")
    table, totals = side_numbers(inputs, "totals", asked)
    target = read_int(inputs.get("target", ctx.options.get("target", 501)), "--target", low=None)
    dealer = dealer_input(inputs, table, ctx)
    order = deberc_rules.sides_from_dealer(table, dealer)
    bidder: str | None = None
    if inputs.get("bidder"):
        name = str(inputs["bidder"])
        bidder = next(
            (s for s in table.sides if s.casefold() == name.casefold()), None
        ) or table.side_of(player_named(name, table, "--bidder"))
    answer: dict[str, Any] = {"over": False, "winner": None, "reason": None}
    if inputs.get("deberc"):
        side = table.side_of(player_named(inputs["deberc"], table, "--deberc"))
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
        side = table.side_of(player_named(inputs["stopped_by"], table, "--stopped-by"))
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
