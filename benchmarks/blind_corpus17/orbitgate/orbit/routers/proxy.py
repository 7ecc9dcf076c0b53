from urllib.parse import urlsplit

import httpx
from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import Response

from ..settings import Settings, get_settings

router = APIRouter(prefix="/proxy", tags=["proxy"])


@router.get("/preview")
async def link_preview(url: str):
    async with httpx.AsyncClient(follow_redirects=True, timeout=5) as client:
        resp = await client.get(url)
    return {"status": resp.status_code, "title": resp.text[:200]}


@router.get("/image")
async def image(url: str, settings: Settings = Depends(get_settings)):
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in settings.image_hosts:
        raise HTTPException(400, "host not allowed")
    async with httpx.AsyncClient(follow_redirects=False, timeout=5) as client:
        resp = await client.get(url)
    return Response(resp.content, media_type=resp.headers.get("content-type", "image/png"))
