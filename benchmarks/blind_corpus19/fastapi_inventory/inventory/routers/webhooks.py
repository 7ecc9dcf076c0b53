import logging
import os
from urllib.parse import urlsplit

import httpx
from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/webhooks")
log = logging.getLogger(__name__)

SLACK_WEBHOOK = os.environ.get("INVENTORY_SLACK_WEBHOOK", "")
TRUSTED_SUFFIXES = (".partners.example.com",)


class Subscription(BaseModel):
    callback_url: str
    events: list[str]


class StockEvent(BaseModel):
    sku: str
    delta: int
    meta: dict[str, str] = {}


def _summary(ev: StockEvent) -> str:
    return f"{ev.sku}: {f"{ev.delta:+d}"} units ({", ".join(f"{k}={ev.meta["source"] if k == "source" else v}" for k, v in ev.meta.items())})"


@router.post("/subscribe")
async def subscribe(sub: Subscription):
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.post(sub.callback_url, json={"type": "verification", "events": sub.events})
    log.info(f"verification {resp.status_code} for {sub.callback_url!r}")
    return {"verified": resp.is_success}


@router.post("/partner-ping")
async def partner_ping(sub: Subscription):
    host = urlsplit(sub.callback_url).hostname or ""
    if not host.endswith(TRUSTED_SUFFIXES):
        return {"verified": False}
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        resp = await client.post(sub.callback_url, json={"type": "ping"})
    return {"verified": resp.is_success}


@router.post("/notify")
async def notify(ev: StockEvent):
    async with httpx.AsyncClient(timeout=5) as client:
        await client.post(SLACK_WEBHOOK, json={"text": _summary(ev)})
    return {"ok": True}
