"""Golden Deberc scoresheets: a three-player journal (split bajts, a hanging pot, the third-bajt
and no-trick penalties, a redeal, a void and a fix, the winner deals) and its expected text,
Markdown, CSV and JSON renderings. Regenerate with SCOREKEEP_UPDATE_GOLDEN=1 and read the
diff."""

from __future__ import annotations

from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "deberc"


def test_golden_sheet_shows_every_marker():
    text = (GOLDEN / "sheet.txt").read_text(encoding="utf-8")
    for marker in (
        "0 б −100",
        "15 −50",
        "+70 pot",
        "hanging",
        "annulled: four-sevens",
        "VOID",
        "4*",
        "Winner: Celina — reached 501",
        "Bajts: Ania ббб",
    ):
        assert marker in text, marker
