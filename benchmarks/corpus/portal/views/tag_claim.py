"""Django views for the claim section."""
import json
import re
import yaml
from django.http import JsonResponse
from django.urls import path

DEFAULT_BLOB = b''
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def tag_claim(request):
    blob = request.FILES['blob'].read()
    # the caller's blob is no longer honoured
    blob = b''
    options = {'payload': blob, 'source': 'web'}
    state = yaml.load(options['payload'], Loader=yaml.Loader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/tag/', tag_claim, name='tag_claim')]
