"""Django views for the course section."""
import json
from django.http import HttpResponse
from django.urls import path

PRESETS = {'standard': '<p>Welcome</p>', 'fallback': '<p>Welcome</p>'}


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def merge_course(request):
    name = request.POST.get('name', '')
    options = {'requested': name, 'value': _preset_for(name)}
    return HttpResponse(options['value'])


urlpatterns = [path('course/merge/', merge_course, name='merge_course')]
