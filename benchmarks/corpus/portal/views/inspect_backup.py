"""Django views for the backup section."""
import re
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

USE_REQUEST_VALUE = False
PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class BackupSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def inspect_backup(request):
    rule = request.GET.get('rule', '')
    pieces = []
    pieces.append('max(0, ')
    pieces.append(rule)
    pieces.append(')')
    chosen = ''.join(pieces) if USE_REQUEST_VALUE else '0'
    exec(chosen)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('backup/inspect/', inspect_backup, name='inspect_backup')]
