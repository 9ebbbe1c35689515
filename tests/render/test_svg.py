"""The pictures: score-progress chart, matchstick tallies, Derda figures, sparklines."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeep.games.derda.figures_svg import figure_tokens
from scorekeep.games.derda.figures_svg import figures_drawn as derda_figures
from scorekeep.games.durak.tally_svg import tally_gate
from scorekeep.render.sparkline import SPARKS, sparkline, sparklines
from scorekeep.render.svg import Point, line_chart, nice_step
from tests.render.sheetdom import EXTERNAL

NS = "{http://www.w3.org/2000/svg}"


def svg(text: str) -> ET.Element:
    return ET.fromstring(text)  # well-formed XML, or this raises


def chart_points(series: dict[str, list[int]]) -> list[Point]:
    sides = list(series)
    length = len(next(iter(series.values())))
    return [Point("0", dict.fromkeys(sides, 0))] + [
        Point(str(i + 1), {s: series[s][i] for s in sides}) for i in range(length)
    ]


def test_chart_draws_one_line_per_side_through_every_point():
    points = chart_points({"NS": [90, 90, 150], "EW": [0, 120, 120]})
    root = svg(line_chart(points, ["NS", "EW"]))
    lines = root.findall(f".//{NS}polyline")
    assert len(lines) == 2
    assert all(len(line.get("points").split()) == 4 for line in lines)
    ends = [t.text for t in root.findall(f".//{NS}g[@class='ends']/{NS}text")]
    assert ends == ["NS 150", "EW 120"]


def test_chart_target_line_is_drawn_and_in_range():
    points = chart_points({"Ania": [-63, -31, -101], "Bartek": [23, -22, 18]})
    root = svg(line_chart(points, ["Ania", "Bartek"], target=-100))
    target = root.find(f".//{NS}g[@class='target']")
    assert target is not None
    assert target.find(f"{NS}text").text == "target −100"
    y = float(target.find(f"{NS}line").get("y1"))
    assert 0 < y < float(root.get("height"))


def test_series_differ_by_dash_and_marker_not_only_colour():
    points = chart_points({"A": [1], "B": [2], "C": [3]})
    root = svg(line_chart(points, ["A", "B", "C"]))
    dashes = [line.get("stroke-dasharray") for line in root.findall(f".//{NS}polyline")]
    assert len(set(dashes)) == 3
    groups = root.findall(f".//{NS}g[@class='series']")
    shapes = [[local.tag for local in g][1:] for g in groups]
    assert len({tuple(s) for s in shapes}) == 3


@pytest.mark.parametrize("players", [2, 4, 7, 10])
def test_a_legend_of_many_players_wraps_inside_the_chart(players):
    """Derniè seats up to ten (max_players): their legend takes more lines, never more
    width."""
    names = [
        "Ania",
        "Bartek",
        "Celina",
        "Darek",
        "Ewa",
        "Filip",
        "Grażyna",
        "Henryk",
        "Izabela",
        "Jędrzej",
    ][:players]
    root = svg(line_chart(chart_points({n: [i, 2 * i] for i, n in enumerate(names)}), names))
    width, height = float(root.get("width")), float(root.get("height"))
    legend = root.findall(f".//{NS}g[@class='legend']/{NS}text")
    assert [t.text for t in legend] == names
    for text in legend:
        assert float(text.get("x")) + 6.5 * len(text.text) <= width
        assert float(text.get("y")) <= height - 4
    lines = len({text.get("y") for text in legend})
    assert height == 190 + 14 * (lines - 1)
    assert lines == (2 if players == 10 else 1)


@given(
    st.lists(
        st.tuples(st.integers(-3000, 3000), st.integers(-3000, 3000)), min_size=0, max_size=60
    ),
    st.one_of(st.none(), st.integers(-500, 1500)),
)
def test_chart_is_well_formed_and_inside_its_box(rows, target):
    points = [Point("0", {"A": 0, "B": 0})] + [
        Point(str(i + 1), {"A": a, "B": b}) for i, (a, b) in enumerate(rows)
    ]
    text = line_chart(points, ["A", "B"], target=target)
    root = svg(text)
    width, height = float(root.get("width")), float(root.get("height"))
    for line in root.findall(f".//{NS}polyline"):
        pairs = [p.split(",") for p in line.get("points").split()]
        assert len(pairs) == len(points)
        for x, y in pairs:
            assert 0 <= float(x) <= width and 0 <= float(y) <= height
    assert EXTERNAL.search(text) is None


@pytest.mark.parametrize(
    ("span", "step"), [(0, 1), (7, 2), (210, 50), (1000, 200), (3, 1), (120, 50)]
)
def test_nice_step(span, step):
    assert nice_step(span) == step


@pytest.mark.parametrize("count", [1, 4, 5, 6, 9, 10, 13])
def test_tally_gate_has_one_stroke_per_loss_in_fives(count):
    root = svg(tally_gate(count))
    strokes = root.find(f"{NS}path").get("d").count("M")
    assert strokes == count
    crossings = len(re.findall(r"L", root.find(f"{NS}path").get("d")))
    assert crossings == count // 5  # the fifth stroke of each group goes across
    assert root.get("data-count") == str(count)
    assert int(root.get("width")) > 0 and int(root.get("height")) > 0


def test_tally_gate_width_grows_with_the_count():
    widths = [int(svg(tally_gate(n)).get("width")) for n in range(1, 16)]
    assert widths == sorted(widths)


def test_no_losses_is_a_dash_not_a_picture():
    assert "tally-zero" in tally_gate(0) and "<svg" not in tally_gate(0)


@pytest.mark.parametrize(
    ("notation", "glyphs", "units", "value"),
    [
        ("○ ○ ○ ○ ○\n5", ["○"] * 5, "5", 505),
        ("○ └ ─", ["○", "└", "─"], "", 140),
        ("∧\n7", ["∧"], "7", 87),
        ("│", ["│"], "", 20),
        ("9", [], "9", 9),
        ("0", [], "0", 0),
        (["L -", ""], ["L", "-"], "", 40),
    ],
)
def test_DERDA_T1_figures_read_the_tally_notation(notation, glyphs, units, value):
    assert figure_tokens(notation) == (glyphs, units)
    root = svg(derda_figures(notation))
    assert int(root.get("data-value")) == value
    drawn = root.findall(f".//{NS}path") + root.findall(f".//{NS}circle")
    assert len(drawn) == len(glyphs)
    assert (root.find(f".//{NS}text") is not None) == bool(units)


def test_derda_figures_refuse_an_unknown_glyph():
    with pytest.raises(ValueError, match="not a tally figure"):
        derda_figures("○ X")


def test_sparkline_climbs_with_the_totals():
    assert sparkline([0, 50, 100, 150, 200], 0, 200) == "▁▃▅▆█"
    assert sparkline([5, 5, 5]) == "▁▁▁"
    assert sparkline([]) == ""


def test_sparklines_share_one_scale():
    lines = sparklines({"NS": [90, 150, 190], "EW": [0, 120, 210]})
    assert lines["EW"][-1] == "█" and lines["NS"][-1] != "█"


@given(st.lists(st.integers(-10_000, 10_000), max_size=100), st.integers(4, 40))
def test_sparkline_is_short_and_made_of_blocks(values, width):
    line = sparkline(values, width=width)
    body = line.removeprefix("…")
    assert len(body) == min(len(values), width)
    assert set(body) <= set(SPARKS)
    assert line.startswith("…") == (len(values) > width)


def test_external_reference_detector_catches_what_a_sheet_must_not_have():
    for bad in (
        '<img src="x.png">',
        '<link rel="stylesheet" href="a.css">',
        "<script>1</script>",
        "body { background: url(x.png) }",
        "@import 'x.css';",
        "see https://example.org",
    ):
        assert EXTERNAL.search(bad), bad
    assert EXTERNAL.search('<svg xmlns="http://www.w3.org/2000/svg">') is None
