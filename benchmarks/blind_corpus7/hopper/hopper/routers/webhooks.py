from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, HttpUrl

from ..services.webhook_client import WebhookClient, fire_verified
from ..services.preview import favicon, link_preview

router = APIRouter()
_registered: dict[str, WebhookClient] = {}


class Registration(BaseModel):
    name: str
    url: HttpUrl


@router.post("/register")
def register(reg: Registration):
    _registered[reg.name] = WebhookClient(str(reg.url))
    return {"registered": reg.name}


@router.post("/{name}/test")
def test_fire(name: str):
    client = _registered.get(name)
    if client is None:
        raise HTTPException(404)
    return {"status": client.fire({"event": "test"})}


@router.post("/notify")
def notify(url: str, message: str):
    try:
        return {"status": fire_verified(url, {"text": message})}
    except ValueError as e:
        raise HTTPException(400, str(e))


@router.get("/preview")
async def preview(url: str):
    return await link_preview(url)


@router.get("/favicon/{domain}")
async def get_favicon(domain: str):
    return {"size": len(await favicon(domain))}
