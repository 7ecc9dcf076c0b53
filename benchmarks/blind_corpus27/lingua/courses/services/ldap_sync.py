import ldap3
from django.conf import settings


class StaffDirectory:
    base = "ou=teachers,dc=lingua-school,dc=example"

    def __init__(self):
        self.conn = ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)

    def by_language(self, lang):
        self.conn.search(self.base, "(&(objectClass=person)(preferredLanguage=" + lang + "))", attributes=["cn"])
        return [str(e.cn) for e in self.conn.entries]

    def by_uid(self, uid):
        safe = ldap3.utils.conv.escape_filter_chars(uid)
        self.conn.search(self.base, f"(uid={safe})", attributes=["cn", "mail"])
        return [str(e.mail) for e in self.conn.entries]
