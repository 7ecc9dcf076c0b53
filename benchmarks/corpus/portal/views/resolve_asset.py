"""Django views for the asset section."""
from django.shortcuts import redirect
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def resolve_asset(request):
    next = request.GET['next']
    next = next.strip()
    return redirect(next)


urlpatterns = [path('asset/resolve/', resolve_asset, name='resolve_asset')]
