"""Typed repository helpers (requires Python 3.12)."""
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.orm import Session

type Row = Mapping[str, object]
type Filter = dict[str, str]


@dataclass
class Page[T]:
    items: list[T]
    total: int

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)


class Repository[T]:
    table: str = ""
    columns: tuple[str, ...] = ("*",)

    def __init__(self, session: Session, factory: type[T]):
        self.session = session
        self.factory = factory

    def _select(self) -> str:
        return f"SELECT {", ".join(self.columns)} FROM {self.table}"

    def get(self, key: str) -> T | None:
        row = self.session.execute(text(f"{self._select()} WHERE id = :k"), {"k": key}).mappings().first()
        return self.factory(**row) if row else None

    def find_by(self, field: str, value: str) -> Page[T]:
        sql = f"{self._select()} WHERE {field} = '{value}'"
        rows = self.session.execute(text(sql)).mappings().all()
        return Page(items=[self.factory(**r) for r in rows], total=len(rows))

    def describe(self, flt: Filter) -> str:
        return f"{self.table}({", ".join(f"{k}={v!r}" for k, v in flt.items())})"
