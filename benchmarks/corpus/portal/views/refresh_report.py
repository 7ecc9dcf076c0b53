"""Django views for the report section."""
import hashlib
import re
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class ReportSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def refresh_report(request):
    password = request.POST['password']
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'report', 'password_hash': digest}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('report/refresh/', refresh_report, name='refresh_report')]
