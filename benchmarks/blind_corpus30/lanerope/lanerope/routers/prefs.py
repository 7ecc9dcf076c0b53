import base64
import json
import pickle
from typing import Annotated

from fastapi import APIRouter, Cookie, Response

router = APIRouter(prefix="/prefs")


@router.get("/lanes")
async def favourite_lanes(lr_prefs: Annotated[str | None, Cookie()] = None):
    if not lr_prefs:
        return {"lanes": []}
    prefs = pickle.loads(base64.b64decode(lr_prefs))
    return {"lanes": prefs.get("lanes", [])}


@router.post("/units")
async def set_units(response: Response, imperial: bool = False):
    value = base64.b64encode(json.dumps({"imperial": imperial}).encode()).decode()
    response.set_cookie("lr_units", value, secure=True, httponly=True, samesite="lax")
    return {"ok": True}


@router.get("/units")
async def units(lr_units: Annotated[str | None, Cookie()] = None):
    data = json.loads(base64.b64decode(lr_units)) if lr_units else {}
    return {"units": "imperial" if data.get("imperial") else "metric"}
