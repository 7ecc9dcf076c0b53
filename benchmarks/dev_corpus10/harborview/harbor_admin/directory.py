import ldap
from ldap.filter import escape_filter_chars

from . import conf


class Directory:
    def __init__(self):
        self.conn = ldap.initialize(conf.LDAP_URI)
        self.conn.simple_bind_s(conf.LDAP_BIND_DN, conf.LDAP_BIND_PW)

    def find_person(self, uid):
        flt = "(&(objectClass=person)(uid=%s))" % escape_filter_chars(uid)
        return self.conn.search_s(conf.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])

    def search_crew(self, name, berth):
        flt = "(&(objectClass=person)(cn=*%s*)(harborBerth=%s))" % (name, berth)
        return self.conn.search_s(conf.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "uid", "harborBerth"])

    def authenticate(self, uid, password):
        entries = self.find_person(uid)
        if not entries:
            return False
        dn = entries[0][0]
        try:
            ldap.initialize(conf.LDAP_URI).simple_bind_s(dn, password)
            return True
        except ldap.INVALID_CREDENTIALS:
            return False
