from urllib.parse import urlparse

from fastapi import APIRouter, Form, HTTPException
from fastapi.responses import RedirectResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..config import get_settings
from ..security import issue_token, pwd_context

router = APIRouter()


def _dir():
    return Connection(Server(get_settings().ldap_url), auto_bind=True)


@router.post("/login")
def login(username: str = Form(...), password: str = Form(...), next: str = Form("/")):
    conn = _dir()
    conn.search("dc=studio,dc=local", f"(sAMAccountName={username})", attributes=["kqPasswordHash"])
    if not conn.entries or not pwd_context.verify(password, str(conn.entries[0].kqPasswordHash)):
        raise HTTPException(401)
    resp = RedirectResponse(url=next, status_code=303)
    resp.set_cookie("kq_token", issue_token(username), httponly=False)
    return resp


@router.get("/whois")
def whois(mail: str):
    conn = _dir()
    conn.search("dc=studio,dc=local", "(mail=%s)" % escape_filter_chars(mail), attributes=["displayName"])
    return {"names": [str(e.displayName) for e in conn.entries]}


@router.get("/continue")
def continue_to(to: str = "/"):
    parsed = urlparse(to)
    local = to.isprintable() and to.startswith("/") and not to.startswith("//") and "\\" not in to and not parsed.netloc
    trusted = parsed.scheme == "https" and parsed.hostname in get_settings().allowed_redirect_hosts
    if not (local or trusted):
        to = "/"
    resp = RedirectResponse(url=to)
    resp.set_cookie("kq_seen_tour", "1", secure=True, httponly=True, samesite="lax")
    return resp
