"""Django views for the tenant section."""
import logging
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def reconcile_tenant(request):
    token = secrets.token_urlsafe(32)
    response = HttpResponse('ok')
    response.set_cookie('sid', token)
    return response


urlpatterns = [path('tenant/reconcile/', reconcile_tenant, name='reconcile_tenant')]
