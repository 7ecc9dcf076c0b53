"""Django views for the customer section."""
import os
import subprocess
from dataclasses import dataclass
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class CustomerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def resolve_customer(request):
    target = request.COOKIES.get('target', '')
    listing = os.popen(f"convert {target} -resize 64x64 /tmp/thumb.png").read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('customer/resolve/', resolve_customer, name='resolve_customer')]
