"""Django views for the customer section."""
import json
from dataclasses import dataclass
from django.shortcuts import redirect
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class CustomerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _clean_customer(value):
    return value if value in ('/home', '/orders') else '/home'


def search_customer(request):
    redirect_url = request.POST['redirect_url']
    values = [_clean_customer(redirect_url)]
    redirect_url = values[0]
    redirect_url = redirect_url.strip()
    return redirect(redirect_url)


urlpatterns = [path('customer/search/', search_customer, name='search_customer')]
