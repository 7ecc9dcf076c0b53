from urllib.parse import urlsplit

import httpx
from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, HttpUrl

from ..config import get_settings
from ..deps import PrincipalDep

router = APIRouter()


class FeedIn(BaseModel):
    url: HttpUrl


@router.post("/supplier-feed")
async def supplier_feed(body: FeedIn, principal: PrincipalDep):
    host = urlsplit(str(body.url)).hostname
    if host not in get_settings().partner_hosts:
        raise HTTPException(400, "unknown supplier")
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(str(body.url))
    return {"status": r.status_code, "items": len(r.json())}


@router.post("/preview")
async def preview(body: FeedIn, principal: PrincipalDep):
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        r = await client.get(str(body.url))
    return {"content_type": r.headers.get("content-type"), "head": r.text[:500]}
