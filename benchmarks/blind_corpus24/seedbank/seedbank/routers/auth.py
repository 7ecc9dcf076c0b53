import hashlib
import secrets
from urllib.parse import urlparse

from fastapi import APIRouter, Form, HTTPException, Response
from fastapi.responses import RedirectResponse

from .. import db

router = APIRouter()

ALLOWED_RETURN_HOSTS = {"seeds.commons-seeds.org", "shop.commons-seeds.org"}
_sessions: dict[str, int] = {}


def _check(pw: str, stored: str) -> bool:
    return secrets.compare_digest(hashlib.md5(pw.encode()).hexdigest(), stored)


@router.post("/login")
def login(response: Response, email: str = Form(...), password: str = Form(...), return_to: str = Form("/")):
    row = db.donor_login_row(email)
    if not row or not _check(password, row["pw_hash"]):
        raise HTTPException(401)
    token = secrets.token_urlsafe(24)
    _sessions[token] = row["id"]
    resp = RedirectResponse(url=return_to, status_code=303)
    resp.set_cookie("sb_session", token)
    return resp


@router.get("/bounce")
def bounce(to: str):
    host = urlparse(to).hostname
    if host not in ALLOWED_RETURN_HOSTS:
        to = "/"
    return RedirectResponse(to)


@router.post("/api-login")
def api_login(response: Response, email: str = Form(...), password: str = Form(...)):
    row = db.donor_login_row(email)
    if not row or not _check(password, row["pw_hash"]):
        raise HTTPException(401)
    token = secrets.token_urlsafe(24)
    _sessions[token] = row["id"]
    response.set_cookie("sb_session", token, secure=True, httponly=True, samesite="strict", max_age=3600)
    return {"ok": True}
