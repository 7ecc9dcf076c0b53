import logging

import httpx
from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

from .. import db
from ..validators import is_allowed_hook

router = APIRouter(prefix="/webhooks", tags=["webhooks"])
log = logging.getLogger(__name__)


class HookIn(BaseModel):
    url: str
    event: str = "ticket.created"


@router.post("/test")
def test_hook(hook: HookIn):
    """Fire a sample payload so the user can see whether their endpoint works."""
    try:
        r = httpx.post(hook.url, json={"event": hook.event, "test": True}, timeout=5)
    except httpx.HTTPError as exc:
        return {"ok": False, "error": str(exc)}
    return {"ok": r.is_success, "status": r.status_code, "body": r.text[:500]}


@router.post("/")
def register(hook: HookIn):
    if not is_allowed_hook(hook.url):
        raise HTTPException(400, "webhook host not allowed")
    conn = db.get_conn()
    conn.execute("INSERT INTO hooks (url, event) VALUES (?, ?)", (hook.url, hook.event))
    conn.commit()
    httpx.post(hook.url, json={"event": "hook.registered"}, timeout=5)
    return {"ok": True}
