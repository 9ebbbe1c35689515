"""The pairs session on paper: the ranking (by percentage, or by IMPs in IMP pairs) and every
board's traveller, adjusted results and sit-outs shown as such (BR-D4, BR-D5). A club-sized
session (more pairs than a table seats) gets one traveller per board, each under its own
heading, so that a printed page breaks between boards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.games.bridge.club_tables import Section, vul_word
from scorekeep.games.bridge.duplicate_boards import board
from scorekeep.games.bridge.duplicate_pairs import signed
from scorekeep.i18n import _, ngettext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

CLUB = 10
"""More pairs than this and the travellers come one board at a time."""


def club_sized(data: Mapping[str, Any]) -> bool:
    return len(data.get("players", ())) > CLUB


def in_imps(data: Mapping[str, Any]) -> bool:
    return "imps" in data


def figure(value: Any) -> str:
    """Matchpoints or IMPs as a traveller shows them: whole, or to two decimals."""
    return str(value) if isinstance(value, int) else f"{value:.2f}"


def results(data: Mapping[str, Any]) -> Section:
    """BR-D4, BR-D5: the pairs ranked by percentage or by IMPs."""
    if in_imps(data):
        rows = [[r["rank"], r["pair"], f"{r['imps']:+.2f}", r["boards"]] for r in data["ranking"]]
        return imps_caption(data), [_("rank"), _("pair"), "IMPs", _("boards")], rows
    tops = data.get("tops", {})
    rows = [
        [
            r["rank"],
            r["pair"],
            figure(r["matchpoints"]),
            figure(tops.get(r["pair"], 0)),
            f"{r['percentage']:.2f}",
        ]
        for r in data.get("ranking", [])
    ]
    return _("Result"), [_("rank"), _("pair"), _("matchpoints"), _("top"), "%"], rows


def imps_caption(data: Mapping[str, Any]) -> str:
    options = data.get("options", {})
    how = str(options.get("butler_datum", "drop"))
    if options.get("pairs_scoring") == "imps-butler" and (
        how != "drop" or not options.get("butler_round", True)
    ):
        return butler_caption(options, how)
    if options.get("pairs_scoring") == "imps-butler":
        drop = int(options.get("butler_drop", 1))
        return ngettext(
            "Result in IMPs against each board's datum: the mean of the NS scores without the "
            "highest and the lowest {n}, rounded to 10 (butler, BR-D5)",
            "Result in IMPs against each board's datum: the mean of the NS scores without the "
            "highest and the lowest {n}, rounded to 10 (butler, BR-D5)",
            drop,
        ).format(n=drop)
    return _("Result in IMPs: each result against every other on the board, averaged (BR-D5)")


def butler_caption(options: Mapping[str, Any], how: str) -> str:
    """The heading of a butler ranking whose datum is not today's (``butler_datum``,
    ``butler_round``, BR-D5)."""
    if how == "median":
        datum = _("the median of the NS scores")
    elif how == "drop-percent":
        datum = _("the mean of the NS scores without the highest and the lowest {p}%").format(
            p=int(options.get("butler_drop_percent", 10))
        )
    else:
        datum = _("the mean of the NS scores without the highest and the lowest {n}").format(
            n=int(options.get("butler_drop", 1))
        )
    rounding = _("rounded to 10") if options.get("butler_round", True) else _("not rounded")
    return _(
        "Result in IMPs against each board's datum: {datum}, {rounding} (butler, BR-D5)"
    ).format(datum=datum, rounding=rounding)


def contracts(data: Mapping[str, Any]) -> dict[tuple[int, str, str], str]:
    """What each table played, by board and pairs, for the travellers."""
    from scorekeep.games.bridge.duplicate_sheet import contract_cell

    out: dict[tuple[int, str, str], str] = {}
    for hand in data["hands"]:
        if not hand["void"] and hand["detail"] is not None:
            entry = hand["entry"]
            key = (hand["detail"].board, str(entry.get("ns", "")), str(entry.get("ew", "")))
            out[key] = contract_cell(hand)
    return out


def rows_of(
    travel: Mapping[str, Any],
    played: Mapping[tuple[int, str, str], str],
    imps: bool,
    par: Mapping[int, int] | None = None,
    lead: bool = False,
) -> list[list[Any]]:
    """A traveller's lines: each table's contract, score and figures, an adjusted result
    as its code, a sit-out and a table that did not play the board as such; with ``par``
    (the boards' par scores) a last column of each result's difference to par; with
    ``lead`` the opening lead after the contract."""
    rows = _rows_of(travel, played, imps)
    if par is not None:
        from scorekeep.games.bridge.duplicate_hand_records import versus_par

        rows = [[*row, versus_par(row[3], par.get(int(travel["board"])))] for row in rows]
    if not lead:
        return rows
    from scorekeep.games.bridge.hand_record import lead_shown

    leads = [lead_shown(r["lead"]) if r.get("lead") else "" for r in travel["results"]]
    leads += [""] * (len(rows) - len(leads))
    return [[*row[:3], card, *row[3:]] for row, card in zip(rows, leads, strict=True)]


def has_lead(travel: Mapping[str, Any]) -> bool:
    """Whether some result of the board came with its opening lead."""
    return any(r.get("lead") for r in travel["results"])


def _rows_of(
    travel: Mapping[str, Any], played: Mapping[tuple[int, str, str], str], imps: bool
) -> list[list[Any]]:
    number = travel["board"]
    rows: list[list[Any]] = []
    for r in travel["results"]:
        if "adjusted" in r:
            what, score = _("adjusted {code}").format(code=r["adjusted"]), ""
        else:
            what, score = played.get((number, r["ns"], r["ew"]), ""), r["score"]
        if imps:
            figures = [f"{r['ns_imps']:+.2f}", f"{r['ew_imps']:+.2f}"]
        else:
            top = figure(travel["top"])
            figures = [f"{figure(r['ns_mp'])}/{top}", f"{figure(r['ew_mp'])}/{top}"]
        rows.append([r["ns"], r["ew"], what, score, *figures])
    given = travel.get("sitout_mp", {})
    for pair in travel.get("sitouts", ()):
        mp = f"{figure(given[pair])}/{figure(travel['top'])}" if pair in given else ""
        rows.append([pair, "", _("sits out (phantom)"), "", mp, ""])
    for table in travel.get("not_played", ()):
        rows.append([table["ns"], table["ew"], _("not played"), "", "", ""])
    return rows


def headers(imps: bool, par: bool = False, lead: bool = False) -> list[str]:
    more = [_("vs par")] if par else []
    played = ["NS", "EW", _("contract"), *([_("lead")] if lead else []), _("NS score")]
    if imps:
        return [*played, _("NS IMPs"), _("EW IMPs"), *more]
    return [*played, _("NS mp"), _("EW mp"), *more]


def pars(data: Mapping[str, Any]) -> dict[int, int] | None:
    """The par of every board that has one, when the session knows its deals (None: no
    column of differences to par)."""
    if not data.get("event"):
        return None
    from scorekeep.games.bridge.duplicate_hand_records import board_records, par_scores

    found = par_scores(board_records(data))
    return found or None


def travellers(data: Mapping[str, Any]) -> list[Section]:
    """Every board's traveller: one table (a small session) or one per board (a club)."""
    imps = in_imps(data)
    played = contracts(data)
    par = pars(data)
    boards: Sequence[Mapping[str, Any]] = data.get("travellers", [])
    if club_sized(data):
        return [
            (
                board_caption(t),
                headers(imps, par is not None, has_lead(t)),
                rows_of(t, played, imps, par, has_lead(t)),
            )
            for t in boards
        ]
    rows: list[list[Any]] = []
    lead = any(has_lead(t) for t in boards)
    for travel in boards:
        mark = "*" if travel.get("factored") else "†" if travel.get("balanced") else ""
        lines = rows_of(travel, played, imps, par, lead)
        rows += [[f"{travel['board']}{mark}", *row] for row in lines]
    caption = (
        _("Travellers (IMPs, BR-D5)")
        if imps
        else _("Travellers (matchpoints: 2 per lower score, 1 per equal)")
    )
    if any(t.get("factored") for t in boards):
        caption += "; " + _("* factored up to the results expected (Neuberg, BR-D5)")
    if any(t.get("balanced") for t in boards):
        caption += "; " + _("† the other tables give back what the adjusted result took (BR-D5)")
    return [(caption, [_("board"), *headers(imps, par is not None, lead)], rows)]


def board_caption(travel: Mapping[str, Any]) -> str:
    """``Board 5 · dealer N · vulnerable NS · top 118`` and what was factored or the datum."""
    deal = board(int(travel["board"]))
    parts = [
        _("Board {n}").format(n=travel["board"]),
        _("dealer {dealer}").format(dealer=deal["dealer"]),
        _("vulnerable: {vulnerable}").format(vulnerable=vul_word(deal["vulnerable"], _("nobody"))),
    ]
    if "top" in travel:
        parts.append(_("top {top}").format(top=figure(travel["top"])))
    if travel.get("factored"):
        parts.append(
            _("Neuberg {compared}→{expected}").format(
                compared=travel["compared"], expected=travel["expected"]
            )
        )
    if travel.get("balanced"):
        parts.append(_("balanced to tables × 50%"))
    if "datum" in travel:
        parts.append(_("datum {datum}").format(datum=signed(travel["datum"])))
    return " · ".join(parts)
