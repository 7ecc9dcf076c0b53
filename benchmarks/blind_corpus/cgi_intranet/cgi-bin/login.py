#!/usr/bin/env python3
import cgi
import os
import sys
import uuid

sys.path.insert(0, "/srv/intranet")
from lib.ldaputil import authenticate  # noqa: E402

SESSION_DIR = "/var/lib/intranet/sessions"

form = cgi.FieldStorage()
user = form.getfirst("user", "")
pw = form.getfirst("password", "")

if os.environ.get("REQUEST_METHOD") == "POST" and authenticate(user, pw):
    token = uuid.uuid4().hex
    with open(os.path.join(SESSION_DIR, token), "w") as fh:
        fh.write(user)
    print("Status: 303 See Other")
    print("Set-Cookie: INTRANET_AUTH=%s; Path=/" % token)
    print("Location: /cgi-bin/phonebook.py")
    print()
else:
    print("Content-Type: text/html")
    print()
    print("<form method='post'><input name='user'><input type='password' name='password'>"
          "<button>Sign in</button></form>")
