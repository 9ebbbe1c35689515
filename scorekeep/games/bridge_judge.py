"""Bridge disputes settled by rule (BR-A1…A14, BR-S1…S16): auction, score, vulnerable,
game-needed, honors; card play (play, trick, revoke, BR-P1…P4) from ``bridge_play``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.core.cards import reading
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.core.inputs import read_flag, read_int
from scorekeep.games import bridge, bridge_play


def _seat(value: Any, field: str) -> str:
    seat = str(value).strip().upper()
    if seat not in bridge.SEATS:
        raise Rejected(f"'{value}' is not a seat; seats are N, E, S, W", field=field)
    return seat


def auction(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    dealer = _seat(inputs.get("dealer", ctx.options.get("first_dealer", "N")), "--dealer")
    nt = ctx.options.get("nt_alias", ("N", "NT", "BA"))
    calls = bridge.calls_written(
        bridge.split_calls(inputs.get("calls", ""), "CALLS"), nt, reading("bridge", ctx.language)
    )
    if not calls:
        raise Rejected('give the calls from the dealer, e.g. "1C 1H P P P"', field="CALLS")
    result = bridge.judge_auction(dealer, calls, nt)
    if result.status == "complete":
        assert result.contract is not None and result.declarer is not None
        strain = result.contract.strain
        last_bidder = bridge.seat_after(
            dealer,
            max(i for i, c in enumerate(calls) if (p := bridge.parse_call(c)) and p.kind == "bid"),
        )
        why = (
            f"The auction ends with three passes after {result.contract} (BR-A9, BR-A12). "
            f"{result.declarer} first named {strain} for {bridge.side_of(result.declarer)} at "
            f"call {(result.first_named_at or 0) + 1}"
        )
        why += (
            ""
            if last_bidder == result.declarer
            else f", so {result.declarer} is declarer although {last_bidder} made the last bid"
        )
        why += (
            f"; dummy {bridge.seat_after(result.declarer, 2)}, opening lead from "
            f"{bridge.seat_after(result.declarer)}."
        )
        return Verdict(
            f"{result.contract} by {result.declarer}",
            result.answer(),
            "BR-A13",
            why,
            ("BR-A9", "BR-A12", "BR-A13"),
        )
    if result.status == "passed_out":
        return Verdict(
            "passed out",
            result.answer(),
            "BR-A10",
            "All four players passed at their first turn: no contract, no score, "
            "the deal passes to the next dealer.",
            ("BR-A10", "BR-S15"),
        )
    if result.status == "incomplete":
        return Verdict(
            "incomplete",
            result.answer(),
            "BR-A14",
            f"The auction has not ended; {result.next_seat} is to call. Legal now: "
            f"{', '.join(result.legal_calls)}.",
            ("BR-A14", "BR-A9"),
        )
    index = result.illegal_at or 0
    alternatives = (
        f" Legal at that point: {', '.join(result.legal_calls)}." if result.legal_calls else ""
    )
    return Verdict(
        "illegal",
        result.answer(),
        result.rule,
        f"Call {index + 1} ('{calls[index]}' by {result.next_seat}) is illegal: "
        f"{result.reason}.{alternatives}",
        (result.rule,),
    )


def _item_text(item: Any, honors_side: str) -> str:
    """One scored item; honors name the side holding them, which may be the defenders."""
    if item.rule == "BR-S6" and honors_side:
        to = f" to {honors_side}"
    else:
        to = " to the defenders" if item.to == "defenders" else ""
    return f"{item.label} {item.points}{' below' if item.below else ' above'}{to} ({item.rule})"


def score(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    contract = bridge.parse_contract(
        inputs.get("contract", ""), field="CONTRACT", languages=reading("bridge", ctx.language)
    )
    if "tricks" in inputs:
        tricks = read_int(inputs["tricks"], "--tricks", high=13, rule="BR-S7")
    elif "result" in inputs:
        tricks = bridge.result_to_tricks(str(inputs["result"]), contract)
    else:
        raise Rejected("how many tricks? add --tricks N or --result +1|-2|=", field="--tricks")
    vulnerable = read_flag(inputs.get("vul"), "--vul")
    honors_points = 0
    honors_to = "declarer"
    side = ""
    if inputs.get("honors"):
        side, honors_points = bridge.parse_honors(inputs["honors"])
        if contract.strain == "NT" and honors_points != 150:
            raise Rejected(
                "at no trump only four aces in one hand count, for 150",
                field="--honors",
                rule="BR-S6",
            )
        declarer = str(inputs.get("by", "NS")).upper()
        declarer_side = bridge.side_of(declarer) if declarer in bridge.SEATS else declarer
        honors_to = "declarer" if side == declarer_side else "defenders"
    result = bridge.score_deal(contract, tricks, vulnerable, honors_points, honors_to)
    answer = {
        "below": result.below,
        "above": result.above,
        "defenders_above": result.defenders_above,
        "honors": result.honors,
    }
    items = "; ".join(_item_text(i, side) for i in result.items)
    made = tricks >= contract.tricks_needed
    verdict = (
        f"made: {result.below} below, {result.above} above"
        if made
        else f"down {contract.tricks_needed - tricks}: defenders {result.defenders_above}"
    )
    rules = tuple(dict.fromkeys(i.rule for i in result.items))
    return Verdict(
        verdict,
        answer,
        rules[0] if rules else "BR-S7",
        f"{contract} {'vulnerable' if vulnerable else 'not vulnerable'}, {tricks} tricks: {items}.",
        rules,
    )


def vulnerable(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    games = {}
    for side in bridge.SIDES:
        raw = inputs.get(f"{side.lower()}_games", 0)
        value = read_int(raw, f"--{side.lower()}-games", low=None)
        if not 0 <= value <= 1:
            raise Rejected(
                f"{side} games {value}: in an unfinished rubber a side has 0 or 1",
                field=f"--{side.lower()}-games",
                rule="BR-S11",
            )
        games[side] = value
    answer = {side: games[side] >= 1 for side in bridge.SIDES}
    who = [s for s in bridge.SIDES if answer[s]]
    verdict = (
        "both vulnerable"
        if len(who) == 2
        else f"{who[0]} vulnerable"
        if who
        else "nobody vulnerable"
    )
    return Verdict(
        verdict,
        answer,
        "BR-S10",
        "A side that has won one game of the rubber is vulnerable; at the start of a "
        f"rubber nobody is. Games: NS {games['NS']}, EW {games['EW']}.",
        ("BR-S10",),
    )


def game_needed(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    below = read_int(inputs.get("below", 0), "--below", low=None)
    threshold = int(ctx.options.get("game_threshold", 100))
    if not 0 <= below < threshold:
        raise Rejected(
            f"a partscore of {below} is not below the game threshold {threshold}",
            field="--below",
            rule="BR-S8",
        )
    needed = threshold - below
    minimum: dict[str, str] = {}
    for strain in bridge.STRAINS:
        for level in range(1, 8):
            if bridge.trick_score(bridge.Contract(level, strain)) >= needed:
                minimum[strain] = f"{level}{strain}"
                break
    answer: dict[str, Any] = {"needed": needed, "minimum": minimum}
    verdict = f"{needed} more needed"
    why = (
        f"A game is {threshold} below the line in the current game; with {below} on, "
        f"{needed} more completes it (BR-S8). Cheapest undoubled contracts: "
        + ", ".join(minimum.values())
        + " (BR-S1)."
    )
    if inputs.get("contract"):
        contract = bridge.parse_contract(
            inputs["contract"], field="--contract", languages=reading("bridge", ctx.language)
        )
        points = bridge.trick_score(contract)
        answer["contract"] = str(contract)
        answer["trick_score"] = points
        answer["enough"] = points >= needed
        verdict = f"{contract} is {'enough' if points >= needed else 'not enough'}"
        why = (
            f"{contract} scores {points} below the line (BR-S1); with {below} on that makes "
            f"{below + points}, {'a game' if points >= needed else 'still a partscore'} "
            f"(BR-S8). " + why
        )
    return Verdict(verdict, answer, "BR-S8", why, ("BR-S8", "BR-S1"))


def honors(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    contract = bridge.parse_contract(
        inputs.get("contract", ""), field="CONTRACT", languages=reading("bridge", ctx.language)
    )
    raw = inputs.get("points")
    points = read_int(raw, "--points", low=None) if raw is not None else 0
    answer: dict[str, Any] = {"possible": True, "points": points}
    if points not in (100, 150):
        answer["possible"] = False
        why = (
            "Honors are worth 100 (four trump honors in one hand) or 150 (all five, or "
            "four aces at no trump)."
        )
    elif contract.strain == "NT" and points == 100:
        answer["possible"] = False
        why = "At no trump only four aces in one hand count, for 150; there is no 100 claim."
    elif not ctx.options.get("honors", True):
        answer["possible"] = False
        why = "This ruleset does not score honors (honors = false)."
    else:
        what = (
            "four aces in one hand"
            if contract.strain == "NT"
            else "all five trump honors in one hand"
            if points == 150
            else f"four of the five trump honors (A K Q J 10 of {contract.strain}) in one hand"
        )
        why = (
            f"{points} for {what}, to that hand's side whether the contract makes or not; "
            "not doubled, and one claim per deal."
        )
    return Verdict(
        "possible" if answer["possible"] else "impossible", answer, "BR-S6", why, ("BR-S6",)
    )


QUESTIONS = {
    "auction": Question(
        "auction",
        "final contract and declarer, or the first illegal call",
        (
            Field("dealer", help="dealer seat N E S W"),
            Field("calls", "rest", help='the calls from the dealer, e.g. "1C 1H P P P"'),
        ),
        auction,
        'scorekeep judge bridge auction --dealer N "1C 1H 1S 2D P 3H P P P"',
    ),
    "score": Question(
        "score",
        "what a deal scores, item by item",
        (
            Field("contract", "positional", help="contract, e.g. 4HX"),
            Field("tricks", help="tricks taken by declarer's side"),
            Field("result", help="+N, -N or ="),
            Field("vul", "flag", help="declaring side is vulnerable"),
            Field("honors", help="honors claim SIDE:100|150"),
            Field("by", help="declarer seat, to place an honors claim"),
        ),
        score,
        "scorekeep judge bridge score 4HX --vul --tricks 8",
    ),
    "vulnerable": Question(
        "vulnerable",
        "who is vulnerable, from the games each side has won",
        (
            Field("ns_games", help="games NS has won in this rubber (0 or 1)"),
            Field("ew_games", help="games EW has won in this rubber (0 or 1)"),
        ),
        vulnerable,
        "scorekeep judge bridge vulnerable --ns-games 1 --ew-games 0",
    ),
    "game-needed": Question(
        "game-needed",
        "what completes a game from the current partscore",
        (
            Field("below", help="points below the line in the current game"),
            Field("contract", "positional", help="contract to test, e.g. 2H"),
        ),
        game_needed,
        "scorekeep judge bridge game-needed --below 60 2H",
    ),
    "honors": Question(
        "honors",
        "is this honors claim possible",
        (
            Field("contract", "positional", help="contract, e.g. 4S or 3NT"),
            Field("points", help="claimed honors, 100 or 150"),
        ),
        honors,
        "scorekeep judge bridge honors 3NT --points 100",
    ),
    **bridge_play.QUESTIONS,
}
