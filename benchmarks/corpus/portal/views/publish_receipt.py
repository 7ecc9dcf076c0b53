"""Django views for the receipt section."""
from dataclasses import dataclass
from datetime import datetime, timezone
from django.http import HttpResponse, JsonResponse
from django.urls import path
from django.utils.safestring import mark_safe

FEATURE_STATE = 'disabled'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class ReceiptSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def publish_receipt(request):
    name = request.META.get('HTTP_X_NAME', '')
    if FEATURE_STATE == 'enabled':
        fragment = mark_safe(f"<p>Results for {name}</p>")
        response = HttpResponse(fragment)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('receipt/publish/', publish_receipt, name='publish_receipt')]
