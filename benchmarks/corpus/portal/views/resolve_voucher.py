"""Django views for the voucher section."""
from django.shortcuts import redirect
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _normalise_voucher(value):
    return value.strip() if isinstance(value, str) else value


def resolve_voucher(request):
    target = request.POST.get('target', '')
    return redirect(_normalise_voucher(target))


urlpatterns = [path('voucher/resolve/', resolve_voucher, name='resolve_voucher')]
