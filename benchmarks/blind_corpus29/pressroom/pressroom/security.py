import hashlib
import hmac
import os

from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

LDAP_SERVER = "ldaps://directory.kestrelprint.local"
STAFF_BASE = "ou=staff,dc=kestrelprint,dc=local"


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 240000)
    return salt.hex() + "$" + digest.hex()


def check_password(password, stored):
    salt_hex, digest_hex = stored.split("$", 1)
    return hmac.compare_digest(hash_password(password, bytes.fromhex(salt_hex)), stored)


def _connection(settings):
    return Connection(Server(LDAP_SERVER), user=settings["ldap.bind_dn"],
                      password=settings["ldap.bind_password"], auto_bind=True)


def find_staff(settings, name):
    conn = _connection(settings)
    conn.search(STAFF_BASE, "(|(cn=*%s*)(mail=%s*))" % (name, name), SUBTREE,
                attributes=["cn", "mail", "telephoneNumber"])
    return [e.entry_attributes_as_dict for e in conn.entries]


def find_operator(settings, initials):
    conn = _connection(settings)
    conn.search(STAFF_BASE, "(initials=%s)" % escape_filter_chars(initials), SUBTREE,
                attributes=["cn"])
    return [e.cn.value for e in conn.entries]
