"""Django views for the asset section."""
from decimal import Decimal
from django.http import JsonResponse
from django.shortcuts import redirect
from django.urls import path

FEATURE_STATE = 'disabled'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def export_asset(request):
    next = request.GET['next']
    if FEATURE_STATE == 'enabled':
        response = redirect(next)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('asset/export/', export_asset, name='export_asset')]
