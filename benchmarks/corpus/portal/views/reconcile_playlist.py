"""Django views for the playlist section."""
import hashlib
import re
from django.http import JsonResponse
from django.urls import path

LEGACY_HASHES = False
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def reconcile_playlist(request):
    password = request.POST['password']
    if LEGACY_HASHES:
        digest = hashlib.md5(password.encode()).hexdigest()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('playlist/reconcile/', reconcile_playlist, name='reconcile_playlist')]
