"""Adjusted scores of a pairs session (BR-D5): a result the director gives instead of a
table score, written as club programs write it — ``A+-``, ``A==``, ``A-+`` (average plus
60 %, average 50 %, average minus 40 % for North-South, then East-West) or a split such as
``61.8/38.2`` — and a pair that sits out a board against the phantom."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

AVERAGES = {"+": 60.0, "=": 50.0, "-": 40.0}
"""Average plus, average and average minus, in percent of the board's top."""
AVERAGE_IMPS = {"+": 3, "=": 0, "-": -3}
"""The same in an IMP pairs session: IMPs on the board."""


class Adjusted(NamedTuple):
    """An adjusted result as the journal keeps it (``code``) and what each side scores."""

    code: str
    ns: float
    ew: float

    @property
    def averages(self) -> bool:
        """Given as average plus, average or average minus (scored in IMPs too)."""
        return self.code.startswith("A")

    def imps(self) -> tuple[int, int]:
        """North-South's and East-West's IMPs of an ``A`` code in an IMP pairs session."""
        return AVERAGE_IMPS[self.code[1]], AVERAGE_IMPS[self.code[2]]


def read_adjusted(value: Any, field: str = "--adjusted") -> Adjusted:
    """``A`` and one of ``+ = -`` for each side, or two percentages ``NS/EW`` (0-100, at most
    two decimals, comma or point)."""
    text = str(value).strip().upper().replace("−", "-").replace("±", "+-")
    if len(text) == 3 and text[0] == "A" and text[1] in AVERAGES and text[2] in AVERAGES:
        return Adjusted(text, AVERAGES[text[1]], AVERAGES[text[2]])
    parts = text.replace(",", ".").split("/")
    shares = [_share(p) for p in parts] if len(parts) == 2 else []
    if len(shares) != 2 or None in shares:
        raise Rejected(
            _(
                "adjusted score '{value}' must be A with + = or - for each side (A+-, A==, "
                "A-+) or two percentages NS/EW such as 61.8/38.2"
            ).format(value=value),
            field=field,
            rule="BR-D5",
        )
    ns, ew = (float(s) for s in shares if s is not None)
    return Adjusted(f"{ns:g}/{ew:g}", ns, ew)


def _share(text: str) -> float | None:
    whole, _dot, decimals = text.strip().partition(".")
    if not whole.isdigit() or (decimals and not decimals.isdigit()) or len(decimals) > 2:
        return None
    share = float(text)
    return share if 0 <= share <= 100 else None


DIRECTOR = ("adjusted", "sitout")
"""The entry fields of a result the director gives rather than a table's play."""


def director_fields(fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
    """An adjusted score (``board``, ``ns``, ``ew``, ``adjusted``) or a sit-out (``board``,
    ``sitout``), as the journal keeps them: nothing else may come with them (BR-D5)."""
    given = "adjusted" if "adjusted" in fields else "sitout"
    if str(ctx.options.get("duplicate_form", "teams")) != "pairs":
        raise Rejected(
            _("adjusted scores and sit-outs are given in a pairs session"),
            field="--" + given,
            rule="BR-D5",
        )
    allowed = {"board", "sitout"} if given == "sitout" else {"board", "adjusted", "ns", "ew"}
    others = sorted(set(fields) - allowed)
    if others:
        message = (
            _("a pair that sits out has no '{field}'")
            if given == "sitout"
            else _("an adjusted score has no '{field}'")
        )
        raise Rejected(
            message.format(field=others[0]),
            field="--" + others[0].replace("_", "-"),
            rule="BR-D5",
        )
    if given == "sitout":
        return {"sitout": resolve_name(fields["sitout"], ctx.table.players, "--sitout", "pair")}
    where = {}
    for key in ("ns", "ew"):
        if key not in fields:
            raise Rejected(
                _("which pair sat {seats}? add --{key} PAIR").format(seats=key.upper(), key=key),
                field=f"--{key}",
            )
        where[key] = resolve_name(fields[key], ctx.table.players, f"--{key}", "pair")
    if where["ns"] == where["ew"]:
        raise Rejected(_("{pair} cannot sit both NS and EW").format(pair=where["ns"]), field="--ew")
    adjusted = read_adjusted(fields["adjusted"])
    if str(ctx.options.get("pairs_scoring", "matchpoints")) != "matchpoints" and not (
        adjusted.averages
    ):
        raise Rejected(
            _(
                "adjusted score '{value}' is a split of percentages; an IMP pairs session "
                "takes A+-, A== or A-+ (3 IMPs for average plus)"
            ).format(value=adjusted.code),
            field="--adjusted",
            rule="BR-D5",
        )
    return {**where, "adjusted": adjusted.code}
