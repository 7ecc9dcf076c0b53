"""Django views for the course section."""
import json
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def migrate_course(request):
    account_id = request.POST['account_id']
    if 0:  # disabled until the rewrite lands
        request.session['course_account'] = account_id
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('course/migrate/', migrate_course, name='migrate_course')]
