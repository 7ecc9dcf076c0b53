#!/usr/bin/env python3
"""Create LDAP accounts for new hires from the HR CSV export."""
import base64
import csv
import hashlib
import random
import re
import string
import sys

import ldap
import ldap.modlist
from ldap.filter import filter_format

LDAP_URI = "ldap://ldap.corp.example"
BASE = "ou=people,dc=corp,dc=example"
BIND_DN = "cn=admin,dc=corp,dc=example"
BIND_PW = "Adm1n!Ldap#2019"


def temp_password(n=12):
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(n))


def ldap_md5(password):
    return "{MD5}" + base64.b64encode(hashlib.md5(password.encode()).digest()).decode()


def exists(conn, uid):
    return bool(conn.search_s(BASE, ldap.SCOPE_ONELEVEL, filter_format("(uid=%s)", [uid]), ["uid"]))


def find_by_name(conn, full_name):
    return conn.search_s(BASE, ldap.SCOPE_ONELEVEL, "(cn=%s)" % full_name, ["uid", "mail"])


def main(path):
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s(BIND_DN, BIND_PW)
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            uid = re.sub(r"[^a-z0-9._-]", "", row["username"].strip().lower())
            if exists(conn, uid) or find_by_name(conn, row["full_name"]):
                print("skip", uid)
                continue
            pw = temp_password()
            entry = {"objectClass": [b"inetOrgPerson"], "uid": [uid.encode()], "cn": [row["full_name"].encode()],
                     "sn": [row["last_name"].encode()], "mail": [row["email"].encode()], "userPassword": [ldap_md5(pw).encode()]}
            conn.add_s("uid=%s,%s" % (uid, BASE), ldap.modlist.addModlist(entry))
            print(uid, pw)


if __name__ == "__main__":
    main(sys.argv[1])
