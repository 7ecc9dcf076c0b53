#!/usr/bin/env python3
import cgi
import cgitb
import subprocess

cgitb.enable()

form = cgi.FieldStorage()
domain = form.getfirst("domain", "")

print("Content-Type: text/plain")
print()
out = subprocess.run("whois " + domain, shell=True, capture_output=True, text=True)
print(out.stdout)
