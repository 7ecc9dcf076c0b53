import hashlib
import hmac
import pickle

import yaml
from fastapi import APIRouter, Depends, File, HTTPException, UploadFile
from redis.asyncio import Redis

from ..deps import Tenant
from ..settings import Settings, get_settings

router = APIRouter()
redis = Redis.from_url("redis://localhost:6379/3")


@router.post("/upload")
async def upload_manifest(tenant: Tenant, file: UploadFile = File(...)):
    raw = await file.read()
    manifest = yaml.load(raw, Loader=yaml.Loader)
    if not isinstance(manifest, dict) or "parcels" not in manifest:
        raise HTTPException(422, "manifest must contain a parcels list")
    return {"parcels": len(manifest["parcels"])}


async def cached_rates(key: str, settings: Settings = Depends(get_settings)):
    blob = await redis.get(f"rates:{key}")
    if not blob:
        return None
    mac, payload = blob[:32], blob[32:]
    expected = hmac.new(settings.cache_signing_key, payload, hashlib.sha256).digest()
    if not hmac.compare_digest(mac, expected):
        return None
    return pickle.loads(payload)


@router.get("/rates/{key}")
async def rates(key: str, tenant: Tenant, data=Depends(cached_rates)):
    return data or {}
