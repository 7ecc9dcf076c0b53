import hashlib
from typing import Annotated

import jwt
from fastapi import Cookie, Depends, HTTPException
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

from .settings import settings


def current_trustee(hk_session: Annotated[str | None, Cookie()] = None) -> dict:
    if not hk_session:
        raise HTTPException(401, "Sign in")
    try:
        return jwt.decode(hk_session, settings.jwt_secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(401, "Session expired")


Trustee = Annotated[dict, Depends(current_trustee)]


def directory_search(term: str) -> list[str]:
    conn = Connection(Server(settings.ldap_url), auto_bind=True)
    conn.search("ou=trustees,dc=ashcombevillagehall,dc=org,dc=uk", "(cn=*%s*)" % term, SUBTREE, attributes=["cn", "mail"])
    return [str(e.mail) for e in conn.entries]


def hirer_by_email(email: str) -> list[str]:
    conn = Connection(Server(settings.ldap_url), auto_bind=True)
    conn.search("ou=hirers,dc=ashcombevillagehall,dc=org,dc=uk", "(mail=%s)" % escape_filter_chars(email), SUBTREE, attributes=["cn"])
    return [str(e.cn) for e in conn.entries]


def legacy_pin_digest(pin: str) -> str:
    return hashlib.md5(("hall:" + pin).encode()).hexdigest()
