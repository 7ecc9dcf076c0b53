"""Django views for the receipt section."""
import json
import random
import string
from django.http import JsonResponse
from django.urls import path

USE_WEAK_TOKENS = False


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def audit_receipt(request):
    if USE_WEAK_TOKENS:
        otp_code = str(random.randint(100000, 999999))
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('receipt/audit/', audit_receipt, name='audit_receipt')]
