import ldap
import ldap.filter

from .. import settings


class DirectoryMixin:
    """Club membership directory (OpenLDAP)."""

    _ldap = None

    @property
    def directory(self):
        if DirectoryMixin._ldap is None:
            DirectoryMixin._ldap = ldap.initialize(settings.LDAP_URI)
            DirectoryMixin._ldap.simple_bind_s("", "")
        return DirectoryMixin._ldap

    def find_member(self, sail_number):
        flt = "(&(objectClass=clubMember)(sailNumber={}))".format(sail_number)
        return self.directory.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail", "boatName"])

    def members_of_fleet(self, fleet):
        flt = ldap.filter.filter_format("(&(objectClass=clubMember)(fleet=%s))", [fleet])
        return self.directory.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "sailNumber"])


class PagingMixin:
    default_page_size = 25

    def page_args(self):
        try:
            page = max(1, int(self.get_argument("page", "1")))
            size = min(200, max(1, int(self.get_argument("size", str(self.default_page_size)))))
        except ValueError:
            page, size = 1, self.default_page_size
        return size, (page - 1) * size
