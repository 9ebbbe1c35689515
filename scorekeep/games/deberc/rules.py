"""Deberc arithmetic shared by the engine and the judge: declarations and the
senior combination (DEBERC-R2…R6), round points (R1), made / bajt / hanging (R7), the end of
the game (R12) and the bidding state machine (DEBERC-P3). Pure functions over plain values."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.game import NOTHING, Table
from scorekeep.core.record import NamedTuple
from scorekeep.games.jass import cards as jass
from scorekeep.games.jass.cards import Card, Run
from scorekeep.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

RULE_IDS = frozenset([f"DEBERC-R{i}" for i in range(1, 16)] + [f"DEBERC-P{i}" for i in range(1, 8)])
OPTION_KEYS = frozenset(
    {
        "target",
        "mandatory_bid",
        "dealer_rotation",
        "first_lead",
        "open_card_to",
        "trump_combination_senior",
        "declare_combinations",
        "bella_any_card",
        "unplayed_bella_counts",
        "third_bajt_penalty",
        "no_tricks_penalty",
        "finish",
        "bajt_rule",
        "bajt_points_to",
        "longer_fifty_senior",
        "first_dealer",
        "seven_exchange",
        "four_sevens",
        "play_on",
        "confirm_repeats",
    }
)
USUAL_TARGETS = (301, 501, 1001)
BELLA = "bella"
BELLA_UNPLAYED = "bella-unplayed"
BELLA_LETTERS = MappingProxyType({"b": BELLA, "б": BELLA})
"""A bella by one letter: b, or Ukrainian б (белла)."""
BELLA_WORDS = {
    **BELLA_LETTERS,
    "bella": BELLA,
    "белла": BELLA,
    "bela": BELLA,
    "bella-unplayed": BELLA_UNPLAYED,
    "белла-незіграна": BELLA_UNPLAYED,
}
CLASSES = ("terc", "fifty", "deberc")  # weakest first
DEFAULT_VALUES: dict[str, dict[str, int]] = {
    "trump": {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
    "plain": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0},
}
DEFAULT_COMBINATIONS = {"terc": 20, "fifty": 50, "deberc": 0, "bella": 20}
LAST_TRICK = 10


# --------------------------------------------------------------------------- values


def card_values(cards: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The ruleset's ``[cards]`` trump/plain tables, falling back to the classic values."""
    out: dict[str, dict[str, int]] = {}
    for kind in ("trump", "plain"):
        table = cards.get(kind)
        base = dict(DEFAULT_VALUES[kind])
        if isinstance(table, Mapping):
            base.update({str(k): int(v) for k, v in table.items()})
        out[kind] = base
    return out


def combination_values(cards: Mapping[str, Any]) -> dict[str, int]:
    table = cards.get("combinations")
    out = dict(DEFAULT_COMBINATIONS)
    if isinstance(table, Mapping):
        out.update({str(k): int(v) for k, v in table.items()})
    return out


def last_trick(cards: Mapping[str, Any]) -> int:
    value = cards.get("last_trick", LAST_TRICK)
    return int(value) if isinstance(value, int) else LAST_TRICK


def pack_maximum(players: int, trump: str, cards: Mapping[str, Any]) -> int:
    """Most card points one hand can hold (incl. the last trick): every card with four
    players, the 27 best with three, the 18 best with two (DEBERC-R1, P5)."""
    values = card_values(cards)
    points = sorted((jass.card_points(c, trump, values) for c in jass.deck()), reverse=True)
    played = {2: 18, 3: 27}.get(players, 32)
    return sum(points[:played]) + last_trick(cards)


# --------------------------------------------------------------------------- seating


def from_dealer(players: Sequence[str], dealer: str) -> tuple[str, ...]:
    """Players in the order "first from the dealer": his left-hand neighbour first, the dealer
    himself last (DEBERC-P3, P5)."""
    start = players.index(dealer)
    n = len(players)
    return tuple(players[(start + k) % n] for k in range(1, n + 1))


def sides_from_dealer(table: Table, dealer: str) -> tuple[str, ...]:
    order: list[str] = []
    for player in from_dealer(table.players, dealer):
        side = table.side_of(player)
        if side not in order:
            order.append(side)
    return tuple(order)


def members(table: Table, side: str) -> tuple[str, ...]:
    for team in table.teams:
        if team.name == side:
            return team.members
    return (side,)


def next_seat(players: Sequence[str], player: str) -> str:
    return players[(players.index(player) + 1) % len(players)]


# --------------------------------------------------------------------------- declarations


def combination_class(run: Run) -> str:
    """DEBERC-R2: 3 cards terc, 4-6 fifty, 7-8 deberc."""
    if run.length >= 7:
        return "deberc"
    if run.length >= 4:
        return "fifty"
    return "terc"


class Declared(NamedTuple):
    """One sequence a player showed."""

    player: str
    run: Run

    @property
    def kind(self) -> str:
        return combination_class(self.run)

    def __str__(self) -> str:
        return f"{self.player}'s {self.kind} {self.run}"

    def words(self) -> str:
        """The combination as the table says it: whose, which kind, which cards."""
        return _("{player}'s {kind} {run}").format(
            player=self.player, kind=combination_name(self.kind), run=self.run
        )


class Declarations(NamedTuple):
    runs: tuple[Declared, ...] = ()
    bellas: tuple[tuple[str, str], ...] = ()  # (player, bella | bella-unplayed)

    def bella_of(self, player: str) -> str | None:
        return next((kind for who, kind in self.bellas if who == player), None)


def words_list(value: Any, field: str, who: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple) and all(isinstance(w, str) for w in value):
        return list(value)
    raise Rejected(
        _(
            'the words of {player} must be a list of sequences such as "KH QH JH" or '
            "bella, not {value}"
        ).format(player=who, value=repr(value)),
        field=field,
        rule="DEBERC-R2",
    )


def bella_word(word: str) -> str | None:
    return BELLA_WORDS.get(word.strip().casefold())


def canonical_word(
    word: str, field: str = "--words", languages: Sequence[str] = jass.LANGUAGES
) -> str:
    """A word as the journal keeps it: ``bella``, ``bella-unplayed`` or the run's cards from
    the top (``AS KS QS``); a run may be written compactly (``AKQS``, ``A3S``)."""
    from scorekeep.games.jass.shorthand import expand_run

    bella = bella_word(word)
    if bella:
        return bella
    text = word.strip()
    if text and " " not in text:
        text = expand_run(text, languages, "DEBERC-R2") or text
    return str(read_run(text, field, languages))


def read_run(word: str, field: str, languages: Sequence[str] = jass.LANGUAGES) -> Run:
    try:
        return jass.parse_run(word, field, languages=languages)
    except (Rejected, Unreadable) as error:
        raise Rejected(error.message, field=field, rule="DEBERC-R2") from None


def read_declarations(
    words: Mapping[str, Sequence[str]], trump: str | None, table: Table, field: str = "--words"
) -> Declarations:
    """Check every declaration of a hand (DEBERC-R2…R6) and read it: runs ≥ 3 of one suit, no
    card in two combinations (bella's K and Q inside its holder's run excepted), one bella, at
    most the cards a player holds."""
    runs: list[Declared] = []
    bellas: list[tuple[str, str]] = []
    owner: dict[Card, str] = {}
    for player, said in words.items():
        own: list[Run] = []
        for word in said:
            bella = bella_word(word)
            if bella:
                _check_bella(player, bellas, trump, field)
                bellas.append((player, bella))
                continue
            run = read_run(word, field)
            _check_run(player, run, own, owner, field)
            own.append(run)
            runs.append(Declared(player, run))
    if bellas and trump is not None:
        taken = _("bella of {player} is impossible: {other} declared {card}")
        jass.refuse_taken_marriage(bellas[0][0], trump, owner, taken, field, "DEBERC-R6")
    _check_hand_sizes(words, trump, table, bellas, owner, field)
    return Declarations(tuple(runs), tuple(bellas))


BELLA_REFUSALS = (
    N_("{player} declared bella twice"),
    N_("bella needs the trump suit: add --trump"),
)
"""DEBERC-R6: a second bella of a player, and a bella without a trump."""


def _check_bella(
    player: str, bellas: Sequence[tuple[str, str]], trump: str | None, field: str
) -> None:
    """DEBERC-R6: one bella in a hand, and only with a trump named."""
    again = any(who == player for who, _ in bellas)
    jass.refuse_marriage_word(player, again, trump, BELLA_REFUSALS, field, "DEBERC-R6")
    other = next((who for who, _ in bellas), None)
    if other is not None:
        raise Rejected(
            _(
                "bella of {player} is impossible: {other} declared bella "
                "too (one king and one queen of trump)"
            ).format(player=player, other=other),
            field=field,
            rule="DEBERC-R6",
        )


def _check_run(
    player: str, run: Run, own: Sequence[Run], owner: dict[Card, str], field: str
) -> None:
    """DEBERC-R2: no card declared twice; a run is declared once at its full length.
    Records the run's cards in ``owner``."""
    for card in run.cards:
        if card in owner:
            who = owner[card]
            raise Rejected(
                _("same card {card} twice in {player}'s sequences").format(card=card, player=player)
                if who == player
                else _("same card {card} declared by {who} and {player}").format(
                    card=card, who=who, player=player
                ),
                field=field,
                rule="DEBERC-R2",
            )
        owner[card] = player
    jass.refuse_pieces(player, own, run, field, "DEBERC-R2")


def _check_hand_sizes(
    words: Mapping[str, Sequence[str]],
    trump: str | None,
    table: Table,
    bellas: Sequence[tuple[str, str]],
    owner: Mapping[Card, str],
    field: str,
) -> None:
    """DEBERC-R2: nobody declares more different cards than a player holds."""
    hand_size = 8 if len(table.players) == 4 else 9
    for player in words:
        cards = {c for c, who in owner.items() if who == player}
        if trump is not None and any(who == player for who, _ in bellas):
            cards |= {Card("K", trump), Card("Q", trump)}
        if len(cards) > hand_size:
            raise Rejected(
                _(
                    "{player} declared {count} different cards, more than the {size} a player holds"
                ).format(player=player, count=len(cards), size=hand_size),
                field=field,
                rule="DEBERC-R2",
            )


# --------------------------------------------------------------------------- seniority


def combination_name(kind: str) -> str:
    """terc, fifty, deberc in the table's words (DEBERC-R2)."""
    return {"terc": _("terc"), "fifty": _("fifty"), "deberc": _("deberc")}.get(kind, kind)


def reason_words(reason: str) -> str:
    """Why a combination is senior, in the table's words (DEBERC-R3)."""
    words = {
        "only": _("the only sequence declared"),
        "side": _("the only side whose sequences were given"),
        "class": _("higher class (deberc > fifty > terc)"),
        "length": _(
            "longer run, by the table's option longer_fifty_senior = true (by the seed's words "
            "the higher top card wins and length does not count)"
        ),
        "top": _("higher top card"),
        "trump": _("trump sequence at equal height (trump_combination_senior)"),
        "seat": _("first from the dealer at equal height"),
    }
    return words.get(reason, reason)


def not_counted_words(why: str) -> str:
    """Why a bella does not count, in the table's words (DEBERC-R6)."""
    words = {
        "bella not counted (no trick)": _("bella not counted (no trick)"),
        "unplayed bella not counted (unplayed_bella_counts off)": _(
            "unplayed bella not counted (unplayed_bella_counts off)"
        ),
    }
    return words.get(why, why)


def seniority(
    d: Declared, trump: str | None, seat_order: Sequence[str], options: Mapping[str, Any]
) -> tuple[int, int, int, int, int]:
    """Sort key of DEBERC-R3: class, (length), top card, (trump), seat from the dealer."""
    kind = d.kind
    length = d.run.length if kind == "fifty" and options.get("longer_fifty_senior") else 0
    is_trump = int(
        bool(options.get("trump_combination_senior", True))
        and trump is not None
        and d.run.suit == trump
    )
    seat = len(seat_order) - seat_order.index(d.player)
    return (CLASSES.index(kind), length, d.run.top_strength, is_trump, seat)


class Combinations(NamedTuple):
    """Who scores which declarations in one hand (DEBERC-R3…R6, R11)."""

    senior: Declared | None = None
    runner_up: Declared | None = None
    reason: str = ""
    scoring_side: str | None = None
    counted: Mapping[str, int] = NOTHING
    bella: Mapping[str, int] = NOTHING
    not_counted: Mapping[str, str] = NOTHING
    deberc_side: str | None = None

    def points_of(self, player: str) -> int:
        return self.counted.get(player, 0) + self.bella.get(player, 0)


def took_trick(table: Table, side: str, no_tricks: Iterable[str]) -> bool:
    """A side took a trick unless every member of it is listed as trickless."""
    empty = set(no_tricks)
    return any(m not in empty for m in members(table, side))


def score_combinations(
    decl: Declarations,
    trump: str | None,
    table: Table,
    dealer: str,
    no_tricks: Iterable[str],
    options: Mapping[str, Any],
    values: Mapping[str, int] | None = None,
) -> Combinations:
    worth = dict(DEFAULT_COMBINATIONS if values is None else values)
    empty = tuple(no_tricks)
    order = from_dealer(table.players, dealer)
    counted: dict[str, int] = {}
    not_counted: dict[str, str] = {}
    bella: dict[str, int] = {}
    for player, kind in decl.bellas:
        side = table.side_of(player)
        if not took_trick(table, side, empty):
            not_counted[player] = "bella not counted (no trick)"
        elif kind == BELLA_UNPLAYED and not options.get("unplayed_bella_counts", False):
            not_counted[player] = "unplayed bella not counted (unplayed_bella_counts off)"
        else:
            bella[player] = worth["bella"]
    if not decl.runs:
        return Combinations(bella=bella, not_counted=not_counted)
    ranked = sorted(decl.runs, key=lambda d: seniority(d, trump, order, options), reverse=True)
    senior = ranked[0]
    side = table.side_of(senior.player)
    runner = next((d for d in ranked if table.side_of(d.player) != side), None)
    reason = "only" if len(decl.runs) == 1 else "side"
    if runner is not None:
        mine = seniority(senior, trump, order, options)
        theirs = seniority(runner, trump, order, options)
        names = ("class", "length", "top", "trump", "seat")
        reason = next(n for n, a, b in zip(names, mine, theirs, strict=True) if a != b)
    deberc_side = side if senior.kind == "deberc" else None
    scoring: str | None = side
    if took_trick(table, side, empty):
        for d in decl.runs:
            if table.side_of(d.player) == side:
                counted[d.player] = counted.get(d.player, 0) + worth[d.kind]
            else:
                not_counted.setdefault(d.player, "not senior")
    else:
        scoring = None
        for d in decl.runs:
            not_counted.setdefault(
                d.player,
                "not counted (no trick)"
                if table.side_of(d.player) == side
                else "not counted (the senior holder took no trick)",
            )
    return Combinations(senior, runner, reason, scoring, counted, bella, not_counted, deberc_side)


# --------------------------------------------------------------------------- made / bajt


class Decision(NamedTuple):
    """DEBERC-R7 for one round: the result word and what every side records (before the
    R8/R9 penalties and the R10 pot)."""

    result: str  # made | bajt | hanging
    reference: int
    records: Mapping[str, int]
    hanging: int = 0
    transfers: Mapping[str, int] = NOTHING
    winner: str | None = None


def reference(points: Mapping[str, int], bidder: str, rule: str) -> int:
    others = [v for s, v in points.items() if s != bidder]
    if rule == "min":
        return min(others)
    if rule == "sum":
        return sum(others)
    return max(others)


def decide(
    points: Mapping[str, int], bidder: str, side_order: Sequence[str], options: Mapping[str, Any]
) -> Decision:
    """Compare the bidder side's R with the reference of its opponents (``bajt_rule``)."""
    x = reference(points, bidder, str(options.get("bajt_rule", "max")))
    mine = points[bidder]
    opponents = [s for s in side_order if s != bidder]
    if mine > x:
        return Decision("made", x, dict(points), winner=bidder)
    records = {s: (0 if s == bidder else v) for s, v in points.items()}
    if mine == x:
        return Decision("hanging", x, records, hanging=mine)
    transfers: dict[str, int] = {}
    if options.get("bajt_points_to", "top_opponent") == "split":
        share, rest = divmod(mine, len(opponents))
        for s in opponents:
            transfers[s] = share
        transfers[opponents[0]] += rest
    else:
        best = max(points[s] for s in opponents)
        transfers[next(s for s in opponents if points[s] == best)] = mine
    for s, v in transfers.items():
        records[s] += v
    top = max(records[s] for s in opponents)
    winner = next(s for s in opponents if records[s] == top)
    return Decision("bajt", x, records, transfers=transfers, winner=winner)


# --------------------------------------------------------------------------- the end


def game_over(
    totals: Mapping[str, int], target: int, bidder: str | None, side_order: Sequence[str]
) -> tuple[str, str] | None:
    """DEBERC-R12: one side over the target wins; several → the higher total; equal → the side
    that ordered the game, else the side first from the dealer."""
    over = [s for s in side_order if totals.get(s, 0) >= target]
    if not over:
        return None
    if len(over) == 1:
        return over[0], f"reached {target}"
    best = max(totals[s] for s in over)
    top = [s for s in over if totals[s] == best]
    label = "both over" if len(over) == 2 else f"{len(over)} over"
    if len(top) == 1:
        return top[0], f"{label}: higher total"
    if bidder in top:
        return bidder, "tie: ordered the game"
    return top[0], "tie: first from the dealer"


# --------------------------------------------------------------------------- bidding

PASS_WORDS = {"pass", "pas", "пас", "p"}
PLAY_WORDS = {"play", "gram", "граю", "грати", "play!"}


class Bidding(NamedTuple):
    """Where the auction (DEBERC-P3) stands after some calls."""

    status: str  # open | done | redeal | illegal
    next_player: str | None = None
    round: int = 1
    legal: tuple[str, ...] = ()
    bidder: str | None = None
    trump: str | None = None
    illegal_at: int | None = None
    reason: str = ""


def read_call(word: str) -> str:
    text = word.strip().casefold()
    if text in PASS_WORDS:
        return "pass"
    if text in PLAY_WORDS:
        return "play"
    try:
        return jass.parse_suit(word, "CALLS")
    except Unreadable:
        raise Rejected(
            _("'{word}' is not a call: write pass, play or a suit S H D C").format(word=word),
            field="CALLS",
            rule="DEBERC-P3",
        ) from None


def bidding(
    players: Sequence[str], dealer: str, turned: str, calls: Sequence[str], mandatory: bool
) -> Bidding:
    """Round 1: play the turned suit or pass; round 2: name another suit or pass; all pass
    again → redeal, or with ``mandatory_bid`` the dealer must name a suit (DEBERC-P3)."""
    order = from_dealer(players, dealer)
    n = len(order)
    suits = tuple(s for s in jass.SUITS if s != turned)

    def legal_at(index: int) -> tuple[str, ...]:
        if index < n:
            return ("play", "pass")
        if index == 2 * n - 1 and mandatory:
            return suits
        return (*suits, "pass")

    for index, word in enumerate(calls):
        who = order[index % n]
        if index >= 2 * n:
            return Bidding(
                "illegal",
                who,
                2,
                (),
                illegal_at=index,
                reason=_("the bidding is over: everybody passed twice"),
            )
        call = read_call(word)
        if index < n and call == turned:
            call = "play"
        allowed = legal_at(index)
        if call not in allowed:
            why = (
                _("in round 1 a player plays the turned suit or passes")
                if index < n
                else _("{suit} was the turned suit; round 2 names another suit").format(suit=turned)
                if call == turned or call == "play"
                else _("the dealer must name a suit (mandatory_bid)")
            )
            return Bidding(
                "illegal", who, 1 if index < n else 2, allowed, illegal_at=index, reason=why
            )
        if call == "play":
            return Bidding("done", None, 1, (), bidder=who, trump=turned)
        if call != "pass":
            return Bidding("done", None, 2, (), bidder=who, trump=call)
        if index == 2 * n - 1:
            return Bidding("redeal", None, 2)
    index = len(calls)
    return Bidding("open", order[index % n], 1 if index < n else 2, legal_at(index))


def team_problem(table: Table) -> str | None:
    """Why four players' teams cannot sit (partners opposite, DEBERC-R14), or None."""
    players = table.players
    if len(players) != 4:
        return _("teams need four players, not {count}").format(count=len(players))
    if len(table.teams) != 2 or any(len(t.members) != 2 for t in table.teams):
        shown = ", ".join("+".join(t.members) for t in table.teams)
        return _("teams must be two pairs of the four players, not {shown}").format(shown=shown)
    for team in table.teams:
        a, b = (players.index(m) for m in team.members)
        if abs(a - b) != 2:
            return _(
                "partners sit opposite: {a} and {b} are neighbours in {players} (pair "
                "{first}+{third} and {second}+{fourth}, or reorder --players)"
            ).format(
                a=team.members[0],
                b=team.members[1],
                players=", ".join(players),
                first=players[0],
                second=players[1],
                third=players[2],
                fourth=players[3],
            )
    return None
