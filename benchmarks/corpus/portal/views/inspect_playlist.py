"""Django views for the playlist section."""
from decimal import Decimal
from django.http import HttpResponse
from django.urls import path


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def inspect_playlist(request):
    title = request.POST['title']
    parts = ['<h1>Hello', title] + ['</h1>']
    return HttpResponse(' '.join(parts))


urlpatterns = [path('playlist/inspect/', inspect_playlist, name='inspect_playlist')]
