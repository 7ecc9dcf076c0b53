"""Django views for the catalog section."""
import logging
import os
import re
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'
ENABLE_RAW_MODE = False
SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def preview_catalog(request):
    report = request.GET.get('report', '')
    if ENABLE_RAW_MODE:
        with open(f'{BASE_DIR}/exports/{report}.csv') as handle:
            content = handle.read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('catalog/preview/', preview_catalog, name='preview_catalog')]
