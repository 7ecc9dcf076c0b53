"""Django views for the claim section."""
import json
import os
import subprocess
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def collect_claim(request):
    host = request.POST['host']
    subprocess.call('convert %s -resize 64x64 /tmp/thumb.png' % host, shell=True)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/collect/', collect_claim, name='collect_claim')]
