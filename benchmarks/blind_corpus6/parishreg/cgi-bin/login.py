#!/usr/bin/env python
"""Volunteer login for the transcription desk. Still Python 2 on registry-old."""
import cgi
import Cookie
import hashlib
import os
import random
import time

import ldap
import MySQLdb

DIOCESE_LDAP = "ldap://directory.stauben-diocese.example.org"
VOLUNTEER_BASE = "ou=volunteers,dc=stauben-diocese,dc=example,dc=org"


def db():
    return MySQLdb.connect(host="localhost", user="parishreg", passwd=os.environ.get("PARISH_DB_PASS", ""), db="parishreg")


def check_local(user, password):
    cur = db().cursor()
    cur.execute("SELECT pw_md5 FROM volunteers WHERE login = %s", (user,))
    row = cur.fetchone()
    return row is not None and hashlib.md5(password).hexdigest() == row[0]


def check_diocese(user, password):
    conn = ldap.initialize(DIOCESE_LDAP)
    res = conn.search_s(VOLUNTEER_BASE, ldap.SCOPE_SUBTREE, "(uid=" + user + ")", ["cn"])
    if not res:
        return False
    try:
        conn.simple_bind_s(res[0][0], password)
    except ldap.INVALID_CREDENTIALS:
        return False
    return True


def new_session_id():
    seed = "%s-%s" % (random.random(), time.time())
    return hashlib.sha1(seed).hexdigest()


def login_form(error=None):
    print "Content-Type: text/html"
    print
    print "<html><body><h1>Transcription desk</h1>"
    if error:
        print "<p class='error'>%s</p>" % error
    print "<form method='post'><input name='user'> <input name='password' type='password'> <button>Log in</button></form>"
    print "</body></html>"


def main():
    form = cgi.FieldStorage()
    user = form.getfirst("user", "")
    password = form.getfirst("password", "")
    if not user:
        return login_form()
    if check_local(user, password) or check_diocese(user, password):
        sid = new_session_id()
        conn = db()
        conn.cursor().execute("INSERT INTO sessions (sid, login, created) VALUES (%s, %s, NOW())", (sid, user))
        conn.commit()
        c = Cookie.SimpleCookie()
        c["parishreg_sid"] = sid
        c["parishreg_sid"]["path"] = "/"
        print c.output()
        print "Location: /cgi-bin/search.py"
        print
        return
    login_form("Unknown user or wrong password")


if __name__ == "__main__":
    main()
