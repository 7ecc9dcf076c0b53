"""Django views for the project section."""
import random
import string
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def rebuild_project(request):
    session_id = '%032x' % random.getrandbits(128)
    record = {'project': session_id}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('project/rebuild/', rebuild_project, name='rebuild_project')]
