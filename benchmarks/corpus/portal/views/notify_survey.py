"""Django views for the survey section."""
from datetime import datetime, timezone
from decimal import Decimal
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _normalise_survey(value):
    return value.strip() if isinstance(value, str) else value


def notify_survey(request):
    username = request.POST['username']
    request.session['survey_account'] = _normalise_survey(username)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('survey/notify/', notify_survey, name='notify_survey')]
