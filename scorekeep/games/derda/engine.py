"""Derda: two players, bid a trump and take more points than the opponent, or suffer a bajt
(DERDA-R1…R14). Hands are played, claimed ("dość"), annulled or traded; a sztajnbajt leaves
the bidder's points hanging for the winner of the next played hand. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeep.core import cards as card_letters
from scorekeep.core.errors import Rejected, Unreadable, UsageError
from scorekeep.core.game import (
    NOTHING,
    Context,
    EngineBase,
    Field,
    Outcome,
    Question,
    Standing,
    Table,
    resolve_name,
)
from scorekeep.core.inputs import MOST, player_names, read_int
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.games.derda import words
from scorekeep.games.jass import CARD_LANGUAGES
from scorekeep.games.jass.cards import (
    LANGUAGES,
    RANKS,
    SUITS,
    parse_cards,
    read_back,
    suit_name,
)
from scorekeep.i18n import _

RULE_IDS = frozenset(
    [f"DERDA-R{i}" for i in range(1, 16)]
    + [
        "DERDA-C1",
        "DERDA-D1",
        "DERDA-B1",
        "DERDA-B2",
        "DERDA-B3",
        "DERDA-B4",
        "DERDA-P1",
        "DERDA-P2",
        "DERDA-P3",
        "DERDA-P4",
        "DERDA-P5",
        "DERDA-T1",
        "DERDA-T2",
    ]
)
OPTION_KEYS = frozenset(
    {
        "target",
        "first_dealer",
        "trade_offers",
        "minela_bonus",
        "last_trick_bonus",
        "words_need_trick",
        "seven_exchange",
        "tally_style",
        "tally_hundred",
        "tally_units",
        "play_on",
    }
)
ANNULMENTS = {"double-pass": "double pass", "dwa-razy": "dwa razy"}


def never_paid(points: int) -> str:
    """A pot left hanging when the game ends (DERDA-R9)."""
    return (
        _(
            "unresolved hanging {points}: the game ended before another hand was played, so "
            "it is never paid"
        ).format(points=points)
        + " (DERDA-R9)"
    )


def annulment_name(kind: str) -> str:
    """An annulment as the sheet names it: the Polish call stays Polish (DERDA-R12)."""
    return {"double-pass": _("double pass"), "dwa-razy": _("dwa razy")}.get(kind, kind)


def result_name(result: str) -> str:
    """made, bajt, sztajnbajt in the table's words (DERDA-R8, R9)."""
    return {"made": _("made"), "bajt": _("bajt"), "sztajnbajt": _("sztajnbajt")}.get(result, result)


ANNUL_ALIASES = {
    "double-pass": "double-pass",
    "doublepass": "double-pass",
    "podwójny-pas": "double-pass",
    "podwojny-pas": "double-pass",
    "dwa-razy": "dwa-razy",
    "dwarazy": "dwa-razy",
}
PLAYED_KEYS = frozenset({"bidder", "trump", "dealer", "cards", "words", "no_tricks"})
CLAIM_KEYS = frozenset({"bidder", "trump", "dealer", "words", "claim"})
ANNUL_KEYS = frozenset({"annulled", "dealer"})
TRADE_KEYS = frozenset({"trade", "dealer", "next_dealer"})
KIND_KEYS = {
    "played": PLAYED_KEYS,
    "claim": CLAIM_KEYS,
    "annulled": ANNUL_KEYS,
    "trade": TRADE_KEYS,
}


def kind_name(kind: str) -> str:
    """A kind of Derda hand as a refusal names it, in the player's language."""
    names = {
        "played": _("a played hand"),
        "claim": _("a dość claim"),
        "annulled": _("an annulled hand"),
        "trade": _("an accepted trade"),
    }
    return names.get(kind, kind)


FLAGS = {
    "bidder": "--bidder",
    "trump": "--trump",
    "dealer": "--dealer",
    "cards": "--cards",
    "words": "--words",
    "no_tricks": "--no-tricks",
    "claim": "--claim",
    "annulled": "--annul",
    "trade": "--trade",
    "next_dealer": "--next-dealer",
    "claim_cards": "--claim-cards",
    "annul": "--annul",
}
DEFAULT_VALUES = {
    "plain": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0},
    "trump": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 22, "9": 0, "8": 0, "7": 0},
}
PLAYED_CARDS = 18  # nine each; the rest of the pack stays in the stock


# --------------------------------------------------------------------------- state


class Claim(NamedTuple):
    """DERDA-R13: a dość claim: who said it, the sum it rests on and whether it was right."""

    by: str
    cards: int
    words: int
    total: int
    target: int
    right: bool


class HandDetail(NamedTuple):
    """One hand for the sheet. ``kind``: played, annulled (DERDA-R12), trade (R10),
    claim (R13) or close; each carries the dealer and the pot, the rest as it applies."""

    kind: str
    dealer: str = ""
    bidder: str = ""
    defender: str = ""
    trump: str | None = None
    cards: Mapping[str, int] = NOTHING
    words: Mapping[str, int] = NOTHING
    belo: Mapping[str, int] = NOTHING
    words_scorer: str | None = None
    words_reason: str = ""
    points: Mapping[str, int] = NOTHING
    result: str = ""
    hand_winner: str | None = None
    pot_paid: int = 0
    pot_to: str | None = None
    pot: int = 0
    annulled: str = ""
    trade: Mapping[str, int] = NOTHING
    claim: Claim | None = None
    next_dealer: str | None = None
    totals: Mapping[str, int] = NOTHING


class Hanging(NamedTuple):
    """A sztajnbajt bidder's points, waiting for the winner of the next played hand."""

    bidder: str
    points: int


class Game(NamedTuple):
    """The running game; per-player tuples follow the table's seating order."""

    totals: tuple[int, ...]
    dealer: str
    card_max: int = 136  # DERDA-C1 for the options in force, worked out once per game
    pot: tuple[Hanging, ...] = ()
    bajts: tuple[int, ...] = (0, 0)
    sztajnbajts: tuple[int, ...] = (0, 0)
    finished: bool = False
    winner: str | None = None
    reason: str = ""
    closed: bool = False

    @property
    def hanging(self) -> int:
        return sum(h.points for h in self.pot)


def other(player: str, players: Sequence[str]) -> str:
    return players[1] if player == players[0] else players[0]


def card_maximum(ruleset: Ruleset | None, options: Mapping[str, Any]) -> int:
    """DERDA-C1: only 18 cards are played, so card points reach at most the 18 best cards
    (136 by default), plus the last-trick bonus."""
    values = card_values(ruleset)
    minela = int(options.get("minela_bonus", 0))
    pack: list[int] = []
    for suit in SUITS:
        table = values["trump" if suit == "S" else "plain"]
        for rank in RANKS:
            pack.append(int(table.get(rank, 0)) + (minela if suit == "S" and rank == "9" else 0))
    return sum(sorted(pack, reverse=True)[:PLAYED_CARDS]) + int(options.get("last_trick_bonus", 0))


def card_values(ruleset: Ruleset | None) -> dict[str, dict[str, int]]:
    cards = ruleset.cards if ruleset is not None else {}
    out: dict[str, dict[str, int]] = {}
    for kind in ("plain", "trump"):
        table = cards.get(kind) if isinstance(cards, Mapping) else None
        if isinstance(table, Mapping):
            out[kind] = {
                str(k): int(v)
                for k, v in table.items()
                if isinstance(v, int) and not isinstance(v, bool)
            }
        else:
            out[kind] = dict(DEFAULT_VALUES[kind])
    return out


# --------------------------------------------------------------------------- reading entries


def _player(value: Any, players: Sequence[str], field: str, rule: str, what: str = "player") -> str:
    """A name in a journal entry: it must be one of the players, exactly."""
    if isinstance(value, str) and value in players:
        return value
    if what == "bidder":
        raise Rejected(
            _("bidder '{name}' is not a player (players: {players})").format(
                name=value, players=", ".join(players)
            ),
            field=field,
            rule=rule,
        )
    raise Rejected(
        _("unknown player '{name}' (players: {players})").format(
            name=value, players=", ".join(players)
        ),
        field=field,
        rule=rule,
    )


def _points(value: Any, field: str, rule: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise Rejected(
            _("{what} '{value}' must be a whole number ≥ 0").format(what=what, value=value),
            field=field,
            rule=rule,
        )
    return value


def _trump(entry: Mapping[str, Any]) -> str | None:
    if "trump" not in entry:
        return None
    value = entry["trump"]
    if not isinstance(value, str) or value not in SUITS:
        raise Rejected(
            _("unknown trump suit '{suit}' (S H D C)").format(suit=value),
            field="--trump",
            rule="DERDA-C1",
        )
    return value


def _kind(entry: Mapping[str, Any]) -> str:
    kind = (
        "annulled"
        if "annulled" in entry
        else "trade"
        if "trade" in entry
        else "claim"
        if "claim" in entry
        else "played"
    )
    for key in entry:
        if key not in KIND_KEYS[kind]:
            if not any(key in keys for keys in KIND_KEYS.values()):
                raise Rejected(
                    _("unknown field '{key}' in a Derda hand").format(key=key),
                    field=FLAGS.get(key, key),
                )
            raise Rejected(
                _("{kind} has no {flag}").format(kind=kind_name(kind), flag=FLAGS.get(key, key)),
                field=FLAGS.get(key, key),
                rule=_kind_rule(kind),
            )
    return kind


def _kind_rule(kind: str) -> str:
    return {
        "played": "DERDA-R7",
        "claim": "DERDA-R13",
        "annulled": "DERDA-R12",
        "trade": "DERDA-R10",
    }[kind]


def _cards(raw: Any, players: Sequence[str], maximum: int) -> dict[str, int]:
    if not isinstance(raw, Mapping):
        raise Rejected(
            _("card points are missing: give --cards P=N for both players"),
            field="--cards",
            rule="DERDA-R7",
        )
    out: dict[str, int] = {}
    for player, value in raw.items():
        name = _player(player, players, "--cards", "DERDA-R7")
        out[name] = _points(
            value, "--cards", "DERDA-R7", _("card points of {player}").format(player=name)
        )
    for player in players:
        if player not in out:
            raise Rejected(
                _("no card points for {player}: give --cards {player}=N").format(player=player),
                field="--cards",
                rule="DERDA-R7",
            )
    total = sum(out.values())
    if total > maximum:
        raise Rejected(
            _("card points total {total} exceeds the maximum {maximum}").format(
                total=total, maximum=maximum
            ),
            field="--cards",
            rule="DERDA-C1",
        )
    return out


def _no_tricks(raw: Any, players: Sequence[str]) -> tuple[str, ...]:
    if raw is None:
        return ()
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list | tuple):
        raise Rejected(
            _("no_tricks must be a list of players, not {raw}").format(raw=repr(raw)),
            field="--no-tricks",
            rule="DERDA-R7",
        )
    out = tuple(dict.fromkeys(_player(p, players, "--no-tricks", "DERDA-R7") for p in raw))
    if len(out) == len(players):
        raise Rejected(
            _("both players took no tricks, but each of the nine tricks is won by someone"),
            field="--no-tricks",
            rule="DERDA-R7",
        )
    return out


# --------------------------------------------------------------------------- the engine


class Decided(NamedTuple):
    """DERDA-R8/R9 for one played hand: the result, what each player records, the pot."""

    result: str
    scores: dict[str, int]
    winner: str | None
    pot: tuple[Hanging, ...]
    paid: int
    paid_to: str | None
    next_dealer: str


def _check_no_tricks(no_tricks: Sequence[str], cards: Mapping[str, int]) -> None:
    """DERDA-R7: a player listed as taking no trick has no card points."""
    for player in no_tricks:
        if cards[player] > 0:
            raise Rejected(
                _("{player} took no tricks but has card points").format(player=player),
                field="--no-tricks",
                rule="DERDA-R7",
            )


def _decide(
    bidder: str,
    defender: str,
    points: Mapping[str, int],
    pot: tuple[Hanging, ...],
    dealer: str,
    players: Sequence[str],
    notes: list[str],
) -> Decided:
    """Made, bajt or sztajnbajt (DERDA-R8); the hand's winner takes the pot, a sztajnbajt
    adds the bidder's points to it (DERDA-R9)."""
    pb, pd = points[bidder], points[defender]
    scores = dict.fromkeys(players, 0)
    if pb == pd:
        scores[defender] = pd
        pot = (*pot, Hanging(bidder, pb))
        total_pot = sum(h.points for h in pot)
        hang = (
            _("sztajnbajt: {pb} = {pd}; {defender} records {pd}, {bidder}'s {pb} hang: pot {pot}")
            if len(pot) == 1
            else _(
                "sztajnbajt: {pb} = {pd}; {defender} records {pd}, {bidder}'s {pb} hang "
                "(added to the pot): pot {pot}"
            )
        )
        notes.append(
            hang.format(pb=pb, pd=pd, defender=defender, bidder=bidder, pot=total_pot)
            + " (DERDA-R9)"
        )
        return Decided("sztajnbajt", scores, None, pot, 0, None, other(dealer, players))
    winner = bidder if pb > pd else defender
    if pb > pd:
        result = "made"
        scores[bidder], scores[defender] = pb, pd
        notes.append(
            _("made: {bidder} {pb} > {defender} {pd}; each records his own points").format(
                bidder=bidder, pb=pb, defender=defender, pd=pd
            )
            + " (DERDA-R8)"
        )
    else:
        result = "bajt"
        scores[defender] = pd + pb
        notes.append(
            _(
                "bajt: {bidder} {pb} < {defender} {pd}; {defender} records "
                "{pd} + {pb} = {sum}, {bidder} nothing"
            ).format(bidder=bidder, pb=pb, defender=defender, pd=pd, sum=pd + pb)
            + " (DERDA-R8)"
        )
    paid, paid_to = 0, None
    if pot:
        paid, paid_to = sum(h.points for h in pot), winner
        scores[winner] += paid
        notes.append(
            _("hanging {points} paid to {winner}, winner of this hand").format(
                points=paid, winner=winner
            )
            + " (DERDA-R9)"
        )
        pot = ()
    return Decided(result, scores, winner, pot, paid, paid_to, winner)


class Derda(EngineBase):
    writes_facts = True
    name = "derda"
    option_keys = OPTION_KEYS
    rule_ids = RULE_IDS
    hand_fields = (
        Field("bidder", help="who chose trump and promised more points"),
        Field("trump", help="trump suit S H D C (♠ ♥ ♦ ♣, pik kier karo trefl)"),
        Field("dealer", help="who dealt (overrides the rotation; the table is boss)"),
        Field("cards", "pairs", help="card points taken in tricks, trump jack 22: P=N"),
        Field("words", "many", help='a sequence P="KH QH JH" or P=belo; repeat for each word'),
        Field("no_tricks", "many", help="a player who took no trick"),
        Field("annul", help="annulled hand: double-pass or dwa-razy"),
        Field("trade", "pairs", help="accepted trade offer: points to the player who asked"),
        Field("next_dealer", help="with --trade: who deals next, if agreed"),
        Field("claim", help='player who said "dość"'),
        Field("claim_cards", help="card points in the claimant's tricks so far"),
    )

    # ----------------------------------------------------------------- table
    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        if teams:
            raise Rejected(_("Derda is played by two players, not in teams"), field="--teams")
        if len(players) != 2:
            raise Rejected(
                _("Derda is for exactly 2 players, not {count}").format(count=len(players)),
                field="--players",
            )
        names = player_names(players, forbidden="=", twice="both players are called {name}")
        first = str(options.get("first_dealer", "")).strip()
        if first:
            try:
                resolve_name(first, names, "--set", "player")
            except Rejected:
                raise Rejected(
                    _("first_dealer '{first}' is not a player ({players})").format(
                        first=first, players=", ".join(names)
                    ),
                    field="--set",
                    rule="DERDA-D1",
                ) from None
        return Table(tuple(names))

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        """Flags to a journal entry. Names and numbers are normalised where they can be;
        what cannot be read is kept as typed, so ``play`` rejects it naming the hand."""
        given = set(fields)
        entry: dict[str, Any] = {}
        if "annul" in given:
            self._only(given, {"annul", "dealer"}, "annulled")
            kind = str(fields["annul"]).strip().casefold().replace(" ", "-").replace("_", "-")
            entry["annulled"] = ANNUL_ALIASES.get(kind, str(fields["annul"]).strip())
        elif "trade" in given:
            self._only(given, {"trade", "dealer", "next_dealer"}, "trade")
            entry["trade"] = self._numbers(fields["trade"], ctx, "--trade")
            if "next_dealer" in fields:
                entry["next_dealer"] = _name(fields["next_dealer"], ctx, "--next-dealer")
        elif "claim" in given:
            self._only(
                given, {"claim", "claim_cards", "bidder", "trump", "dealer", "words"}, "claim"
            )
            if "claim_cards" not in fields:
                raise Rejected(
                    _("a dość claim needs the claimant's card points so far: add --claim-cards N"),
                    field="--claim-cards",
                    rule="DERDA-R13",
                )
            self._bid(fields, ctx, entry)
            entry["claim"] = {
                "by": _name(fields["claim"], ctx, "--claim"),
                "cards": _number(fields["claim_cards"], "--claim-cards"),
            }
        else:
            for flag in ("claim_cards", "next_dealer"):
                if flag in given:
                    needs = "--claim P" if flag == "claim_cards" else "--trade P=N"
                    raise Rejected(
                        _("{flag} goes with {needs}").format(flag=FLAGS[flag], needs=needs),
                        field=FLAGS[flag],
                        rule="DERDA-R13" if flag == "claim_cards" else "DERDA-R10",
                    )
            self._bid(fields, ctx, entry)
            if "no_tricks" in fields:
                entry["no_tricks"] = [
                    _name(p.strip(), ctx, "--no-tricks")
                    for value in fields["no_tricks"]
                    for p in str(value).split(",")
                    if p.strip()
                ]
        if "dealer" in fields:
            entry["dealer"] = _name(fields["dealer"], ctx, "--dealer")
        return entry

    @staticmethod
    def _only(given: set[str], allowed: set[str], kind: str) -> None:
        for key in sorted(given - allowed):
            raise Rejected(
                _("{kind} takes no {flag}").format(kind=kind_name(kind), flag=FLAGS[key]),
                field=FLAGS[key],
                rule=_kind_rule(kind),
            )

    def _bid(self, fields: Mapping[str, Any], ctx: Context, entry: dict[str, Any]) -> None:
        if "bidder" in fields:
            entry["bidder"] = _name(fields["bidder"], ctx, "--bidder")
        if "trump" in fields:
            entry["trump"] = normal_suit(
                fields["trump"], card_letters.reading(CARD_LANGUAGES, ctx.language)
            )
        if "cards" in fields:
            entry["cards"] = self._numbers(fields["cards"], ctx, "--cards")
        if "words" in fields:
            entry["words"] = declarations_from_flags(fields["words"], ctx)

    @staticmethod
    def _numbers(pairs: Mapping[str, Any], ctx: Context, field: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for who, value in pairs.items():
            name = _name(who, ctx, field)
            if name in out:
                raise UsageError(_("{field} names {name} twice").format(field=field, name=name))
            out[name] = _number(value, field)
        return out

    def facts(
        self, state: Game, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """Who dealt (DERDA-D1): the table's word, else the dealer already recorded, else the
        rotation; so a later correction of another hand never moves it."""
        return {**entry, "dealer": entry.get("dealer") or known.get("dealer") or state.dealer}

    # ----------------------------------------------------------------- replay
    def start(self, ctx: Context) -> Game:
        players = ctx.table.players
        first = str(ctx.options.get("first_dealer", "")).strip()
        dealer = resolve_name(first, players, "--set", "player") if first else players[0]
        return Game(
            totals=(0,) * len(players),
            dealer=dealer,
            card_max=card_maximum(ctx.ruleset, ctx.options),
            bajts=(0,) * len(players),
            sztajnbajts=(0,) * len(players),
        )

    def play(self, state: Game, entry: Mapping[str, Any], ctx: Context) -> tuple[Game, Outcome]:
        if state.finished:
            raise Rejected(
                _(
                    "game already finished ({reason}); start a new session with "
                    "`scorekeep new derda`"
                ).format(reason=state.reason),
                rule="DERDA-R11",
            )
        players = ctx.table.players
        if not isinstance(entry, Mapping):
            raise Rejected(_("a Derda hand must be a table of fields"))
        kind = _kind(entry)
        dealer = state.dealer
        if "dealer" in entry:
            dealer = _player(entry["dealer"], players, "--dealer", "DERDA-D1")
        if kind == "annulled":
            return self._annulled(state, entry, dealer, ctx)
        if kind == "trade":
            return self._trade(state, entry, dealer, ctx)
        if kind == "claim":
            return self._claim(state, entry, dealer, ctx)
        return self._played(state, entry, dealer, ctx)

    def _bidder(self, entry: Mapping[str, Any], players: Sequence[str]) -> str:
        if "bidder" not in entry:
            raise Rejected(_("who chose trump? add --bidder P"), field="--bidder", rule="DERDA-R8")
        return _player(entry["bidder"], players, "--bidder", "DERDA-R8", what="bidder")

    def _played(
        self, state: Game, entry: Mapping[str, Any], dealer: str, ctx: Context
    ) -> tuple[Game, Outcome]:
        players = ctx.table.players
        bidder = self._bidder(entry, players)
        defender = other(bidder, players)
        trump = _trump(entry)
        cards = _cards(entry.get("cards"), players, state.card_max)
        no_tricks = _no_tricks(entry.get("no_tricks"), players)
        _check_no_tricks(no_tricks, cards)
        void = no_tricks if ctx.options.get("words_need_trick", False) else ()
        decls, said = words.evaluate(entry.get("words"), players, trump, dealer, void)
        points = {p: cards[p] + said.points(p) for p in players}
        warnings = tuple(
            _(
                "{player} has 0 card points but is not listed in --no-tricks (if he took no "
                "trick, add --no-tricks {player}); recorded anyway"
            ).format(player=p)
            for p in players
            if cards[p] == 0 and p not in no_tricks
        )
        notes = [self._words_note(said, decls)] if any(said.points(p) for p in players) else []
        notes += [
            _("{player}'s words are void: no trick taken").format(player=p)
            + " (DERDA-R7, words_need_trick)"
            for p in said.voided
            if decls[p].runs or decls[p].belo
        ]
        decided = _decide(bidder, defender, points, state.pot, dealer, players, notes)
        result, pot = decided.result, decided.pot
        counts = self._count(state, bidder, result, players)
        detail = HandDetail(
            "played",
            dealer,
            bidder=bidder,
            defender=defender,
            trump=trump,
            cards=cards,
            words={p: said.sequences[p] for p in players},
            belo={p: said.belo[p] for p in players},
            words_scorer=said.scorer,
            words_reason=said.reason,
            points=points,
            result=result,
            hand_winner=decided.winner,
            pot_paid=decided.paid,
            pot_to=decided.paid_to,
            pot=sum(h.points for h in pot),
        )
        return self._settle(
            state,
            decided.scores,
            notes,
            warnings,
            detail,
            ctx,
            bidder=bidder,
            dealer=decided.next_dealer,
            pot=pot,
            counts=counts,
        )

    @staticmethod
    def _count(
        state: Game, bidder: str, result: str, players: Sequence[str]
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        i = players.index(bidder)
        bajts, sztajn = list(state.bajts), list(state.sztajnbajts)
        if result == "bajt":
            bajts[i] += 1
        elif result == "sztajnbajt":
            sztajn[i] += 1
        return tuple(bajts), tuple(sztajn)

    @staticmethod
    def _words_note(said: words.WordsResult, decls: Mapping[str, words.Declaration]) -> str:
        rules = (
            ["DERDA-R3", "DERDA-R4"]
            if said.reason in ("length", "top card", "non-dealer")
            else ["DERDA-R2"]
            if said.scorer
            else []
        )
        if any(said.belo.values()):
            rules.append("DERDA-R5")
        return _("words: {explanation}").format(explanation=words.explain(said, decls)[:-1]) + (
            f" ({', '.join(rules)})"
        )

    def _settle(
        self,
        state: Game,
        scores: dict[str, int],
        notes: list[str],
        warnings: tuple[str, ...],
        detail: HandDetail,
        ctx: Context,
        *,
        bidder: str | None,
        dealer: str,
        pot: tuple[Hanging, ...],
        counts: tuple[tuple[int, ...], tuple[int, ...]] | None = None,
    ) -> tuple[Game, Outcome]:
        """Add the scores, apply the end check (DERDA-R11) and pass the deal."""
        players = ctx.table.players
        target = int(ctx.options.get("target", 500))
        totals = tuple(t + scores[p] for t, p in zip(state.totals, players, strict=True))
        reached = [p for p, t in zip(players, totals, strict=True) if t >= target]
        finished, winner, reason = False, None, ""
        if len(reached) == 1:
            finished, winner = True, reached[0]
            reason = (
                _("{winner} reached {total}").format(
                    winner=winner, total=totals[players.index(winner)]
                )
                + " (DERDA-R11)"
            )
        elif len(reached) == 2:
            finished, winner = True, bidder or reached[0]
            reason = (
                _(
                    "both passed {target} in the same hand ({totals}): the bidder {winner} wins"
                ).format(
                    target=target,
                    totals=", ".join(f"{p} {t}" for p, t in zip(players, totals, strict=True)),
                    winner=winner,
                )
                + " (DERDA-R11)"
            )
        if finished:
            notes.append(
                _("game over: {winner} wins; {reason}").format(winner=winner, reason=reason)
            )
            hanging = sum(h.points for h in pot)
            if hanging:
                notes.append(never_paid(hanging))
        else:
            notes.append(_("{dealer} deals next").format(dealer=dealer) + " (DERDA-D1)")
        detail = detail._replace(
            next_dealer=None if finished else dealer,
            totals=dict(zip(players, totals, strict=True)),
        )
        bajts, sztajn = counts if counts is not None else (state.bajts, state.sztajnbajts)
        new = Game(totals, dealer, state.card_max, pot, bajts, sztajn, finished, winner, reason)
        return new, Outcome(scores, tuple(notes), warnings, detail)

    def _annulled(
        self, state: Game, entry: Mapping[str, Any], dealer: str, ctx: Context
    ) -> tuple[Game, Outcome]:
        players = ctx.table.players
        kind = entry["annulled"]
        if kind not in ANNULMENTS:
            raise Rejected(
                _("unknown annulment kind '{kind}' (double-pass or dwa-razy)").format(kind=kind),
                field="--annul",
                rule="DERDA-R12",
            )
        next_dealer = other(dealer, players) if kind == "double-pass" else dealer
        why = (
            _("double pass: the deal passes")
            if kind == "double-pass"
            else _("dwa razy: the same dealer deals again")
        )
        notes = [
            _("annulled ({why}); no points").format(why=why)
            + (
                _(", hanging {points} still waits").format(points=state.hanging)
                if state.pot
                else ""
            )
            + " (DERDA-R12)"
        ]
        detail = HandDetail("annulled", dealer, annulled=kind, pot=state.hanging)
        return self._settle(
            state,
            dict.fromkeys(players, 0),
            notes,
            (),
            detail,
            ctx,
            bidder=None,
            dealer=next_dealer,
            pot=state.pot,
        )

    def _trade(
        self, state: Game, entry: Mapping[str, Any], dealer: str, ctx: Context
    ) -> tuple[Game, Outcome]:
        players = ctx.table.players
        if not ctx.options.get("trade_offers", True):
            raise Rejected(
                _("trade offers are disabled in this ruleset (trade_offers = false)"),
                field="--trade",
                rule="DERDA-R10",
            )
        raw = entry["trade"]
        if not isinstance(raw, Mapping) or len(raw) != 1:
            raise Rejected(
                _("an accepted trade gives points to one player: --trade P=N"),
                field="--trade",
                rule="DERDA-R10",
            )
        ((who, value),) = raw.items()
        player = _player(who, players, "--trade", "DERDA-R10")
        if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MOST:
            raise Rejected(
                _(
                    "trade points must be a positive whole number up to {most}, not '{value}'"
                ).format(most=MOST, value=value),
                field="--trade",
                rule="DERDA-R10",
            )
        next_dealer = dealer
        if "next_dealer" in entry:
            next_dealer = _player(entry["next_dealer"], players, "--next-dealer", "DERDA-D1")
        scores = dict.fromkeys(players, 0)
        scores[player] = value
        notes = [
            _("trade accepted: hand annulled, {player} +{points}").format(
                player=player, points=value
            )
            + (
                _(", hanging {points} still waits").format(points=state.hanging)
                if state.pot
                else ""
            )
            + " (DERDA-R10)"
        ]
        detail = HandDetail("trade", dealer, trade={player: value}, pot=state.hanging)
        return self._settle(
            state, scores, notes, (), detail, ctx, bidder=None, dealer=next_dealer, pot=state.pot
        )

    def _claim(
        self, state: Game, entry: Mapping[str, Any], dealer: str, ctx: Context
    ) -> tuple[Game, Outcome]:
        players = ctx.table.players
        bidder = self._bidder(entry, players)
        trump = _trump(entry)
        raw = entry["claim"]
        if not isinstance(raw, Mapping) or set(raw) != {"by", "cards"}:
            raise Rejected(
                _("a dość claim is {{ by = player, cards = N }}").format(),
                field="--claim",
                rule="DERDA-R13",
            )
        by = _player(raw["by"], players, "--claim", "DERDA-R13")
        cards = _points(raw["cards"], "--claim-cards", "DERDA-R13", _("claimed card points"))
        maximum = state.card_max
        if cards > maximum:
            raise Rejected(
                _("card points total {total} exceeds the maximum {maximum}").format(
                    total=cards, maximum=maximum
                ),
                field="--claim-cards",
                rule="DERDA-C1",
            )
        decls, said = words.evaluate(entry.get("words"), players, trump, dealer)
        target = int(ctx.options.get("target", 500))
        before = state.totals[players.index(by)]
        gained = cards + said.points(by)
        total = before + gained
        right = total >= target
        scores = dict.fromkeys(players, 0)
        notes = [self._words_note(said, decls)] if said.points(by) else []
        sum_text = _("{before} + {cards} in tricks + {words} in words = {total}").format(
            before=before, cards=cards, words=said.points(by), total=total
        )
        opponent = other(by, players)
        if right:
            scores[by] = gained
            reason = _("{player} said dość rightly: {sum} ≥ {target}").format(
                player=by, sum=sum_text, target=target
            )
        else:
            reason = _(
                "{player} said dość wrongly: {sum} < {target}, so {player} loses the game"
            ).format(player=by, sum=sum_text, target=target)
        reason += " (DERDA-R13)"
        winner = by if right else opponent
        notes.append(reason)
        notes.append(_("game over: {winner} wins").format(winner=winner))
        if state.pot:
            notes.append(never_paid(state.hanging))
        totals = tuple(t + scores[p] for t, p in zip(state.totals, players, strict=True))
        detail = HandDetail(
            "claim",
            dealer,
            bidder=bidder,
            trump=trump,
            pot=state.hanging,
            claim=Claim(by, cards, said.points(by), total, target, right),
            totals=dict(zip(players, totals, strict=True)),
        )
        new = state._replace(totals=totals, finished=True, winner=winner, reason=reason)
        return new, Outcome(scores, tuple(notes), (), detail)

    def close(self, state: Game, ctx: Context) -> tuple[Game, Outcome]:
        """The table stops: nothing is paid; a hanging pot stays unresolved (DERDA-R9)."""
        players = ctx.table.players
        notes: list[str] = []
        if state.finished:
            new = state._replace(closed=True)
        else:
            target = int(ctx.options.get("target", 500))
            reason = (
                _("closed before anyone reached {target}: no winner").format(target=target)
                + " (DERDA-R11)"
            )
            new = state._replace(closed=True, finished=True, winner=None, reason=reason)
            notes.append(reason)
            if state.pot:
                notes.append(
                    _("unresolved hanging {points}: never paid").format(points=state.hanging)
                    + " (DERDA-R9)"
                )
        return new, Outcome(
            dict.fromkeys(players, 0), tuple(notes), detail=HandDetail("close", pot=state.hanging)
        )

    def standing(self, state: Game, ctx: Context) -> Standing:
        players = ctx.table.players
        extra: dict[str, Any] = {
            "hanging": state.hanging,
            "hanging_from": state.pot[-1].bidder if state.pot else None,
            "bajts": dict(zip(players, state.bajts, strict=True)),
            "sztajnbajts": dict(zip(players, state.sztajnbajts, strict=True)),
            "unresolved_hanging": state.hanging if state.finished else 0,
            "target": int(ctx.options.get("target", 500)),
            "first_bid_and_lead": None if state.finished else other(state.dealer, players),
        }
        return Standing(
            dict(zip(players, state.totals, strict=True)),
            state.finished,
            state.winner,
            None if state.finished else state.dealer,
            state.reason,
            extra,
        )

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        return self._describe(entry, outcome) + read_back(entry, ctx.language)

    @staticmethod
    def _describe(entry: Mapping[str, Any], outcome: Outcome | None) -> str:
        detail: HandDetail | None = outcome.detail if outcome else None
        if "annulled" in entry:
            return _("annulled: {why}").format(why=annulment_name(str(entry["annulled"])))
        if "trade" in entry:
            trade = entry["trade"]
            given = (
                ", ".join(f"{p} +{v}" for p, v in trade.items())
                if isinstance(trade, Mapping)
                else str(trade)
            )
            text = _("trade accepted: {given}").format(given=given)
            if "next_dealer" in entry:
                text += _(", {dealer} deals").format(dealer=entry["next_dealer"])
            return text
        trump = str(entry.get("trump"))
        suit = suit_name(trump) if trump in SUITS else _("bid")
        bid = _("{suit} by {bidder}").format(suit=suit, bidder=entry.get("bidder", "?"))
        if "claim" in entry:
            claim = entry["claim"]
            by = claim.get("by", "?") if isinstance(claim, Mapping) else "?"
            text = _("{bid}; dość by {player}").format(bid=bid, player=by)
            if detail and detail.claim:
                c = detail.claim
                text += f": {c.total} {'≥' if c.right else '<'} {c.target}, " + (
                    _("right") if c.right else _("wrong")
                )
            return text
        if detail:
            points = detail.points
            return (
                f"{bid}: {points[detail.bidder]}:{points[detail.defender]} "
                f"{result_name(detail.result)}"
            )
        cards = entry.get("cards")
        if isinstance(cards, Mapping):
            return _("{bid}: cards {points}").format(
                bid=bid, points=":".join(str(v) for v in cards.values())
            )
        return bid

    @property
    def questions(self) -> Mapping[str, Question]:
        """Loaded when a dispute is asked, not when a hand is recorded."""
        from scorekeep.games.derda.judge import QUESTIONS

        return QUESTIONS


# --------------------------------------------------------------------------- flag helpers


def _name(text: Any, ctx: Context, field: str) -> str:
    """A player by name or prefix; an unknown name is kept so the hand is refused by number."""
    try:
        return ctx.table.player(str(text), field)
    except Rejected:
        return str(text).strip()


def _number(value: Any, field: str) -> Any:
    """A whole number as :func:`read_int` reads it; anything else is kept as typed, so
    ``play`` refuses it naming the hand."""
    try:
        return read_int(value, field, low=None)
    except Unreadable:
        return str(value).strip()


def normal_suit(value: Any, languages: Sequence[str] = LANGUAGES) -> str:
    """``H``, ``♥``, ``h``, ``kier`` → ``H``; anything else is kept for ``play`` to refuse."""
    text = str(value).strip()
    return card_letters.suit_of(text, tuple(languages), words=True) or text


def normal_word(word: str, languages: Sequence[str] = LANGUAGES) -> str:
    """``belo`` in any case; a sequence with its cards written the standard way (the
    table's letters read in its language: Polish ``KDW kier`` is ``KH QH JH``)."""
    text = " ".join(word.split())
    if words.is_belo(text):
        return words.BELO
    try:
        return " ".join(str(c) for c in parse_cards(text, "--words", languages))
    except Unreadable:
        return text


def split_declarations(
    values: Sequence[str] | str, field: str = "--words"
) -> list[tuple[str, str]]:
    """``P=KH QH JH`` items (``;`` separates several words of one player)."""
    items = [values] if isinstance(values, str) else list(values)
    out: list[tuple[str, str]] = []
    for item in items:
        who, sep, what = str(item).partition("=")
        if not sep or not who.strip():
            raise UsageError(
                _("{field} takes PLAYER=CARDS or PLAYER=belo, not '{item}'").format(
                    field=field, item=item
                )
            )
        for word in what.split(";"):
            if word.strip():
                out.append((who.strip(), word.strip()))
    return out


def declarations_from_flags(values: Sequence[str], ctx: Context) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for who, word in split_declarations(values):
        languages = card_letters.reading(CARD_LANGUAGES, ctx.language)
        out.setdefault(_name(who, ctx, "--words"), []).append(normal_word(word, languages))
    return out


ENGINE = Derda()
