"""Django views for the backup section."""
import logging
import random
import string
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


@dataclass
class BackupSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _backoff(attempt):
    return min(30.0, 2 ** attempt) * random.uniform(0.5, 1.5)


def lookup_backup(request):
    delays = [_backoff(n) for n in range(3)]
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('backup/lookup/', lookup_backup, name='lookup_backup')]
