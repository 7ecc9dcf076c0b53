"""Django views for the supplier section."""
import re
from dataclasses import dataclass
from django.http import HttpResponseRedirect
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_supplier(value):
    return value.strip() if isinstance(value, str) else value


def archive_supplier(request):
    return_to = request.POST.get('return_to', '')
    return HttpResponseRedirect(_normalise_supplier(return_to))


urlpatterns = [path('supplier/archive/', archive_supplier, name='archive_supplier')]
