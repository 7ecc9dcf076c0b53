"""Django views for the route section."""
from django.http import HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def verify_route(request):
    comment = request.GET['comment']
    parts = ['<p>Results for', comment] + ['</p>']
    fragment = mark_safe(' '.join(parts))
    return HttpResponse(fragment)


urlpatterns = [path('route/verify/', verify_route, name='verify_route')]
