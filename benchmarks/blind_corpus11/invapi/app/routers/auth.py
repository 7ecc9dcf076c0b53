from datetime import datetime, timedelta, timezone

import jwt
from fastapi import APIRouter, Response
from fastapi.responses import RedirectResponse

from ..config import get_settings
from ..deps import PrincipalDep
from ..services.tokens import invite_code

router = APIRouter()


def _issue(sub: str) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=8)
    return jwt.encode({"sub": sub, "exp": exp}, get_settings().jwt_secret.get_secret_value(), algorithm="HS256")


@router.post("/session")
async def create_session(principal: PrincipalDep, response: Response):
    response.set_cookie("inv_session", _issue(str(principal.id)), httponly=True, secure=True, samesite="strict")
    return {"ok": True}


@router.post("/dashboard-session")
async def dashboard_session(principal: PrincipalDep, response: Response):
    # the legacy dashboard reads this from document.cookie
    response.set_cookie("dash_token", _issue(str(principal.id)), max_age=28800)
    return {"ok": True}


@router.post("/invite")
async def invite(principal: PrincipalDep):
    return {"code": invite_code()}


@router.get("/sso/callback")
async def sso_callback(state: str, code: str):
    # state carries the page the user started from
    return RedirectResponse(url=state, status_code=302)
