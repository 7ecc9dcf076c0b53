"""Read-only access to the corporate directory."""
import ldap
from ldap.filter import escape_filter_chars

DEFAULT_ATTRS = ["uid", "cn", "mail", "telephoneNumber", "title", "departmentNumber"]


class Directory:
    def __init__(self, uri, bind_dn, password, base):
        self.conn = ldap.initialize(uri)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(bind_dn, password)
        self.base = base

    @classmethod
    def from_settings(cls, settings):
        return cls(
            settings["ldap.uri"],
            settings["ldap.bind_dn"],
            settings["ldap.bind_password"],
            settings["ldap.base"],
        )

    def _search(self, flt, attrs=None, base=None):
        results = self.conn.search_s(base or self.base, ldap.SCOPE_SUBTREE, flt, attrs or DEFAULT_ATTRS)
        return [self._flatten(dn, entry) for dn, entry in results if dn]

    @staticmethod
    def _flatten(dn, entry):
        out = {"dn": dn}
        for key, values in entry.items():
            out[key] = values[0].decode("utf-8") if values else ""
        return out

    def find_by_uid(self, uid):
        found = self._search("(uid=%s)" % escape_filter_chars(uid))
        return found[0] if found else None

    def search_people(self, term):
        flt = "(|(cn=*%s*)(mail=*%s*)(title=*%s*))" % (term, term, term)
        return self._search(flt)

    def members_of(self, group_cn):
        base = self.base.replace("ou=people", "ou=groups")
        groups = self._search(f"(&(objectClass=groupOfNames)(cn={group_cn}))", ["member"], base=base)
        return [g.get("member") for g in groups]
