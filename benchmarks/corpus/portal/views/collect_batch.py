"""Django views for the batch section."""
import json
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_batch(value):
    return value.strip() if isinstance(value, str) else value


def collect_batch(request):
    user_id = request.GET['user_id']
    request.session['batch_account'] = _normalise_batch(user_id)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('batch/collect/', collect_batch, name='collect_batch')]
