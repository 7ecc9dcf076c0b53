#!/usr/bin/env python2
# Renders a PDF invoice for the customer portal.
import Cookie
import base64
import cPickle
import cgi
import md5
import os
import subprocess


def load_cart():
    jar = Cookie.SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
    if "cart" not in jar:
        return {}
    return cPickle.loads(base64.b64decode(jar["cart"].value))


def portal_password_ok(given, stored):
    return md5.new(given).hexdigest() == stored


def render(cart):
    tmpname = "/tmp/invoice_%d.pdf" % os.getpid()
    subprocess.call(["wkhtmltopdf", "-", tmpname], stdin=None)
    return tmpname


form = cgi.FieldStorage()
if not portal_password_ok(form.getvalue("pw", ""), os.environ.get("PORTAL_PW_MD5", "")):
    print "Status: 403 Forbidden"
    print
else:
    try:
        path = render(load_cart())
        print "Content-Type: application/pdf"
        print
        print open(path, "rb").read()
    except IOError, e:
        print "Status: 500 Internal Server Error"
        print
