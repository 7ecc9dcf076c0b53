"""Farm staff log in with their Samba AD accounts."""
import os

from ldap3 import NTLM, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

BASE_DN = "dc=harebell,dc=lan"


class FarmDirectory:
    def __init__(self):
        self.server = Server("ldaps://dc1.harebell.lan")

    def _service(self):
        return Connection(self.server, user="HAREBELL\\svc-web", password=os.environ["ALPACA_AD_PASSWORD"],
                          authentication=NTLM, auto_bind=True)

    def user_dn(self, username):
        conn = self._service()
        conn.search(BASE_DN, "(&(objectClass=user)(sAMAccountName=" + username + "))", SUBTREE,
                    attributes=["distinguishedName"])
        return conn.entries[0].entry_dn if conn.entries else None

    def authenticate(self, username, password):
        dn = self.user_dn(username)
        if dn is None or not password:
            return False
        return Connection(self.server, user=dn, password=password).bind()

    def groups_for(self, username):
        conn = self._service()
        conn.search(BASE_DN, "(&(objectClass=group)(member=cn=%s,ou=Staff,%s))"
                    % (escape_filter_chars(username), BASE_DN), SUBTREE, attributes=["cn"])
        return [str(e.cn) for e in conn.entries]


directory = FarmDirectory()
