import re

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from ldap3.utils.dn import escape_rdn

from . import config

GROUP_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")


class Directory(object):
    def __init__(self):
        self.server = Server(config.LDAP_URL, use_ssl=True)
        self.base = config.LDAP_BASE

    def _conn(self):
        return Connection(self.server, config.LDAP_BIND_DN, config.LDAP_BIND_PASSWORD, auto_bind=True)

    def search_people(self, name):
        conn = self._conn()
        conn.search(self.base, f"(&(objectClass=person)(cn=*{name}*))", attributes=["cn", "mail", "title"])
        return conn.entries

    def find_by_uid(self, uid):
        conn = self._conn()
        conn.search(self.base, "(uid=%s)" % escape_filter_chars(uid), attributes=["cn", "mail", "manager"])
        return conn.entries

    def members_of(self, group):
        if not GROUP_RE.match(group):
            raise ValueError("bad group name")
        conn = self._conn()
        conn.search(self.base, "(&(objectClass=groupOfNames)(cn=%s))" % group, attributes=["member"])
        return conn.entries

    def phone_lookup(self, number):
        conn = self._conn()
        flt = "(|(telephoneNumber=" + number + ")(mobile=" + number + "))"
        conn.search(self.base, flt, attributes=["cn", "telephoneNumber"])
        return conn.entries

    def authenticate(self, username, password):
        user_dn = "uid=%s,ou=people,%s" % (escape_rdn(username), self.base)
        conn = Connection(self.server, user_dn, password)
        return conn.bind()
