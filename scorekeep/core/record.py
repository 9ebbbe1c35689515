"""``NamedTuple`` for the records of scorekeep: the same classes as :class:`typing.NamedTuple`
builds (a tuple subclass with the fields, ``_make``, ``_replace``, ``_asdict``, the
class's defaults, methods and docstring), built for a fraction of the cost.

A start-up builds some hundred record classes, and ``collections.namedtuple`` compiles a
``__new__`` from source for each (three fifths of its cost), while ``typing.NamedTuple``
also compiles every field's annotation into a ``ForwardRef`` (every module here writes
``from __future__ import annotations``, so they are strings). Here ``__new__`` is a
precompiled function of the same arity with its arguments renamed to the fields, so a
class costs a quarter of what ``collections.namedtuple`` costs; the methods are shared.
The types are checked by mypy, which sees :class:`typing.NamedTuple` itself.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any
    from typing import NamedTuple as NamedTuple
else:
    try:
        from _collections import _tuplegetter  # what collections.namedtuple uses
    except ImportError:  # pragma: no cover
        from operator import itemgetter

        def _tuplegetter(index: int, doc: str) -> Any:
            return property(itemgetter(index), doc=doc)

    _SPECIAL = frozenset({"__module__", "__name__", "__annotations__", "__qualname__"})
    _PROHIBITED = frozenset(
        {
            "__new__",
            "__init__",
            "__slots__",
            "__getnewargs__",
            "_fields",
            "_field_defaults",
            "_make",
            "_replace",
            "_asdict",
            "_source",
        }
    )
    _tuple_new = tuple.__new__
    _NEW = (
        lambda _cls, _0: _tuple_new(_cls, (_0,)),
        lambda _cls, _0, _1: _tuple_new(_cls, (_0, _1)),
        lambda _cls, _0, _1, _2: _tuple_new(_cls, (_0, _1, _2)),
        lambda _cls, _0, _1, _2, _3: _tuple_new(_cls, (_0, _1, _2, _3)),
        lambda _cls, _0, _1, _2, _3, _4: _tuple_new(_cls, (_0, _1, _2, _3, _4)),
        lambda _cls, _0, _1, _2, _3, _4, _5: _tuple_new(_cls, (_0, _1, _2, _3, _4, _5)),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6: _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6)),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14: _tuple_new(
            _cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14)
        ),
        lambda _cls, _0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15: (
            _tuple_new(_cls, (_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15))
        ),
    )
    """``__new__`` of a record of 1, 2, … fields, compiled with this module."""

    def _new(typename: str, fields: tuple[str, ...]) -> Any:
        if not 0 < len(fields) <= len(_NEW):
            import collections

            return collections.namedtuple(typename, fields).__new__
        template = _NEW[len(fields) - 1]
        code = template.__code__.replace(
            co_varnames=("_cls", *fields), co_name="__new__", co_qualname=f"{typename}.__new__"
        )
        return type(template)(code, template.__globals__, "__new__")

    @classmethod
    def _make(cls: Any, iterable: Any) -> Any:
        result = _tuple_new(cls, iterable)
        if len(result) != len(cls._fields):
            raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(result)}")
        return result

    def _replace(self: Any, /, **kwds: Any) -> Any:
        result = self._make(map(kwds.pop, self._fields, self))
        if kwds:
            raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
        return result

    def __repr__(self: Any) -> str:
        fields = ", ".join(
            f"{name}={value!r}" for name, value in zip(self._fields, self, strict=True)
        )
        return f"{self.__class__.__name__}({fields})"

    def _asdict(self: Any) -> dict[str, Any]:
        return dict(zip(self._fields, self, strict=True))

    def __getnewargs__(self: Any) -> tuple[Any, ...]:
        return tuple(self)

    def _fields_of(typename: str, names: list[str]) -> tuple[str, ...]:
        """The checks ``collections.namedtuple`` makes of field names."""
        for name in [typename, *names]:
            if not name.isidentifier():
                raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
        for name in names:
            if name.startswith("_"):
                raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if len(set(names)) != len(names):
            raise ValueError(f"Encountered duplicate field name in {typename}")
        return tuple(map(sys.intern, names))

    class _RecordMeta(type):
        """What ``typing.NamedTupleMeta`` does, the annotations kept as written."""

        def __new__(cls, typename: str, bases: tuple[type, ...], ns: dict[str, Any]) -> type:
            if bases != (NamedTuple,):
                raise TypeError("a record inherits from NamedTuple alone")
            annotations = dict(ns.get("__annotations__", {}))
            fields = _fields_of(typename, list(annotations))
            first = next((i for i, name in enumerate(fields) if name in ns), len(fields))
            late = [name for name in fields[first:] if name not in ns]
            if late:
                raise TypeError(
                    f"Non-default namedtuple field {late[0]} cannot follow default field "
                    f"{fields[first]}"
                )
            defaults = {name: ns[name] for name in fields[first:]}
            new = _new(typename, fields)
            new.__defaults__ = tuple(defaults.values()) or None
            new.__doc__ = f"Create new instance of {typename}({', '.join(fields)})"
            body: dict[str, Any] = {
                "__doc__": f"{typename}({', '.join(fields)})",
                "__slots__": (),
                "_fields": fields,
                "_field_defaults": defaults,
                "__new__": new,
                "_make": _make,
                "_replace": _replace,
                "__repr__": __repr__,
                "_asdict": _asdict,
                "__getnewargs__": __getnewargs__,
                "__match_args__": fields,
                "__module__": ns["__module__"],
                "__annotations__": annotations,
            }
            for index, name in enumerate(fields):
                body[name] = _tuplegetter(index, f"Alias for field number {index}")
            for key, value in ns.items():
                if key in _PROHIBITED:
                    raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
                if key not in _SPECIAL and key not in fields:
                    body[key] = value
            record = type.__new__(type, typename, (tuple,), body)
            record.__qualname__ = ns.get("__qualname__", typename)
            return record

    NamedTuple = type.__new__(_RecordMeta, "NamedTuple", (), {})
