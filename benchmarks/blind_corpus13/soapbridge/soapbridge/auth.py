"""WS-Security UsernameToken authentication against Active Directory."""
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

from .settings import settings

WSSE_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"


class AuthError(Exception):
    pass


class DirectoryAuthenticator(object):
    def __init__(self, server_url=None):
        self.server = Server(server_url or settings.ldap_url, use_ssl=True)

    def _service_conn(self):
        return Connection(self.server, settings.ldap_bind_user, settings.ldap_bind_password, auto_bind=True)

    def find_partner_dn(self, username):
        conn = self._service_conn()
        conn.search(
            settings.ldap_base,
            "(&(objectClass=user)(sAMAccountName=%s)(!(userAccountControl:1.2.840.113556.1.4.803:=2)))" % username,
            SUBTREE,
            attributes=["distinguishedName", "memberOf"],
        )
        if not conn.entries:
            raise AuthError("unknown partner")
        return conn.entries[0].entry_dn

    def partner_members(self):
        conn = self._service_conn()
        conn.search(settings.ldap_base, "(memberOf=%s)" % settings.partner_group, SUBTREE, attributes=["sAMAccountName"])
        return [e.sAMAccountName.value for e in conn.entries]

    def in_group(self, username, group_cn):
        conn = self._service_conn()
        flt = "(&(sAMAccountName=%s)(memberOf=CN=%s,OU=Groups,DC=corp,DC=example,DC=com))" % (
            escape_filter_chars(username), escape_filter_chars(group_cn))
        conn.search(settings.ldap_base, flt, SUBTREE)
        return bool(conn.entries)

    def authenticate(self, header):
        username = header.findtext(".//{%s}Username" % WSSE_NS) or ""
        password = header.findtext(".//{%s}Password" % WSSE_NS) or ""
        if not username or not password:
            raise AuthError("missing UsernameToken")
        dn = self.find_partner_dn(username)
        if not Connection(self.server, dn, password).bind():
            raise AuthError("bad credentials")
        return username
