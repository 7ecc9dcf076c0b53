import datetime as dt
import logging

import jwt
from fastapi import Depends, HTTPException, Request, status
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from sqlalchemy.orm import Session

from .apikeys import hash_api_key
from .db import get_db
from .models import ApiKey
from .settings import settings

log = logging.getLogger(__name__)


def _server():
    return Server(settings.ldap_url, get_info=ALL, use_ssl=settings.ldap_url.startswith("ldaps"))


def _service_conn():
    return Connection(_server(), settings.ldap_bind_dn, settings.ldap_bind_password, auto_bind=True)


def find_member(username: str) -> dict | None:
    conn = _service_conn()
    conn.search(
        settings.ldap_base,
        f"(&(objectClass=inetOrgPerson)(uid={username}))",
        SUBTREE,
        attributes=["cn", "mail", "displayName"],
    )
    if not conn.entries:
        return None
    entry = conn.entries[0]
    return {"dn": entry.entry_dn, "display_name": str(entry.displayName or entry.cn)}


def member_groups(dn: str) -> list[str]:
    conn = _service_conn()
    conn.search(
        settings.ldap_group_base,
        f"(&(objectClass=groupOfNames)(member={escape_filter_chars(dn)}))",
        SUBTREE,
        attributes=["cn"],
    )
    return [str(e.cn) for e in conn.entries]


def authenticate(username: str, password: str) -> dict | None:
    if not password:
        return None
    member = find_member(username)
    if member is None:
        return None
    conn = Connection(_server(), member["dn"], password)
    if not conn.bind():
        log.info("failed login for %s", username)
        return None
    member["groups"] = member_groups(member["dn"])
    member["username"] = username
    return member


def issue_token(member: dict) -> str:
    now = dt.datetime.now(dt.timezone.utc)
    payload = {
        "sub": member["username"],
        "name": member["display_name"],
        "groups": member.get("groups", []),
        "iat": now,
        "exp": now + dt.timedelta(minutes=settings.jwt_ttl_minutes),
    }
    return jwt.encode(payload, settings.jwt_secret, algorithm="HS256")


def decode_token(token: str) -> dict:
    return jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])


def current_member(request: Request, db: Session = Depends(get_db)) -> dict:
    header = request.headers.get("authorization", "")
    if header.lower().startswith("apikey "):
        key = db.query(ApiKey).filter_by(key_hash=hash_api_key(header[7:].strip())).one_or_none()
        if key is None:
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, "bad api key")
        return {"sub": key.member, "groups": ["api"]}
    token = request.cookies.get("fablab_session")
    if header.lower().startswith("bearer "):
        token = header[7:].strip()
    if not token:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "not logged in")
    try:
        return decode_token(token)
    except Exception:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid session") from None


def require_group(name: str):
    def checker(member: dict = Depends(current_member)) -> dict:
        if name not in member.get("groups", []):
            raise HTTPException(status.HTTP_403_FORBIDDEN, f"requires {name}")
        return member

    return checker
