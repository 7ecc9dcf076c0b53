import logging
from urllib.parse import urlsplit

import httpx
import jsonpickle
import yaml
from fastapi import APIRouter, Body, Depends, HTTPException, Request

from app.deps import current_agent
from app.settings import get_settings

log = logging.getLogger(__name__)
router = APIRouter(prefix="/webhooks", tags=["webhooks"])


@router.post("/test")
async def test_webhook(payload: dict = Body(...), agent: dict = Depends(current_agent)):
    url = payload["url"]
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.post(url, json={"event": "ping", "agent": agent["id"]})
    return {"status": resp.status_code, "body": resp.text[:500]}


@router.post("/deliver")
async def deliver(payload: dict = Body(...), agent: dict = Depends(current_agent)):
    url = payload["url"]
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in get_settings().webhook_allowed_hosts:
        raise HTTPException(400, "destination not allowed")
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        resp = await client.post(url, json=payload.get("body", {}))
    return {"status": resp.status_code}


@router.post("/inbound/{integration}")
async def inbound(integration: str, request: Request):
    raw = await request.body()
    event = jsonpickle.decode(raw.decode("utf-8"))
    log.info("inbound %s event: %r", integration, getattr(event, "type", event))
    return {"accepted": True}


@router.post("/macros/import")
async def import_macros(request: Request, agent: dict = Depends(current_agent)):
    data = yaml.load(await request.body(), Loader=yaml.SafeLoader)
    if not isinstance(data, list):
        raise HTTPException(400, "expected a list of macros")
    return {"imported": len(data)}
