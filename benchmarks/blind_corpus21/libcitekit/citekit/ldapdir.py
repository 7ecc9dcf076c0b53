"""Resolve local author names against an institutional directory."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


class AuthorDirectory(object):
    def __init__(self, url, base):
        self.conn = Connection(Server(url), auto_bind=True)
        self.base = base

    def orcid_for(self, surname, given=""):
        flt = "(&(sn=%s)(givenName=%s*))" % (surname, given)
        self.conn.search(self.base, flt, attributes=["eduPersonOrcid"])
        return [e.eduPersonOrcid.value for e in self.conn.entries]

    def affiliation_for(self, surname):
        self.conn.search(self.base, "(sn=%s)" % escape_filter_chars(surname), attributes=["ou"])
        return [e.ou.value for e in self.conn.entries]
