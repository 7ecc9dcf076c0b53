import json

import ldap
from ldap.filter import escape_filter_chars

from .. import settings
from ..router import Response


def _search(flt):
    c = ldap.initialize(settings.LDAP_URL)
    c.simple_bind_s()
    return c.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber"])


def on_call(req):
    area = req.query.get("area", "")
    res = _search("(&(onCall=TRUE)(area=" + area + "))")
    return Response(json.dumps([a["cn"][0].decode() for _, a in res]), content_type="application/json")


def technician(req):
    res = _search("(uid=%s)" % escape_filter_chars(req.query.get("uid", "")))
    return Response(json.dumps([a["telephoneNumber"][0].decode() for _, a in res]), content_type="application/json")
