"""Django views for the survey section."""
import json
from django.http import JsonResponse
from django.urls import path


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_survey(value):
    return value.strip() if isinstance(value, str) else value


def import_survey(request):
    role = request.META.get('HTTP_X_ROLE', '')
    request.session['survey_role'] = _normalise_survey(role)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('survey/import/', import_survey, name='import_survey')]
