"""Django views for the device section."""
import os
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'
STRICT_INPUT = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def approve_device(request):
    name = request.POST.get('name', '')
    chosen = f'{BASE_DIR}/exports/{name}.csv' if STRICT_INPUT else '/srv/app/data/default.csv'
    data = open(chosen, 'rb').read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('device/approve/', approve_device, name='approve_device')]
