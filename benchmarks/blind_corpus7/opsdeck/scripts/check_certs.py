#!/usr/bin/env python3
"""Warn about TLS certificates that expire within 21 days."""
import datetime
import socket
import ssl

from opsdeck.inventory import load_hosts
from opsdeck.notify import page

WARN_DAYS = 21


def expiry(host, port=443):
    ctx = ssl.create_default_context()
    with socket.create_connection((host, port), timeout=10) as sock:
        with ctx.wrap_socket(sock, server_hostname=host) as tls:
            not_after = tls.getpeercert()["notAfter"]
    return datetime.datetime.strptime(not_after, "%b %d %H:%M:%S %Y %Z")


def main():
    soon = []
    for h in load_hosts("web"):
        left = (expiry(h["hostname"]) - datetime.datetime.utcnow()).days
        if left < WARN_DAYS:
            soon.append("%s (%d days)" % (h["hostname"], left))
    if soon:
        page("Certificates expiring: " + ", ".join(soon))


if __name__ == "__main__":
    main()
