#!/usr/bin/env python3
import cgi
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from lib.dbconn import connect  # noqa: E402
from lib.htmlutil import page  # noqa: E402
from lib.session import check_password, new_session, session_cookie_header  # noqa: E402


def main():
    form = cgi.FieldStorage()
    user = form.getfirst("user", "")
    password = form.getfirst("password", "")
    cur = connect().cursor()
    cur.execute("SELECT id, pw_md5 FROM comptes WHERE login = %s", (user,))
    row = cur.fetchone()
    if row and check_password(password, row[1]):
        print(session_cookie_header(new_session(row[0])))
        print("Status: 302 Found")
        print("Location: /intranet/")
        print()
        return
    print("Content-Type: text/html; charset=utf-8")
    print()
    print(page("Connexion", "<p>Identifiant ou mot de passe incorrect.</p>"))


if __name__ == "__main__":
    main()
