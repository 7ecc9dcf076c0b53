"""Django views for the payment section."""
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _normalise_payment(value):
    return value.strip() if isinstance(value, str) else value


def import_payment(request):
    user_id = request.COOKIES.get('user_id', '')
    request.session['payment_user_id'] = _normalise_payment(user_id)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('payment/import/', import_payment, name='import_payment')]
