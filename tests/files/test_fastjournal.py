"""The fast journal reader agrees with tomllib on everything scorekeep writes, and gives up
(so tomllib decides) on everything else."""

from __future__ import annotations

import json
import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeep.core.reading import header_lines
from scorekeep.core.session import Record
from scorekeep.files.fastjournal import read_hands
from scorekeep.files.journal import _document, record_text

HEADER = 'format = 1\nname = "x"\nplayers = ["A", "B"]\n\n[options]\ntarget = 500\n'

keys = st.from_regex(r"[A-Za-z_][A-Za-z0-9_-]{0,8}", fullmatch=True).filter(
    lambda k: k not in ("n", "void", "fix", "close", "reason", "at")
)
scalars = st.one_of(st.integers(-(10**6), 10**6), st.booleans(), st.text(max_size=12))
values = st.one_of(
    scalars,
    st.lists(st.text(max_size=6), max_size=4),
    st.lists(st.integers(0, 200), max_size=4),
    st.dictionaries(st.text(min_size=1, max_size=6), st.integers(0, 200), max_size=3),
    st.dictionaries(keys, st.text(max_size=8), max_size=3),
)
entries = st.dictionaries(keys, values, max_size=5)


@settings(max_examples=300)
@given(st.lists(entries, max_size=6))
def test_fast_reader_equals_tomllib(entries_):
    text = HEADER + "".join(
        record_text(Record("hand", i, e, at="t")) for i, e in enumerate(entries_, 1)
    )
    text = text.encode("utf-8").decode("utf-8")
    document, lines = _document(text)
    assert document == tomllib.loads(text)
    assert lines == header_lines(text)
    hands = tomllib.loads(text).get("hands", [])
    for written, read in zip(entries_, hands, strict=True):
        assert set(written) <= set(read)


@pytest.mark.parametrize(
    "block",
    [
        "tricks = 8 # a comment after a value",
        "name = 'literal'",
        "cards = [\n  1,\n  2,\n]",
        "a.b = 1",
        "tricks = 8\ntricks = 9",
        'x = "\\U0001F600"',
        "x = 1_000",
        "x = +5",
        "x = 1979-05-27",
        "x = 3.5",
        "[hands.cards]\nA = 1",
        'x = [1, "a"]',
    ],
)
def test_anything_else_goes_to_tomllib(block):
    text = HEADER + "\n[[hands]]\nn = 1\n" + block + "\n"
    assert read_hands(text) is None
    try:
        expected = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        with pytest.raises(tomllib.TOMLDecodeError):
            _document(text)
    else:
        assert _document(text)[0] == expected


def test_comment_lines_between_blocks_are_kept_out():
    text = HEADER + "\n[[hands]]\nn = 1\n# Darek was late\ntricks = 8\n"
    fast = read_hands(text)
    assert fast is not None
    assert fast[1] == [{"n": 1, "tricks": 8}]
    assert fast[2] == header_lines(text) == [8]
    assert _document(text)[0] == tomllib.loads(text)


def test_keys_that_only_look_bare_are_quoted():
    text = HEADER + record_text(Record("hand", 1, {"cards": {"0\n": 0, "Ania": 1}}))
    assert tomllib.loads(text)["hands"][0]["cards"] == {"0\n": 0, "Ania": 1}
    assert _document(text)[0] == tomllib.loads(text)


# Journals as a person might type them: every spelling TOML allows for block headers, keys,
# strings, numbers and whitespace, and some it does not (form feed, no-break space, NEL).
GOOD_SPACE = st.sampled_from(["", " ", "\t", "  ", " \t"])
BAD_SPACE = st.sampled_from(["\x0c", "\xa0", "\x85", "\x0b", "\u2003", "\u3000"])
spaces = st.one_of(GOOD_SPACE, GOOD_SPACE, GOOD_SPACE, GOOD_SPACE, BAD_SPACE)
block_headers = st.sampled_from(
    [
        "[[hands]]",
        "[[ hands ]]",
        '[["hands"]]',
        "[['hands']]",
        "[[\thands]]",
        '[[ "hands" ]]',
        "[[hands]] # next deal",
        "  [[hands]]",
        "[ [hands] ]",
        "[[hands]",
        "[hands]",
    ]
)
bare_keys = st.from_regex(r"[A-Za-z0-9_-]{1,6}", fullmatch=True)
key_texts = st.one_of(
    bare_keys,
    bare_keys.map(lambda k: f'"{k}"'),
    bare_keys.map(lambda k: f"'{k}'"),
    st.text(max_size=4).map(lambda k: json.dumps(k, ensure_ascii=False)),
    bare_keys.map(lambda k: f"{k}.x"),
)
int_texts = st.one_of(
    st.integers(-(10**20), 10**20).map(str),
    st.sampled_from(["+5", "1_000", "0x1F", "0o17", "0b101", "007", "-0", "1__0", "3.5", "1e3"]),
)
string_texts = st.one_of(
    st.text(max_size=8).map(lambda t: json.dumps(t, ensure_ascii=False)),
    st.text(max_size=8).map(lambda t: json.dumps(t)),
    st.text(max_size=6).filter(lambda t: "'" not in t).map(lambda t: f"'{t}'"),
    st.sampled_from(['"\\U0001F600"', '"a\\qb"', '"""two\nlines"""', "'''x\ny'''", '"\\ud800"']),
)
scalar_texts = st.one_of(int_texts, string_texts, st.sampled_from(["true", "false", "True"]))


def _join(items: list[str], space: str, multiline: bool) -> str:
    sep = ",\n  " if multiline else f",{space}"
    return sep.join(items) + ("," if multiline and items else "")


value_texts = st.recursive(
    scalar_texts,
    lambda inner: st.one_of(
        st.builds(
            lambda items, space, multi: f"[{space}{_join(items, space, multi)}{space}]",
            st.lists(inner, max_size=3),
            spaces,
            st.booleans(),
        ),
        st.builds(
            lambda pairs, space: (
                "{"
                + space
                + f",{space}".join(f"{k}{space}={space}{v}" for k, v in pairs)
                + space
                + "}"
            ),
            st.lists(st.tuples(key_texts, inner), max_size=3),
            spaces,
        ),
    ),
    max_leaves=6,
)
key_lines = st.builds(
    lambda indent, key, before, after, value, tail: f"{indent}{key}{before}={after}{value}{tail}",
    spaces,
    key_texts,
    spaces,
    spaces,
    value_texts,
    st.sampled_from(["", "", "", " ", " # said Ania", "\x0c", "\xa0", "\r"]),
)
other_lines = st.sampled_from(["", "# Darek was late", "  # indented", "\t", "#\x7f", "\x0c"])
blocks = st.builds(
    lambda header, lines: "\n".join([header, *lines]),
    block_headers,
    st.lists(st.one_of(key_lines, key_lines, key_lines, other_lines), max_size=5),
)


@settings(max_examples=250, deadline=None)
@given(
    st.lists(
        st.one_of(blocks, entries.map(lambda e: record_text(Record("hand", 1, e)))), max_size=5
    ),
    st.sampled_from(["\n", "\n", "\r\n"]),
)
def test_fast_reader_reads_every_spelling_like_tomllib(written, newline):
    text = (HEADER + "\n" + "\n".join(written) + "\n").replace("\n", newline)
    try:
        expected = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        with pytest.raises(tomllib.TOMLDecodeError):
            _document(text)
        return
    document, lines = _document(text)
    assert document == expected
    assert lines == header_lines(text)
    if isinstance(expected.get("hands"), list):
        assert len(lines) == len(expected["hands"])


@pytest.mark.parametrize("spelling", ["[[ hands ]]", '[["hands"]]', "[['hands']]"])
def test_hand_written_block_headers_are_read_before_and_after_written_ones(spelling):
    typed = f"\n{spelling}\nn = 1\ntricks = 8\n"
    written = record_text(Record("hand", 2, {"tricks": 9})) + "\n[[hands]]\nclose = true\n"
    for text in (HEADER + typed + written, HEADER + written + typed.replace("n = 1", "n = 3")):
        document, lines = _document(text)
        assert document == tomllib.loads(text)
        assert len(document["hands"]) == len(lines) == 3


@pytest.mark.parametrize("space", ["\x0c", "\xa0", "\x85", "\x0b"])
def test_whitespace_toml_does_not_allow_is_refused_as_tomllib_refuses(space):
    text = HEADER + f"\n[[hands]]\nn ={space}1\n"
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)
    with pytest.raises(tomllib.TOMLDecodeError):
        _document(text)


def test_crlf_journal_reads_like_tomllib():
    text = (HEADER + record_text(Record("hand", 1, {"tricks": 8}))).replace("\n", "\r\n")
    document, lines = _document(text)
    assert document == tomllib.loads(text)
    assert lines == [8]


@pytest.mark.parametrize(
    "table",
    [
        "{ Ania = 48, Bartek = 74 }",
        "{Ania=48,Bartek=-74}",
        "{ a = -0, b = 0 }",
        "{\tA = 1 ,\tB = 2\t}",
        "{ a = 01 }",
        "{ a = 1, }",
        "{ a = 1, a = 2 }",
        "{ a = +1 }",
        "{ a = 1_0 }",
        "{ }",
        "{ a = 1 } # counted",
        '{ "a b" = 1 }',
        "{ a = 1, b = { c = 2 } }",
        "{ a = ١ }",
    ],
)
def test_tables_of_whole_numbers_read_as_tomllib_reads_them(table):
    text = HEADER + f"\n[[hands]]\nn = 1\ncards = {table}\n\n[[hands]]\nn = 2\ncards = {table}\n"
    try:
        expected = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        with pytest.raises(tomllib.TOMLDecodeError):
            _document(text)
        return
    assert _document(text)[0] == expected


def test_a_line_two_hands_share_gives_each_hand_its_own_table():
    text = HEADER + "".join(
        f'\n[[hands]]\nn = {n}\ncards = {{ A = 1, B = 2 }}\nwords = ["x"]\n' for n in (1, 2)
    )
    first, second = _document(text)[0]["hands"]
    assert (first["cards"], first["words"]) == (second["cards"], second["words"])
    assert first["cards"] is not second["cards"]
    assert first["words"] is not second["words"]
