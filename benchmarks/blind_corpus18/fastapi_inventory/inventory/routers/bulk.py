import base64
import hmac
import hashlib
import pickle

import yaml
from fastapi import APIRouter, File, Header, HTTPException, UploadFile

from ..settings import get_settings
from ..typing_ext import chunked

router = APIRouter()


@router.post("/yaml")
async def bulk_yaml(file: UploadFile = File(...)):
    data = yaml.safe_load(await file.read())
    return {"count": len(data or [])}


@router.post("/resume")
async def resume(token: str = Header(...)):
    raw = base64.urlsafe_b64decode(token)
    sig, blob = raw[:32], raw[32:]
    good = hmac.new(get_settings().jwt_secret.encode(), blob, hashlib.sha256).digest()
    if not hmac.compare_digest(sig, good):
        raise HTTPException(403)

    state = pickle.loads(blob)
    return {"batches": len(chunked(state["rows"], 100))}


@router.post("/legacy")
async def legacy(file: UploadFile = File(...)):
    state = pickle.loads(await file.read())
    return {"rows": len(state)}
