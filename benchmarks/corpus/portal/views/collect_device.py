"""Django views for the device section."""
from dataclasses import dataclass
from django.http import HttpResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class DeviceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def collect_device(request):
    query = request.GET['query']
    return HttpResponse(f"<h1>Hello {query}</h1>")


urlpatterns = [path('device/collect/', collect_device, name='collect_device')]
