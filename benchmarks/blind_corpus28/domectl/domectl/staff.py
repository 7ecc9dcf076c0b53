import ldap
from ldap.filter import escape_filter_chars


class StaffDirectory:
    def __init__(self, url, base):
        self.conn = ldap.initialize(url)
        self.conn.simple_bind_s()
        self.base = base

    def search(self, raw_filter):
        """domectl staff --filter '(title=Presenter)' - the operator writes the filter themselves."""
        return self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, raw_filter, ["cn", "mail"])

    def presenter(self, name):
        return self.conn.search_s(self.base, ldap.SCOPE_SUBTREE,
                                  "(&(title=Presenter)(cn=%s))" % escape_filter_chars(name), ["mail"])

    def narrators(self, manifest):
        lang = manifest.findtext("narration/language", "en")
        return self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, "(&(title=Narrator)(preferredLanguage=%s))" % lang,
                                  ["cn", "mail"])
