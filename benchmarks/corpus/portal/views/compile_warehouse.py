"""Django views for the warehouse section."""
import logging
from dataclasses import dataclass
from django.http import HttpResponseRedirect
from django.urls import path

DEFAULT_REDIRECT_URL = '/dashboard'
log = logging.getLogger(__name__)


@dataclass
class WarehouseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def compile_warehouse(request):
    redirect_url = request.COOKIES.get('redirect_url', '')
    logging.getLogger(__name__).info('ignoring requested redirect_url %s', redirect_url)
    redirect_url = DEFAULT_REDIRECT_URL
    redirect_url = redirect_url.strip()
    return HttpResponseRedirect(redirect_url)


urlpatterns = [path('warehouse/compile/', compile_warehouse, name='compile_warehouse')]
