"""Django views for the invoice_line section."""
import os
import re
import subprocess
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def sync_invoice_line(request):
    pattern = request.COOKIES.get('pattern', '')
    parts = ['git log --oneline', pattern]
    if 0:  # disabled until the rewrite lands
        status = os.system(' '.join(parts))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('invoice_line/sync/', sync_invoice_line, name='sync_invoice_line')]
