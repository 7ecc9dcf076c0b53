import ldap
from ldap.filter import escape_filter_chars, filter_format

from . import settings

PERSON_ATTRS = ["uid", "cn", "mail", "title", "telephoneNumber", "departmentNumber", "manager"]


class Directory(object):
    def __init__(self, uri=settings.LDAP_URI):
        self.conn = ldap.initialize(uri)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(settings.BIND_DN, settings.BIND_PW)

    def close(self):
        self.conn.unbind_s()

    def search_people(self, text, limit=50):
        flt = "(&(objectClass=inetOrgPerson)(|(cn=*%s*)(mail=%s*)(telephoneNumber=*%s)))" % (text, text, text)
        res = self.conn.search_ext_s(settings.PEOPLE_DN, ldap.SCOPE_SUBTREE, flt, PERSON_ATTRS,
                                     sizelimit=limit)
        return [attrs for _, attrs in res]

    def get_by_uid(self, uid):
        flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(uid)
        res = self.conn.search_s(settings.PEOPLE_DN, ldap.SCOPE_ONELEVEL, flt, PERSON_ATTRS)
        return res[0] if res else None

    def groups_of(self, dn):
        flt = filter_format("(&(objectClass=groupOfNames)(member=%s))", [dn])
        res = self.conn.search_s(settings.GROUPS_DN, ldap.SCOPE_SUBTREE, flt, ["cn"])
        return sorted(a["cn"][0].decode() for _, a in res)

    def by_mail(self, mail):
        res = self.conn.search_s(settings.PEOPLE_DN, ldap.SCOPE_SUBTREE, "(mail=%s)" % mail, PERSON_ATTRS)
        return res[0] if res else None
