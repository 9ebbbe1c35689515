"""The table's shorthand (SPEC 4.2): what people write on a paper pad, typed as positional
words after ``hand`` and ``fix`` or as a line in ``table``.

Each game reads its words into the same fields its flags give (``{"contract": "4S", "by":
"N", "result": "="}``), so the engine's ``entry_from_fields`` does the rest for both. A
game's ``missing`` says which word a short line still lacks, so ``table`` can ask for it.
Pure: no I/O; refusals name the word and what was expected there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from scorekeep.core.errors import Rejected, ScorekeepError, UsageError
from scorekeep.core.game import Context, Engine, Field, resolve_name

SEATS = ("N", "E", "S", "W")
PASS_WORDS = ("pass", "passed", "p", "pas")
BLANK = "."
NO_TRICK = "-"


class Ask(NamedTuple):
    """The next word a short line lacks: what to ask and the answer taken on Enter."""

    label: str
    default: str | None = None


class Read(NamedTuple):
    """Fields as the flags would give them, and the word that gave each."""

    fields: dict[str, Any]
    said: dict[str, str]


class Shorthand(NamedTuple):
    read: Callable[[Sequence[str], Context], Read]
    missing: Callable[[Sequence[str], Context], Ask | None]
    usage: str
    examples: tuple[tuple[str, str], ...]
    keywords: tuple[str, ...] = ()


def refuse(word: str, expected: str) -> Rejected:
    return Rejected(f"'{word}': expected {expected}", field="shorthand")


def is_number(word: str) -> bool:
    return word.isdigit()


def player_word(word: str, ctx: Context, what: str) -> str:
    try:
        return resolve_name(word, ctx.table.players, "shorthand", "player")
    except ScorekeepError:
        raise refuse(word, f"{what} (players: {', '.join(ctx.table.players)})") from None


# --------------------------------------------------------------------------- bridge

RESULT_EXPECTED = "a result: = (made), +N (overtricks), -N (down) or the tricks taken 0-13"


def is_result(word: str) -> bool:
    return word == "=" or (word[:1] in "+-" and word[1:].isdigit()) or word.isdigit()


def bridge_read(words: Sequence[str], ctx: Context) -> Read:
    fields: dict[str, Any] = {}
    said: dict[str, str] = {}
    first = words[0]
    if first.casefold() in PASS_WORDS:
        if len(words) > 1:
            raise refuse(words[1], "nothing after `pass` (a passed-out deal)")
        return Read({"contract": "pass"}, {"contract": first})
    fields["contract"], said["contract"] = first, first
    if len(words) > 1:
        fields["by"], said["by"] = bridge_seat(words[1], ctx), words[1]
    if len(words) > 2:
        result = words[2]
        if not is_result(result):
            raise refuse(result, RESULT_EXPECTED)
        key = "tricks" if result.isdigit() else "result"
        fields[key], said[key] = result, result
    if len(words) > 3:
        honors = words[3]
        if ":" not in honors:
            raise refuse(honors, "honors written SIDE:100 or SIDE:150 (e.g. NS:150)")
        fields["honors"], said["honors"] = honors, honors
    if len(words) > 4:
        raise refuse(words[4], "nothing more after CONTRACT SEAT RESULT SIDE:HONORS")
    return Read(fields, said)


def bridge_seat(word: str, ctx: Context) -> str:
    if word.upper() in SEATS:
        return word.upper()
    names = [name for _, name in ctx.table.seats]
    try:
        name = resolve_name(word, names, "shorthand", "player")
    except ScorekeepError:
        raise refuse(word, "the declarer: a seat N E S W or a player's name") from None
    return next(seat for seat, n in ctx.table.seats if n == name)


def bridge_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    if not words:
        return Ask("contract (4S, 3NTX, pass)")
    if words[0].casefold() in PASS_WORDS:
        return None
    if len(words) == 1:
        return Ask("declarer (N E S W)")
    if len(words) == 2:
        return Ask("result (=, +N, -N or tricks)", "=")
    return None


def contracts() -> tuple[str, ...]:
    return tuple(
        f"{level}{strain}{double}"
        for level in range(1, 8)
        for strain in ("C", "D", "H", "S", "NT")
        for double in ("", "X", "XX")
    )


BRIDGE = Shorthand(
    bridge_read,
    bridge_missing,
    "CONTRACT SEAT RESULT [SIDE:HONORS]   or   pass",
    (
        ("4S N =", "4♠ by North, made exactly"),
        ("3NTX E -2", "3NT doubled by East, two down"),
        ("6S S +1 NS:150", "6♠ by South, one overtrick, NS hold 150 honors"),
        ("2H W 8", "2♥ by West, 8 tricks taken"),
        ("pass", "passed out"),
    ),
    ("pass", *contracts()),
)


# --------------------------------------------------------------------------- derda / deberc


def compact_run(text: str) -> str | None:
    """``KQJH`` → ``KH QH JH``; ``10987S`` and ``KDWH`` (Polish) too. None if it is not one."""
    from scorekeep.games.jass import RANK_LETTERS, SUIT_SYMBOLS, SUITS

    suit = SUIT_SYMBOLS.get(text[-1:], text[-1:].upper())
    ranks, rest = [], text[:-1]
    if suit not in SUITS or not rest:
        return None
    while rest:
        size = 2 if rest[:2] == "10" else 1
        rank = RANK_LETTERS.get(rest[:size].upper()) or RANK_LETTERS.get(rest[:size])
        if rank is None:
            return None
        ranks.append(rank)
        rest = rest[size:]
    return " ".join(rank + suit for rank in ranks)


def word_items(word: str, ctx: Context, bidder: str | None, specials: Sequence[str]) -> list[str]:
    """``Bartek:KQJH,belo`` → ``["Bartek=KH QH JH", "Bartek=belo"]``; without a name, the
    bidder's words."""
    who, sep, said = word.rpartition(":")
    if not sep:
        if bidder is None:
            raise refuse(word, "a word with its player, e.g. Bartek:KQJH")
        player = bidder
    else:
        player = player_word(who, ctx, "a player before ':' in a word")
    items = []
    for part in said.split(","):
        run = compact_run(part) or (part if " " in part.strip() else None)
        if run is None and part.casefold() not in specials:
            raise refuse(word, f"a word: a run as ranks then suit (KQJH) or {' / '.join(specials)}")
        items.append(f"{player}={run or part.casefold()}")
    return items


def jass_reader(
    annulments: Mapping[str, str],
    total: Callable[[str, Context], int | None],
    specials: Sequence[str],
) -> Any:
    """Derda and Deberc: ``BIDDER TRUMP POINTS... [WORD...]``, or a redeal's name."""

    def read(words: Sequence[str], ctx: Context) -> Read:
        first = words[0]
        annul = annulments.get(first.casefold())
        if annul is not None:
            if len(words) > 1:
                raise refuse(words[1], f"nothing after `{first}` (a redeal)")
            return Read({"annul": annul}, {"annul": first})
        if first.casefold() == "trade":
            return trade_read(words, ctx)
        fields: dict[str, Any] = {"bidder": player_word(first, ctx, "the bidder")}
        said = {"bidder": first}
        if len(words) > 1:
            fields["trump"], said["trump"] = words[1], words[1]
        points = leading_points(words[2:])
        rest = words[2 + len(points) :]
        if points:
            fields["cards"] = card_points(points, fields.get("trump"), ctx, total)
            said["cards"] = " ".join(points)
            empty = [p for p, v in zip(ctx.table.players, points, strict=False) if v == NO_TRICK]
            if empty:
                fields["no_tricks"], said["no_tricks"] = empty, NO_TRICK
        bidder = fields["bidder"]
        items = [item for word in rest for item in word_items(word, ctx, bidder, specials)]
        if items:
            fields["words"], said["words"] = items, " ".join(rest)
        return Read(fields, said)

    return read


def leading_points(words: Sequence[str]) -> list[str]:
    points: list[str] = []
    for word in words:
        if not (is_number(word) or word in (BLANK, NO_TRICK)):
            break
        points.append(word)
    return points


def trade_read(words: Sequence[str], ctx: Context) -> Read:
    """Derda ``trade Bartek 20``: an accepted trade offer of 20 to Bartek."""
    if len(words) != 3 or not is_number(words[2]):
        raise refuse(" ".join(words), "a trade: `trade PLAYER POINTS`, e.g. trade Bartek 20")
    who = player_word(words[1], ctx, "the player who asked for the trade")
    return Read({"trade": {who: words[2]}}, {"trade": " ".join(words[1:])})


def card_points(
    points: Sequence[str],
    trump: str | None,
    ctx: Context,
    total: Callable[[str, Context], int | None],
) -> dict[str, str]:
    players = ctx.table.players
    if len(points) == len(players) - 1:
        points = [*points, BLANK]
    if len(points) != len(players):
        raise refuse(
            " ".join(points),
            f"card points for {len(players)} players in seating order ({', '.join(players)})",
        )
    if points.count(BLANK) > 1:
        raise refuse(" ".join(points), "card points with at most one left out as '.'")
    out = {p: "0" if v == NO_TRICK else v for p, v in zip(players, points, strict=True)}
    blank = next((p for p, v in out.items() if v == BLANK), None)
    if blank is not None:
        pack = total(trump or "", ctx)
        if pack is None:
            raise refuse(
                BLANK,
                f"{blank}'s card points: here they do not add up to a fixed total",
            )
        out[blank] = str(pack - sum(int(v) for v in out.values() if v != BLANK))
    return out


def jass_missing(annulments: Mapping[str, str], total: Callable[[str, Context], int | None]) -> Any:
    def missing(words: Sequence[str], ctx: Context) -> Ask | None:
        if not words:
            return Ask("bidder")
        if words[0].casefold() in annulments or words[0].casefold() == "trade":
            return None
        if len(words) == 1:
            return Ask("trump (S H D C)")
        players = ctx.table.players
        points = leading_points(words[2:])
        if len(points) >= len(players) or len(words) > 2 + len(points):
            return None
        who = players[len(points)]
        default = None
        if len(points) == len(players) - 1:
            pack = total(words[1], ctx)
            if pack is not None:
                default = str(pack - sum(int(v) for v in points if v.isdigit()))
        return Ask(f"{who}'s card points", default)

    return missing


def derda_total(trump: str, ctx: Context) -> int | None:
    """Only 18 of the 32 cards are played in Derda: the card points have no fixed total."""
    return None


def deberc_total(trump: str, ctx: Context) -> int | None:
    """With four players every card is played: the pack's points plus the last trick."""
    if len(ctx.table.players) != 4:
        return None
    from scorekeep.games import deberc_rules
    from scorekeep.games.jass import parse_suit

    try:
        suit = parse_suit(trump)
    except ScorekeepError:
        raise refuse(trump, "a trump suit S H D C (♠ ♥ ♦ ♣)") from None
    return deberc_rules.pack_maximum(4, suit, ctx.ruleset.cards)


DERDA_ANNULMENTS = {
    "double-pass": "double-pass",
    "dwa-razy": "dwa-razy",
    "podwójny-pas": "double-pass",
    "podwojny-pas": "double-pass",
}
DEBERC_ANNULMENTS = {"four-sevens": "four-sevens", "all-pass": "all-pass"}

DERDA = Shorthand(
    jass_reader(DERDA_ANNULMENTS, derda_total, ("belo",)),
    jass_missing(DERDA_ANNULMENTS, derda_total),
    "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   trade PLAYER N   or   dwa-razy",
    (
        ("B H 48 74 KQJH,belo", "Bartek bids hearts, 48 : 74, his KH QH JH and belo"),
        ("Ania S 60 60 Bartek:KQJC", "Ania bids spades, 60 : 60, Bartek's KC QC JC"),
        ("trade Bartek 20", "trade offer of 20 to Bartek accepted"),
        ("dwa-razy", "annulled hand"),
    ),
    ("trade", "belo", *DERDA_ANNULMENTS),
)

DEBERC = Shorthand(
    jass_reader(DEBERC_ANNULMENTS, deberc_total, ("bella", "bella-unplayed")),
    jass_missing(DEBERC_ANNULMENTS, deberc_total),
    "BIDDER TRUMP POINTS... [PLAYER:WORD,...]   or   four-sevens | all-pass"
    "\n  (points: '.' filled in from the pack's total, '-' took no trick)",
    (
        ("C H 40 31 41 .", "Celina orders hearts; Darek's 50 filled in (4 players: 162)"),
        ("B S 30 50 20 D:KQJ10D A:AKQH B:bella", "with Darek's fifty, Ania's terc, bella"),
        ("A D 100 - 62 -", "Bartek and Darek took no trick"),
        ("four-sevens", "redeal: four sevens"),
    ),
    ("bella", "bella-unplayed", *DEBERC_ANNULMENTS),
)


# --------------------------------------------------------------------------- dernie


def dernie_read(words: Sequence[str], ctx: Context) -> Read:
    closer = player_word(words[0], ctx, "the closer")
    others = [p for p in ctx.table.players if p != closer]
    left: dict[str, str] = {}
    for who, word in zip(others, words[1:], strict=False):
        left[who] = word if is_number(word) else " ".join(word.replace(",", " ").split())
    if len(words) - 1 > len(others):
        raise refuse(
            words[len(others) + 1],
            f"nothing more: every other player ({', '.join(others)}) is given",
        )
    fields: dict[str, Any] = {"closer": closer}
    said = {"closer": words[0]}
    if left:
        fields["left"], said["left"] = left, " ".join(words[1:])
    return Read(fields, said)


def dernie_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    if not words:
        return Ask("who closed")
    try:
        closer = resolve_name(words[0], ctx.table.players, "shorthand", "player")
    except ScorekeepError:
        return None
    others = [p for p in ctx.table.players if p != closer]
    if len(words) - 1 < len(others):
        return Ask(f"{others[len(words) - 1]}'s points or cards")
    return None


DERNIE = Shorthand(
    dernie_read,
    dernie_missing,
    "CLOSER POINTS-OR-CARDS... (each other player in seating order)",
    (
        ("Ania 23 40", "Ania closed; Bartek holds 23, Celina 40"),
        ("B KS,7H,JOKER AC,2D", "Bartek closed; Ania holds KS 7H JOKER, Celina AC 2D"),
    ),
    ("JOKER",),
)


# --------------------------------------------------------------------------- durak

EPAULETTES = ("ep", "epaulettes", "pogony")


def durak_read(words: Sequence[str], ctx: Context) -> Read:
    if words[0].casefold() == "draw":
        names = [n for w in words[1:] for n in w.split(",") if n]
        if len(names) < 2:
            raise refuse(" ".join(words), "a draw: `draw A,B` (the players who went out at once)")
        for name in names:
            player_word(name, ctx, "a player in the draw")
        return Read({"draw": [",".join(names)]}, {"draw": " ".join(words[1:])})
    fields: dict[str, Any] = {"durak": player_word(words[0], ctx, "the durak")}
    said = {"durak": words[0]}
    for word in words[1:]:
        if word.casefold() not in EPAULETTES or "epaulettes" in fields:
            raise refuse(word, "`ep` (finished off with sixes) after the durak's name")
        fields["epaulettes"], said["epaulettes"] = True, word
    return Read(fields, said)


def durak_missing(words: Sequence[str], ctx: Context) -> Ask | None:
    return Ask("who is the durak") if not words else None


DURAK = Shorthand(
    durak_read,
    durak_missing,
    "DURAK [ep]   or   draw A,B",
    (
        ("Bartek", "Bartek is the durak"),
        ("Bartek ep", "... finished off with sixes (epaulettes)"),
        ("draw Ania,Dorota", "a draw"),
    ),
    ("draw", "ep"),
)

GAMES: dict[str, Shorthand] = {
    "bridge": BRIDGE,
    "derda": DERDA,
    "deberc": DEBERC,
    "dernie": DERNIE,
    "durak": DURAK,
}


# --------------------------------------------------------------------------- flags and words


def split_words(fields: Sequence[Field], argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """The flags with their values apart from the shorthand words (``-2`` is a word)."""
    kinds: dict[str, str] = {}
    for f in fields:
        for name in (f.option, *f.aliases):
            kinds[name] = f.kind
    flags: list[str] = []
    words: list[str] = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg.startswith("--") or (arg.startswith("-") and arg[1:2].isalpha() and arg in kinds):
            flags.append(arg)
            name, eq, _ = arg.partition("=")
            if not eq and kinds.get(name, "flag") != "flag" and args:
                flags.append(args.pop(0))
        else:
            words.append(arg)
    return flags, words


FIELD_NAMES = {
    "by": "declarer",
    "tricks": "result",
    "cards": "card points",
    "left": "other players' points",
}


def field_name(key: str) -> str:
    return FIELD_NAMES.get(key, key.replace("_", " "))


def hand_fields(engine: Engine, argv: Sequence[str], ctx: Context, command: str) -> dict[str, Any]:
    """``hand``'s and ``fix``'s words and flags read into one fields mapping; shorthand and
    a flag that give the same field are refused, naming both."""
    from scorekeep.core.fields import parse_fields

    flags, words = split_words(engine.hand_fields, argv)
    given = parse_fields(engine.hand_fields, flags, command)
    shorthand = GAMES.get(engine.name)
    if not words:
        return given
    if shorthand is None:
        return parse_fields(engine.hand_fields, argv, command)
    read = shorthand.read(words, ctx)
    options = {f.key: f.option for f in engine.hand_fields}
    for key, value in read.fields.items():
        clash = next((k for k in given if field_name(k) == field_name(key)), None)
        if clash is not None:
            raise UsageError(
                f"{command}: '{read.said[key]}' and {options.get(clash, clash)} both give "
                f"the {field_name(key)}; drop one"
            )
        given[key] = value
    return given


def help_text(engine_name: str) -> str:
    shorthand = GAMES.get(engine_name)
    if shorthand is None:
        return ""
    lines = [f"{engine_name} shorthand: {shorthand.usage}"]
    width = max(len(words) for words, _ in shorthand.examples)
    for words, meaning in shorthand.examples:
        lines.append(f"  scorekeep hand {words:<{width}}   {meaning}")
    return "\n".join(lines)
