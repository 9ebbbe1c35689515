"""Bridge disputes settled by rule (BR-A1…A14, BR-S1…S16): auction, score, vulnerable,
game-needed, honors; card play (play, trick, revoke, BR-P1…P4) from ``bridge_play``."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.cards import reading
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.core.inputs import read_flag, read_int
from scorekeep.games.bridge import CARD_LANGUAGES
from scorekeep.games.bridge import play as bridge_play
from scorekeep.games.bridge.auction import (
    AuctionResult,
    calls_written,
    judge_auction,
    parse_call,
    reason_words,
    split_calls,
)
from scorekeep.games.bridge.contract import (
    STRAINS,
    Contract,
    parse_contract,
    parse_honors,
    result_to_tricks,
    score_deal,
    settlement_words,
    trick_score,
)
from scorekeep.games.bridge.seats import SEATS, SIDES, seat_after, side_of
from scorekeep.i18n import N_, _, pgettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _seat(value: Any, field: str) -> str:
    seat = str(value).strip().upper()
    if seat not in SEATS:
        raise Rejected(
            _("'{seat}' is not a seat; seats are N, E, S, W").format(seat=value), field=field
        )
    return seat


def legal_calls_words(calls: tuple[str, ...]) -> str:
    """The whole set of legal calls in words (BR-A3…A8): ``P 1NT XX`` → "pass, redouble,
    or any bid from 1NT up"; the lowest sufficient bid stands for every bid above it."""
    first = {"P": 0, "X": 1, "XX": 2}
    words = []
    for call in sorted(calls, key=lambda c: first.get(c, 3)):
        if call == "P":
            words.append(pgettext("bridge", "pass"))
        elif call == "X":
            words.append(pgettext("bridge", "double"))
        elif call == "XX":
            words.append(pgettext("bridge", "redouble"))
        elif call == "7NT":
            words.append(_("the bid 7NT"))
        else:
            words.append(_("any bid from {bid} up").format(bid=call))
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return _("{first} or {second}").format(first=words[0], second=words[1])
    return _("{items}, or {last}").format(items=", ".join(words[:-1]), last=words[-1])


def _contract_verdict(result: AuctionResult, dealer: str, calls: list[str]) -> Verdict:
    """The verdict on a completed auction: the contract, who declares it and why (BR-A9,
    BR-A12, BR-A13), with dummy and the opening leader."""
    assert result.contract is not None and result.declarer is not None
    strain = result.contract.strain
    last_bidder = seat_after(
        dealer,
        max(i for i, c in enumerate(calls) if (p := parse_call(c)) and p.kind == "bid"),
    )
    why = _(
        "The auction ends with three passes after {contract} (BR-A9, BR-A12). "
        "{declarer} first named {strain} for {side} at call {n}"
    ).format(
        contract=result.contract,
        declarer=result.declarer,
        strain=strain,
        side=side_of(result.declarer),
        n=(result.first_named_at or 0) + 1,
    )
    why += (
        ""
        if last_bidder == result.declarer
        else _(", so {declarer} is declarer although {last} made the last bid").format(
            declarer=result.declarer, last=last_bidder
        )
    )
    why += _("; dummy {dummy}, opening lead from {leader}.").format(
        dummy=seat_after(result.declarer, 2), leader=seat_after(result.declarer)
    )
    return Verdict(
        _("{contract} by {declarer}").format(contract=result.contract, declarer=result.declarer),
        result.answer(),
        "BR-A13",
        why,
        ("BR-A9", "BR-A12", "BR-A13"),
    )


def auction(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    dealer = _seat(inputs.get("dealer", ctx.options.get("first_dealer", "N")), "--dealer")
    nt = ctx.options.get("nt_alias", ("N", "NT", "BA"))
    calls = calls_written(
        split_calls(inputs.get("calls", ""), "CALLS"),
        nt,
        reading(CARD_LANGUAGES, ctx.language),
    )
    if not calls:
        raise Rejected(_('give the calls from the dealer, e.g. "1C 1H P P P"'), field="CALLS")
    result = judge_auction(dealer, calls, nt)
    if result.status == "complete":
        return _contract_verdict(result, dealer, calls)
    if result.status == "passed_out":
        return Verdict(
            _("passed out"),
            result.answer(),
            "BR-A10",
            _(
                "All four players passed at their first turn: no contract, no score, "
                "the deal passes to the next dealer."
            ),
            ("BR-A10", "BR-S15"),
        )
    if result.status == "incomplete":
        return Verdict(
            _("incomplete"),
            result.answer(),
            "BR-A14",
            _("The auction has not ended; {seat} is to call. Legal now: {calls}.").format(
                seat=result.next_seat, calls=legal_calls_words(result.legal_calls)
            ),
            ("BR-A14", "BR-A9"),
        )
    index = result.illegal_at or 0
    alternatives = (
        " " + _("Legal at that point: {calls}.").format(calls=legal_calls_words(result.legal_calls))
        if result.legal_calls
        else ""
    )
    return Verdict(
        _("illegal"),
        result.answer(),
        result.rule,
        _("Call {n} ('{call}' by {seat}) is illegal: {reason}.").format(
            n=index + 1,
            call=calls[index],
            seat=result.next_seat,
            reason=reason_words(result.reason),
        )
        + alternatives,
        (result.rule,),
    )


def _item_text(item: Any, honors_side: str) -> str:
    """One scored item; honors name the side holding them, which may be the defenders."""
    label = settlement_words(item.label)
    where = _("{label} {points} below") if item.below else _("{label} {points} above")
    text = where.format(label=label, points=item.points)
    if item.rule == "BR-S6" and honors_side:
        text += " " + _("to {side}").format(side=honors_side)
    elif item.to == "defenders":
        text += " " + _("to the defenders")
    return f"{text} ({item.rule})"


def score(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    contract = parse_contract(
        inputs.get("contract", ""),
        field="CONTRACT",
        languages=reading(CARD_LANGUAGES, ctx.language),
    )
    if "tricks" in inputs:
        tricks = read_int(inputs["tricks"], "--tricks", high=13, rule="BR-S7")
    elif "result" in inputs:
        tricks = result_to_tricks(str(inputs["result"]), contract)
    else:
        raise Rejected(_("how many tricks? add --tricks N or --result +1|-2|="), field="--tricks")
    vulnerable = read_flag(inputs.get("vul"), "--vul")
    honors_points = 0
    honors_to = "declarer"
    side = ""
    unscored = ""
    if inputs.get("honors") and not ctx.options.get("honors", True):
        parse_honors(inputs["honors"])
        unscored = " " + _(
            "Honors are not scored at this table (honors = false); the seed's words score "
            "them: 4 or 5 trump honors in one hand, or four aces at no trump."
        )
    elif inputs.get("honors"):
        side, honors_points = parse_honors(inputs["honors"])
        if contract.strain == "NT" and honors_points != 150:
            raise Rejected(
                _("at no trump only four aces in one hand count, for 150"),
                field="--honors",
                rule="BR-S6",
            )
        declarer = str(inputs.get("by", "NS")).upper()
        declarer_side = side_of(declarer) if declarer in SEATS else declarer
        honors_to = "declarer" if side == declarer_side else "defenders"
    result = score_deal(contract, tricks, vulnerable, honors_points, honors_to)
    answer = {
        "below": result.below,
        "above": result.above,
        "defenders_above": result.defenders_above,
        "honors": result.honors,
    }
    items = "; ".join(_item_text(i, side) for i in result.items)
    made = tricks >= contract.tricks_needed
    verdict = (
        _("made: {below} below, {above} above").format(below=result.below, above=result.above)
        if made
        else _("down {n}: defenders {points}").format(
            n=contract.tricks_needed - tricks, points=result.defenders_above
        )
    )
    rules = tuple(dict.fromkeys(i.rule for i in result.items))
    return Verdict(
        verdict,
        answer,
        rules[0] if rules else "BR-S7",
        (
            _("{contract} vulnerable, {tricks} tricks: {items}.")
            if vulnerable
            else _("{contract} not vulnerable, {tricks} tricks: {items}.")
        ).format(contract=contract, tricks=tricks, items=items)
        + unscored,
        rules,
    )


def vulnerable(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    games = {}
    for side in SIDES:
        raw = inputs.get(f"{side.lower()}_games", 0)
        value = read_int(raw, f"--{side.lower()}-games", low=None)
        if not 0 <= value <= 1:
            raise Rejected(
                _("{side} games {value}: in an unfinished rubber a side has 0 or 1").format(
                    side=side, value=value
                ),
                field=f"--{side.lower()}-games",
                rule="BR-S11",
            )
        games[side] = value
    answer = {side: games[side] >= 1 for side in SIDES}
    who = [s for s in SIDES if answer[s]]
    verdict = (
        _("both vulnerable")
        if len(who) == 2
        else _("{side} vulnerable").format(side=who[0])
        if who
        else _("nobody vulnerable")
    )
    return Verdict(
        verdict,
        answer,
        "BR-S10",
        _(
            "A side that has won one game of the rubber is vulnerable; at the start of a "
            "rubber nobody is. Games: NS {ns}, EW {ew}."
        ).format(ns=games["NS"], ew=games["EW"]),
        ("BR-S10",),
    )


def _session_partscore(inputs: Mapping[str, Any]) -> tuple[int, str, str]:
    """The partscore to complete and the sentence that says where it came from: ``--below``
    as given (no sentence), else the open session's (``inputs["session"]``: its name and
    the points below the line per side) for ``--side`` or the one side that has one."""
    session = inputs.get("session")
    if not isinstance(session, Mapping):
        if inputs.get("side") is not None and "below" not in inputs:
            raise Rejected(
                _("--side reads the current session's partscore, and no bridge session is open"),
                field="--side",
                hint=_("give the partscore with --below"),
            )
        return read_int(inputs.get("below", 0), "--below", low=None), "", ""
    if "below" in inputs:
        return read_int(inputs["below"], "--below", low=None), "", ""
    below = {side: int(session.get("below", {}).get(side, 0)) for side in ("NS", "EW")}
    if inputs.get("side") is not None:
        side = str(inputs["side"]).strip().upper()
        if side not in below:
            raise Rejected(
                _("'{side}' is not a side; sides are NS, EW").format(side=inputs["side"]),
                field="--side",
            )
    else:
        holding = [s for s in below if below[s]]
        if len(holding) > 1:
            raise Rejected(
                _(
                    "in session {name} both sides have a partscore (NS {ns}, EW {ew}): "
                    "give --side NS or --side EW"
                ).format(name=session["name"], ns=below["NS"], ew=below["EW"]),
                field="--side",
                rule="BR-S8",
            )
        side = holding[0] if holding else ""
    if not side:
        said = _("From session {name}: nobody has a partscore below the line.")
        return 0, said.format(name=session["name"]) + " ", ""
    said = _("From session {name}: {side} has {below} below the line.")
    said = said.format(name=session["name"], side=side, below=below[side])
    return below[side], said + " ", side


SEED_GAME = 100
"""BR-S8 in the seed's words: a game is 100 below the line."""


def game_needed(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    below, source, side = _session_partscore(inputs)
    threshold = int(ctx.options.get("game_threshold", 100))
    if not 0 <= below < threshold:
        raise Rejected(
            _("a partscore of {below} is not below the game threshold {threshold}").format(
                below=below, threshold=threshold
            ),
            field="--below",
            rule="BR-S8",
        )
    needed = threshold - below
    minimum: dict[str, str] = {}
    for strain in STRAINS:
        for level in range(1, 8):
            if trick_score(Contract(level, strain)) >= needed:
                minimum[strain] = f"{level}{strain}"
                break
    answer: dict[str, Any] = {"needed": needed, "minimum": minimum}
    if source:
        answer["session"] = inputs["session"]["name"]
        answer["side"] = side or None
        answer["below"] = below
    verdict = _("{needed} more needed").format(needed=needed)
    why = _(
        "A game is {threshold} below the line in the current game; with {below} on, "
        "{needed} more completes it (BR-S8). Cheapest undoubled contracts: {contracts} (BR-S1)."
    ).format(threshold=threshold, below=below, needed=needed, contracts=", ".join(minimum.values()))
    note = (
        ""
        if threshold == SEED_GAME
        else " "
        + _(
            "That is the table's option game_threshold = {value}; the seed's words: a game is "
            "{seed} below the line."
        ).format(value=threshold, seed=SEED_GAME)
    )
    if inputs.get("contract"):
        contract = parse_contract(
            inputs["contract"], field="--contract", languages=reading(CARD_LANGUAGES, ctx.language)
        )
        points = trick_score(contract)
        answer["contract"] = str(contract)
        answer["trick_score"] = points
        answer["enough"] = points >= needed
        enough = points >= needed
        verdict = (_("{contract} is enough") if enough else _("{contract} is not enough")).format(
            contract=contract
        )
        why = (
            (
                _(
                    "{contract} scores {points} below the line (BR-S1); with {below} on that "
                    "makes {total}, a game (BR-S8)."
                )
                if enough
                else _(
                    "{contract} scores {points} below the line (BR-S1); with {below} on that "
                    "makes {total}, still a partscore (BR-S8)."
                )
            ).format(contract=contract, points=points, below=below, total=below + points)
            + " "
            + why
        )
    return Verdict(verdict, answer, "BR-S8", source + why + note, ("BR-S8", "BR-S1"))


def honors(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    contract = parse_contract(
        inputs.get("contract", ""),
        field="CONTRACT",
        languages=reading(CARD_LANGUAGES, ctx.language),
    )
    raw = inputs.get("points")
    points = read_int(raw, "--points", low=None) if raw is not None else 0
    answer: dict[str, Any] = {"possible": True, "points": points}
    if points not in (100, 150):
        answer["possible"] = False
        why = _(
            "Honors are worth 100 (four trump honors in one hand) or 150 (all five, or "
            "four aces at no trump)."
        )
    elif contract.strain == "NT" and points == 100:
        answer["possible"] = False
        why = _("At no trump only four aces in one hand count, for 150; there is no 100 claim.")
    elif not ctx.options.get("honors", True):
        answer["possible"] = False
        why = (
            _("This ruleset does not score honors (honors = false).")
            + " "
            + _(
                "The seed's words score them: 4 or 5 trump honors in one hand, or four aces at "
                "no trump."
            )
        )
    else:
        what = (
            _("four aces in one hand")
            if contract.strain == "NT"
            else _("all five trump honors in one hand")
            if points == 150
            else _("four of the five trump honors (A K Q J 10 of {strain}) in one hand").format(
                strain=contract.strain
            )
        )
        why = _(
            "{points} for {what}, to that hand's side whether the contract makes or not; "
            "not doubled, and one claim per deal."
        ).format(points=points, what=what)
    return Verdict(
        _("possible") if answer["possible"] else _("impossible"),
        answer,
        "BR-S6",
        why,
        ("BR-S6",),
    )


QUESTIONS = {
    "auction": Question(
        "auction",
        N_("final contract and declarer, or the first illegal call"),
        (
            Field("dealer", help=N_("dealer seat N E S W")),
            Field("calls", "rest", help=N_('the calls from the dealer, e.g. "1C 1H P P P"')),
        ),
        auction,
        'scorekeep judge bridge auction --dealer N "1C 1H 1S 2D P 3H P P P"',
    ),
    "score": Question(
        "score",
        N_("what a deal scores, item by item"),
        (
            Field("contract", "positional", help=N_("contract, e.g. 4HX")),
            Field("tricks", help=N_("tricks taken by declarer's side")),
            Field("result", help=N_("+N, -N or =")),
            Field("vul", "flag", help=N_("declaring side is vulnerable")),
            Field("honors", help=N_("honors claim SIDE:100|150")),
            Field("by", help=N_("declarer seat, to place an honors claim")),
        ),
        score,
        "scorekeep judge bridge score 4HX --vul --tricks 8",
    ),
    "vulnerable": Question(
        "vulnerable",
        N_("who is vulnerable, from the games each side has won"),
        (
            Field("ns_games", help=N_("games NS has won in this rubber (0 or 1)")),
            Field("ew_games", help=N_("games EW has won in this rubber (0 or 1)")),
        ),
        vulnerable,
        "scorekeep judge bridge vulnerable --ns-games 1 --ew-games 0",
    ),
    "game-needed": Question(
        "game-needed",
        N_("what completes a game from the current partscore"),
        (
            Field(
                "below",
                help=N_(
                    "points below the line in the current game (default: the current session's)"
                ),
            ),
            Field("side", help=N_("NS or EW: whose partscore in the current session")),
            Field("contract", "positional", help=N_("contract to test, e.g. 2H")),
        ),
        game_needed,
        "scorekeep judge bridge game-needed --below 60 2H",
    ),
    "honors": Question(
        "honors",
        N_("is this honors claim possible"),
        (
            Field("contract", "positional", help=N_("contract, e.g. 4S or 3NT")),
            Field("points", help=N_("claimed honors, 100 or 150")),
        ),
        honors,
        "scorekeep judge bridge honors 3NT --points 100",
    ),
    **bridge_play.QUESTIONS,
}
