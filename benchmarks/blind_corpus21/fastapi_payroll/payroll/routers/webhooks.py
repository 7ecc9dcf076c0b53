from urllib.parse import urlparse

import httpx
from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

from ..config import settings
from ..bankfiles import parse_statement, entry_amount

router = APIRouter(tags=["webhooks"])
_HOOKS = {}


class Hook(BaseModel):
    name: str
    url: str


@router.post("/")
def register(hook: Hook):
    _HOOKS[hook.name] = hook.url
    return {"ok": True}


@router.post("/{name}/test")
def test_hook(name: str):
    url = _HOOKS.get(name)
    if url is None:
        raise HTTPException(404)
    r = httpx.post(url, json={"text": "payroll webhook test"}, timeout=5)
    return {"status": r.status_code}


@router.post("/{name}/notify")
def notify(name: str, message: str):
    url = _HOOKS.get(name, "")
    if urlparse(url).scheme != "https" or urlparse(url).hostname not in settings.allowed_webhook_hosts:
        raise HTTPException(400, "webhook host not allowed")
    r = httpx.post(url, json={"text": message}, timeout=5)
    return {"status": r.status_code}


@router.post("/bank/statement")
async def bank_statement(body: bytes, ref: str = ""):
    doc = parse_statement(body)
    return {"amount": entry_amount(doc, ref) if ref else None}
