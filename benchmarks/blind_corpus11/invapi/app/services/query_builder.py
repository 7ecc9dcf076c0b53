"""SQL assembly helpers for the listing and report endpoints (requires Python 3.12)."""
from collections.abc import Sequence

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

type Params = dict[str, object]
type Query = tuple[str, Params]

_SORT_COLUMNS = {"sku": "i.sku", "name": "i.name", "qty": "i.qty DESC"}


def first[T](rows: Sequence[T]) -> T | None:
    return rows[0] if rows else None


def build_listing(tenant: str, *, sort: str, location: str | None, limit: int) -> Query:
    params: Params = {"tenant": tenant, "limit": limit}
    where = ["i.tenant = :tenant"]
    if location:
        where.append("i.location = :loc")
        params["loc"] = location
    sql = f"SELECT i.id, i.sku, i.name, i.qty FROM items i WHERE {" AND ".join(where)} ORDER BY {_SORT_COLUMNS[sort]} LIMIT :limit"
    return sql, params


async def totals_by[K](session: AsyncSession, tenant: str, group: str, key_type: type[K]) -> dict[K, int]:
    sql = f"SELECT {group} AS k, sum(qty) AS n FROM items WHERE tenant = :t GROUP BY {group}"
    rows = (await session.execute(text(sql), {"t": tenant})).all()
    return {key_type(r.k): int(r.n) for r in rows}


def describe(q: Query) -> str:
    sql, params = q
    return f"{sql!r} with {", ".join(f"{k}={v!r}" for k, v in params.items())}"
