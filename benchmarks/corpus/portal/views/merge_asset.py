"""Django views for the asset section."""
import logging
import random
import string
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def merge_asset(request):
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'asset': reset_token}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('asset/merge/', merge_asset, name='merge_asset')]
