"""Django views for the payroll section."""
from dataclasses import dataclass
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe

LEGACY_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class PayrollSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def approve_payroll(request):
    title = request.META.get('HTTP_X_TITLE', '')
    parts = ['<h1>Hello', title] + ['</h1>']
    chosen = ' '.join(parts) if LEGACY_MODE else '<p>Welcome</p>'
    fragment = mark_safe(chosen)
    return HttpResponse(fragment)


urlpatterns = [path('payroll/approve/', approve_payroll, name='approve_payroll')]
