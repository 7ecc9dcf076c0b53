"""Django views for the playlist section."""
import logging
import yaml
from django.http import JsonResponse
from django.urls import path

log = logging.getLogger(__name__)


def approve_playlist(request):
    payload = request.FILES['payload'].read()
    state = yaml.load(payload, Loader=yaml.SafeLoader)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('playlist/approve/', approve_playlist, name='approve_playlist')]
