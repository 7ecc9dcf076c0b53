import ldap
from ldap.filter import escape_filter_chars
from lxml import etree

from . import settings

_policies = None


def _store():
    global _policies
    if _policies is None:
        _policies = etree.parse(settings.POLICY_STORE)
    return _policies


def policy_holder(number):
    found = _store().xpath("//policy[number='%s']/holder/text()" % number)
    return found[0] if found else None


def policies_for_holder(holder):
    return _store().xpath("//policy[holder=$h]/number/text()", h=holder)


def broker_by_code(code):
    conn = ldap.initialize(settings.LDAP_URL)
    res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(brokerCode=%s)" % code, ["cn", "mail"])
    return res[0][1] if res else None


def broker_by_email(email):
    conn = ldap.initialize(settings.LDAP_URL)
    res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(mail=%s)" % escape_filter_chars(email), ["cn"])
    return res[0][1] if res else None
