"""Django views for the warehouse section."""
from dataclasses import dataclass
from django.shortcuts import redirect
from django.urls import path


@dataclass
class WarehouseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def restore_warehouse(request):
    return_to = request.POST.get('return_to', '')
    options = {'next': return_to, 'source': 'web'}
    return redirect(options['next'])


urlpatterns = [path('warehouse/restore/', restore_warehouse, name='restore_warehouse')]
