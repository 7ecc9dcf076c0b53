"""Django views for the quota section."""
import re
import yaml
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def notify_quota(request):
    blob = request.body
    state = yaml.load(blob, Loader=yaml.Loader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('quota/notify/', notify_quota, name='notify_quota')]
