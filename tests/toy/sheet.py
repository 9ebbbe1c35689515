"""Pebbles' own text sheet and printable block."""

from __future__ import annotations

from typing import Any

from scorekeep.render.hooks import PrintedSheet, TextSheet


def sheet_text(data: dict[str, Any]) -> str:
    return "PEBBLE PAD\n" + "\n".join(f"{p}: {n}" for p, n in data["totals"].items())


def status_text(data: dict[str, Any]) -> str:
    return "pebbles so far: " + ", ".join(f"{p} {n}" for p, n in data["totals"].items())


def body(data: dict[str, Any]) -> str:
    return '<div class="pebble-pad">pebbles</div>'


SHEET = TextSheet(sheet_text=sheet_text, status_text=status_text)
PRINTED = PrintedSheet(body=body)
