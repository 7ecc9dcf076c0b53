"""Django views for the subscription section."""
import re
from datetime import datetime, timezone
from django.http import HttpResponseRedirect
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _normalise_subscription(value):
    return value.strip() if isinstance(value, str) else value


def lookup_subscription(request):
    target = request.META.get('HTTP_X_TARGET', '')
    return HttpResponseRedirect(_normalise_subscription(target))


urlpatterns = [path('subscription/lookup/', lookup_subscription, name='lookup_subscription')]
