#!/usr/bin/python
# Network diagnostics for the helpdesk.  Python 2.4 compatible.
import cgi
import cgitb
import os
import re
import subprocess

cgitb.enable(display=0, logdir='/var/log/intranet/cgi')

HOST_RE = re.compile(r'^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$')


def header():
    print 'Content-Type: text/plain'
    print


def traceroute(host):
    return os.system('/usr/sbin/traceroute -m 12 ' + host)


def whois(host):
    if not HOST_RE.match(host):
        print 'bad host'
        return
    p = subprocess.Popen(['/usr/bin/whois', host], stdout=subprocess.PIPE)
    print p.communicate()[0]


form = cgi.FieldStorage()
action = form.getfirst('action', 'whois')
target = form.getfirst('host', '')
header()
try:
    if action == 'trace':
        traceroute(target)
    else:
        whois(target)
except OSError, err:
    print 'failed: %s' % err
