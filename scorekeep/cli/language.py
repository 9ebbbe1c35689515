"""``--lang`` of a single command (``judge``, ``rules``): the same as the global ``--lang``,
written after the command."""

from typing import Annotated

import typer

from scorekeep.cli.common import check_language
from scorekeep.i18n import N_, set_language

LangOpt = Annotated[
    str | None, typer.Option("--lang", help=N_("language for this command: en, pl, uk, it"))
]


def use_language(lang: str | None) -> None:
    """Speak ``lang`` from here on when given; else keep the global choice."""
    if lang:
        set_language(check_language(lang))
