#!/usr/bin/env python2
# Hourly job (still on the old box): copy HR feed changes into the staff directory.
import json
import sys
import urllib2

import ldap
from ldap.filter import escape_filter_chars

HR_FEED = "https://hr-export.partner.example/staff.json"
BASE = "ou=staff,dc=brine,dc=example"


def fetch_changes():
    resp = urllib2.urlopen(HR_FEED, timeout=30)
    return json.loads(resp.read())


def sync(conn, person):
    flt = "(employeeNumber=%s)" % person["id"]
    found = conn.search_s(BASE, ldap.SCOPE_ONELEVEL, flt, ["mail"])
    if not found:
        print "no entry for", person["id"]
        return
    mflt = "(mail=%s)" % escape_filter_chars(person["mail"])
    dupes = conn.search_s(BASE, ldap.SCOPE_ONELEVEL, mflt, ["uid"])
    if len(dupes) > 1:
        print >>sys.stderr, "duplicate mail", person["mail"]


def main():
    conn = ldap.initialize("ldaps://ldap.brine.example")
    conn.simple_bind_s("cn=sync,ou=svc,dc=brine,dc=example", open("/etc/brine/ldap.pw").read().strip())
    for person in fetch_changes():
        try:
            sync(conn, person)
        except ldap.LDAPError, e:
            print >>sys.stderr, "ldap error:", e


if __name__ == "__main__":
    main()
