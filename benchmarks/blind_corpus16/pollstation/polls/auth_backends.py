"""Authenticate poll officers against the regional directory."""
import ldap
import ldap.filter
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.backends import BaseBackend


class DirectoryBackend(BaseBackend):
    def _conn(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        return conn

    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        conn = self._conn()
        results = conn.search_s(
            settings.LDAP_BASE_DN, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(uid=%s))" % username, ["mail", "cn"]
        )
        if not results:
            return None
        dn, attrs = results[0]
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        user, _ = get_user_model().objects.get_or_create(username=username)
        return user

    def lookup_by_mail(self, email):
        conn = self._conn()
        flt = ldap.filter.filter_format("(&(objectClass=person)(mail=%s))", [email])
        return conn.search_s(settings.LDAP_BASE_DN, ldap.SCOPE_SUBTREE, flt, ["uid"])

    def get_user(self, user_id):
        return get_user_model().objects.filter(pk=user_id).first()
