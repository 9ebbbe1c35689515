"""Deberc for 2, 3 or 4 players or 2 v 2: hand records and their validation, round
points, bajts split between opponents, hanging pots, penalties, the outright deberc win and
both ways to end the game (DEBERC-R1…R14). Pure: the CLI feeds entries in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Ambiguous, Rejected, Unreadable
from scorekeep.core.game import (
    NOTHING,
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    parse_teams,
    resolve_name,
)
from scorekeep.core.inputs import player_names, read_int
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.deberc import rules as deberc_rules
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass import cards as jass
from scorekeep.i18n import _

ANNULMENTS = ("four-sevens", "all-pass")
ENTRY_KEYS = frozenset(
    {"bidder", "trump", "dealer", "cards", "words", "no_tricks", "stopped_by", "annulled"}
)
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
NO_COMBINATIONS = deberc_rules.Combinations()


class Pack(NamedTuple):
    """The ruleset's arithmetic and the seating, worked out once per replay: the most card
    points a round can hold with each trump, the last trick, the combination values, every
    side's members and the order of the sides from each dealer. Read-only."""

    maximum: Mapping[str, int]
    last_trick: int
    combinations: Mapping[str, int]
    sides: tuple[str, ...]
    members: Mapping[str, tuple[str, ...]]
    side_of: Mapping[str, str]
    orders: Mapping[str, tuple[str, ...]]

    @classmethod
    def of(cls, table: Table, cards: Mapping[str, Any]) -> Pack:
        n = len(table.players)
        return cls(
            {t: deberc_rules.pack_maximum(n, t, cards) for t in jass.SUITS},
            deberc_rules.last_trick(cards),
            deberc_rules.combination_values(cards),
            table.sides,
            {s: deberc_rules.members(table, s) for s in table.sides},
            {p: table.side_of(p) for p in table.players},
            {p: deberc_rules.sides_from_dealer(table, p) for p in table.players},
        )


class Evening(NamedTuple):
    """The running game: who deals next, totals, bajt counts, the hanging pot, the end."""

    dealer: str
    totals: tuple[tuple[str, int], ...]
    bajts: tuple[tuple[str, int], ...]
    pack: Pack
    pot: tuple[tuple[str, int, int], ...] = ()  # (side whose points hang, points, hand)
    hands: int = 0
    over: bool = False
    winner: str | None = None
    reason: str = ""
    rule: str = ""
    closed: bool = False
    sevens_redeals: int = 0  # four-sevens redeals since the start, while nothing else was dealt
    pot_points: int = 0  # the pot's sum, kept so that a long hanging run costs no more a hand

    @property
    def first_deal(self) -> bool:
        """Nothing but four-sevens redeals so far: the next deal is still the first."""
        return self.hands == self.sevens_redeals

    @property
    def hanging(self) -> int:
        return self.pot_points


def player_of(value: Any, table: Table, field: str, rule: str | None = None) -> str:
    """A player by name or unambiguous prefix; every failure is a rejection of the entry."""
    if value in table.players:
        return str(value)
    if not isinstance(value, str) or not value.strip():
        raise Rejected(
            _("{value} is not a player's name").format(value=repr(value)), field=field, rule=rule
        )
    try:
        return resolve_name(value, table.players, field, "player")
    except (Rejected, Ambiguous) as error:
        raise Rejected(error.message, field=field, rule=rule) from None


def suit_of(value: Any, field: str = "--trump", languages: Sequence[str] = jass.LANGUAGES) -> str:
    """A trump suit (:func:`scorekeep.core.cards.read_suit`); refused as DEBERC-R1."""
    try:
        return jass.parse_suit(str(value), field, languages)
    except Unreadable as error:
        raise Rejected(error.message, field=field, rule="DEBERC-R1") from None


def _number(value: Any, who: str, field: str = "--cards") -> int:
    try:
        number = read_int(value, field, low=None, rule="DEBERC-R1")
    except Unreadable:
        shown = f"'{value}'" if isinstance(value, str) else repr(value)
        raise Rejected(
            _("card points of {player} must be a whole number, not {value}").format(
                player=who, value=shown
            ),
            field=field,
            rule="DEBERC-R1",
        ) from None
    if number < 0:
        raise Rejected(
            _("card points of {player} cannot be negative ({value})").format(
                player=who, value=number
            ),
            field=field,
            rule="DEBERC-R1",
        )
    return number


def _redeal_entry(fields: Mapping[str, Any], table: Table) -> dict[str, Any]:
    """``--annul four-sevens|all-pass`` (DEBERC-P6): a redeal takes only a dealer."""
    kind = str(fields["annul"]).strip().lower().replace("_", "-")
    if kind not in ANNULMENTS:
        raise Rejected(
            _("unknown redeal '{redeal}' (four-sevens or all-pass)").format(redeal=fields["annul"]),
            field="--annul",
            rule="DEBERC-P6",
        )
    extra = sorted(set(fields) - {"annul", "dealer"})
    if extra:
        raise Rejected(
            _("a redealt hand has no bidder, trump, cards or words (drop {flag})").format(
                flag="--" + extra[0].replace("_", "-")
            ),
            field="--annul",
            rule="DEBERC-P6",
        )
    entry: dict[str, Any] = {"annulled": kind}
    if "dealer" in fields:
        entry["dealer"] = player_of(fields["dealer"], table, "--dealer")
    return entry


def _cards_entry(pairs: Mapping[str, Any], table: Table) -> dict[str, int]:
    cards: dict[str, int] = {}
    for who, value in pairs.items():
        player = player_of(who, table, "--cards", "DEBERC-R1")
        if player in cards:
            raise Rejected(
                _("card points of {player} given twice").format(player=player),
                field="--cards",
                rule="DEBERC-R1",
            )
        cards[player] = _number(value, player)
    return {p: cards[p] for p in table.players if p in cards}


def _words_entry(
    items: Sequence[str], table: Table, languages: Sequence[str] = jass.LANGUAGES
) -> dict[str, list[str]]:
    words: dict[str, list[str]] = {}
    for item in items:
        who, sep, said = str(item).partition("=")
        if not sep or not who.strip():
            raise Rejected(
                _(
                    "write a combination as PLAYER=\"KH QH JH\" or PLAYER=bella, not '{item}'"
                ).format(item=item),
                field="--words",
                rule="DEBERC-R2",
            )
        player = player_of(who, table, "--words", "DEBERC-R2")
        words.setdefault(player, []).append(deberc_rules.canonical_word(said, languages=languages))
    return {p: words[p] for p in table.players if p in words}


def _reading(ctx: Context) -> tuple[str, ...]:
    """The card letters of the table's language first (Polish ``D`` dama, Ukrainian ``Т``)."""
    return card_letters.reading(CARD_LANGUAGES, ctx.language)


def _no_tricks_entry(items: Sequence[str], table: Table) -> list[str]:
    empty: list[str] = []
    for item in items:
        for word in str(item).split(","):
            if word.strip():
                player = player_of(word, table, "--no-tricks", "DEBERC-R5")
                if player not in empty:
                    empty.append(player)
    return [p for p in table.players if p in empty]


class Deberc(EngineBase):
    writes_facts = True
    name = "deberc"
    option_keys = deberc_rules.OPTION_KEYS
    rule_ids = deberc_rules.RULE_IDS
    hand_fields = (
        Field("bidder", help="who ordered the game (the bidder)"),
        Field("trump", help="trump suit S H D C (♠ ♥ ♦ ♣)"),
        Field("dealer", help="who dealt (default: the rotation)"),
        Field("cards", "pairs", help="card points incl. the last trick, for every player"),
        Field(
            "words", "many", help='a combination: P="KH QH JH", P=bella, P=bella-unplayed (repeat)'
        ),
        Field("no_tricks", "many", help="a player who took no trick (repeat)"),
        Field("annul", help="redeal: four-sevens or all-pass"),
        Field(
            "stopped_by",
            help='finish = "points": play stopped when this player\'s side '
            "reached the target on a trick",
        ),
    )

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a hand is recorded."""
        from scorekeep.games.deberc.judge import QUESTIONS

        return QUESTIONS

    # ----------------------------------------------------------------- table
    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        names = player_names(players, forbidden="+=", twice="{name} is named twice")
        if not 2 <= len(names) <= 4:
            raise Rejected(
                _("Deberc is for 2, 3 or 4 players, not {count}").format(count=len(names)),
                field="--players",
            )
        table = Table(names)
        if teams:
            table = Table(names, parse_teams(teams, names))
            problem = deberc_rules.team_problem(table)
            if problem:
                raise Rejected(problem, field="--teams", rule="DEBERC-R14")
        first = options.get("first_dealer", "")
        if first:
            player_of(first, table, "--set first_dealer", "DEBERC-P5")
        return table

    # ----------------------------------------------------------------- entries
    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        table = ctx.table
        if "annul" in fields:
            return _redeal_entry(fields, table)
        entry: dict[str, Any] = {}
        if "bidder" in fields:
            entry["bidder"] = player_of(fields["bidder"], table, "--bidder", "DEBERC-R7")
        if "trump" in fields:
            entry["trump"] = suit_of(fields["trump"], languages=_reading(ctx))
        if "dealer" in fields:
            entry["dealer"] = player_of(fields["dealer"], table, "--dealer")
        if "cards" in fields:
            entry["cards"] = _cards_entry(fields["cards"], table)
        if "words" in fields:
            entry["words"] = _words_entry(fields["words"], table, _reading(ctx))
        if "no_tricks" in fields:
            entry["no_tricks"] = _no_tricks_entry(fields["no_tricks"], table)
        if "stopped_by" in fields:
            entry["stopped_by"] = player_of(
                fields["stopped_by"], table, "--stopped-by", "DEBERC-R13"
            )
        return entry

    def facts(
        self, state: Evening, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt (DEBERC-P5): the table's word, else the dealer already recorded, else the
        rotation; so a later correction of another hand never moves it."""
        return {**entry, "dealer": entry.get("dealer") or known.get("dealer") or state.dealer}

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Evening:
        first = ctx.options.get("first_dealer", "")
        dealer = (
            player_of(first, ctx.table, "first_dealer", "DEBERC-P5")
            if first
            else ctx.table.players[0]
        )
        sides = ctx.table.sides
        return Evening(
            dealer,
            tuple((s, 0) for s in sides),
            tuple((s, 0) for s in sides),
            Pack.of(ctx.table, ctx.ruleset.cards),
        )

    def play(
        self, state: Evening, entry: Mapping[str, Any], ctx: Context
    ) -> tuple[Evening, Outcome]:
        if state.over:
            raise Rejected(
                _(
                    "game already finished: {winner} won ({reason}); start a new game with "
                    "`scorekeep new`"
                ).format(winner=state.winner or _("nobody"), reason=reason_words(state.reason)),
                rule=state.rule or "DEBERC-R12",
            )
        unknown = sorted(set(entry) - ENTRY_KEYS)
        if unknown:
            raise Rejected(
                f"unknown field '{unknown[0]}' in a Deberc hand (fields: "
                + ", ".join(sorted(ENTRY_KEYS))
                + ")"
            )
        table = ctx.table
        warnings: list[str] = []
        if state.hands == 0 and int(ctx.options["target"]) not in deberc_rules.USUAL_TARGETS:
            warnings.append(_target_warning(ctx))
        dealer = state.dealer
        if "dealer" in entry:
            given = player_of(entry["dealer"], table, "--dealer", "DEBERC-P5")
            if given != dealer:
                warnings.append(
                    f"{given} dealt, not {dealer} as the rotation says; the "
                    f"rotation goes on from {given} (DEBERC-P5)"
                )
            dealer = given
        if "annulled" in entry:
            return self._annulled(state, entry, dealer, warnings, ctx)
        return self._played(state, entry, dealer, warnings, ctx)

    def _annulled(
        self,
        state: Evening,
        entry: Mapping[str, Any],
        dealer: str,
        warnings: list[str],
        ctx: Context,
    ) -> tuple[Evening, Outcome]:
        kind = entry["annulled"]
        if kind not in ANNULMENTS:
            raise Rejected(
                _("unknown redeal {redeal} (four-sevens or all-pass)").format(redeal=repr(kind)),
                field="--annul",
                rule="DEBERC-P6",
            )
        extra = sorted(set(entry) - {"annulled", "dealer"})
        if extra:
            raise Rejected(
                _("a redealt hand has no {key}").format(key=extra[0]),
                field="--annul",
                rule="DEBERC-P6",
            )
        if kind == "all-pass" and ctx.options.get("mandatory_bid"):
            raise Rejected(
                _(
                    "no all-pass redeal: mandatory_bid is on, so the dealer must name a trump "
                    "and play"
                ),
                field="--annul",
                rule="DEBERC-P3",
            )
        if kind == "four-sevens":
            _check_four_sevens(state, ctx)
        players = ctx.table.players
        after = dealer if kind == "four-sevens" else deberc_rules.next_seat(players, dealer)
        note = (
            _("redeal: a player had four sevens; {dealer} deals again").format(dealer=dealer)
            if kind == "four-sevens"
            else _("redeal: everybody passed twice; {dealer} deals").format(dealer=after)
        )
        notes = [note + " (DEBERC-P6)"]
        if state.hanging:
            notes.append(
                _("the pot of {points} still hangs").format(points=state.hanging) + " (DEBERC-R10)"
            )
        detail = HandDetail(
            "annulled",
            dealer,
            f"annulled: {kind}",
            pot_before=state.hanging,
            pot=state.hanging,
            next_dealer=after,
            bajts=dict(state.bajts),
        )
        sevens = state.sevens_redeals + (kind == "four-sevens")
        new = state._replace(dealer=after, hands=state.hands + 1, sevens_redeals=sevens)
        return new, Outcome(
            dict.fromkeys(ctx.table.sides, 0), tuple(notes), tuple(warnings), detail
        )

    def _played(
        self,
        state: Evening,
        entry: Mapping[str, Any],
        dealer: str,
        warnings: list[str],
        ctx: Context,
    ) -> tuple[Evening, Outcome]:
        hand = self._read_played(state, entry, ctx)
        pack = state.pack
        bidder_side = pack.side_of[hand.bidder]
        combos, points, notes = _round_points(hand, dealer, pack, ctx)
        if hand.stopped_by is not None:
            settled = _stopped(state, hand.stopped_by, points, ctx, notes)
        else:
            settled = _decided(state, hand, bidder_side, points, pack.orders[dealer], ctx, notes)
        totals = dict(state.totals)
        scores: dict[str, int] = {}
        for side in pack.sides:
            scores[side] = (
                settled.records[side]
                + settled.pot_paid.get(side, 0)
                + sum(p.points for p in settled.penalties.get(side, []))
            )
            totals[side] += scores[side]
        end = _game_end(combos, hand, totals, bidder_side, dealer, pack, ctx, notes)
        if end.over and settled.pot:
            notes.append(never_paid(settled.pot_points))
        next_dealer = self._next_dealer(dealer, settled.round_winner, ctx)
        detail = HandDetail(
            "stopped" if hand.stopped_by else "played",
            dealer,
            settled.result,
            bidder=hand.bidder,
            bidder_side=bidder_side,
            trump=hand.trump,
            points=dict(points),
            pot_before=state.hanging,
            pot=settled.pot_points,
            combinations=combos,
            reference=settled.reference,
            transfers=settled.transfers,
            bajt_number=settled.bajt_number,
            records=settled.records,
            penalties=settled.penalties,
            pot_paid=settled.pot_paid,
            round_winner=settled.round_winner,
            bajts=dict(settled.bajts),
            game_over=end if end.over else None,
            next_dealer=next_dealer,
        )
        new = Evening(
            next_dealer,
            tuple((s, totals[s]) for s in pack.sides),
            tuple((s, settled.bajts[s]) for s in pack.sides),
            state.pack,
            settled.pot,
            state.hands + 1,
            end.over,
            end.winner,
            end.reason,
            end.rule,
            pot_points=settled.pot_points,
        )
        return new, Outcome(scores, tuple(notes), tuple(warnings), detail)

    def _read_played(self, state: Evening, entry: Mapping[str, Any], ctx: Context) -> PlayedHand:
        """A played hand's record checked field by field (DEBERC-R1, R2, R5, R7, R13)."""
        table = ctx.table
        if "bidder" not in entry:
            raise Rejected(
                _("who ordered the game? add --bidder PLAYER"), field="--bidder", rule="DEBERC-R7"
            )
        bidder = player_of(entry["bidder"], table, "--bidder", "DEBERC-R7")
        if "trump" not in entry:
            raise Rejected(
                _("which suit is trump? add --trump S|H|D|C"), field="--trump", rule="DEBERC-R1"
            )
        trump = suit_of(entry["trump"])
        cards = self._cards(entry.get("cards"), table)
        no_tricks = self._no_tricks(entry.get("no_tricks", []), cards, table)
        stopped_by = None
        if "stopped_by" in entry:
            stopped_by = _stopper(entry["stopped_by"], no_tricks, ctx)
        self._check_sum(cards, trump, stopped_by is not None, state.pack, ctx)
        raw_words = entry.get("words", {})
        if not isinstance(raw_words, Mapping):
            raise Rejected(
                _("words must be a table of player = [combinations], not {raw}").format(
                    raw=repr(raw_words)
                ),
                field="--words",
                rule="DEBERC-R2",
            )
        return PlayedHand(bidder, trump, cards, no_tricks, stopped_by, raw_words)

    def _cards(self, raw: Any, table: Table) -> dict[str, int]:
        if raw is None:
            raise Rejected(
                _("card points are missing: give --cards PLAYER=N for every player"),
                field="--cards",
                rule="DEBERC-R1",
            )
        if not isinstance(raw, Mapping):
            raise Rejected(
                _("cards must be a table of player = points, not {raw}").format(raw=repr(raw)),
                field="--cards",
                rule="DEBERC-R1",
            )
        if (
            len(raw) == len(table.players)
            and all(p in raw for p in table.players)
            and all(type(v) is int and v >= 0 for v in raw.values())
        ):
            return dict(raw)  # as scorekeep writes it: every player, exact names, counts
        cards: dict[str, int] = {}
        for who, value in raw.items():
            player = player_of(who, table, "--cards", "DEBERC-R1")
            if player in cards:
                raise Rejected(
                    _("card points of {player} given twice").format(player=player),
                    field="--cards",
                    rule="DEBERC-R1",
                )
            cards[player] = _number(value, player)
        missing = [p for p in table.players if p not in cards]
        if missing:
            raise Rejected(
                _(
                    "card points of {players} missing: give --cards PLAYER=N for every player "
                    "(0 for none)"
                ).format(players=", ".join(missing)),
                field="--cards",
                rule="DEBERC-R1",
            )
        return cards

    def _no_tricks(self, raw: Any, cards: Mapping[str, int], table: Table) -> tuple[str, ...]:
        if isinstance(raw, str):
            raw = [raw]
        if not isinstance(raw, list | tuple):
            raise Rejected(
                _("no_tricks must be a list of players, not {raw}").format(raw=repr(raw)),
                field="--no-tricks",
                rule="DEBERC-R5",
            )
        empty: list[str] = []
        for who in raw:
            player = player_of(who, table, "--no-tricks", "DEBERC-R5")
            if cards.get(player, 0) > 0:
                raise Rejected(
                    _("{player} took no tricks but has card points ({points})").format(
                        player=player, points=cards[player]
                    ),
                    field="--no-tricks",
                    rule="DEBERC-R5",
                )
            if player not in empty:
                empty.append(player)
        if len(empty) == len(table.players):
            raise Rejected(
                _("somebody took the tricks: not every player can be in --no-tricks"),
                field="--no-tricks",
                rule="DEBERC-R5",
            )
        return tuple(empty)

    def _check_sum(
        self, cards: Mapping[str, int], trump: str, stopped: bool, pack: Pack, ctx: Context
    ) -> None:
        n = len(ctx.table.players)
        total = sum(cards.values())
        most = pack.maximum[trump]
        last = pack.last_trick
        if stopped:
            if total > most - last:
                raise Rejected(
                    _(
                        "card points total {total}, more than the {most} that can be taken "
                        "before the last trick"
                    ).format(total=total, most=most - last),
                    field="--cards",
                    rule="DEBERC-R13",
                )
            return
        if n == 4 and total != most:
            raise Rejected(
                _("card points must total {most} with four players (got {total})").format(
                    most=most, total=total
                ),
                field="--cards",
                rule="DEBERC-R1",
            )
        if total > most:
            who = {2: _("two"), 3: _("three")}.get(n, str(n))
            raise Rejected(
                _("card points total {total}, more than the {most} {who} players can take").format(
                    total=total, most=most, who=who
                ),
                field="--cards",
                rule="DEBERC-R1",
            )
        if total < last:
            raise Rejected(
                _("card points total {total}, but the last trick alone is worth {last}").format(
                    total=total, last=last
                ),
                field="--cards",
                rule="DEBERC-R1",
            )

    def _next_dealer(self, dealer: str, round_winner: str | None, ctx: Context) -> str:
        """Clockwise, or the round's winner (a team: its member first from the dealer);
        no winner (hanging) → clockwise (DEBERC-R10)."""
        players = ctx.table.players
        if ctx.options.get("dealer_rotation") == "winner" and round_winner is not None:
            team = deberc_rules.members(ctx.table, round_winner)
            return next(p for p in deberc_rules.from_dealer(players, dealer) if p in team)
        return deberc_rules.next_seat(players, dealer)

    # ----------------------------------------------------------------- the end
    def close(self, state: Evening, ctx: Context) -> tuple[Evening, Outcome]:
        """The table stops early: no settlement; the leader is named, a hanging pot is lost."""
        sides = ctx.table.sides
        notes: list[str] = []
        new = state._replace(closed=True)
        if not state.over:
            totals = dict(state.totals)
            best = max(totals.values())
            leaders = [s for s in sides if totals[s] == best]
            if len(leaders) == 1:
                new = new._replace(
                    over=True,
                    winner=leaders[0],
                    reason=f"closed before the target: highest total {best}",
                    rule="DEBERC-R12",
                )
            else:
                new = new._replace(
                    over=True,
                    winner=None,
                    reason=f"closed before the target: a tie at {best}",
                    rule="DEBERC-R12",
                )
            notes.append(reason_words(new.reason))
            if state.hanging:
                notes.append(never_paid(state.hanging))
        return new, Outcome(dict.fromkeys(sides, 0), tuple(notes), detail=HandDetail("close"))

    def standing(self, state: Evening, ctx: Context) -> Standing:
        pot_from = state.pot[-1][0] if state.pot else None
        changed = {
            k: v
            for k, v in ctx.options.items()
            if k in ctx.ruleset.options and v != ctx.ruleset.options[k].default
        }
        extra: dict[str, Any] = {
            "hanging": state.hanging,
            "hanging_from": pot_from,
            "bajts": dict(state.bajts),
            "target": int(ctx.options["target"]),
            "changed_options": changed,
        }
        if int(ctx.options["target"]) not in deberc_rules.USUAL_TARGETS:
            extra["warnings"] = [_target_warning(ctx)]
        return Standing(
            dict(state.totals),
            state.over,
            state.winner,
            None if state.over else state.dealer,
            reason_words(state.reason),
            extra,
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        return self._describe(entry, outcome) + jass.read_back(entry, ctx.language)

    @staticmethod
    def _describe(entry: Mapping[str, Any], outcome: Outcome | None) -> str:
        detail: HandDetail | None = outcome.detail if outcome else None
        if "annulled" in entry:
            return _("annulled: {why}").format(why=redeal_name(str(entry["annulled"])))
        bidder = detail.bidder if detail else entry.get("bidder", "?")
        trump = detail.trump if detail else entry.get("trump", "?")
        text = _("{bidder} orders {suit}").format(bidder=bidder, suit=jass.suit_name(str(trump)))
        if detail and detail.points:
            text += ": " + " : ".join(f"{s} {p}" for s, p in detail.points.items())
        if detail and detail.result:
            text += f", {result_name(detail.result)}"
        if entry.get("stopped_by"):
            text += " " + _("by {player}").format(player=entry["stopped_by"])
        return text


def _check_four_sevens(state: Evening, ctx: Context) -> None:
    """DEBERC-P7: with ``four_sevens = "first_deal"`` (the seed: "при першій роздачі") four
    sevens force a redeal only on the game's first deal."""
    if ctx.options.get("four_sevens", "any_deal") == "first_deal" and not state.first_deal:
        raise Rejected(
            _(
                "no four-sevens redeal after the first deal: four_sevens = first_deal "
                '(the seed: "при першій роздачі")'
            ),
            field="--annul",
            rule="DEBERC-P7",
        )


class PlayedHand(NamedTuple):
    """A played hand as recorded, every field checked."""

    bidder: str
    trump: str
    cards: dict[str, int]
    no_tricks: tuple[str, ...]
    stopped_by: str | None
    words: Mapping[str, Any]


class Penalty(NamedTuple):
    points: int
    why: str
    rule: str


class Settled(NamedTuple):
    """What a round leaves each side: records, bajt counts, the pot, penalties (R7…R10)."""

    result: str
    records: dict[str, int]
    bajts: dict[str, int]
    pot: tuple[tuple[str, int, int], ...]
    penalties: dict[str, list[Penalty]]
    pot_paid: dict[str, int]
    round_winner: str | None = None
    reference: int | None = None
    transfers: Mapping[str, int] = NOTHING
    bajt_number: int | None = None
    pot_points: int = 0


class GameEnd(NamedTuple):
    over: bool = False
    winner: str | None = None
    reason: str = ""
    rule: str = ""


class HandDetail(NamedTuple):
    """One hand for the sheet. ``kind``: played, stopped (DEBERC-R13), annulled (a redeal)
    or close; a redeal carries only the dealer, the result word, the pot and the bajts."""

    kind: str
    dealer: str = ""
    result: str = ""
    bidder: str = ""
    bidder_side: str = ""
    trump: str = ""
    points: Mapping[str, int] = NOTHING
    pot_before: int = 0
    pot: int = 0
    combinations: deberc_rules.Combinations = NO_COMBINATIONS
    reference: int | None = None
    transfers: Mapping[str, int] = NOTHING
    bajt_number: int | None = None
    records: Mapping[str, int] = NOTHING
    penalties: Mapping[str, list[Penalty]] = NOTHING
    pot_paid: Mapping[str, int] = NOTHING
    round_winner: str | None = None
    bajts: Mapping[str, int] = NOTHING
    game_over: GameEnd | None = None
    next_dealer: str | None = None


def _stopper(value: Any, no_tricks: Sequence[str], ctx: Context) -> str:
    """DEBERC-R13: who stopped play on reaching the target, allowed only with finish = points."""
    if ctx.options.get("finish") != "points":
        raise Rejected(
            _(
                'play stops at the target only with finish = "points"; this '
                'game plays every round out (finish = "round")'
            ),
            field="--stopped-by",
            rule="DEBERC-R13",
        )
    stopped_by = player_of(value, ctx.table, "--stopped-by", "DEBERC-R13")
    if stopped_by in no_tricks:
        raise Rejected(
            _("{player} stopped play on taking a trick, so cannot be in --no-tricks").format(
                player=stopped_by
            ),
            field="--stopped-by",
            rule="DEBERC-R13",
        )
    return stopped_by


def _round_points(
    hand: PlayedHand, dealer: str, pack: Pack, ctx: Context
) -> tuple[deberc_rules.Combinations, dict[str, int], list[str]]:
    """Each side's card points plus the combinations it scores (DEBERC-R2…R6), with notes."""
    table = ctx.table
    sides, members = pack.sides, pack.members
    if not hand.words:
        points = {s: sum(hand.cards[m] for m in members[s]) for s in sides}
        return NO_COMBINATIONS, points, []
    words: dict[str, list[str]] = {}
    for who, said in hand.words.items():
        player = player_of(who, table, "--words", "DEBERC-R2")
        words.setdefault(player, []).extend(deberc_rules.words_list(said, "--words", player))
    decl = deberc_rules.read_declarations(words, hand.trump, table)
    combos = deberc_rules.score_combinations(
        decl, hand.trump, table, dealer, hand.no_tricks, ctx.options, pack.combinations
    )
    points = {s: sum(hand.cards[m] + combos.points_of(m) for m in members[s]) for s in sides}
    return combos, points, _combination_notes(combos, decl, table)


def _stopped(
    state: Evening, stopped_by: str, points: dict[str, int], ctx: Context, notes: list[str]
) -> Settled:
    """DEBERC-R13: play stopped on the target; every side writes what it took so far."""
    stopper = state.pack.side_of[stopped_by]
    totals = dict(state.totals)
    target = int(ctx.options["target"])
    if totals[stopper] + points[stopper] < target:
        raise Rejected(
            _("{side} would have {total}, below the target {target}: play does not stop").format(
                side=stopper, total=totals[stopper] + points[stopper], target=target
            ),
            field="--stopped-by",
            rule="DEBERC-R13",
        )
    notes.append(
        _(
            "play stopped: {player} reached the target on taking a trick; every side writes "
            "what it took so far"
        ).format(player=stopped_by)
        + " (DEBERC-R13)"
    )
    return Settled(
        "stopped", dict(points), dict(state.bajts), state.pot, {}, {}, pot_points=state.hanging
    )


def _decided(
    state: Evening,
    hand: PlayedHand,
    bidder_side: str,
    points: dict[str, int],
    order: Sequence[str],
    ctx: Context,
    notes: list[str],
) -> Settled:
    """DEBERC-R7…R10: made, bajt or hanging; the third-bajt and no-trick penalties; the pot."""
    options = ctx.options
    decision = deberc_rules.decide(points, bidder_side, order, options)
    bajts = dict(state.bajts)
    pot, pot_points = state.pot, state.hanging
    penalties: dict[str, list[Penalty]] = {}
    pot_paid: dict[str, int] = {}
    bajt_number = None
    notes.append(_decision_note(decision, hand.bidder, bidder_side, points, hand.trump, options))
    if decision.result == "bajt":
        bajts[bidder_side] += 1
        bajt_number = bajts[bidder_side]
        if options.get("third_bajt_penalty", True) and bajts[bidder_side] % 3 == 0:
            penalties.setdefault(bidder_side, []).append(Penalty(-100, "third bajt", "DEBERC-R8"))
            notes.append(
                _("bajt number {number} of {side}: −100").format(
                    number=bajts[bidder_side], side=bidder_side
                )
                + " (DEBERC-R8)"
            )
    round_winner = decision.winner
    if decision.result == "hanging":
        pot = (*pot, (bidder_side, decision.hanging, state.hands + 1))
        pot_points += decision.hanging
    elif pot and round_winner is not None:
        paid = pot_points
        pot_paid[round_winner] = paid
        notes.append(
            _("the hanging pot of {points} goes to {winner}, winner of this round").format(
                points=paid, winner=round_winner
            )
            + " (DEBERC-R10)"
        )
        pot, pot_points = (), 0
    _no_trick_penalties(hand.no_tricks, state.pack, ctx, penalties, notes)
    return Settled(
        decision.result,
        dict(decision.records),
        bajts,
        pot,
        penalties,
        pot_paid,
        round_winner,
        decision.reference,
        dict(decision.transfers),
        bajt_number,
        pot_points,
    )


def _no_trick_penalties(
    no_tricks: Sequence[str],
    pack: Pack,
    ctx: Context,
    penalties: dict[str, list[Penalty]],
    notes: list[str],
) -> None:
    """DEBERC-R9: the fine for a player (in teams: a side) that took no trick."""
    fine = int(ctx.options.get("no_tricks_penalty", 0))
    if not fine:
        return
    table = ctx.table
    for side in pack.sides:
        empty = [m for m in pack.members[side] if m in no_tricks]
        if table.teams:
            empty = empty[:1] if not deberc_rules.took_trick(table, side, no_tricks) else []
        for _member in empty:
            penalties.setdefault(side, []).append(Penalty(-fine, "no tricks", "DEBERC-R9"))
            notes.append(
                _("{side} took no trick: −{fine}").format(side=side, fine=fine) + " (DEBERC-R9)"
            )


def _game_end(
    combos: deberc_rules.Combinations,
    hand: PlayedHand,
    totals: Mapping[str, int],
    bidder_side: str,
    dealer: str,
    pack: Pack,
    ctx: Context,
    notes: list[str],
) -> GameEnd:
    """The outright deberc (R11), the stop on the target (R13) or the target reached (R12)."""
    target = int(ctx.options["target"])
    if combos.deberc_side is not None:
        winner = combos.deberc_side
        notes.append(
            _("{senior} is senior: {winner} wins the game outright").format(
                senior=combos.senior.words() if combos.senior else "", winner=winner
            )
            + " (DEBERC-R11)"
        )
        return GameEnd(True, winner, "deberc", "DEBERC-R11")
    if hand.stopped_by is not None:
        end = GameEnd(
            True,
            pack.side_of[hand.stopped_by],
            f"reached {target} on taking a trick",
            "DEBERC-R13",
        )
    else:
        reached = deberc_rules.game_over(totals, target, bidder_side, pack.orders[dealer])
        if reached is None:
            return GameEnd()
        end = GameEnd(True, reached[0], reached[1], "DEBERC-R12")
    if end.winner:
        notes.append(
            _("{winner} wins the game: {reason}").format(
                winner=end.winner, reason=reason_words(end.reason)
            )
            + f" ({end.rule})"
        )
    return end


def _target_warning(ctx: Context) -> str:
    return f"target {ctx.options['target']} is not one of the usual 301, 501, 1001 (accepted)"


def _combination_notes(
    combos: deberc_rules.Combinations, decl: deberc_rules.Declarations, table: Table
) -> list[str]:
    notes: list[str] = []
    if combos.senior is not None:
        why = deberc_rules.reason_words(combos.reason)
        senior = combos.senior.words()
        if combos.runner_up:
            head = _("senior combination: {senior} over {other} — {why}").format(
                senior=senior, other=combos.runner_up.words(), why=why
            )
        else:
            head = _("senior combination: {senior} — {why}").format(senior=senior, why=why)
        notes.append(head + " (DEBERC-R3)")
        if combos.scoring_side is not None:
            counted = ", ".join(f"{p} {v}" for p, v in combos.counted.items())
            notes.append(
                _("{side} scores their combinations: {counted}").format(
                    side=combos.scoring_side, counted=counted
                )
                + " (DEBERC-R4)"
            )
        else:
            notes.append(
                _("{side} took no trick: no combination counts").format(
                    side=table.side_of(combos.senior.player)
                )
                + " (DEBERC-R5)"
            )
    for player, points in combos.bella.items():
        notes.append(
            _("bella of {player}: {points}").format(player=player, points=points) + " (DEBERC-R6)"
        )
    for player, why in combos.not_counted.items():
        if "bella" in why:
            notes.append(f"{player}: {deberc_rules.not_counted_words(why)} (DEBERC-R6)")
    return notes


def _decision_note(
    decision: deberc_rules.Decision,
    player: str,
    bidder: str,
    points: Mapping[str, int],
    trump: str,
    options: Mapping[str, Any],
) -> str:
    mine = points[bidder]
    rule = options.get("bajt_rule", "max")
    against = {
        "max": _("the best opponent"),
        "min": _("the weaker opponent"),
        "sum": _("the opponents together"),
    }.get(str(rule), _("the opponents"))
    who = player if player == bidder else f"{player} ({bidder})"
    head = _("{who} ordered {suit}: {points} against {reference} ({against})").format(
        who=who,
        suit=jass.suit_name(trump),
        points=mine,
        reference=decision.reference,
        against=against,
    )
    if decision.result == "made":
        return _("{head} — made, every side writes its points").format(head=head) + " (DEBERC-R7)"
    if decision.result == "hanging":
        return (
            _(
                "{head} — hanging bajt: {side} writes 0, its {points} wait for the next round"
            ).format(head=head, side=bidder, points=decision.hanging)
            + " (DEBERC-R7, DEBERC-R10)"
        )
    given = ", ".join(f"{s} +{v}" for s, v in decision.transfers.items() if v)
    if not given:  # the bidder took nothing: no side gets anything from it
        return (
            _("{head} — bajt: {side} took no points, so it writes 0 and gives none").format(
                head=head, side=bidder
            )
            + " (DEBERC-R7)"
        )
    return (
        _("{head} — bajt: {side} writes 0, its {points} go to {given}").format(
            head=head, side=bidder, points=mine, given=given
        )
        + " (DEBERC-R7)"
    )


def never_paid(points: int) -> str:
    """A pot still hanging when the game ends (DEBERC-R10)."""
    return _("the pot of {points} is never paid").format(points=points) + " (DEBERC-R10)"


def redeal_name(kind: str) -> str:
    """A redeal as the table calls it (DEBERC-P6)."""
    return {"four-sevens": _("four-sevens"), "all-pass": _("all-pass")}.get(kind, kind)


def result_name(result: str) -> str:
    """made, bajt, hanging, stopped in the table's words (DEBERC-R7, R13)."""
    names = {
        "made": _("made"),
        "bajt": _("bajt"),
        "hanging": _("hanging"),
        "stopped": _("stopped"),
    }
    return names.get(result, result)


def reason_words(reason: str) -> str:
    """How a game ended, in the table's words; the stored reason stays English for the
    programs that read it (``deberc`` in the statistics, JSON)."""
    import re

    number = re.search(r"-?\d+", reason)
    n = number.group() if number else ""
    known = {
        "deberc": lambda: _("deberc"),
        f"reached {n}": lambda: _("reached {target}").format(target=n),
        f"reached {n} on taking a trick": lambda: _("reached {target} on taking a trick").format(
            target=n
        ),
        "both over: higher total": lambda: _("both over: higher total"),
        f"{n} over: higher total": lambda: _("{n} over: higher total").format(n=n),
        "tie: ordered the game": lambda: _("tie: ordered the game"),
        "tie: first from the dealer": lambda: _("tie: first from the dealer"),
        f"closed before the target: highest total {n}": lambda: _(
            "closed before the target: highest total {total}"
        ).format(total=n),
        f"closed before the target: a tie at {n}": lambda: _(
            "closed before the target: a tie at {total}"
        ).format(total=n),
    }
    word = known.get(reason)
    return word() if word else reason


ENGINE = Deberc()
