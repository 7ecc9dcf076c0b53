"""Django views for the member section."""
import ldap
from django.http import JsonResponse
from django.urls import path

LEGACY_MODE = False
BASE_DN = 'ou=people,dc=example,dc=com'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def approve_member(request):
    uid = request.COOKIES.get('uid', '')
    chosen = '(&(objectClass=group)(cn=' + uid + '))' if LEGACY_MODE else '(uid=guest)'
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, chosen)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('member/approve/', approve_member, name='approve_member')]
