import hashlib
import hmac
import time

import ldap

from . import settings
from .ldapclient import Directory


def authenticate(username, password):
    if not username or not password:
        return None
    d = Directory()
    try:
        res = d.conn.search_s(settings.PEOPLE_DN, ldap.SCOPE_SUBTREE,
                              "(&(objectClass=inetOrgPerson)(uid=%s)(!(pwdAccountLockedTime=*)))" % username,
                              ["uid"])
        if len(res) != 1:
            return None
        dn = res[0][0]
    finally:
        d.close()
    conn = ldap.initialize(settings.LDAP_URI)
    try:
        conn.simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return None
    finally:
        conn.unbind_s()
    return username


def sign(value):
    ts = str(int(time.time()))
    mac = hmac.new(settings.COOKIE_SECRET.encode(), (value + "|" + ts).encode(), hashlib.sha256).hexdigest()
    return "%s|%s|%s" % (value, ts, mac)


def unsign(token, max_age=8 * 3600):
    try:
        value, ts, mac = token.rsplit("|", 2)
    except (AttributeError, ValueError):
        return None
    good = hmac.new(settings.COOKIE_SECRET.encode(), (value + "|" + ts).encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(good, mac) or time.time() - int(ts) > max_age:
        return None
    return value
