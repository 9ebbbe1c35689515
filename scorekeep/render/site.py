"""A session's results site (``scorekeep publish``): every page of the game's
:class:`~scorekeep.render.hooks.PublishedSite` framed as a self-contained HTML file (the
printed sheets' styles inline, no script, no address outside the site, and a content policy
that allows neither), and ``manifest.json`` with the SHA-256 of every file, so that an upload
step sends only what changed. The same data gives the same bytes: nothing on a page depends
on the clock, the machine or the order of a set."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeep.i18n import _
from scorekeep.render.hooks import PublishedSite, SitePage
from scorekeep.render.html.page import CSS
from scorekeep.render.html.page import escaped as e

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MANIFEST = "manifest.json"
INDEX = "index.html"
POLICY = "default-src 'none'; style-src 'unsafe-inline'"
"""No script, no fetch, no font or picture from anywhere: the page is its own bytes."""
SITE_CSS = """
nav.site { font-size: 9pt; margin: 0 0 2mm; }
nav.site a, table a { color: inherit; }
p.links a { margin-right: 2mm; }
"""


class Html(str):
    """Text that is already HTML (a link): a table cell that is one is not escaped again."""


def link(text: Any, href: str) -> Html:
    """A link to another page of the site."""
    return Html(f'<a href="{e(href)}">{e(text)}</a>')


def cell(value: Any) -> str:
    return value if isinstance(value, Html) else e(value)


def table(caption: str, headers: Sequence[str], rows: Sequence[Sequence[Any]], kind: str) -> str:
    """A captioned table whose cells are text or :class:`Html`."""
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{cell(c)}</td>" for c in row) + "</tr>" for row in rows)
    caption_html = f"<caption>{e(caption)}</caption>" if caption else ""
    return (
        f'<table class="{e(kind)}">{caption_html}<thead><tr>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def framed(page: SitePage, css: str, lang: str) -> str:
    """One page as a whole HTML file; every page but the index leads back to it."""
    nav = "" if page.name == INDEX else f'<nav class="site">{link(_("Ranking"), INDEX)}</nav>'
    return "".join(
        [
            "<!DOCTYPE html>\n",
            f'<html lang="{e(lang)}"><head><meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="generator" content="scorekeep">',
            f"<title>{e(page.title)}</title>",
            f"<style>{CSS}{SITE_CSS}{css}</style></head><body>",
            nav,
            page.body,
            "</body></html>\n",
        ]
    )


def site_files(data: Mapping[str, Any], site: PublishedSite, lang: str) -> dict[str, bytes]:
    """Every file of the session's site by name, ``manifest.json`` last."""
    files = {page.name: framed(page, site.css, lang).encode("utf-8") for page in site.pages(data)}
    files[MANIFEST] = manifest(files)
    return files


def manifest(files: Mapping[str, bytes]) -> bytes:
    """Each file's SHA-256 and size, by name in name order."""
    import hashlib
    import json

    listed = {
        name: {"bytes": len(files[name]), "sha256": hashlib.sha256(files[name]).hexdigest()}
        for name in sorted(files)
    }
    return (json.dumps({"files": listed}, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
