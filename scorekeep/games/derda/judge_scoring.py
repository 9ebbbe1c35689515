"""What a Derda hand scores (DERDA-R2…R5, R13, C1, T1, T2): whose words (sequences and
belo) count, whether a "dość" claim was right, and how a number is written in tally
marks."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, Verdict
from scorekeep.games.derda import entries as derda
from scorekeep.games.derda import tally as derda_tally
from scorekeep.games.derda import words as derda_words
from scorekeep.games.derda.hands import check_card_maximum
from scorekeep.games.derda.judge_inputs import number_input, player_named, words_input
from scorekeep.games.jass.judge_inputs import langs_of, missing
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# --------------------------------------------------------------------------- Q3, Q5


def words_question(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    players, decls, dealer, _trump = words_input(inputs, langs=langs_of(ctx))
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
    if missing(inputs.get("by")):
        raise Rejected(_("who said dość? add --by P"), field="--by")
    by_text = str(inputs["by"]).strip()
    players, decls, dealer, _trump = words_input(inputs, by_text, langs=langs_of(ctx))
    by = player_named(by_text, players) or by_text
    if missing(inputs.get("total")):
        raise Rejected(
            _("give the claimant's total before the hand with --total N"), field="--total"
        )
    if missing(inputs.get("cards")):
        raise Rejected(
            _("give the card points in the claimant's tricks with --cards N"), field="--cards"
        )
    total = number_input(inputs.get("total"), "--total")
    cards = number_input(inputs.get("cards"), "--cards")
    target = int(ctx.options.get("target", 500))
    if total >= target:
        raise Rejected(
            _("with {total} before the hand the game (to {target}) was already over").format(
                total=total, target=target
            ),
            field="--total",
            rule="DERDA-R11",
        )
    check_card_maximum(cards, derda.card_maximum(ctx.ruleset, ctx.options), "--cards")
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


# --------------------------------------------------------------------------- tally


def tally(inputs: Mapping[str, Any], ctx: Context) -> Verdict:
    if missing(inputs.get("number")):
        raise Rejected(
            _("give the number to write, e.g. scorekeep judge derda tally 505"), field="N"
        )
    number = number_input(inputs["number"], "N")
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
