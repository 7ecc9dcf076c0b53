"""Django views for the payment section."""
import ldap
import logging
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


@dataclass
class PaymentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def rotate_payment(request):
    group = request.META.get('HTTP_X_GROUP', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(&(objectClass=group)(cn={group}))")
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('payment/rotate/', rotate_payment, name='rotate_payment')]
