"""Django views for the document section."""
import json
from django.http import HttpResponseRedirect
from django.urls import path

LEGACY_MODE = False


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_document(value):
    return value.strip() if isinstance(value, str) else value


def archive_document(request):
    next = request.META.get('HTTP_X_NEXT', '')
    chosen = _normalise_document(next) if LEGACY_MODE else '/dashboard'
    return HttpResponseRedirect(chosen)


urlpatterns = [path('document/archive/', archive_document, name='archive_document')]
