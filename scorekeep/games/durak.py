"""Durak: the night's loss tally (DURAK-R20…R24), who deals and who leads the next game
(DURAK-R4, R5). Durak has no points and no winner, only a loser per game; a session counts
losses per player or per team, open-ended or to ``loss_target``.

Move-by-move rules live in :mod:`scorekeep.games.durak_round`, the ``judge`` questions in
:mod:`scorekeep.games.durak_judge`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from scorekeep.core.errors import Ambiguous, Rejected
from scorekeep.core.game import (
    Context,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    Team,
    parse_teams,
    resolve_name,
)
from scorekeep.core.inputs import player_names
from scorekeep.core.ruleset import Ruleset

RULE_IDS = frozenset(f"DURAK-R{i}" for i in range(1, 25))
OPTION_KEYS = frozenset(
    {
        "deck_size",
        "first_dealer",
        "hand_size",
        "who_throws",
        "table_ceiling",
        "first_ceiling",
        "throw_after_take",
        "cheating",
        "transfer",
        "later_first_attack",
        "loss_target",
        "teams",
        "epaulette_extra_loss",
        "play_on",
    }
)
ENTRY_KEYS = frozenset({"durak", "draw", "epaulettes", "note", "dealer"})
MAX_PLAYERS = {36: 6, 52: 8}


@dataclass(frozen=True, slots=True)
class Tally:
    """The session so far; per-side tuples follow ``Table.sides``."""

    games: int = 0
    draws: int = 0
    losses: tuple[int, ...] = ()
    epaulettes: tuple[int, ...] = ()
    draws_by: tuple[int, ...] = ()
    streaks: tuple[int, ...] = ()
    dealer: str = ""
    last_durak: str | None = None
    loser: str | None = None
    closed: bool = False


def _bump(values: tuple[int, ...], index: int, by: int = 1) -> tuple[int, ...]:
    return (*values[:index], values[index] + by, *values[index + 1 :])


class GameDetail(NamedTuple):
    """One recorded game for the sheet: who dealt, and the durak or the drawn players."""

    dealer: str
    draw: tuple[str, ...] = ()
    durak: str | None = None
    side: str | None = None
    epaulettes: bool = False


def _drawn(raw_draw: Any, epaulettes: bool, ctx: Context) -> tuple[str, ...]:
    """DURAK-R17/R23: the players of a drawn game, in seating order: two or more, of
    different teams, and no epaulettes."""
    if not isinstance(raw_draw, list) or not all(isinstance(n, str) for n in raw_draw):
        raise Rejected(
            f"draw must be a list of players, not {raw_draw!r}",
            field="--draw",
            rule="DURAK-R17",
        )
    names = tuple(dict.fromkeys(_player(ctx, n, "--draw") for n in raw_draw))
    if len(names) < 2:
        raise Rejected(
            f"a draw needs at least 2 different players, not {', '.join(raw_draw) or 'none'}",
            field="--draw",
            rule="DURAK-R17",
        )
    if epaulettes:
        raise Rejected(
            "epaulettes need a durak; a drawn game has none",
            field="--epaulettes",
            rule="DURAK-R21",
        )
    if ctx.table.teams and len({ctx.table.side_of(n) for n in names}) == 1:
        raise Rejected(
            f"{' and '.join(names)} are in the same team "
            f"({ctx.table.side_of(names[0])}); a draw is between teams",
            field="--draw",
            rule="DURAK-R23",
        )
    return tuple(p for p in ctx.table.players if p in names)


class Durak:
    name = "durak"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("durak", help="the player left holding cards (the fool)"),
        Field(
            "draw",
            "many",
            help="a drawn game: the players whose last cards went at the same moment, P,Q",
        ),
        Field("epaulettes", "flag", help="the durak was finished off with sixes (pogony)"),
        Field("note", help="free text kept with the game"),
    )

    # ----------------------------------------------------------------- table
    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        """Players in seat order (clockwise) and, optionally, teams that partition them.

        Teams come from ``--teams`` or from the ``teams`` option; given both, they must agree.
        The table's teams are written to the journal header, which replay reads.
        """
        names = player_names([p for p in players if p.strip()])
        if len(names) < 2:
            raise Rejected("Durak needs at least 2 players", field="--players", rule="DURAK-R3")
        deck_size = int(options.get("deck_size", 36))
        hand_size = int(options.get("hand_size", 6))
        limit = MAX_PLAYERS.get(deck_size, 6)
        if len(names) > limit or len(names) * hand_size > deck_size:
            raise Rejected(
                f"{len(names)} players are too many for the {deck_size}-card deck "
                f"({hand_size} cards each, at most {limit} players)",
                field="--players",
                rule="DURAK-R3",
            )
        if int(options.get("first_ceiling", 5)) > int(options.get("table_ceiling", 6)):
            raise Rejected(
                f"first_ceiling {options['first_ceiling']} is above table_ceiling "
                f"{options['table_ceiling']}",
                field="--set",
                rule="DURAK-R9",
            )
        dealer = str(options.get("first_dealer", "") or "")
        if dealer:
            resolve_name(dealer, names, "first_dealer", "player")
        table_teams = self._teams(teams, options.get("teams") or {}, names)
        return Table(names, table_teams)

    def _teams(
        self, words: Sequence[str], option: Mapping[str, Any], players: Sequence[str]
    ) -> tuple[Team, ...]:
        given = parse_teams(words, players) if words else ()
        configured = _option_teams(option, players, "teams") if option else ()
        if given and configured and _partition(given) != _partition(configured):
            raise Rejected(
                "--teams and the ruleset's teams option disagree; give one of them",
                field="--teams",
                rule="DURAK-R23",
            )
        chosen = given or configured
        if chosen:
            _check_partition(chosen, players, "--teams" if given else "teams")
        return chosen

    def sides_ok(self, ctx: Context) -> None:
        """A hand-edited header must keep the option and the [teams] table in agreement."""
        option = ctx.options.get("teams") or {}
        if not option:
            return
        configured = _option_teams(option, ctx.table.players, "teams")
        if _partition(configured) != _partition(ctx.table.teams):
            raise Rejected(
                "the journal's options.teams and its [teams] table disagree; keep "
                "the teams in [teams]",
                field="teams",
                rule="DURAK-R23",
            )

    # ----------------------------------------------------------------- entries
    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        if "durak" in fields:
            entry["durak"] = ctx.table.player(fields["durak"], "--durak")
        if "draw" in fields:
            words = [
                w.strip() for value in fields["draw"] for w in str(value).split(",") if w.strip()
            ]
            entry["draw"] = [ctx.table.player(w, "--draw") for w in words]
        if fields.get("epaulettes"):
            entry["epaulettes"] = True
        if fields.get("note"):
            entry["note"] = str(fields["note"])
        self._check_entry(entry, ctx)
        return entry

    def _check_entry(
        self, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[str | None, tuple[str, ...], bool]:
        """Validate one game record (DURAK-R17, R20…R23): (durak, drawn players, epaulettes)."""
        unknown = sorted(set(entry) - ENTRY_KEYS)
        if unknown:
            raise Rejected(
                f"unknown field '{unknown[0]}' in a Durak game (fields: durak, "
                "draw, epaulettes, note)",
                field=unknown[0],
            )
        if "durak" in entry and "draw" in entry:
            raise Rejected(
                "a game has either a durak or a draw, not both", field="--draw", rule="DURAK-R17"
            )
        if "durak" not in entry and "draw" not in entry:
            raise Rejected(
                "who is the durak? give --durak P (or --draw P,Q for a draw)",
                field="--durak",
                rule="DURAK-R17",
            )
        epaulettes = entry.get("epaulettes", False)
        if not isinstance(epaulettes, bool):
            raise Rejected(
                f"epaulettes must be true or false, not {epaulettes!r}",
                field="--epaulettes",
                rule="DURAK-R21",
            )
        note = entry.get("note", "")
        if not isinstance(note, str):
            raise Rejected(f"note must be text, not {note!r}", field="--note")
        if "durak" in entry:
            raw = entry["durak"]
            if not isinstance(raw, str):
                raise Rejected(
                    f"durak must be a player's name, not {raw!r}", field="--durak", rule="DURAK-R17"
                )
            return _player(ctx, raw, "--durak"), (), epaulettes
        return None, _drawn(entry["draw"], epaulettes, ctx), False

    def facts(
        self, state: Tally, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt (DURAK-R4), so a later correction of another game never moves it."""
        return {**entry, "dealer": entry.get("dealer") or known.get("dealer") or state.dealer}

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Tally:
        zeros = (0,) * len(ctx.table.sides)
        return Tally(
            losses=zeros, epaulettes=zeros, draws_by=zeros, streaks=zeros, dealer=first_dealer(ctx)
        )

    def play(self, state: Tally, entry: Mapping[str, Any], ctx: Context) -> tuple[Tally, Outcome]:
        if state.loser is not None or state.closed:
            raise Rejected(
                f"the session is finished ({state.loser or 'closed'}); no game may "
                "be recorded after that — start a new session",
                rule="DURAK-R22",
            )
        self.sides_ok(ctx)
        durak, drawn, epaulettes = self._check_entry(entry, ctx)
        sides = ctx.table.sides
        scores = dict.fromkeys(sides, 0)
        notes: list[str] = []
        dealer = _dealer(state, entry, ctx)
        if durak is None:
            draws_by = state.draws_by
            for side in dict.fromkeys(ctx.table.side_of(n) for n in drawn):
                draws_by = _bump(draws_by, sides.index(side))
            new = Tally(
                state.games + 1,
                state.draws + 1,
                state.losses,
                state.epaulettes,
                draws_by,
                (0,) * len(sides),
                dealer,
                state.last_durak,
            )
            notes.append(
                f"draw between {', '.join(drawn)}: no loss for anybody (DURAK-R17, DURAK-R20)"
            )
            notes.append(f"{dealer} deals again after the draw (DURAK-R4)")
            detail = GameDetail(dealer, draw=tuple(drawn))
            return new, Outcome(scores, tuple(notes), detail=detail)
        side = ctx.table.side_of(durak)
        index = sides.index(side)
        extra = int(ctx.options.get("epaulette_extra_loss", 0)) if epaulettes else 0
        scores[side] = 1 + extra
        who = f"{durak} ({side})" if side != durak else durak
        notes.append(f"{who} is the durak: +1 loss (DURAK-R20)")
        if epaulettes:
            notes.append(
                f"epaulettes: {durak} was finished off with sixes"
                + (f", +{extra} extra loss{'es' * (extra > 1)}" if extra else "")
                + " (DURAK-R21)"
            )
        streaks = tuple(s + 1 if i == index else 0 for i, s in enumerate(state.streaks))
        losses = _bump(state.losses, index, 1 + extra)
        target = int(ctx.options.get("loss_target", 0))
        reached = bool(target) and losses[index] >= target
        new = Tally(
            state.games + 1,
            state.draws,
            losses,
            _bump(state.epaulettes, index) if epaulettes else state.epaulettes,
            state.draws_by,
            streaks,
            durak,
            durak,
            side if reached else None,
        )
        if reached:
            notes.append(
                f"{side} reaches {new.losses[index]} loss"
                f"{'es' * (new.losses[index] != 1)} (target {target}): the session is "
                f"over and {side} is its loser (DURAK-R22)"
            )
        else:
            notes.append(f"{durak} deals the next game (DURAK-R4)")
        detail = GameDetail(dealer, durak=durak, side=side, epaulettes=epaulettes)
        return new, Outcome(scores, tuple(notes), detail=detail)

    def close(self, state: Tally, ctx: Context) -> tuple[Tally, Outcome]:
        """The table stops: no settlement in Durak; the one with most losses is the loser."""
        new = replace(state, closed=True)
        leader = _leader(ctx.table.sides, state.losses)
        if state.loser is not None:
            note = f"the session ended with {state.loser} as its loser (DURAK-R22)"
        elif leader:
            note = f"closed: {leader} has the most losses and is the evening's loser (DURAK-R22)"
        else:
            note = "closed: nobody leads in losses, so there is no loser (DURAK-R22)"
        return new, Outcome(dict.fromkeys(ctx.table.sides, 0), (note,))

    def standing(self, state: Tally, ctx: Context) -> Standing:
        sides = ctx.table.sides
        losses = dict(zip(sides, state.losses, strict=True))
        leader = _leader(sides, state.losses)
        loser = state.loser or (leader if state.closed else None)
        finished = state.loser is not None or state.closed
        if state.loser is not None:
            reason = (
                f"{state.loser} reached {losses[state.loser]} losses "
                f"(target {ctx.options.get('loss_target')}) (DURAK-R22)"
            )
        elif state.closed:
            reason = (
                f"closed; {leader} has the most losses (DURAK-R22)"
                if leader
                else "closed with no leader in losses (DURAK-R22)"
            )
        else:
            reason = ""
        extra: dict[str, Any] = {
            "losses": dict(losses),
            "draws": state.draws,
            "games": state.games,
            "loser": loser,
            "epaulettes": {s: n for s, n in zip(sides, state.epaulettes, strict=True) if n},
            "leader": leader,
            "loss_target": int(ctx.options.get("loss_target", 0)),
            "first_attacker": None if finished else self.first_attacker(state, ctx),
            "draws_by": dict(zip(sides, state.draws_by, strict=True)),
            "streaks": dict(zip(sides, state.streaks, strict=True)),
        }
        return Standing(losses, finished, None, None if finished else state.dealer, reason, extra)

    def first_attacker(self, state: Tally, ctx: Context) -> str | None:
        """DURAK-R5: None = the holder of the lowest trump; with ``attack_the_durak`` after a
        lost game, the player on the durak's right (seated before them) so the durak defends."""
        if (
            ctx.options.get("later_first_attack") == "attack_the_durak"
            and state.last_durak is not None
        ):
            players = ctx.table.players
            return players[(players.index(state.last_durak) - 1) % len(players)]
        return None

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        if "draw" in entry and isinstance(entry["draw"], list):
            text = "draw: " + ", ".join(str(n) for n in entry["draw"])
        else:
            text = f"durak {entry.get('durak', '?')}"
            if entry.get("epaulettes"):
                text += " with epaulettes"
        if entry.get("note"):
            text += f" — {entry['note']}"
        return text

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a hand is recorded."""
        from scorekeep.games.durak_judge import QUESTIONS

        return QUESTIONS


def _player(ctx: Context, name: str, field: str) -> str:
    """A name in a record; an ambiguous prefix is refused like any other bad entry."""
    if name in ctx.table.players:
        return name
    try:
        return ctx.table.player(name, field)
    except Ambiguous as error:
        raise Rejected(error.message, field=field) from None


def _dealer(state: Tally, entry: Mapping[str, Any], ctx: Context) -> str:
    """The recorded dealer when the journal has one (the table's fact), else the rotation."""
    raw = entry.get("dealer")
    if raw is None:
        return state.dealer
    if not isinstance(raw, str):
        raise Rejected(f"dealer must be a player's name, not {raw!r}", field="dealer")
    return _player(ctx, raw, "dealer")


def first_dealer(ctx: Context) -> str:
    """DURAK-R4: the named ``first_dealer``, else the first listed player."""
    name = str(ctx.options.get("first_dealer", "") or "")
    players = ctx.table.players
    if not name:
        return players[0] if players else ""
    return resolve_name(name, players, "first_dealer", "player")


def _leader(sides: Sequence[str], losses: Sequence[int]) -> str | None:
    """The one side with the most losses (None when nobody has lost or two share the lead)."""
    top = max(losses, default=0)
    leaders = [s for s, n in zip(sides, losses, strict=True) if n == top]
    return leaders[0] if top and len(leaders) == 1 else None


def _option_teams(option: Any, players: Sequence[str], field: str) -> tuple[Team, ...]:
    if not isinstance(option, Mapping):
        raise Rejected("teams must map a team name to its players", field=field, rule="DURAK-R23")
    teams = []
    for name, members in option.items():
        if not isinstance(members, list) or not members:
            raise Rejected(f"team {name} must list its players", field=field, rule="DURAK-R23")
        teams.append(
            Team(str(name), tuple(resolve_name(str(m), players, field, "player") for m in members))
        )
    return tuple(teams)


def _partition(teams: Sequence[Team]) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(t.members) for t in teams)


def _check_partition(teams: Sequence[Team], players: Sequence[str], field: str) -> None:
    """DURAK-R23: every player in exactly one team, and at least two teams."""
    seen: list[str] = [m for t in teams for m in t.members]
    doubled = sorted({m for m in seen if seen.count(m) > 1})
    if doubled:
        raise Rejected(f"teams: {doubled[0]} is in two teams", field=field, rule="DURAK-R23")
    missing = [p for p in players if p not in seen]
    if missing:
        raise Rejected(
            f"teams must include every player; {', '.join(missing)} is in no team",
            field=field,
            rule="DURAK-R23",
        )
    if len(teams) < 2:
        raise Rejected("teams: give at least two teams", field=field, rule="DURAK-R23")


ENGINE = Durak()
