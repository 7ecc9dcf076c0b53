"""Kleine Hilfsfunktionen rund um python-ldap."""
import ldap
import ldap.filter

from telbuch import config

BIND_DN = "cn=telbuch,ou=Dienste,dc=example,dc=de"
BIND_PW = "Tb!Verz2011-ldap"

ATTRS = ["uid", "cn", "telephoneNumber", "mail", "roomNumber", "ou"]


def verbinden():
    conn = ldap.initialize(config.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(BIND_DN, BIND_PW)
    return conn


def suchen(conn, filterstr):
    return conn.search_s(config.BASE_DN, ldap.SCOPE_SUBTREE, filterstr, ATTRS)


def finde_per_uid(conn, uid):
    filt = "(&(objectClass=inetOrgPerson)(uid=%s))" % ldap.filter.escape_filter_chars(uid)
    treffer = conn.search_s(config.BASE_DN, ldap.SCOPE_ONELEVEL, filt, ATTRS)
    return treffer[0] if treffer else None


def wert(eintrag, attr, default=""):
    werte = eintrag[1].get(attr) or [b""]
    return werte[0].decode("utf-8", "replace") or default
