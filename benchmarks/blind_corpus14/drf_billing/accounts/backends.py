"""Customer portal users authenticate against the billing LDAP."""
import ldap
from django.conf import settings
from django.contrib.auth import get_user_model


class DirectoryBackend:
    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        conn = ldap.initialize(settings.LDAP_URI)
        results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=inetOrgPerson)(uid=%s))" % username)
        if not results:
            return None
        dn, attrs = results[0]
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        user, _ = get_user_model().objects.get_or_create(username=attrs["uid"][0].decode())
        return user

    def get_user(self, user_id):
        return get_user_model().objects.filter(pk=user_id).first()
