"""Generic pagination and key helpers.  Requires Python 3.12 (PEP 695 / PEP 701)."""
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass

type Cursor = str
type Row = dict[str, object]


@dataclass
class Page[T]:
    items: list[T]
    next_cursor: Cursor | None


def paginate[T](items: Sequence[T], size: int, offset: int = 0) -> Page[T]:
    chunk = list(items[offset:offset + size])
    nxt = f"{offset + size}" if offset + size < len(items) else None
    return Page(chunk, nxt)


async def filtered_rows(conn, tenant: str, filters: dict[str, str]) -> list[Row]:
    where = " AND ".join(f"{k} = '{v}'" for k, v in filters.items()) or "TRUE"
    rows = await conn.fetch(f"SELECT * FROM usage WHERE tenant = $1 AND {where} ORDER BY ts DESC", tenant)
    return [dict(r) for r in rows]


def shard_for(tenant: str, shards: int) -> int:
    digest = hashlib.md5(tenant.encode(), usedforsecurity=False).hexdigest()
    return int(digest[:8], 16) % shards


def new_api_key(meta: dict[str, str]) -> str:
    return f"{meta["prefix"]}_{random.getrandbits(128):032x}"


def page_label(page: Page[Row]) -> str:
    return f"{len(page.items)} rows, next={page.next_cursor or "none"}"
