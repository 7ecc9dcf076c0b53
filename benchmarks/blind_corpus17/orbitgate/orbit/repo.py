"""Tiny generic repository over SQLAlchemy Core text queries (needs Python 3.12)."""
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

type Row = dict[str, Any]
type Rows = list[Row]


@dataclass
class Report:
    id: int
    title: str
    body: str


class Repository[T]:
    table: str = ""
    columns: tuple[str, ...] = ()

    def __init__(self, session: Session, tenant: str) -> None:
        self.session = session
        self.tenant = tenant
        self._use_tenant()

    def _use_tenant(self) -> None:
        self.session.execute(text(f'SET search_path TO "{self.tenant}", public'))

    def get(self, item_id: int) -> Row | None:
        res = self.session.execute(
            text(f"SELECT {", ".join(self.columns)} FROM {self.table} WHERE id = :id"), {"id": item_id}
        )
        row = res.mappings().first()
        return dict(row) if row else None

    def search(self, term: str) -> Rows:
        sql = f"SELECT {", ".join(self.columns)} FROM {self.table} WHERE title ILIKE '%{term}%' ORDER BY id"
        return [dict(r) for r in self.session.execute(text(sql)).mappings()]


class ReportRepository(Repository[Report]):
    table = "reports"
    columns = ("id", "title", "body")


def first[T](items: list[T]) -> T | None:
    return items[0] if items else None
