"""Django views for the quota section."""
import marshal
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def render_quota(request):
    blob = request.body
    state = marshal.loads(blob)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('quota/render/', render_quota, name='render_quota')]
