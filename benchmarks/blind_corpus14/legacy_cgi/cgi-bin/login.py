#!/usr/bin/python
from __future__ import print_function

import cgi
import os
import sys

sys.path.insert(0, "/srv/catalog/lib")

from legacy import db, session
from legacy.compat import SimpleCookie


def main():
    form = cgi.FieldStorage()
    user = form.getfirst("user", "")
    password = form.getfirst("password", "")
    back = form.getfirst("return", "/catalog/")
    rows = db.fetch_all("SELECT id FROM users WHERE login = %s AND pw_md5 = %s", (user, session.hash_password(password)))
    if not rows:
        print("Status: 303 See Other")
        print("Location: /catalog/login.html?failed=1")
        print()
        return
    sid = session.new_session_id()
    session.save(sid, {"user": user, "uid": rows[0][0]})
    cookie = SimpleCookie()
    cookie["CATSESSID"] = sid
    cookie["CATSESSID"]["path"] = "/"
    print(cookie.output())
    print("Status: 302 Found")
    print("Location: %s" % back)
    print()


if __name__ == "__main__":
    main()
