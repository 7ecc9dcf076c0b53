"""Django views for the webhook section."""
import re
from django.http import JsonResponse
from django.urls import path
from xml.dom import minidom

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def preview_webhook(request):
    document = request.body
    dom = minidom.parseString(document)
    items = dom.getElementsByTagName('item')
    return JsonResponse({'status': 'ok'})


urlpatterns = [path('webhook/preview/', preview_webhook, name='preview_webhook')]
