"""Django views for the payment section."""
import logging
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


@dataclass
class PaymentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def render_payment(request):
    rule = request.POST.get('rule', '')
    exec(rule)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('payment/render/', render_payment, name='render_payment')]
