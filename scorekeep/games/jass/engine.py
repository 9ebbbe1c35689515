"""What the engines of Derda and Deberc do alike: the dealer is written into each entry as a
fact (DERDA-D1, DEBERC-P5), a hand that is dealt again scores nothing and may come twice
running, and a hand's line ends with what a table of another language wrote, as it was
read. The judge's questions are loaded when a dispute is asked, not when a hand is
recorded."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.game import Context, EngineBase, Outcome, Question, Table
from scorekeep.games.jass.cards import read_back

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from scorekeep.core.ruleset import Ruleset


class JassEngine(EngineBase):
    writes_facts = True
    judge = ""
    """The module exporting the game's ``QUESTIONS`` (every jass engine names it)."""

    @property
    def questions(self) -> Mapping[str, Question]:
        import importlib

        questions: Mapping[str, Question] = importlib.import_module(self.judge).QUESTIONS
        return questions

    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        """``new``'s players and teams as the game seats them (:meth:`seated`), with the
        ruleset's ``first_dealer``, when set, one of them (:meth:`check_first_dealer`)."""
        table = self.seated(players, teams)
        first = options.get("first_dealer", "")
        if first:
            self.check_first_dealer(first, table)
        return table

    def seated(self, players: Sequence[str], teams: Sequence[str]) -> Table:
        """The table, or a refusal naming ``--players`` or ``--teams`` (every jass engine
        says how it seats)."""
        raise NotImplementedError

    def check_first_dealer(self, first: Any, table: Table) -> None:
        """Refuse a ``first_dealer`` that is none of the players (every jass engine says
        how, under its rule of the deal)."""
        raise NotImplementedError

    def facts(
        self, state: Any, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt: the table's word, else the dealer already recorded, else the rotation;
        so a later correction of another hand never moves it."""
        return {**entry, "dealer": entry.get("dealer") or known.get("dealer") or state.dealer}

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        """An annulled hand or a redeal (Derda's dwa razy or double pass, Deberc's four
        sevens or all passed) may well come twice running."""
        return "annulled" in entry

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        return self.hand_line(entry, outcome) + read_back(entry, ctx.language)

    def hand_line(self, entry: Mapping[str, Any], outcome: Outcome | None) -> str:
        """The hand's line in the game's own words (every jass engine says it)."""
        raise NotImplementedError
