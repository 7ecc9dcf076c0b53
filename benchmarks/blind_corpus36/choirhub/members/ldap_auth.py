"""Authenticate singers against the arts centre's directory."""
import ldap
from django.conf import settings
from ldap.filter import escape_filter_chars


class ArtsCentreDirectory:
    def __init__(self):
        self.uri = settings.LDAP_URI
        self.base = settings.LDAP_BASE

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        return conn

    def find_user_dn(self, username):
        conn = self._connect()
        results = conn.search_s(self.base, ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(uid={username}))", ["cn"])
        return results[0][0] if results else None

    def groups_for(self, username):
        conn = self._connect()
        flt = "(&(objectClass=groupOfNames)(memberUid=%s))" % escape_filter_chars(username)
        return [dn for dn, _ in conn.search_s("ou=groups,dc=harbourside-arts,dc=org,dc=uk", ldap.SCOPE_SUBTREE, flt, ["cn"])]

    def check_password(self, username, password):
        dn = self.find_user_dn(username)
        if dn is None or not password:
            return False
        conn = self._connect()
        try:
            conn.simple_bind_s(dn, password)
            return True
        except ldap.INVALID_CREDENTIALS:
            return False


directory = ArtsCentreDirectory()
