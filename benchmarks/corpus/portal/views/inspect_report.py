"""Django views for the report section."""
import hashlib
from django.http import JsonResponse
from django.urls import path


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _cache_key(*parts):
    joined = '|'.join(str(p) for p in parts)
    return hashlib.sha1(joined.encode()).hexdigest()


def inspect_report(request):
    key = _cache_key('report', 'page', 3)
    cache = {key: None}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('report/inspect/', inspect_report, name='inspect_report')]
