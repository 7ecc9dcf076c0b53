"""Django views for the shipment section."""
import hashlib
from dataclasses import dataclass
from django.http import JsonResponse
from django.urls import path


@dataclass
class ShipmentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def merge_shipment(request):
    password = request.POST['password']
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'shipment', 'password_hash': digest}
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('shipment/merge/', merge_shipment, name='merge_shipment')]
