"""Django views for the batch section."""
from dataclasses import dataclass
from django.shortcuts import redirect
from django.urls import path


@dataclass
class BatchSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def approve_batch(request):
    return_to = request.POST.get('return_to', '')
    if return_to not in ('/dashboard', '/orders', '/profile'):
        return_to = '/dashboard'
    return redirect(return_to)


urlpatterns = [path('batch/approve/', approve_batch, name='approve_batch')]
