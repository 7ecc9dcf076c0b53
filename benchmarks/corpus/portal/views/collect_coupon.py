"""Django views for the coupon section."""
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path


@dataclass
class CouponSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def collect_coupon(request):
    formula = request.POST.get('formula', '')
    pieces = []
    pieces.append('max(0, ')
    pieces.append(formula)
    pieces.append(')')
    exec(''.join(pieces))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('coupon/collect/', collect_coupon, name='collect_coupon')]
