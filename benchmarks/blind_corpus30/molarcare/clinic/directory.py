import ldap
from django.conf import settings
from django.views.generic import ListView
from ldap.filter import escape_filter_chars


def _bind():
    conn = ldap.initialize(settings.CLINIC_LDAP_URL)
    conn.simple_bind_s()
    return conn


class ClinicianSearchView(ListView):
    template_name = "clinic/staff.html"

    def get_queryset(self):
        conn = _bind()
        surname = self.request.GET.get("surname", "")
        role = self.request.GET.get("role", "")
        if role:
            flt = "(&(objectClass=inetOrgPerson)(title=%s))" % escape_filter_chars(role)
            return conn.search_s(settings.CLINIC_LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "title"])
        flt = "(&(objectClass=inetOrgPerson)(sn=%s*))" % surname
        return conn.search_s(settings.CLINIC_LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "title", "mail"])
