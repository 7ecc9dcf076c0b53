import ldap
from ldap.filter import filter_format


class NocDirectory(object):
    base = "ou=people,dc=noc,dc=example,dc=net"
    admins_group = "cn=dnsadmins,ou=groups,dc=noc,dc=example,dc=net"

    def __init__(self, settings):
        self.uri = settings.get("dnsadmin.ldap_uri", "ldap://localhost")
        self._conn = None

    @property
    def conn(self):
        if self._conn is None:
            self._conn = ldap.initialize(self.uri)
            self._conn.simple_bind_s()
        return self._conn

    def is_dns_admin(self, login):
        flt = "(&(uid=" + login + ")(memberOf=" + self.admins_group + "))"
        return bool(self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, flt, ["uid"]))

    def lookup(self, login):
        flt = filter_format("(uid=%s)", [login])
        res = self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
        return res[0] if res else None

    def verify(self, dn, password):
        try:
            ldap.initialize(self.uri).simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return False
        return True
