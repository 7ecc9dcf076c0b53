"""Shared typing helpers. Needs Python 3.12 (PEP 695)."""
from collections.abc import Callable, Sequence

from pydantic import BaseModel

type SeedId = int
type Row = dict[str, object]
type Loader[T] = Callable[[bytes], T]


class Page[T](BaseModel):
    items: list[T]
    total: int
    offset: int = 0


def paginate[T](rows: Sequence[T], offset: int, limit: int) -> Page[T]:
    return Page[T](items=list(rows[offset : offset + limit]), total=len(rows), offset=offset)


def first_or_none[T](rows: Sequence[T]) -> T | None:
    return rows[0] if rows else None
