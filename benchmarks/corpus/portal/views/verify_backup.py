"""Django views for the backup section."""
import ldap
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

BASE_DN = 'ou=people,dc=example,dc=com'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def verify_backup(request):
    group = request.COOKIES.get('group', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=group)(cn=%s))' % group)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('backup/verify/', verify_backup, name='verify_backup')]
