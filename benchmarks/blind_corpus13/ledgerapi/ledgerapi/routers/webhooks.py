from __future__ import annotations

import json
import re

import httpx
from fastapi import APIRouter, HTTPException
from pydantic import AnyHttpUrl, BaseModel

from ..deps import Conn, User
from ..security import sign_webhook
from ..settings import get_settings

router = APIRouter(tags=["webhooks"])
CURRENCY_RE = re.compile(r"^[A-Z]{3}$")


class WebhookIn(BaseModel):
    url: AnyHttpUrl
    secret: str


@router.post("/webhooks", status_code=201)
async def register(hook: WebhookIn, user: User, conn: Conn) -> dict[str, int]:
    hook_id = await conn.fetchval(
        "INSERT INTO webhook (owner_id, url, secret) VALUES ($1, $2, $3) RETURNING id", user.id, str(hook.url), hook.secret
    )
    return {"id": hook_id}


@router.post("/webhooks/{hook_id}/ping")
async def ping(hook_id: int, user: User, conn: Conn) -> dict[str, int]:
    hook = await conn.fetchrow("SELECT url, secret FROM webhook WHERE id = $1 AND owner_id = $2", hook_id, user.id)
    if hook is None:
        raise HTTPException(404)
    body = json.dumps({"event": "ping", "hook": hook_id}).encode()
    async with httpx.AsyncClient(timeout=get_settings().webhook_timeout) as client:
        resp = await client.post(hook["url"], content=body, headers={"X-Ledger-Signature": sign_webhook(hook["secret"], body)})
    return {"status": resp.status_code}


@router.get("/fx/{currency}")
async def fx_rates(currency: str, user: User) -> dict:
    if not CURRENCY_RE.match(currency):
        raise HTTPException(400, "bad currency code")
    base = str(get_settings().fx_base_url).rstrip("/")
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.get(f"{base}/latest", params={"base": currency})
    resp.raise_for_status()
    return resp.json()
