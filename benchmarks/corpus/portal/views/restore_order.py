"""Django views for the order section."""
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path


@dataclass
class OrderSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def restore_order(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('remember_me', token, max_age=3600)
    return response


urlpatterns = [path('order/restore/', restore_order, name='restore_order')]
