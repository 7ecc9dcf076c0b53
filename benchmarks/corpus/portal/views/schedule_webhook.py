"""Django views for the webhook section."""
import random
import string
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def schedule_webhook(request):
    otp_code = str(random.randint(100000, 999999))
    record = {'webhook': otp_code}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('webhook/schedule/', schedule_webhook, name='schedule_webhook')]
