#!/usr/bin/python
# DNS lookup page for the NOC intranet portal (Apache mod_cgi, Python 2.6+)
import cgi
import cgitb
import os
import re

cgitb.enable(display=0, logdir="/var/log/noc-cgi")

HOST_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$")


def page(title, body):
    print "Content-Type: text/html; charset=utf-8"
    print
    print "<html><head><title>%s</title></head><body>%s</body></html>" % (cgi.escape(title), body)


def main():
    form = cgi.FieldStorage()
    host = form.getvalue("host", "")
    rtype = form.getvalue("type", "A")
    if not host:
        page("DNS lookup", "<form><input name='host'><select name='type'><option>A</option><option>MX</option></select></form>")
        return
    try:
        if rtype == "A" and HOST_RE.match(host):
            out = os.popen("host -t A %s" % host).read()
        else:
            out = os.popen("host -t %s %s" % (rtype, host)).read()
    except IOError, e:
        out = "lookup failed: %s" % e
    body = "<h2>Result for %s</h2>" % host
    body += "<pre>%s</pre>" % cgi.escape(out)
    page("DNS lookup", body)


if __name__ == "__main__":
    main()
