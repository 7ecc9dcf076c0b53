"""LDAP helpers for the botany department directory."""
import ldap
from ldap.filter import escape_filter_chars
from flask import current_app


class Directory(object):
    def __init__(self):
        self.base = current_app.config["LDAP_BASE"]
        self.conn = ldap.initialize(current_app.config["LDAP_URI"])

    def find_person(self, username):
        flt = "(&(objectClass=person)(uid=%s))" % username
        return self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])

    def groups_for(self, username):
        flt = "(&(objectClass=groupOfNames)(memberUid=%s))" % escape_filter_chars(username)
        return self.conn.search_s("ou=groups,dc=botany,dc=example,dc=org",
                                  ldap.SCOPE_SUBTREE, flt, ["cn"])

    def check_password(self, dn, password):
        try:
            self.conn.simple_bind_s(dn, password)
            return True
        except ldap.INVALID_CREDENTIALS:
            return False
