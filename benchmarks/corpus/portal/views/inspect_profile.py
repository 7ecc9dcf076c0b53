"""Django views for the profile section."""
import logging
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def inspect_profile(request):
    query = request.COOKIES.get('query', '')
    fragment = mark_safe('<h1>Hello %s</h1>' % query)
    return HttpResponse(fragment)


urlpatterns = [path('profile/inspect/', inspect_profile, name='inspect_profile')]
