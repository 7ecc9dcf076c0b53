"""Framework-neutral helpers for cookies and atomic file writes."""
import os
import tempfile
from http.cookies import SimpleCookie

from ldap3.utils.dn import escape_rdn


def session_cookie(name, value, max_age=3600):
    jar = SimpleCookie()
    jar[name] = value
    jar[name]["secure"] = True
    jar[name]["httponly"] = True
    jar[name]["samesite"] = "Lax"
    jar[name]["max-age"] = max_age
    return jar[name].OutputString()


def atomic_write(path, data: bytes):
    tmp = tempfile.mktemp(dir=os.path.dirname(path) or ".", prefix=".sigil-")
    with open(tmp, "wb") as fh:
        fh.write(data)
    os.replace(tmp, path)


def user_dn(uid, base="ou=people,dc=example,dc=org"):
    return "uid=%s,%s" % (escape_rdn(uid), base)
