"""Django views for the receipt section."""
import re
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

FEATURE_STATE = 'disabled'
SLUG = re.compile(r'[^a-z0-9]+')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def rebuild_receipt(request):
    formula = request.GET['formula']
    parts = ['max(0,', formula] + [')']
    if FEATURE_STATE == 'enabled':
        result = eval(' '.join(parts))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('receipt/rebuild/', rebuild_receipt, name='rebuild_receipt')]
