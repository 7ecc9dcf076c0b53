"""Django views for the ticket section."""
import json
import re
import subprocess
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def download_ticket(request):
    branch = request.GET['branch']
    output = subprocess.check_output(['git', 'log', '--oneline', '--', branch])
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('ticket/download/', download_ticket, name='download_ticket')]
