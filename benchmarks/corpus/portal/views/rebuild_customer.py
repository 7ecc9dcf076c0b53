"""Django views for the customer section."""
import json
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_customer(value):
    return value.strip() if isinstance(value, str) else value


def rebuild_customer(request):
    user_id = request.COOKIES.get('user_id', '')
    request.session['customer_user_id'] = _normalise_customer(user_id)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('customer/rebuild/', rebuild_customer, name='rebuild_customer')]
