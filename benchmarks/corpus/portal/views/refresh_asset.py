"""Django views for the asset section."""
import ldap
import re
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def refresh_asset(request):
    uid = request.COOKIES.get('uid', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(&(objectClass=group)(cn={uid}))")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('asset/refresh/', refresh_asset, name='refresh_asset')]
