"""Adjusted scores of a pairs session (BR-D5): a result the director gives instead of a
table score, written as club programs write it — ``A+-``, ``A==``, ``A-+`` (average plus
60 %, average 50 %, average minus 40 % for North-South, then East-West) or a split such as
``61.8/38.2`` — a pair that sits out a board against the phantom, and a board not played at
a table (No Play)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from scorekeep.core.errors import Rejected
from scorekeep.core.game import Context, resolve_name
from scorekeep.core.record import NamedTuple
from scorekeep.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

AVERAGES = {"+": 60.0, "=": 50.0, "-": 40.0}
"""Average plus, average and average minus, in percent of the board's top."""
AVERAGE_IMPS = {"+": 3, "=": 0, "-": -3}
"""The same in an IMP pairs session: IMPs on the board."""


class Adjusted(NamedTuple):
    """An adjusted result as the journal keeps it (``code``) and what each side scores."""

    code: str
    ns: float
    ew: float
    in_imps: bool = False
    """Given as IMPs (an arbitral IMP result of an IMP pairs session, ``+1.2``)."""

    @property
    def averages(self) -> bool:
        """Given as average plus, average or average minus (scored in IMPs too)."""
        return self.code.startswith("A")

    def imps(self) -> tuple[float, float]:
        """North-South's and East-West's IMPs in an IMP pairs session: those of an ``A``
        code, or the IMPs given."""
        if self.in_imps:
            return self.ns, self.ew
        return AVERAGE_IMPS[self.code[1]], AVERAGE_IMPS[self.code[2]]


IMP_FIGURE = re.compile(r"^[+-]?\d{1,2}(?:\.\d{1,2})?$")
MOST_IMPS = 24
"""The most IMPs an arbitral IMP result may give a side (the top of Law 78B's scale)."""


def read_adjusted(value: Any, field: str = "--adjusted", imps: bool = False) -> Adjusted:
    """``A`` and one of ``+ = -`` for each side, or two percentages ``NS/EW`` (0-100, at most
    two decimals, comma or point). In an IMP pairs session (``imps``) also an arbitral
    result in IMPs (BR-D5): one signed number for North-South (``+1.2``: East-West gets
    −1.2) or two, ``NS/EW`` (``+1.2/-0.5``), each at most 24 with at most two decimals."""
    text = str(value).strip().upper().replace("−", "-").replace("±", "+-")
    if len(text) == 3 and text[0] == "A" and text[1] in AVERAGES and text[2] in AVERAGES:
        return Adjusted(text, AVERAGES[text[1]], AVERAGES[text[2]])
    given = _imps_given(text) if imps else None
    if given is not None:
        return given
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


def _imps_given(text: str) -> Adjusted | None:
    parts = [p.strip() for p in text.replace(",", ".").split("/")]
    if len(parts) > 2 or not all(IMP_FIGURE.match(p) for p in parts):
        return None
    figures = [float(p) for p in parts]
    if any(abs(f) > MOST_IMPS for f in figures):
        return None
    ns = figures[0]
    ew = figures[1] if len(figures) == 2 else -ns
    if len(figures) == 2 and not any(p[0] in "+-" for p in parts):
        return None  # two unsigned numbers are a split of percentages
    code = f"{ns:+g}" if len(figures) == 1 else f"{ns:+g}/{ew:+g}"
    return Adjusted(code, ns, ew, in_imps=True)


def _share(text: str) -> float | None:
    whole, _dot, decimals = text.strip().partition(".")
    if not whole.isdigit() or (decimals and not decimals.isdigit()) or len(decimals) > 2:
        return None
    share = float(text)
    return share if 0 <= share <= 100 else None


DIRECTOR = ("adjusted", "sitout", "no_play")
"""The entry fields of a result the director gives rather than a table's play."""


def director_fields(fields: Mapping[str, Any], ctx: Context) -> dict[str, Any]:
    """An adjusted score (``board``, ``ns``, ``ew``, ``adjusted``), a sit-out (``board``,
    ``sitout``) or a board not played at a table (``board``, ``ns``, ``ew``, ``no_play``),
    as the journal keeps them: nothing else may come with them (BR-D5)."""
    given = next(key for key in DIRECTOR if key in fields)
    if str(ctx.options.get("duplicate_form", "teams")) != "pairs":
        if given == "no_play":
            raise Rejected(
                _("No Play is given in a pairs session"), field="--no-play", rule="BR-D5"
            )
        raise Rejected(
            _("adjusted scores and sit-outs are given in a pairs session"),
            field="--" + given,
            rule="BR-D5",
        )
    allowed = {"board", "sitout"} if given == "sitout" else {"board", given, "ns", "ew"}
    if given == "no_play":
        allowed |= {"table", "round"}  # with a movement, the table's pairs
    others = sorted(set(fields) - allowed)
    if others:
        message = {
            "sitout": _("a pair that sits out has no '{field}'"),
            "no_play": _("a board not played has no '{field}'"),
        }.get(given, _("an adjusted score has no '{field}'"))
        raise Rejected(
            message.format(field=others[0]),
            field="--" + others[0].replace("_", "-"),
            rule="BR-D5",
        )
    if given == "sitout":
        return {"sitout": resolve_name(fields["sitout"], ctx.table.players, "--sitout", "pair")}
    where = {}
    for key in ("ns", "ew"):
        if key not in fields and given == "no_play" and "table" in fields:
            continue
        if key not in fields:
            raise Rejected(
                _("which pair sat {seats}? add --{key} PAIR").format(seats=key.upper(), key=key),
                field=f"--{key}",
            )
        where[key] = resolve_name(fields[key], ctx.table.players, f"--{key}", "pair")
    if where.get("ns", "") == where.get("ew"):
        raise Rejected(_("{pair} cannot sit both NS and EW").format(pair=where["ns"]), field="--ew")
    if given == "no_play":
        return {**where, "no_play": True}
    in_imps = str(ctx.options.get("pairs_scoring", "matchpoints")) != "matchpoints"
    adjusted = read_adjusted(fields["adjusted"], imps=in_imps)
    if in_imps and not (adjusted.averages or adjusted.in_imps):
        raise Rejected(
            _(
                "adjusted score '{value}' is a split of percentages; an IMP pairs session "
                "takes A+-, A== or A-+ (3 IMPs for average plus)"
            ).format(value=adjusted.code),
            field="--adjusted",
            rule="BR-D5",
        )
    return {**where, "adjusted": adjusted.code}
