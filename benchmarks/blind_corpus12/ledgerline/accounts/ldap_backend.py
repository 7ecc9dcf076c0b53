import ldap
from ldap.filter import filter_format
from django.conf import settings
from django.contrib.auth import get_user_model


class DirectoryBackend:
    """Authenticate against the corporate directory and mirror users locally."""

    def _connect(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        return conn

    def _find_user(self, conn, username):
        result = conn.search_s(settings.LDAP_BASE_DN, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(uid=%s))" % username, ["cn", "mail"])
        return result[0] if result else None

    def _is_finance(self, conn, dn):
        flt = filter_format("(&(objectClass=groupOfNames)(cn=finance)(member=%s))", [dn])
        return bool(conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn"]))

    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        conn = self._connect()
        entry = self._find_user(conn, username)
        if entry is None:
            return None
        dn, attrs = entry
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        User = get_user_model()
        user, _ = User.objects.get_or_create(username=username)
        user.email = attrs.get("mail", [b""])[0].decode()
        user.is_staff = self._is_finance(conn, dn)
        user.save()
        return user

    def get_user(self, user_id):
        return get_user_model().objects.filter(pk=user_id).first()
