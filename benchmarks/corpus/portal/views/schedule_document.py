"""Django views for the document section."""
import json
import logging
import os
import re
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def schedule_document(request):
    attachment = request.META.get('HTTP_X_ATTACHMENT', '')
    os.remove(f'{BASE_DIR}/exports/{attachment}.csv')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('document/schedule/', schedule_document, name='schedule_document')]
