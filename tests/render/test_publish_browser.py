"""The published results site in a real headless Chromium (the system one, driven by
Playwright): the ranking shows, its links lead to a personal card and a board's traveller
with its hand record, and nothing but the site's own files is asked for."""

from __future__ import annotations

from pathlib import Path

from tests.serve.test_browser import chromium  # noqa: F401 (the fixture)

ROOT = Path(__file__).resolve().parents[2]


def test_the_published_site_displays_and_its_links_lead_through_it(cli, tmp_path, chromium):  # noqa: F811
    cli("import", str(ROOT / "scorekeep" / "examples" / "club-evening.pbn"), "--name", "club")
    status = cli.json("status", "-s", "club")
    site = tmp_path / "site"
    cli("publish", "--out", str(site))
    page = chromium.new_page(viewport={"width": 1024, "height": 900})
    asked: list[str] = []
    problems: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.on("console", lambda message: problems.append(message.text))
    page.on("pageerror", lambda error: problems.append(str(error)))
    try:
        page.goto((site / "index.html").as_uri())
        assert page.locator("h1").inner_text() == "Results — club"
        rows = page.locator("table.ranking tbody tr")
        assert rows.count() == len(status["ranking"])
        box = page.locator("table.ranking").bounding_box()
        assert box is not None and box["width"] > 300 and box["height"] > 100
        leader = status["ranking"][0]
        rows.first.locator("a").click()
        page.wait_for_url("**/pair-*.html")
        standing = page.locator("p.standing").inner_text()
        assert standing.endswith(f"· {leader['percentage']:.2f}%")
        assert page.locator("table.card tbody tr").count() >= 2
        page.locator("table.card a", has_text="1").first.click()
        page.wait_for_url("**/board-1.html")
        assert page.locator("table.traveller tbody tr").count() == 3
        assert "Board 1 hand record" in page.locator("table.record caption").inner_text()
        page.locator("nav.site a").click()
        page.wait_for_url("**/index.html")
    finally:
        page.close()
    assert problems == []
    assert asked and all(url.startswith(site.as_uri()) for url in asked), asked
