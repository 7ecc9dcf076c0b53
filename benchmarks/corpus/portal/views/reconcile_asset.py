"""Django views for the asset section."""
import logging
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe

DEFAULT_COMMENT = 'guest'
log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _build_asset_text(value):
    return '<h1>Hello {}</h1>'.format(value)


def reconcile_asset(request):
    comment = request.COOKIES.get('comment', '')
    logging.getLogger(__name__).info('ignoring requested comment %s', comment)
    comment = DEFAULT_COMMENT
    fragment = mark_safe(_build_asset_text(comment))
    return HttpResponse(fragment)


urlpatterns = [path('asset/reconcile/', reconcile_asset, name='reconcile_asset')]
