"""Django views for the tenant section."""
import re
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

LEGACY_MODE = False
SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _normalise_tenant(value):
    return value.strip() if isinstance(value, str) else value


def lookup_tenant(request):
    role = request.COOKIES.get('role', '')
    chosen = _normalise_tenant(role) if LEGACY_MODE else 'guest'
    request.session['tenant_role'] = chosen
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('tenant/lookup/', lookup_tenant, name='lookup_tenant')]
