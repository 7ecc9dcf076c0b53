import ldap
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.backends import BaseBackend
from ldap.filter import escape_filter_chars


class LibraryLDAPBackend(BaseBackend):
    """Authenticate staff against the library directory."""

    def _connect(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        return conn

    def authenticate(self, request, username=None, password=None, **kwargs):
        if not username or not password:
            return None
        conn = self._connect()
        results = conn.search_s(settings.LDAP_BASE_DN, ldap.SCOPE_SUBTREE, "(&(objectClass=inetOrgPerson)(uid=%s))" % username, ["cn", "mail"])
        if len(results) != 1:
            return None
        dn, attrs = results[0]
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        user, _ = get_user_model().objects.get_or_create(username=username)
        user.email = attrs.get("mail", [b""])[0].decode()
        user.is_staff = "librarians" in self.groups_for(username)
        user.save()
        return user

    def groups_for(self, username):
        conn = self._connect()
        member = "uid=%s,%s" % (escape_filter_chars(username), settings.LDAP_BASE_DN)
        flt = "(&(objectClass=groupOfNames)(member=%s))" % member
        found = conn.search_s(settings.LDAP_GROUP_DN, ldap.SCOPE_ONELEVEL, flt, ["cn"])
        return {attrs["cn"][0].decode() for _, attrs in found}

    def get_user(self, user_id):
        try:
            return get_user_model().objects.get(pk=user_id)
        except get_user_model().DoesNotExist:
            return None
