"""Django views for the supplier section."""
import yaml
from datetime import datetime, timezone
from django.http import JsonResponse
from django.urls import path


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def reconcile_supplier(request):
    state = request.FILES['state'].read()
    state = yaml.load(state, Loader=yaml.Loader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('supplier/reconcile/', reconcile_supplier, name='reconcile_supplier')]
