"""``NamedTuple`` for the records of scorekeep: the same classes as :class:`typing.NamedTuple`
builds (``collections.namedtuple`` underneath, the class's defaults, methods and docstring),
without checking each field's annotation as a type at import.

Every module here writes ``from __future__ import annotations``, so a field's annotation is
a string, and ``typing.NamedTuple`` compiles each into a ``ForwardRef``: about half the
cost of building a record class, and a start-up builds some hundred of them (four tenths of
importing the five engines). The types are checked by mypy, which sees
:class:`typing.NamedTuple` itself.
"""

from __future__ import annotations

import collections

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any
    from typing import NamedTuple as NamedTuple
else:
    _SPECIAL = frozenset({"__module__", "__name__", "__annotations__"})
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

    class _RecordMeta(type):
        """What ``typing.NamedTupleMeta`` does, the annotations kept as written."""

        def __new__(cls, typename: str, bases: tuple[type, ...], ns: dict[str, Any]) -> type:
            if bases != (NamedTuple,):
                raise TypeError("a record inherits from NamedTuple alone")
            fields = dict(ns.get("__annotations__", {}))
            names = list(fields)
            first = next((i for i, name in enumerate(names) if name in ns), len(names))
            late = [name for name in names[first:] if name not in ns]
            if late:
                raise TypeError(
                    f"Non-default namedtuple field {late[0]} cannot follow default field "
                    f"{names[first]}"
                )
            record = collections.namedtuple(
                typename, names, defaults=[ns[n] for n in names[first:]], module=ns["__module__"]
            )
            record.__annotations__ = fields
            for key, value in ns.items():
                if key in _PROHIBITED:
                    raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
                if key not in _SPECIAL and key not in fields:
                    setattr(record, key, value)
            return record

    NamedTuple = type.__new__(_RecordMeta, "NamedTuple", (), {})
