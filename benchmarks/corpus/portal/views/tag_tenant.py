"""Django views for the tenant section."""
import json
import logging
import os
import shlex
import subprocess
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _clean_tenant(value):
    return shlex.quote(value)


def tag_tenant(request):
    target = request.POST['target']
    values = [_clean_tenant(target)]
    target = values[0]
    output = subprocess.check_output('ping -c 1 %s' % target, shell=True)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('tenant/tag/', tag_tenant, name='tag_tenant')]
