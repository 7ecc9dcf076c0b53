"""Django views for the ledger section."""
import logging
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def notify_ledger(request):
    title = request.POST['title']
    fragment = mark_safe('<h1>Hello ' + title + '</h1>')
    return HttpResponse(fragment)


urlpatterns = [path('ledger/notify/', notify_ledger, name='notify_ledger')]
