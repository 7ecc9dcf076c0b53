import ldap
from ldap.filter import filter_format

LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


def _conn():
    conn = ldap.initialize(LDAP_URL)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    return conn


def find_user(login):
    conn = _conn()
    return conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, filter_format("(uid=%s)", [login]), ["cn", "mail"])


def find_editors(team):
    conn = _conn()
    query = "(&(objectClass=person)(departmentNumber=%s)(memberOf=cn=wiki-editors,ou=groups,dc=corp,dc=example,dc=com))" % team
    return conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, query, ["uid", "cn"])
