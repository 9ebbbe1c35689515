"""``status`` shows how the score moved as a sparkline, in every game that keeps points."""

from __future__ import annotations

import pytest

from scorekeep.render.sparkline import SPARKS


@pytest.mark.parametrize("game", ["bridge", "derda", "deberc", "dernie"])
def test_status_has_a_progress_sparkline(cli, game):
    cli("example", game)
    out = cli("status", "-s", f"example-{game}").stdout
    header = next(line for line in out.splitlines() if "total" in line)
    assert "progress" in header
    assert any(c in SPARKS for c in out)
