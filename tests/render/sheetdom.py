"""Reading a printed sheet back: parse it strictly and pull out the numbers it shows."""

from __future__ import annotations

import re
from typing import Any
from xml.etree.ElementTree import Element

import html5lib

EXTERNAL = re.compile(r"""(?ix)
    <\s*(script|link|img|iframe|object|embed|video|audio|source|base)\b
  | \b(src|href|srcset|action|formaction|poster)\s*=
  | url\s*\(
  | @import
  | https?://(?!www\.w3\.org/2000/svg")
""")


def parse(html: str) -> Element:
    """Strict HTML5 parse: any parse error raises."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse(html)


def local(tag: Any) -> str:
    return str(tag).rsplit("}", 1)[-1]


def classes(el: Element) -> set[str]:
    return set((el.get("class") or "").split())


def find(root: Element, tag: str, cls: str | None = None) -> list[Element]:
    return [
        el for el in root.iter() if local(el.tag) == tag and (cls is None or cls in classes(el))
    ]


def text(el: Element) -> str:
    return "".join(el.itertext()).strip()


def cell_number(el: Element) -> int:
    """The number a cell leads with (a drawing after it, such as Derda's figures, aside)."""
    return number(el.text if el.text and el.text.strip() else text(el))


def number(value: str) -> int | float:
    """A whole number, or a figure with decimals (victory points)."""
    plain = value.replace("−", "-").strip()
    return float(plain) if "." in plain else int(plain)


def shown(value: int) -> str:
    return str(value).replace("-", "−")


def final_totals(root: Element) -> dict[str, int]:
    """The totals the footer (or Durak's tally board) prints, per side."""
    cells = find(root, "td", "final-total") or find(root, "td", "losses")
    return {el.get("data-side", ""): cell_number(el) for el in cells}


def last_row_totals(root: Element) -> dict[str, int]:
    rows = [r for r in find(root, "tr") if classes(r) & {"hand", "settlement"}]
    last = rows[-1]
    return {el.get("data-side", ""): cell_number(el) for el in find(last, "td", "total")}


def chart_ends(root: Element) -> dict[str, int]:
    """The name and final total written at the end of each chart line."""
    out = {}
    for group in find(root, "g", "ends"):
        for label in find(group, "text"):
            side, _, value = text(label).rpartition(" ")
            out[side] = number(value)
    return out
