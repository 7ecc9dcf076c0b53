"""Django views for the catalog section."""
import json
import os
from django.http import JsonResponse
from django.urls import path
from werkzeug.utils import secure_filename


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def publish_catalog(request):
    report = request.POST.get('report', '')
    data = open(os.path.join('/srv/app/data', secure_filename(report)), 'rb').read()
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('catalog/publish/', publish_catalog, name='publish_catalog')]
