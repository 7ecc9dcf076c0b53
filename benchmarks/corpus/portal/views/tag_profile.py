"""Django views for the profile section."""
import json
import re
from django.http import HttpResponseRedirect
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def tag_profile(request):
    target = request.GET.get('target', '')
    target = target.strip()
    return HttpResponseRedirect(target)


urlpatterns = [path('profile/tag/', tag_profile, name='tag_profile')]
