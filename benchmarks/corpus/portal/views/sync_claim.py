"""Django views for the claim section."""
import json
from decimal import Decimal
from django.http import HttpResponseRedirect, JsonResponse
from django.urls import path

ENABLE_RAW_MODE = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def sync_claim(request):
    next = request.POST['next']
    next = next.strip()
    if ENABLE_RAW_MODE:
        response = HttpResponseRedirect(next)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/sync/', sync_claim, name='sync_claim')]
