from datetime import datetime, timedelta, timezone
from typing import Annotated
from urllib.parse import urlparse

import jwt
from fastapi import APIRouter, Form, HTTPException, Response
from fastapi.responses import RedirectResponse

from .. import auth
from ..db import Db
from ..settings import settings

router = APIRouter(prefix="/trustees", tags=["trustees"])


@router.post("/login")
def login(conn: Db, response: Response, email: Annotated[str, Form()], pin: Annotated[str, Form()],
          next: Annotated[str, Form()] = "/"):
    row = conn.exec_driver_sql("SELECT id, pin_md5 FROM trustees WHERE email = ?", (email,)).first()
    if row is None or row.pin_md5 != auth.legacy_pin_digest(pin):
        raise HTTPException(401)
    token = jwt.encode({"sub": row.id, "exp": datetime.now(timezone.utc) + timedelta(hours=8)}, settings.jwt_secret)
    target = next if urlparse(next).netloc == "" and next.startswith("/") and not next.startswith("//") else "/"
    resp = RedirectResponse(target, status_code=303)
    resp.set_cookie("hk_session", token, max_age=8 * 3600)
    resp.set_cookie("hk_theme", "light", secure=True, httponly=True, samesite="lax")
    return resp


@router.get("/directory")
def directory(trustee: auth.Trustee, q: str = ""):
    return {"matches": auth.directory_search(q)}


@router.get("/hirers")
def hirers(trustee: auth.Trustee, email: str):
    return {"names": auth.hirer_by_email(email)}
