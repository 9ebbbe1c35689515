"""What a Derda question is asked with, read the same from flags (strings) and from a
situation file (typed values): whole numbers of points (never negative, DERDA-R14), the two
players and the words they declared. The trump suit and cards are read as in Deberc
(:mod:`scorekeep.games.jass.judge_inputs`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Rejected
from scorekeep.core.inputs import read_int, read_names
from scorekeep.games.derda import entries as derda
from scorekeep.games.derda import words as derda_words
from scorekeep.games.jass.cards import LANGUAGES
from scorekeep.games.jass.entries import never_negative
from scorekeep.games.jass.judge_inputs import missing, suit_input
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def number_input(value: Any, field: str) -> int:
    """A whole number ≥ 0 (DERDA-R14), read as everywhere (:func:`read_int`)."""
    negative = _("{field} {number}: Derda points are never negative")
    return never_negative(read_int(value, field, low=None), negative, field, "DERDA-R14")


def _names(value: Any) -> list[str]:
    if missing(value):
        return []
    return read_names(value, "--players")


def declarations_input(value: Any, langs: Sequence[str] = LANGUAGES) -> dict[str, list[str]]:
    """Words as ``{P: [...]}`` (a situation file), ``["P=KH QH JH", ...]`` or the joined
    command line ``Ania=KH QH JH Bartek=10S 9S 8S 7S``."""
    if missing(value):
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


def match_name(name: str, names: Sequence[str]) -> str | None:
    wanted = name.strip().casefold()
    return next((n for n in names if n.casefold() == wanted), None)


def players_input(names: Sequence[str], *more: str | None, given: Any = None) -> list[str]:
    """The (at most two) players of a situation: from --players, the words and the
    dealer/claimant named."""
    players = list(dict.fromkeys(_names(given)))
    for name in [*names, *(m for m in more if m)]:
        if match_name(name, players) is None:
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
    return {(match_name(k, players) or k): v for k, v in decls.items()}


def player_named(name: Any, players: Sequence[str]) -> str | None:
    return None if missing(name) else match_name(str(name), players)


def words_input(
    inputs: Mapping[str, Any], *extra: Any, langs: Sequence[str] = LANGUAGES
) -> tuple[list[str], dict[str, derda_words.Declaration], str | None, str | None]:
    trump = None if missing(inputs.get("trump")) else suit_input(inputs.get("trump"), langs=langs)
    raw = declarations_input(inputs.get("words"), langs)
    dealer_text = None if missing(inputs.get("dealer")) else str(inputs["dealer"]).strip()
    players = players_input(
        list(raw), dealer_text, *(str(e).strip() for e in extra if e), given=inputs.get("players")
    )
    decls = derda_words.read_declarations(_canon(raw, players), players, trump, field="WORDS")
    return players, decls, player_named(dealer_text, players), trump
