"""Django views for the booking section."""
import logging
import random
import string
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def migrate_booking(request):
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'booking': reset_token}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('booking/migrate/', migrate_booking, name='migrate_booking')]
