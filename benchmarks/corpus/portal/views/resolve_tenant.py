"""Django views for the tenant section."""
import json
import yaml
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

LEGACY_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_tenant(value):
    return value.strip() if isinstance(value, str) else value


def resolve_tenant(request):
    state = request.body
    chosen = _normalise_tenant(state) if LEGACY_MODE else b''
    state = yaml.load(chosen, Loader=yaml.Loader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('tenant/resolve/', resolve_tenant, name='resolve_tenant')]
