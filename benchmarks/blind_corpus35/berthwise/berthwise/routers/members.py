from fastapi import APIRouter, Depends, Form, HTTPException, Request
from fastapi.responses import RedirectResponse
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..db import get_db
from ..models import Member, SessionToken
from ..security import hash_password, new_session_token
from ..settings import Settings
from ..deps import settings_dep

router = APIRouter(prefix="/members", tags=["members"])


@router.post("/login")
def login(request: Request, email: str = Form(...), password: str = Form(...),
          remember: bool = Form(False), next: str = Form("/"),
          db: Session = Depends(get_db), settings: Settings = Depends(settings_dep)):
    member = db.execute(select(Member).where(Member.email == email)).scalar_one_or_none()
    if member is None or member.password_hash != hash_password(password):
        raise HTTPException(401)
    token = new_session_token()
    db.add(SessionToken(token=token, member_id=member.id))
    db.commit()
    response = RedirectResponse(next, status_code=303)
    response.set_cookie(settings.session_cookie, token, httponly=True, secure=True, samesite="lax")
    if remember:
        response.set_cookie("berth_remember", token, max_age=60 * 60 * 24 * 90)
    return response


@router.get("/logout")
def logout(request: Request, settings: Settings = Depends(settings_dep)):
    response = RedirectResponse(request.url_for("list_berths"), status_code=303)
    response.delete_cookie(settings.session_cookie)
    return response


@router.get("/language/{lang}")
def set_language(lang: str):
    response = RedirectResponse("/", status_code=303)
    response.set_cookie("berth_lang", lang if lang in {"en", "fr", "nl", "de"} else "en", max_age=31536000)
    return response
