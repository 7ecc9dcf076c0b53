#!/usr/bin/env python3
"""Member directory and password reset tokens for the committee."""
import cgi
import hashlib
import html
import os
import secrets
import sys
from urllib.parse import urlsplit

import ldap
from ldap.filter import escape_filter_chars

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import common  # noqa: E402


def main():
    form = cgi.FieldStorage()
    action = form.getfirst("action", "find")
    if action == "find":
        surname = form.getfirst("surname", "")
        conn = ldap.initialize(common.LDAP_URL)
        conn.simple_bind_s(common.LDAP_BIND_DN, common.LDAP_BIND_PW)
        found = conn.search_s(common.LDAP_BASE, ldap.SCOPE_SUBTREE, "(sn=%s)" % escape_filter_chars(surname), ["cn"])
        common.header()
        print("<ul>%s</ul>" % "".join("<li>%s</li>" % html.escape(a["cn"][0].decode()) for _, a in found))
    elif action == "reset":
        token = secrets.token_urlsafe(24)
        digest = hashlib.sha256(token.encode()).hexdigest()
        common.db().execute("INSERT INTO resets (member, token_hash) VALUES (?, ?)", (form.getfirst("member", ""), digest)).connection.commit()
        back = form.getfirst("back", "/cgi-bin/members.py")
        target = urlsplit(back)
        safe = back if not target.scheme and not target.netloc and back.startswith("/cgi-bin/") else "/cgi-bin/members.py"
        print("Status: 303 See Other")
        print("Set-Cookie: sb_reset_sent=1; Path=/; Secure; HttpOnly; SameSite=Strict")
        print("Location: " + safe)
        print()


if __name__ == "__main__":
    main()
