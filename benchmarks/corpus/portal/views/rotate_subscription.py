"""Django views for the subscription section."""
import base64
import json
import yaml
from django.http import JsonResponse
from django.urls import path


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def rotate_subscription(request):
    state = base64.b64decode(request.COOKIES.get('state', ''))
    state = yaml.load(state, Loader=yaml.Loader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('subscription/rotate/', rotate_subscription, name='rotate_subscription')]
