"""The printable HTML sheet without a browser: valid, self-contained, and showing the same
numbers as `status --format json` for every bundled example evening."""

from __future__ import annotations

import copy
import re

import pytest

from scorekeep.app.session import open_session
from scorekeep.files.home import Home
from scorekeep.render.html import document, sheet_extras, sheet_html
from scorekeep.render.report import sheet_data
from tests.render.conftest import GAMES
from tests.render.sheetdom import (
    EXTERNAL,
    chart_ends,
    classes,
    final_totals,
    find,
    last_row_totals,
    number,
    parse,
    text,
)


@pytest.mark.parametrize("game", GAMES)
def test_example_sheet_is_valid_html5(game, example_html):
    html = example_html(game)
    assert html.startswith("<!DOCTYPE html>")
    root = parse(html)  # strict: raises on any parse error
    assert len(find(root, "section", "sheet")) == 1
    assert find(root, "title")


@pytest.mark.parametrize("game", GAMES)
def test_example_sheet_is_self_contained(game, example_html):
    html = example_html(game)
    assert EXTERNAL.search(html) is None, EXTERNAL.search(html)
    assert "@page { size: A4 portrait" in html
    assert "<style>" in html and "<svg" in html


@pytest.mark.parametrize("game", GAMES)
def test_example_numbers_match_status_json(game, examples, example_html):
    status = examples.json("status", "-s", f"example-{game}")
    root = parse(example_html(game))
    assert final_totals(root) == status["totals"]
    assert chart_ends(root) == status["totals"]
    sheet = examples.json("sheet", "-s", f"example-{game}")
    if sheet.get("settlement") is None:
        assert last_row_totals(root) == status["totals"]
    charts = find(root, "svg", "chart")
    assert len(charts) == 1
    live = sum(1 for h in sheet["hands"] if not h["void"])
    assert int(charts[0].get("data-points")) >= live + 1


@pytest.mark.parametrize("game", GAMES)
def test_example_header_and_footer(game, examples, example_html):
    status = examples.json("status", "-s", f"example-{game}")
    root = parse(example_html(game))
    head = text(find(root, "header", "sheet-head")[0])
    assert status["session"] in head and status["ruleset"] in head
    for player in status["players"]:
        assert player in head
    assert re.search(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", head)
    foot = text(find(root, "footer", "sheet-foot")[0])
    if status["finished"] and status.get("reason"):
        assert status["reason"] in foot
    if status["finished"] and status.get("winner"):
        assert status["winner"] in foot
    if not status["finished"]:
        assert "In progress" in foot


def test_header_names_only_the_options_that_differ(cli, tmp_path):
    cli(
        "new",
        "bridge-rubber",
        "--players",
        "N=Ania,E=Bartek,S=Celina,W=Darek",
        "--name",
        "club",
        "--set",
        "we_side=EW",
        "--set",
        "unfinished_partscore_bonus=50",
    )
    cli("hand", "2H", "--by", "N", "--tricks", "8")
    root = parse(cli("sheet", "--format", "html").stdout)
    options = next(dd for dd in find(root, "dd") if "default" in text(dd))
    assert "we_side = EW" in text(options) and "default NS" in text(options)
    assert "unfinished_partscore_bonus = 50" in text(options)
    assert "honors" not in text(options) and "tie_break" not in text(options)
    # We are EW now: the pad's left column is EW.
    heads = [text(th) for th in find(find(root, "table", "pad")[0], "th")]
    assert heads == ["WE (EW)", "THEY (NS)"]


def bridge_evening(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "club")
    cli("hand", "4S", "--by", "N", "--tricks", "10", "--honors", "NS:100")
    cli("hand", "3NT", "--by", "E", "--tricks", "8")
    cli("undo", "--reason", "wrong declarer")
    cli("hand", "2H", "--by", "W", "--tricks", "9")
    cli("fix", "3", "2H", "--by", "W", "--tricks", "8", "--reason", "miscounted")
    cli("hand", "6H", "--by", "S", "--tricks", "12", "--honors", "NS:150")
    return parse(cli("sheet", "--format", "html").stdout)


def test_voided_and_fixed_hands_are_struck_through_with_the_correction(cli):
    root = bridge_evening(cli)
    void = [r for r in find(root, "tr") if "void" in classes(r)]
    assert len(void) == 1 and void[0].get("data-n") == "2"
    assert [text(d) for d in find(void[0], "del")] == ["3NT by E, 8 tricks"]
    assert "voided: wrong declarer" in text(void[0])
    fixed = [r for r in find(root, "tr") if "fixed" in classes(r)]
    assert len(fixed) == 1 and fixed[0].get("data-n") == "3"
    assert [text(d) for d in find(fixed[0], "del")] == ["2H by W, 9 tricks"]
    assert [text(i) for i in find(fixed[0], "ins")] == ["2H by W, 8 tricks"]
    assert "fixed: miscounted" in text(fixed[0])
    assert "1 deal voided, 1 deal corrected" in text(find(root, "footer")[0])


def test_bridge_pad_marks_honors_rubber_bonus_lines_and_margin(cli):
    root = bridge_evening(cli)
    status = cli.json("status")
    pad = find(root, "table", "pad")[0]
    honors = sorted(number(text(s)) for s in find(pad, "span", "honors"))
    assert honors == [100, 150]
    assert [number(text(s)) for s in find(pad, "span", "bonus")] == [700]
    lines = [text(r) for r in find(pad, "tr") if "game-line" in classes(r)]
    assert lines == ["game 1: We (NS)", "game 2: We (NS)"]
    totals = {td.get("data-side"): number(text(td)) for td in find(pad, "td", "pad-total")}
    assert totals == status["totals"]
    margin = text(find(pad, "span", "margin-value")[0])
    assert margin == f"We (NS) by {status['totals']['NS'] - status['totals']['EW']}"


def test_bridge_line_is_drawn_between_above_and_below(cli):
    root = bridge_evening(cli)
    rows = find(find(root, "table", "pad")[0], "tr")
    kinds = [
        "line"
        if "line" in classes(r)
        else "game"
        if "game-line" in classes(r)
        else "totals"
        if "totals" in classes(r)
        else "row"
        for r in rows
    ]
    assert kinds.count("line") == 1
    assert kinds.index("line") < kinds.index("game") < kinds.index("totals")


def test_several_sessions_are_sections_with_a_page_break_between(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek", "--name", "a")
    cli("hand", "2H", "--by", "N", "--tricks", "8")
    cli("new", "bridge-rubber", "--players", "N=Ewa,E=Filip,S=Gosia,W=Henryk", "--name", "b")
    html = cli("sheet", "-s", "a", "-s", "b", "--format", "html").stdout
    root = parse(html)
    assert [s.get("data-session") for s in find(root, "section", "sheet")] == ["a", "b"]
    assert "section.sheet + section.sheet { break-before: page; }" in html
    assert "nothing recorded yet" in html


@pytest.mark.parametrize("game", GAMES)
def test_rendering_is_pure_and_deterministic(game, examples):
    opened = open_session(Home(examples.root), f"example-{game}")
    data = sheet_data(opened.journal.header, opened.replay(), opened.engine, opened.ctx)
    data.update(sheet_extras(opened.journal, opened.engine, opened.ctx))
    before = copy.deepcopy(data)
    assert sheet_html(data) == sheet_html(data) == document([data])
    assert data == before  # the renderer does not touch its input


def test_hostile_names_are_escaped(cli):
    cli("new", "durak", "--players", "<b>Ania</b>,Bar&tek", "--name", "x")
    cli("hand", "--durak", "<b>Ania</b>")
    html = cli("sheet", "--format", "html").stdout
    assert "<b>Ania</b>" not in html and "&lt;b&gt;Ania&lt;/b&gt;" in html
    parse(html)


def examples_with(game: str) -> None:
    if game not in GAMES:
        pytest.fail(f"the bundled {game} example is missing")


def test_derda_every_total_is_also_drawn_in_figures(examples, example_html):
    examples_with("derda")
    from scorekeep.games.derda.tally import figures

    root = parse(example_html("derda"))
    sheet = examples.json("sheet", "-s", "example-derda")
    live = [h for h in sheet["hands"] if not h["void"]]
    rows = [r for r in find(root, "tr") if "hand" in classes(r)]
    assert len(rows) == len(live)
    for row, hand in zip(rows, live, strict=True):
        for cell in find(row, "td", "total"):
            side = cell.get("data-side")
            drawn = find(cell, "svg", "figures")
            assert len(drawn) == 1
            assert int(drawn[0].get("data-value")) == hand["totals"][side]
            shapes = find(drawn[0], "path") + find(drawn[0], "circle")
            assert len(shapes) == len(figures(hand["totals"][side]))
    board = find(root, "table", "figures-board")[0]
    values = sorted(int(svg.get("data-value")) for svg in find(board, "svg", "figures"))
    assert values == sorted(sheet["totals"].values())


def test_deberc_rows_show_trump_symbol_bajt_marks_penalties_and_pot(examples, example_html):
    examples_with("deberc")
    root = parse(example_html("deberc"))
    sheet = examples.json("sheet", "-s", "example-deberc")
    status = examples.json("status", "-s", "example-deberc")
    rows = {r.get("data-n"): r for r in find(root, "tr") if "hand" in classes(r)}
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
    for hand in sheet["hands"]:
        if hand["void"] or "trump" not in hand["entry"]:
            continue
        row = rows[str(hand["n"])]
        assert text(find(row, "td", "trump")[0]) == symbols[hand["entry"]["trump"]]
    marks = find(root, "span", "bajt")
    assert len(marks) == sum(status["bajts"].values())
    assert all(text(m) == "б" for m in marks)
    assert any(status["bajts"].values())  # the example evening has a bajt to show
    assert "б" in text(find(root, "footer")[0])
    words = text(find(root, "table", "rounds")[0])
    for hand in sheet["hands"]:
        if not hand["void"]:
            assert hand["summary"].split(":")[0] in words


def test_dernie_draws_the_target_line_under_the_deal_that_ends_it(examples, example_html):
    examples_with("dernie")
    root = parse(example_html("dernie"))
    status = examples.json("status", "-s", "example-dernie")
    target = find(root, "g", "target")
    assert len(target) == 1 and text(target[0]) == f"target {status['target']}".replace("-", "−")
    lines = [r for r in find(root, "tr") if "target-line" in classes(r)]
    reached = {td.get("data-side") for td in find(root, "td", "reached")}
    if status["finished"] and status["winner"]:
        assert len(lines) == 1
        assert reached == {status["winner"]}
    else:
        assert lines == [] and reached == set()


def test_durak_tally_marks_count_the_losses(examples, example_html):
    examples_with("durak")
    root = parse(example_html("durak"))
    status = examples.json("status", "-s", "example-durak")
    board = find(root, "table", "tally-board")[0]
    for row in find(board, "tr")[1:]:
        side = row.get("data-side")
        marks = [el for el in row.iter() if el.get("data-count") is not None]
        assert len(marks) == 1
        assert int(marks[0].get("data-count")) == status["losses"][side]
    if status.get("loser"):
        loser_rows = [r for r in find(board, "tr") if "loser" in classes(r)]
        assert [r.get("data-side") for r in loser_rows] == [status["loser"]]
        assert "The evening's durak: " + status["loser"] in text(find(root, "footer")[0])


def test_closing_an_unfinished_rubber_shows_the_settlement(cli):
    cli("new", "bridge-rubber", "--players", "N=Ania,E=Bartek,S=Celina,W=Darek")
    cli("hand", "4S", "--by", "N", "--tricks", "10")
    cli("hand", "2H", "--by", "E", "--tricks", "8")
    cli("close")
    status = cli.json("status")
    root = parse(cli("sheet", "--format", "html").stdout)
    settle = [r for r in find(root, "tr") if "settlement" in classes(r)]
    assert len(settle) == 1 and "BR-S14" in text(settle[0])
    assert last_row_totals(root) == status["totals"] == final_totals(root)
    chart = find(root, "svg", "chart")[0]
    assert chart.get("data-points") == "4"  # start, two deals, the close
    pad = text(find(root, "table", "pad")[0])
    assert "unfinished rubber" in pad
