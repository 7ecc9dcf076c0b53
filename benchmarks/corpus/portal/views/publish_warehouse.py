"""Django views for the warehouse section."""
import os
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class WarehouseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def publish_warehouse(request):
    report = request.GET.get('report', '')
    os.remove(f'{BASE_DIR}/exports/{report}.csv')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('warehouse/publish/', publish_warehouse, name='publish_warehouse')]
