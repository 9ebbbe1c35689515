"""The small protocol every game engine implements, and the value types it trades in."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType

from scorekeep.core.errors import Ambiguous, Rejected
from scorekeep.core.record import NamedTuple
from scorekeep.core.ruleset import Ruleset
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol
else:
    Protocol = object  # the protocol is for mypy: a start need not import typing

EMPTY: Mapping[str, Any] = MappingProxyType({})
Entry = Mapping[str, "Any"]
"""A hand as the journal keeps it: its fields by key, as an engine's ``play`` reads them."""
CROWD = 10
"""More sides than a table seats (the pairs of a club's session): the hand's answer, the
status and the printed sheet leave out what would list every side at every hand."""
ANSWER_WIDTH = 100
"""The longest line the short answer to a hand prints, where a game can shorten it; what
does not fit is in explain."""


class _Nothing(Mapping[str, "Any"]):
    """The empty mapping the games' detail NamedTuples default to: immutable, shared, and
    copied as itself (a mapping proxy cannot be deep-copied)."""

    def __getitem__(self, key: str) -> Any:
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0

    def __deepcopy__(self, memo: dict[int, Any]) -> _Nothing:
        return self

    def __repr__(self) -> str:
        return "{}"


NOTHING: Mapping[str, Any] = _Nothing()


class Team(NamedTuple):
    name: str
    members: tuple[str, ...]


class Table(NamedTuple):
    """Who plays: players in seating order, optional teams, optional named seats (bridge)."""

    players: tuple[str, ...]
    teams: tuple[Team, ...] = ()
    seats: tuple[tuple[str, str], ...] = ()

    @property
    def sides(self) -> tuple[str, ...]:
        """The names totals are kept under: teams when there are teams, else players."""
        return tuple(t.name for t in self.teams) if self.teams else self.players

    def side_of(self, player: str) -> str:
        for team in self.teams:
            if player in team.members:
                return team.name
        return player

    def player(self, text: str, field: str) -> str:
        """A player named in full or by an unambiguous prefix, case-insensitive."""
        return resolve_name(text, self.players, field, "player")


def _folded(name: str) -> str:
    """A name as compared: NFC, then case-folded (``Zoé`` typed either way is ``zoé``)."""
    if name.isascii():
        return name.casefold()
    import unicodedata

    return unicodedata.normalize("NFC", name).casefold()


_UNMARKED = str.maketrans("łŁđĐøØıß", "lLdDoOis")


def _unmarked(name: str) -> str:
    """A name as compared when typed without its accents (``Wis`` for Wiśniewscy, ``Lukasz``
    for Łukasz): folded, and every letter without its marks."""
    folded = _folded(name)
    if folded.isascii():
        return folded
    import unicodedata

    split = unicodedata.normalize("NFD", folded.translate(_UNMARKED))
    return "".join(c for c in split if not unicodedata.combining(c))


_FOLDED: list[tuple[Sequence[str], dict[str, str]]] = []


def _by_folded(names: Sequence[str]) -> dict[str, str]:
    """The first of ``names`` for each folded name, made once for the names of a table: a
    club's import names two of its 240 pairs on each of its thousands of results."""
    if _FOLDED and _FOLDED[0][0] is names:
        return _FOLDED[0][1]
    index: dict[str, str] = {}
    for name in names:
        index.setdefault(_folded(name), name)
    if isinstance(names, tuple):
        _FOLDED[:] = [(names, index)]
    return index


def resolve_name(text: str, names: Sequence[str], field: str, what: str) -> str:
    """A player (pair, team) named by a word: the whole name or a prefix that fits one,
    case aside, and accents aside when the word has none that match."""
    wanted = _folded(str(text).strip())
    found = _by_folded(names).get(wanted)
    if found is not None:
        return found
    matches = [n for n in names if _folded(n).startswith(wanted)] if wanted else []
    if not matches and wanted:
        plain = _unmarked(wanted)
        exact = [n for n in names if _unmarked(n) == plain]
        if len(exact) == 1:
            return exact[0]
        matches = [n for n in names if _unmarked(n).startswith(plain)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        hints = {
            "player": _("write more of the player's name"),
            "pair": _("write more of the pair's name"),
            "team": _("write more of the team's name"),
        }
        raise Ambiguous(
            _("'{text}' could be {matches}").format(text=text, matches=_(" or ").join(matches)),
            field=field,
            hint=hints.get(what) or f"write more of the {what}'s name",
        )
    from scorekeep.core.nearby import did_you_mean

    near = did_you_mean(str(text), names)
    if near:
        unknown = {
            "player": _("unknown player '{text}'"),
            "pair": _("unknown pair '{text}'"),
            "team": _("unknown team '{text}'"),
        }.get(what) or f"unknown {what} '{{text}}'"
        raise Rejected(unknown.format(text=text) + near, field=field)
    unknown = {
        "player": _("unknown player '{text}' (players: {names})"),
        "pair": _("unknown pair '{text}' (players: {names})"),
        "team": _("unknown team '{text}' (teams: {names})"),
    }.get(what) or f"unknown {what} '{{text}}' (players: {{names}})"
    raise Rejected(unknown.format(text=text, names=", ".join(names)), field=field)


def parse_teams(
    words: Sequence[str], players: Sequence[str], field: str = "--teams"
) -> tuple[Team, ...]:
    """``A+C,B+D`` (named by members joined with +) or ``Red=A+C,Blue=B+D``; players by
    unambiguous prefix. Teams must not share a player; whether they must cover every player
    is the game's decision."""
    teams: list[Team] = []
    seen: set[str] = set()
    for word in words:
        label, sep, members_text = word.partition("=")
        if not sep:
            members_text, label = word, ""
        members = tuple(
            resolve_name(m, players, field, "player") for m in members_text.split("+") if m.strip()
        )
        if len(members) < 1:
            raise Rejected(_("team '{team}' has no players").format(team=word), field=field)
        for member in members:
            if member in seen:
                raise Rejected(_("{player} is in two teams").format(player=member), field=field)
            seen.add(member)
        teams.append(Team(label.strip() or "+".join(members), members))
    return tuple(teams)


class Context(NamedTuple):
    """What an engine needs besides the state: the ruleset, the options in force, the table,
    and the language the table writes its cards in (``en``: as the program always read)."""

    ruleset: Ruleset
    options: Mapping[str, Any]
    table: Table = Table(())
    language: str = "en"
    movement: Mapping[str, Any] | None = None
    """The session's movement as its header keeps it (who sits where in each round)."""

    def rule(self, rule_id: str) -> str:
        return self.ruleset.rule_text(rule_id)


class Later(Mapping[str, "Any"]):
    """Figures per side that the game works out only when they are read: a club's pairs
    session changes every pair on a board with each result, and most commands read none of
    those changes. Its sides (and so its length) are known at once."""

    __slots__ = ()


class LaterScores(Later):
    """A hand's changes per side, worked out when read, with the running totals after it."""

    __slots__ = ()

    def totals_after(self, before: Mapping[str, Any]) -> Mapping[str, Any]:
        """The running totals after this hand, from those ``before`` it, read when read."""
        raise NotImplementedError


class Outcome(NamedTuple):
    """What one hand (or the closing settlement) did to the score.

    ``scores`` is the change per side; the running totals are the sum of these, always.
    ``detail`` carries game-specific figures for renderers (bridge: below/above the line):
    each game's own NamedTuple, read by attribute, so a misspelt name is a type error.
    """

    scores: Mapping[str, int]
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    detail: Any = None
    events: tuple[str, ...] | None = None
    """The notes that matter at the table (a game made, a bajt, a pot paid, the game over),
    which the short answer to a hand shows; None: every note is one."""

    @property
    def table_events(self) -> tuple[str, ...]:
        """The events the short answer to the hand names."""
        return self.notes if self.events is None else self.events


class Standing(NamedTuple):
    totals: Mapping[str, int]
    finished: bool = False
    winner: str | None = None
    next_dealer: str | None = None
    reason: str = ""
    extra: Mapping[str, Any] = EMPTY


class Field(NamedTuple):
    """One command-line input of ``hand`` or of a ``judge`` question.

    kinds: ``value`` (--by N), ``pairs`` (repeatable --cards P=N → {P: N}), ``many``
    (repeatable --no-tricks P → [P]), ``flag`` (--vul → const), ``positional`` (one word),
    ``rest`` (all remaining words, joined by spaces).
    """

    key: str
    kind: str = "value"
    help: str = ""
    flag: str = ""
    aliases: tuple[str, ...] = ()
    const: Any = True

    @property
    def option(self) -> str:
        return self.flag or "--" + self.key.replace("_", "-")


class Verdict(NamedTuple):
    """A judge answer: the verdict word, the machine answer, the rule applied and why."""

    verdict: str
    answer: Any
    rule: str
    explanation: str
    rules: tuple[str, ...] = ()


class Question(NamedTuple):
    name: str
    summary: str
    inputs: tuple[Field, ...]
    answer: Callable[[Mapping[str, Any], Context], Verdict]
    example: str = ""


class Game(NamedTuple):
    """A game as its package declares it (``GAMES`` in ``scorekeep/games/<game>/``): data the
    registry reads. Module fields hold dotted module paths, loaded only when a command needs
    them, so ``status`` pays only for the game of its session; ``None`` means the generic
    part."""

    name: str
    engine: str
    """Module exporting ``ENGINE`` (an :class:`Engine`)."""
    aliases: tuple[str, ...] = ()
    """Other names players type; matched case-insensitively, accents optional."""
    ruleset: str = ""
    """Ruleset used when none is named (``judge``); empty means the game's own name."""
    sheet: str | None = None
    """Module exporting ``SHEET`` (a :class:`scorekeep.render.hooks.TextSheet`): the text
    scoresheet in the game's own tradition (bridge: the We/They pad)."""
    html: str | None = None
    """Module exporting ``PRINTED`` (a :class:`scorekeep.render.hooks.PrintedSheet`): the
    game's parts of the printable sheet."""
    shorthand: str | None = None
    """Module exporting ``SHORTHAND`` (a :class:`scorekeep.core.shorthand.Shorthand`): the
    table's positional words for ``hand``, ``fix`` and ``table``; without it, flags only."""
    example: str | None = None
    """The bundled example journal (``scorekeep example GAME``), relative to the
    ``scorekeep`` package folder."""
    stats: str | None = None
    """Module exporting ``FIGURES`` (``scorekeep stats``: the game's own figures)."""
    languages: tuple[str, ...] = ("en",)
    """The languages whose card letters the game reads."""
    card_tables: tuple[str, ...] = ()
    """The ``[cards]`` tables its ruleset cannot do without (ranked by the jass ranks)."""
    session_questions: tuple[str, ...] = ()
    """``judge`` questions about the evening's position, answered from the current session
    of this game (its name, standing and rules)."""
    seated_questions: tuple[str, ...] = ()
    """``judge`` questions whose answer can turn on the seating and the dealer: without
    ``--dealer`` and ``--players`` they take the current session's, when it plays this game."""
    seats_are_sides: bool = False
    """Sides are seats (bridge: NS and EW), so ``--teams`` is the engine's to read even
    where the ruleset plays no teams."""
    hand_word: str = "hand"
    """What ``table``'s prompt counts: ``hand``, ``deal`` (bridge), ``game`` (Durak) or
    ``result`` (duplicate: one table's result on a board)."""
    shows_vulnerability: bool = False
    """``table``'s prompt says who is vulnerable."""
    exchange: str | None = None
    """Module exporting ``EXCHANGE`` (a :class:`scorekeep.core.exchange.Exchange`): the
    results files of other programs the game's sessions are written to and read from."""
    exports: tuple[str, ...] = ()
    """The formats ``scorekeep export --format`` writes a session of the game in."""
    imports: tuple[str, ...] = ()
    """The file suffixes (``.pbn``) ``scorekeep import`` reads into a session of the game."""
    draw: str | None = None
    """Module exporting ``DRAW`` (a :class:`Draw`): a game whose sessions are drawn round by
    round (a teams event), which ``scorekeep draw`` asks for the next round."""
    movement: str | None = None
    """Module exporting ``MOVEMENT`` (a :class:`Movements`): a game whose sessions can seat
    a club's field by a movement (``new --movement``, ``scorekeep movement show``)."""
    site: str | None = None
    """Module exporting ``SITE`` (a :class:`scorekeep.render.hooks.PublishedSite`): the
    static results site ``scorekeep publish`` writes of a session."""

    @property
    def default_ruleset(self) -> str:
        return self.ruleset or self.name


class Draw(NamedTuple):
    """How a game drafts the rounds of a session played in rounds (``scorekeep draw``).

    ``entry(state, ctx, number, partial)`` is the journal entry that draws round ``number``
    from the state so far (from unfinished results too with ``partial``); ``drawn(state)``
    how many rounds are drawn; ``last(lines)`` the number of the hand holding the last live
    draw of the replay's lines (0: none)."""

    entry: Callable[[Any, Context, int, bool], dict[str, Any]]
    drawn: Callable[[Any], int]
    last: Callable[[Sequence[Any]], int]


class Movements(NamedTuple):
    """How a game seats a field round by round (a club's movement), kept in the header.

    ``build(given, options, players)`` is the movement to keep and the players it seats
    (named by number when ``players`` is empty), from a spec (text) or a movement file's
    data (a mapping); ``imported(header, entries)`` the movement an imported file's results
    record (None: they record none); ``show(header, round, pair, table)`` the rows of
    ``scorekeep movement show`` (``round``, ``table``: 0, ``pair``: empty for every one),
    each with its ``text``. ``director`` names the entry fields of a result only the
    director gives (an adjusted score): it names its pairs, not a table's round."""

    build: Callable[
        [str | Mapping[str, Any], Mapping[str, Any], Sequence[str]],
        tuple[dict[str, Any], tuple[str, ...]],
    ]
    imported: Callable[[Any, Sequence[Mapping[str, Any]]], dict[str, Any] | None]
    show: Callable[[Any, int, str, int], list[dict[str, Any]]]
    director: tuple[str, ...] = ()


class Engine(Protocol):
    """One game. Pure: no I/O, no printing, deterministic.

    A game whose hands depend on their place in the sequence (who dealt) also has
    ``facts(state, entry, known, ctx) -> dict``: the entry with the facts of the table
    written in, as the state before the hand gives them (who dealt; bridge: the contract
    and declarer an auction gave), where ``known`` is the entry a fix replaces, whose facts
    stand. ``play`` replays from recorded facts, so correcting one hand never changes what
    another says happened (SPEC §3.2)."""

    name: str
    option_keys: frozenset[str]
    rule_ids: frozenset[str]
    hand_fields: tuple[Field, ...]
    writes_facts: bool
    """Whether :meth:`facts` writes anything into an entry."""

    @property
    def questions(self) -> Mapping[str, Question]:
        """The ``judge`` questions this game answers, by name."""
        ...

    def seat(
        self,
        players: Sequence[str],
        teams: Sequence[str],
        ruleset: Ruleset,
        options: Mapping[str, Any],
    ) -> Table:
        """Validate the ``new`` command's players and teams and seat them."""
        ...

    def entry_from_fields(self, fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
        """Command-line fields of ``hand`` to the journal's entry (plain TOML values)."""
        ...

    def start(self, ctx: Context) -> Any: ...

    def play(self, state: Any, entry: Mapping[str, Any], ctx: Context) -> tuple[Any, Outcome]:
        """Score one entry against the running state; raise Rejected naming field and rule."""
        ...

    def close(self, state: Any, ctx: Context) -> tuple[Any, Outcome]:
        """The table stops: the end-of-session settlement."""
        ...

    def standing(self, state: Any, ctx: Context) -> Standing: ...

    def describe(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome | None = None
    ) -> str:
        """A short line for the scoresheet in the table's own words (``4S by N, 10 tricks``);
        ``outcome`` is the replayed result when there is one (a void hand has none)."""
        ...

    def facts(
        self, state: Any, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        """The entry with the facts of the table written in (see the class's docstring)."""
        ...

    def dealer(self, state: Any, ctx: Context) -> str | None:
        """Who deals the first hand of the next game, where the game decides it (None: the
        standing's next dealer, else the rotation after the last hand's dealer)."""
        ...

    def implausible(self, entry: Mapping[str, Any], ctx: Context) -> Rejected | None:
        """Why a new entry is probably mistyped though the rules allow it (a number far
        outside what a hand holds), refused at the table unless ``--again`` confirms it;
        None when it is plausible. Never asked on replay: a confirmed outlier stands."""
        ...

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        """An entry a table often writes twice running and that scores nothing (a passed-out
        deal, a redeal): never asked about as a repeat."""
        ...

    def unplanned(self, state: Any, entry: Mapping[str, Any], ctx: Context) -> Rejected | None:
        """Why a new entry contradicts the session's movement (a board its pairs do not
        meet), refused unless ``--again`` confirms a director's change; None when the
        movement has it or the session has none. Never asked on replay."""
        ...

    # The evening (SPEC §9), where a game counts it its own way (EngineBase has the defaults).

    def evening_unit(self, ctx: Context) -> str:
        """What the evening counts, as ``status --format json`` names it in ``evening.unit``:
        ``game``, or a game's own unit (bridge: ``rubber``)."""
        ...

    def carried(self, standing: Standing, table: Table, ctx: Context) -> dict[str, int]:
        """What each player carries from one game of the evening into its total."""
        ...

    def game_begins(self, ctx: Context, number: int) -> str:
        """The note on the first hand of the evening's second or later game."""
        ...

    def next_game(self, ctx: Context, number: int) -> str:
        """``table``'s prompt once a game is over and the ruleset plays on."""
        ...

    def game_over(self, standing: Standing, ctx: Context) -> str:
        """How ``table``'s prompt says a game without a winner ended (a game that has a
        loser names the loser)."""
        ...

    def seats_from(self, number: int, seats: str) -> str:
        """What ``seats`` answers: the game a new seating starts with, and the seating."""
        ...

    def reseat_refused(self, ctx: Context) -> Rejected:
        """Why the seats cannot change now (a game is in progress), with the game's rule."""
        ...

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        """The game's own parts of ``table``'s prompt after the dealer (who bids, what
        hangs)."""
        ...

    def brief(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome, room: int
    ) -> tuple[str, Mapping[str, int]] | None:
        """The short answer's summary and the scores it names, shortened by the game to fit
        ``room`` characters (what it leaves out is in explain); None: the sheet's summary
        and every score."""
        ...


class EngineBase:
    """What an engine has unless it says otherwise: no facts of its own to write into an
    entry, and no say over who deals the next game."""

    writes_facts = False
    scores_later = False
    """Whether a hand's changes may come as :class:`LaterScores` (worked out when read)."""

    def facts(
        self, state: Any, entry: Mapping[str, Any], known: Mapping[str, Any], ctx: Context
    ) -> dict[str, Any]:
        return dict(entry)

    def dealer(self, state: Any, ctx: Context) -> str | None:
        return None

    def implausible(self, entry: Mapping[str, Any], ctx: Context) -> Rejected | None:
        return None

    def repeats_freely(self, entry: Mapping[str, Any]) -> bool:
        return False

    def unplanned(self, state: Any, entry: Mapping[str, Any], ctx: Context) -> Rejected | None:
        return None

    def evening_unit(self, ctx: Context) -> str:
        return "game"

    def carried(self, standing: Standing, table: Table, ctx: Context) -> dict[str, int]:
        """Each player carries his side's points."""
        return {player: standing.totals.get(table.side_of(player), 0) for player in table.players}

    def game_begins(self, ctx: Context, number: int) -> str:
        return _("game {n} begins").format(n=number)

    def next_game(self, ctx: Context, number: int) -> str:
        return _("game {n} next").format(n=number)

    def game_over(self, standing: Standing, ctx: Context) -> str:
        return _("game over")

    def seats_from(self, number: int, seats: str) -> str:
        return _("seats from game {n}: {seats}").format(n=number, seats=seats)

    def reseat_refused(self, ctx: Context) -> Rejected:
        return Rejected(_("the seats change only between games; finish this one first"))

    def prompt_parts(self, standing: Standing, ctx: Context) -> tuple[str, ...]:
        return ()

    def brief(
        self, entry: Mapping[str, Any], ctx: Context, outcome: Outcome, room: int
    ) -> tuple[str, Mapping[str, int]] | None:
        return None
