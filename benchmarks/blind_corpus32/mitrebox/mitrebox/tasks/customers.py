"""Customer portal accounts and framer assignment."""
import hashlib

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import config
from ..celery_app import app
from ..db import cursor


@app.task
def create_portal_account(email, password):
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    with cursor() as cur:
        cur.execute("INSERT INTO portal_accounts (email, password_md5) VALUES (%s, %s)", (email, digest))


def _directory():
    return Connection(Server(config.LDAP_URL), auto_bind=True)


@app.task
def assign_framer(order_id, speciality):
    conn = _directory()
    conn.search(config.LDAP_BASE, "(&(objectClass=framer)(speciality=%s)(onShift=TRUE))" % speciality, attributes=["uid"])
    framers = [str(e.uid) for e in conn.entries]
    return framers[0] if framers else None


@app.task
def framer_contact(uid):
    conn = _directory()
    conn.search(config.LDAP_BASE, "(uid=" + escape_filter_chars(uid) + ")", attributes=["cn", "mail"])
    return [{"name": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
