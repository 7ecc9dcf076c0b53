#!/usr/bin/python
# CGI: reverse/forward DNS lookup.  Python 2 only (runs on the old web01 box).
import cgi
import socket
import sys

form = cgi.FieldStorage()
name = form.getfirst("name", "")
mode = form.getfirst("mode", "forward")

print "Content-Type: text/html"
print

print "<html><body><h2>DNS lookup</h2>"
if mode == "reverse":
    try:
        host, aliases, addrs = socket.gethostbyaddr(name)
        print "<p>%s resolves to <b>%s</b></p>" % (cgi.escape(name), cgi.escape(host))
    except socket.herror, e:
        print "<p>lookup failed: %s</p>" % cgi.escape(str(e))
else:
    try:
        addr = socket.gethostbyname(name)
        print "<p>%s</p>" % addr
    except socket.gaierror, e:
        print "<p>Could not resolve %s</p>" % name
print "</body></html>"
sys.stdout.flush()
