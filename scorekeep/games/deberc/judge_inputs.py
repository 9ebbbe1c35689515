"""What a Deberc question is asked with, read the same from flags and from a situation
file: the seating (players clockwise, teams for 2 v 2, DEBERC-R14), the dealer and numbers
given per player or side. The trump suit and cards are read as in Derda
(:mod:`scorekeep.games.jass.judge_inputs`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Ambiguous, Rejected
from scorekeep.core.game import Context, Table, parse_teams
from scorekeep.core.inputs import read_int, read_names
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def player_named(name: Any, table: Table, field: str) -> str:
    from scorekeep.core.game import resolve_name

    try:
        return resolve_name(str(name), table.players, field, "player")
    except Ambiguous as error:
        raise Rejected(error.message, field=field) from None


def table_input(inputs: Mapping[str, Any], fallback: Sequence[str] = ()) -> Table:
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


def dealer_input(inputs: Mapping[str, Any], table: Table, ctx: Context) -> str:
    """The dealer as given; else the ruleset's first dealer; else the last seat, so that the
    players as listed are "first from the dealer" onwards."""
    raw = inputs.get("dealer") or ctx.options.get("first_dealer") or ""
    if raw:
        return player_named(raw, table, "--dealer")
    return table.players[-1]


def pairs_input(raw: Any, field: str) -> dict[str, Any]:
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


def side_numbers(inputs: Mapping[str, Any], key: str, asked: str) -> tuple[Table, dict[str, int]]:
    """The seating and a number for every side, given as ``--KEY PLAYER=N`` pairs; ``asked``
    says what to give when none is."""
    field = "--" + key
    raw = pairs_input(inputs.get(key), field)
    if not raw:
        raise Rejected(asked, field=field)
    table = table_input(inputs, list(raw))
    return table, per_side(raw, table, field)


def per_side(raw: Mapping[str, Any], table: Table, field: str) -> dict[str, int]:
    """Numbers keyed by side; with teams a player's number counts for his team."""
    out = dict.fromkeys(table.sides, 0)
    seen: set[str] = set()
    for key, value in raw.items():
        side = next((s for s in table.sides if s.casefold() == key.casefold()), None)
        if side is None:
            side = table.side_of(player_named(key, table, field))
        number = read_int(value, field, low=None)
        if side in seen and not table.teams:
            raise Rejected(_("{side} is given twice").format(side=side), field=field)
        seen.add(side)
        out[side] += number
    missing = [s for s in table.sides if s not in seen]
    if missing:
        raise Rejected(_("no number for {sides}").format(sides=", ".join(missing)), field=field)
    return out
