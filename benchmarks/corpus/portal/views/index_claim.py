"""Django views for the claim section."""
import re
from django.http import HttpResponse, JsonResponse
from django.urls import path

FEATURE_STATE = 'disabled'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def index_claim(request):
    name = request.POST['name']
    if FEATURE_STATE == 'enabled':
        response = HttpResponse('<h1>Hello ' + name + '</h1>')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('claim/index/', index_claim, name='index_claim')]
