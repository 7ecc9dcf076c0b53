import base64
import json

from fastapi import APIRouter, Depends, Form, HTTPException
from fastapi.responses import RedirectResponse

from ..security import new_invite_code, new_session_token
from ..settings import Settings, get_settings

router = APIRouter(prefix="/auth", tags=["auth"])


def _decode_state(state: str) -> dict:
    padded = state + "=" * (-len(state) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))


@router.get("/callback")
def sso_callback(code: str, state: str):
    data = _decode_state(state)
    resp = RedirectResponse(data.get("return_to", "/"), status_code=303)
    resp.set_cookie("orbit_session", new_session_token(), httponly=True)
    return resp


@router.post("/switch")
def switch_account(return_to: str = Form("/"), settings: Settings = Depends(get_settings)):
    if not (return_to.startswith(settings.app_origin + "/") or (return_to.startswith("/") and not return_to.startswith("//"))):
        return_to = "/"
    resp = RedirectResponse(return_to, status_code=303)
    resp.set_cookie("orbit_session", new_session_token(), secure=True, httponly=True, samesite="strict")
    return resp


@router.post("/invites")
def create_invite():
    return {"code": new_invite_code()}
