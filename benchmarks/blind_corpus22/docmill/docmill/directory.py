import ldap
from ldap.filter import escape_filter_chars, filter_format

BASE = "ou=authors,dc=docmill,dc=example"


def _conn(uri):
    c = ldap.initialize(uri)
    c.set_option(ldap.OPT_REFERRALS, 0)
    return c


def author_card(uri: str, author: str) -> list:
    return _conn(uri).search_s(BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(displayName=" + author + "))", ["cn", "mail"])


def authors_in_group(uri: str, group: str) -> list:
    return _conn(uri).search_s(BASE, ldap.SCOPE_SUBTREE, filter_format("(memberOf=cn=%s,ou=groups,dc=docmill,dc=example)", [group]), ["cn"])


def authors_by_mail(uri: str, mail: str) -> list:
    return _conn(uri).search_s(BASE, ldap.SCOPE_SUBTREE, "(mail=%s)" % escape_filter_chars(mail, escape_mode=1), ["cn"])
