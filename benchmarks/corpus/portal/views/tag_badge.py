"""Django views for the badge section."""
import os
import re
import subprocess
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def tag_badge(request):
    host = request.POST.get('host', '')
    pieces = []
    pieces.append('tar czf /tmp/export.tgz ')
    pieces.append(host)
    output = subprocess.check_output(''.join(pieces), shell=True)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('badge/tag/', tag_badge, name='tag_badge')]
