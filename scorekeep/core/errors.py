"""The ways user input fails: it cannot be read, it breaks a rule, it is ambiguous, or the
command itself was written wrong."""

from __future__ import annotations


class ScorekeepError(Exception):
    """Base of every error a user can cause; the CLI prints it as one line, never a traceback.

    ``code`` is the stable word a program reads in ``--format json`` (README, "Errors")."""

    exit_code = 1
    code = "error"

    def __init__(
        self,
        message: str,
        *,
        field: str | None = None,
        rule: str | None = None,
        hint: str | None = None,
        line: int | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.rule = rule
        self.hint = hint
        self.line = line
        if code is not None:
            self.code = code
        self.spelled = False
        self.bare = ""

    def within(self, prefix: str) -> None:
        """Say where it happened (``hand 3: ``) before the whole sentence; the field and the
        rule stay on the error for a program to read."""
        self.bare = self.bare or str(self)
        self.message = prefix + str(self)
        self.spelled = True

    def said_at(self, prefix: str) -> None:
        """Say where it happened as the command that caused it knows it (``draw round 3: ``),
        instead of where the journal's replay found it."""
        self.message = prefix + (self.bare or str(self))
        self.spelled = True

    def as_dict(self) -> dict[str, str | None]:
        """The JSON error object: the sentence, and its parts for a program."""
        return {
            "message": str(self),
            "field": self.field,
            "rule": self.rule,
            "hint": self.hint,
            "code": self.code,
        }

    def __str__(self) -> str:
        text = self.message
        if self.spelled:
            return text
        if self.field and not text.startswith(self.field):
            text = f"{self.field}: {text}"
        if self.rule and self.rule not in text:
            text = f"{text} ({self.rule})"
        return text


class Rejected(ScorekeepError):
    """An entry or situation that the rules do not allow."""

    code = "rejected"


class Unreadable(ScorekeepError):
    """Text that cannot be parsed as what it should be (a card, a contract, a number)."""

    code = "unreadable"


class Ambiguous(ScorekeepError):
    """A name or prefix that fits more than one thing."""

    code = "ambiguous"


class Doubtful(Rejected):
    """An entry the rules allow but the table probably did not mean (a number far outside
    what a hand holds): recorded once confirmed (``--again``, or the line typed again)."""


class Repeated(Doubtful):
    """An entry equal to the hand before it: recorded only once confirmed."""

    code = "repeated"


class NotFound(ScorekeepError):
    """A session, ruleset or game that does not exist."""

    code = "not_found"


class Busy(ScorekeepError):
    """Another terminal is writing the same journal."""

    code = "busy"


class UsageError(ScorekeepError):
    """The command line itself is malformed (unknown flag, missing value): exit status 2."""

    exit_code = 2
    code = "usage"
