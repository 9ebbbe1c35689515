"""Derniè: the closer subtracts what everyone else still holds, the others add it, and the
first total down to -100 wins (DERNIE-R16…R23). Pure: entries in, outcomes and standings out.
The pack and its points live in :mod:`dernie_cards`, the play rules in :mod:`dernie_judge`."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected
from scorekeep.core.game import (
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    resolve_name,
)
from scorekeep.core.inputs import is_whole_number, player_names, read_int
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.dernie import CARD_LANGUAGES
from scorekeep.games.dernie.cards import (
    LANGUAGES,
    Card,
    deck_points,
    hand_points,
    parse_card,
    show,
    shown,
    split_tokens,
    too_many_copies,
)
from scorekeep.i18n import N_, _, message_language, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset(f"DERNIE-R{i}" for i in range(1, 26))
OPTION_KEYS = frozenset(
    {
        "target",
        "hand_size",
        "jolly_points",
        "ace_points",
        "face_points",
        "missed_call_penalty_cards",
        "seven_penalty_cards",
        "seven_target",
        "ace_penalty_cards",
        "ace_stacking",
        "honours_always_legal",
        "honours_after_jolly",
        "empty_stock",
        "king_two_players",
        "closing_honour_effects",
        "max_players",
        "first_dealer",
        "play_on",
        "confirm_repeats",
        "max_hand_points",
    }
)
ENTRY_KEYS = ("closer", "left", "penalties", "note", "dealer")
DECK_SIZE = 108
MIN_CARD_POINTS = 2  # the 2 is the cheapest card, so a non-empty hand is worth at least 2


class Held(NamedTuple):
    """What a non-closer still held at the count: the cards, or the sum the table typed."""

    player: str
    points: int
    cards: tuple[Card, ...] | None = None


class DealDetail(NamedTuple):
    """One deal for the sheet: who dealt and closed, each hand's points (and cards as
    written), what the closer lost and the fines."""

    dealer: str
    closer: str
    held: Mapping[str, int]
    cards: Mapping[str, str]
    subtracted: int
    fines: Mapping[str, int]
    game_over: bool = False


class Deal(NamedTuple):
    closer: str  # "" when the stock ran out and nobody closed (DERNIE-R24, end_deal)
    held: tuple[Held, ...]
    fines: tuple[tuple[str, int], ...] = ()
    note: str = ""

    @property
    def subtracted(self) -> int:
        """DERNIE-R19: the closer loses the sum of the opponents' hands (fines excluded);
        nobody loses anything in a deal the empty stock ended (DERNIE-R24)."""
        return sum(h.points for h in self.held) if self.closer else 0


class Evening(NamedTuple):
    """The running game: totals in seating order, deals played, the winner(s) once decided."""

    totals: tuple[int, ...]
    deals: int = 0
    winners: tuple[str, ...] = ()
    closed: bool = False
    dealt: str = ""  # who dealt the last deal played, as the journal records it


# --------------------------------------------------------------------------- reading a deal


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _nothing(value: Any) -> bool:
    """What the closer may be listed with: 0, "" or []."""
    return bool((_is_int(value) and value == 0) or value == "" or value == [])


def _who(names: Sequence[str]) -> str:
    return ", ".join(names)


def _table_of(entry: Mapping[str, Any], key: str, field: str, rule: str) -> Mapping[str, Any]:
    value = entry.get(key, {})
    if not isinstance(value, Mapping):
        raise Rejected(
            _("{key} must be a table of player = value, not {value}").format(
                key=key, value=repr(value)
            ),
            field=field,
            rule=rule,
        )
    return value


def read_deal(entry: Mapping[str, Any], ctx: Context) -> Deal:
    """Validate one deal record check by check: the first failing check wins.

    Used for command-line entries and hand-edited journals alike, so both are held to the
    same rules.
    """
    players = ctx.table.players
    unknown = sorted(set(entry) - set(ENTRY_KEYS))
    if unknown:
        raise Rejected(
            _("unknown field '{key}' in a Derniè deal (fields: {fields})").format(
                key=unknown[0], fields=", ".join(ENTRY_KEYS)
            ),
            field=unknown[0],
        )
    closer = _closer(entry, players, ctx.options)
    left = _table_of(entry, "left", "--left", "DERNIE-R17")
    fines = _table_of(entry, "penalties", "--penalty", "DERNIE-R20")
    for table, field, rule in ((left, "--left", "DERNIE-R17"), (fines, "--penalty", "DERNIE-R20")):
        for name in table:
            if name not in players:
                raise Rejected(
                    _("unknown player '{name}' (players: {players})").format(
                        name=name, players=_who(players)
                    ),
                    field=field,
                    rule=rule,
                )
    values = _left_values(left, closer, players)
    cards = _left_cards(values)
    _check_left_values(values, cards)
    points = _left_points(values, cards, ctx.options)
    note = entry.get("note", "")
    held = tuple(Held(p, points[p], cards.get(p)) for p in values)
    return Deal(closer, held, _fines(fines, players), str(note))


def stock_ends_deal(options: Mapping[str, Any]) -> bool:
    """DERNIE-R24 with ``empty_stock = "end_deal"``: a deal may end without a closer."""
    return str(options.get("empty_stock", "reshuffle")) == "end_deal"


def _closer(entry: Mapping[str, Any], players: Sequence[str], options: Mapping[str, Any]) -> str:
    """DERNIE-R19: the player who played out, one of the table; "" for a deal the empty
    stock ended, where this table's ``empty_stock = "end_deal"`` allows one (DERNIE-R24)."""
    closer = entry.get("closer")
    if closer is None and stock_ends_deal(options):
        return ""
    if closer is None:
        raise Rejected(
            _("who closed? give the player who played out with --closer PLAYER"),
            field="--closer",
            rule="DERNIE-R19",
        )
    if closer not in players:
        raise Rejected(
            _("unknown player '{name}' as closer (players: {players})").format(
                name=closer, players=_who(players)
            ),
            field="--closer",
            rule="DERNIE-R19",
        )
    return str(closer)


def _left_values(left: Mapping[str, Any], closer: str, players: Sequence[str]) -> dict[str, Any]:
    """What every player but the closer still held, as written (DERNIE-R17, R19)."""
    missing = [p for p in players if p != closer and p not in left]
    if missing and not closer:
        raise Rejected(
            _(
                "missing: what {players} still held; nobody closed (the stock ran out, "
                "empty_stock = end_deal), so give --left {first}=CARDS or --left "
                "{first}=POINTS for every player, or name the closer with --closer"
            ).format(players=_who(missing), first=missing[0]),
            field="--left",
            rule="DERNIE-R24",
        )
    if missing:
        raise Rejected(
            _(
                "missing: what {players} still held; give --left {first}=CARDS or --left "
                "{first}=POINTS for every player but the closer"
            ).format(players=_who(missing), first=missing[0]),
            field="--left",
            rule="DERNIE-R17",
        )
    if closer in left and not _nothing(left[closer]):
        raise Rejected(
            _(
                "the closer {closer} played out and holds nothing, but --left gives "
                "{closer}={value}; leave the closer out"
            ).format(closer=closer, value=repr(left[closer])),
            field="--left",
            rule="DERNIE-R19",
        )
    return {p: left[p] for p in players if p != closer}


def _left_cards(values: Mapping[str, Any]) -> dict[str, tuple[Card, ...]]:
    """The hands written as cards, read (DERNIE-R1); hands written as points are left out."""
    cards: dict[str, tuple[Card, ...]] = {}
    for player, value in values.items():
        if isinstance(value, str | list | tuple):
            parsed = []
            tokens = split_tokens(value)
            for token in tokens:
                try:
                    parsed.append(parse_card(token, "--left"))
                except Rejected:
                    if len(tokens) == 1 and _mistyped_number(token):
                        raise _not_a_sum(player, token) from None
                    raise Rejected(
                        _(
                            "unknown card '{card}' in {player}'s hand: write rank A 2-10 J Q K "
                            "(T for 10; R D F for K Q J) and suit C D H S, or JOKER"
                        ).format(card=token, player=player),
                        field="--left",
                        rule="DERNIE-R1",
                    ) from None
            cards[player] = tuple(parsed)
    return cards


def _not_a_sum(player: str, value: Any) -> Rejected:
    return Rejected(
        _("{player}={value}: a point sum must be an integer (or write the cards)").format(
            player=player, value=repr(value)
        ),
        field="--left",
        rule="DERNIE-R17",
    )


def _mistyped_number(token: Any) -> bool:
    """``4o``, ``2l``: a point sum with a letter typed for a digit, not a card."""
    return (
        isinstance(token, str)
        and token[:1].isdigit()
        and all(ch.isdigit() or ch in "oOlI" for ch in token)
    )


def _check_left_values(values: Mapping[str, Any], cards: Mapping[str, tuple[Card, ...]]) -> None:
    """DERNIE-R17, one check over every player at a time: no negative sum, a sum is an
    integer, every hand but the closer's holds at least one card."""
    for player, value in values.items():
        if _is_int(value) and value < 0:
            raise Rejected(
                _("{player}={value}: a hand's points cannot be negative").format(
                    player=player, value=value
                ),
                field="--left",
                rule="DERNIE-R17",
            )
    for player, value in values.items():
        if player not in cards and not _is_int(value):
            raise _not_a_sum(player, value)
    for player, value in values.items():
        if (player in cards and not cards[player]) or (
            player not in cards and value < MIN_CARD_POINTS
        ):
            shown = show(cards[player]) if player in cards else value
            raise Rejected(
                _(
                    "{player}={value}: only the closer plays out; every other player holds at "
                    "least one card, worth at least 2"
                ).format(player=player, value=repr(shown)),
                field="--left",
                rule="DERNIE-R17",
            )


def _left_points(
    values: Mapping[str, Any], cards: Mapping[str, tuple[Card, ...]], options: Mapping[str, Any]
) -> dict[str, int]:
    """Each hand's points, within what the two packs hold (DERNIE-R1, R2)."""
    points = {p: hand_points(cards[p], options) if p in cards else int(values[p]) for p in values}
    most = deck_points(options)
    for player, value in points.items():
        if value > most:
            raise Rejected(
                _("{player}={value}: the point sum exceeds {most}, the whole pack").format(
                    player=player, value=value, most=most
                ),
                field="--left",
                rule="DERNIE-R2",
            )
    if sum(points.values()) > most:
        raise Rejected(
            _(
                "the hands hold {points} points together, which exceeds {most}, the whole pack"
            ).format(points=sum(points.values()), most=most),
            field="--left",
            rule="DERNIE-R2",
        )
    extra = too_many_copies(c for hand in cards.values() for c in hand) if cards else None
    if extra is not None:
        card, count, limit = extra
        raise Rejected(
            _("too many copies of {card}: {count} in this deal, the two packs hold {limit}").format(
                card=card, count=count, limit=limit
            ),
            field="--left",
            rule="DERNIE-R1",
        )
    return points


def _fines(fines: Mapping[str, Any], players: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """DERNIE-R20: fines are whole, non-negative points, kept in seating order."""
    checked: list[tuple[str, int]] = []
    for player, fine in fines.items():
        if not _is_int(fine):
            raise Rejected(
                _("{player}={value}: a fine must be an integer number of points").format(
                    player=player, value=repr(fine)
                ),
                field="--penalty",
                rule="DERNIE-R20",
            )
        if fine < 0:
            raise Rejected(
                _("{player}={value}: a fine cannot be negative").format(player=player, value=fine),
                field="--penalty",
                rule="DERNIE-R20",
            )
        checked.append((player, fine))
    order = {p: i for i, p in enumerate(players)}
    return tuple(sorted(checked, key=lambda f: order[f[0]]))


# --------------------------------------------------------------------------- the evening


def deal_scores(deal: Deal, players: Sequence[str]) -> dict[str, int]:
    """R18-R20: others add their hands, the closer subtracts their sum, fines are added;
    after an empty stock ended the deal (R24) everyone adds his hand and nobody subtracts."""
    scores = dict.fromkeys(players, 0)
    for held in deal.held:
        scores[held.player] += held.points
    if deal.closer:
        scores[deal.closer] -= deal.subtracted
    for player, fine in deal.fines:
        scores[player] += fine
    return scores


def winners_of(totals: Mapping[str, int], target: int, closer: str | None) -> tuple[str, ...]:
    """R21/R22: who has reached the target; on a tie (only in edited data) the lowest total,
    then the last closer, else everyone tied shares the win."""
    reached = {p: t for p, t in totals.items() if t <= target}
    if not reached:
        return ()
    lowest = min(reached.values())
    best = tuple(p for p, t in reached.items() if t == lowest)
    if len(best) > 1 and closer in best:
        return (closer,)
    return best


def ranks(totals: Mapping[str, int]) -> dict[str, int]:
    """R23: lower is better; equal totals share a rank (1, 1, 3)."""
    ordered = sorted(totals.values())
    return {p: ordered.index(t) + 1 for p, t in totals.items()}


def first_dealer(ctx: Context) -> str:
    chosen = str(ctx.options.get("first_dealer", "") or "")
    players = ctx.table.players
    if not chosen:
        return players[0]
    return resolve_name(chosen, players, "--set first_dealer", "player")


def dealer_of(deal_index: int, ctx: Context) -> str:
    """R3: the deal passes to the next player in seating order after every deal."""
    players = ctx.table.players
    return players[(players.index(first_dealer(ctx)) + deal_index) % len(players)]


def next_dealer(state: Evening, ctx: Context) -> str:
    """R3: the player after the last deal's dealer (the rotation from the first dealer while
    the journal records none)."""
    players = ctx.table.players
    if state.dealt in players:
        return players[(players.index(state.dealt) + 1) % len(players)]
    return dealer_of(state.deals, ctx)


def _cards_or_points(text: Any, languages: tuple[str, ...] = LANGUAGES) -> Any:
    """A ``--left`` value: all digits is a point sum, anything else card tokens (written in
    canonical form when they read as cards, in the table's letters: Italian ``7C`` is
    ``7H``)."""
    raw = str(text).strip()
    if is_whole_number(raw):
        return read_int(raw, "--left", low=None)
    if re.fullmatch(r"[+-]?([0-9]+\.[0-9]*|\.[0-9]+)", raw):
        return float(raw)
    try:
        return show(parse_card(t, "--left", languages) for t in split_tokens(raw))
    except Rejected:
        return raw


def _number(text: Any) -> Any:
    """A whole number as :func:`read_int` reads it; anything else is kept as typed, so the
    deal's checks refuse it in their order."""
    raw = str(text).strip()
    return read_int(raw, "--penalty", low=None) if is_whole_number(raw) else raw


class Dernie(EngineBase):
    writes_facts = True
    name = "dernie"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("closer", help=N_("the player who played out (closed)")),
        Field(
            "left",
            "pairs",
            help=N_('what another player still holds: cards P="KS 7H JOKER" or points P=23'),
        ),
        Field("penalty", "pairs", help=N_("house fine in points, P=N (added to P's total)")),
        Field("note", help=N_("free text for the scoresheet")),
    )

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a hand is recorded."""
        from scorekeep.games.dernie.judge import QUESTIONS

        return QUESTIONS

    # ----------------------------------------------------------------- table
    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        if teams:
            raise Rejected(
                _("Derniè is played every player for themself, not in teams"), field="--teams"
            )
        most = int(options.get("max_players", 10))
        if not 2 <= len(players) <= most:
            raise Rejected(
                _("Derniè needs 2 to {most} players, not {n}").format(most=most, n=len(players)),
                field="--players",
                rule="DERNIE-R4",
            )
        names = player_names(players, twice=_("{name} is listed twice in the players"))
        size = int(options.get("hand_size", 9))
        if len(names) * size + 1 > DECK_SIZE:
            raise Rejected(
                _(
                    "{n} players × {size} cards + the starter exceed the {deck}-card pack; "
                    "fewer players or a smaller hand_size"
                ).format(n=len(names), size=size, deck=DECK_SIZE),
                field="--players",
                rule="DERNIE-R4",
            )
        table = Table(players=names)
        first_dealer(Context(ruleset, options, table))
        return table

    # ----------------------------------------------------------------- entries
    def _name(self, text: Any, ctx: Context, field: str) -> str:
        """A player by name or unambiguous prefix; an unknown name is kept as typed so the
        deal's checks report it in their order."""
        try:
            return ctx.table.player(str(text), field)
        except Rejected:
            return str(text).strip()

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        entry: dict[str, Any] = {}
        if "closer" in fields:
            entry["closer"] = self._name(fields["closer"], ctx, "--closer")
        languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
        for key, flag, convert in (
            ("left", "--left", functools.partial(_cards_or_points, languages=languages)),
            ("penalty", "--penalty", _number),
        ):
            table: dict[str, Any] = {}
            for who, what in fields.get(key, {}).items():
                name = self._name(who, ctx, flag)
                if name in table:
                    raise Rejected(
                        _("{field} names {name} twice").format(field=flag, name=name),
                        field=flag,
                    )
                table[name] = convert(what)
            if table:
                entry["left" if key == "left" else "penalties"] = table
        if fields.get("note"):
            entry["note"] = str(fields["note"])
        return entry

    def implausible(self, entry: Mapping[str, Any], ctx: Context) -> Rejected | None:
        """A point sum above ``max_hand_points`` is taken for a slip (500 typed for 50):
        the pack allows it, a hand hardly ever holds it (DERNIE-R17)."""
        most = int(ctx.options.get("max_hand_points", 0) or 0)
        left = entry.get("left")
        if not most or not isinstance(left, Mapping):
            return None
        pack = deck_points(ctx.options)
        for player, value in left.items():
            if _is_int(value) and most < value <= pack:
                return Rejected(
                    _(
                        "{player}={value}: more points than a hand holds here "
                        "({low}–{most}, max_hand_points)"
                    ).format(player=player, value=value, low=MIN_CARD_POINTS, most=most),
                    field="--left",
                    rule="DERNIE-R17",
                )
        return None

    def facts(
        self, state: Evening, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt (R3), so a later correction of another deal never moves it."""
        return {
            **entry,
            "dealer": entry.get("dealer") or known.get("dealer") or next_dealer(state, ctx),
        }

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Evening:
        """R16: every total starts at 0."""
        return Evening(totals=(0,) * len(ctx.table.players))

    def play(
        self, state: Evening, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Evening, Outcome]:
        players = ctx.table.players
        target = int(ctx.options.get("target", -100))
        if state.winners:
            reached = dict(zip(players, state.totals, strict=True))[state.winners[0]]
            raise Rejected(
                _(
                    "the game is finished: {names} reached {total} (target {target}); no deal "
                    "may be added (start a new game with `scorekeep new dernie`)"
                ).format(names=both(state.winners), total=reached, target=target),
                rule="DERNIE-R22",
            )
        if state.closed:
            raise Rejected(
                _("the session is finished (closed); no deal may be added"), rule="DERNIE-R22"
            )
        deal = read_deal(entry, ctx)
        scores = deal_scores(deal, players)
        totals = tuple(t + scores[p] for p, t in zip(players, state.totals, strict=True))
        by_name = dict(zip(players, totals, strict=True))
        winners = winners_of(by_name, target, deal.closer or None)
        dealer = str(entry.get("dealer") or next_dealer(state, ctx))
        if dealer not in players:
            raise Rejected(
                _("unknown player '{name}' as dealer").format(name=dealer),
                field="dealer",
                rule="DERNIE-R3",
            )
        parts = " + ".join(str(h.points) for h in deal.held)
        subtracted = deal.subtracted
        notes = [
            _("{closer} closed: -({parts}) = -{points}").format(
                closer=deal.closer, parts=parts, points=subtracted
            )
            + " (DERNIE-R19)"
            if deal.closer
            else _(
                "the stock ran out and nobody closed (empty_stock = end_deal): every player "
                "adds what he holds, {parts}"
            ).format(parts=parts)
            + " (DERNIE-R24)"
        ]
        notes += [
            _("fine: {player} +{points}").format(player=p, points=f) + " (DERNIE-R20)"
            for p, f in deal.fines
        ]
        if winners:
            notes.append(
                ngettext(
                    "{names} reached {total} ≤ {target}: game over",
                    "{names} reached {total} ≤ {target}: game over",
                    len(winners),
                ).format(names=both(winners), total=by_name[winners[0]], target=target)
                + " (DERNIE-R21)"
            )
        detail = DealDetail(
            dealer,
            deal.closer,
            {h.player: h.points for h in deal.held},
            {h.player: show(h.cards) for h in deal.held if h.cards is not None},
            subtracted,
            dict(deal.fines),
            bool(winners),
        )
        new = Evening(totals, state.deals + 1, winners, dealt=dealer)
        return new, Outcome(scores, tuple(notes), detail=detail, events=tuple(notes[1:]))

    def close(self, state: Evening, ctx: Context) -> tuple[Evening, Outcome]:
        """The table stops: no settlement in Derniè, the totals stand as they are."""
        new = state._replace(closed=True)
        return new, Outcome(dict.fromkeys(ctx.table.players, 0), (self._result(new, ctx)[1],))

    def _result(self, state: Evening, ctx: Context) -> tuple[str | list[str] | None, str]:
        players = ctx.table.players
        totals = dict(zip(players, state.totals, strict=True))
        target = int(ctx.options.get("target", -100))
        if state.winners:
            reason = (
                ngettext(
                    "{names} reached {total}, at or below {target}",
                    "{names} reached {total}, at or below {target}",
                    len(state.winners),
                ).format(names=both(state.winners), total=totals[state.winners[0]], target=target)
                + " (DERNIE-R21)"
            )
            if len(state.winners) == 1:
                return state.winners[0], reason
            return list(state.winners), reason + "; " + _("a shared win") + " (DERNIE-R22)"
        if not state.closed:
            return None, ""
        lowest = min(state.totals)
        leaders = [p for p, t in totals.items() if t == lowest]
        if len(leaders) == 1:  # the leader is named; an unfinished game has no winner
            return None, (
                _(
                    "closed before anyone reached {target}; {player} has the lowest total, {total}"
                ).format(target=target, player=leaders[0], total=lowest)
                + " (DERNIE-R23)"
            )
        return None, (
            _(
                "closed before anyone reached {target}; {names} share the lowest total, {total}"
            ).format(target=target, names=both(leaders), total=lowest)
            + " (DERNIE-R23)"
        )

    def standing(self, state: Evening, ctx: Context) -> Standing:
        players = ctx.table.players
        totals = dict(zip(players, state.totals, strict=True))
        finished = bool(state.winners) or state.closed
        winner, reason = self._result(state, ctx)
        return Standing(
            totals=totals,
            finished=finished,
            # a list only for a shared win (R22, edited data)
            winner=winner,  # type: ignore[arg-type]
            next_dealer=None if finished else next_dealer(state, ctx),
            reason=reason,
            extra={
                "target": int(ctx.options.get("target", -100)),
                "ranks": ranks(totals),
                **({"unfinished": True} if state.closed and not state.winners else {}),
            },
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        detail: DealDetail | None = outcome.detail if outcome else None
        closer = entry.get("closer", "" if stock_ends_deal(ctx.options) else "?")
        left = entry.get("left", {})
        if not isinstance(left, Mapping):
            left = {}
        held = detail.held if detail else {}
        cards = detail.cards if detail else {}
        parts = []
        for player, value in left.items():
            if player == closer:
                continue
            if player in cards:
                english = ctx.language == "en" and message_language() == "en"
                hand = cards[player] if english else shown(cards[player])
                parts.append(f"{player} {hand} = {held.get(player, '?')}")
            else:
                parts.append(f"{player} {held.get(player, value)}")
        text = (
            _("{closer} closed").format(closer=closer) if closer else _("the stock ran out")
        ) + (f"; {', '.join(parts)}" if parts else "")
        fines = entry.get("penalties", {})
        if isinstance(fines, Mapping) and fines:
            text += "; " + _("fine {fines}").format(
                fines=", ".join(f"{p} +{f}" for p, f in fines.items())
            )
        if entry.get("note"):
            text += f" ({entry['note']})"
        return text


def both(names: Sequence[str]) -> str:
    """``Ania``, ``Ania and Bartek``, ``Ania, Bartek and Celina`` in the table's words."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


ENGINE = Dernie()
