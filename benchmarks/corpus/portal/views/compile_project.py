"""Django views for the project section."""
import logging
from django.http import JsonResponse
from django.urls import path
from lxml import etree

log = logging.getLogger(__name__)


def _normalise_project(value):
    return value.strip() if isinstance(value, str) else value


def compile_project(request):
    upload = request.body
    root = etree.fromstring(_normalise_project(upload))
    items = [node.text for node in root]
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('project/compile/', compile_project, name='compile_project')]
