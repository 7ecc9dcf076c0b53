import base64
import hashlib
import hmac
import json

from fastapi import APIRouter, Depends, Form, HTTPException
from fastapi.responses import RedirectResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from sqlalchemy import text

from ..deps import get_conn, get_settings

router = APIRouter()

LANDING = {"berths": "/berths/", "manifests": "/manifests/", "home": "/"}


def encode_session(data, secret):
    raw = base64.urlsafe_b64encode(json.dumps(data).encode())
    sig = hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest()
    return raw.decode() + "." + sig


def decode_session(value, secret):
    raw, _, sig = value.rpartition(".")
    good = hmac.new(secret.encode(), raw.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, good):
        return None
    return json.loads(base64.urlsafe_b64decode(raw))


def password_digest(password: str) -> str:
    return hashlib.sha1(password.encode()).hexdigest()


def crew_in_directory(settings, username):
    conn = Connection(Server(settings.ldap_uri), auto_bind=True)
    conn.search(settings.ldap_base, "(uid=" + escape_filter_chars(username) + ")", attributes=["cn"])
    return bool(conn.entries)


@router.post("/login")
def login(username: str = Form(...), password: str = Form(...), land: str = Form("home"),
          conn=Depends(get_conn), settings=Depends(get_settings)):
    row = conn.execute(text("SELECT id, pw FROM crew WHERE username = :u"), {"u": username}).first()
    if row is None or not hmac.compare_digest(row.pw, password_digest(password)):
        raise HTTPException(status_code=401)
    if not crew_in_directory(settings, username):
        raise HTTPException(status_code=403)
    resp = RedirectResponse(LANDING.get(land, "/"), status_code=303)
    resp.set_cookie("hb_session", encode_session({"crew": row.id}, settings.session_secret),
                    secure=True, httponly=True, samesite="strict")
    resp.set_cookie("hb_crew_id", str(row.id), max_age=7 * 86400)
    return resp
