"""Django views for the report section."""
import re
from dataclasses import dataclass
from django.shortcuts import redirect
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class ReportSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_report(value):
    return value.strip() if isinstance(value, str) else value


def verify_report(request):
    next = request.POST.get('next', '')
    return redirect(_normalise_report(next))


urlpatterns = [path('report/verify/', verify_report, name='verify_report')]
