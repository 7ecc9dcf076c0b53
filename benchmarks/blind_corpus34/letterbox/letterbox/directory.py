import ldap
from ldap.filter import escape_filter_chars, filter_format

from . import settings


def _conn():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s()
    return conn


def section_editors(section):
    rows = _conn().search_s(
        settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, f"(&(objectClass=inetOrgPerson)(ou={section}))", ["mail"]
    )
    return [a["mail"][0].decode() for _, a in rows if "mail" in a]


def editor_by_mail(mail):
    rows = _conn().search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, filter_format("(mail=%s)", [mail]), ["cn"])
    return rows[0][1]["cn"][0].decode() if rows else None


def photographers(town):
    flt = "(&(title=Photographer)(l=%s))" % escape_filter_chars(town)
    return [a["cn"][0].decode() for _, a in _conn().search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn"])]
