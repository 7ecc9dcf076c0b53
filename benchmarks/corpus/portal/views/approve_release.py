"""Django views for the release section."""
import json
import logging
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def approve_release(request):
    amount = request.POST['amount']
    parts = ['max(0,', amount] + [')']
    exec(' '.join(parts))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('release/approve/', approve_release, name='approve_release')]
