from urllib.parse import urlsplit

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import RedirectResponse

from ..db import UserRepo
from ..security import make_session, verify_password
from ..settings import get_settings

router = APIRouter(prefix="/auth")


def _is_local(url: str) -> bool:
    # only allow relative paths back into the app
    return url.startswith("/")


def _same_site(url: str) -> bool:
    if url.startswith("//") or "\\" in url or any(ord(c) < 32 for c in url):
        return False
    parts = urlsplit(url)
    base = urlsplit(get_settings().public_base_url)
    return (not parts.scheme and not parts.netloc) or (parts.scheme == "https" and parts.netloc == base.netloc)


@router.post("/login")
async def login(email: str = Form(...), password: str = Form(...), next: str = Form("/")):
    user = await UserRepo().by_email(email)
    if not user or not verify_password(password, user.password_hash):
        raise HTTPException(401, "invalid credentials")
    target = next if _is_local(next) else "/"
    resp = RedirectResponse(target, status_code=303)
    resp.set_cookie("notes_session", make_session(user.id), httponly=True, secure=True, samesite="lax",
                    max_age=14 * 86400)
    resp.set_cookie("notes_remember", make_session(user.id), max_age=180 * 86400)
    return resp


@router.get("/continue")
async def continue_to(request: Request, to: str = "/"):
    target = to if _same_site(to) else "/"
    return RedirectResponse(target)


@router.post("/logout")
async def logout():
    resp = RedirectResponse("/", status_code=303)
    resp.delete_cookie("notes_session")
    resp.delete_cookie("notes_remember")
    return resp
