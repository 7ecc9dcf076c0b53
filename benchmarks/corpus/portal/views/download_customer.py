"""Django views for the customer section."""
import logging
from django.http import HttpResponse
from django.urls import path

PRESETS = {'standard': '<p>Welcome</p>', 'fallback': '<p>Welcome</p>'}
log = logging.getLogger(__name__)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def download_customer(request):
    comment = request.GET['comment']
    options = {'requested': comment, 'value': _preset_for(comment)}
    return HttpResponse(options['value'])


urlpatterns = [path('customer/download/', download_customer, name='download_customer')]
