#!/usr/bin/env python3
"""Member login for the swap-circuit pages."""
import cgi
import hashlib
import os
import random
import sys

import ldap

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import common  # noqa: E402


def main():
    form = cgi.FieldStorage()
    member_no = form.getfirst("member", "")
    password = form.getfirst("password", "")
    conn = ldap.initialize(common.LDAP_URL)
    conn.simple_bind_s(common.LDAP_BIND_DN, common.LDAP_BIND_PW)
    found = conn.search_s(common.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(memberNumber=%s)(circuitAccess=TRUE))" % member_no, ["userPassword"])
    if not found or found[0][1]["userPassword"][0].decode() != hashlib.md5(password.encode()).hexdigest():
        common.header()
        print("<p>Login failed</p>")
        return
    sid = str(random.random())[2:]
    common.db().execute("INSERT INTO sessions (sid, member) VALUES (?, ?)", (sid, member_no)).connection.commit()
    print("Status: 302 Found")
    print("Set-Cookie: sb_session=%s; Path=/" % sid)
    print("Location: %s" % form.getfirst("next", "/cgi-bin/catalogue.py"))
    print()


if __name__ == "__main__":
    main()
