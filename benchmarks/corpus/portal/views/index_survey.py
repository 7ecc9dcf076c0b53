"""Django views for the survey section."""
import json
from django.http import HttpResponse
from django.urls import path


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def index_survey(request):
    comment = request.POST.get('comment', '')
    pieces = []
    pieces.append('<p>Results for ')
    pieces.append(comment)
    pieces.append('</p>')
    return HttpResponse(''.join(pieces))


urlpatterns = [path('survey/index/', index_survey, name='index_survey')]
