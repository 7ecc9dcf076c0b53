import ldap
from django.conf import settings
from django.contrib.auth import get_user_model
from ldap.filter import escape_filter_chars


class DirectoryBackend:
    def _conn(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.protocol_version = 3
        return conn

    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        conn = self._conn()
        flt = "(&(objectClass=person)(uid=%s))" % escape_filter_chars(username)
        res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
        if not res:
            return None
        dn, attrs = res[0]
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        user, _ = get_user_model().objects.get_or_create(username=username)
        return user

    def groups_for(self, username, group_hint="*"):
        conn = self._conn()
        flt = "(&(objectClass=groupOfNames)(cn=%s)(member=uid=%s,%s))" % (group_hint, username, settings.LDAP_BASE)
        return [dn for dn, _ in conn.search_s("ou=groups,dc=corp,dc=example", ldap.SCOPE_SUBTREE, flt)]

    def get_user(self, user_id):
        try:
            return get_user_model().objects.get(pk=user_id)
        except get_user_model().DoesNotExist:
            return None
