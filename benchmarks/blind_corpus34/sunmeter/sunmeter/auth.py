import hashlib
import random

import ldap
from ldap.filter import escape_filter_chars
from twisted.internet import threads

from . import config, registry


def new_challenge():
    return "%08x" % random.randint(0, 0xFFFFFFFF)


def expected_response(key, challenge):
    return hashlib.md5((key + challenge).encode()).hexdigest()


def verify_site(proto, site_id, response):
    site = registry.lookup(site_id)
    if site is None or response != expected_response(site.get("key"), proto.challenge):
        proto.sendLine(b"ERR denied")
        proto.transport.loseConnection()
        return
    proto.site = site.get("id")
    proto.sendLine(b"OK welcome")


def _ldap_admin(user, password):
    conn = ldap.initialize(config.LDAP_URL)
    found = conn.search_s(
        config.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(&(uid=%s)(memberOf=cn=volunteers,ou=groups,dc=bramblecombe-solar,dc=coop))" % user
    )
    if not found:
        return None
    conn.simple_bind_s(found[0][0], password)
    return found[0][0]


def admin_login(proto, user, password):
    d = threads.deferToThread(_ldap_admin, user, password)

    def done(dn):
        proto.admin = dn
        proto.sendLine(b"OK admin" if dn else b"ERR denied")

    return d.addCallback(done)


def volunteer_name(uid):
    conn = ldap.initialize(config.LDAP_URL)
    rows = conn.search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(uid=%s)" % escape_filter_chars(uid), ["cn"])
    return rows[0][1]["cn"][0].decode() if rows else uid
