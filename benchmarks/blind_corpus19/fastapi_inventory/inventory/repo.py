from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

type Row = Mapping[str, Any]
type Filters = dict[str, str | int]

SORT_COLUMNS = {"sku", "name", "quantity", "updated_at"}


class Repository[T]:
    table: str = ""

    def __init__(self, session: Session, factory: type[T]) -> None:
        self.session = session
        self.factory = factory

    def get(self, item_id: int) -> T | None:
        row = self.session.execute(text(f"SELECT * FROM {self.table} WHERE id = :id"), {"id": item_id}).mappings().first()
        return self.factory(**row) if row else None

    def list(self, sort: str = "sku", direction: str = "asc") -> list[T]:
        column = sort if sort in SORT_COLUMNS else "sku"
        order = "DESC" if direction.lower() == "desc" else "ASC"
        rows = self.session.execute(text(f"SELECT * FROM {self.table} ORDER BY {column} {order}")).mappings()
        return [self.factory(**r) for r in rows]

    def search(self, filters: Filters) -> list[T]:
        clauses = " AND ".join(f"{key} = '{value}'" for key, value in filters.items())
        rows = self.session.execute(text(f"SELECT * FROM {self.table} WHERE {clauses}")).mappings()
        return [self.factory(**r) for r in rows]


def first_or_none[K, V](pairs: Iterable[tuple[K, V]]) -> tuple[K, V] | None:
    for pair in pairs:
        return pair
    return None
