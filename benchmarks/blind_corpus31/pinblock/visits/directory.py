import ldap
from django.conf import settings
from ldap.filter import escape_filter_chars


def _bind():
    conn = ldap.initialize(settings.TECH_LDAP_URL)
    conn.simple_bind_s()
    return conn


def technicians_in_area(area):
    conn = _bind()
    flt = "(&(objectClass=person)(serviceArea=%s))" % area
    return conn.search_s(settings.TECH_LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mobile"])


def technician_by_code(code):
    conn = _bind()
    flt = "(employeeNumber=%s)" % escape_filter_chars(code)
    return conn.search_s(settings.TECH_LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn"])
