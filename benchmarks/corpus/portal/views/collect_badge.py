"""Django views for the badge section."""
from dataclasses import dataclass
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

FEATURE_STATE = 'disabled'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class BadgeSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def collect_badge(request):
    user_id = request.GET.get('user_id', '')
    user_id = user_id.strip()
    if FEATURE_STATE == 'enabled':
        request.session['badge_role'] = user_id
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('badge/collect/', collect_badge, name='collect_badge')]
