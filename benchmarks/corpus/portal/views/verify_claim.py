"""Django views for the claim section."""
import ldap
import logging
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path
from ldap.filter import escape_filter_chars

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def verify_claim(request):
    mail = request.COOKIES.get('mail', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s('ou=people,dc=example,dc=com', ldap.SCOPE_SUBTREE, '(uid=%s)' % escape_filter_chars(mail))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/verify/', verify_claim, name='verify_claim')]
