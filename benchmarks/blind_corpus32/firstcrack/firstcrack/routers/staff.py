"""Roastery staff directory (who is on the roaster, who can sign off a batch)."""
import re
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..settings import Settings, get_settings

router = APIRouter(prefix="/staff", tags=["staff"])
USERNAME = re.compile(r"^[a-z][a-z0-9.]{1,30}$")


def _connection(settings: Settings) -> Connection:
    return Connection(Server(settings.ldap_url), auto_bind=True)


@router.get("/search")
def search_staff(settings: Annotated[Settings, Depends(get_settings)], q: Annotated[str, Query(max_length=60)]):
    conn = _connection(settings)
    term = escape_filter_chars(q)
    conn.search(settings.ldap_base, f"(|(cn=*{term}*)(title=*{term}*))", attributes=["cn", "title"])
    return [{"name": str(e.cn), "title": str(e.title)} for e in conn.entries]


@router.get("/{username}/signoff")
def can_sign_off(username: str, settings: Annotated[Settings, Depends(get_settings)]):
    if not USERNAME.match(username):
        raise HTTPException(status_code=404)
    conn = _connection(settings)
    conn.search(
        settings.ldap_base, "(&(uid=%s)(memberOf=cn=qc-signoff,ou=groups,dc=firstcrack,dc=coffee))" % username
    )
    return {"username": username, "signoff": bool(conn.entries)}
