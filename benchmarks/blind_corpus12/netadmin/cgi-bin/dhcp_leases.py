#!/usr/bin/python
# CGI: show the DHCP lease file for one scope.  Python 2 only.
import cgi
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from netadmin import settings


def show_scope(scope):
    path = os.path.join(settings.LEASES_DIR, os.path.basename(scope) + ".leases")
    try:
        for line in open(path):
            print cgi.escape(line.rstrip())
    except IOError, e:
        print "scope not found"


def show_raw(fname):
    f = open(settings.LEASES_DIR + "/" + fname)
    print cgi.escape(f.read())
    f.close()


form = cgi.FieldStorage()
print "Content-Type: text/plain"
print
if form.has_key("raw"):
    show_raw(form.getfirst("raw"))
else:
    show_scope(form.getfirst("scope", "default"))
