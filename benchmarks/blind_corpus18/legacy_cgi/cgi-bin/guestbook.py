#!/usr/bin/env python
# Guestbook CGI -- runs under the old python2.7 on the intranet box
import cgi
import Cookie
import md5
import os
import pickle
import base64

BOOK = "/var/lib/intranet/guestbook.txt"

form = cgi.FieldStorage()
jar = Cookie.SimpleCookie(os.environ.get("HTTP_COOKIE", ""))

prefs = {}
if "prefs" in jar:
    try:
        prefs = pickle.loads(base64.b64decode(jar["prefs"].value))
    except Exception, e:
        prefs = {}

admin_pw = form.getfirst("admin", "")
if admin_pw and md5.new(admin_pw).hexdigest() == "5f4dcc3b5aa765d61d8327deb882cf99":
    is_admin = True
else:
    is_admin = False

print "Content-Type: text/html"
print

msg = form.getfirst("msg")
if msg:
    f = open(BOOK, "a")
    f.write(cgi.escape(msg) + "\n")
    f.close()

print "<h1>Guestbook</h1>"
try:
    for line in open(BOOK):
        print "<p>%s</p>" % line.strip()
except IOError, e:
    print "<p>empty</p>"
if is_admin:
    print "<p><a href='/cgi-bin/guestbook.py?purge=1'>purge</a></p>"
