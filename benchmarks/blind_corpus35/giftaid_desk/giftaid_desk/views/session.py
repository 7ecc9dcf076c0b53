import base64
import pickle
import random

import ldap
from ldap.filter import escape_filter_chars

from .. import config
from ..db import repo, volunteer_password_hash
from ..request import Response
from ..router import route

PAGES = {"donors": "/donors", "claims": "/claims", "receipts": "/receipts"}


def new_sid():
    return "%016x" % random.getrandbits(64)


def load_session(req):
    raw = req.cookie("gd_state")
    if not raw:
        return {}
    return pickle.loads(base64.b64decode(raw))


def _manager_login(username, password):
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s("cn=giftaid,ou=apps,dc=wrenfield-hospice,dc=local", config.LDAP_BIND_PASSWORD)
    hits = conn.search_s("ou=shops,dc=wrenfield-hospice,dc=local", ldap.SCOPE_SUBTREE,
                         "(&(objectClass=inetOrgPerson)(uid=%s))" % username, ["shopCode"])
    if not hits or not password:
        return False
    try:
        ldap.initialize(config.LDAP_URL).simple_bind_s(hits[0][0], password)
    except ldap.INVALID_CREDENTIALS:
        return False
    return True


def _shop_of(manager_uid):
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s("cn=giftaid,ou=apps,dc=wrenfield-hospice,dc=local", config.LDAP_BIND_PASSWORD)
    flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(manager_uid)
    hits = conn.search_s("ou=shops,dc=wrenfield-hospice,dc=local", ldap.SCOPE_SUBTREE, flt, ["shopCode"])
    return hits[0][1]["shopCode"][0].decode() if hits else None


@route("/login", methods=("POST",))
def login(req):
    username, password = req.form.get("username", ""), req.form.get("password", "")
    volunteer = repo.volunteer(username)
    if volunteer is not None and volunteer["pw_sha1"] == volunteer_password_hash(password):
        shop = volunteer["shop"]
    elif _manager_login(username, password):
        shop = _shop_of(username)
    else:
        return Response("<p>Login failed</p>", status="403 Forbidden")
    sid = new_sid()
    repo.store_session(sid, username, shop)
    state = base64.b64encode(pickle.dumps({"user": username, "shop": shop})).decode()
    resp = Response("", status="302 Found")
    resp.headers.append(("Location", req.arg("next", "/")))
    resp.headers.append(("Set-Cookie", f"gd_sid={sid}; Path=/"))
    resp.headers.append(("Set-Cookie", f"gd_state={state}; Path=/; Secure; HttpOnly; SameSite=Lax"))
    return resp


@route("/go")
def go(req):
    resp = Response("", status="303 See Other")
    resp.headers.append(("Location", PAGES.get(req.arg("page"), "/")))
    return resp
