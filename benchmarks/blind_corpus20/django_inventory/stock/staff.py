"""Look up warehouse staff in the corporate directory."""
import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from ldap.filter import escape_filter_chars

BASE_DN = "ou=staff,dc=example,dc=com"


def _conn():
    conn = ldap.initialize(getattr(settings, "LDAP_URI", "ldaps://ldap.example.com"))
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


@login_required
def staff_search(request):
    name = request.GET.get("name", "")
    flt = "(&(objectClass=person)(department=warehouse)(cn=%s*))" % name
    results = _conn().search_s(BASE_DN, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
    return JsonResponse({"staff": [r[1].get("cn", [b""])[0].decode() for r in results]})


@login_required
def staff_by_badge(request):
    badge = escape_filter_chars(request.GET.get("badge", ""))
    results = _conn().search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(employeeNumber=%s)" % badge, ["cn"])
    return JsonResponse({"found": bool(results)})
