"""Journal records: their position in the file is kept but is not part of what they say."""

from __future__ import annotations

from scorekeep.core.session import Record


def test_records_compare_without_their_line():
    a = Record("hand", 3, {"contract": "4S"}, line=12)
    b = Record("hand", 3, {"contract": "4S"}, line=40)
    assert a == b and hash(a) == hash(b) and a.line != b.line
    assert a != Record("hand", 3, {"contract": "4H"}, line=12)
    assert a != Record("fix", 3, {"contract": "4S"}, line=12)


def test_record_writes_its_action_first():
    assert list(Record("void", 2, reason="typo", at="t").to_toml()) == ["void", "reason", "at"]
    assert Record("close", 0).to_toml() == {"close": True}
