"""Records: dataclasses that generate no methods, for types made at every start.

A dataclass generates its `__init__`, `__repr__` and `__eq__` through `exec` when its class is
defined, about half a millisecond a class at every start of the command. A `@record` class
is still a dataclass, for what reads its fields (the validator, pydantic), but inherits one
shared `__init__` and `__repr__` from `Record`. The file formats, the partie sheet's formats
and the editions are records.
"""

from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, TypeVar, dataclass_transform


class Record:
    """What `@record` classes share: building from field values, and a readable repr.
    A field left out takes its default, which the dataclass leaves on the class."""

    _names: ClassVar[tuple[str, ...]] = ()
    _known: ClassVar[frozenset[str]] = frozenset()
    _required: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, *args: Any, **values: Any) -> None:
        if args:
            values = self._by_name(args, values)
        if not self._required <= values.keys() <= self._known:
            self._refuse(values)
        self.__dict__.update(values)

    def _by_name(self, args: tuple[Any, ...], values: dict[str, Any]) -> dict[str, Any]:
        if len(args) > len(self._names):
            raise TypeError(f"{type(self).__name__} takes at most {len(self._names)} values")
        for key in self._names[: len(args)]:
            if key in values:
                raise TypeError(f"{type(self).__name__} got {key!r} twice")
        return {**dict(zip(self._names, args, strict=False)), **values}

    def _refuse(self, values: dict[str, Any]) -> None:
        unknown = sorted(values.keys() - self._known)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {unknown[0]!r}")
        missing = sorted(self._required - values.keys())
        raise TypeError(f"{type(self).__name__} needs {missing[0]!r}")

    def __repr__(self) -> str:
        parts = ", ".join(f"{key}={getattr(self, key)!r}" for key in self._names)
        return f"{type(self).__name__}({parts})"


R = TypeVar("R", bound=Record)


@dataclass_transform()
def record(cls: type[R]) -> type[R]:
    """A dataclass with no generated methods: its class inherits them from `Record`."""
    dataclass(init=False, repr=False, eq=False)(cls)  # no slots: the same class, in place
    found = fields(cls)  # type: ignore[arg-type]
    if any(f.default_factory is not MISSING for f in found):  # it would leave no default
        raise TypeError(f"{cls.__name__}: a record's defaults are plain values, on the class")
    cls._names = tuple(f.name for f in found)
    cls._known = frozenset(cls._names)
    cls._required = frozenset(f.name for f in found if f.default is MISSING)
    return cls
