"""Durak: the night's loss tally (DURAK-R20…R24), who deals and who leads the next game
(DURAK-R4, R5). Durak has no points and no winner, only a loser per game; a session counts
losses per player or per team, open-ended or to ``loss_target``.

Move-by-move rules live in :mod:`scorekeep.games.durak.round`, the ``judge`` questions in
:mod:`scorekeep.games.durak.judge`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.core.errors import Ambiguous, Rejected
from scorekeep.core.game import (
    Context,
    EngineBase,
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
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.i18n import N_, _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

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
        "confirm_repeats",
    }
)
ENTRY_KEYS = frozenset({"durak", "draw", "epaulettes", "note", "dealer"})
MAX_PLAYERS = {36: 6, 52: 8}


class Tally(NamedTuple):
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
            _("draw must be a list of players, not {value}").format(value=repr(raw_draw)),
            field="--draw",
            rule="DURAK-R17",
        )
    names = tuple(dict.fromkeys(_player(ctx, n, "--draw") for n in raw_draw))
    if len(names) < 2:
        raise Rejected(
            _("a draw needs at least 2 different players, not {names}").format(
                names=", ".join(raw_draw) or _("none")
            ),
            field="--draw",
            rule="DURAK-R17",
        )
    if epaulettes:
        raise Rejected(
            _("epaulettes need a durak; a drawn game has none"),
            field="--epaulettes",
            rule="DURAK-R21",
        )
    if ctx.table.teams and len({ctx.table.side_of(n) for n in names}) == 1:
        raise Rejected(
            _("{names} are in the same team ({team}); a draw is between teams").format(
                names=_(" and ").join(names), team=ctx.table.side_of(names[0])
            ),
            field="--draw",
            rule="DURAK-R23",
        )
    return tuple(p for p in ctx.table.players if p in names)


class DurakGame(NamedTuple):
    """One game as the journal keeps it: its durak, or the players of a draw, with or
    without epaulettes, the table's note and, once played, who dealt. :meth:`parse` reads
    and checks a journal entry (DURAK-R17, R20…R23) and :meth:`to_entry` writes it back:
    ``DurakGame.parse(game.to_entry(), ctx) == game``."""

    durak: str | None = None
    draw: tuple[str, ...] = ()
    epaulettes: bool = False
    note: str = ""
    dealer: str | None = None

    @classmethod
    def parse(cls, entry: Mapping[str, Any], ctx: Context) -> DurakGame:
        """The game an entry records, names resolved; a bad entry is refused naming its
        field and rule."""
        unknown = sorted(set(entry) - ENTRY_KEYS)
        if unknown:
            raise Rejected(
                _(
                    "unknown field '{field}' in a Durak game (fields: durak, "
                    "draw, epaulettes, note)"
                ).format(field=unknown[0]),
                field=unknown[0],
            )
        if "durak" in entry and "draw" in entry:
            raise Rejected(
                _("a game has either a durak or a draw, not both"),
                field="--draw",
                rule="DURAK-R17",
            )
        if "durak" not in entry and "draw" not in entry:
            raise Rejected(
                _("who is the durak? give --durak P (or --draw P,Q for a draw)"),
                field="--durak",
                rule="DURAK-R17",
            )
        epaulettes = entry.get("epaulettes", False)
        if not isinstance(epaulettes, bool):
            raise Rejected(
                _("epaulettes must be true or false, not {value}").format(value=repr(epaulettes)),
                field="--epaulettes",
                rule="DURAK-R21",
            )
        note = entry.get("note", "")
        if not isinstance(note, str):
            raise Rejected(
                _("note must be text, not {value}").format(value=repr(note)), field="--note"
            )
        dealer = _recorded_dealer(entry, ctx)
        if "draw" in entry:
            return cls(None, _drawn(entry["draw"], epaulettes, ctx), False, note, dealer)
        raw = entry["durak"]
        if not isinstance(raw, str):
            raise Rejected(
                _("durak must be a player's name, not {value}").format(value=repr(raw)),
                field="--durak",
                rule="DURAK-R17",
            )
        return cls(_player(ctx, raw, "--durak"), (), epaulettes, note, dealer)

    def to_entry(self) -> dict[str, Any]:
        """The entry as the journal writes it under ``[[hands]]``: only what was said."""
        entry: dict[str, Any] = {"durak": self.durak} if self.durak else {"draw": [*self.draw]}
        if self.epaulettes:
            entry["epaulettes"] = True
        if self.note:
            entry["note"] = self.note
        if self.dealer:
            entry["dealer"] = self.dealer
        return entry

    def to_toml(self) -> str:
        """The entry as TOML lines, as in a journal's ``[[hands]]`` block."""
        import tomli_w

        return tomli_w.dumps(self.to_entry())


class Durak(EngineBase):
    writes_facts = True
    name = "durak"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("durak", help=N_("the player left holding cards (the fool)")),
        Field(
            "draw",
            "many",
            help=N_("a drawn game: the players whose last cards went at the same moment, P,Q"),
        ),
        Field("epaulettes", "flag", help=N_("the durak was finished off with sixes (pogony)")),
        Field("note", help=N_("free text kept with the game")),
    )

    def game_over(self, standing: Standing, ctx: Context) -> str:
        """A Durak game has a loser, not a winner (DURAK-R22)."""
        loser = standing.extra.get("loser")
        return _("{loser} loses").format(loser=loser) if loser else _("game over")

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
            raise Rejected(_("Durak needs at least 2 players"), field="--players", rule="DURAK-R3")
        deck_size = int(options.get("deck_size", 36))
        hand_size = int(options.get("hand_size", 6))
        limit = MAX_PLAYERS.get(deck_size, 6)
        if len(names) > limit or len(names) * hand_size > deck_size:
            raise Rejected(
                _(
                    "{n} players are too many for the {deck}-card deck "
                    "({cards} cards each, at most {limit} players)"
                ).format(n=len(names), deck=deck_size, cards=hand_size, limit=limit),
                field="--players",
                rule="DURAK-R3",
            )
        if int(options.get("first_ceiling", 5)) > int(options.get("table_ceiling", 6)):
            raise Rejected(
                _("first_ceiling {first} is above table_ceiling {table}").format(
                    first=options["first_ceiling"], table=options["table_ceiling"]
                ),
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
                _("--teams and the ruleset's teams option disagree; give one of them"),
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
                _(
                    "the journal's options.teams and its [teams] table disagree; keep "
                    "the teams in [teams]"
                ),
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
        DurakGame.parse(entry, ctx)
        return entry

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
                _(
                    "the session is finished ({state}); no game may "
                    "be recorded after that — start a new session"
                ).format(state=state.loser or _("closed")),
                rule="DURAK-R22",
            )
        self.sides_ok(ctx)
        game = DurakGame.parse(entry, ctx)
        durak, drawn, epaulettes = game.durak, game.draw, game.epaulettes
        sides = ctx.table.sides
        scores = dict.fromkeys(sides, 0)
        notes: list[str] = []
        dealer = game.dealer or state.dealer  # the table's fact, else the rotation
        if durak is None:
            return _draw(state, drawn, dealer, ctx)
        side = ctx.table.side_of(durak)
        index = sides.index(side)
        extra = int(ctx.options.get("epaulette_extra_loss", 0)) if epaulettes else 0
        scores[side] = 1 + extra
        who = f"{durak} ({side})" if side != durak else durak
        notes.append(_("{who} is the durak: +1 loss (DURAK-R20)").format(who=who))
        if epaulettes:
            notes.append(
                (
                    ngettext(
                        "epaulettes: {durak} was finished off with sixes, +{n} extra loss "
                        "(DURAK-R21)",
                        "epaulettes: {durak} was finished off with sixes, +{n} extra losses "
                        "(DURAK-R21)",
                        extra,
                    )
                    if extra
                    else _("epaulettes: {durak} was finished off with sixes (DURAK-R21)")
                ).format(durak=durak, n=extra)
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
                ngettext(
                    "{side} reaches {n} loss (target {target}): the session is "
                    "over and {side} is its loser (DURAK-R22)",
                    "{side} reaches {n} losses (target {target}): the session is "
                    "over and {side} is its loser (DURAK-R22)",
                    new.losses[index],
                ).format(side=side, n=new.losses[index], target=target)
            )
        events = tuple(notes[1:])
        if not reached:
            notes.append(_("{durak} deals the next game (DURAK-R4)").format(durak=durak))
        detail = GameDetail(dealer, durak=durak, side=side, epaulettes=epaulettes)
        return new, Outcome(scores, tuple(notes), detail=detail, events=events)

    def close(self, state: Tally, ctx: Context) -> tuple[Tally, Outcome]:
        """The table stops: no settlement in Durak; the one with most losses is the loser."""
        new = state._replace(closed=True)
        leader = _leader(ctx.table.sides, state.losses)
        if state.loser is not None:
            note = _("the session ended with {loser} as its loser (DURAK-R22)").format(
                loser=state.loser
            )
        elif leader:
            note = _(
                "closed: {leader} has the most losses and is the evening's loser (DURAK-R22)"
            ).format(leader=leader)
        else:
            note = _("closed: nobody leads in losses, so there is no loser (DURAK-R22)")
        return new, Outcome(dict.fromkeys(ctx.table.sides, 0), (note,))

    def standing(self, state: Tally, ctx: Context) -> Standing:
        sides = ctx.table.sides
        losses = dict(zip(sides, state.losses, strict=True))
        leader = _leader(sides, state.losses)
        loser = state.loser or (leader if state.closed else None)
        finished = state.loser is not None or state.closed
        if state.loser is not None:
            reason = ngettext(
                "{loser} reached {n} loss (target {target}) (DURAK-R22)",
                "{loser} reached {n} losses (target {target}) (DURAK-R22)",
                losses[state.loser],
            ).format(
                loser=state.loser, n=losses[state.loser], target=ctx.options.get("loss_target")
            )
        elif state.closed:
            reason = (
                _("closed; {leader} has the most losses (DURAK-R22)").format(leader=leader)
                if leader
                else _("closed with no leader in losses (DURAK-R22)")
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

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        """The same players may well go out at once again."""
        return "draw" in entry

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        if "draw" in entry and isinstance(entry["draw"], list):
            text = _("draw: {names}").format(names=", ".join(str(n) for n in entry["draw"]))
        else:
            durak = entry.get("durak", "?")
            text = (
                _("durak {durak} with epaulettes")
                if entry.get("epaulettes")
                else _("durak {durak}")
            ).format(durak=durak)
        if entry.get("note"):
            text += f" — {entry['note']}"
        return text

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a hand is recorded."""
        from scorekeep.games.durak.judge import QUESTIONS

        return QUESTIONS


def _player(ctx: Context, name: str, field: str) -> str:
    """A name in a record; an ambiguous prefix is refused like any other bad entry."""
    if name in ctx.table.players:
        return name
    try:
        return ctx.table.player(name, field)
    except Ambiguous as error:
        raise Rejected(error.message, field=field) from None


def _recorded_dealer(entry: Mapping[str, Any], ctx: Context) -> str | None:
    """The dealer the journal records for a game (the table's fact), if any."""
    raw = entry.get("dealer")
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise Rejected(
            _("dealer must be a player's name, not {value}").format(value=repr(raw)),
            field="dealer",
        )
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
        raise Rejected(
            _("teams must map a team name to its players"), field=field, rule="DURAK-R23"
        )
    teams = []
    for name, members in option.items():
        if not isinstance(members, list) or not members:
            raise Rejected(
                _("team {name} must list its players").format(name=name),
                field=field,
                rule="DURAK-R23",
            )
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
        raise Rejected(
            _("teams: {name} is in two teams").format(name=doubled[0]),
            field=field,
            rule="DURAK-R23",
        )
    missing = [p for p in players if p not in seen]
    if missing:
        raise Rejected(
            _("teams must include every player; {names} is in no team").format(
                names=", ".join(missing)
            ),
            field=field,
            rule="DURAK-R23",
        )
    if len(teams) < 2:
        raise Rejected(_("teams: give at least two teams"), field=field, rule="DURAK-R23")


def _draw(state: Tally, drawn: Sequence[str], dealer: str, ctx: Context) -> tuple[Tally, Outcome]:
    """DURAK-R17, R20: a drawn game, no loss for anybody; the same dealer deals again (R4)."""
    sides = ctx.table.sides
    scores = dict.fromkeys(sides, 0)
    notes: list[str] = []
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
        _("draw between {names}: no loss for anybody (DURAK-R17, DURAK-R20)").format(
            names=", ".join(drawn)
        )
    )
    notes.append(_("{dealer} deals again after the draw (DURAK-R4)").format(dealer=dealer))
    detail = GameDetail(dealer, draw=tuple(drawn))
    return new, Outcome(scores, tuple(notes), detail=detail, events=())


ENGINE = Durak()
