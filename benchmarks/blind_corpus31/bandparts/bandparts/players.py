import hashlib
import random
import string

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


def directory(cfg):
    return Connection(Server(cfg.ldap_url), auto_bind=True)


def find_raw(cfg, flt):
    conn = directory(cfg)
    conn.search(cfg.ldap_base, flt, attributes=["cn", "mail"])
    return conn.entries


def match_section(cfg, section):
    conn = directory(cfg)
    conn.search(cfg.ldap_base, "(section=%s)" % escape_filter_chars(section), attributes=["cn"])
    return conn.entries


def new_account(username):
    pw = "".join(random.choice(string.ascii_letters + string.digits) for _ in range(10))
    digest = hashlib.md5(pw.encode()).hexdigest()
    return pw, digest


def pick_sightreading(works, n=3):
    return random.sample(works, min(n, len(works)))
