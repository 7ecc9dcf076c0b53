"""Shared generic helpers.  Requires Python 3.12 (PEP 695)."""
from collections.abc import Callable, Iterable

type JSONScalar = str | int | float | bool | None
type JSONValue = JSONScalar | list[JSONValue] | dict[str, JSONValue]
type Handler[T] = Callable[[T], None]


class Page[T]:
    def __init__(self, items: list[T], total: int, offset: int = 0) -> None:
        self.items = items
        self.total = total
        self.offset = offset

    def as_dict(self) -> dict[str, JSONValue]:
        return {"items": list(self.items), "total": self.total, "offset": self.offset}


def first[T](xs: Iterable[T], default: T | None = None) -> T | None:
    for x in xs:
        return x
    return default


def paginate[T](items: list[T], offset: int, limit: int) -> Page[T]:
    return Page(items[offset:offset + limit], len(items), offset)
