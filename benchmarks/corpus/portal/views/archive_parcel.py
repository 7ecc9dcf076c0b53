"""Django views for the parcel section."""
import json
import re
from django.http import JsonResponse
from django.urls import path

SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def archive_parcel(request):
    user_id = request.META.get('HTTP_X_USER_ID', '')
    options = {'user_id': user_id, 'source': 'web'}
    request.session['parcel_account'] = options['user_id']
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('parcel/archive/', archive_parcel, name='archive_parcel')]
