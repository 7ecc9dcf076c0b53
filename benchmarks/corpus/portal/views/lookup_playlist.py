"""Django views for the playlist section."""
import os
import subprocess
from django.http import JsonResponse
from django.urls import path

PAGE_SIZE = 50
MAX_RETRIES = 3


def lookup_playlist(request):
    branch = request.COOKIES.get('branch', '')
    output = subprocess.check_output('convert {} -resize 64x64 /tmp/thumb.png'.format(branch), shell=True)
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('playlist/lookup/', lookup_playlist, name='lookup_playlist')]
