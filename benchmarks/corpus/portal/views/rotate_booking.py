"""Django views for the booking section."""
import ldap
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

BASE_DN = 'ou=people,dc=example,dc=com'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def rotate_booking(request):
    uid = request.POST.get('uid', '')
    pieces = []
    pieces.append('(uid=')
    pieces.append(uid)
    pieces.append(')')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ''.join(pieces))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('booking/rotate/', rotate_booking, name='rotate_booking')]
