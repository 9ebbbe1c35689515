"""``table``'s Tab by context: the words the line so far allows next (after a contract the
seats, after a durak's name the epaulettes), matched to what is typed, case-insensitive.
prompt_toolkit is imported here, so only a terminal's ``table`` loads this module."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from scorekeep.cli.table_line import words_of
from scorekeep.core.errors import UsageError


def line_words(text: str) -> tuple[list[str], str]:
    """The finished words of a line being typed and the word under the cursor (empty after
    a space); an unclosed quote is read as plain words."""
    try:
        words = words_of(text)
    except UsageError:
        words = text.split()
    if not text or text[-1].isspace():
        return words, ""
    return words[:-1], words[-1] if words else ""


class LineCompleter(Completer):
    """Completes the word under the cursor from ``suggest(words before it)``."""

    def __init__(self, suggest: Callable[[list[str]], list[str]]) -> None:
        self.suggest = suggest

    def get_completions(
        self, document: Document, complete_event: CompleteEvent
    ) -> Iterable[Completion]:
        before, typed = line_words(document.text_before_cursor)
        wanted = typed.casefold()
        for word in dict.fromkeys(self.suggest(before)):
            if word.casefold().startswith(wanted):
                yield Completion(word, start_position=-len(typed))
