"""Generic pagination helpers. Uses PEP 695 syntax, so Python 3.12+ only."""
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.orm import Session

type SortSpec = tuple[str, bool]
type Row = dict[str, Any]


class Page[T](BaseModel):
    items: list[T]
    total: int
    page: int
    per_page: int

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))


def parse_sort[K: str](raw: str | None, allowed: Sequence[K], default: K) -> SortSpec:
    if not raw:
        return default, False
    desc = raw.startswith("-")
    name = raw.lstrip("-")
    if name not in allowed:
        return default, False
    return name, desc


def fetch_page(db: Session, table: str, allowed: Sequence[str], sort: str | None, page: int, per_page: int) -> Page[Row]:
    column, desc = parse_sort(sort, allowed, allowed[0])
    direction = "DESC" if desc else "ASC"
    offset = (max(page, 1) - 1) * per_page
    total = db.execute(text(f"SELECT count(*) FROM {table}")).scalar_one()
    rows = db.execute(
        text(f"SELECT * FROM {table} ORDER BY {column} {direction} LIMIT :lim OFFSET :off"),
        {"lim": per_page, "off": offset},
    ).mappings().all()
    return Page[Row](items=[dict(r) for r in rows], total=total, page=page, per_page=per_page)


def describe(page: Page[Row]) -> str:
    first = f"{page.items[0]["id"]}" if page.items else "-"
    return f"page {page.page}/{page.pages}, {len(page.items)} of {page.total} (first id {first})"
