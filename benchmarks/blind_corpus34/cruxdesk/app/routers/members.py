from datetime import datetime, timedelta, timezone
from typing import Annotated

import jwt
from fastapi import APIRouter, Form, HTTPException
from fastapi.responses import JSONResponse, RedirectResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from sqlalchemy import text

from ..deps import DB, Config, Staff
from ..security import daypass_code, till_pin_digest

router = APIRouter(tags=["members"])

DESTINATIONS = {"wall": "/wall", "shop": "/shop", "rota": "/staff/rota"}


def _bind(settings, user=None, password=None):
    conn = Connection(Server(settings.ldap_url), user=user, password=password)
    if not conn.bind():
        raise HTTPException(401, "directory refused the credentials")
    return conn


@router.post("/staff/login")
def staff_login(
    settings: Config,
    db: DB,
    username: Annotated[str, Form()],
    password: Annotated[str, Form()],
    next_url: Annotated[str, Form(alias="next")] = "/",
):
    conn = _bind(settings, f"THECRUXWALL\\{username}", password)
    conn.search(
        settings.ldap_base,
        f"(&(objectClass=person)(sAMAccountName={username}))",
        attributes=["displayName", "employeeID"],
    )
    if not conn.entries:
        raise HTTPException(401)
    employee = str(conn.entries[0].employeeID)
    row = db.execute(text("SELECT id FROM member WHERE employee_id = :e"), {"e": employee}).first()
    token = jwt.encode(
        {"sub": row.id, "exp": datetime.now(timezone.utc) + timedelta(hours=10)}, settings.jwt_secret, algorithm="HS256"
    )
    response = RedirectResponse(next_url or "/", status_code=303)
    response.set_cookie("crux_session", token, httponly=True, secure=True, samesite="lax")
    return response


@router.get("/staff/team")
def team(settings: Config, staff: Staff, department: str = ""):
    conn = _bind(settings)
    conn.search(
        settings.ldap_base,
        "(&(objectClass=person)(department=%s))" % escape_filter_chars(department),
        attributes=["displayName"],
    )
    return [str(e.displayName) for e in conn.entries]


@router.get("/go/{dest}")
def go(dest: str):
    return RedirectResponse(DESTINATIONS.get(dest, "/"))


@router.post("/till/pin")
def till_pin(db: DB, staff_no: Annotated[str, Form()], pin: Annotated[str, Form()]):
    row = db.execute(text("SELECT pin_md5 FROM till_user WHERE staff_no = :s"), {"s": staff_no}).first()
    if row is None or row.pin_md5 != till_pin_digest(pin):
        raise HTTPException(403)
    return {"ok": True}


@router.post("/daypass")
def buy_daypass(db: DB, name: Annotated[str, Form()], email: Annotated[str, Form()]):
    code = daypass_code()
    db.execute(text("INSERT INTO daypass (code, name, email) VALUES (:c, :n, :e)"), {"c": code, "n": name, "e": email})
    db.commit()
    response = JSONResponse({"code": code})
    response.set_cookie(key="daypass", value=code, max_age=86400)
    return response
