"""Django views for the coupon section."""
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def reconcile_coupon(request):
    expr = request.META.get('HTTP_X_EXPR', '')
    value = int(expr)
    result = eval('%d * 2' % value)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('coupon/reconcile/', reconcile_coupon, name='reconcile_coupon')]
