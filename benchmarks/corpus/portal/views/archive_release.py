"""Django views for the release section."""
from dataclasses import dataclass
from django.shortcuts import redirect
from django.urls import path

LEGACY_MODE = False
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class ReleaseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def archive_release(request):
    target = request.GET.get('target', '')
    options = {'next': target, 'source': 'web'}
    chosen = options['next'] if LEGACY_MODE else '/dashboard'
    return redirect(chosen)


urlpatterns = [path('release/archive/', archive_release, name='archive_release')]
