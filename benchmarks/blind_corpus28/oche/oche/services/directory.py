import ldap
from ldap.filter import escape_filter_chars


class MemberDirectory:
    def __init__(self, settings):
        self.settings = settings

    def _connect(self):
        conn = ldap.initialize(self.settings.ldap_url)
        conn.simple_bind_s(self.settings.ldap_bind_dn, self.settings.ldap_bind_password)
        return conn

    def find_member(self, membership_no):
        conn = self._connect()
        flt = "(&(objectClass=dartsMember)(memberNumber=%s))" % membership_no
        return conn.search_s(self.settings.ldap_base, ldap.SCOPE_SUBTREE, flt, ["cn", "mail", "uid"])

    def captains_of(self, team_slug):
        conn = self._connect()
        flt = "(&(objectClass=dartsMember)(captainOf=%s))" % escape_filter_chars(team_slug)
        return conn.search_s(self.settings.ldap_base, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])

    def authenticate(self, dn, password):
        conn = ldap.initialize(self.settings.ldap_url)
        try:
            conn.simple_bind_s(dn, password)
            return True
        except ldap.INVALID_CREDENTIALS:
            return False
