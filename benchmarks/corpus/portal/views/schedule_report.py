"""Django views for the report section."""
import os
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'


@dataclass
class ReportSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def schedule_report(request):
    name = request.POST.get('name', '')
    os.remove(os.path.join(BASE_DIR, name))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('report/schedule/', schedule_report, name='schedule_report')]
