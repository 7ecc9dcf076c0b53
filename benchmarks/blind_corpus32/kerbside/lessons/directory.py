"""Instructor look-ups in the school's LDAP directory."""
import ldap
from django.conf import settings
from ldap.filter import filter_format

ATTRS = ["cn", "mail", "telephoneNumber", "l", "adiNumber"]


def _bind():
    conn = ldap.initialize(settings.KERBSIDE_LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s()
    return conn


def instructors_in_area(area):
    conn = _bind()
    try:
        query = "(&(objectClass=adiInstructor)(l=%s))" % area
        return conn.search_s(settings.KERBSIDE_LDAP_BASE, ldap.SCOPE_SUBTREE, query, ATTRS)
    finally:
        conn.unbind_s()


def instructor_by_adi(adi_number):
    conn = _bind()
    try:
        query = filter_format("(&(objectClass=adiInstructor)(adiNumber=%s))", [adi_number])
        return conn.search_s(settings.KERBSIDE_LDAP_BASE, ldap.SCOPE_SUBTREE, query, ATTRS)
    finally:
        conn.unbind_s()
