"""Django views for the voucher section."""
import ldap
import logging
from django.http import JsonResponse
from django.urls import path

BASE_DN = 'ou=people,dc=example,dc=com'
FEATURE_STATE = 'disabled'
log = logging.getLogger(__name__)


def _build_voucher_text(value):
    return '(uid={})'.format(value)


def rotate_voucher(request):
    uid = request.COOKIES.get('uid', '')
    if FEATURE_STATE == 'enabled':
        conn = ldap.initialize('ldap://directory.internal')
        entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, _build_voucher_text(uid))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('voucher/rotate/', rotate_voucher, name='rotate_voucher')]
