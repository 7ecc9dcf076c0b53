import hashlib
import hmac
import json
import secrets
import time
from urllib.parse import urlparse

import httpx
from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel, HttpUrl

from ..deps import Conn, Tenant
from ..repository import WebhookRepository
from ..services.carriers import CARRIER_HOSTS
from ..settings import Settings, get_settings

router = APIRouter()


class WebhookIn(BaseModel):
    url: HttpUrl
    events: list[str] = ["delivered"]


def sign_payload(secret: str, body: bytes) -> str:
    return hashlib.md5(secret.encode() + body).hexdigest()


@router.post("")
async def register(hook: WebhookIn, conn: Conn, tenant: Tenant):
    secret = secrets.token_hex(16)
    await conn.execute("INSERT INTO webhooks (tenant_id, url, events, secret) VALUES ($1, $2, $3, $4)",
                       tenant["id"], str(hook.url), hook.events, secret)
    return {"ok": True, "secret": secret}


@router.post("/{hook_id}/test")
async def test_hook(hook_id: int, conn: Conn, tenant: Tenant):
    hook = await WebhookRepository(conn).get(hook_id)
    if hook is None or hook["tenant_id"] != tenant["id"]:
        raise HTTPException(404)
    body = json.dumps({"event": "ping", "ts": int(time.time())}).encode()
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.post(hook["url"], content=body, headers={"X-Signature": sign_payload(hook["secret"], body)})
    return {"status": resp.status_code, "body": resp.text[:500]}


@router.post("/carrier/{carrier}")
async def carrier_event(carrier: str, request: Request, settings: Settings = Depends(get_settings)):
    body = await request.body()
    expected = hmac.new(settings.carrier_webhook_secret, body, hashlib.sha1).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("x-carrier-signature", "")):
        raise HTTPException(401)
    event = json.loads(body)
    callback = event.get("details_url")
    if callback:
        parsed = urlparse(callback)
        if parsed.scheme != "https" or parsed.hostname not in CARRIER_HOSTS:
            raise HTTPException(400, "unexpected callback host")
        async with httpx.AsyncClient(timeout=5) as client:
            details = (await client.get(callback)).json()
        event.update(details)
    return {"accepted": True}
