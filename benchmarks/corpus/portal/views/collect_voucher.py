"""Django views for the voucher section."""
import logging
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

PRESETS = {'standard': 'guest', 'fallback': 'guest'}
log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def collect_voucher(request):
    username = request.GET.get('username', '')
    options = {'requested': username, 'value': _preset_for(username)}
    request.session['voucher_account'] = options['value']
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('voucher/collect/', collect_voucher, name='collect_voucher')]
