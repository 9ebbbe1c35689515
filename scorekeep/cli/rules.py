"""``scorekeep rules``: list, show, check and copy rulesets."""

from pathlib import Path
from typing import Annotated

import typer

from scorekeep.app.rulesets import (
    check_text,
    is_path,
    list_rulesets,
    load_ruleset,
    locate,
    read_ruleset,
)
from scorekeep.cli.common import FormatOpt, as_json, check_format, emit, guarded, home, rules_app
from scorekeep.cli.language import LangOpt, use_language
from scorekeep.core.errors import NotFound, Rejected
from scorekeep.core.inputs import plain_text
from scorekeep.core.ruleset import Problem, Ruleset, coerce_settings
from scorekeep.files.safe_read import NotAJournal, read_regular
from scorekeep.i18n import _, ngettext


@rules_app.command("list")
@guarded
def list_(fmt: FormatOpt = "text", lang: LangOpt = None) -> None:
    """Bundled and user rulesets (a user ruleset shadows a bundled one of the same name).

    Example: scorekeep rules list
    """
    use_language(lang)
    check_format(fmt, ("text", "json"))
    rows = []
    for item in list_rulesets(home()):
        try:
            text, problems = read_ruleset(item.path)
        except NotAJournal as error:
            text, problems = None, [Problem(error.reason, 0)]
        ruleset = None
        if text is not None:
            ruleset, problems = check_text(text, str(item.path))
        rows.append(
            {
                "name": item.name,
                "game": ruleset.game if ruleset else "?",
                "title": ruleset.title
                if ruleset
                else _("invalid: {problem}").format(problem=problems[0].message),
                "source": "bundled" if item.bundled else "user",
                "path": str(item.path),
            }
        )
    if fmt == "json":
        emit(as_json(rows))
        return
    from scorekeep.render.text import table

    emit(
        table(
            [[r["name"], r["game"], r["title"], r["source"]] for r in rows],
            [_("ruleset"), _("game"), _("title"), _("source")],
        )
    )


@rules_app.command()
@guarded
def show(
    name: Annotated[str, typer.Argument(help="ruleset name or file")],
    fmt: FormatOpt = "text",
    lang: LangOpt = None,
) -> None:
    """Options with their values and descriptions, and the numbered rules: each in English
    and in the words of the seed the ruleset follows.

    \b
    Examples:
      scorekeep rules show bridge-rubber
      scorekeep rules show derda --lang pl
    """
    use_language(lang)
    check_format(fmt, ("text", "json"))
    ruleset = load_ruleset(home(), name)
    if fmt == "json":
        emit(
            as_json(
                {
                    "name": ruleset.name,
                    "game": ruleset.game,
                    "title": ruleset.title,
                    "title_local": ruleset.title_local,
                    "players": list(ruleset.players),
                    "source": ruleset.source,
                    "options": {
                        k: {
                            "type": o.type,
                            "default": o.default,
                            "description": o.description,
                            **({"choices": list(o.choices)} if o.choices else {}),
                        }
                        for k, o in ruleset.options.items()
                    },
                    "rules": dict(ruleset.rules),
                    "rules_in": {k: dict(v) for k, v in ruleset.rules_in.items()},
                }
            )
        )
        return
    from scorekeep.render.text import table

    head = f"{ruleset.name}: {ruleset.title}"
    if ruleset.title_local:
        head += f" ({ruleset.title_local})"
    rows = [[k, as_toml(o.default), o.allowed(), o.description] for k, o in ruleset.options.items()]
    rules = "\n".join(rule_lines(ruleset, rule_id) for rule_id in ruleset.rules)
    counts = list(ruleset.players)
    contiguous = len(counts) > 10 and counts == list(range(counts[0], counts[-1] + 1))
    written = f"{counts[0]}-{counts[-1]}" if contiguous else ", ".join(map(str, counts))
    players = _("players: {counts}").format(counts=written)
    source = _("source: {source}").format(source=ruleset.source)
    headers = [_("option"), _("default"), _("allowed"), _("meaning")]
    emit(f"{head}\n{players}\n{source}\n\n{table(rows, headers)}\n\n{rules}")


def rule_lines(ruleset: Ruleset, rule_id: str) -> str:
    """``ID  English text``, then the text in each other language the ruleset gives."""
    texts = ruleset.rule_texts(rule_id)
    indent = " " * (len(rule_id) + 2)
    lines = [f"{rule_id}  {texts.pop('en')}"]
    lines += [f"{indent}{language}: {text}" for language, text in texts.items()]
    return "\n".join(lines)


def as_toml(value: object) -> str:
    import tomli_w

    return tomli_w.dumps({"v": value})[4:].strip()


@rules_app.command("check")
@guarded
def check_(
    name: Annotated[str, typer.Argument(help="ruleset file, or the name of an installed one")],
    fmt: FormatOpt = "text",
    lang: LangOpt = None,
) -> None:
    """Validate a ruleset: every problem as FILE:LINE: message.

    Examples:
      scorekeep rules check my-derda.toml
      scorekeep rules check our-derda
    """
    use_language(lang)
    check_format(fmt, ("text", "json"))
    file = Path(name).expanduser()
    if not file.is_file() and not is_path(name):
        file = locate(home(), name)
    try:
        text, problems = read_ruleset(file)
    except FileNotFoundError:
        raise NotFound(_("no ruleset file {file}").format(file=file)) from None
    ruleset = None
    if text is not None:
        ruleset, problems = check_text(text, str(file))
    if fmt == "json":
        emit(
            as_json(
                {
                    "path": str(file),
                    "ok": not problems,
                    "problems": [
                        {
                            "path": str(file),
                            "line": p.line,
                            "code": p.code,
                            "message": p.message,
                            "hint": p.hint,
                        }
                        for p in problems
                    ],
                }
            )
        )
    else:
        for p in problems:
            typer.echo(
                f"{file}:{p.line}: {p.message}"
                + ("\n  " + _("hint: {hint}").format(hint=p.hint) if p.hint else ""),
                err=True,
            )
        if ruleset is not None:
            options = ngettext("{n} option", "{n} options", len(ruleset.options))
            rules = ngettext("{n} rule", "{n} rules", len(ruleset.rules))
            emit(
                f"{file}: ok ({ruleset.name}, {options.format(n=len(ruleset.options))}, "
                f"{rules.format(n=len(ruleset.rules))})"
            )
    if problems:
        raise typer.Exit(1)


@rules_app.command("new")
@guarded
def new_(
    name: Annotated[str, typer.Argument(help="name of the new ruleset")],
    base: Annotated[str, typer.Option("--from", help="ruleset to start from")],
    settings: Annotated[list[str] | None, typer.Option("--set", help="KEY=VALUE")] = None,
    force: Annotated[
        bool, typer.Option("--force", help="overwrite an existing user ruleset")
    ] = False,
    lang: LangOpt = None,
) -> None:
    """Write a user ruleset: a copy of BASE with changed defaults.

    Example: scorekeep rules new our-derda --from derda --set target=1000
    """
    import tomllib

    import tomli_w

    use_language(lang)
    h = home()
    name = plain_text(name, "NAME")
    if not name or any(c in name for c in "/\\ ") or name.startswith("."):
        raise Rejected(_("'{name}' is not a usable ruleset name").format(name=name), field="NAME")
    ruleset = load_ruleset(h, base)
    changes = coerce_settings(ruleset, settings or [])
    document = tomllib.loads(read_regular(locate(h, base)).decode("utf-8"))
    document["name"] = name
    for key, value in changes.items():
        document["options"][key]["default"] = value
    target = h.rulesets / f"{name}.toml"
    if target.exists() and not force:
        raise Rejected(
            _("user ruleset {name} already exists at {path}").format(name=name, path=target),
            field="NAME",
            hint=_("use --force to overwrite it"),
        )
    text = f"# {name}: {ruleset.name} with house conventions\n" + tomli_w.dumps(document)
    checked, problems = check_text(text, str(target))
    if checked is None:
        raise Rejected(
            _("the new ruleset would be invalid: {problem}").format(problem=problems[0].message)
        )
    from scorekeep.files.atomic import write_atomic, write_new

    if force:
        write_atomic(target, text)
    else:
        try:
            write_new(target, text)
        except FileExistsError:
            raise Rejected(
                _("user ruleset {name} already exists at {path}").format(name=name, path=target),
                field="NAME",
                hint=_("use --force to overwrite it"),
            ) from None
    changed = ", ".join(f"{k}={as_toml(v)}" for k, v in changes.items()) or _("no changes")
    from scorekeep.cli.saved import printing_after

    with printing_after(_("ruleset {name} is written to {path}").format(name=name, path=target)):
        emit(_("wrote {file} ({changes})").format(file=target, changes=changed))
