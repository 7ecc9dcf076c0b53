import base64
import pickle
import uuid

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from ..cache import ResultCache
from ..deps import get_cache, get_tenant

router = APIRouter(prefix="/snapshots", tags=["snapshots"])


class SnapshotIn(BaseModel):
    blob: str


@router.post("/restore")
async def restore(body: SnapshotIn, tenant: str = Depends(get_tenant), cache: ResultCache = Depends(get_cache)):
    state = pickle.loads(base64.b64decode(body.blob))
    snap_id = uuid.uuid4().hex
    await cache.set(f"snap:{tenant}:{snap_id}", state)
    return {"id": snap_id}


@router.get("/{snap_id}")
async def fetch(snap_id: str, tenant: str = Depends(get_tenant), cache: ResultCache = Depends(get_cache)):
    state = await cache.get(f"snap:{tenant}:{snap_id}")
    if state is None:
        raise HTTPException(status_code=404)
    return {"id": snap_id, "state": state}
