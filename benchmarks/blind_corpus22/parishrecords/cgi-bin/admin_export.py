#!/usr/bin/env python3
"""Admin export of volunteer activity (Python 3 CGI)."""
import base64
import json
import os
import pickle
import sys
from http.cookies import SimpleCookie

import ldap
from ldap.filter import escape_filter_chars

sys.path.insert(0, "/srv/parish")
from parishrecords.settings import LDAP_URI  # noqa: E402

BIND_PW = os.environ.get("PARISH_LDAP_PW", "")
jar = SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
qs = dict(p.split("=", 1) for p in os.environ.get("QUERY_STRING", "").split("&") if "=" in p)

prefs = {}
if "parish_prefs" in jar:
    prefs = json.loads(base64.urlsafe_b64decode(jar["parish_prefs"].value))
state = {}
if "parish_state" in jar:
    state = pickle.loads(base64.b64decode(jar["parish_state"].value))

conn = ldap.initialize(LDAP_URI)
conn.simple_bind_s("cn=export,dc=parish-history,dc=example", BIND_PW)
volunteer = qs.get("volunteer", "")
if prefs.get("exact"):
    hits = conn.search_s("ou=volunteers,dc=parish-history,dc=example", ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(volunteer))
else:
    hits = conn.search_s("ou=volunteers,dc=parish-history,dc=example", ldap.SCOPE_SUBTREE, "(|(uid=%s)(cn=%s*))" % (volunteer, volunteer))

sys.stdout.write("Content-Type: application/json\r\n\r\n")
sys.stdout.write(json.dumps({"count": len(hits), "state_keys": sorted(state)}))
