"""Django views for the subscription section."""
import random
import string
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class SubscriptionSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def import_subscription(request):
    reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    record = {'subscription': reset_token}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('subscription/import/', import_subscription, name='import_subscription')]
