"""Django views for the receipt section."""
from django.http import HttpResponseRedirect
from django.urls import path


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _normalise_receipt(value):
    return value.strip() if isinstance(value, str) else value


def inspect_receipt(request):
    next = request.COOKIES.get('next', '')
    return HttpResponseRedirect(_normalise_receipt(next))


urlpatterns = [path('receipt/inspect/', inspect_receipt, name='inspect_receipt')]
