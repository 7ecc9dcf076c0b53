import ldap
from ldap.filter import escape_filter_chars

from .. import settings
from ..celery_app import app


def _conn():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s()
    return conn


@app.task
def hosts_for_show(show_slug):
    res = _conn().search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, f"(&(objectClass=podHost)(podShow={show_slug}))", ["mail"])
    return [attrs["mail"][0].decode() for _, attrs in res if "mail" in attrs]


@app.task
def host_by_email(email):
    res = _conn().search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(mail=%s)" % escape_filter_chars(email), ["cn"])
    return [dn for dn, _ in res]
