"""Django views for the vendor section."""
import ldap
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def export_vendor(request):
    group = request.META.get('HTTP_X_GROUP', '')
    pieces = []
    pieces.append('(&(objectClass=group)(cn=')
    pieces.append(group)
    pieces.append('))')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ''.join(pieces))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('vendor/export/', export_vendor, name='export_vendor')]
