from urllib.parse import urlsplit

from fastapi import APIRouter, Depends, Form, HTTPException, Request, Response
from fastapi.responses import RedirectResponse
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..core.config import get_settings
from ..core.security import token_serializer, verify_password
from ..deps import get_db
from ..models import User

router = APIRouter()

LANGUAGES = {"en", "de", "fr", "es", "pt"}


def _local_path(target: str | None) -> str:
    if not target:
        return "/dashboard"
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/dashboard"
    return target


def _authenticate(db: Session, email: str, password: str) -> User:
    user = db.scalar(select(User).where(User.email == email))
    if user is None or not verify_password(password, user.password_hash):
        raise HTTPException(401, "invalid credentials")
    return user


@router.post("/login")
def login(request: Request, email: str = Form(), password: str = Form(), next: str | None = Form(None), db: Session = Depends(get_db)):
    user = _authenticate(db, email, password)
    token = token_serializer().dumps(user.id)
    response = RedirectResponse(_local_path(next), status_code=303)
    response.set_cookie("qf_token", token, max_age=get_settings().token_ttl_hours * 3600)
    return response


@router.post("/api/session")
def api_session(response: Response, email: str = Form(), password: str = Form(), db: Session = Depends(get_db)):
    user = _authenticate(db, email, password)
    settings = get_settings()
    response.set_cookie(key="qf_token", value=token_serializer().dumps(user.id), httponly=True, secure=settings.cookie_secure, samesite="lax", max_age=settings.token_ttl_hours * 3600)
    return {"ok": True}


@router.post("/prefs/language")
def set_language(lang: str = Form()):
    response = RedirectResponse("/", status_code=303)
    response.set_cookie("qf_lang", lang if lang in LANGUAGES else "en", max_age=365 * 86400)
    return response
