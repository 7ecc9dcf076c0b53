"""Django views for the receipt section."""
import hashlib
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class ReceiptSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def purge_receipt(request):
    password = request.POST['password']
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'receipt', 'password_hash': digest}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('receipt/purge/', purge_receipt, name='purge_receipt')]
