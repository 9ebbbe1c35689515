"""Rulesets are data: numbers, conventions and rule texts that an engine reads.

This module turns an already parsed TOML document into a validated :class:`Ruleset` and collects
every problem with its line, so ``rules check`` can report them all at once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

from scorekeep.core.errors import Rejected, Unreadable
from scorekeep.core.inputs import MOST, is_whole_number, read_flag, utf8_text
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

OPTION_TYPES = ("bool", "int", "str", "list", "table")
TOP_KEYS = frozenset(
    {
        "name",
        "game",
        "title",
        "title_local",
        "description",
        "players",
        "teams",
        "deck",
        "cards",
        "options",
        "rules",
        "rules_in",
    }
)
RULE_LANGUAGES = ("pl", "uk", "it")
"""Languages a ruleset may give its rule texts in besides English (``[rules_in.pl]``)."""
OPTION_KEYS = frozenset({"type", "default", "choices", "min", "max", "description"})
TEAM_MODES = ("none", "optional", "required")
MOST_PLAYERS = 400
"""The most players (pairs of a club session) a ruleset may seat."""


class Problem(NamedTuple):
    """One thing wrong in a file, with the line it is on (0 when unknown).

    ``code`` is stable (scripts read it from ``--format json``); ``key`` names the offending
    key, so a reporter holding the text can point at its line rather than its table's.
    """

    message: str
    line: int = 0
    code: str = "invalid"
    hint: str | None = None
    key: str = ""


class OptionSpec(NamedTuple):
    """A table convention: its type, what it may be, its default and what it means."""

    key: str
    type: str
    default: Any
    description: str
    choices: tuple[Any, ...] = ()
    min: int | None = None
    max: int | None = None

    def allowed(self) -> str:
        if self.choices:
            return _("one of {choices}").format(choices=", ".join(_show(c) for c in self.choices))
        if self.type == "int":
            low = -MOST if self.min is None else self.min
            high = MOST if self.max is None else self.max
            return _("an integer ≥ {low} and ≤ {high}").format(low=low, high=high)
        return {
            "bool": _("true or false"),
            "str": _("a string"),
            "list": _("a list of words"),
            "table": _("a table of lists of names"),
        }[self.type]

    def check(self, value: Any) -> Any:
        """``value`` if it fits this option; else an error naming the key and what is allowed.

        Lists hold words and tables hold lists of names (what every list or table option
        reads); a number beyond ±MOST is refused even without a ``max``."""
        ok = _fits(self.type, value)
        if ok and self.choices and value not in self.choices:
            ok = False
        if (
            ok
            and self.type == "int"
            and (
                (self.min is not None and value < self.min)
                or (self.max is not None and value > self.max)
                or abs(value) > MOST
            )
        ):
            ok = False
        if not ok:
            raise Rejected(
                _("option {key} = {value} is not allowed; it must be {allowed}").format(
                    key=self.key, value=_show(value), allowed=self.allowed()
                ),
                field="--set",
            )
        return list(value) if self.type == "list" else value


def _words(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(isinstance(v, str) for v in value)


def _fits(kind: str, value: Any) -> bool:
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "str":
        return isinstance(value, str)
    if kind == "list":
        return _words(value)
    return isinstance(value, Mapping) and all(
        isinstance(k, str) and _words(v) for k, v in value.items()
    )


class Ruleset(NamedTuple):
    """A validated ruleset. ``source`` says where it came from (a path or ``bundled:NAME``)."""

    name: str
    game: str
    title: str
    title_local: str
    players: tuple[int, ...]
    teams: str
    options: Mapping[str, OptionSpec]
    rules: Mapping[str, str]
    deck: Any = None
    cards: Mapping[str, Any] = MappingProxyType({})
    description: str = ""
    source: str = ""
    document: Mapping[str, Any] = MappingProxyType({})
    rules_in: Mapping[str, Mapping[str, str]] = MappingProxyType({})

    def defaults(self) -> dict[str, Any]:
        return {key: spec.default for key, spec in self.options.items()}

    def effective(self, overrides: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults with ``overrides`` applied, each checked against its option."""
        values = self.defaults()
        for key, value in overrides.items():
            values[key] = self.option(key).check(value)
        return values

    def option(self, key: str) -> OptionSpec:
        try:
            return self.options[key]
        except KeyError:
            known = ", ".join(self.options) or _("none")
            raise Rejected(
                _("unknown option {option} in ruleset {ruleset} (options: {known})").format(
                    option=f"{self.game}.{key}", ruleset=self.name, known=known
                ),
                field="--set",
            ) from None

    def rule_text(self, rule_id: str, language: str = "en") -> str:
        """The rule's text in ``language`` when the ruleset gives it (a seed's own words),
        else in English."""
        local = self.rules_in.get(language, {}).get(rule_id)
        return local or self.rules.get(rule_id, "")

    def rule_texts(self, rule_id: str) -> dict[str, str]:
        """The rule's text in every language the ruleset gives it, English first."""
        texts = {"en": self.rules.get(rule_id, "")} if rule_id in self.rules else {}
        for language, texts_in in self.rules_in.items():
            if rule_id in texts_in:
                texts[language] = texts_in[rule_id]
        return texts


def parse_setting(text: str) -> tuple[str, Any]:
    """Read ``KEY=VALUE`` where VALUE is a TOML value, or a bare word taken as a string."""
    key, sep, raw = text.partition("=")
    key = key.strip()
    if not sep or not key:
        raise Unreadable(
            _("'{text}' is not KEY=VALUE").format(text=text),
            field="--set",
            hint=_("write e.g. --set target=1001 or --set bajt_rule=min"),
        )
    raw = raw.strip()
    import tomllib

    try:
        value = tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        value = raw
    return key, value


def coerce_settings(ruleset: Ruleset, settings: Sequence[str]) -> dict[str, Any]:
    """``--set`` words to option values; a string that names an int/bool option is re-read."""
    import re

    out: dict[str, Any] = {}
    for text in settings:
        key, value = parse_setting(utf8_text(text, "--set"))
        spec = ruleset.option(key)
        raw = text.partition("=")[2].strip()
        if spec.type == "str" and not isinstance(value, str):
            value = raw
        if spec.type == "int" and not is_whole_number(raw):
            value = raw  # 1_0, 0x10, 1e3: TOML reads them, a person means something else
        if spec.type == "bool" and not isinstance(value, bool):
            value = _yes_no(raw)
        if spec.type == "list" and isinstance(value, str):
            value = [v for v in re.split(r"[,\s]+", value) if v]
        out[key] = spec.check(value)
    return out


def _yes_no(word: str) -> bool | str:
    """A yes/no word for a bool option (``--set honors=nie``); else the word as typed, which
    the option then refuses."""
    try:
        return read_flag(word, "--set")
    except Unreadable:
        return word


def line_of(text: str, *path: str) -> int:
    """Best line for a dotted key path in TOML text (tomllib keeps no positions)."""
    import re

    if not text:
        return 0
    lines = text.split("\n")
    if len(path) >= 2:
        header = re.compile(
            r"^\s*\[\s*"
            + r"\s*\.\s*".join(rf'(?:"{re.escape(p)}"|{re.escape(p)})' for p in path[:2])
            + r"\s*\]"
        )
        for i, line in enumerate(lines, 1):
            if header.match(line):
                if len(path) == 2:
                    return i
                return _key_after(lines, i, path[2]) or i
        parent = re.compile(r"^\s*\[\s*" + re.escape(path[0]) + r"\s*\]")
        for i, line in enumerate(lines, 1):
            if parent.match(line):
                return _key_after(lines, i, path[1]) or i
    if not path:
        return 0
    table = re.compile(r"^\s*\[\s*" + re.escape(path[0]) + r"\s*[.\]]")
    for i, line in enumerate(lines, 1):
        if table.match(line):
            return i
    return _key_after(lines, 0, path[0])


def _key_after(lines: list[str], start: int, key: str) -> int:
    import re

    pattern = re.compile(r'^\s*(?:"' + re.escape(key) + r'"|' + re.escape(key) + r")\s*=")
    for i in range(start, len(lines)):
        if i > start and lines[i].lstrip().startswith("[") and start:
            return 0
        if pattern.match(lines[i]):
            return i + 1
    return 0


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


def _option(key: str, raw: Any, text: str, problems: list[Problem]) -> OptionSpec | None:
    def where() -> int:
        return line_of(text, "options", key)

    if not isinstance(raw, Mapping):
        problems.append(
            Problem(
                _("option {key} must be a table with type, default and description").format(
                    key=key
                ),
                where(),
            )
        )
        return None
    for unknown in sorted(set(raw) - OPTION_KEYS):
        problems.append(
            Problem(
                _("unknown key '{unknown}' in option {key}").format(unknown=unknown, key=key),
                line_of(text, "options", key, unknown) or where(),
                "unknown-key",
                _("allowed: {keys}").format(keys=", ".join(sorted(OPTION_KEYS))),
            )
        )
    kind = raw.get("type")
    if kind not in OPTION_TYPES:
        problems.append(
            Problem(
                _("option {key} has type {kind}; it must be one of {types}").format(
                    key=key, kind=_show(kind), types=", ".join(OPTION_TYPES)
                ),
                where(),
                "wrong-type",
            )
        )
        return None
    for needed in ("default", "description"):
        if needed not in raw:
            lacking = _("option {key} has no {needed}").format(key=key, needed=needed)
            problems.append(Problem(lacking, where(), "missing"))
    if "default" not in raw or not _usable_limits(key, raw, where, problems):
        return None
    spec = OptionSpec(
        key=key,
        type=kind,
        default=raw["default"],
        description=str(raw.get("description", "")),
        choices=tuple(raw.get("choices", ())),
        min=raw.get("min"),
        max=raw.get("max"),
    )
    try:
        spec.check(spec.default)
    except Rejected as error:
        problems.append(
            Problem(
                _("default of option {key}: {problem}").format(key=key, problem=error.message),
                line_of(text, "options", key, "default") or where(),
                "out-of-range",
            )
        )
    return spec


def _usable_limits(
    key: str, raw: Mapping[str, Any], where: Callable[[], int], problems: list[Problem]
) -> bool:
    """``choices`` a list, ``min``/``max`` integers: anything else would break every check."""
    before = len(problems)
    if "choices" in raw and not isinstance(raw["choices"], list):
        problems.append(
            Problem(
                _("choices of option {key} must be a list").format(key=key), where(), "wrong-type"
            )
        )
    for bound in ("min", "max"):
        value = raw.get(bound)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            problems.append(
                Problem(
                    _("{bound} of option {key} must be an integer").format(bound=bound, key=key),
                    where(),
                    "wrong-type",
                )
            )
    return len(problems) == before


def _check_header(document: Mapping[str, Any], text: str, problems: list[Problem]) -> None:
    """Only known top-level keys; a name, a game and a title."""
    for unknown in sorted(set(document) - TOP_KEYS):
        problems.append(
            Problem(
                _("unknown key '{unknown}'").format(unknown=unknown),
                line_of(text, unknown),
                "unknown-key",
                _("allowed: {keys}").format(keys=", ".join(sorted(TOP_KEYS))),
            )
        )
    for key in ("name", "game", "title"):
        if not isinstance(document.get(key), str) or not document.get(key):
            problems.append(
                Problem(
                    _("'{key}' must be a non-empty string").format(key=key),
                    line_of(text, key),
                    "missing" if key not in document else "wrong-type",
                )
            )


def _players(document: Mapping[str, Any], text: str, problems: list[Problem]) -> list[int]:
    """The allowed player counts: one number or a list, each 2-10; or, for a game whose
    players are whole pairs or teams of a club, a range ``{ min = 2, max = 400 }``."""
    players = document.get("players", [])
    if isinstance(players, int) and not isinstance(players, bool):
        players = [players]
    if isinstance(players, Mapping):
        low, high = players.get("min", 0), players.get("max", 0)
        if (
            set(players) == {"min", "max"}
            and all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high))
            and 2 <= low <= high <= MOST_PLAYERS
        ):
            return list(range(low, high + 1))
        problems.append(
            Problem(
                _(
                    "'players' as a range must be {{ min = 2, max = N }} with N at most {most}"
                ).format(most=MOST_PLAYERS),
                line_of(text, "players"),
                "wrong-type",
            )
        )
        return []
    if not (
        isinstance(players, list)
        and players
        and all(isinstance(p, int) and not isinstance(p, bool) and 2 <= p <= 10 for p in players)
    ):
        problems.append(
            Problem(
                _("'players' must be a list of allowed player counts (2-10)"),
                line_of(text, "players"),
                "wrong-type",
            )
        )
        return []
    return players


def _rules(document: Mapping[str, Any], text: str, problems: list[Problem]) -> Mapping[str, Any]:
    """The rule texts by id; every rule has some text."""
    rules = document.get("rules", {})
    if not isinstance(rules, Mapping):
        problems.append(
            Problem(_("'rules' must be a table of rule id = text"), line_of(text, "rules"))
        )
        return {}
    for rule_id, rule_text in rules.items():
        if not isinstance(rule_text, str) or not rule_text.strip():
            problems.append(
                Problem(
                    _("rule {rule} has no text").format(rule=rule_id),
                    line_of(text, "rules", rule_id),
                    "missing",
                )
            )
    return rules


def _rules_in(
    document: Mapping[str, Any], rules: Mapping[str, Any], text: str, problems: list[Problem]
) -> dict[str, Mapping[str, str]]:
    """Rule texts in the players' languages, ``[rules_in.LANG]`` with ``ID = "text"``: each
    one a translation of a rule the ruleset states in English."""
    raw = document.get("rules_in", {})
    if not isinstance(raw, Mapping):
        problems.append(
            Problem(_("'rules_in' must be a table of languages"), line_of(text, "rules_in"))
        )
        return {}
    found: dict[str, Mapping[str, str]] = {}
    for language, texts in raw.items():
        if language not in RULE_LANGUAGES or not isinstance(texts, Mapping):
            where = line_of(text, "rules_in", language)
        if language not in RULE_LANGUAGES:
            problems.append(
                Problem(
                    _("rules_in.{language}: not a language of scorekeep").format(language=language),
                    where,
                    "unknown-key",
                    _("languages: {languages}").format(languages=", ".join(RULE_LANGUAGES)),
                )
            )
            continue
        if not isinstance(texts, Mapping):
            problems.append(
                Problem(
                    _("rules_in.{language} must be a table of rule id = text").format(
                        language=language
                    ),
                    where,
                )
            )
            continue
        for rule_id, rule_text in texts.items():
            known = rule_id in rules
            if known and isinstance(rule_text, str) and rule_text.strip():
                continue
            line = line_of(text, "rules_in", language, rule_id) or line_of(
                text, "rules_in", language
            )
            if not known:
                problems.append(
                    Problem(
                        _("rules_in.{language}.{rule}: no such rule in [rules]").format(
                            language=language, rule=rule_id
                        ),
                        line,
                        "unknown-key",
                    )
                )
            elif not isinstance(rule_text, str) or not rule_text.strip():
                problems.append(
                    Problem(
                        _("rules_in.{language}.{rule} has no text").format(
                            language=language, rule=rule_id
                        ),
                        line,
                        "missing",
                    )
                )
        found[language] = MappingProxyType(dict(texts))
    return found


def _check_game(
    game: str,
    known_games: Mapping[str, tuple[frozenset[str], frozenset[str]]],
    options: Mapping[str, OptionSpec],
    raw_options: Mapping[str, Any],
    rules: Mapping[str, Any],
    text: str,
    problems: list[Problem],
) -> None:
    """A known game, and exactly the options it reads and the texts of all its rules."""
    if game not in known_games:
        problems.append(
            Problem(
                _("unknown game '{game}'").format(game=game),
                line_of(text, "game"),
                "unknown-game",
                _("games: {games}").format(games=", ".join(sorted(known_games))),
            )
        )
        return
    wanted_options, wanted_rules = known_games[game]
    for key in sorted(set(options) - wanted_options):
        problems.append(
            Problem(
                _("unknown option {option}").format(option=f"{game}.{key}"),
                line_of(text, "options", key),
                "unknown-key",
                _("options of this game: {options}").format(
                    options=", ".join(sorted(wanted_options))
                ),
            )
        )
    for key in sorted(wanted_options - set(raw_options)):
        problems.append(
            Problem(
                _("option {key} is missing").format(key=key), line_of(text, "options"), "missing"
            )
        )
    for rule_id in sorted(wanted_rules - set(rules)):
        problems.append(
            Problem(
                _("missing rule text {rule}").format(rule=rule_id),
                line_of(text, "rules"),
                "missing",
            )
        )


def build_ruleset(
    document: Mapping[str, Any],
    text: str = "",
    source: str = "",
    known_games: Mapping[str, tuple[frozenset[str], frozenset[str]]] | None = None,
) -> tuple[Ruleset | None, list[Problem]]:
    """Validate a parsed ruleset document.

    ``known_games`` maps a game name to (option keys it reads, rule ids it implements); when
    given, the ruleset must define exactly those options and the text of every rule.
    """
    problems: list[Problem] = []
    _check_header(document, text, problems)
    players = _players(document, text, problems)
    teams = document.get("teams", "none")
    if teams not in TEAM_MODES:
        problems.append(
            Problem(
                _("'teams' must be one of {modes}").format(modes=", ".join(TEAM_MODES)),
                line_of(text, "teams"),
                "out-of-range",
            )
        )
    raw_options = document.get("options", {})
    options: dict[str, OptionSpec] = {}
    if not isinstance(raw_options, Mapping):
        problems.append(Problem(_("'options' must be a table"), line_of(text, "options")))
        raw_options = {}
    for key, raw in raw_options.items():
        spec = _option(key, raw, text, problems)
        if spec is not None:
            options[key] = spec
    rules = _rules(document, text, problems)
    rules_in = _rules_in(document, rules, text, problems)
    cards = document.get("cards", {})
    if not isinstance(cards, Mapping):
        problems.append(Problem(_("'cards' must be a table"), line_of(text, "cards")))
        cards = {}
    game = str(document.get("game", ""))
    if known_games is not None and game:
        _check_game(game, known_games, options, raw_options, rules, text, problems)
    if problems:
        return None, problems
    ruleset = Ruleset(
        name=str(document["name"]),
        game=game,
        title=str(document["title"]),
        title_local=str(document.get("title_local", "")),
        players=tuple(players),
        teams=str(teams),
        options=MappingProxyType(options),
        rules=MappingProxyType(dict(rules)),
        deck=document.get("deck"),
        cards=MappingProxyType(dict(cards)),
        description=str(document.get("description", "")),
        source=source,
        document=MappingProxyType(dict(document)),
        rules_in=MappingProxyType(rules_in),
    )
    return ruleset, []
