import httpx
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, HttpUrl

from ..settings import Settings, get_settings

router = APIRouter(prefix="/callbacks", tags=["callbacks"])


class CallbackIn(BaseModel):
    callback_url: HttpUrl
    event: str = "test"


@router.post("/test")
async def test_callback(body: CallbackIn):
    async with httpx.AsyncClient(timeout=5) as client:
        r = await client.post(str(body.callback_url), json={"event": body.event})
    return {"status": r.status_code, "body": r.text[:500]}


@router.post("/register")
async def register(body: CallbackIn, settings: Settings = Depends(get_settings)):
    url = body.callback_url
    if url.scheme != "https" or url.host not in settings.callback_allowlist:
        raise HTTPException(status_code=400, detail="callback host not allowed")
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        await client.post(str(url), json={"event": "registered"})
    return {"registered": str(url)}
