"""Table disputes of Chicago and duplicate bridge (bridge.md §6-7): a Chicago deal's dealer and
vulnerability, a board's, IMPs for a difference, matchpoints on a traveller, and the duplicate
score of a deal. Every bridge form answers them, so `judge bridge imps 190` works anywhere."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.cards import reading
from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Field, Question, Verdict
from scorekeep.core.inputs import read_int
from scorekeep.games.bridge import CARD_LANGUAGES
from scorekeep.games.bridge import judge as bridge_judge
from scorekeep.games.bridge.chicago import round_deal
from scorekeep.games.bridge.contract import (
    board_bonus,
    duplicate_score,
    parse_contract,
    result_to_tricks,
    settlement_words,
    signed_score,
)
from scorekeep.games.bridge.duplicate import board as board_of
from scorekeep.games.bridge.duplicate import board_number, imps, matchpoints, percentage
from scorekeep.games.bridge.seats import SEATS, SIDES
from scorekeep.i18n import N_, _, ngettext

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


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    return str(value).strip().lower() in ("1", "true", "yes", "y", "on")


def _vul_words(vulnerable: Mapping[str, bool]) -> str:
    who = [s for s in SIDES if vulnerable[s]]
    if len(who) == 2:
        return _("both vulnerable")
    return _("{side} vulnerable").format(side=who[0]) if who else _("nobody")


def _whole(value: Any, field: str) -> int:
    text = str(value).strip().replace("−", "-")
    try:
        return int(text)
    except ValueError:
        raise Rejected(
            _("'{value}' is not a whole number of points").format(value=value), field=field
        ) from None


def chicago_deal(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    number = read_int(inputs.get("deal", ""), "--deal", low=1)
    if not 1 <= number <= 4:
        raise Rejected(
            _("deal {n}: a Chicago round has deals 1 to 4").format(n=number),
            field="--deal",
            rule="BR-C1",
        )
    first = _seat(
        inputs.get("first_dealer", ctx.options.get("first_dealer", "N")), "--first-dealer"
    )
    swap = _flag(inputs.get("swap", ctx.options.get("chicago_vul_swap", False)))
    answer = round_deal(first, number, swap)
    schedule = (
        _("deal 1 nobody, deals 2 and 3 the non-dealer's side, deal 4 both")
        if swap
        else _("deal 1 nobody, deals 2 and 3 the dealer's side, deal 4 both")
    )
    return Verdict(
        _("dealer {dealer}, {vulnerable}").format(
            dealer=answer["dealer"], vulnerable=_vul_words(answer["vulnerable"])
        ),
        answer,
        "BR-C2",
        _(
            "With {first} dealing deal 1 the deal passes clockwise (BR-C1), so {dealer} deals "
            "deal {n}; vulnerability goes by the deal's number: {schedule} (BR-C2)."
        ).format(first=first, dealer=answer["dealer"], n=number, schedule=schedule),
        ("BR-C2", "BR-C1"),
    )


def board(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    number = board_number(inputs.get("number", ""), "N")
    answer = board_of(number)
    same = (number - 1) % 16 + 1
    return Verdict(
        _("board {n}: dealer {dealer}, {vulnerable}").format(
            n=number, dealer=answer["dealer"], vulnerable=_vul_words(answer["vulnerable"])
        ),
        answer,
        "BR-D2",
        _("Dealer and vulnerability follow the board number in a cycle of 16")
        + (
            " " + _("(board {n} is as board {same})").format(n=number, same=same)
            if same != number
            else ""
        )
        + _(": dealer {dealer}, vulnerability {vulnerability}.").format(
            dealer=answer["dealer"], vulnerability=answer["vulnerability"]
        ),
        ("BR-D2",),
    )


def imps_question(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    difference = _whole(inputs.get("difference", ""), "DIFF")
    result = imps(difference)
    answer = {"difference": difference, "imps": result}
    side = _("the side that scored more") if difference > 0 else _("the other side")
    return Verdict(
        ngettext("{n} IMP", "{n} IMPs", abs(result)).format(n=abs(result)),
        answer,
        "BR-D3",
        _("A difference of {points} points is {n} IMPs on the Law 78B scale").format(
            points=abs(difference), n=abs(result)
        )
        + (_(", to {side}.").format(side=side) if result else "."),
        ("BR-D3",),
    )


def matchpoints_question(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    raw = inputs.get("scores", "")
    words = raw if isinstance(raw, list) else str(raw).replace(",", " ").split()
    scores = [_whole(w, "SCORE") for w in words]
    if len(scores) < 2:
        raise Rejected(
            _("matchpoints compare scores: give the board's score at two or more tables"),
            field="SCORE",
            rule="BR-D4",
        )
    points = matchpoints(scores)
    top = 2 * (len(scores) - 1)
    answer = {
        "scores": scores,
        "matchpoints": points,
        "top": top,
        "percentages": [percentage(p, top) for p in points],
    }
    listing = ", ".join(f"{s:+d} → {p}" for s, p in zip(scores, points, strict=True))
    return Verdict(
        _("top {top}: {points}").format(top=top, points=" ".join(str(p) for p in points)),
        answer,
        "BR-D4",
        _(
            "Each score earns 2 for every lower and 1 for every equal score at the other "
            "tables, out of a top of {top}: {listing}."
        ).format(top=top, listing=listing),
        ("BR-D4",),
    )


def vp_question(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """BR-T1…T3: a match's margin (or a Swiss pairs round's percentage) in victory points."""
    from scorekeep.games.bridge import vp

    given = inputs.get("scale")
    scale = vp.scale_of(ctx.options, None if given is None else str(given))
    text = str(inputs.get("imps", "")).strip().replace("−", "-")
    if scale.kind == "mp":
        try:
            percent = float(text.rstrip("%"))
        except ValueError:
            percent = -1.0
        if not 0 <= percent <= 100:
            raise Rejected(
                _("'{value}' is not a matchpoint percentage from 0 to 100").format(value=text),
                field="PERCENT",
                rule="BR-T3",
            )
        win, lose = vp.mp_hundredths(percent, scale)
        figure = f"{percent:g}%"
        rule = "BR-T3"
    else:
        margin = _whole(text, "IMPS")
        if "boards" not in inputs and "boards_per_match" not in ctx.options:
            raise Rejected(
                _("over how many boards? add --boards N"), field="--boards", rule="BR-T1"
            )
        boards = read_int(
            inputs.get("boards", ctx.options.get("boards_per_match", "")), "--boards", low=1
        )
        win, lose = vp.hundredths(margin, boards, scale)
        figure = ngettext(
            "{n} IMP over {boards} boards", "{n} IMPs over {boards} boards", abs(margin)
        ).format(n=margin, boards=boards)
        rule = {"wbf": "BR-T1", "wbf-discrete": "BR-T2"}.get(scale.kind, "BR-T3")
    answer = {
        "scale": scale.kind,
        "scale_name": scale.title,
        "victory_points": [win / 100, lose / 100],
    }
    return Verdict(
        f"{vp.shown(win)} – {vp.shown(lose)}",
        answer,
        rule,
        _("{figure} on the {scale}: {win} to {lose} victory points.").format(
            figure=figure, scale=scale.title, win=vp.shown(win), lose=vp.shown(lose)
        ),
        (rule,),
    )


def score(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    """The rubber question, and with ``--duplicate`` the deal's board score (BR-D1)."""
    verdict = bridge_judge.score(inputs, ctx)
    if not _flag(inputs.get("duplicate", False)):
        return verdict
    if inputs.get("honors"):
        raise Rejected(_("duplicate scores no honors"), field="--honors", rule="BR-D1")
    contract = parse_contract(
        inputs.get("contract", ""),
        field="CONTRACT",
        languages=reading(CARD_LANGUAGES, ctx.language),
    )
    if "tricks" in inputs:
        tricks = read_int(inputs["tricks"], "--tricks", high=13, rule="BR-S7")
    else:
        tricks = result_to_tricks(str(inputs.get("result", "")), contract)
    vulnerable = _flag(inputs.get("vul", False))
    board_score = signed_score(duplicate_score(contract, tricks, vulnerable))
    answer = {**verdict.answer, "duplicate": board_score}
    extra = board_bonus(contract, vulnerable)
    bonus = (
        "; "
        + _("duplicate adds the {bonus} {points}").format(
            bonus=settlement_words(extra.label), points=extra.points
        )
        if tricks >= contract.tricks_needed
        else ""
    )
    return Verdict(
        _("duplicate {score}").format(score=f"{board_score:+d}"),
        answer,
        "BR-D1",
        f"{verdict.explanation.rstrip('.')}{bonus}: "
        + _("{score} for the declaring side.").format(score=f"{board_score:+d}"),
        ("BR-D1", *verdict.rules),
    )


_SCORE = bridge_judge.QUESTIONS["score"]
QUESTIONS = {
    "score": _SCORE._replace(
        inputs=(
            *_SCORE.inputs,
            Field("duplicate", "flag", help=N_("also the duplicate board score")),
        ),
        answer=score,
        example="scorekeep judge bridge score 4H --vul --tricks 10 --duplicate",
    ),
    "chicago-deal": Question(
        "chicago-deal",
        N_("dealer and vulnerability of deal 1-4 of a Chicago round"),
        (
            Field("deal", help=N_("deal number in the round, 1-4")),
            Field("first_dealer", help=N_("who dealt deal 1 (default N)")),
            Field("swap", "flag", help=N_("deals 2-3 vulnerable for the non-dealer's side")),
        ),
        chicago_deal,
        "scorekeep judge bridge chicago-deal --deal 2",
    ),
    "board": Question(
        "board",
        N_("dealer and vulnerability of a duplicate board"),
        (Field("number", "positional", help=N_("board number")),),
        board,
        "scorekeep judge bridge board 7",
    ),
    "imps": Question(
        "imps",
        N_("IMPs for a difference of points (Law 78B)"),
        (Field("difference", "positional", help=N_("point difference, e.g. 190")),),
        imps_question,
        "scorekeep judge bridge imps 190",
    ),
    "matchpoints": Question(
        "matchpoints",
        N_("matchpoints of each score on a traveller"),
        (Field("scores", "rest", help=N_("the board's NS scores, e.g. 420 450 -50")),),
        matchpoints_question,
        "scorekeep judge bridge matchpoints 420 450 420 -50",
    ),
    "vp": Question(
        "vp",
        N_("victory points for a match's IMP margin (or a pairs round's percentage)"),
        (
            Field("imps", "positional", help=N_("IMP margin, e.g. 12 (mp scale: a percentage)")),
            Field("boards", help=N_("boards in the match")),
            Field("scale", help=N_("wbf (default), wbf-discrete, table (the ruleset's) or mp")),
        ),
        vp_question,
        "scorekeep judge bridge vp 12 --boards 16",
    ),
}
