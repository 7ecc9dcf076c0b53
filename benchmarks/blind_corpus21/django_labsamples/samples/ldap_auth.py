from django.conf import settings
from django.contrib.auth import get_user_model
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars


class CoreDirectoryBackend(object):
    """Authenticate against the core facility Active Directory."""

    def __init__(self):
        self.server = Server(settings.LDAP_SERVER, get_info=ALL)
        self.base = settings.LDAP_SEARCH_BASE

    def _conn(self, user=None, password=None):
        return Connection(self.server, user=user, password=password, auto_bind=True)

    def authenticate(self, request, username=None, password=None):
        conn = self._conn()
        conn.search(self.base, f"(&(objectClass=user)(sAMAccountName={username}))",
                    attributes=["distinguishedName", "mail"])
        if not conn.entries:
            return None
        dn = conn.entries[0].distinguishedName.value
        try:
            self._conn(dn, password)
        except Exception:
            return None
        user, _ = get_user_model().objects.get_or_create(username=username)
        return user

    def is_core_staff(self, username):
        conn = self._conn()
        conn.search("CN=CoreStaff,OU=Groups,DC=core,DC=example,DC=edu",
                    "(member=CN=%s)" % escape_filter_chars(username))
        return bool(conn.entries)

    def get_user(self, user_id):
        try:
            return get_user_model().objects.get(pk=user_id)
        except get_user_model().DoesNotExist:
            return None
