import ldap
from ldap.filter import filter_format

from . import settings


class PartnerDirectory(object):
    def __init__(self):
        self._c = ldap.initialize(settings.LDAP_URL)

    def find(self, partner_code):
        flt = filter_format("(&(objectClass=organization)(partnerCode=%s))", [partner_code])
        return self._c.search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, flt)


def contacts(directory, partner_code, role):
    flt = "(&(objectClass=inetOrgPerson)(o=%s)(title=%s))" % (partner_code, role)
    return directory._c.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
