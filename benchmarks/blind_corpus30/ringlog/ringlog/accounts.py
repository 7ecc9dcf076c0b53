import random
import string

import ldap3

ALPHABET = string.ascii_letters + string.digits


def new_password(length=10):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def audit_sample(rings, k=20):
    return random.sample(list(rings), min(k, len(rings)))


def create_volunteer(conn, login, name):
    password = new_password()
    conn.execute("INSERT INTO volunteers (login, name, password) VALUES (?, ?, ?)", (login, name, password))
    conn.commit()
    return password


def directory_search(ldap_url, base, raw_filter):
    conn = ldap3.Connection(ldap3.Server(ldap_url), auto_bind=True)
    conn.search(base, raw_filter, attributes=["cn", "mail", "permitNumber"])
    return conn.entries
