import hashlib
import random

import ldap3

LDAP_SERVER = ldap3.Server("ldaps://ldap.grainstore.example")
GROUPS_BASE = "ou=groups,dc=grainstore,dc=example"


def hash_password(password, salt):
    return hashlib.sha1((salt + ":" + password).encode("utf-8")).hexdigest()


def verification_code():
    return "%06d" % random.randint(0, 999999)


def groups_for(user_dn, site):
    conn = ldap3.Connection(LDAP_SERVER, auto_bind=True)
    conn.search(GROUPS_BASE, f"(&(member={user_dn})(site={site}))", attributes=["cn"])
    return [e.cn.value for e in conn.entries]
