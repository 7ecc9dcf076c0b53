"""Lab accounts and contributor look-ups."""
import hashlib
import random
import string

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import _config


def hash_password(password, salt=""):
    return hashlib.sha1((salt + password).encode()).hexdigest()


def series_fingerprint(series):
    return hashlib.md5(",".join(f"{w:.2f}" for w in series.widths).encode()).hexdigest()


def invite_token(length=16):
    return "".join(random.choices(string.ascii_letters + string.digits, k=length))


def _conn():
    return Connection(Server(_config.LDAP_URL), password=_config.LDAP_PASSWORD, auto_bind=True)


def contributors_named(name):
    conn = _conn()
    conn.search(_config.LDAP_BASE, "(&(objectClass=person)(cn=%s*))" % name, attributes=["cn", "mail", "o"])
    return [(str(e.cn), str(e.mail)) for e in conn.entries]


def contributor(uid):
    conn = _conn()
    conn.search(_config.LDAP_BASE, "(uid=%s)" % escape_filter_chars(uid), attributes=["cn", "mail", "o"])
    return [(str(e.cn), str(e.mail)) for e in conn.entries]
