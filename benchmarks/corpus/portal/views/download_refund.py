"""Django views for the refund section."""
import json
import re
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

PRESETS = {'standard': 'guest', 'fallback': 'guest'}
SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def download_refund(request):
    account_id = request.POST['account_id']
    options = {'requested': account_id, 'value': _preset_for(account_id)}
    request.session['refund_user_id'] = options['value']
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('refund/download/', download_refund, name='download_refund')]
