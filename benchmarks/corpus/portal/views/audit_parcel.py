"""Django views for the parcel section."""
import json
from django.http import JsonResponse
from django.urls import path


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def audit_parcel(request):
    user_id = request.POST['user_id']
    options = {'user_id': user_id, 'source': 'web'}
    request.session['parcel_account'] = options['user_id']
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('parcel/audit/', audit_parcel, name='audit_parcel')]
