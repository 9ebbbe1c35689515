"""Deberc for 2, 3 or 4 players or 2 v 2 (deberc.md): hand records, validation (§8), round
points, bajts split between opponents, hanging pots, penalties, the outright deberc win and
both ways to end the game (DEBERC-R1…R14). Pure: the CLI feeds entries in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeep.core.errors import Ambiguous, Rejected, Unreadable
from scorekeep.core.game import (
    Context,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    parse_teams,
    resolve_name,
)
from scorekeep.core.ruleset import Ruleset
from scorekeep.games import deberc_rules as dr
from scorekeep.games import jass

ANNULMENTS = ("four-sevens", "all-pass")
ENTRY_KEYS = frozenset(
    {"bidder", "trump", "dealer", "cards", "words", "no_tricks", "stopped_by", "annulled"}
)
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
NO_COMBINATIONS = dr.Combinations()


@dataclass(frozen=True, slots=True)
class Pack:
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
            {t: dr.pack_maximum(n, t, cards) for t in jass.SUITS},
            dr.last_trick(cards),
            dr.combination_values(cards),
            table.sides,
            {s: dr.members(table, s) for s in table.sides},
            {p: table.side_of(p) for p in table.players},
            {p: dr.sides_from_dealer(table, p) for p in table.players},
        )


@dataclass(frozen=True, slots=True)
class Evening:
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

    @property
    def first_deal(self) -> bool:
        """Nothing but four-sevens redeals so far: the next deal is still the first."""
        return self.hands == self.sevens_redeals

    @property
    def hanging(self) -> int:
        return sum(points for _, points, _ in self.pot)


def player_of(value: Any, table: Table, field: str, rule: str | None = None) -> str:
    """A player by name or unambiguous prefix; every failure is a rejection of the entry."""
    if value in table.players:
        return str(value)
    if not isinstance(value, str) or not value.strip():
        raise Rejected(f"{value!r} is not a player's name", field=field, rule=rule)
    try:
        return resolve_name(value, table.players, field, "player")
    except (Rejected, Ambiguous) as error:
        raise Rejected(error.message, field=field, rule=rule) from None


def suit_of(value: Any, field: str = "--trump") -> str:
    try:
        return jass.parse_suit(str(value), field)
    except Unreadable as error:
        raise Rejected(error.message, field=field, rule="DEBERC-R1") from None


def _number(value: Any, who: str, field: str = "--cards") -> int:
    if isinstance(value, bool):
        raise Rejected(
            f"card points of {who} must be a whole number, not {value!r}",
            field=field,
            rule="DEBERC-R1",
        )
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip()
        if not text.lstrip("-").isdigit():
            raise Rejected(
                f"card points of {who} must be a whole number, not '{value}'",
                field=field,
                rule="DEBERC-R1",
            )
        number = int(text)
    if number < 0:
        raise Rejected(
            f"card points of {who} cannot be negative ({number})", field=field, rule="DEBERC-R1"
        )
    return number


class Deberc:
    name = "deberc"
    option_keys = dr.OPTION_KEYS
    rule_ids = dr.RULE_IDS
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
        from scorekeep.games.deberc_judge import QUESTIONS

        return QUESTIONS

    # ----------------------------------------------------------------- table
    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        names = tuple(p.strip() for p in players)
        if any(not n for n in names):
            raise Rejected("a player has an empty name", field="--players")
        folded = [n.casefold() for n in names]
        if len(set(folded)) != len(names):
            dup = next(n for n in names if folded.count(n.casefold()) > 1)
            raise Rejected(f"{dup} is named twice", field="--players")
        if any("+" in n or "=" in n for n in names):
            raise Rejected("a player's name may not contain + or =", field="--players")
        if not 2 <= len(names) <= 4:
            raise Rejected(f"Deberc is for 2, 3 or 4 players, not {len(names)}", field="--players")
        table = Table(names)
        if teams:
            table = Table(names, parse_teams(teams, names))
            problem = dr.team_problem(table)
            if problem:
                raise Rejected(problem, field="--teams", rule="DEBERC-R14")
        first = options.get("first_dealer", "")
        if first:
            player_of(first, table, "--set first_dealer", "DEBERC-P5")
        return table

    # ----------------------------------------------------------------- entries
    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        table = ctx.table
        entry: dict[str, Any] = {}
        if "annul" in fields:
            kind = str(fields["annul"]).strip().lower().replace("_", "-")
            if kind not in ANNULMENTS:
                raise Rejected(
                    f"unknown redeal '{fields['annul']}' (four-sevens or all-pass)",
                    field="--annul",
                    rule="DEBERC-P6",
                )
            extra = sorted(set(fields) - {"annul", "dealer"})
            if extra:
                raise Rejected(
                    "a redealt hand has no bidder, trump, cards or words "
                    f"(drop --{extra[0].replace('_', '-')})",
                    field="--annul",
                    rule="DEBERC-P6",
                )
            entry["annulled"] = kind
            if "dealer" in fields:
                entry["dealer"] = player_of(fields["dealer"], table, "--dealer")
            return entry
        if "bidder" in fields:
            entry["bidder"] = player_of(fields["bidder"], table, "--bidder", "DEBERC-R7")
        if "trump" in fields:
            entry["trump"] = suit_of(fields["trump"])
        if "dealer" in fields:
            entry["dealer"] = player_of(fields["dealer"], table, "--dealer")
        if "cards" in fields:
            cards: dict[str, int] = {}
            for who, value in fields["cards"].items():
                player = player_of(who, table, "--cards", "DEBERC-R1")
                if player in cards:
                    raise Rejected(
                        f"card points of {player} given twice", field="--cards", rule="DEBERC-R1"
                    )
                cards[player] = _number(value, player)
            entry["cards"] = {p: cards[p] for p in table.players if p in cards}
        if "words" in fields:
            words: dict[str, list[str]] = {}
            for item in fields["words"]:
                who, sep, said = str(item).partition("=")
                if not sep or not who.strip():
                    raise Rejected(
                        f"write a combination as PLAYER=\"KH QH JH\" or PLAYER=bella, not '{item}'",
                        field="--words",
                        rule="DEBERC-R2",
                    )
                player = player_of(who, table, "--words", "DEBERC-R2")
                words.setdefault(player, []).append(dr.canonical_word(said))
            entry["words"] = {p: words[p] for p in table.players if p in words}
        if "no_tricks" in fields:
            empty: list[str] = []
            for item in fields["no_tricks"]:
                for word in str(item).split(","):
                    if word.strip():
                        player = player_of(word, table, "--no-tricks", "DEBERC-R5")
                        if player not in empty:
                            empty.append(player)
            entry["no_tricks"] = [p for p in table.players if p in empty]
        if "stopped_by" in fields:
            entry["stopped_by"] = player_of(
                fields["stopped_by"], table, "--stopped-by", "DEBERC-R13"
            )
        return entry

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
                f"game already finished: {state.winner or 'nobody'} won "
                f"({state.reason}); start a new game with `scorekeep new`",
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
        if state.hands == 0 and int(ctx.options["target"]) not in dr.USUAL_TARGETS:
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
                f"unknown redeal {kind!r} (four-sevens or all-pass)",
                field="--annul",
                rule="DEBERC-P6",
            )
        extra = sorted(set(entry) - {"annulled", "dealer"})
        if extra:
            raise Rejected(f"a redealt hand has no {extra[0]}", field="--annul", rule="DEBERC-P6")
        if kind == "all-pass" and ctx.options.get("mandatory_bid"):
            raise Rejected(
                "no all-pass redeal: mandatory_bid is on, so the dealer must name a trump and play",
                field="--annul",
                rule="DEBERC-P3",
            )
        if kind == "four-sevens":
            _check_four_sevens(state, ctx)
        players = ctx.table.players
        after = dealer if kind == "four-sevens" else dr.next_seat(players, dealer)
        note = (
            f"redeal: a player had four sevens; {dealer} deals again (DEBERC-P6)"
            if kind == "four-sevens"
            else f"redeal: everybody passed twice; {after} deals (DEBERC-P6)"
        )
        notes = [note]
        if state.hanging:
            notes.append(f"the pot of {state.hanging} still hangs (DEBERC-R10)")
        detail = {
            "kind": "annulled",
            "result": f"annulled: {kind}",
            "dealer": dealer,
            "pot_before": state.hanging,
            "pot": state.hanging,
            "next_dealer": after,
            "bajts": dict(state.bajts),
        }
        sevens = state.sevens_redeals + (kind == "four-sevens")
        new = replace(state, dealer=after, hands=state.hands + 1, sevens_redeals=sevens)
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
        table, options = ctx.table, ctx.options
        if "bidder" not in entry:
            raise Rejected(
                "who ordered the game? add --bidder PLAYER", field="--bidder", rule="DEBERC-R7"
            )
        bidder = player_of(entry["bidder"], table, "--bidder", "DEBERC-R7")
        if "trump" not in entry:
            raise Rejected(
                "which suit is trump? add --trump S|H|D|C", field="--trump", rule="DEBERC-R1"
            )
        trump = suit_of(entry["trump"])
        cards = self._cards(entry.get("cards"), table)
        no_tricks = self._no_tricks(entry.get("no_tricks", []), cards, table)
        stopped_by = None
        if "stopped_by" in entry:
            if options.get("finish") != "points":
                raise Rejected(
                    'play stops at the target only with finish = "points"; this '
                    'game plays every round out (finish = "round")',
                    field="--stopped-by",
                    rule="DEBERC-R13",
                )
            stopped_by = player_of(entry["stopped_by"], table, "--stopped-by", "DEBERC-R13")
            if stopped_by in no_tricks:
                raise Rejected(
                    f"{stopped_by} stopped play on taking a trick, so cannot be in --no-tricks",
                    field="--stopped-by",
                    rule="DEBERC-R13",
                )
        self._check_sum(cards, trump, stopped_by is not None, state.pack, ctx)
        raw_words = entry.get("words", {})
        if not isinstance(raw_words, Mapping):
            raise Rejected(
                f"words must be a table of player = [combinations], not {raw_words!r}",
                field="--words",
                rule="DEBERC-R2",
            )
        pack = state.pack
        sides, members = pack.sides, pack.members
        order = pack.orders[dealer]
        bidder_side = pack.side_of[bidder]
        notes: list[str] = []
        if raw_words:
            words: dict[str, list[str]] = {}
            for who, said in raw_words.items():
                player = player_of(who, table, "--words", "DEBERC-R2")
                words.setdefault(player, []).extend(dr.words_list(said, "--words", player))
            decl = dr.read_declarations(words, trump, table)
            combos = dr.score_combinations(
                decl, trump, table, dealer, no_tricks, options, pack.combinations
            )
            notes.extend(_combination_notes(combos, decl, table))
            combination_detail = _combination_detail(combos)
            points = {s: sum(cards[m] + combos.points_of(m) for m in members[s]) for s in sides}
        else:
            combos = NO_COMBINATIONS
            combination_detail = _combination_detail(combos)
            points = {s: sum(cards[m] for m in members[s]) for s in sides}
        detail: dict[str, Any] = {
            "kind": "stopped" if stopped_by else "played",
            "dealer": dealer,
            "bidder": bidder,
            "bidder_side": bidder_side,
            "trump": trump,
            "points": dict(points),
            "pot_before": state.hanging,
            "combinations": combination_detail,
        }
        totals = dict(state.totals)
        bajts = dict(state.bajts)
        pot = state.pot
        penalties: dict[str, list[dict[str, Any]]] = {}
        pot_paid: dict[str, int] = {}
        round_winner: str | None = None
        target = int(options["target"])
        if stopped_by is not None:
            stopper = pack.side_of[stopped_by]
            records = dict(points)
            if totals[stopper] + points[stopper] < target:
                raise Rejected(
                    f"{stopper} would have {totals[stopper] + points[stopper]}, "
                    f"below the target {target}: play does not stop",
                    field="--stopped-by",
                    rule="DEBERC-R13",
                )
            detail["result"] = "stopped"
            notes.append(
                f"play stopped: {stopped_by} reached the target on taking a trick; "
                "every side writes what it took so far (DEBERC-R13)"
            )
        else:
            decision = dr.decide(points, bidder_side, order, options)
            records = dict(decision.records)
            detail["result"] = decision.result
            detail["reference"] = decision.reference
            detail["transfers"] = dict(decision.transfers)
            round_winner = decision.winner
            notes.append(_decision_note(decision, bidder, bidder_side, points, trump, options))
            if decision.result == "bajt":
                bajts[bidder_side] += 1
                detail["bajt_number"] = bajts[bidder_side]
                if options.get("third_bajt_penalty", True) and bajts[bidder_side] % 3 == 0:
                    penalties.setdefault(bidder_side, []).append(
                        {"points": -100, "why": "third bajt", "rule": "DEBERC-R8"}
                    )
                    notes.append(
                        f"bajt number {bajts[bidder_side]} of {bidder_side}: −100 (DEBERC-R8)"
                    )
            if decision.result == "hanging":
                pot = (*pot, (bidder_side, decision.hanging, state.hands + 1))
            elif pot and round_winner is not None:
                paid = sum(p for _, p, _ in pot)
                pot_paid[round_winner] = paid
                notes.append(
                    f"the hanging pot of {paid} goes to {round_winner}, winner of "
                    "this round (DEBERC-R10)"
                )
                pot = ()
            fine = int(options.get("no_tricks_penalty", 0))
            if fine:
                for side in sides:
                    empty = [m for m in members[side] if m in no_tricks]
                    if table.teams:
                        empty = empty[:1] if not dr.took_trick(table, side, no_tricks) else []
                    for _ in empty:
                        penalties.setdefault(side, []).append(
                            {"points": -fine, "why": "no tricks", "rule": "DEBERC-R9"}
                        )
                        notes.append(f"{side} took no trick: −{fine} (DEBERC-R9)")
        scores: dict[str, int] = {}
        for side in sides:
            scores[side] = (
                records[side]
                + pot_paid.get(side, 0)
                + sum(p["points"] for p in penalties.get(side, []))
            )
            totals[side] += scores[side]
        detail.update(
            {
                "records": records,
                "penalties": penalties,
                "pot_paid": pot_paid,
                "pot": sum(p for _, p, _ in pot),
                "round_winner": round_winner,
                "bajts": dict(bajts),
            }
        )
        over, winner, reason, rule = False, None, "", ""
        if combos.deberc_side is not None:
            over, winner, reason, rule = True, combos.deberc_side, "deberc", "DEBERC-R11"
            notes.append(f"{combos.senior} is senior: {winner} wins the game outright (DEBERC-R11)")
        elif stopped_by is not None:
            over, winner = True, pack.side_of[stopped_by]
            reason, rule = f"reached {target} on taking a trick", "DEBERC-R13"
        else:
            end = dr.game_over(totals, target, bidder_side, order)
            if end is not None:
                over, (winner, reason), rule = True, end, "DEBERC-R12"
        if over:
            detail["game_over"] = {"winner": winner, "reason": reason, "rule": rule}
            if winner and rule != "DEBERC-R11":
                notes.append(f"{winner} wins the game: {reason} ({rule})")
            if pot:
                notes.append(f"the pot of {sum(p for _, p, _ in pot)} is never paid (DEBERC-R10)")
        next_dealer = self._next_dealer(dealer, round_winner, ctx)
        detail["next_dealer"] = next_dealer
        new = Evening(
            next_dealer,
            tuple((s, totals[s]) for s in sides),
            tuple((s, bajts[s]) for s in sides),
            state.pack,
            pot,
            state.hands + 1,
            over,
            winner,
            reason,
            rule,
        )
        return new, Outcome(scores, tuple(notes), tuple(warnings), detail)

    def _cards(self, raw: Any, table: Table) -> dict[str, int]:
        if raw is None:
            raise Rejected(
                "card points are missing: give --cards PLAYER=N for every player",
                field="--cards",
                rule="DEBERC-R1",
            )
        if not isinstance(raw, Mapping):
            raise Rejected(
                f"cards must be a table of player = points, not {raw!r}",
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
                    f"card points of {player} given twice", field="--cards", rule="DEBERC-R1"
                )
            cards[player] = _number(value, player)
        missing = [p for p in table.players if p not in cards]
        if missing:
            raise Rejected(
                f"card points of {', '.join(missing)} missing: give --cards "
                "PLAYER=N for every player (0 for none)",
                field="--cards",
                rule="DEBERC-R1",
            )
        return cards

    def _no_tricks(self, raw: Any, cards: Mapping[str, int], table: Table) -> tuple[str, ...]:
        if isinstance(raw, str):
            raw = [raw]
        if not isinstance(raw, list | tuple):
            raise Rejected(
                f"no_tricks must be a list of players, not {raw!r}",
                field="--no-tricks",
                rule="DEBERC-R5",
            )
        empty: list[str] = []
        for who in raw:
            player = player_of(who, table, "--no-tricks", "DEBERC-R5")
            if cards.get(player, 0) > 0:
                raise Rejected(
                    f"{player} took no tricks but has card points ({cards[player]})",
                    field="--no-tricks",
                    rule="DEBERC-R5",
                )
            if player not in empty:
                empty.append(player)
        if len(empty) == len(table.players):
            raise Rejected(
                "somebody took the tricks: not every player can be in --no-tricks",
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
                    f"card points total {total}, more than the {most - last} that "
                    "can be taken before the last trick",
                    field="--cards",
                    rule="DEBERC-R13",
                )
            return
        if n == 4 and total != most:
            raise Rejected(
                f"card points must total {most} with four players (got {total})",
                field="--cards",
                rule="DEBERC-R1",
            )
        if total > most:
            who = {2: "two", 3: "three"}.get(n, str(n))
            raise Rejected(
                f"card points total {total}, more than the {most} {who} players can take",
                field="--cards",
                rule="DEBERC-R1",
            )
        if total < last:
            raise Rejected(
                f"card points total {total}, but the last trick alone is worth {last}",
                field="--cards",
                rule="DEBERC-R1",
            )

    def _next_dealer(self, dealer: str, round_winner: str | None, ctx: Context) -> str:
        """Clockwise, or the round's winner (a team: its member first from the dealer);
        no winner (hanging) → clockwise (§3)."""
        players = ctx.table.players
        if ctx.options.get("dealer_rotation") == "winner" and round_winner is not None:
            team = dr.members(ctx.table, round_winner)
            return next(p for p in dr.from_dealer(players, dealer) if p in team)
        return dr.next_seat(players, dealer)

    # ----------------------------------------------------------------- the end
    def close(self, state: Evening, ctx: Context) -> tuple[Evening, Outcome]:
        """The table stops early: no settlement; the leader is named, a hanging pot is lost."""
        sides = ctx.table.sides
        notes: list[str] = []
        new = replace(state, closed=True)
        if not state.over:
            totals = dict(state.totals)
            best = max(totals.values())
            leaders = [s for s in sides if totals[s] == best]
            if len(leaders) == 1:
                new = replace(
                    new,
                    over=True,
                    winner=leaders[0],
                    reason=f"closed before the target: highest total {best}",
                    rule="DEBERC-R12",
                )
            else:
                new = replace(
                    new,
                    over=True,
                    winner=None,
                    reason=f"closed before the target: a tie at {best}",
                    rule="DEBERC-R12",
                )
            notes.append(new.reason)
            if state.hanging:
                notes.append(f"the pot of {state.hanging} is never paid (DEBERC-R10)")
        return new, Outcome(dict.fromkeys(sides, 0), tuple(notes), detail={"kind": "close"})

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
        if int(ctx.options["target"]) not in dr.USUAL_TARGETS:
            extra["warnings"] = [_target_warning(ctx)]
        return Standing(
            dict(state.totals),
            state.over,
            state.winner,
            None if state.over else state.dealer,
            state.reason,
            extra,
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        detail = outcome.detail if outcome else {}
        if "annulled" in entry:
            return f"annulled: {entry['annulled']}"
        bidder = detail.get("bidder", entry.get("bidder", "?"))
        trump = detail.get("trump", entry.get("trump", "?"))
        text = f"{bidder} orders {SUIT_NAMES.get(str(trump), trump)}"
        points = detail.get("points")
        if points:
            text += ": " + " : ".join(f"{s} {p}" for s, p in points.items())
        if detail.get("result"):
            text += f", {detail['result']}"
        if entry.get("stopped_by"):
            text += f" by {entry['stopped_by']}"
        return text


def _check_four_sevens(state: Evening, ctx: Context) -> None:
    """DEBERC-P7: with ``four_sevens = "first_deal"`` (the seed: "при першій роздачі") four
    sevens force a redeal only on the game's first deal."""
    if ctx.options.get("four_sevens", "any_deal") == "first_deal" and not state.first_deal:
        raise Rejected(
            "no four-sevens redeal after the first deal: four_sevens = first_deal "
            '(the seed: "при першій роздачі")',
            field="--annul",
            rule="DEBERC-P7",
        )


def _target_warning(ctx: Context) -> str:
    return f"target {ctx.options['target']} is not one of the usual 301, 501, 1001 (accepted)"


def _combination_detail(combos: dr.Combinations) -> dict[str, Any]:
    return {
        "senior": (
            None
            if combos.senior is None
            else {
                "player": combos.senior.player,
                "run": str(combos.senior.run),
                "class": combos.senior.kind,
            }
        ),
        "reason": combos.reason,
        "counted": dict(combos.counted),
        "bella": dict(combos.bella),
        "not_counted": dict(combos.not_counted),
        "deberc": combos.deberc_side,
    }


def _combination_notes(combos: dr.Combinations, decl: dr.Declarations, table: Table) -> list[str]:
    notes: list[str] = []
    if combos.senior is not None:
        why = dr.REASON_WORDS[combos.reason]
        against = f" over {combos.runner_up}" if combos.runner_up else ""
        notes.append(f"senior combination: {combos.senior}{against} — {why} (DEBERC-R3)")
        if combos.scoring_side is not None:
            counted = ", ".join(f"{p} {v}" for p, v in combos.counted.items())
            notes.append(f"{combos.scoring_side} scores its combinations: {counted} (DEBERC-R4)")
        else:
            notes.append(
                f"{table.side_of(combos.senior.player)} took no trick: no "
                "combination counts (DEBERC-R5)"
            )
    for player, points in combos.bella.items():
        notes.append(f"bella of {player}: {points} (DEBERC-R6)")
    for player, why in combos.not_counted.items():
        if "bella" in why:
            notes.append(f"{player}: {why} (DEBERC-R6)")
    return notes


def _decision_note(
    decision: dr.Decision,
    player: str,
    bidder: str,
    points: Mapping[str, int],
    trump: str,
    options: Mapping[str, Any],
) -> str:
    mine = points[bidder]
    rule = options.get("bajt_rule", "max")
    against = {
        "max": "the best opponent",
        "min": "the weaker opponent",
        "sum": "the opponents together",
    }.get(str(rule), "the opponents")
    who = player if player == bidder else f"{player} ({bidder})"
    head = f"{who} ordered {SUIT_NAMES[trump]}: {mine} against {decision.reference} ({against})"
    if decision.result == "made":
        return f"{head} — made, every side writes its points (DEBERC-R7)"
    if decision.result == "hanging":
        return (
            f"{head} — hanging bajt: {bidder} writes 0, its {decision.hanging} wait for "
            "the next round (DEBERC-R7, DEBERC-R10)"
        )
    given = ", ".join(f"{s} +{v}" for s, v in decision.transfers.items())
    return f"{head} — bajt: {bidder} writes 0, its {mine} go to {given} (DEBERC-R7)"


ENGINE = Deberc()
