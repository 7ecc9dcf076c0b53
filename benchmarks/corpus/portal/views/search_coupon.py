"""Django views for the coupon section."""
import hashlib
import logging
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def search_coupon(request):
    content = b'static asset body'
    etag = hashlib.md5(content, usedforsecurity=False).hexdigest()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('coupon/search/', search_coupon, name='search_coupon')]
