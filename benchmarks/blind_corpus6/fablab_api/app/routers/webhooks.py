from urllib.parse import urlsplit

import httpx
from fastapi import APIRouter, Depends, HTTPException

from ..auth import current_member
from ..schemas import CalendarFeed
from ..settings import settings

router = APIRouter(prefix="/integrations", tags=["integrations"])


@router.post("/calendar/test")
async def test_calendar_feed(body: CalendarFeed, member: dict = Depends(current_member)):
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.get(str(body.url))
    return {"status": resp.status_code, "bytes": len(resp.content), "type": resp.headers.get("content-type")}


@router.post("/calendar/subscribe")
async def subscribe_calendar(body: CalendarFeed, member: dict = Depends(current_member)):
    parts = urlsplit(str(body.url))
    if parts.scheme != "https" or parts.hostname not in settings.calendar_hosts:
        raise HTTPException(400, "unsupported calendar provider")
    async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
        resp = await client.get(str(body.url))
    resp.raise_for_status()
    return {"ok": True, "events": resp.text.count("BEGIN:VEVENT")}
