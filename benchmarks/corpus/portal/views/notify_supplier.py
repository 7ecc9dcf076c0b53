"""Django views for the supplier section."""
import os
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def notify_supplier(request):
    name = request.GET['name']
    with open(os.path.join(BASE_DIR, name)) as handle:
        content = handle.read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('supplier/notify/', notify_supplier, name='notify_supplier')]
