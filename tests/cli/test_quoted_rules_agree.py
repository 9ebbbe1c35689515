"""A quoted rule never contradicts the verdict above it: the seed's own mistaken worked
example (5NT doubled, not vulnerable, 8 tricks: 800) is not quoted under a verdict of 500."""

from __future__ import annotations

import re

import pytest

RULESETS = ("bridge-rubber", "bridge-chicago", "bridge-duplicate")


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("lang", ["en", "pl", "uk", "it"])
def test_BR_S5_quote_agrees_with_the_verdict_5ntx_down_three(cli, ruleset, lang):
    out = cli("--lang", lang, "judge", ruleset, "score", "5NTX", "--tricks", "8").stdout
    verdict, _, quoted = out.partition("\nBR-S5: ")
    assert "500" in verdict.splitlines()[0], out
    assert quoted, out
    assert "800" not in quoted, out


@pytest.mark.parametrize("ruleset", RULESETS)
def test_BR_S5_worked_examples_left_in_the_quote_are_right(cli, ruleset):
    """Each example the Polish quote still gives (``podatni, 3♦ i tylko 7 lew — 200``) is
    the verdict for that deal."""
    out = cli("--lang", "pl", "judge", ruleset, "score", "3D", "--tricks", "7", "--vul").stdout
    quoted = out.partition("\nBR-S5: ")[2]
    examples = re.findall(r"(\w+), (\S+) i tylko (\d+) lew — (\d+) punktów", quoted)
    assert examples, quoted
    for vul, contract, tricks, points in examples:
        asked = ["judge", ruleset, "score", contract.replace("♦", "D"), "--tricks", tricks]
        shown = cli(*asked, *(["--vul"] if vul == "podatni" else []))
        assert f"defenders {points}" in shown.stdout.splitlines()[0], shown.stdout
