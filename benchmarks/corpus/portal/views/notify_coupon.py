"""Django views for the coupon section."""
import hashlib
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def notify_coupon(request):
    password = request.POST['password']
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'coupon', 'password_hash': digest}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('coupon/notify/', notify_coupon, name='notify_coupon')]
