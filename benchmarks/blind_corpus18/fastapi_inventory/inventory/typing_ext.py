"""Shared type aliases and generic helpers (requires Python 3.12)."""
from collections.abc import Callable, Iterable

type ItemId = int
type Row = dict[str, object]
type Loader[T] = Callable[[bytes], T]


def first[T](items: Iterable[T], default: T | None = None) -> T | None:
    for it in items:
        return it
    return default


def chunked[T](items: list[T], size: int) -> list[list[T]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def describe(row: Row) -> str:
    return f"{row["sku"]} ({row.get("name", "?")}) x{row.get("qty", 0)}"
