"""scorekeep's ``NamedTuple`` builds the classes ``typing.NamedTuple`` builds, without
compiling each field's annotation at import (see :mod:`scorekeep.core.record`)."""

from __future__ import annotations

import pickle
import typing
from pathlib import Path

import pytest

import scorekeep
from scorekeep.core.record import NamedTuple


class Seat(NamedTuple):
    """Who sits where."""

    name: str
    seat: str = "N"
    extra: tuple[int, ...] = ()

    def said(self) -> str:
        return f"{self.name} {self.seat}"

    @property
    def north(self) -> bool:
        return self.seat == "N"


class TypingSeat(typing.NamedTuple):
    """Who sits where."""

    name: str
    seat: str = "N"
    extra: tuple[int, ...] = ()

    def said(self) -> str:
        return f"{self.name} {self.seat}"

    @property
    def north(self) -> bool:
        return self.seat == "N"


def test_a_record_is_the_named_tuple_typing_builds():
    ours, theirs = Seat("Ania"), TypingSeat("Ania")
    assert ours == theirs and hash(ours) == hash(theirs)
    assert Seat._fields == TypingSeat._fields and Seat._field_defaults == TypingSeat._field_defaults
    assert ours.said() == theirs.said() == "Ania N" and ours.north and theirs.north
    assert repr(ours) == repr(theirs).replace("TypingSeat", "Seat")
    assert ours._replace(seat="E") == ("Ania", "E", ()) and ours._asdict() == theirs._asdict()
    assert Seat.__doc__ == TypingSeat.__doc__ == "Who sits where."
    assert Seat.__module__ == __name__ and Seat.__qualname__ == "Seat"
    assert Seat.__mro__ == (Seat, tuple, object)
    assert pickle.loads(pickle.dumps(ours)) == ours
    assert list(Seat.__annotations__) == ["name", "seat", "extra"]


def test_a_record_refuses_what_typing_refuses():
    with pytest.raises(TypeError, match="cannot follow default field"):

        class Late(NamedTuple):
            first: int = 0
            second: int

    with pytest.raises(AttributeError, match="Cannot overwrite NamedTuple attribute _replace"):

        class Replacing(NamedTuple):
            first: int

            def _replace(self) -> None: ...


def test_every_record_of_scorekeep_is_built_by_it():
    """A ``typing.NamedTuple`` on the way of ``hand`` or ``status`` would cost its start-up
    the compiled annotations again."""
    package = Path(scorekeep.__file__).parent
    for path in sorted(package.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for line in text.splitlines():
            if line.startswith("from typing import") and "NamedTuple" in line:
                assert path.name == "record.py", f"{path}: {line}"


@pytest.mark.parametrize("arity", [1, 2, 7, 16, 17, 21])
def test_a_record_of_any_size_takes_its_fields_as_collections_namedtuple_does(arity):
    """``__new__`` is a precompiled function renamed to the fields (up to 16 fields; a
    larger record takes ``collections.namedtuple``'s): the same signature, defaults and
    refusals."""
    import collections
    import inspect

    names = [f"f{i}" for i in range(arity)]
    ours = type(NamedTuple)(
        "Wide",
        (NamedTuple,),
        {"__module__": __name__, "__annotations__": dict.fromkeys(names, "int"), names[-1]: -1},
    )
    theirs = collections.namedtuple("Wide", names, defaults=[-1])
    assert inspect.signature(ours) == inspect.signature(theirs)
    values = list(range(arity - 1))
    assert ours(*values) == theirs(*values) == (*values, -1)
    assert ours(**dict.fromkeys(names, 5)) == theirs(**dict.fromkeys(names, 5))
    assert repr(ours(*values)) == repr(theirs(*values))
    assert ours._make(range(arity)) == tuple(range(arity))
    for wrong in (() if arity > 1 else (0, 1), tuple(range(arity + 1))):
        with pytest.raises(TypeError) as ours_error:
            ours(*wrong)
        with pytest.raises(TypeError) as theirs_error:
            theirs(*wrong)
        assert str(ours_error.value) == str(theirs_error.value)
    with pytest.raises(ValueError, match="unexpected field names"):
        ours(*range(arity))._replace(nothing=1)
