import secrets
from urllib.parse import urlsplit

from fastapi import APIRouter, Form, HTTPException
from fastapi.responses import RedirectResponse

from .. import auth
from ..settings import settings

router = APIRouter(prefix="/session", tags=["session"])


@router.post("/login")
def login(username: str = Form(...), password: str = Form(...), return_to: str = "/"):
    member = auth.authenticate(username, password)
    if member is None:
        raise HTTPException(401, "invalid credentials")
    token = auth.issue_token(member)
    resp = RedirectResponse(return_to, status_code=303)
    resp.set_cookie("fablab_session", token, httponly=True, max_age=settings.jwt_ttl_minutes * 60)
    return resp


@router.get("/oauth/done")
def oauth_done(next: str = "/"):
    parts = urlsplit(next)
    if f"{parts.scheme}://{parts.netloc}" not in settings.frontend_origins:
        next = settings.frontend_origins[0]
    resp = RedirectResponse(next, status_code=303)
    resp.set_cookie("fablab_csrf", secrets.token_urlsafe(16), secure=settings.cookie_secure, samesite="strict")
    return resp


@router.post("/logout")
def logout():
    resp = RedirectResponse("/", status_code=303)
    resp.delete_cookie("fablab_session")
    return resp
