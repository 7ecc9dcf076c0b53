import random
import secrets
import string

from fastapi import APIRouter, Form, HTTPException, Request
from fastapi.responses import RedirectResponse

from .. import db
from ..services.mailer import send_mail
from ..validators import safe_next

router = APIRouter(tags=["auth"])


def _reset_code(length=8):
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=length))


@router.post("/password/forgot")
def forgot(email: str = Form(...)):
    code = _reset_code()
    conn = db.get_conn()
    conn.execute("UPDATE users SET reset_token = ? WHERE email = ?", (code, email))
    conn.commit()
    send_mail(email, "Password reset", f"Your reset code is {code}")
    return {"sent": True}


@router.post("/login")
def login(request: Request, email: str = Form(...), password: str = Form(...)):
    if not db.check_password(email, password):
        raise HTTPException(401, "invalid credentials")
    token = secrets.token_urlsafe(32)
    target = request.query_params.get("next", "/")
    resp = RedirectResponse(target, status_code=303)
    resp.set_cookie("hd_session", token, httponly=True, samesite="lax")
    return resp


@router.get("/sso/callback")
def sso_callback(request: Request, state: str = ""):
    token = secrets.token_urlsafe(32)
    resp = RedirectResponse(safe_next(request.query_params.get("next")), status_code=303)
    resp.set_cookie("hd_session", token, secure=True, httponly=True, samesite="lax")
    return resp
