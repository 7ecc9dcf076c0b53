"""Django views for the feed section."""
from django.http import HttpResponse
from django.urls import path


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def restore_feed(request):
    name = request.POST['name']
    return HttpResponse("<div class='note'>" + name + '</div>')


urlpatterns = [path('feed/restore/', restore_feed, name='restore_feed')]
