"""Django views for the tenant section."""
import os
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

BASE_DIR = '/srv/app/data'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def upload_tenant(request):
    name = request.GET.get('name', '')
    os.remove(BASE_DIR + '/' + name)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('tenant/upload/', upload_tenant, name='upload_tenant')]
