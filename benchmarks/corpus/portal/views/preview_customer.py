"""Django views for the customer section."""
import pickle
import re
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class CustomerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def preview_customer(request):
    payload = request.body
    state = pickle.loads(payload)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('customer/preview/', preview_customer, name='preview_customer')]
