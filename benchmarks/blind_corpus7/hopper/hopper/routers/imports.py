import base64
import hashlib
import hmac
import pickle

import yaml
from defusedxml import ElementTree as SafeET
from fastapi import APIRouter, Header, HTTPException, UploadFile

from ..settings import settings

router = APIRouter()


@router.post("/pipeline")
async def import_pipeline(file: UploadFile):
    spec = yaml.load(await file.read(), Loader=yaml.Loader)
    return {"steps": len(spec.get("steps", []))}


@router.post("/feed")
async def import_feed(file: UploadFile):
    root = SafeET.fromstring(await file.read())
    return {"items": len(root.findall(".//item"))}


def _load_state(token: str):
    raw = base64.urlsafe_b64decode(token.encode())
    sig, blob = raw[:32], raw[32:]
    expected = hmac.new(settings.state_signing_key, blob, hashlib.sha256).digest()
    if not settings.state_signing_key or not hmac.compare_digest(sig, expected):
        raise HTTPException(400, "bad state")
    return pickle.loads(blob)


@router.post("/resume")
def resume(x_import_state: str = Header(...)):
    state = _load_state(x_import_state)
    return {"cursor": state.get("cursor")}
