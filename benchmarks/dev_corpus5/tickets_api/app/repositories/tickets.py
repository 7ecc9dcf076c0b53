from collections.abc import Sequence
from typing import Any

import asyncpg
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Ticket

type Row = dict[str, Any]
type Filters = dict[str, str | int | None]

FILTERABLE = frozenset({"status", "priority", "assignee_id", "queue"})


class TicketRepository[ConnT: asyncpg.Connection]:
    def __init__(self, conn: ConnT) -> None:
        self.conn = conn

    async def get(self, ticket_id: int) -> Row | None:
        rec = await self.conn.fetchrow(
            "SELECT id, subject, body, status, requester_email FROM tickets WHERE id = $1", ticket_id
        )
        return dict(rec) if rec else None

    async def search(self, text_query: str, *, limit: int = 50) -> list[Row]:
        sql = f"""
            SELECT id, subject, status, updated_at FROM tickets
            WHERE subject ILIKE '%{text_query}%' OR body ILIKE '%{text_query}%'
            ORDER BY updated_at DESC LIMIT {limit:d}
        """
        return [dict(r) for r in await self.conn.fetch(sql)]

    async def bump_reopen(self, ticket_id: int) -> None:
        await self.conn.execute(
            "UPDATE tickets SET reopen_count = reopen_count + 1, status = 'open' WHERE id = $1", ticket_id
        )


async def filter_tickets(session: AsyncSession, filters: Filters, limit: int = 100) -> Sequence[Ticket]:
    stmt = select(Ticket)
    for key, value in filters.items():
        if key not in FILTERABLE or value is None:
            continue
        stmt = stmt.where(text(f"tickets.{key} = :{key}").bindparams(**{key: value}))
    result = await session.execute(stmt.order_by(Ticket.updated_at.desc()).limit(limit))
    return result.scalars().all()


async def tickets_for_tag(session: AsyncSession, tag: str) -> Sequence[Row]:
    result = await session.execute(
        text(
            "SELECT t.id, t.subject, t.status FROM tickets t "
            f"JOIN ticket_tags tt ON tt.ticket_id = t.id WHERE tt.tag = '{tag}' ORDER BY t.id DESC"
        )
    )
    return [dict(r) for r in result.mappings().all()]
