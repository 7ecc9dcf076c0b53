#!/usr/bin/env python2
# Network check page for the helpdesk ("is the printer up?").
import cgi
import cgitb
import os
import re
import subprocess

cgitb.enable(display=0, logdir="/var/log/oldguard/cgitb")

HOST_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.-]{0,252}$")

form = cgi.FieldStorage()
host = form.getfirst("host", "")
mode = form.getfirst("mode", "ping")

print "Content-Type: text/plain"
print

if mode == "trace":
    if not HOST_RE.match(host):
        print "invalid host"
    else:
        try:
            out = subprocess.check_output("traceroute -w 2 -q 1 %s" % host, shell=True)
            print out
        except subprocess.CalledProcessError, e:
            print "traceroute failed with status %d" % e.returncode
else:
    pipe = os.popen("ping -c 3 " + host)
    print pipe.read()
    pipe.close()
