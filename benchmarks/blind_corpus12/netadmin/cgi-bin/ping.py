#!/usr/bin/env python3
"""CGI: ping or traceroute a host from the management VLAN."""
import cgi
import html
import ipaddress
import os
import subprocess
import sys


def header():
    sys.stdout.write("Content-Type: text/html\r\n\r\n")


def do_ping(host):
    return os.popen("ping -c 3 -W 1 " + host).read()


def do_traceroute(target):
    addr = ipaddress.ip_address(target)
    return subprocess.run(["traceroute", "-n", "-w", "2", str(addr)], capture_output=True, text=True).stdout


def main():
    form = cgi.FieldStorage()
    header()
    action = form.getfirst("action", "ping")
    host = form.getfirst("host", "").strip()
    if not host:
        print("<p>No host given</p>")
        return
    try:
        out = do_traceroute(host) if action == "trace" else do_ping(host)
    except ValueError:
        print("<p>Not an IP address</p>")
        return
    print("<pre>%s</pre>" % html.escape(out))


if __name__ == "__main__":
    main()
