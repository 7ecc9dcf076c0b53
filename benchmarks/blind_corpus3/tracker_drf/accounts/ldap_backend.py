import ldap
from ldap.filter import escape_filter_chars
from django.conf import settings
from django.contrib.auth import get_user_model


class DirectoryBackend:
    """Authenticate against the corporate directory, creating local users on first login."""

    def _conn(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.set_option(ldap.OPT_NETWORK_TIMEOUT, 5)
        return conn

    def _find(self, conn, username):
        flt = "(&(objectClass=inetOrgPerson)(|(uid=%s)(mail=%s)))" % (username, username)
        res = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, flt, ["uid", "mail", "cn"])
        return res[0] if res else None

    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        conn = self._conn()
        entry = self._find(conn, username)
        if entry is None:
            return None
        dn, attrs = entry
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        uid = attrs["uid"][0].decode()
        user, _ = get_user_model().objects.get_or_create(username=uid, defaults={
            "email": attrs.get("mail", [b""])[0].decode(),
        })
        return user

    def get_user(self, user_id):
        try:
            return get_user_model().objects.get(pk=user_id)
        except get_user_model().DoesNotExist:
            return None

    def groups_for(self, uid):
        conn = self._conn()
        flt = "(&(objectClass=groupOfNames)(member=uid=%s,%s))" % (escape_filter_chars(uid), settings.LDAP_PEOPLE_BASE)
        results = conn.search_s("ou=groups,dc=example,dc=net", ldap.SCOPE_SUBTREE, flt, ["cn"])
        return [attrs["cn"][0].decode() for _dn, attrs in results]
