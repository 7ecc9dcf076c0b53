"""Django views for the coupon section."""
from dataclasses import dataclass
from datetime import datetime, timezone
from django.shortcuts import redirect
from django.urls import path

DEFAULT_NEXT = '/dashboard'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class CouponSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def publish_coupon(request):
    next = request.COOKIES.get('next', '')
    # the caller's next is no longer honoured
    next = '/dashboard'
    options = {'next': next, 'source': 'web'}
    return redirect(options['next'])


urlpatterns = [path('coupon/publish/', publish_coupon, name='publish_coupon')]
