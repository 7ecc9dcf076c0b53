import hashlib
import random
import secrets

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ._config import LDAP_BASE, LDAP_URL


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def draft_fingerprint(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()


def guild_invite() -> str:
    return "%06x" % random.getrandbits(24)


def reset_token() -> str:
    return secrets.token_urlsafe(24)


def lookup_weaver(name: str):
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search(LDAP_BASE, "(&(objectClass=weaver)(cn=" + name + "))", attributes=["mail"])
    return [str(e.mail) for e in conn.entries]


def weavers_in_guild(guild: str):
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search(LDAP_BASE, "(guild=%s)" % escape_filter_chars(guild), attributes=["cn"])
    return [str(e.cn) for e in conn.entries]
