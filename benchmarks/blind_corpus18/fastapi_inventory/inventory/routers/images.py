import os

import httpx
from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel, HttpUrl

from ..settings import get_settings

router = APIRouter()

CDN_HOSTS = ("cdn.supplier-one.example", "images.supplier-two.example")


class ImportReq(BaseModel):
    sku: str
    url: HttpUrl


@router.post("/import")
async def import_image(req: ImportReq):
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(str(req.url))
    path = os.path.join(get_settings().image_root, req.sku + ".jpg")
    with open(path, "wb") as fh:
        fh.write(r.content)
    return {"bytes": len(r.content)}


@router.post("/import-cdn")
async def import_cdn(req: ImportReq):
    if req.url.host not in CDN_HOSTS:
        raise HTTPException(400, "unsupported host")

    async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
        r = await client.get(str(req.url))
    return {"bytes": len(r.content)}


@router.get("/{item_id}")
def image(item_id: int):
    return FileResponse(os.path.join(get_settings().image_root, f"{item_id}.jpg"))
