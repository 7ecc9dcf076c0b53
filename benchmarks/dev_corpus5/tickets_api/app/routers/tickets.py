import html
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException, Query
from fastapi.responses import FileResponse, HTMLResponse
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_pool, get_session
from app.deps import current_agent
from app.repositories import reports
from app.repositories.tickets import TicketRepository, filter_tickets, tickets_for_tag
from app.settings import get_settings

router = APIRouter(prefix="/tickets", tags=["tickets"])


@router.get("/search")
async def search(q: str = Query(..., min_length=2), agent: dict = Depends(current_agent)):
    pool = await get_pool()
    async with pool.acquire() as conn:
        return await TicketRepository(conn).search(q)


@router.get("/filter")
async def filtered(
    status: str | None = None,
    priority: str | None = None,
    queue: str | None = None,
    session: AsyncSession = Depends(get_session),
    agent: dict = Depends(current_agent),
):
    rows = await filter_tickets(session, {"status": status, "priority": priority, "queue": queue})
    return [{"id": t.id, "subject": t.subject, "status": t.status} for t in rows]


@router.get("/by-tag/{tag}")
async def by_tag(tag: str, session: AsyncSession = Depends(get_session), agent: dict = Depends(current_agent)):
    return await tickets_for_tag(session, tag)


@router.get("/reports/sla")
async def sla(queue: str = "general", days: int = 7, agent: dict = Depends(current_agent)):
    return await reports.sla_breaches(queue, days)


@router.get("/reports/leaderboard")
async def leaderboard(period: str = "30 days", agent: dict = Depends(current_agent)):
    return await reports.agent_leaderboard(agent["team"], period)


@router.get("/{ticket_id}/print", response_class=HTMLResponse)
async def printable(ticket_id: int, agent: dict = Depends(current_agent)):
    pool = await get_pool()
    async with pool.acquire() as conn:
        ticket = await TicketRepository(conn).get(ticket_id)
    if ticket is None:
        raise HTTPException(404)
    return HTMLResponse(f"""<html><head><title>Ticket #{ticket_id}</title></head>
<body><h1>{ticket["subject"]}</h1>
<pre>{ticket["body"]}</pre>
<p>Requester: {ticket["requester_email"]}</p></body></html>""")


@router.get("/{ticket_id}/card", response_class=HTMLResponse)
async def summary_card(ticket_id: int, agent: dict = Depends(current_agent)):
    pool = await get_pool()
    async with pool.acquire() as conn:
        ticket = await TicketRepository(conn).get(ticket_id)
    if ticket is None:
        raise HTTPException(404)
    subject = html.escape(ticket["subject"])
    status = html.escape(ticket["status"])
    return HTMLResponse(f"<div class='card'><b>#{ticket_id}</b> {subject} <span class='st'>{status}</span></div>")


@router.get("/{ticket_id}/attachment")
async def attachment(ticket_id: int, file: str, agent: dict = Depends(current_agent)):
    path = Path(get_settings().attachments_dir) / str(ticket_id) / file
    if not path.is_file():
        raise HTTPException(404)
    return FileResponse(path, filename=path.name)


@router.get("/{ticket_id}/inline")
async def inline_attachment(ticket_id: int, file: str, agent: dict = Depends(current_agent)):
    base = (Path(get_settings().attachments_dir) / str(ticket_id)).resolve()
    target = (base / file).resolve()
    if not target.is_relative_to(base) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target, content_disposition_type="inline")
